/// The measurement of one string in one font at one point size: what a label would show.
///
/// All lengths in points, unrounded; `advance` is the unwrapped width, `width` the widest line.
public struct TextMeasurement: Hashable, Sendable {
    public var pointSize: Double
    public var advance: Double
    public var width: Double
    public var lines: [MeasuredLine]
    public var lineHeight: Double
    /// The sum of the lines' heights (each line a full line height, first and last included).
    public var height: Double
    /// Set when `maxLines` cut the text.
    public var truncation: Truncation?
    /// Code points the primary font has no glyph for (whether or not a fallback font drew them).
    public var missing: [Unicode.Scalar]
    /// Fallback fonts used for code points the primary font lacks.
    public var fallbacks: [FallbackUse]

    public var lineCount: Int { lines.count }
    public var isTruncated: Bool { truncation != nil }

    public init(
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
public struct MeasuredLine: Hashable, Sendable, Codable {
    public var text: String
    public var width: Double
    /// The index of the line's first grapheme cluster in the text.
    public var start: Int
    /// The line's height: the line height, raised where a taller fallback font draws.
    public var height: Double

    public init(text: String, width: Double, start: Int = 0, height: Double = 0) {
        self.text = text
        self.width = width
        self.start = start
        self.height = height
    }
}

/// Where `maxLines` cut the text: the index (in characters, i.e. grapheme clusters, of the
/// original string) of the first character not shown, and everything that is shown.
public struct Truncation: Hashable, Sendable, Codable {
    public var index: Int
    public var visibleText: String

    public init(index: Int, visibleText: String) {
        self.index = index
        self.visibleText = visibleText
    }
}

/// A fallback font that drew some of the text.
public struct FallbackUse: Hashable, Sendable {
    public var family: String
    public var path: String
    public var codePoints: [Unicode.Scalar]
    /// The platform's own font that `family` stands in for (iOS's Thonburi), when they differ.
    public var standsInFor: String?

    public init(family: String, path: String, codePoints: [Unicode.Scalar], standsInFor: String? = nil) {
        self.family = family
        self.path = path
        self.codePoints = codePoints
        self.standsInFor = standsInFor
    }

    /// "Noto Sans Thai", or "Noto Sans Thai (for Thonburi)".
    public var label: String { standsInFor.map { "\(family) (for \($0))" } ?? family }
}

extension Unicode.Scalar {
    /// "U+0627".
    public var codePointLabel: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
