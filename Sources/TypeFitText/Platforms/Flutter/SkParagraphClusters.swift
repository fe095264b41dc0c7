import TypeFitSupport

/// The properties SkParagraph reads of each cluster (grapheme) when it breaks lines
/// (`Cluster`, `SkUnicode::computeCodeUnitFlags`).
struct SkParagraphClusters: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// A mandatory break follows (`kHardLineBreakBefore` after it): a newline.
        static let hardBreak = Flags(rawValue: 1)
        /// A line may break after it (ICU's soft opportunity).
        static let softBreak = Flags(rawValue: 2)
        /// White space a line may end in (`u_isWhitespace`: not a no-break space).
        static let whitespace = Flags(rawValue: 4)
        /// A no-break space, which SkParagraph may still break at when a word is too long.
        static let intraWordBreak = Flags(rawValue: 8)
    }

    let flags: [Flags]

    /// The flags of SkParagraph's clusters (``SkParagraphText``; `grapheme` per cluster): a break after a grapheme belongs
    /// to its last cluster; white space and no-break spaces are whole graphemes.
    init(_ prepared: PreparedText, grapheme: [Int]) {
        let graphemes = Self.graphemeFlags(prepared)
        // One cluster per grapheme (most texts): the graphemes' flags are the clusters'.
        guard grapheme.count != graphemes.count else {
            flags = graphemes
            return
        }
        flags = grapheme.indices.map { index in
            let own = graphemes[grapheme[index]]
            let endsGrapheme = index + 1 == grapheme.count || grapheme[index + 1] != grapheme[index]
            return endsGrapheme ? own : own.subtracting([.hardBreak, .softBreak])
        }
    }

    /// Per grapheme its flags, in one pass over the scalars (each to its grapheme by its UTF-8
    /// offset) that clears white space and no-break space where a scalar is not one and marks
    /// a newline, then one over the break segments.
    static func graphemeFlags(_ prepared: PreparedText) -> [Flags] {
        let count = prepared.graphemeCount
        var flags = [Flags].repeating([.whitespace, .intraWordBreak], count: count)
        var grapheme = 0
        var offset = 0
        let starts = prepared.graphemeStarts
        for scalar in prepared.text.unicodeScalars where count > 0 {
            while grapheme + 1 < count, offset >= Int(starts[grapheme + 1]) { grapheme += 1 }
            if !isWhitespace(scalar) { flags[grapheme].remove(.whitespace) }
            if !isNoBreakSpace(scalar) { flags[grapheme].remove(.intraWordBreak) }
            // (A newline's mark until the segments are read: it is a hard break whatever ICU says.)
            if isNewline(scalar) { flags[grapheme].insert(.hardBreak) }
            offset += UTF8.width(scalar)
        }
        var segment = 0
        let segments = prepared.segments
        for index in 0..<count {
            while segment < segments.count, segments[segment].end <= index { segment += 1 }
            // A newline is a hard break at the text's end too, where ICU's rule status is soft.
            if !flags[index].contains(.hardBreak), segment < segments.count, segments[segment].end == index + 1 {
                flags[index].insert(segments[segment].mandatory ? .hardBreak : .softBreak)
            }
        }
        return flags
    }

    /// ICU's `u_isWhitespace`: Unicode's White_Space but the no-break spaces (U+00A0, U+2007,
    /// U+202F), and the separators U+001C–U+001F. Listed, not looked up in Unicode's property
    /// tables (asked for every scalar of every string: a tenth of making a text's clusters in
    /// German or Russian); a test holds the list to Swift's tables over every scalar.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x1F, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F,
            0x3000:
            true
        default: false
        }
    }

    /// The mandatory breaks of UAX #14 (BK, CR, LF, NL).
    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// U+00A0, U+2007, U+202F.
    static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xA0 || scalar.value == 0x2007 || scalar.value == 0x202F
    }

    func isHardBreak(_ index: Int) -> Bool { flags[index].contains(.hardBreak) }
    func isSoftBreak(_ index: Int) -> Bool { flags[index].contains(.softBreak) }
    func isWhitespace(_ index: Int) -> Bool { flags[index].contains(.whitespace) }
    func isIntraWordBreak(_ index: Int) -> Bool { flags[index].contains(.intraWordBreak) }
}
