extension Double {
    /// `rounded(.toNearestOrAwayFromZero)`, the same value for every `Double` (the sign of a
    /// zero too), without a call: x86-64's baseline has no instruction for it, so Swift calls the
    /// C library's `round` — per line of every Flutter layout and per number of every report
    /// row. A magnitude under 2⁵² is cut to a whole number by the conversion to `Int`; its
    /// fraction (exact: the two differ by less than one and the smaller is at least half the
    /// larger, or zero) takes it up when at least a half. From 2⁵² up every `Double` is whole.
    @inlinable package var roundedHalfAwayFromZero: Double {
        let magnitude = self.magnitude
        guard magnitude < 0x1p52 else { return self }  // whole already, or infinite, or NaN
        let whole = Double(Int(magnitude))
        let rounded = magnitude - whole >= 0.5 ? whole + 1 : whole
        return Double(signOf: self, magnitudeOf: rounded)
    }
}
