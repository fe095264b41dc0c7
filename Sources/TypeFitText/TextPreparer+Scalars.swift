import TypeFitBackend

/// What the preparer reads off single scalars: scripts, emoji, blanks, line separators.
extension TextPreparer {
    /// Gives Common and Inherited graphemes the script before them (or after them at the start),
    /// so punctuation and spaces join the run they sit in.
    static func resolveNeutralScripts(_ scripts: inout [UInt32]) {
        var last: UInt32?
        for index in scripts.indices {
            if isNeutral(scripts[index]) {
                if let last { scripts[index] = last }
            } else {
                last = scripts[index]
            }
        }
        if let first = scripts.first(where: { !isNeutral($0) }) {
            for index in scripts.indices where isNeutral(scripts[index]) { scripts[index] = first }
        }
    }

    static func isNeutral(_ script: UInt32) -> Bool {
        script == commonScript || script == inheritedScript
            || script == unknownScript
    }

    /// The script of a scalar; ASCII answered without a table lookup.
    static func script(of scalar: Unicode.Scalar) -> UInt32 {
        if scalar.value < 0x80 {
            let isLetter = (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
            return isLetter ? latinScript : commonScript
        }
        return ShapingFont.script(of: scalar)
    }

    // HarfBuzz's script tags the preparer compares every grapheme with, as this module's
    // literals: read through ShapingFont (another module) each was a call, and
    // `tagValue("Latn")` a lazy initializer's check. ScalarPropertiesTests holds them HarfBuzz's.
    static let commonScript: UInt32 = 0x5A79_7979  // "Zyyy": characters of every script
    static let inheritedScript: UInt32 = 0x5A69_6E68  // "Zinh": marks that take their base's
    static let unknownScript: UInt32 = 0x5A7A_7A7A  // "Zzzz": unassigned
    static let latinScript: UInt32 = 0x4C61_746E  // "Latn"

    /// The ISO 15924 code a fallback font is chosen by, and whether it is the character's own
    /// (then only that script's fonts may draw it): its own script; "Zsye" for emoji; "Hani"
    /// for CJK punctuation and full-width forms ("。" is the CJK font's, whatever precedes it);
    /// else — punctuation, symbols, combining marks — the script of the text around it, tried
    /// first, with fontconfig's order after it (an Arabic "؛" in Hebrew text is drawn by an
    /// Arabic font, not refused by the Hebrew one).
    static func fallbackScript(_ scalar: Unicode.Scalar, context: UInt32) -> (script: String, own: Bool) {
        let own = script(of: scalar)
        if !isNeutral(own) { return (tagString(own), true) }
        if scalar.properties.isEmojiPresentation
            || (scalar.properties.isEmoji && scalar.value > 0xFF && scalar.value != 0xFE0F)
        {
            return ("Zsye", true)
        }
        if (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
            || scalar.value == 0x30FB || scalar.value == 0x30FC
        {
            return ("Hani", true)
        }
        // Punctuation used by a few scripts ("؛" by Arabic, Syriac, Thaana…): the text's script
        // when it is one of them, else the first of them a platform has fonts for.
        let extensions = TextBoundaries.scriptExtensions(of: scalar).filter { $0 != "Zyyy" && $0 != "Zinh" }
        let around = isNeutral(context) ? "Zyyy" : tagString(context)
        if !extensions.isEmpty, !extensions.contains(around),
            let first = extensions.first(where: PlatformFallback.isPackaged)
        {
            return (first, false)
        }
        return (around, false)
    }

    /// Whether a scalar may need the bidi algorithm: right-to-left scripts and bidi controls.
    package static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Grapheme starts of ASCII text: every byte, but CR LF stays together.
    static func asciiGraphemeStarts(_ utf8: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(utf8.count + 1)
        for index in 1..<max(utf8.count, 1) where !(utf8[index] == 0x0A && utf8[index - 1] == 0x0D) {
            starts.append(index)
        }
        if !utf8.isEmpty { starts.append(utf8.count) }
        return starts
    }

    /// Whether a cluster's bytes hold VARIATION SELECTOR-16 (U+FE0F: EF B8 8F), which asks for
    /// emoji presentation.
    static func asksForEmoji(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == 0xEF, bytes[index + 1] == 0xB8, bytes[index + 2] == 0x8F { return true }
            index += 1
        }
        return false
    }

    /// Whether a scalar needs a glyph of its own (not white space, a control or a format character
    /// such as ZWJ or a variation selector).
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value > 0x20 && scalar.value != 0x7F }
        return isPlainlyDrawn(scalar) || needsGlyphByProperties(scalar)
    }

    /// ``needsGlyph(_:)`` from the standard library's Unicode tables.
    static func needsGlyphByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isVariationSelector { return false }
        switch properties.generalCategory {
        case .control, .format: return false
        default: return true
        }
    }

    /// White space (including line separators) or a zero-width space: not counted at a line's end.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return !isPlainlyDrawn(scalar) && isBlankByProperties(scalar)
    }

    /// ``isBlank(_:)`` from the standard library's Unicode tables.
    static func isBlankByProperties(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200B || scalar.properties.isWhitespace
    }

    /// Whether `scalar` lies in the stretches of the Basic Multilingual Plane without white space,
    /// controls, format characters or variation selectors (every letter of Latin, Greek, Cyrillic,
    /// Hebrew, most of Arabic, the Indic scripts, Thai, CJK, Hangul…): it needs a glyph and is
    /// not blank, answered without the standard library's tables (their three lookups per scalar
    /// were about a tenth of preparing's own samples, HarfBuzz's and ICU's aside). A test holds
    /// this against the tables for every scalar.
    static func isPlainlyDrawn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA1...0xAC, 0xAE...0x5FF, 0x61D...0x6DC, 0x710...0x88F, 0x8E3...0x167F, 0x1681...0x180A,
            0x1810...0x1FFF, 0x2070...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDFF, 0xFE10...0xFEFE, 0xFF00...0xFFF8:
            true
        default: false
        }
    }

    static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// "…" in the font, or "..." when it has no ellipsis glyph — or, given `fallback`, "…" in
    /// the fallback font that draws it (Minikin measures `TextUtils.getEllipsisString` with the
    /// paint's whole font collection).
    static func ellipsisEm(_ font: ShapingFont, fallback: FallbackFonts? = nil) -> Double {
        if let fallback, !font.hasGlyph(for: "\u{2026}"), let index = fallback.fontIndex(for: "\u{2026}") {
            let drawing = fallback.font(index)
            return Double(drawing.ellipsisAdvance) / Double(drawing.unitsPerEm)
        }
        return Double(font.ellipsisAdvance) / Double(font.unitsPerEm)
    }

    /// SkParagraph's font for a character no font has (`OneLineShaper::commitRunBuffer`): the
    /// text is shaped in its own font, then each block of clusters it left unresolved in the next
    /// font, and a font that resolves part of a block leaves the rest drawn with its own .notdef
    /// glyph (one that resolves nothing leaves the block as it was). So a cluster no font has
    /// takes the font of a fallback-drawn cluster in its block — the nearest before it, else
    /// after (exact with one fallback font per block) — and the text's own font otherwise.
    static func drawUnresolvedAsSkParagraph(_ scan: inout ScalarScan) {
        guard !scan.unresolved.isEmpty else { return }
        let unresolved = Set(scan.unresolved)
        let fontOf = scan.fontOf
        let inBlock = { (index: Int) in fontOf[index] > 0 || unresolved.contains(index) }
        for index in scan.unresolved {
            var before = index - 1
            while before >= 0, inBlock(before), fontOf[before] == 0 { before -= 1 }
            if before >= 0, fontOf[before] > 0 {
                scan.fontOf[index] = fontOf[before]
                continue
            }
            var after = index + 1
            while after < fontOf.count, inBlock(after), fontOf[after] == 0 { after += 1 }
            if after < fontOf.count, fontOf[after] > 0 { scan.fontOf[index] = fontOf[after] }
        }
    }

    /// `text`'s scalars and where each starts (UTF-8), then the text's length: what the line-break
    /// passes over ICU's opportunities read.
    static func scalarOffsets(_ text: String) -> (scalars: [Unicode.Scalar], offsets: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        return (scalars, offsets)
    }
}
