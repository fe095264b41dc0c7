import Testing

@testable import TypeFitSupport

/// `roundedHalfAwayFromZero` is `rounded(.toNearestOrAwayFromZero)` for every kind of `Double`:
/// halves either way, the largest below a half, both zeros and their signs, whole numbers at and
/// past 2⁵², the largest finite, infinities, NaN, and a million values from a fixed generator
/// over magnitudes from 2⁻³⁰ to 2⁶¹, with halves and the values just below them.
@Suite struct HalfAwayRoundingTests {
    @Test func itRoundsAsTheStandardLibrary() {
        let below = 0.5.nextDown
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, below, -below, 1 + below, 0.3, -0.3, 1e-300, -1e-300,
            0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p52 + 1, 0x1p53 + 2, 0x1p62, -0x1p63, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, 33.49999999999999, 53.5,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<1_000_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let exponent = Int(state >> 57) % 91 - 30  // −30…60
            let value = (1 + Double(state >> 12) / 0x1p52) * Double(sign: .plus, exponent: exponent, significand: 1)
            let whole = Double(state >> 44)  // halves and the values just below them
            values += [state & 1 == 0 ? value : -value, whole + 0.5, -(whole + 0.5), whole + below]
        }
        var differing: [Double] = []
        for value in values {
            let expected = value.rounded(.toNearestOrAwayFromZero)
            let rounded = value.roundedHalfAwayFromZero
            if rounded.bitPattern != expected.bitPattern { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(Double.nan.roundedHalfAwayFromZero.isNaN)
        #expect((-0.3).roundedHalfAwayFromZero.sign == .minus && (-0.3).roundedHalfAwayFromZero == 0)
    }
}
