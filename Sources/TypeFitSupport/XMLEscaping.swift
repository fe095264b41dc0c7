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
    copy.withUTF8 { appendXMLEscaped($0, to: &out) }
}

private func needsXMLEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains(where: mayNeedXMLEscape)
}

/// The bytes below 0x40 that ``xmlEscape(for:)`` maps: the controls but tab, LF and CR, and
/// `"`, `&`, `'`, `<`, `>` — one bit each. A constant, not a computed global: a global made by a
/// closure is initialised through `swift_once`, called at every escape (a tenth of junit.xml's time).
/// `XMLEscapingTests` checks it against ``xmlEscape(for:)`` byte by byte.
private let xmlSpecialBelow0x40: UInt64 =
    (0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A | 1 << 0x0D)) | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

/// Whether ``xmlEscape(for:)`` may map `byte` (0xEF only when U+FFFE/U+FFFF follow): a bit test
/// where the switch was a jump per byte.
@inline(__always)
private func mayNeedXMLEscape(_ byte: UInt8) -> Bool {
    byte < 0x40 ? (xmlSpecialBelow0x40 >> UInt64(byte)) & 1 != 0 : byte == 0xEF
}

/// What a byte needs in XML: nil for a byte copied as it is (every byte of a multi-byte UTF-8
/// sequence but 0xEF, whose U+FFFE/U+FFFF are looked at in context).
@inline(__always)
private func xmlEscape(for byte: UInt8) -> StaticString? {
    switch byte {
    case 0x26: "&amp;"
    case 0x3C: "&lt;"
    case 0x3E: "&gt;"
    case 0x22: "&quot;"
    case 0x27: "&apos;"
    case 0x09, 0x0A, 0x0D: nil
    case 0x00..<0x20, 0xEF: "\u{FFFD}"
    default: nil
    }
}

/// One pass: runs of bytes that need nothing are copied whole, each escape written between them.
private func appendXMLEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    var runStart = 0
    var index = 0
    while index < bytes.count {
        guard mayNeedXMLEscape(bytes[index]), let escape = xmlEscape(for: bytes[index]) else {
            index += 1
            continue
        }
        var consumed = 1
        if bytes[index] == 0xEF {
            // U+FFFE and U+FFFF (EF BF BE/BF) cannot be in XML; other EF sequences are kept.
            guard index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            else {
                index += 1
                continue
            }
            consumed = 3
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        escape.withUTF8Buffer { out.append(contentsOf: $0) }
        index += consumed
        runStart = index
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
}
