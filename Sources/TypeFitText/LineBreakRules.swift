/// Where lines may break: ICU's UAX #14 opportunities (CoreText, Minikin), or Blink's, which
/// overrides them for ASCII and after spaces, and follows CSS `word-break`.
public enum LineBreakRules: Hashable, Sendable {
    /// ICU's opportunities for the text's locale.
    case unicode
    /// Blink's (Chrome's) opportunities, with a CSS `word-break` value.
    case blink(WordBreak)

    /// CSS `word-break`.
    public enum WordBreak: String, Hashable, Sendable, CaseIterable {
        case normal
        /// Breaks between any two letters or digits too.
        case breakAll = "break-all"
        /// No break between two letters or digits (CJK text keeps its words whole).
        case keepAll = "keep-all"
    }

    /// Whether Blink may break between `previous` and `next` (the last scalar of one grapheme
    /// and the first of the next), given ICU's answer `unicode` and the scalar before `previous`.
    ///
    /// Measured in headless Chromium over every pair of printable ASCII characters (with letters
    /// around), and matching Blink's `ShouldBreakAfter` and its ASCII line-break table
    /// (`third_party/blink/renderer/platform/text/text_break_iterator.cc`):
    /// - after a space, always (even before `!`, `?`, `)`, `»` or a no-break space);
    /// - between two printable ASCII characters, only after `!"#%&)*+,.:;=>\]|}~` before an
    ///   opening `(<[{`; after `-` before anything but `!$),./:;?]}` (before a digit only when a
    ///   letter or digit precedes the `-`: `report-|2024`, not `-5`); after `?` before anything
    ///   but `!"'),./:;?]}`. So `Farbe/Schrift` does not break where ICU would;
    /// - otherwise ICU's answer (`Farbe/|Überschrift`, a non-ASCII pair).
    static func blinkBreaks(previous: Unicode.Scalar, next: Unicode.Scalar, beforePrevious: Unicode.Scalar?, unicode: Bool) -> Bool {
        if previous == " " { return next != " " }
        guard isPrintableASCII(previous), isPrintableASCII(next) else { return unicode }
        switch previous {
        case "-":
            if ("0"..."9").contains(next) {
                return beforePrevious.map { isASCIILetterOrDigit($0) } ?? false
            }
            return !"!$),./:;?]}".unicodeScalars.contains(next)
        case "?":
            return !"!\"'),./:;?]}".unicodeScalars.contains(next)
        case _ where "!\"#%&)*+,.:;=>\\]|}~".unicodeScalars.contains(previous):
            return "(<[{".unicodeScalars.contains(next)
        default:
            return false
        }
    }

    /// `word-break` on top of the opportunities: `break-all` adds one between two letters or
    /// digits, `keep-all` takes it away.
    static func wordBreak(_ rule: WordBreak, previous: Unicode.Scalar, next: Unicode.Scalar, breaks: Bool) -> Bool {
        switch rule {
        case .normal: breaks
        case .breakAll: breaks || (isLetterOrDigit(previous) && isLetterOrDigit(next))
        case .keepAll: breaks && !(isLetterOrDigit(previous) && isLetterOrDigit(next))
        }
    }

    private static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool { (0x21...0x7E).contains(scalar.value) }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber,
             .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }
}
