import TypeFitBackend
import TypeFitText

/// A style laid out at one size as its platform lays text out: what a measurement and a
/// report's drawing ask of it. ``TextSizeLayout`` is CoreText's and Minikin's way (and Blink's,
/// with its widths); Flutter has SkParagraph's.
package protocol SizeLayout: Sendable {
    /// `text` (prepared in `font` with `fallback`) laid out: its lines' summary, and the text
    /// shown before the ellipsis when the layout cuts it — or, for a one-line label wider than
    /// its box (`wraps` false, `maxLines` 1), where one line of the box would cut it.
    /// `derived` is what the platform made of the text once for every size (``TextPlatform/derived(_:)``).
    func measure(
        _ text: borrowing PreparedText, font: ShapingFont, fallback: FallbackFonts, derived: DerivedText,
        limits: GuideStyle.Limits, wraps: Bool
    ) -> (summary: TextLayout.Summary, truncated: String?)

    /// `text` drawn as report.html shows it: wrapped, cut, in a box `boxWidth` wide, with at most
    /// `hiddenLines` of the lines a cut hides below it.
    func draw(
        _ text: PreparedText, font: ShapingFont, fallback: FallbackFonts, symbols: GlyphSymbols, boxWidth: Double?,
        hiddenLines: Int
    ) -> DrawnText
}

/// What a platform's layouts make of a prepared text once and reuse at every size, made with the
/// text (``TextPlatform/derived(_:)``) and shared by every style that shares it.
package struct DerivedText: Sendable {
    /// SkParagraph's clusters, break flags and glyph positions.
    package var skParagraph: SkParagraphText?

    package init(skParagraph: SkParagraphText? = nil) {
        self.skParagraph = skParagraph
    }
}

extension SizeLayout {
    /// The width a one-line label is cut at: its box's, when it does not wrap, shows one line
    /// and is wider than the box.
    static func oneLineCut(_ summary: TextLayout.Summary, limits: GuideStyle.Limits, wraps: Bool) -> Double? {
        guard !wraps, limits.maxLines == 1, let maxWidth = limits.maxWidth, summary.width > maxWidth else {
            return nil
        }
        return maxWidth
    }
}

/// ``TextLayout`` as a size's layout, with the line-height model its drawing raises lines by.
package struct TextSizeLayout: SizeLayout {
    package var layout: TextLayout
    package var model: LineHeightModel

    package init(_ layout: TextLayout, model: LineHeightModel) {
        self.layout = layout
        self.model = model
    }

    package func measure(
        _ text: borrowing PreparedText, font: ShapingFont, fallback: FallbackFonts, derived: DerivedText,
        limits: GuideStyle.Limits, wraps: Bool
    ) -> (summary: TextLayout.Summary, truncated: String?) {
        layout.summarizeAndCut(text) { Self.oneLineCut($0, limits: limits, wraps: wraps) }
    }

    package func draw(
        _ text: PreparedText, font: ShapingFont, fallback: FallbackFonts, symbols: GlyphSymbols, boxWidth: Double?,
        hiddenLines: Int
    ) -> DrawnText {
        layout.draw(
            text, fonts: [font], fallback: fallback, model: model, symbols: symbols, boxWidth: boxWidth,
            hiddenLines: hiddenLines)
    }
}
