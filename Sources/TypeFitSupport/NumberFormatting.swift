/// `value` with a fixed number of decimals, rounding half away from zero (no locale, no Foundation).
public func formatted(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let digits = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
}

/// A number as people write it: whole numbers without ".0", others with up to two decimals
/// (trailing zeros dropped): 17, 16.5, 14.82.
public func compactNumber(_ value: Double) -> String {
    compactNumber(value, decimals: 2)
}

/// A number with up to `decimals` decimals, trailing zeros dropped.
public func compactNumber(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    var text = formatted(value, decimals: decimals)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
