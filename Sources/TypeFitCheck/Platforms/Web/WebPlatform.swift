import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// The web: a page in Chrome (Blink). Sizes in CSS px: a style's CSS size (`webSize`, else its
/// size ÷ 16 in rem) at each of the reader's text sizes (WCAG 1.4.4); line height by the `web`
/// rule (Blink's rounding); Blink's widths and line breaks under the style's CSS `white-space`,
/// `overflow-wrap` and `word-break`; fallback by fontconfig's order after the CSS font stack.
package struct WebPlatform: TextPlatform {
    package init() {}

    package var id: PlatformID { .web }
    package var displayName: String { "Chrome" }
    package var title: String { "Web (Chrome)" }
    package var axisName: String { "text sizes" }
    package var unit: LengthUnit { .px }
    package var defaultLineHeightModel: LineHeightModel { .web }
    package var fallbackPlatform: FallbackPlatform { .generic }
    package var keepsGlyphs: Bool { true }
    package var hasWordSpacing: Bool { true }
    /// i18next and other JSON catalogs.
    package var catalogExtensions: Set<String> { ["json"] }
    package var stepNoun: String { "text size " }
    package var scalingModelKey: String { "webScaling" }
    package var scalingModelCaption: String { "web" }
    package func scalingModel(_ guide: StyleGuide) -> String {
        "text size: the browser's default font size or text-only zoom, in % of 16 px (WCAG 1.4.4); sizes in CSS px"
    }
    package var fontConcerns: Set<FontFinding.Concern> { [.everywhere, .lineGap, .windowsClipping] }

    /// Each text size: the CSS size in px (rem and em follow the text size, px does not); a
    /// `line-height` as a number multiplies the size, in px it stays; a box in rem grows too.
    package func sizes(for style: GuideStyle, guide: StyleGuide) -> [CheckPlan.Size] {
        let cssSize = style.webSize ?? CSSLength(value: style.size / CSSLength.defaultRootSize, unit: .rem)
        return guide.webTextSizes.map { percent in
            let px = cssSize.pixels(atTextSize: percent)
            let line: Double? =
                switch style.lineHeight {
                case let .multiplier(factor)?: px * factor
                case let .points(points)?: points
                default: nil
                }
            return size(
                .web(textSize: percent), pointSize: px, lineHeight: line, style: style, model: defaultLineHeightModel,
                maxWidth: style.webMaxWidth?.pixels(atTextSize: percent))
        }
    }

    package func name(of step: SizeStep) -> String { compactNumber(step.value) + "%" }

    package func step(named name: String) -> SizeStep? {
        guard name.hasSuffix("%"), let percent = Double(name.dropLast()), percent > 0, percent.isFinite else {
            return nil
        }
        return SizeStep(value: percent)
    }

    package func columnLabel(of step: SizeStep) -> String { name(of: step) }

    /// "text size 200% · 34.0 px".
    package func sizeLabel(_ category: SizeCategory, pointSize: Double) -> String {
        "text size \(category) · \(formatted(pointSize, decimals: 1)) px"
    }

    package func textBreaking(_ style: GuideStyle) -> TextBreaking {
        // With `overflow-wrap: normal` a word is never split, so no line starts inside one.
        TextBreaking(
            lineBreaks: .blink(style.css.wordBreak), linesStartInsideWords: style.css.overflowWrap != .normal)
    }

    /// White space processed as the style's CSS says.
    package func laidOutText(_ text: String, style: GuideStyle) -> String { style.css.collapsed(text) }

    package func css(_ style: GuideStyle) -> WebTextStyle? { style.css }

    package var singleTextOptions: Set<SingleTextOption> { [.css] }

    /// Blink's layout under the options' CSS.
    package func singleText(
        _ request: inout MeasureRequest, css: WebTextStyle, flutter: FlutterTextStyle, android: StaticLayoutSettings
    ) {
        request.model = defaultLineHeightModel
        request.web = css
    }

    package func fontStack(_ style: GuideStyle) -> [String] { style.fallbackFamilies }

    /// Blink's widths; a word wider than the line overflows it unless the style's `overflow-wrap`
    /// breaks it; `nowrap` does not wrap.
    package func layout(
        _ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?, font: ShapingFont
    ) -> any SizeLayout {
        var layout = plainLayout(size, style: style, spacing: spacing, maxWidth: maxWidth)
        layout.widths = .blink
        layout.breaksOverlongWords = style.css.overflowWrap != .normal
        if !style.css.wraps { layout.maxWidth = nil }
        return TextSizeLayout(layout, model: size.model)
    }

    /// A font size in px does not follow the reader's text size: a warning above 100 %.
    package func judge(_ verdict: inout Verdict, style: GuideStyle, size: CheckPlan.Size) {
        let textSize = size.category.step.value
        guard let webSize = style.webSize, !webSize.scalesWithTextSize, textSize > 100 else { return }
        verdict.reasons.append(.fixedWebFontSize(webSize, textSize: textSize))
        verdict.status = max(verdict.status, .warn)
    }

    package func isLargeText(size: Double, weight: Int) -> Bool {
        ContrastLevel.isLargeText(cssPixels: size, weight: weight)
    }

    /// The label as a style sheet sets it, for report.html's browser to lay out from the same
    /// font files.
    package func decorate(
        _ label: inout DrawnLabel, style: GuideStyle, size: CheckPlan.Size, spacing: SizeSpacing, font: ShapingFont,
        fallbacks: [String], variation: [String: Double], text: String
    ) {
        let limits = size.limits(style)
        label.web = WebLabelCSS(
            fontFiles: [font.face.path] + fallbacks, variation: variation, features: style.features,
            fontSize: size.pointSize, lineHeight: spacing.fontLine == nil ? spacing.lineHeight : nil,
            letterSpacing: spacing.letterSpacing, wordSpacing: spacing.wordSpacing, css: style.css,
            width: limits.maxWidth, maxLines: limits.maxLines, text: text)
    }
}

extension SizeCategory {
    /// A web text size, in percent of the browser's default.
    package static func web(textSize: Double) -> SizeCategory { SizeCategory(.web, SizeStep(value: textSize)) }
}
