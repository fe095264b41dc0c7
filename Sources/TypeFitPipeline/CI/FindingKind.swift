import TypeFitReports
import TypeFitCheck

/// What kind of limit a finding breaks: one SARIF rule, one GitLab check name, one word in an
/// annotation's title. A measurement's kind is its first reason's (the one that decided it).
package enum FindingKind: String, CaseIterable, Sendable {
    case width, lines, height, lineHeight, missingGlyphs, fallback, uncoveredScript, contrast, rows, fixedSize
    case notMeasured, font, other

    package init(_ reason: Reason) {
        switch reason {
        case .overMaxWidth, .nearMaxWidth: self = .width
        case .overMaxLines, .fillsMaxLines: self = .lines
        case .overMaxHeight, .nearMaxHeight, .stackedOverMaxHeight: self = .height
        case .belowMinLineHeight, .nearMinLineHeight: self = .lineHeight
        case .missingGlyphs: self = .missingGlyphs
        case .fallback: self = .fallback
        case .uncoveredScripts: self = .uncoveredScript
        case .rowTooWide, .rowNearlyTooWide, .elementWiderThanContainer: self = .rows
        case .lowContrast: self = .contrast
        case .fixedWebFontSize: self = .fixedSize
        case .notMeasured, .unmeasurable: self = .notMeasured
        case .underTextSpacing: self = .other
        case let .text(sentence): self.init(sentence: sentence)
        }
    }

    /// The kind of a reason read back from a report (a merged shard's row, a baseline's): its
    /// sentence, as ``Reason/description`` writes each kind, told apart by its fixed words.
    package init(sentence: String) {
        let starts = { (prefix: String) in sentence.hasPrefix(prefix) }
        let has = { (part: String) in sentence.contains(part) }
        self =
            if starts("over maxWidth by ") || (starts("within ") && has("% of maxWidth (")) {
                .width
            } else if starts("uses all ") || Self.isOverMaxLines(sentence) {
                .lines
            } else if starts("line height ") && (has(" < minLineHeight ") || has("% of minLineHeight (")) {
                .lineHeight
            } else if starts("stacked ") || (starts("height ") && (has(" > maxHeight ") || has("% of maxHeight ("))) {
                .height
            } else if starts("missing glyphs ") {
                .missingGlyphs
            } else if starts("drawn with fallback font ") {
                .fallback
            } else if starts("side by side ") || starts("an element is wider than the ") {
                .rows
            } else if starts("contrast ") && has(":1 is below ") {
                .contrast
            } else if starts("not measured: ") {
                has(", which no font here covers") ? .uncoveredScript : .notMeasured
            } else if starts("font-size ") && has(" does not follow the reader's text size") {
                .fixedSize
            } else {
                .other
            }
    }

    /// "3 lines > maxLines 2…".
    private static func isOverMaxLines(_ sentence: String) -> Bool {
        let digits = sentence.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        return digits > 0 && sentence.utf8.dropFirst(digits).starts(with: " lines > maxLines ".utf8)
    }

    /// The kind of a measurement: its first reason that is not a remark on the others.
    package init(_ row: borrowing CheckResult) {
        self = .other
        for reason in row.reasons {
            let kind = FindingKind(reason)
            if kind != .other {
                self = kind
                return
            }
        }
    }

    /// The SARIF rule id ("typefit/width").
    package var ruleID: String { "typefit/\(rawValue)" }

    /// A few words for a title: "too wide".
    package var words: String {
        switch self {
        case .width: "too wide"
        case .lines: "too many lines"
        case .height: "too tall"
        case .lineHeight: "line height too small"
        case .missingGlyphs: "missing glyphs"
        case .fallback: "drawn in a fallback font"
        case .uncoveredScript: "script not covered"
        case .contrast: "low contrast"
        case .rows: "row does not fit"
        case .fixedSize: "does not scale"
        case .notMeasured: "not measured"
        case .font: "font metrics"
        case .other: "limit broken"
        }
    }

    /// A few words for a warning of this kind: "nearly too wide".
    package var warningWords: String {
        switch self {
        case .width: "nearly too wide"
        case .lines: "fills its last line"
        case .height: "nearly too tall"
        case .lineHeight: "line height near the minimum"
        case .rows: "row nearly too wide"
        default: words
        }
    }

    /// What the rule checks and how to fix a finding: SARIF's help text.
    package var help: String {
        switch self {
        case .width:
            "The text is wider than the style's maxWidth at this text size (or within the warning margin of it). Shorten the translation, let the label wrap (maxLines), or give it more room at large sizes."
        case .lines:
            "The text wraps to more lines than the style's maxLines at this text size, or fills the last line. Shorten the text or allow more lines at accessibility sizes."
        case .height:
            "The text's block is taller than the style's maxHeight. Allow more height or fewer lines."
        case .lineHeight:
            "The line height is below the guide's minimum for this style (WCAG 1.4.12 asks for 1.5× in paragraphs)."
        case .missingGlyphs:
            "The font and its platform's fallback fonts have no glyph for some characters: they show as boxes (tofu). Add a font that covers them."
        case .fallback:
            "Some characters are drawn by a fallback font, whose metrics may differ from the style's font."
        case .uncoveredScript:
            "A script in the catalogs is covered by none of the guide's fonts nor the platform's fallbacks."
        case .contrast:
            "The text's colour against its background is below the WCAG 2.2 contrast ratio for its size."
        case .rows:
            "A row of elements no longer fits its container at this text size; it should stack vertically sooner (switchAt)."
        case .fixedSize:
            "The web style's size is in px, so it does not follow the browser's text size (WCAG 1.4.4)."
        case .notMeasured:
            "The text could not be measured (a font refused by isolation, or a text over typefit's limits)."
        case .font:
            "A font's vertical metrics are inconsistent in a way that changes line heights or clips glyphs on some platforms."
        case .other:
            "A limit of the style guide is broken."
        }
    }
}
