/// `text` with every scalar that `replacement` maps written as its replacement: the one loop
/// behind the XML, JSON-in-script and Swift-literal escapers.
package func escaping(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
    }
    return result
}

/// Text escaped for XML (and HTML) character data and attribute values; characters XML 1.0
/// cannot hold become U+FFFD.
package func xmlEscaped(_ text: String) -> String {
    escaping(text) { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&apos;"
        case "\t", "\n", "\r": nil
        default: scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) ? nil : "\u{FFFD}"
        }
    }
}
