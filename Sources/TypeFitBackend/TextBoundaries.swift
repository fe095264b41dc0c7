internal import CLineBreak

/// Where text may be broken, from ICU's break iterators (through CLineBreak's plain-C API).
///
/// Offsets are UTF-8 byte offsets into the string, each one the end of a segment; the last is
/// the string's length.
package enum TextBoundaries {
    /// A line-break opportunity after `offset`; `mandatory` for hard breaks such as a newline.
    package struct LineBreak: Hashable, Sendable {
        package var offset: Int
        package var mandatory: Bool

        package init(offset: Int, mandatory: Bool) {
            self.offset = offset
            self.mandatory = mandatory
        }
    }

    /// UAX #14 line-break opportunities for `locale` (dictionary-based for Thai, Lao, Khmer, CJK).
    package static func lineBreaks(in text: String, locale: String = "") throws(TextBoundaryError) -> [LineBreak] {
        try BreakIterator(.line, locale: locale).lineBreaks(in: text)
    }

    /// Extended grapheme cluster boundaries.
    package static func graphemeBreaks(in text: String) throws(TextBoundaryError) -> [Int] {
        try BreakIterator(.grapheme).boundaries(in: text)
    }

    /// A run of text with one bidi embedding level (odd levels are right-to-left).
    package struct BidiRun: Hashable, Sendable {
        package var range: Range<Int>
        package var level: Int
        package var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// The bidi runs of one paragraph in logical order (UAX #9). The paragraph direction comes
    /// from its first strong character unless `rightToLeft` says otherwise.
    package static func bidiRuns(in text: String, rightToLeft: Bool? = nil) throws(TextBoundaryError) -> [BidiRun] {
        let utf8 = Array(text.utf8)
        let length = utf8.count
        guard length < Int(Int32.max) else { throw TextBoundaryError(message: "text of \(length) bytes is too long") }
        var starts = [Int32].repeating(0, count: length + 1)
        var ends = [Int32].repeating(0, count: length + 1)
        var levels = [UInt8].repeating(0, count: length + 1)
        var error = [CChar].repeating(0, count: 128)
        let base: Int32 = rightToLeft.map { $0 ? 1 : 0 } ?? -1
        let count = utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                tf_bidi_runs(
                    chars.baseAddress, Int32(length), base, &starts, &ends, &levels, Int32(length + 1), &error,
                    error.count)
            }
        }
        guard count >= 0 else { throw TextBoundaryError(cMessage: error) }
        return (0..<Int(count)).map { BidiRun(range: Int(starts[$0])..<Int(ends[$0]), level: Int(levels[$0])) }
    }

    /// The first character of a character's raw canonical decomposition (one step of NFD), or
    /// nil: "설" → "서" → "ᄉ" (U+1109), "é" → "e", "a" → nil.
    package static func rawDecompositionFirst(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let first = tf_raw_decomposition_first(scalar.value)
        return first < 0 ? nil : Unicode.Scalar(UInt32(first))
    }

    /// The scripts a character is used with (UAX #24 Script_Extensions) as ISO 15924 codes:
    /// "؛" → ["Arab", "Nkoo", "Rohg", "Syrc", "Thaa", "Yezi"]; a letter → its own script.
    package static func scriptExtensions(of scalar: Unicode.Scalar) -> [String] {
        var buffer = [CChar].repeating(0, count: 4 * 32 + 1)
        let count = Int(tf_script_extensions(scalar.value, &buffer, buffer.count))
        let text = cString(buffer)
        return (0..<count).map { index in
            let start = text.index(text.startIndex, offsetBy: index * 4)
            return String(text[start..<text.index(start, offsetBy: 4)])
        }
    }

    /// The Line_Break class of a character (UAX #14) by its short name: "a" → "AL", "1" → "NU",
    /// "ก" → "SA", "漢" → "ID".
    package static func lineBreakClass(of scalar: Unicode.Scalar) -> String {
        // On the stack (8 bytes: always, without asking the thread's stack bounds): an array per
        // scalar was a heap allocation and a metadata lookup.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8) { buffer in
            buffer.initialize(repeating: 0)
            tf_line_break_class(scalar.value, buffer.baseAddress, buffer.count)
            return cString(UnsafeBufferPointer(buffer))
        }
    }

    /// The ICU library's version, e.g. "72.1".
    package static var icuVersion: String {
        var buffer = [CChar].repeating(0, count: 32)
        tf_icu_version(&buffer, buffer.count)
        return cString(buffer)
    }
}

/// A reusable ICU break iterator: opening one loads ICU's rules, so a task keeps one per kind
/// and locale and runs it over many strings. Not `Sendable`.
package final class BreakIterator {
    package enum Kind: Sendable { case line, grapheme, word }

    private let handle: OpaquePointer

    package init(_ kind: Kind, locale: String = "") throws(TextBoundaryError) {
        var error = [CChar].repeating(0, count: 128)
        let cKind: tf_boundary_kind =
            switch kind {
            case .line: TF_BOUNDARY_LINE
            case .grapheme: TF_BOUNDARY_GRAPHEME
            case .word: TF_BOUNDARY_WORD
            }
        guard let handle = tf_breaker_open(cKind, locale, &error, error.count) else {
            throw TextBoundaryError(cMessage: error)
        }
        self.handle = handle
    }

    deinit {
        tf_breaker_close(handle)
    }

    /// Boundaries with their mandatory flags (mandatory only for line iterators).
    package func lineBreaks(in text: String) throws(TextBoundaryError) -> [TextBoundaries.LineBreak] {
        let count = try run(text)
        var breaks: [TextBoundaries.LineBreak] = []
        breaks.reserveCapacity(count)
        for index in 0..<count {
            breaks.append(TextBoundaries.LineBreak(offset: Int(offsets[index]), mandatory: mandatory[index] != 0))
        }
        return breaks
    }

    /// Boundary offsets.
    package func boundaries(in text: String) throws(TextBoundaryError) -> [Int] {
        let count = try run(text)
        var boundaries: [Int] = []
        boundaries.reserveCapacity(count)
        for index in 0..<count { boundaries.append(Int(offsets[index])) }
        return boundaries
    }

    /// Where ICU's boundaries go, kept from string to string (a task's strings are short, and
    /// three arrays allocated for each string cost a metadata lookup each).
    private var offsets: [Int32] = []
    private var mandatory: [UInt8] = []

    /// Runs the iterator over `text`'s UTF-8 (read in place): its boundaries in the first
    /// entries of ``offsets`` and ``mandatory``, their number returned.
    private func run(_ text: String) throws(TextBoundaryError) -> Int {
        var text = text
        let length = text.utf8.count
        guard length < Int(Int32.max) else { throw TextBoundaryError(message: "text of \(length) bytes is too long") }
        if offsets.count < length + 1 {
            offsets = .repeating(0, count: length + 1)
            mandatory = .repeating(0, count: length + 1)
        }
        var failure: TextBoundaryError?
        let found = text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { error in
                error.initialize(repeating: 0)
                let found = bytes.withMemoryRebound(to: CChar.self) { chars in
                    tf_breaker_boundaries(
                        handle, chars.baseAddress, Int32(bytes.count), &offsets, &mandatory, Int32(offsets.count),
                        error.baseAddress, error.count)
                }
                if found < 0 { failure = TextBoundaryError(cMessage: error) }
                return Int(found)
            }
        }
        if let failure { throw failure }
        return found
    }
}

/// ICU could not segment the text; the message names the ICU call and its error.
package struct TextBoundaryError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }

    package init(message: String) {
        self.message = message
    }

    init(cMessage: some Collection<CChar>) {
        self.message = cString(cMessage)
    }
}

/// A Swift string from a NUL-terminated C buffer: decoded where the bytes lie when they are
/// contiguous (a Line_Break class is looked up per scalar of a text the newer UAX #14 rules may
/// change; copying its bytes into an array first was a heap allocation each time).
func cString(_ buffer: some Collection<CChar>) -> String {
    let decoded = buffer.withContiguousStorageIfAvailable { chars in
        let length = chars.firstIndex(of: 0) ?? chars.count
        return chars.withMemoryRebound(to: UInt8.self) { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self)
        }
    }
    return decoded ?? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
