/// `value` with a fixed number of decimals, rounding half away from zero (no locale, no Foundation).
/// A value too large for whole digits (or not finite) is written as Swift writes a Double
/// (`1e+300`, `inf`): never converted to an `Int` that would overflow.
package func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled.isFinite, scaled < 9e15 else { return value.description }
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let digits = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
}

/// ``formatted(_:decimals:)`` appended as UTF-8 to `out` without making a String (for writers
/// of millions of numbers); the same digits.
package func appendFormatted(_ value: Double, decimals: Int, to out: inout [UInt8]) {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else {
        out.append(contentsOf: formatted(value, decimals: decimals).utf8)
        return
    }
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    if value < 0 && scaled != 0 { out.append(0x2D) }
    appendDigits(whole, minimumCount: 1, to: &out)
    guard decimals > 0 else { return }
    out.append(0x2E)
    appendDigits(fraction, minimumCount: decimals, to: &out)
}

/// `String(value)`'s digits appended as UTF-8 to `out` without making a String.
package func appendInteger(_ value: Int, to out: inout [UInt8]) {
    guard value != .min else { return out.append(contentsOf: String(value).utf8) }
    if value < 0 { out.append(0x2D) }
    appendDigits(abs(value), minimumCount: 1, to: &out)
}

/// The decimal digits of a non-negative `value`, zero-padded on the left to `minimumCount`.
private func appendDigits(_ value: Int, minimumCount: Int, to out: inout [UInt8]) {
    var digits:
        (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
        ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
        repeat {
            buffer[count] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
            rest /= 10
            count += 1
        } while rest > 0 && count < 20
        while count < min(minimumCount, 20) {
            buffer[count] = 0x30
            count += 1
        }
        for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
    }
}

/// A number as people write it: whole numbers without ".0", others with up to two decimals
/// (trailing zeros dropped): 17, 16.5, 14.82.
package func compactNumber(_ value: Double) -> String {
    compactNumber(value, decimals: 2)
}

/// ``compactNumber(_:decimals:)``'s characters appended as UTF-8 to `out` without making a String.
package func appendCompactNumber(_ value: Double, decimals: Int = 2, to out: inout [UInt8]) {
    guard value.isFinite else { return out.append(contentsOf: String(value).utf8) }
    if value == value.rounded(), abs(value) < 1e15 { return appendInteger(Int(value), to: &out) }
    let start = out.count
    appendFormatted(value, decimals: decimals, to: &out)
    // Only a fraction's zeros are dropped: a number too large for digits is written as Swift
    // writes it, exponent and all (`1e+20`, not `1e+2`).
    guard out[start...].contains(0x2E), !out[start...].contains(0x65) else { return }
    while out.count > start, out[out.count - 1] == 0x30 { out.removeLast() }
    if out.count > start, out[out.count - 1] == 0x2E { out.removeLast() }
}

/// A number with up to `decimals` decimals, trailing zeros dropped.
package func compactNumber(_ value: Double, decimals: Int) -> String {
    var out: [UInt8] = []
    appendCompactNumber(value, decimals: decimals, to: &out)
    return String(decoding: out, as: UTF8.self)
}

/// The largest magnitude a number in a guide or tokens may have: they are sizes, lengths,
/// factors and axis values, none near a million, and a bigger one (`1e300`) is a typo or an
/// attack that would overflow a conversion later.
package let maximumInputNumber = 1e6

/// `text` as a number when it is one and finite, with a magnitude of at most
/// ``maximumInputNumber``; nil otherwise. Every number read from a guide or tokens goes through it.
package func inputNumber(_ text: some StringProtocol) -> Double? {
    guard let value = Double(String(text)), value.isFinite, abs(value) <= maximumInputNumber else { return nil }
    return value
}
