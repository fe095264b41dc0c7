extension Double {
    /// `rounded(.toNearestOrAwayFromZero)` (C's `round`) to the last bit, zero's sign included,
    /// without a call into libm: on the baseline x86-64 target Swift compiles every such
    /// rounding to one, and the layouts round a line's height or a font's scale at every size of
    /// every string. Below 2^52 the value is truncated by an integer conversion and its exact
    /// remainder decides; from there on every `Double` is already whole.
    @inline(__always) var roundedHalfAwayFromZero: Double {
        guard abs(self) < 0x1p52 else { return rounded(.toNearestOrAwayFromZero) }
        let truncated = Double(Int64(self))
        let remainder = self - truncated
        let rounded = remainder >= 0.5 ? truncated + 1 : remainder <= -0.5 ? truncated - 1 : truncated
        return rounded == 0 ? Double(signOf: self, magnitudeOf: 0) : rounded
    }
}
