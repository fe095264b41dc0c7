import TypeFitBackend

/// UAX #14's rules as Unicode 15.1 and 16.0 changed them, over the opportunities of an older
/// ICU (Debian 12's is ICU 72, Unicode 15.0; Flutter's CanvasKit carries ICU 77, Unicode 16.0).
/// Each rule below changes where UI strings break, and each was measured against CanvasKit:
///
/// - LB15a: no break after an opening quote (Pi) that begins a quotation and the spaces after
///   it: `« Oui »` keeps `« Oui` together (15.0 broke after `« `).
/// - LB15b: no break before a closing quote (Pf) followed by a space, punctuation or the end:
///   `Oui »` keeps ` »` on its line (15.0 broke after the space).
/// - LB15c: a break before `.5` after a space (`SP ÷ IS NU`), where 15.0 held them together.
/// - LB20a: no break after a hyphen that begins a word (`-foo`).
/// - LB21a: a break after a Hebrew hyphen or maqaf between two Hebrew letters (`דאי־|פא`),
///   where 15.0 held the words together.
enum UnicodeLineBreakUpdate {
    /// `unicode`'s opportunities (UTF-8 offsets into `text`) with the rules above applied;
    /// mandatory breaks stay. `isBoundary` says which offsets start a grapheme. `screened`:
    /// a text none of the rules can change is returned as it is (false only where a test
    /// compares the two).
    static func apply(
        _ text: String, unicode: [TextBoundaries.LineBreak], isBoundary: (Int) -> Bool, screened: Bool = true
    ) -> [TextBoundaries.LineBreak] {
        guard !screened || mayMatter(text) else { return unicode }
        let (scalars, offsets) = TextPreparer.scalarOffsets(text)
        let classes = scalars.map { TextBoundaries.lineBreakClass(of: $0) }
        var breaks = Dictionary(unicode.map { ($0.offset, $0.mandatory) }) { first, _ in first }
        for index in scalars.indices.dropFirst() where breaks[offsets[index]] != true {
            let at = offsets[index]
            switch changed(at: index, scalars: scalars, classes: classes) {
            case true? where isBoundary(at): breaks[at] = false
            case false?: breaks[at] = nil
            default: break
            }
        }
        return breaks.keys.sorted().map { TextBoundaries.LineBreak(offset: $0, mandatory: breaks[$0] ?? false) }
    }

    /// Whether the newer rules break before scalar `index` where they differ from 15.0's: true
    /// (a break), false (none), nil (as ICU says).
    static func changed(at index: Int, scalars: [Unicode.Scalar], classes: [String]) -> Bool? {
        let (previous, next) = (classes[index - 1], classes[index])
        let classAfter = index + 1 < classes.count ? classes[index + 1] : nil
        // LB15a: (sot | BK | CR | LF | NL | OP | QU | GL | SP | ZW) [\p{Pi}&QU] SP* ×
        var quote = index - 1
        while quote >= 0, classes[quote] == "SP" { quote -= 1 }
        if quote >= 0, quote < index - 1 || previous == "QU", classes[quote] == "QU",
            scalars[quote].properties.generalCategory == .initialPunctuation,
            quote == 0 || ["BK", "CR", "LF", "NL", "OP", "QU", "GL", "SP", "ZW"].contains(classes[quote - 1])
        {
            return false
        }
        // LB15b: × [\p{Pf}&QU] (SP | GL | WJ | CL | QU | CP | EX | IS | SY | BK | CR | LF | NL | ZW | eot)
        if next == "QU", scalars[index].properties.generalCategory == .finalPunctuation,
            classAfter.map({ closingFollowers.contains($0) }) ?? true
        {
            return false
        }
        // LB15c: SP ÷ IS NU
        if previous == "SP", next == "IS", classAfter == "NU" { return true }
        // LB20a: (sot | BK | CR | LF | NL | SP | ZW | CB | GL) (HY | U+2010) × (AL | HL)
        if previous == "HY" || scalars[index - 1] == "\u{2010}", next == "AL" || next == "HL",
            index == 1 || ["BK", "CR", "LF", "NL", "SP", "ZW", "CB", "GL"].contains(classes[index - 2])
        {
            return false
        }
        // LB21a: HL (HY | [BA - $EastAsian]) × [^HL]; between Hebrew letters a break.
        if previous == "HY" || previous == "BA", index >= 2, classes[index - 2] == "HL", next == "HL",
            !isEastAsian(scalars[index - 1])
        {
            return true
        }
        return nil
    }

    private static let closingFollowers: Set<String> = [
        "SP", "GL", "WJ", "CL", "QU", "CP", "EX", "IS", "SY", "BK", "CR", "LF", "NL", "ZW",
    ]

    /// Whether a text has what any of the rules reads — quotes, hyphens, Hebrew, or a space, a
    /// full stop or comma, and a digit — so most texts skip the Line_Break lookups. Where a
    /// letter or digit of ASCII (AL, NU) rules a rule out, it is not asked: a hyphen matters
    /// only where LB20a may hold (LB21a's is after Hebrew, found apart) — at the start, or after
    /// a space, a newline or anything not ASCII (GL, ZW, CB, NL are not); an opening quote not
    /// after one (LB15a); a closing quote not before one (LB15b: "l’app" is neither).
    private static func mayMatter(_ text: String) -> Bool {
        // At the start as after a space: the text's start is LB20a's and LB15a's `sot`.
        var (beforePrevious, previous): (Unicode.Scalar, Unicode.Scalar) = ("a", " ")
        var afterClosingQuote = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // No initial or final punctuation and no Hebrew in ASCII: its digits and hyphen
                // answered without the standard library's property tables.
                if afterClosingQuote, !isLetterOrDigit(scalar) { return true }
                afterClosingQuote = false
                if scalar == "-", !previous.isASCII || previous == " " || (0x0A...0x0D).contains(previous.value) {
                    return true
                }
                if ("0"..."9").contains(scalar), beforePrevious == " ", previous == "." || previous == "," {
                    return true
                }
                (beforePrevious, previous) = (previous, scalar)
                continue
            }
            if afterClosingQuote { return true }
            switch scalar.properties.generalCategory {
            case .initialPunctuation where !isLetterOrDigit(previous): return true
            case .finalPunctuation: afterClosingQuote = true
            case .decimalNumber where beforePrevious == " " && (previous == "." || previous == ","): return true
            default:
                if scalar == "-" || scalar == "\u{2010}" || (0x0590...0x05FF).contains(scalar.value)
                    || (0xFB1D...0xFB4F).contains(scalar.value)
                {
                    return true
                }
            }
            (beforePrevious, previous) = (previous, scalar)
        }
        return afterClosingQuote
    }

    /// An ASCII letter or digit (Line_Break AL or NU).
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// East_Asian_Width F, W or H, for the punctuation of class BA that has it (the ideographic
    /// and halfwidth ranges).
    private static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFFEF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
