/// The measurement of one string in one font at one point size: what a label would show.
///
/// All lengths in points, unrounded; `advance` is the unwrapped width, `width` the widest line.
package struct MeasuredText: Hashable, Sendable {
    package var pointSize: Double
    package var advance: Double
    package var width: Double
    package var lines: [MeasuredLine]
    package var lineHeight: Double
    /// The sum of the lines' heights (each line a full line height, first and last included).
    package var height: Double
    /// Set when `maxLines` cut the text.
    package var truncation: Truncation?
    /// Code points the primary font has no glyph for (whether or not a fallback font drew them).
    package var missing: [Unicode.Scalar]
    /// Fallback fonts used for code points the primary font lacks.
    package var fallbacks: [FallbackUse]

    package var lineCount: Int { lines.count }
    package var isTruncated: Bool { truncation != nil }

    package init(
        pointSize: Double, advance: Double, width: Double, lines: [MeasuredLine], lineHeight: Double, height: Double,
        truncation: Truncation?, missing: [Unicode.Scalar], fallbacks: [FallbackUse]
    ) {
        self.pointSize = pointSize
        self.advance = advance
        self.width = width
        self.lines = lines
        self.lineHeight = lineHeight
        self.height = height
        self.truncation = truncation
        self.missing = missing
        self.fallbacks = fallbacks
    }
}

/// One laid-out line: its visible text (trailing spaces and the line break removed; with "…"
/// when truncated) and its width.
package struct MeasuredLine: Hashable, Sendable, Codable {
    package var text: String
    package var width: Double
    /// The index of the line's first grapheme cluster in the text.
    package var start: Int
    /// The line's height: the line height, raised where a taller fallback font draws.
    package var height: Double

    package init(text: String, width: Double, start: Int = 0, height: Double = 0) {
        self.text = text
        self.width = width
        self.start = start
        self.height = height
    }
}

/// Where `maxLines` cut the text: the index (in characters, i.e. grapheme clusters, of the
/// original string) of the first character not shown, and everything that is shown.
package struct Truncation: Hashable, Sendable, Codable {
    package var index: Int
    package var visibleText: String

    package init(index: Int, visibleText: String) {
        self.index = index
        self.visibleText = visibleText
    }
}

/// A fallback font that drew some of the text.
package struct FallbackUse: Hashable, Sendable {
    package var family: String
    package var path: String
    /// The face in the file at `path`.
    package var faceIndex: Int
    package var codePoints: [Unicode.Scalar]
    /// The platform's own font that `family` stands in for (iOS's Thonburi), when they differ.
    package var standsInFor: String?

    package init(
        family: String, path: String, faceIndex: Int = 0, codePoints: [Unicode.Scalar], standsInFor: String? = nil
    ) {
        self.family = family
        self.path = path
        self.faceIndex = faceIndex
        self.codePoints = codePoints
        self.standsInFor = standsInFor
    }

    /// "Noto Sans Thai", or "Noto Sans Thai (for Thonburi)".
    package var label: String { standsInFor.map { "\(family) (for \($0))" } ?? family }
}

extension Unicode.Scalar {
    /// "U+0627".
    package var codePointLabel: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
