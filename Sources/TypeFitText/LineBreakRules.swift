import TypeFitBackend

/// Where lines may break: ICU's UAX #14 opportunities (CoreText, Minikin), or Blink's, which
/// overrides them for ASCII and after spaces, and follows CSS `word-break`.
package enum LineBreakRules: Hashable, Sendable {
    /// ICU's opportunities for the text's locale.
    case unicode
    /// Blink's (Chrome's) opportunities, with a CSS `word-break` value.
    case blink(WordBreak)
    /// SkParagraph's (Flutter's): ICU's without the text's locale, in the `normal` tailoring
    /// that breaks before "ー" and small kana (CanvasKit lays "ユーザー" out as "ユーザ|ー" in
    /// three characters' width, where ICU's root rules keep "ユー|ザー").
    case skParagraph
    /// Minikin's (Android's): ICU's for the text's locale, none after a hyphen or soft hyphen,
    /// and the Chicago Manual of Style's inside email addresses and URLs (``MinikinWordBreaks``);
    /// ICU tailored by the view's `LineBreakConfig`.
    case minikin(AndroidLineBreakConfig)

    /// CSS `word-break`.
    package enum WordBreak: String, Hashable, Sendable, CaseIterable {
        case normal
        /// Breaks between letters, digits and the punctuation around them too (``LineBreakRules/breaksAll(after:before:)``).
        case breakAll = "break-all"
        /// No break between two letters or digits (CJK text keeps its words whole; Thai still breaks by dictionary).
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
    static func blinkBreaks(
        previous: Unicode.Scalar, next: Unicode.Scalar, beforePrevious: Unicode.Scalar?, unicode: Bool
    ) -> Bool {
        if previous == " " { return next != " " }
        guard isPrintableASCII(previous), isPrintableASCII(next) else { return unicode }
        switch previous {
        case "-":
            if ("0"..."9").contains(next) {
                return beforePrevious.map { isASCIILetterOrDigit($0) } ?? false
            }
            return !ASCIISet.closingAfterHyphen.contains(next)
        case "?":
            return !ASCIISet.closingAfterQuestionMark.contains(next)
        case _ where ASCIISet.breakingBeforeOpening.contains(previous):
            return ASCIISet.opening.contains(next)
        default:
            return false
        }
    }

    /// A set of printable ASCII characters as two 64-bit masks (a string's `contains` decoded
    /// it at every grapheme boundary of every text the web prepares).
    private struct ASCIISet {
        private let low: UInt64
        private let high: UInt64

        init(_ characters: String) {
            var (low, high) = (UInt64(0), UInt64(0))
            for scalar in characters.unicodeScalars where scalar.value < 128 {
                if scalar.value < 64 {
                    low |= 1 << UInt64(scalar.value)
                } else {
                    high |= 1 << UInt64(scalar.value - 64)
                }
            }
            (self.low, self.high) = (low, high)
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            guard value < 128 else { return false }
            return value < 64 ? low & (1 << UInt64(value)) != 0 : high & (1 << UInt64(value - 64)) != 0
        }

        static let closingAfterHyphen = ASCIISet("!$),./:;?]}")
        static let closingAfterQuestionMark = ASCIISet("!\"'),./:;?]}")
        static let breakingBeforeOpening = ASCIISet("!\"#%&)*+,.:;=>\\]|}~")
        static let opening = ASCIISet("(<[{")
    }

    /// The Line_Break class (UAX #14) `word-break: break-all` reads for a character: ICU's, but
    /// "+" counts as a letter (Blink keeps Internet Explorer's tailoring), and a soft hyphen is a
    /// class of its own, which nothing breaks before.
    static func breakAllClass(of scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "+": "AL"
        // Never before a soft hyphen: the break there would be a hyphenated one a line too
        // early (Chromium keeps "mme|n\u{AD}arbeit" rather than "mmen|\u{AD}arbeit").
        case "\u{AD}": "SHY"
        default: TextBoundaries.lineBreakClass(of: scalar)
        }
    }

    /// Whether `word-break: break-all` adds an opportunity between a character of class `last`
    /// and one of class `next` (none after a combining mark, "CM"), on top of the
    /// `normal` ones. Measured in headless Chromium over characters of every class with `(`
    /// before them (LineBreakRulesTests re-measures it): letters, digits and the classes that
    /// end a word break before letters, digits, hyphens, `|` and prefixes — so `v1.|2`,
    /// `a|-b`, `50|%` do not hold together as they do under `normal`.
    static func breaksAll(after last: String, before next: String) -> Bool {
        breakAllPairs[last]?.contains(next) ?? false
    }

    private static let letterFollowers: Set<String> = ["AI", "AL", "BA", "HY", "NU", "OP", "PR", "SA", "HL"]
    private static let breakAllPairs: [String: Set<String>] = [
        "AI": letterFollowers, "AL": letterFollowers, "HL": letterFollowers, "NU": letterFollowers,
        "SA": letterFollowers,
        "SY": letterFollowers,
        "CP": ["AI", "AL", "BA", "HY", "NU", "PR", "SA", "HL"],
        "PO": ["AI", "AL", "BA", "HY", "NU", "PO", "PR", "HL"],
        "IS": ["AI", "AL", "BA", "HY", "NU", "HL"],
        "BA": ["AL", "BA", "HY", "NU", "PR"], "CL": ["AL", "BA", "HY", "NU", "PR"],
        "EX": ["AL", "BA", "HY", "NU", "PO", "PR"],
        "HY": ["NU"], "PR": ["PO"],
    ]

    /// Whether `word-break: keep-all` takes the opportunity between `previous` and `next` away:
    /// between two letters or digits (the one before a combining mark counts for it), except in
    /// scripts broken by dictionary (Thai and the like), as Blink's `ShouldKeepAfterKeepAll`.
    static func keepsAll(previous: Unicode.Scalar, beforePrevious: Unicode.Scalar?, next: Unicode.Scalar) -> Bool {
        let pre = isMark(previous) ? beforePrevious : previous
        guard let pre else { return false }
        return isLetterOrDigit(pre) && isLetterOrDigit(next) && TextBoundaries.lineBreakClass(of: pre) != "SA"
            && TextBoundaries.lineBreakClass(of: next) != "SA"
    }

    private static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool { (0x21...0x7E).contains(scalar.value) }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar))
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
