import TypeFitSupport
import TypeFitBackend

/// Everything `typefit measure` needs: the font, the size, the box and the text.
package struct MeasureRequest: Sendable {
    /// The point size: given directly, or a text style's size at a category (see ``ScaledTextStyle``).
    package enum Size: Hashable, Sendable {
        case points(Double)
        case style(DynamicTypeStyle, ContentSizeCategory, base: Double?, maximum: Double?)
    }

    /// Plain text, or spans of mixed styles.
    package enum Text: Sendable {
        case plain(String)
        case spans(SpanFile)
    }

    package var font: FontSpecifier
    package var fontFolders: [String]
    package var includeSystemFonts: Bool
    package var fallbackFolders: [String]
    package var size: Size
    package var maxWidth: Double?
    package var maxLines: Int?
    package var letterSpacing: Double
    package var language: String?
    package var model: LineHeightModel
    package var text: Text
    /// Probe fonts in a child process before loading them (nil: trust them).
    package var isolation: IsolatedProbe?
    /// Laid out as Blink (Chrome) lays out a web page, with these CSS properties: sizes and
    /// widths in CSS px, the `web` line height, Blink's widths and line breaks (nil: as CoreText
    /// and Minikin, by `model`).
    package var web: WebTextStyle?
    /// Laid out as Flutter lays out a `Text` (SkParagraph), with these settings: sizes and widths
    /// in logical pixels (nil: not Flutter).
    package var flutter: FlutterTextStyle?
    /// Laid out as an Android TextView lays out its text (StaticLayout over Minikin), with
    /// these settings: sizes and widths in dp at density 1 (nil: not Android).
    package var android: StaticLayoutSettings?

    package init(
        font: FontSpecifier, fontFolders: [String] = [], includeSystemFonts: Bool = false,
        fallbackFolders: [String] = [], size: Size, maxWidth: Double? = nil, maxLines: Int? = nil,
        letterSpacing: Double = 0, language: String? = nil, model: LineHeightModel = .apple, text: Text,
        isolation: IsolatedProbe? = nil, web: WebTextStyle? = nil, flutter: FlutterTextStyle? = nil
    ) {
        self.isolation = isolation
        self.web = web
        self.flutter = flutter
        self.font = font
        self.fontFolders = fontFolders
        self.includeSystemFonts = includeSystemFonts
        self.fallbackFolders = fallbackFolders
        self.size = size
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.letterSpacing = letterSpacing
        self.language = language
        self.model = model
        self.text = text
    }

    /// The point size for `size`, and a phrase saying where it came from.
    static func pointSize(_ size: Size) -> (Double, String) {
        switch size {
        case let .points(points):
            return (points, "\(compactNumber(points)) pt")
        case let .style(style, category, base, maximum):
            let scaled = ScaledTextStyle(
                scaler: FontMetricsScaler(curve: .textStyle(style)),
                baseSize: base ?? DynamicTypeTable.pointSize(style, .large), maximumPointSize: maximum)
            let points = scaled.pointSize(at: category)
            return (
                points,
                "\(compactNumber(points)) pt (\(style.rawValue) at \(category.rawValue)\(base.map { ", base \(compactNumber($0)) pt" } ?? "")\(maximum.map { ", max \(compactNumber($0)) pt" } ?? ""), model size)"
            )
        }
    }

    /// Measures the request; returns the measurement and a caption naming font, size and model.
    package func run() throws -> (measurement: MeasuredText, caption: String) {
        if let flutter { return try measureFlutter(flutter) }
        let laid = try lay(keepGlyphs: false)
        return (laid.layout.measure(laid.prepared), laid.caption)
    }

    /// Measures and draws the request: a standalone SVG of the label (see ``TextSVG``), with the
    /// measurement and caption.
    package func render() throws -> (svg: String, measurement: MeasuredText, caption: String) {
        if let flutter {
            let laid = try layFlutter(flutter)
            let symbols = GlyphSymbols()
            let drawn = laid.layout.draw(laid.prepared, font: laid.font, fallback: laid.fallback, symbols: symbols)
            let svg = TextSVG.document(drawn, symbols: symbols, title: laid.prepared.text, description: laid.caption)
            return (svg, drawn.measurement, laid.caption)
        }
        let laid = try lay(keepGlyphs: true)
        let symbols = GlyphSymbols()
        let drawn = laid.layout.draw(
            laid.prepared, fonts: laid.fonts, fallback: laid.fallback, model: lineModel, symbols: symbols)
        let svg = TextSVG.document(drawn, symbols: symbols, title: laid.prepared.text, description: laid.caption)
        return (svg, drawn.measurement, laid.caption)
    }

    /// The request's text prepared in its fonts, and the layout to measure or draw it with.
    private struct Laid {
        var prepared: PreparedText
        var layout: TextLayout
        var fonts: [ShapingFont]
        var fallback: FallbackFonts?
        var caption: String
    }

    /// The line-height model: `web` for the web.
    private var lineModel: LineHeightModel { web == nil ? model : .web }

    private func lay(keepGlyphs: Bool) throws -> Laid {
        let model = lineModel
        // Blink's widths are made from the glyphs.
        let keepGlyphs = keepGlyphs || web != nil || android != nil
        let (points, sizeText) = Self.pointSize(size)
        var primarySpecifier = font
        if android != nil {
            primarySpecifier.features += MinikinWidths.defaultFeatures(
                letterSpacingEm: points > 0 ? letterSpacing / points : 0)
        }
        let (loader, primary, fallback) = try openFonts(primarySpecifier)
        let metrics = primary.face.metrics
        var layout: TextLayout
        let prepared: PreparedText
        let fonts: [ShapingFont]
        let preparer = try TextPreparer(
            language: language,
            lineBreaks: web.map { .blink($0.wordBreak) } ?? (android.map { .minikin($0.lineBreakConfig) } ?? .unicode),
            linesStartInsideWords: web.map { $0.overflowWrap != .normal } ?? true)
        switch text {
        case let .plain(string):
            primary.setPointSize(points)
            prepared = try preparer.prepare(
                web?.collapsed(string) ?? string, font: primary, fallback: fallback, keepGlyphs: keepGlyphs)
            fonts = [primary]
            layout = TextLayout(
                pointSize: points, lineHeight: metrics.lineHeight(model, pointSize: points),
                letterSpacing: letterSpacing, maxWidth: maxWidth, maxLines: maxLines,
                fontLine: TextLayout.FontLine(metrics, model: model, pointSize: points))
        case let .spans(file):
            var spans: [(text: String, font: ShapingFont)] = []
            var settings: [TextLayout.SpanMetrics] = []
            for span in file.spans {
                let font = try loader.font(specifier(for: span))
                let spanPoints: Double
                if let size = span.size {
                    spanPoints = size
                } else if let name = span.style {
                    guard let style = DynamicTypeStyle(parsing: name) else {
                        throw InputError(file: "spans", line: nil, message: "unknown style '\(name)'")
                    }
                    spanPoints = Self.pointSize(.style(style, category, base: nil, maximum: nil)).0
                } else {
                    spanPoints = points
                }
                font.setPointSize(spanPoints)
                spans.append((web?.collapsed(span.text) ?? span.text, font))
                settings.append(
                    .init(
                        pointSize: spanPoints, letterSpacing: span.letterSpacing ?? letterSpacing,
                        lineHeight: font.face.metrics.lineHeight(model, pointSize: spanPoints),
                        fontLine: TextLayout.FontLine(font.face.metrics, model: model, pointSize: spanPoints)))
            }
            prepared = try preparer.prepare(spans: spans, fallback: fallback, keepGlyphs: keepGlyphs)
            fonts = spans.map(\.font)
            layout = TextLayout(spans: settings, maxWidth: maxWidth, maxLines: maxLines)
        }
        if let android { layout.staticLayout = StaticLayoutText(android, font: metrics) }
        if let web {
            layout.widths = .blink
            layout.breaksOverlongWords = web.overflowWrap != .normal
            if !web.wraps { layout.maxWidth = nil }
        }
        let unit = web == nil ? "pt" : "px"
        var caption = "\(metrics.family) \(metrics.style), \(web == nil ? sizeText : "\(compactNumber(points)) px")"
        if let maxWidth { caption += ", width \(compactNumber(maxWidth)) \(unit)" }
        if let maxLines { caption += ", at most \(maxLines) line\(maxLines == 1 ? "" : "s")" }
        if let web {
            caption +=
                "; platform web: Blink's line height, widths (FreeType 16.16 advances, runs rounded up to 1/64 px) and line breaks;"
                + " overflow-wrap: \(web.overflowWrap.rawValue), white-space: \(web.whiteSpace.rawValue), word-break: \(web.wordBreak.rawValue)."
        } else if let android {
            caption += "; platform android: StaticLayout (Android 15) over Minikin — \(android.summary)."
        } else {
            caption += "; line height: \(model.rawValue) model; shaped by HarfBuzz at upem, scaled in Double."
        }
        return Laid(prepared: prepared, layout: layout, fonts: fonts, fallback: fallback, caption: caption)
    }

    /// The font of `specifier` and the fallback fonts for what it lacks (nil when no folder is
    /// searched), opened through one loader.
    func openFonts(_ specifier: FontSpecifier) throws -> (FontLoader, ShapingFont, FallbackFonts?) {
        let gate = FontGate(probe: isolation)
        let loader = try FontLoader(folders: fontFolders, includeSystemFonts: includeSystemFonts, gate: gate)
        let primary = try loader.font(specifier)
        let metrics = primary.face.metrics
        var fallback: FallbackFonts?
        let searchable = fontFolders + fallbackFolders
        if !searchable.isEmpty || includeSystemFonts {
            let near = FontQuery(
                family: metrics.family, weight: FontWeight(metrics.weight), italic: metrics.italic.isItalic)
            fallback = try FallbackFonts(
                folders: searchable, near: near, includeSystemFonts: includeSystemFonts, library: loader.library,
                gate: gate, followsDecomposition: android != nil)
        }
        return (loader, primary, fallback)
    }

    /// The category that a span's text style is scaled to.
    private var category: ContentSizeCategory {
        if case let .style(_, category, _, _) = size { return category }
        return .large
    }

    private func specifier(for span: SpanFile.Span) -> FontSpecifier {
        let source: FontSpecifier.Source
        if let path = span.font {
            source = .file(path: path, faceIndex: span.faceIndex ?? 0)
        } else if span.family != nil || span.weight != nil || span.italic != nil {
            var query = FontQuery(family: span.family ?? "")
            if case let .family(base) = font.source { query = base }
            if let family = span.family { query.family = family }
            if let weight = span.weight { query.weight = weight.weight }
            if let italic = span.italic { query.italic = italic }
            source = .family(query)
        } else {
            source = font.source
        }
        return FontSpecifier(
            source: source, variation: span.variation ?? font.variation, features: span.features ?? font.features)
    }
}
