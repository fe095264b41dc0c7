/// A measured text with every glyph placed, in points: what a label would draw, plus the lines
/// it would not show. y grows downwards from the top of the first line.
public struct DrawnText: Hashable, Sendable {
    /// One glyph: its ``GlyphSymbols`` id and the transform that places it (pen position of its
    /// origin on the baseline, and points per font unit).
    public struct Glyph: Hashable, Sendable {
        public var symbol: String
        public var x: Double
        public var y: Double
        public var scale: Double
    }

    /// A horizontal stretch of a line (missing glyphs, the "…").
    public struct Mark: Hashable, Sendable {
        public var x: Double
        public var width: Double
    }

    /// One line.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var top: Double
        public var height: Double
        /// The baseline, from the top of the text.
        public var baseline: Double
        public var width: Double
        public var glyphs: [Glyph]
        /// A line past `maxLines`: the label cuts it; drawn below the box.
        public var isHidden: Bool
        /// Wider than `maxWidth`.
        public var isTooWide: Bool
        /// Graphemes drawn with .notdef (no font had them).
        public var missing: [Mark]
        /// The "…" that ends a cut line.
        public var ellipsis: Mark?
        /// The glyphs of that "…" (not in `glyphs`).
        public var ellipsisGlyphs: [Glyph] = []
    }

    public var lines: [Line]
    /// The measurement the drawing follows (same lines, widths and truncation).
    public var measurement: TextMeasurement
    public var maxWidth: Double?
    public var maxLines: Int?
    /// Hidden lines left undrawn (``TextLayout/draw(_:fonts:fallback:model:symbols:boxWidth:hiddenLines:)``), noted below the last line drawn.
    public var omittedLines = 0

    /// The height of the note that counts omitted lines.
    public static let omittedNoteHeight = 14.0

    /// The label's box: `maxWidth` (else the widest line) by `maxLines` line heights (else the
    /// height of the lines).
    public var boxWidth: Double { maxWidth ?? measurement.width }
    public var boxHeight: Double {
        if let maxLines, maxLines > 0 { return Double(maxLines) * measurement.lineHeight }
        return lines.reduce(0) { $0 + $1.height }
    }
    /// Everything drawn, hidden lines included.
    public var extentWidth: Double { max(boxWidth, lines.map(\.width).max() ?? 0) }
    public var extentHeight: Double { lines.reduce(0) { $0 + $1.height } + (omittedLines > 0 ? Self.omittedNoteHeight : 0) }
}
