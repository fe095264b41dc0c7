import TypeFitBackend
import TypeFitText

extension CheckWorker {
    /// The lines a cut hides that a report's drawing shows below the box (the rest are counted):
    /// a long string at AX5 hides dozens, which would weigh down the page and tell nothing more.
    static let hiddenLinesDrawn = 2

    /// Draws the kept labels, as report.html shows them: each item shaped again with its glyphs
    /// (as it was measured: same font instance, fallback fonts and locale; once per platform, at
    /// however many sizes it is kept, unless the font follows the size), wrapped at maxWidth and
    /// cut at maxLines, in the style's box, by its platform's layout; glyph ids start with `symbolPrefix`.
    func draw(_ worst: [WorstLabels<CheckPlan.Item>], sizes: [CheckPlan.Size], style: GuideStyle, symbolPrefix: String)
        throws -> ([DrawnLabel], [String: String])
    {
        let symbols = GlyphSymbols(prefix: symbolPrefix)
        var labels: [DrawnLabel] = []
        // A string is often among the worst at several sizes (the catalog's longest, at each
        // category): shaped once per platform here, unless the font follows the size.
        var shaped: [DrawnText: PreparedText] = [:]
        for (size, cell) in zip(sizes, worst) where !cell.kept.isEmpty {
            let platform = size.platform.rules
            let (font, fallback) = try fonts(for: style, platform: size.platform)
            if font.isSizeDependent { font.setPointSize(size.pointSize) }
            for candidate in cell.kept {
                let item = candidate.payload
                // A font that follows the size shapes again at each (nothing kept for the next).
                let key = font.isSizeDependent ? nil : DrawnText(item: ObjectIdentifier(item), platform: size.platform)
                let text: PreparedText
                if let key, let known = shaped[key] {
                    text = known
                } else {
                    text = try preparer(item.locale, breaking: platform.textBreaking(style)).prepare(
                        Self.laidOutText(item, style: style, platform: size.platform), font: font, fallback: fallback,
                        keepGlyphs: true)
                    if let key { shaped[key] = text }
                }
                let spacing = SizeSpacing(
                    size, style: style, line: platform.lineSetting(size, metrics: font.face.metrics), platform: platform
                )
                let limits = size.limits(style)
                let layout = platform.layout(
                    size, style: style, spacing: spacing, maxWidth: limits.maxLines != nil ? limits.maxWidth : nil,
                    font: font)
                let drawn = layout.draw(
                    text, font: font, fallback: fallback, symbols: symbols, boxWidth: limits.maxWidth,
                    hiddenLines: Self.hiddenLinesDrawn)
                var label = DrawnLabel(result: candidate.result, drawn: drawn)
                platform.decorate(
                    &label, style: style, size: size, spacing: spacing, font: font,
                    fallbacks: text.fallbacks.map(\.path),
                    variation: Self.shaping(style, platform: size.platform, faces: faces).font.variation,
                    text: item.text)
                labels.append(label)
            }
        }
        return (labels, symbols.outlines)
    }

    /// A kept string on one platform (the items outlive the drawing: their identity is theirs).
    private struct DrawnText: Hashable {
        var item: ObjectIdentifier
        var platform: PlatformID
    }

    /// The reason for strings whose scripts no font covers: the platform's fonts for them and
    /// the Noto families (and package) that would cover them here.
    static func uncoveredReason(
        scripts: [String], _ strings: Int, _ locales: Set<String>, platform: PlatformID, systemFonts: Bool
    ) -> Reason {
        var platformFonts: [String] = [], families: [String] = []
        for script in scripts {
            for locale in locales.sorted() {
                guard
                    let chain = PlatformFallback.chain(
                        script: script, language: locale, platform: platform.fallbackPlatform)
                else { continue }
                if let font = chain.platformFont, !platformFonts.contains(font) { platformFonts.append(font) }
                for family in chain.packagedFamilies where !families.contains(family) { families.append(family) }
            }
        }
        return .uncoveredScripts(
            UncoveredScripts(
                strings: strings, locales: locales.sorted(), scripts: scripts, platform: platform,
                platformFonts: platformFonts, families: families,
                package: scripts.first.map(PlatformFallback.debianPackage(for:)) ?? "fonts-noto-core",
                systemFonts: systemFonts))
    }
}
