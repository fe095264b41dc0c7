import TypeFitBackend

/// Measures strings in one font instance at any point size: shapes each string once and lays
/// it out arithmetically at each size, or shapes again per size when the font follows the size
/// (`opsz`, `trak`). Not `Sendable`: one per task.
package final class TextMeasurer {
    package let font: ShapingFont
    package let fallback: FallbackFonts?
    private let preparer: TextPreparer
    private var cache: [String: PreparedText] = [:]
    private var cachedSize: Double?

    package init(font: ShapingFont, fallback: FallbackFonts? = nil, language: String? = nil) throws(TextBoundaryError) {
        self.font = font
        self.fallback = fallback
        self.preparer = try TextPreparer(language: language)
    }

    /// The prepared (shaped, segmented) form of `text` at `pointSize`.
    package func prepared(_ text: String, pointSize: Double) throws(TextBoundaryError) -> PreparedText {
        if font.isSizeDependent, cachedSize != pointSize {
            cache.removeAll(keepingCapacity: true)
            font.setPointSize(pointSize)
            cachedSize = pointSize
        }
        if let hit = cache[text] { return hit }
        let prepared = try preparer.prepare(text, font: font, fallback: fallback)
        cache[text] = prepared
        return prepared
    }

    /// Measures `text` at `pointSize`. The line height is the font's own under `model` unless
    /// `lineHeight` (points) is given.
    package func measure(
        _ text: String, pointSize: Double, maxWidth: Double? = nil, maxLines: Int? = nil,
        letterSpacing: Double = 0, model: LineHeightModel = .apple, lineHeight: Double? = nil
    ) throws(TextBoundaryError) -> MeasuredText {
        let metrics = font.face.metrics
        let layout = TextLayout(
            pointSize: pointSize, lineHeight: lineHeight ?? metrics.lineHeight(model, pointSize: pointSize),
            letterSpacing: letterSpacing, maxWidth: maxWidth, maxLines: maxLines,
            fontLine: lineHeight == nil ? TextLayout.FontLine(metrics, model: model, pointSize: pointSize) : nil)
        return layout.measure(try prepared(text, pointSize: pointSize))
    }
}
