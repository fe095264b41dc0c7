/// JSON text written by hand, byte for byte as Foundation's `JSONEncoder` writes it (with
/// `.withoutEscapingSlashes`), for writers that stream documents too large to encode whole.
package enum JSONText {
    /// A string literal: `"` and `\` escaped, \b \f \n \r \t by name, other controls as `\u00xx`;
    /// everything else (slashes, DEL, non-ASCII) as is.
    package static func appendString(_ text: String, to out: inout [UInt8]) {
        var text = text
        out.append(0x22)
        // Runs that need nothing are copied whole, each escape written between them (a reason
        // quotes the text it cut, so most of report.sqlite's reasons hold an escape).
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                out.append(0x5C)
                switch byte {
                case 0x22, 0x5C: out.append(byte)
                case 0x08: out.append(0x62)
                case 0x0C: out.append(0x66)
                case 0x0A: out.append(0x6E)
                case 0x0D: out.append(0x72)
                case 0x09: out.append(0x74)
                default:
                    let hex: StaticString = "0123456789abcdef"
                    out.append(contentsOf: [0x75, 0x30, 0x30] as [UInt8])
                    out.append(hex.utf8Start[Int(byte >> 4)])
                    out.append(hex.utf8Start[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
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
