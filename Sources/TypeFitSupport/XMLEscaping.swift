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
/// cannot hold become U+FFFD. By bytes: what is escaped is ASCII (never inside a multi-byte
/// UTF-8 sequence), and U+FFFE/U+FFFF are EF BF BE/BF.
package func xmlEscaped(_ text: String) -> String {
    var copy = text
    let escaped = copy.withUTF8 { bytes -> [UInt8]? in
        // Most text has nothing to escape.
        guard needsXMLEscaping(bytes) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        appendXMLEscaped(bytes, to: &out)
        return out
    }
    return escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
}

/// ``xmlEscaped(_:)``'s bytes appended to `out`: for writers that build a document in bytes.
package func appendXMLEscaped(_ text: String, to out: inout [UInt8]) {
    var copy = text
    copy.withUTF8 { bytes in
        if needsXMLEscaping(bytes) {
            appendXMLEscaped(bytes, to: &out)
        } else {
            out.append(contentsOf: bytes)
        }
    }
}

private func needsXMLEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains(where: {
        $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
    })
}

private func appendXMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x26: out.append(contentsOf: "&amp;".utf8)
        case 0x3C: out.append(contentsOf: "&lt;".utf8)
        case 0x3E: out.append(contentsOf: "&gt;".utf8)
        case 0x22: out.append(contentsOf: "&quot;".utf8)
        case 0x27: out.append(contentsOf: "&apos;".utf8)
        case 0x09, 0x0A, 0x0D: out.append(byte)
        case 0x00..<0x20: out.append(contentsOf: replacement)
        case 0xEF
        where index + 2 < bytes.count && bytes[index + 1] == 0xBF
            && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
            out.append(contentsOf: replacement)
            index += 2
        default: out.append(byte)
        }
        index += 1
    }
}
