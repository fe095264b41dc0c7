internal import CLineBreak

/// Where text may be broken, from ICU's break iterators (through CLineBreak's plain-C API).
///
/// Offsets are UTF-8 byte offsets into the string, each one the end of a segment; the last is
/// the string's length.
public enum TextBoundaries {
    /// A line-break opportunity after `offset`; `mandatory` for hard breaks such as a newline.
    public struct LineBreak: Hashable, Sendable {
        public var offset: Int
        public var mandatory: Bool

        public init(offset: Int, mandatory: Bool) {
            self.offset = offset
            self.mandatory = mandatory
        }
    }

    /// UAX #14 line-break opportunities for `locale` (dictionary-based for Thai, Lao, Khmer, CJK).
    public static func lineBreaks(in text: String, locale: String = "") throws(TextBoundaryError) -> [LineBreak] {
        let found = try boundaries(TF_BOUNDARY_LINE, text, locale)
        return found.map { LineBreak(offset: $0.offset, mandatory: $0.mandatory) }
    }

    /// Extended grapheme cluster boundaries.
    public static func graphemeBreaks(in text: String) throws(TextBoundaryError) -> [Int] {
        try boundaries(TF_BOUNDARY_GRAPHEME, text, "").map(\.offset)
    }

    /// The ICU library's version, e.g. "72.1".
    public static var icuVersion: String {
        var buffer = [CChar](repeating: 0, count: 32)
        tf_icu_version(&buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func boundaries(
        _ kind: tf_boundary_kind, _ text: String, _ locale: String
    ) throws(TextBoundaryError) -> [(offset: Int, mandatory: Bool)] {
        var utf8 = Array(text.utf8)
        let length = utf8.count
        guard length < Int(Int32.max) else { throw TextBoundaryError(message: "text of \(length) bytes is too long") }
        var offsets = [Int32](repeating: 0, count: length + 1)
        var mandatory = [UInt8](repeating: 0, count: length + 1)
        var error = [CChar](repeating: 0, count: 128)
        let count = utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                tf_find_boundaries(
                    kind, locale, chars.baseAddress, Int32(length), &offsets, &mandatory,
                    Int32(length + 1), &error, error.count)
            }
        }
        guard count >= 0 else {
            throw TextBoundaryError(message: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (0..<Int(count)).map { (Int(offsets[$0]), mandatory[$0] != 0) }
    }
}

/// ICU could not segment the text; the message names the ICU call and its error.
public struct TextBoundaryError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
