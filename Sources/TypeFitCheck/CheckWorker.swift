import TypeFitBackend
import TypeFitText

/// One task's measuring state: its own fonts, fallback fonts and ICU iterators, each made once.
package final class CheckWorker {
    let guide: StyleGuide
    let loader: FontLoader
    private var preparers: [String: TextPreparer] = [:]
    /// The run's fallback search (one fontconfig configuration for every task).
    private let fallbackSearch: FallbackSearch
    private var fallbacks: [FallbackKey: FallbackFonts] = [:]
    /// Text prepared by this task, by font instance, fallback fonts, locale and text: styles that
    /// share a font (nine of Apple's eleven are Regular) shape each string once between them.
    private var prepared: [PreparedKey: PreparedText] = [:]
    private static let preparedLimit = 20_000

    private struct PreparedKey: Hashable {
        var font: ObjectIdentifier
        var fallback: ObjectIdentifier
        var locale: String
        var text: String
        var keepGlyphs: Bool
    }

    private struct FallbackKey: Hashable {
        var query: FontQuery
        var platform: FallbackPlatform
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

    package init(guide: StyleGuide, gate: FontGate, cache: FontCache? = nil, faces: [String: ResolvedFace] = [:]) throws {
        self.guide = guide
        self.faces = faces
        loader = try FontLoader(directories: guide.fontDirectories, includeSystemFonts: false, gate: gate, cache: cache)
        fallbackSearch = (cache ?? FontCache()).fallbackSearch(directories: guide.fontDirectories, includeSystemFonts: guide.includeSystemFonts)
    }

    /// The font of `style` and the fallback fonts near it in `platform`'s order (both opened once per task).
    package func fonts(for style: GuideStyle, platform: StyleGuide.Platform = .ios) throws -> (font: ShapingFont, fallback: FallbackFonts) {
        let source: FontSpecifier.Source
        var variation = style.variation
        if let face = faces[style.name] {
            source = .file(path: face.path, faceIndex: face.faceIndex)
            variation = face.variation.merging(style.variation) { $1 }
        } else {
            source = .family(style.query)
        }
        let font = try loader.font(FontSpecifier(source: source, variation: variation, features: style.features))
        let key = FallbackKey(query: style.query, platform: platform == .ios ? .ios : .android)
        if let known = fallbacks[key] { return (font, known) }
        let fallback = FallbackFonts(search: fallbackSearch, near: style.query, library: loader.library, gate: loader.gate, platform: key.platform, cache: loader.cache)
        fallbacks[key] = fallback
        return (font, fallback)
    }

    /// Strings whose script no font covers, per platform and font package: measured by nobody,
    /// so reported once per style (which package would cover them) instead of once per row.
    private struct Uncovered {
        private struct Entry {
            var strings = 0
            var locales = Set<String>()
            var scripts: [String] = []
            var example: String?
        }

        private var entries: [String: Entry] = [:]   // "platform package"

        mutating func record(_ scripts: [String], platform: StyleGuide.Platform, item: CheckPlan.Item) {
            guard let first = scripts.first else { return }
            let key = "\(platform.rawValue) \(PlatformFallback.debianPackage(for: first))"
            var entry = entries[key, default: Entry()]
            entry.strings += 1
            entry.locales.insert(item.locale)
            for script in scripts where !entry.scripts.contains(script) { entry.scripts.append(script) }
            entry.example = entry.example ?? item.key
            entries[key] = entry
        }

        /// One failed row per platform and package, in a stable order.
        func rows(style: String, systemFonts: Bool) -> [CheckResult] {
            entries.sorted { $0.key < $1.key }.compactMap { key, entry in
                guard let platform = key.split(separator: " ").first.flatMap({ StyleGuide.Platform(rawValue: String($0)) }) else { return nil }
                var row = CheckResult.error(style: style, CheckWorker.uncoveredReason(
                    scripts: entry.scripts, entry.strings, entry.locales, platform: platform, systemFonts: systemFonts))
                row.platform = platform
                row.key = entry.example ?? "-"
                return row
            }
        }
    }

    /// A style's rows, how many of its strings were not measured at all (no font for their
    /// script), and its cells' worst labels drawn (with their glyphs' `<symbol>` definitions).
    struct StyleResult: Sendable {
        var rows: [CheckResult]
        var unmeasured: Int
        var labels: [DrawnLabel] = []
        var outlines: [String: String] = [:]
    }

    /// Measures and judges every item of `style` at every size. With `labelsPerCell` > 0 the worst
    /// labels of each size are kept with their prepared text and drawn before returning (glyph
    /// ids start with `symbolPrefix`), so report.html shows what was measured without shaping again.
    func check(_ style: GuideStyle, items: [CheckPlan.Item], sizes: [CheckPlan.Size], labelsPerCell: Int = 0, symbolPrefix: String = "g") throws -> StyleResult {
        var rows: [CheckResult] = []
        var worst = Array(repeating: WorstLabels<PreparedText>(capacity: labelsPerCell), count: sizes.count)
        let keepGlyphs = labelsPerCell > 0
        var unmeasured = Set<Int>()
        rows.reserveCapacity(items.count * sizes.count)
        var uncovered = Uncovered()
        var platforms: [StyleGuide.Platform] = []   // in the sizes' (the guide's) order
        for size in sizes where !platforms.contains(size.platform) { platforms.append(size.platform) }
        // The style's font and each platform's fallback fonts, looked up once for all its strings.
        var fontsByPlatform: [StyleGuide.Platform: (font: ShapingFont, fallback: FallbackFonts)] = [:]
        for (itemIndex, item) in items.enumerated() {
            let preparer = try preparer(item.locale)
            for platform in platforms {
                let (font, fallback) = try fontsByPlatform[platform] ?? fonts(for: style, platform: platform)
                fontsByPlatform[platform] = (font, fallback)
                var prepared: PreparedText?
                for (sizeIndex, size) in sizes.enumerated() where size.platform == platform {
                    do {
                        if font.isSizeDependent {
                            font.setPointSize(size.pointSize)
                            prepared = try preparer.prepare(item.text, font: font, fallback: fallback, keepGlyphs: keepGlyphs)
                        } else if prepared == nil {
                            prepared = try shared(item, font: font, fallback: fallback, keepGlyphs: keepGlyphs, preparer: preparer)
                        }
                    } catch {
                        // A string that cannot be measured is one failed row per size; the check goes on.
                        rows.append(notMeasured(style, item, size, .notMeasured("\(error)")))
                        continue
                    }
                    guard let text = prepared else { continue }
                    guard text.uncoveredScripts.isEmpty else {
                        uncovered.record(text.uncoveredScripts, platform: platform, item: item)
                        unmeasured.insert(itemIndex)
                        break
                    }
                    rows.append(measure(text, item: item, size: size, style: style, metrics: font.face.metrics))
                    if keepGlyphs, let row = rows.last { worst[sizeIndex].offer(row, order: rows.count - 1, payload: text) }
                }
            }
        }
        rows += uncovered.rows(style: style.name, systemFonts: guide.includeSystemFonts)
        var result = StyleResult(rows: rows, unmeasured: unmeasured.count)
        if keepGlyphs {
            (result.labels, result.outlines) = draw(worst, sizes: sizes, style: style, fonts: fontsByPlatform, symbolPrefix: symbolPrefix)
        }
        return result
    }

    /// Draws the kept labels from their prepared text, as report.html shows them: wrapped at
    /// maxWidth and cut at maxLines, in the style's box.
    private func draw(
        _ worst: [WorstLabels<PreparedText>], sizes: [CheckPlan.Size], style: GuideStyle,
        fonts: [StyleGuide.Platform: (font: ShapingFont, fallback: FallbackFonts)], symbolPrefix: String
    ) -> ([DrawnLabel], [String: String]) {
        let symbols = GlyphSymbols(prefix: symbolPrefix)
        var labels: [DrawnLabel] = []
        for (size, cell) in zip(sizes, worst) {
            guard let (font, fallback) = fonts[size.platform] else { continue }
            if font.isSizeDependent { font.setPointSize(size.pointSize) }
            for candidate in cell.kept {
                let layout = TextLayout(
                    pointSize: size.pointSize, lineHeight: candidate.result.lineHeight, letterSpacing: style.letterSpacing,
                    maxWidth: style.limits.maxLines != nil ? style.limits.maxWidth : nil, maxLines: style.limits.maxLines)
                let drawn = layout.draw(candidate.payload, fonts: [font], fallback: fallback, model: size.model, symbols: symbols, boxWidth: style.limits.maxWidth)
                labels.append(DrawnLabel(result: candidate.result, drawn: drawn))
            }
        }
        return (labels, symbols.outlines)
    }

    /// The reason for strings whose scripts no font covers: the platform's fonts for them and
    /// the Noto families (and package) that would cover them here.
    static func uncoveredReason(scripts: [String], _ strings: Int, _ locales: Set<String>, platform: StyleGuide.Platform, systemFonts: Bool) -> Reason {
        let fallback: FallbackPlatform = platform == .ios ? .ios : .android
        var platformFonts: [String] = [], families: [String] = []
        for script in scripts {
            for locale in locales.sorted() {
                guard let chain = PlatformFallback.chain(script: script, language: locale, platform: fallback) else { continue }
                if let font = chain.platformFont, !platformFonts.contains(font) { platformFonts.append(font) }
                for family in chain.families where !families.contains(family) { families.append(family) }
            }
        }
        return .uncoveredScripts(UncoveredScripts(
            strings: strings, locales: locales.sorted(), scripts: scripts, platform: platform, platformFonts: platformFonts, families: families,
            package: scripts.first.map(PlatformFallback.debianPackage(for:)) ?? "fonts-noto-core", systemFonts: systemFonts))
    }

    /// One measurement at one size, judged.
    private func measure(_ text: PreparedText, item: CheckPlan.Item, size: CheckPlan.Size, style: GuideStyle, metrics: FaceMetrics) -> CheckResult {
        // A one-line label (maxLines: 1) is measured unwrapped, so a failure shows the width it needs.
        let wraps = style.limits.maxLines.map { $0 > 1 } ?? false
        let lineHeight = size.lineHeight ?? metrics.lineHeight(size.model, pointSize: size.pointSize)
        let layout = TextLayout(
            pointSize: size.pointSize, lineHeight: lineHeight, letterSpacing: style.letterSpacing,
            maxWidth: wraps ? style.limits.maxWidth : nil, maxLines: style.limits.maxLines)
        let summary = layout.summarize(text)
        var truncated: String?
        if summary.overflows {
            truncated = layout.measure(text).truncation?.visibleText
        } else if !wraps, style.limits.maxLines == 1, let maxWidth = style.limits.maxWidth, summary.width > maxWidth {
            truncated = TextLayout(pointSize: size.pointSize, lineHeight: lineHeight, letterSpacing: style.letterSpacing,
                                   maxWidth: maxWidth, maxLines: 1).measure(text).truncation?.visibleText
        }
        let verdict = Verdict.evaluate(
            Verdict.Measured(width: summary.width, lastLineWidth: summary.lastLineWidth, lineCount: summary.lineCount,
                             lineHeight: lineHeight, missing: text.missing, fallbacks: text.fallbacks, truncatedText: truncated),
            limits: style.limits, margin: guide.warnMargin, unit: size.platform == .android ? .dp : .pt)
        return CheckResult(
            style: style.name, platform: size.platform, category: size.category, sizeClass: size.sizeClass, key: item.key,
            locale: item.locale, text: item.text, pointSize: size.pointSize, lineHeight: lineHeight, width: summary.width,
            lineCount: summary.lineCount, height: summary.height, maxWidth: style.limits.maxWidth, maxLines: style.limits.maxLines,
            status: verdict.status, reasons: verdict.reasons)
    }

    /// A failed row for a string that could not be measured at one size.
    private func notMeasured(_ style: GuideStyle, _ item: CheckPlan.Item, _ size: CheckPlan.Size, _ reason: Reason) -> CheckResult {
        var row = CheckResult.error(style: style.name, reason)
        (row.platform, row.category, row.sizeClass, row.key, row.locale, row.text) =
            (size.platform, size.category, size.sizeClass, item.key, item.locale, String(item.text.prefix(200)))
        return row
    }

    /// `item` prepared in `font` (not one that follows the size), shaped only the first time this
    /// task meets the same string, locale, font instance and fallback fonts. The fonts are the
    /// loader's, kept for the task's life, so their identities are not reused.
    private func shared(
        _ item: CheckPlan.Item, font: ShapingFont, fallback: FallbackFonts, keepGlyphs: Bool, preparer: TextPreparer
    ) throws -> PreparedText {
        let key = PreparedKey(font: ObjectIdentifier(font), fallback: ObjectIdentifier(fallback), locale: item.locale, text: item.text, keepGlyphs: keepGlyphs)
        if let known = prepared[key] { return known }
        let made = try preparer.prepare(item.text, font: font, fallback: fallback, keepGlyphs: keepGlyphs)
        if prepared.count >= Self.preparedLimit { prepared.removeAll(keepingCapacity: true) }
        prepared[key] = made
        return made
    }

    /// The text preparer for `locale` (pseudo-locales break and shape as the base locale).
    package func preparer(_ locale: String) throws -> TextPreparer {
        if let known = preparers[locale] { return known }
        let made = try TextPreparer(language: PseudoLocalization.isPseudo(locale) ? guide.baseLocale : locale)
        preparers[locale] = made
        return made
    }
}

extension CheckWorker {
    /// Each style's resolved face, by style name.
    package static func faces(_ guide: StyleGuide, _ resolutions: [FontResolution]) -> [String: ResolvedFace] {
        Dictionary(zip(guide.styles, resolutions).map { style, resolution in
            (style.name, ResolvedFace(path: resolution.path, faceIndex: resolution.faceIndex, variation: resolution.variation ?? [:]))
        }) { first, _ in first }
    }

    /// The faces a finished check used (its fonts' paths, faces and variations), by style name.
    package static func faces(_ report: CheckReport) -> [String: ResolvedFace] {
        Dictionary(report.fonts.filter { $0.metrics != nil }.map { font in
            (font.style, ResolvedFace(path: font.path, faceIndex: font.faceIndex, variation: font.variation ?? [:]))
        }) { first, _ in first }
    }
}
