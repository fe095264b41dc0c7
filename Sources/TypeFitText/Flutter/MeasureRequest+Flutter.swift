import TypeFitSupport
import TypeFitBackend

extension MeasureRequest {
    /// Measures the request as Flutter lays out a `Text` (``SkParagraphLayout``).
    func measureFlutter(_ style: FlutterTextStyle) throws -> (measurement: TextMeasurement, caption: String) {
        guard case let .plain(string) = text else {
            throw InputError(file: "spans", line: nil, message: "spans are not laid out with --platform flutter yet")
        }
        var specifier = font
        // SkParagraph shapes without ligatures where letters are spaced apart.
        if letterSpacing > 0 { specifier.features.append("liga=0") }
        let (_, primary, fallback) = try openFonts(specifier)
        let (size, _) = Self.pointSize(self.size)
        primary.setPointSize(size)
        let preparer = try TextPreparer(language: language, lineBreaks: .skParagraph, emojiPresentation: false)
        let prepared = try preparer.prepare(
            FlutterTextStyle.replacingTabs(string), font: primary, fallback: fallback, keepGlyphs: true)
        let fallbackFonts = prepared.fallbacks.map { fallback?.font(path: $0.path) }
        let ellipsisFonts = [Optional(primary)] + fallbackFonts
        let layout = SkParagraphLayout(
            fontSize: size, maxWidth: maxWidth, maxLines: maxLines, letterSpacing: letterSpacing, style: style,
            fonts: [primary.face.metrics] + prepared.fallbackMetrics,
            ellipsisWidths: ellipsisFonts.map {
                Self.ellipsisWidth(style.ellipsis, in: $0 ?? primary, or: primary, size: size)
            })
        let metrics = primary.face.metrics
        var caption = "\(metrics.family) \(metrics.style), \(compactNumber(size)) px"
        if let maxWidth { caption += ", width \(compactNumber(maxWidth)) px" }
        if let maxLines { caption += ", at most \(maxLines) line\(maxLines == 1 ? "" : "s")" }
        if let height = style.height {
            caption += ", height \(compactNumber(height)) (\(style.leadingDistribution.rawValue) leading)"
        }
        caption +=
            "; platform flutter: SkParagraph's widths (FreeType advances at the size truncated to 1/64 px), line breaks and line heights (each line rounded to a pixel)."
        return (layout.measure(prepared), caption)
    }

    /// The ellipsis's width in px as SkParagraph shapes it after a cluster of `font`: in that
    /// font when it has every character, else in the text's own font (`TextLine::shapeEllipsis`
    /// tries the cluster's font, then the style's families).
    static func ellipsisWidth(_ ellipsis: String, in font: ShapingFont, or primary: ShapingFont, size: Double) -> Double
    {
        let covers = { (font: ShapingFont) in ellipsis.unicodeScalars.allSatisfy { font.hasGlyph(for: $0) } }
        let chosen = covers(font) ? font : primary
        return SkiaWidths.freeTypeAdvance(chosen.advance(of: ellipsis), unitsPerEm: chosen.unitsPerEm, size: size)
    }
}
