import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// Android: views and Compose laying text out with Minikin. Sizes in dp: a style's sp at each of
/// the guide's font scales on Android 14's non-linear curve (``AndroidFontScale``); line height by
/// the `android` rule (Skia over FreeType); fallback by `fonts.xml`'s chain.
package struct AndroidPlatform: TextPlatform {
    package init() {}

    package var id: PlatformID { .android }
    package var displayName: String { "Android" }
    package var axisName: String { "font scales" }
    package var unit: LengthUnit { .dp }
    package var defaultLineHeightModel: LineHeightModel { .android }
    package var fallbackPlatform: FallbackPlatform { .android }
    package var fallbackFollowsDecomposition: Bool { true }
    package var stepNoun: String { "font scale " }
    package var scalingModelKey: String { "androidScaling" }
    package var scalingModelCaption: String { "Android" }
    package func scalingModel(_ guide: StyleGuide) -> String {
        "Android 14 FontScaleConverterFactory (linear below 1.13, non-linear tables from 1.15); sizes in dp"
    }
    package var hasLadder: Bool { true }

    /// `androidLayout`: the view whose StaticLayout settings lay the guide's styles out, and
    /// each style that sets its own.
    package func layoutModels(_ guide: StyleGuide) -> [String: String] {
        let base = guide.androidLayout.settings
        var sentence = "StaticLayout (Android 15) over Minikin, layout \(base.summary)"
        let own = guide.styles.compactMap { style in
            style.android.flatMap { $0 == base ? nil : "\(style.name): \($0.summary)" }
        }
        if !own.isEmpty { sentence += "; " + own.joined(separator: "; ") }
        // Each Compose style with a lineHeight, and how its LineHeightStyle places it.
        let composeHeights = guide.styles.compactMap { style -> String? in
            guard let android = style.android, android.layout == .compose,
                style.hasLineHeightValue || android.lineHeight != nil
            else { return nil }
            let lineStyle = android.composeLineHeightStyle
            return
                "\(style.name) (\(lineStyle.alignment.rawValue), trim \(lineStyle.trim.rawValue), \(lineStyle.mode.rawValue))"
        }
        if !composeHeights.isEmpty {
            sentence += "; Compose's lineHeight by LineHeightStyleSpan: " + composeHeights.joined(separator: ", ")
        }
        return ["androidLayout": sentence]
    }
    package var fontConcerns: Set<FontFinding.Concern> { [.everywhere] }
    /// Minikin's widths are made from the glyphs.
    package var keepsGlyphs: Bool { true }
    package var singleTextOptions: Set<SingleTextOption> { [.staticLayout] }

    /// Minikin's word breaks: none after a hyphen, CMOS breaks in URLs, ICU tailored by the
    /// style's `LineBreakConfig`.
    package func textBreaking(_ style: GuideStyle) -> TextBreaking {
        TextBreaking(lineBreaks: .minikin((style.android ?? StaticLayoutSettings()).lineBreakConfig))
    }

    /// Minikin's default features (`cleanAndAddDefaultFontFeatures`): `chws` on, and no
    /// optional ligatures where letters are spaced apart by more than 0.03 em.
    package func shapingFeatures(_ style: GuideStyle) -> [String] {
        let spacingEm = style.letterSpacingEm + (style.size > 0 ? style.letterSpacing / style.size : 0)
        return MinikinWidths.defaultFeatures(letterSpacingEm: spacingEm)
    }

    /// StaticLayout's layout with the options' settings.
    package func singleText(
        _ request: inout MeasureRequest, css: WebTextStyle, flutter: FlutterTextStyle, android: StaticLayoutSettings
    ) {
        request.model = defaultLineHeightModel
        request.android = android
    }

    /// A TextView's StaticLayout at this size: Minikin's widths and breaks, StaticLayout's heights.
    package func layout(
        _ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?, font: ShapingFont
    ) -> any SizeLayout {
        var layout = plainLayout(size, style: style, spacing: spacing, maxWidth: maxWidth)
        var settings = style.android ?? StaticLayoutSettings()
        // A style's line height in dp is a TextView's android:lineHeight, or Compose's lineHeight,
        // at this size.
        if style.hasLineHeightValue {
            settings.lineHeight = size.lineHeight
        } else if let sp = settings.lineHeight, style.size > 0 {
            // `android: {lineHeight}` in sp, scaled with the text as Android 14 scales a line
            // height in sp (in proportion to the font size's non-linear scaling).
            settings.lineHeight = sp * size.pointSize / style.size
        }
        layout.staticLayout = StaticLayoutText(settings, font: font.face.metrics)
        return TextSizeLayout(layout, model: size.model)
    }

    /// Each font scale: the style's sp in dp; a line height as a multiple follows the dp, one in
    /// points scales with the size.
    package func sizes(for style: GuideStyle, guide: StyleGuide) -> [CheckPlan.Size] {
        let model = guide.lineHeightModel ?? defaultLineHeightModel
        return guide.androidScales.map { scale in
            let dp = AndroidFontScale.dp(forSp: style.size, fontScale: scale)
            let line: Double? =
                switch style.lineHeight {
                case let .multiplier(factor)?: dp * factor
                case let .points(points)?: points * dp / style.size
                default: nil
                }
            return size(.android(scale: scale), pointSize: dp, lineHeight: line, style: style, model: model)
        }
    }

    /// One sp size (16 unless given) at each font scale (Settings' steps unless given), in dp.
    package func ladder(_ request: LadderRequest) throws -> (ladder: any SizeLadder, caption: String)? {
        let sp = request.singleSize(or: 16)
        return (
            AndroidLadder(sp: sp, scales: request.scales.isEmpty ? AndroidFontScale.settingsSteps : request.scales),
            AndroidFontScale.caption(sp: sp)
        )
    }

    package func name(of step: SizeStep) -> String { compactNumber(step.value) }

    package func step(named name: String) -> SizeStep? {
        guard let scale = Double(name), scale > 0, scale.isFinite else { return nil }
        return SizeStep(value: scale)
    }

    package func columnLabel(of step: SizeStep) -> String { "×" + name(of: step) }

    /// "font scale 2 · 28.0 dp": sizes are sp scaled to dp.
    package func sizeLabel(_ category: SizeCategory, pointSize: Double) -> String {
        "font scale \(category) · \(formatted(pointSize, decimals: 1)) dp"
    }
}

extension SizeCategory {
    /// An Android font scale.
    package static func android(scale: Double) -> SizeCategory { SizeCategory(.android, SizeStep(value: scale)) }
}

extension GuideStyle {
    /// Whether `lineHeight` is a length (a multiple or points), not a model's rule.
    fileprivate var hasLineHeightValue: Bool {
        switch lineHeight {
        case .multiplier?, .points?: true
        default: false
        }
    }
}
