/// The CSS properties that decide how a web label's text is laid out, beyond its font and size.
package struct WebTextStyle: Hashable, Sendable {
    /// CSS `overflow-wrap`: whether a word wider than the line is broken.
    package enum OverflowWrap: String, Hashable, Sendable, CaseIterable {
        /// The word stays whole and overflows the line.
        case normal
        /// Broken between grapheme clusters when it cannot fit a line of its own.
        case breakWord = "break-word"
        /// As `break-word` for laying out lines (the two differ only in min-content sizes).
        case anywhere
    }

    /// CSS `white-space`.
    package enum WhiteSpace: String, Hashable, Sendable, CaseIterable {
        /// Spaces, tabs and newlines collapse to one space; lines wrap.
        case normal
        /// As `normal`, without wrapping.
        case nowrap
        /// Spaces and tabs collapse; newlines break; lines wrap.
        case preLine = "pre-line"
        /// Everything is kept; lines wrap, and spaces at a line's end hang.
        case preWrap = "pre-wrap"
    }

    package var overflowWrap: OverflowWrap
    package var whiteSpace: WhiteSpace
    package var wordBreak: LineBreakRules.WordBreak

    package init(
        overflowWrap: OverflowWrap = .normal, whiteSpace: WhiteSpace = .normal,
        wordBreak: LineBreakRules.WordBreak = .normal
    ) {
        self.overflowWrap = overflowWrap
        self.whiteSpace = whiteSpace
        self.wordBreak = wordBreak
    }

    /// Lines wrap at the container's width.
    package var wraps: Bool { whiteSpace != .nowrap }

    /// `text` after CSS white-space processing (CSS Text 3 §4.1.1): for `normal` and `nowrap`,
    /// spaces and tabs around a newline go, a newline becomes a space, tabs become spaces, a run
    /// of spaces becomes one, and spaces at the start and end go; `pre-line` does the same but
    /// keeps newlines; `pre-wrap` keeps everything.
    package func collapsed(_ text: String) -> String {
        guard whiteSpace != .preWrap, !Self.isCollapsed(text) else { return text }
        return processed(text)
    }

    /// ``collapsed(_:)`` scalar by scalar, for a `whiteSpace` other than `pre-wrap`.
    func processed(_ text: String) -> String {
        let keepsNewlines = whiteSpace == .preLine
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                continue  // CR LF is one newline
            case " ", "\t":
                pendingSpace = true
            case "\n" where keepsNewlines:
                pendingSpace = false
                scalars.append("\n")
            case "\n":
                pendingSpace = true
            default:
                if pendingSpace, let last = scalars.last, last != "\n" { scalars.append(" ") }
                pendingSpace = false
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether white-space processing leaves `text` as it is — no tab, newline or carriage
    /// return, no run of spaces, no space at either end (most labels) — read from its bytes, so
    /// such a text is not rebuilt scalar by scalar (a web check's every string).
    static func isCollapsed(_ text: String) -> Bool {
        var afterSpace = true  // a space at the start goes
        for byte in text.utf8 {
            switch byte {
            case 0x09, 0x0A, 0x0D: return false
            case 0x20:
                if afterSpace { return false }
                afterSpace = true
            default: afterSpace = false
            }
        }
        return !afterSpace || text.isEmpty
    }
}
