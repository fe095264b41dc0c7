/// JSON text written by hand, byte for byte as Foundation's `JSONEncoder` writes it (with
/// `.withoutEscapingSlashes`), for writers that stream documents too large to encode whole.
package enum JSONText {
    /// A string literal: `"` and `\` escaped, \b \f \n \r \t by name, other controls as `\u00xx`;
    /// everything else (slashes, DEL, non-ASCII) as is.
    package static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        // Most strings need no escape: one scan of their bytes and one copy.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            out.append(0x22)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.append(contentsOf: [0x5C, 0x22])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x08: out.append(contentsOf: [0x5C, 0x62])
            case 0x0C: out.append(contentsOf: [0x5C, 0x66])
            case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
            case 0x0D: out.append(contentsOf: [0x5C, 0x72])
            case 0x09: out.append(contentsOf: [0x5C, 0x74])
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(0x22)
    }

    /// A number as `JSONEncoder` writes a Double: Swift's shortest round-trip form without a
    /// trailing ".0" (17, 20.2, 1e-07, -0).
    /// A value that is not finite (never measured) is written as `null`.
    package static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        appendNumber(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``number(_:)`` appended to `out` (no string but Swift's own formatting of the Double).
    package static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else {
            out.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
            return
        }
        var text = value.description
        text.withUTF8 { bytes in
            let count = bytes.count
            let end = count >= 2 && bytes[count - 2] == 0x2E && bytes[count - 1] == 0x30 ? count - 2 : count
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<end]))
        }
    }
}
