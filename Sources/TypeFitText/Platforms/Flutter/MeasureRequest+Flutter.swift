import TypeFitSupport
import TypeFitBackend

extension MeasureRequest {
    /// Measures the request as Flutter lays out a `Text` (``SkParagraphLayout``).
    func measureFlutter(_ style: FlutterTextStyle) throws -> (measurement: MeasuredText, caption: String) {
        let laid = try layFlutter(style)
        return (laid.layout.measure(laid.prepared), laid.caption)
    }

    /// The request's text prepared as SkParagraph shapes it, its layout, fonts and caption.
    struct FlutterLaid {
        var prepared: PreparedText
        var layout: SkParagraphLayout
        var font: ShapingFont
        var fallback: FallbackFonts?
        var caption: String
    }

    func layFlutter(_ style: FlutterTextStyle) throws -> FlutterLaid {
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
        let layout = SkParagraphLayout(
            fontSize: size, maxWidth: maxWidth, maxLines: maxLines, letterSpacing: letterSpacing, style: style,
            font: primary
        ).including(prepared, fallback: fallback, font: primary)
        let metrics = primary.face.metrics
        var caption = "\(metrics.family) \(metrics.style), \(compactNumber(size)) px"
        if let maxWidth { caption += ", width \(compactNumber(maxWidth)) px" }
        if let maxLines { caption += ", at most \(maxLines) line\(maxLines == 1 ? "" : "s")" }
        if let height = style.height {
            caption += ", height \(compactNumber(height)) (\(style.leadingDistribution.rawValue) leading)"
        }
        caption +=
            "; platform flutter: SkParagraph's widths (FreeType advances at the size truncated to 1/64 px), line breaks and line heights (each line rounded to a pixel)."
        return FlutterLaid(prepared: prepared, layout: layout, font: primary, fallback: fallback, caption: caption)
    }
}
