/// Text escaped for XML (and HTML) character data and attribute values; characters XML 1.0
/// cannot hold become U+FFFD.
func xmlEscaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
        default:
            let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
            result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
        }
    }
    return result
}
