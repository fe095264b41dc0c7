import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// One task's measuring state: its own fonts, fallback fonts and ICU iterators, each made once.
package final class CheckWorker {
    let guide: StyleGuide
    let loader: FontLoader
    private var preparers: [String: TextPreparer] = [:]
    /// The web's (Blink's line breaks), by locale and word-break.
    private var webPreparers: [String: TextPreparer] = [:]
    /// Flutter's (SkParagraph's line breaks and clusters), by locale.
    private var flutterPreparers: [String: TextPreparer] = [:]
    /// The run's fallback search (one fontconfig configuration for every task).
    private let fallbackSearch: FallbackSearch
    private var fallbacks: [FallbackKey: FallbackFonts] = [:]
    /// Text prepared in the run, shared by its tasks: styles that share a font (nine of Apple's
    /// eleven are Regular) shape each string once between them.
    private let prepared: PreparedTextCache

    /// A style's fallback fonts: the style's family, weight and italic, and the platform's order.
    struct FallbackKey: Hashable, Sendable {
        var query: FontQuery
        var platform: FallbackPlatform
        /// On the web, the style's CSS: it changes a prepared text's breaks and white space, so
        /// texts are shared only between styles that lay out alike (nil elsewhere).
        var css: WebTextStyle?
        /// On the web, the font stack's later families, asked before the system's fallback.
        var stack: [String] = []
        /// In Flutter: SkParagraph's line breaks, clusters and fallback, so texts are its own.
        var flutter = false
    }

    /// What a style shapes with on one platform: its font instance and fallback order. Styles
    /// with equal ones shape a string alike and share it (``PreparedTextCache``).
    struct Shaping: Hashable, Sendable {
        var font: FontSpecifier
        var fallback: FallbackKey
    }

    /// A style's fonts on one platform, with what identifies them across tasks.
    struct StyleFonts {
        var font: ShapingFont
        var fallback: FallbackFonts
        /// The run-wide number of this font instance and fallback order (``PreparedTextCache``).
        var shaping: Int
    }

    /// The face each style resolved to (by style name), resolved once for the run: a worker opens
    /// these files and never asks fontconfig for a style's family again.
    package let faces: [String: ResolvedFace]

    /// A style's resolved face: the file, the face in it, and the variation to set.
    package struct ResolvedFace: Hashable, Sendable {
        package var path: String
        package var faceIndex: Int
        package var variation: [String: Double]
    }

    package init(
        guide: StyleGuide, gate: FontGate, cache: FontCache? = nil, faces: [String: ResolvedFace] = [:],
        prepared: PreparedTextCache = PreparedTextCache()
    ) throws {
        self.guide = guide
        self.faces = faces
        self.prepared = prepared
        loader = try FontLoader(directories: guide.fontDirectories, includeSystemFonts: false, gate: gate, cache: cache)
        fallbackSearch = (cache ?? FontCache()).fallbackSearch(
            directories: guide.fontDirectories, includeSystemFonts: guide.includeSystemFonts)
    }

    /// The font of `style` and the fallback fonts near it in `platform`'s order (both opened once per task).
    package func fonts(for style: GuideStyle, platform: StyleGuide.Platform = .ios) throws -> (
        font: ShapingFont, fallback: FallbackFonts
    ) {
        let fonts = try styleFonts(for: style, platform: platform)
        return (fonts.font, fonts.fallback)
    }

    /// What `style` shapes with on `platform`: its font instance (the resolved face in `faces`,
    /// else its family) and its fallback order.
    static func shaping(_ style: GuideStyle, platform: StyleGuide.Platform, faces: [String: ResolvedFace]) -> Shaping {
        let source: FontSpecifier.Source
        var variation = style.variation
        if let face = faces[style.name] {
            source = .file(path: face.path, faceIndex: face.faceIndex)
            variation = face.variation.merging(style.variation) { $1 }
        } else {
            source = .family(style.query)
        }
        var features = style.features
        // SkParagraph shapes without ligatures where letters are spaced apart.
        if platform == .flutter, style.letterSpacing > 0 || style.letterSpacingEm > 0 { features.append("liga=0") }
        return Shaping(
            font: FontSpecifier(source: source, variation: variation, features: features),
            fallback: FallbackKey(
                query: style.query, platform: platform.fallbackPlatform, css: platform == .web ? style.css : nil,
                stack: platform == .web ? style.fallbackFamilies : [], flutter: platform == .flutter))
    }

    func styleFonts(for style: GuideStyle, platform: StyleGuide.Platform) throws -> StyleFonts {
        let use = Self.shaping(style, platform: platform, faces: faces)
        let key = use.fallback
        let font = try loader.font(use.font)
        let shaping = prepared.number(use)
        if let known = fallbacks[key] { return StyleFonts(font: font, fallback: known, shaping: shaping) }
        let fallback = FallbackFonts(
            search: fallbackSearch, near: style.query, library: loader.library, gate: loader.gate,
            platform: key.platform, cache: loader.cache, stack: key.stack)
        fallbacks[key] = fallback
        return StyleFonts(font: font, fallback: fallback, shaping: shaping)
    }

    /// What measuring some of a style's items gives: their rows, the strings no font covers (for
    /// one row per style and package once the style is done), how many items were not measured,
    /// and each size's worst measurements with their items (shaped again with glyphs when drawn
    /// for report.html, so the text kept while measuring never holds glyphs).
    struct UnitResult: Sendable {
        var rows: [CheckResult] = []
        var uncovered = UncoveredStrings()
        var unmeasured = 0
        var worst: [WorstLabels<CheckPlan.Item>] = []
    }

    /// Measures and judges `items` of `style` (a run of the style's items; their indexes order the
    /// worst labels) at every size. With `labelsPerCell` > 0 each size's worst measurements are
    /// kept with their items.
    func check(_ style: GuideStyle, items: ArraySlice<CheckPlan.Item>, sizes: [CheckPlan.Size], labelsPerCell: Int = 0)
        throws -> UnitResult
    {
        var result = UnitResult(
            worst: Array(repeating: WorstLabels<CheckPlan.Item>(capacity: labelsPerCell), count: sizes.count))
        let keepsLabels = labelsPerCell > 0
        result.rows.reserveCapacity(items.count * sizes.count)
        var platforms: [StyleGuide.Platform] = []  // in the sizes' (the guide's) order
        for size in sizes where !platforms.contains(size.platform) { platforms.append(size.platform) }
        // The style's font and each platform's fallback fonts, looked up once for all its strings.
        var fontsByPlatform: [StyleGuide.Platform: StyleFonts] = [:]
        var lastUnmeasured = -1
        var settings = [SizeSetting?](repeating: nil, count: sizes.count)
        for (itemIndex, item) in zip(items.indices, items) {
            for platform in platforms {
                let preparer = try preparer(item.locale, platform: platform, wordBreak: style.css.wordBreak)
                let fonts = try fontsByPlatform[platform] ?? styleFonts(for: style, platform: platform)
                fontsByPlatform[platform] = fonts
                var prepared: SharedText?  // read in place at each size
                var flutterText: SkParagraphText?  // its clusters for SkParagraph, made once
                var uncovered: [String] = []  // the prepared text's, worked out once (not at every size)
                for (sizeIndex, size) in sizes.enumerated() where size.platform == platform {
                    do {
                        if fonts.font.isSizeDependent {
                            fonts.font.setPointSize(size.pointSize)
                            prepared = SharedText(
                                try preparer.prepare(
                                    Self.laidOutText(item, platform: platform, css: style.css), font: fonts.font,
                                    fallback: fonts.fallback, keepGlyphs: platform.keepsGlyphs))
                            uncovered = prepared?.uncoveredScripts ?? []
                            flutterText = nil
                        } else if prepared == nil {
                            prepared = try shared(
                                item, fonts: fonts, preparer: preparer, platform: platform, css: style.css)
                            uncovered = prepared?.uncoveredScripts ?? []
                        }
                    } catch {
                        // A string that cannot be measured is one failed row per size; the check goes on.
                        result.rows.append(notMeasured(style, item, size, .notMeasured("\(error)")))
                        continue
                    }
                    guard let box = prepared else { continue }
                    guard uncovered.isEmpty else {
                        result.uncovered.record(uncovered, platform: platform, item: item)
                        // One item counts once, whichever platforms it failed on.
                        if lastUnmeasured != itemIndex { result.unmeasured += 1 }
                        lastUnmeasured = itemIndex
                        break
                    }
                    // A size's line (from the face's metrics) and layout, made once per unit and stored once.
                    let setting: SizeSetting
                    if let made = settings[sizeIndex] {
                        setting = made
                    } else {
                        setting = SizeSetting(
                            size, style: style, line: LineSetting(size, font: fonts.font.face.metrics),
                            font: fonts.font)
                        settings[sizeIndex] = setting
                    }
                    if setting.flutter != nil, flutterText == nil { flutterText = box.withText { SkParagraphText($0) } }
                    let row = box.withText {
                        measure(
                            $0, item: item, size: size, style: style, setting: setting, fonts: fonts,
                            flutterText: flutterText)
                    }
                    let order = itemIndex * sizes.count + sizeIndex
                    if keepsLabels, result.worst[sizeIndex].admits(row, order: order) {
                        result.worst[sizeIndex].offer(row, order: order, payload: item)
                    }
                    // Moved, not copied: a copy retains the row's strings, which the other task's rows share.
                    result.rows.append(consume row)
                }
            }
        }
        return result
    }

    /// The lines a cut hides that a report's drawing shows below the box (the rest are counted):
    /// a long string at AX5 hides dozens, which would weigh down the page and tell nothing more.
    static let hiddenLinesDrawn = 2

    /// Draws the kept labels, as report.html shows them: each item shaped again with its glyphs
    /// (as it was measured: same font instance, fallback fonts and locale), wrapped at maxWidth and
    /// cut at maxLines, in the style's box; glyph ids start with `symbolPrefix`.
    func draw(_ worst: [WorstLabels<CheckPlan.Item>], sizes: [CheckPlan.Size], style: GuideStyle, symbolPrefix: String)
        throws -> ([DrawnLabel], [String: String])
    {
        let symbols = GlyphSymbols(prefix: symbolPrefix)
        var labels: [DrawnLabel] = []
        for (size, cell) in zip(sizes, worst) where !cell.kept.isEmpty {
            let (font, fallback) = try fonts(for: style, platform: size.platform)
            if font.isSizeDependent { font.setPointSize(size.pointSize) }
            for candidate in cell.kept {
                let item = candidate.payload
                let text = try preparer(item.locale, platform: size.platform, wordBreak: style.css.wordBreak).prepare(
                    Self.laidOutText(item, platform: size.platform, css: style.css), font: font, fallback: fallback,
                    keepGlyphs: true)
                let spacing = Spacing(size, style: style, line: LineSetting(size, font: font.face.metrics))
                let limits = size.limits(style)
                let layout = Self.layout(
                    size, style: style, spacing: spacing, maxWidth: limits.maxLines != nil ? limits.maxWidth : nil)
                let drawn =
                    size.platform == .flutter
                    ? SkParagraphLayout(
                        fontSize: size.pointSize, maxWidth: limits.maxLines != nil ? limits.maxWidth : nil,
                        maxLines: limits.maxLines, letterSpacing: spacing.letterSpacing,
                        style: size.flutter ?? style.flutterStyle, font: font
                    ).draw(
                        text, font: font, fallback: fallback, symbols: symbols, boxWidth: limits.maxWidth,
                        hiddenLines: Self.hiddenLinesDrawn)
                    : layout.draw(
                        text, fonts: [font], fallback: fallback, model: size.model, symbols: symbols,
                        boxWidth: limits.maxWidth, hiddenLines: Self.hiddenLinesDrawn)
                var label = DrawnLabel(result: candidate.result, drawn: drawn)
                if size.platform == .web {
                    let specifier = Self.shaping(style, platform: size.platform, faces: faces).font
                    label.web = WebLabelCSS(
                        fontFiles: [font.face.path] + text.fallbacks.map(\.path), variation: specifier.variation,
                        features: style.features,
                        fontSize: size.pointSize,
                        lineHeight: spacing.fontLine == nil ? spacing.lineHeight : nil,
                        letterSpacing: spacing.letterSpacing,
                        wordSpacing: spacing.wordSpacing, css: style.css, width: limits.maxWidth,
                        maxLines: limits.maxLines,
                        text: item.text)
                }
                labels.append(label)
            }
        }
        return (labels, symbols.outlines)
    }

    /// The reason for strings whose scripts no font covers: the platform's fonts for them and
    /// the Noto families (and package) that would cover them here.
    static func uncoveredReason(
        scripts: [String], _ strings: Int, _ locales: Set<String>, platform: StyleGuide.Platform, systemFonts: Bool
    ) -> Reason {
        let fallback = platform.fallbackPlatform
        var platformFonts: [String] = [], families: [String] = []
        for script in scripts {
            for locale in locales.sorted() {
                guard let chain = PlatformFallback.chain(script: script, language: locale, platform: fallback) else {
                    continue
                }
                if let font = chain.platformFont, !platformFonts.contains(font) { platformFonts.append(font) }
                // The families the package would install: on iOS the chain starts with Apple's own
                // font, which no Debian package has.
                for family in chain.families
                where !families.contains(family) && !(fallback == .ios && family == chain.platformFont) {
                    families.append(family)
                }
            }
        }
        return .uncoveredScripts(
            UncoveredScripts(
                strings: strings, locales: locales.sorted(), scripts: scripts, platform: platform,
                platformFonts: platformFonts, families: families,
                package: scripts.first.map(PlatformFallback.debianPackage(for:)) ?? "fonts-noto-core",
                systemFonts: systemFonts))
    }

    /// One measurement at one size, judged.
    private func measure(
        _ text: borrowing PreparedText, item: CheckPlan.Item, size: CheckPlan.Size, style: GuideStyle,
        setting: SizeSetting, fonts: StyleFonts, flutterText: SkParagraphText? = nil
    ) -> CheckResult {
        let limits = setting.limits
        let spaced = size.textSpacing
        let lineHeight = setting.spacing.lineHeight
        // SkParagraph's layout with the fallback fonts' metrics; their ellipses only for a cut.
        var flutter = setting.flutter.map {
            $0.including(text, fallback: fonts.fallback, font: fonts.font, ellipses: false)
        }
        var summary = flutter?.summarize(text, text: flutterText) ?? setting.layout.summarize(text)
        if summary.overflows || summary.width > setting.limits.maxWidth ?? .infinity {
            flutter = setting.flutter.map { $0.including(text, fallback: fonts.fallback, font: fonts.font) }
        }
        if spaced {
            summary.height += TextSpacing.paragraphSpacing * size.pointSize * Double(text.paragraphBreaks)
        }
        var truncated: String?
        if summary.overflows {
            truncated = flutter.map { $0.truncatedText(text) } ?? setting.layout.truncatedText(text)
        } else if !setting.wraps, limits.maxLines == 1, let maxWidth = limits.maxWidth, summary.width > maxWidth {
            if var oneLine = flutter {
                (oneLine.maxWidth, oneLine.maxLines) = (maxWidth, 1)
                truncated = oneLine.truncatedText(text)
            } else {
                var oneLine = setting.layout
                (oneLine.maxWidth, oneLine.maxLines) = (maxWidth, 1)
                truncated = oneLine.truncatedText(text)
            }
        }
        var verdict = Verdict.evaluate(
            Verdict.Measured(
                width: summary.width, lastLineWidth: summary.lastLineWidth, lineCount: summary.lineCount,
                lineHeight: lineHeight, missing: text.missing, fallbacks: text.fallbacks, truncatedText: truncated,
                extraHeight: summary.height - Double(summary.lineCount) * lineHeight),
            limits: limits, margin: guide.warnMargin, unit: size.platform.unit)
        if spaced, verdict.status == .fail { verdict.reasons.append(.underTextSpacing) }
        if let webSize = style.webSize, !webSize.scalesWithTextSize, case let .web(textSize) = size.category.base,
            textSize > 100
        {
            verdict.reasons.append(.fixedWebFontSize(webSize, textSize: textSize))
            verdict.status = max(verdict.status, .warn)
        }
        return CheckResult(
            style: style.name, platform: size.platform, category: size.category, sizeClass: size.sizeClass,
            key: item.key,
            locale: item.locale, text: item.text, pointSize: size.pointSize, lineHeight: lineHeight,
            width: summary.width,
            lineCount: summary.lineCount, height: summary.height, maxWidth: limits.maxWidth, maxLines: limits.maxLines,
            status: verdict.status, reasons: verdict.reasons, source: item.source)
    }

    /// A failed row for a string that could not be measured at one size.
    private func notMeasured(_ style: GuideStyle, _ item: CheckPlan.Item, _ size: CheckPlan.Size, _ reason: Reason)
        -> CheckResult
    {
        var row = CheckResult.error(style: style.name, reason)
        (row.platform, row.category, row.sizeClass, row.key, row.locale, row.text) =
            (size.platform, size.category, size.sizeClass, item.key, item.locale, String(item.text.prefix(200)))
        row.source = item.source
        return row
    }

    /// `item` prepared in a font that does not follow the size, shaped only the first time the run
    /// meets the same string, locale, font instance and fallback fonts (in any task).
    private func shared(
        _ item: CheckPlan.Item, fonts: StyleFonts, preparer: TextPreparer, platform: StyleGuide.Platform,
        css: WebTextStyle
    ) throws -> SharedText {
        // The web's texts differ in their line breaks and keep their glyphs (Blink's widths need
        // them); its fallback order is its own, so its shaping numbers are too.
        let key = PreparedTextCache.Key(shaping: fonts.shaping, locale: item.locale, text: item.text)
        if let known = prepared.text(for: key) { return known }
        let made = SharedText(
            try preparer.prepare(
                Self.laidOutText(item, platform: platform, css: css), font: fonts.font, fallback: fonts.fallback,
                keepGlyphs: platform.keepsGlyphs))
        prepared.store(made, for: key)
        return made
    }

    /// The text preparer for `locale` (pseudo-locales break and shape as the base locale).
    package func preparer(
        _ locale: String, platform: StyleGuide.Platform = .ios, wordBreak: LineBreakRules.WordBreak = .normal
    ) throws -> TextPreparer {
        let language = PseudoLocalization.isPseudo(locale) ? guide.baseLocale : locale
        switch platform {
        case .web:
            let key = locale + "\u{0}" + wordBreak.rawValue
            if let known = webPreparers[key] { return known }
            let made = try TextPreparer(language: language, lineBreaks: .blink(wordBreak))
            webPreparers[key] = made
            return made
        case .flutter:
            if let known = flutterPreparers[locale] { return known }
            let made = try TextPreparer(language: language, lineBreaks: .skParagraph, emojiPresentation: false)
            flutterPreparers[locale] = made
            return made
        case .ios, .android:
            if let known = preparers[locale] { return known }
            let made = try TextPreparer(language: language, lineBreaks: .unicode)
            preparers[locale] = made
            return made
        }
    }

    /// The text `platform` lays out: on the web with white space processed as the style's CSS
    /// says; in Flutter with tabs as spaces.
    static func laidOutText(_ item: CheckPlan.Item, platform: StyleGuide.Platform, css: WebTextStyle) -> String {
        switch platform {
        case .web: css.collapsed(item.text)
        case .flutter: FlutterTextStyle.replacingTabs(item.text)
        case .ios, .android: item.text
        }
    }

    /// A row's line height and spacing: the style's, or WCAG 1.4.12's overrides (at least) on a
    /// text-spacing row, where an explicit line height is not raised by fallback fonts.
    struct Spacing {
        var lineHeight: Double
        var letterSpacing: Double
        var wordSpacing = 0.0
        var fontLine: TextLayout.FontLine?

        @inline(__always)
        init(_ size: CheckPlan.Size, style: GuideStyle, line: LineSetting) {
            let letter = style.letterSpacing(at: size.pointSize)
            let word = size.platform == .web ? style.wordSpacing(at: size.pointSize) : 0
            guard size.textSpacing else {
                (lineHeight, letterSpacing, wordSpacing, fontLine) = (line.height, letter, word, line.fontLine)
                return
            }
            lineHeight = max(line.height, TextSpacing.lineHeight * size.pointSize)
            letterSpacing = max(letter, TextSpacing.letterSpacing * size.pointSize)
            wordSpacing = max(word, TextSpacing.wordSpacing * size.pointSize)
        }
    }

    /// The layout of a row at `size`, wrapped at `maxWidth`.
    @inline(__always)
    static func layout(_ size: CheckPlan.Size, style: GuideStyle, spacing: Spacing, maxWidth: Double?) -> TextLayout {
        var layout = adapted(
            TextLayout(
                pointSize: size.pointSize, lineHeight: spacing.lineHeight, letterSpacing: spacing.letterSpacing,
                maxWidth: maxWidth, maxLines: style.limits.maxLines, fontLine: spacing.fontLine), for: size.platform,
            css: style.css)
        layout.wordSpacing = spacing.wordSpacing
        return layout
    }

    /// `layout` as `platform` lays out: on the web, Blink's widths, and a word wider than the
    /// line overflowing it unless the style's `overflow-wrap` breaks it; `nowrap` does not wrap.
    static func adapted(_ layout: TextLayout, for platform: StyleGuide.Platform, css: WebTextStyle) -> TextLayout {
        guard platform == .web else { return layout }
        var web = layout
        web.widths = .blink
        web.breaksOverlongWords = css.overflowWrap != .normal
        if !css.wraps { web.maxWidth = nil }
        return web
    }
}

extension CheckWorker {
    /// Each style's resolved face, by style name.
    package static func faces(_ guide: StyleGuide, _ resolutions: [FontResolution]) -> [String: ResolvedFace] {
        Dictionary(
            zip(guide.styles, resolutions).map { style, resolution in
                (
                    style.name,
                    ResolvedFace(
                        path: resolution.path, faceIndex: resolution.faceIndex, variation: resolution.variation ?? [:])
                )
            }
        ) { first, _ in first }
    }

    /// The faces a finished check used (its fonts' paths, faces and variations), by style name.
    package static func faces(_ report: CheckReport) -> [String: ResolvedFace] {
        Dictionary(
            report.fonts.filter { $0.metrics != nil }.map { font in
                (font.style, ResolvedFace(path: font.path, faceIndex: font.faceIndex, variation: font.variation ?? [:]))
            }
        ) { first, _ in first }
    }
}
