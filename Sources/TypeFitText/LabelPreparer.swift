import TypeFitBackend

/// A font opened once, and texts prepared in it once, to be laid out at any number of sizes:
/// what a check does per string, as one object (TypeFitKit's `TextFont.open()`). Preparing
/// shapes the text and finds its breaks; laying it out at a size is arithmetic
/// (``PreparedText/summary(metrics:model:pointSize:lineHeight:letterSpacing:maxWidth:maxLines:)``).
/// Not `Sendable`: a task opens its own.
package final class LabelPreparer {
    /// Kept open for the font and its fallbacks.
    private let loader: FontLoader
    package let font: ShapingFont
    private let fallback: FallbackFonts?
    /// One ICU break iterator per language, made on first use.
    private var preparers: [String: TextPreparer] = [:]

    /// Opens `request`'s font (a file, or a family resolved in its folders), with its fallback
    /// folders, through its isolation probe.
    package init(_ request: MeasureRequest) throws {
        (loader, font, fallback) = try request.openFonts(request.font)
    }

    package var metrics: FaceMetrics { font.face.metrics }

    /// Whether a text must be prepared again at each size: the font's widths follow the size
    /// (`opsz` or a `trak` table).
    package var isSizeDependent: Bool { font.isSizeDependent }

    /// `text` shaped and its line breaks found for `language` (BCP 47; nil for the root rules),
    /// at `pointSize` in a size-dependent font.
    package func prepare(_ text: String, language: String?, pointSize: Double? = nil) throws -> PreparedText {
        let key = language ?? ""
        let preparer = try preparers[key] ?? TextPreparer(language: language)
        preparers[key] = preparer
        if let pointSize { font.setPointSize(pointSize) }
        return try preparer.prepare(text, font: font, fallback: fallback)
    }
}

extension PreparedText {
    /// Width, line count and height in the font of `metrics` at `pointSize`, lines `lineHeight`
    /// tall by `model` (raised where a taller fallback font draws), wrapped at `maxWidth`: as a
    /// check lays a string out at one size. Without fallback fonts it allocates nothing, and
    /// reads no `metrics` (a copy of them at every size was an eighth of the front door's own
    /// samples).
    ///
    /// (A method of the text, the static layout inlined into it: a static function of
    /// ``TextLayout`` lost its unused metatype to the optimizer, which left other modules a
    /// thunk that copied the summary back, stalling on the copy: 2.7 % of the engine bench's
    /// samples.)
    package func summary(
        metrics: @autoclosure () -> FaceMetrics, model: LineHeightModel, pointSize: Double, lineHeight: Double,
        letterSpacing: Double, maxWidth: Double?, maxLines: Int?
    ) -> TextLayout.Summary {
        guard !fontOfGrapheme.isEmpty else {
            return summary(
                pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing, maxWidth: maxWidth,
                maxLines: maxLines)
        }
        return TextLayout(
            pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing, maxWidth: maxWidth,
            maxLines: maxLines, fontLine: TextLayout.FontLine(metrics(), model: model, pointSize: pointSize)
        ).summarize(self)
    }

    /// ``TextLayout/summarize(_:pointSize:lineHeight:letterSpacing:maxWidth:maxLines:)`` of this
    /// single-span text, for callers in other modules (see
    /// ``summary(metrics:model:pointSize:lineHeight:letterSpacing:maxWidth:maxLines:)``).
    package func summary(
        pointSize: Double, lineHeight: Double, letterSpacing: Double = 0, maxWidth: Double?, maxLines: Int? = nil
    ) -> TextLayout.Summary {
        TextLayout.summarize(
            self, pointSize: pointSize, lineHeight: lineHeight, letterSpacing: letterSpacing, maxWidth: maxWidth,
            maxLines: maxLines)
    }
}
