/// The properties SkParagraph reads of each cluster (grapheme) when it breaks lines
/// (`Cluster`, `SkUnicode::computeCodeUnitFlags`).
struct SkParagraphClusters {
    struct Flags: OptionSet {
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

    /// The flags of SkParagraph's clusters (``SkiaWidths``): a break after a grapheme belongs
    /// to its last cluster; white space and no-break spaces are whole graphemes.
    init(_ prepared: PreparedText, _ widths: SkiaWidths) {
        let graphemes = Self.graphemeFlags(prepared)
        flags = widths.grapheme.indices.map { index in
            let own = graphemes[widths.grapheme[index]]
            return widths.endsGrapheme(index) ? own : own.subtracting([.hardBreak, .softBreak])
        }
    }

    static func graphemeFlags(_ prepared: PreparedText) -> [Flags] {
        var flags = [Flags](repeating: [], count: prepared.graphemeCount)
        var segment = 0
        let segments = prepared.segments
        var scalarIndex = prepared.text.unicodeScalars.startIndex
        let scalars = prepared.text.unicodeScalars
        let utf8 = prepared.text.utf8
        for index in 0..<prepared.graphemeCount {
            while segment < segments.count, segments[segment].end <= index { segment += 1 }
            let end = utf8.index(utf8.startIndex, offsetBy: Int(prepared.graphemeStarts[index + 1]))
            var allWhitespace = true
            var allSpaces = true
            var newline = false
            while scalarIndex < scalars.endIndex, scalarIndex < end {
                let scalar = scalars[scalarIndex]
                allWhitespace = allWhitespace && Self.isWhitespace(scalar)
                allSpaces = allSpaces && Self.isNoBreakSpace(scalar)
                newline = newline || Self.isNewline(scalar)
                scalars.formIndex(after: &scalarIndex)
            }
            // A newline is a hard break at the text's end too, where ICU's rule status is soft.
            if newline {
                flags[index].insert(.hardBreak)
            } else if segment < segments.count, segments[segment].end == index + 1 {
                flags[index].insert(segments[segment].mandatory ? .hardBreak : .softBreak)
            }
            if allWhitespace { flags[index].insert(.whitespace) }
            if allSpaces { flags[index].insert(.intraWordBreak) }
        }
        return flags
    }

    /// ICU's `u_isWhitespace`: Unicode's white space but the no-break spaces, and the
    /// separators U+001C–U+001F.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if isNoBreakSpace(scalar) { return false }
        return scalar.properties.isWhitespace || (0x1C...0x1F).contains(scalar.value)
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
