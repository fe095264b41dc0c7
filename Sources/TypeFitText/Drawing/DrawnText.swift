import TypeFitBackend

/// A measured text with every glyph placed, in points: what a label would draw, plus the lines
/// it would not show. y grows downwards from the top of the first line.
package struct DrawnText: Hashable, Sendable {
    /// One glyph: its ``GlyphSymbols`` id and the transform that places it (pen position of its
    /// origin on the baseline, and points per font unit).
    package struct Glyph: Hashable, Sendable {
        package var symbol: String
        package var x: Double
        package var y: Double
        package var scale: Double
    }

    /// A horizontal stretch of a line (missing glyphs, the "…").
    package struct Mark: Hashable, Sendable {
        package var x: Double
        package var width: Double
    }

    /// One line.
    package struct Line: Hashable, Sendable {
        package var text: String
        package var top: Double
        package var height: Double
        /// The baseline, from the top of the text.
        package var baseline: Double
        package var width: Double
        package var glyphs: [Glyph]
        /// A line past `maxLines`: the label cuts it; drawn below the box.
        package var isHidden: Bool
        /// Wider than `maxWidth`.
        package var isTooWide: Bool
        /// Graphemes drawn with .notdef (no font had them).
        package var missing: [Mark]
        /// The "…" that ends a cut line.
        package var ellipsis: Mark?
        /// The glyphs of that "…" (not in `glyphs`).
        package var ellipsisGlyphs: [Glyph] = []
    }

    package var lines: [Line]
    /// The measurement the drawing follows (same lines, widths and truncation).
    package var measurement: MeasuredText
    package var maxWidth: Double?
    package var maxLines: Int?
    /// Hidden lines left undrawn (``TextLayout/draw(_:fonts:fallback:model:symbols:boxWidth:hiddenLines:)``), noted below the last line drawn.
    package var omittedLines = 0

    /// The height of the note that counts omitted lines.
    package static let omittedNoteHeight = 14.0

    /// The label's box: `maxWidth` (else the widest line) by `maxLines` line heights (else the
    /// height of the lines).
    package var boxWidth: Double { maxWidth ?? measurement.width }
    package var boxHeight: Double {
        if let maxLines, maxLines > 0 { return Double(maxLines) * measurement.lineHeight }
        return lines.reduce(0) { $0 + $1.height }
    }
    /// Everything drawn, hidden lines included.
    package var extentWidth: Double { max(boxWidth, lines.map(\.width).max() ?? 0) }
    package var extentHeight: Double {
        lines.reduce(0) { $0 + $1.height } + (omittedLines > 0 ? Self.omittedNoteHeight : 0)
    }
}

extension DrawnText {
    /// Places `shaped` glyphs of `font` one after another from `start` on `baseline` (offsets
    /// scaled by `scale`, each pen step `advance`), appending them to `glyphs`; returns the pen
    /// after the last.
    static func place(
        _ shaped: [ShapedGlyph], in font: ShapingFont, scale: Double, from start: Double, baseline: Double,
        symbols: GlyphSymbols, into glyphs: inout [Glyph], advance: (ShapedGlyph) -> Double
    ) -> Double {
        var x = start
        for glyph in shaped {
            if let symbol = symbols.symbol(glyph.glyph, in: font) {
                glyphs.append(
                    .init(
                        symbol: symbol, x: x + Double(glyph.xOffset) * scale,
                        y: baseline - Double(glyph.yOffset) * scale, scale: scale))
            }
            x += advance(glyph)
        }
        return x
    }
}
