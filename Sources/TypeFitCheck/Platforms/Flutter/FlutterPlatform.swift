import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// Flutter: a `Text` laid out by Skia's SkParagraph on every platform. Sizes in logical px: a
/// style's size at each of the guide's `TextScaler` settings (``FlutterTextScale``: Android's
/// curve, iOS's body factor, linear); `TextStyle.height` multiplies the scaled size and letter
/// spacing stays; SkParagraph's widths, line breaks and per-line rounded heights; fallback by
/// Android's chain (Flutter's engine falls back to the system's fonts, Noto on Android).
package struct FlutterPlatform: TextPlatform {
    package init() {}

    package var id: PlatformID { .flutter }
    package var displayName: String { "Flutter" }
    package var axisName: String { "text scales" }
    package var unit: LengthUnit { .px }
    package var defaultLineHeightModel: LineHeightModel { .android }
    package var fallbackPlatform: FallbackPlatform { .android }
    package var keepsGlyphs: Bool { true }
    /// SkParagraph's clusters, break flags and glyph positions.
    package func derived(_ text: borrowing PreparedText) -> DerivedText {
        DerivedText(skParagraph: SkParagraphText(copy text))
    }
    /// Its text theme: a Flutter app is found by its `pubspec.yaml`, not by its catalogs.
    package var starterStyles: StarterStyles { .materialTextTheme }
    package var stepNoun: String { "text size " }
    package var scalingModelKey: String { "flutterScaling" }
    package var scalingModelCaption: String { "Flutter" }
    package func scalingModel(_ guide: StyleGuide) -> String {
        "MediaQuery.textScaler: android:F on Android 14's curve, ios:C linear by the body size at C over 17 (Flutter's iOS engine), linear:F; laid out as SkParagraph; sizes in logical px"
    }
    package var hasLadder: Bool { true }
    package var fontConcerns: Set<FontFinding.Concern> { [.everywhere] }

    /// Each text scale: the scaler scales the font size only; the style's `TextStyle` (its
    /// height a multiple of the scaled size) goes with it.
    package func sizes(for style: GuideStyle, guide: StyleGuide) -> [CheckPlan.Size] {
        guide.flutterTextScales.map { scale in
            CheckPlan.Size(
                platform: id, category: .flutter(scale), sizeClass: nil, pointSize: scale.scale(style.size),
                lineHeight: nil, model: defaultLineHeightModel, flutter: style.flutterStyle)
        }
    }

    /// A style's size (16 px unless given) at each text scale, with SkParagraph's line height of
    /// the font; `--line-height` is `TextStyle.height`, a multiple.
    package func ladder(_ request: LadderRequest) throws -> (ladder: any SizeLadder, caption: String)? {
        let size = request.singleSize(or: 16)
        let factors = request.scales.isEmpty ? AndroidFontScale.settingsSteps : request.scales
        let kinds = request.textScalers.isEmpty ? [.android, .ios] : request.textScalers
        let scales = FlutterTextScale.scales(kinds, factors: factors, categories: ContentSizeCategory.allCases)
        var style = FlutterTextStyle()
        switch request.lineHeight {
        case let .multiplier(height)?: style.height = height
        case nil: break
        default: throw LadderError("--line-height with --platform flutter is TextStyle.height, a multiplier (1.5).")
        }
        let font = try request.fontMetrics()
        let caption =
            "Flutter: \(compactNumber(size)) px at each MediaQuery.textScaler setting — android:F on Android 14's curve, "
            + "ios:C linear by the body size at C over 17 (Flutter's iOS engine), linear:F"
            + (font == nil ? "" : "; line height: SkParagraph's, one line of the font rounded to a pixel")
        return (FlutterLadder(size: size, scales: scales, font: font, style: style), caption)
    }

    package func name(of step: SizeStep) -> String { Self.scale(step).description }

    package func step(named name: String) -> SizeStep? { FlutterTextScale(name).map(Self.step) }

    package func columnLabel(of step: SizeStep) -> String { Self.scale(step).shortLabel }

    /// "text scale android:2 · 28.0 px".
    package func sizeLabel(_ category: SizeCategory, pointSize: Double) -> String {
        "text scale \(category) · \(formatted(pointSize, decimals: 1)) px"
    }

    package func textBreaking(_ style: GuideStyle) -> TextBreaking {
        TextBreaking(lineBreaks: .skParagraph, emojiPresentation: false)
    }

    /// Tabs as spaces, as Flutter's engine replaces them.
    package func laidOutText(_ text: String, style: GuideStyle) -> String { FlutterTextStyle.replacingTabs(text) }

    package var singleTextOptions: Set<SingleTextOption> { [.flutterTextStyle] }

    /// SkParagraph's layout with the options' `TextStyle`.
    package func singleText(
        _ request: inout MeasureRequest, css: WebTextStyle, flutter: FlutterTextStyle, android: StaticLayoutSettings
    ) {
        request.model = defaultLineHeightModel
        request.flutter = flutter
    }

    /// SkParagraph shapes without ligatures where letters are spaced apart.
    package func shapingFeatures(_ style: GuideStyle) -> [String] {
        style.letterSpacing > 0 || style.letterSpacingEm > 0 ? ["liga=0"] : []
    }

    /// SkParagraph's line of the font alone, rounded to a pixel; its layout raises lines itself.
    package func lineSetting(_ size: CheckPlan.Size, metrics: FaceMetrics) -> LineSetting {
        LineSetting(
            height: SkParagraphLayout.lineHeight(
                metrics, size: size.pointSize, style: size.flutter ?? FlutterTextStyle()))
    }

    package func layout(
        _ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?, font: ShapingFont
    ) -> any SizeLayout {
        FlutterSizeLayout(
            layout: SkParagraphLayout(
                fontSize: size.pointSize, maxWidth: maxWidth, maxLines: size.limits(style).maxLines,
                letterSpacing: spacing.letterSpacing, style: size.flutter ?? style.flutterStyle, font: font))
    }

    static func step(_ scale: FlutterTextScale) -> SizeStep {
        switch scale {
        case let .android(factor): SizeStep(scale: 0, value: factor)
        case let .ios(category): SizeStep(scale: 1, value: Double(category.index))
        case let .linear(factor): SizeStep(scale: 2, value: factor)
        }
    }

    static func scale(_ step: SizeStep) -> FlutterTextScale {
        switch step.scale {
        case 0: .android(step.value)
        case 1: .ios(IOSPlatform.category(step))
        default: .linear(step.value)
        }
    }
}

extension SizeCategory {
    /// A Flutter `TextScaler` setting ("android:1.3", "ios:accessibility5").
    package static func flutter(_ scale: FlutterTextScale) -> SizeCategory {
        SizeCategory(.flutter, FlutterPlatform.step(scale))
    }
}

extension FlutterTextScale {
    /// A short column label: "A ×1.3", "iOS AX5", "×1.5".
    package var shortLabel: String {
        switch self {
        case let .android(scale): "A ×" + compactNumber(scale)
        case let .ios(category): "iOS " + category.shortLabel
        case let .linear(factor): "×" + compactNumber(factor)
        }
    }
}

/// SkParagraph's layout of a style at one size: the fallback fonts' metrics joined per text, and
/// their ellipses shaped only for a text that is cut.
struct FlutterSizeLayout: SizeLayout {
    var layout: SkParagraphLayout

    func measure(
        _ text: borrowing PreparedText, font: ShapingFont, fallback: FallbackFonts, derived: DerivedText,
        limits: GuideStyle.Limits, wraps: Bool
    ) -> (summary: TextLayout.Summary, truncated: String?) {
        // Most labels fit on one line at most sizes: summed as their widths are worked out,
        // none stored (an array allocated at every size), unless a one-line cut is to be drawn.
        var oneLine = true
        if !text.hasFallbacks {
            switch layout.oneLineSummary(derived.skParagraph) {
            case let .oneLine(summary):
                if Self.oneLineCut(summary, limits: limits, wraps: wraps) == nil { return (summary, nil) }
            case .breaks: oneLine = false
            case .needsWidths: break
            }
        }
        // A text without fallbacks is laid out in the style's own layout, not a copy of it made
        // at every size (``SkParagraphLayout/including(_:fallback:font:ellipses:)`` returns it).
        // The widths at the size, lent for this call (none allocated at every size), serve the
        // summary and, when one is drawn, the cut; the lines the summary broke above the cut
        // are kept, so a cut text lays out its last line only.
        return layout.withWidths(text, text: derived.skParagraph) { widths in
            let (summary, shown) =
                !text.hasFallbacks
                ? layout.summarizeKeepingShownLines(text, widths: widths, oneLine: oneLine)
                : layout.including(text, fallback: fallback, font: font, ellipses: false)
                    .summarizeKeepingShownLines(text, widths: widths)
            let cut = summary.overflows ? nil : Self.oneLineCut(summary, limits: limits, wraps: wraps)
            guard summary.overflows || cut != nil else { return (summary, nil) }
            var laid = layout.including(
                text, fallback: fallback, font: font,
                ellipses: summary.overflows || summary.width > limits.maxWidth ?? .infinity)
            if let cut {
                (laid.maxWidth, laid.maxLines) = (cut, 1)
                return (summary, laid.truncatedText(text, widths: widths))
            }
            guard let shown else { return (summary, laid.truncatedText(text, widths: widths)) }
            return (summary, laid.truncatedText(text, widths: widths, shown: shown))
        }
    }

    func draw(
        _ text: PreparedText, font: ShapingFont, fallback: FallbackFonts, symbols: GlyphSymbols, boxWidth: Double?,
        hiddenLines: Int
    ) -> DrawnText {
        layout.draw(
            text, font: font, fallback: fallback, symbols: symbols, boxWidth: boxWidth, hiddenLines: hiddenLines)
    }
}
