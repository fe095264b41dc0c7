import Foundation
import Testing
@testable import TypeFitText

/// ``Swift/Double/roundedHalfAwayFromZero`` is C's `round` to the last bit: halves and the
/// values either side of them, zero's sign, the edge at 2^52 where every `Double` is whole,
/// infinities and NaN, and a million random values across magnitudes.
@Suite struct RoundedHalfAwayTests {
    @Test func isLibmsRoundToTheLastBit() {
        var values: [Double] = [
            0, -0.0, 0.3, -0.3, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            1.4999999999999998, 4503599627370495.5, -4503599627370495.5, 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53,
            .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
            -.leastNonzeroMagnitude, .nan,
        ]
        for half in stride(from: -200.5, through: 200.5, by: 1) { values += [half, half.nextUp, half.nextDown] }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1_000_000 {
            let magnitude = Double.random(in: -60...60, using: &generator)
            values.append(
                Double(sign: Bool.random(using: &generator) ? .minus : .plus, exponent: 0, significand: 1)
                    * exp2(magnitude) * Double.random(in: 1..<2, using: &generator))
        }
        var differing: [Double] = []
        for value in values {
            let expected = value.rounded(.toNearestOrAwayFromZero)
            let found = value.roundedHalfAwayFromZero
            let same = expected.isNaN ? found.isNaN : expected.bitPattern == found.bitPattern
            if !same { differing.append(value) }
        }
        #expect(differing.count == 0, "for example \(differing.prefix(5))")
    }
}
