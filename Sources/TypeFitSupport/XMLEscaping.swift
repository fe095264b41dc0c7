/// `text` with every scalar that `replacement` maps written as its replacement: the one loop
/// behind the XML, JSON-in-script and Swift-literal escapers.
package func escaping(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    // Into bytes: appending to a String scalar by scalar costs several times more.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) {
            result.append(contentsOf: replaced.utf8)
        } else {
            UTF8.encode(scalar) { result.append($0) }
        }
    }
    return String(decoding: result, as: UTF8.self)
}

/// Text escaped for XML (and HTML) character data and attribute values; characters XML 1.0
/// cannot hold become U+FFFD.
package func xmlEscaped(_ text: String) -> String {
    // Most text has nothing to escape (checked by bytes: U+FFFE/U+FFFF start with 0xEF 0xBF).
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }) {
        return text
    }
    return escaping(text) { scalar in
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
