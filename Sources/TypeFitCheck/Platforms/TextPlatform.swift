import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// Everything a check, a report and the CLI ask of one platform: its text-size axis and how a
/// style follows it, how it prepares and lays a text out, whose fallback fonts draw what a font
/// lacks, which font findings show on it, and how reports name its sizes. One type per platform,
/// each in its own folder under `Platforms/`, reached through ``PlatformID/rules``.
///
/// The defaults below are the plain case — a platform that lays text out as CoreText and Minikin
/// do (``TextLayout``); a platform overrides what it does otherwise.
package protocol TextPlatform: Sendable {
    /// The platform this is.
    var id: PlatformID { get }
    /// Who draws its text in sentences: "iOS", "Android", "Chrome", "Flutter".
    var displayName: String { get }
    /// The unit its lengths are in.
    var unit: LengthUnit { get }

    // MARK: The size axis

    /// The sizes of `style` on this platform: one per step of the guide's axis, with the point
    /// size and line height the style has there (text spacing is added by ``CheckPlan``).
    func sizes(for style: GuideStyle, guide: StyleGuide) -> [CheckPlan.Size]
    /// A step's name in reports: "accessibility5", "1.3", "150%", "android:1.3".
    func name(of step: SizeStep) -> String
    /// Reads ``name(of:)`` back; nil when it names no step of this platform.
    func step(named name: String) -> SizeStep?
    /// Its name in a report's headings: "iOS", "Web (Chrome)".
    var title: String { get }
    /// What its steps are called, for a report's heading: "content-size categories", "font scales".
    var axisName: String { get }
    /// A step in a report's grid column, short: "AX5", "×1.3", "150%", "A ×1.3".
    func columnLabel(of step: SizeStep) -> String
    /// A step in a summary's table heading: "AX5" for an iOS accessibility size, else its name.
    func shortName(of step: SizeStep) -> String
    /// A measurement's size in sentences: "AX5 53.0 pt", "font scale 2 · 28.0 dp".
    func sizeLabel(_ category: SizeCategory, pointSize: Double) -> String
    /// What JUnit's test names put before a step's name ("font scale ", "text size ").
    var stepNoun: String { get }
    /// What a diff's size column puts before a step's name: the platform's ("android "), nothing
    /// for iOS (the platform a report meant before there were others).
    var diffPrefix: String { get }
    /// The key of the report's `models` entry naming how sizes scale here, and its caption.
    var scalingModelKey: String { get }
    var scalingModelCaption: String { get }
    /// The sentence naming how sizes scale here, under `guide`'s settings.
    func scalingModel(_ guide: StyleGuide) -> String
    /// Further models behind its numbers under `guide`'s settings, by report key
    /// (`androidLayout`: which view's StaticLayout settings).
    func layoutModels(_ guide: StyleGuide) -> [String: String]
    /// Whether a style's `minSize`/`maxSize` clamp its sizes here (report.html draws them).
    var clampsPointSize: Bool { get }

    /// Style keys a style checked here must give, with why ("scalesWith": iOS's curve).
    var requiredStyleKeys: [(key: String, why: String)] { get }

    // MARK: Text

    /// The line-height rule of a style that does not set one.
    var defaultLineHeightModel: LineHeightModel { get }
    /// Whose fallback order draws what a style's font lacks.
    var fallbackPlatform: FallbackPlatform { get }
    /// Whether a character no font covers is drawn by the font of its decomposition's first
    /// character (Minikin's font choice; ``FallbackFonts/followsDecomposition``).
    var fallbackFollowsDecomposition: Bool { get }
    /// Whether its texts keep their glyphs (widths made from glyph positions).
    var keepsGlyphs: Bool { get }
    /// What its layouts make of a prepared text before any size, made once with the text and
    /// shared by every style that shares the text.
    func derived(_ text: borrowing PreparedText) -> DerivedText
    /// How its texts break into lines, and whether emoji take their emoji presentation.
    func textBreaking(_ style: GuideStyle) -> TextBreaking
    /// The text it lays out for `text` in `style` (white space processed, tabs replaced).
    func laidOutText(_ text: String, style: GuideStyle) -> String
    /// OpenType features it adds to the style's own.
    func shapingFeatures(_ style: GuideStyle) -> [String]
    /// The style's CSS (nil where no CSS applies): texts are shared only between styles that lay out alike.
    func css(_ style: GuideStyle) -> WebTextStyle?
    /// Families asked before the system's fallback (a CSS font stack's later families).
    func fontStack(_ style: GuideStyle) -> [String]
    /// Whether it has word spacing (CSS `word-spacing`).
    var hasWordSpacing: Bool { get }
    /// One line of the font at `size`: its height, and the font's line that taller fallback
    /// fonts raise (none where the platform's own layout raises lines, as SkParagraph does).
    func lineSetting(_ size: CheckPlan.Size, metrics: FaceMetrics) -> LineSetting
    /// The layout of `style` at `size`: what measures and draws a prepared text there.
    func layout(_ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?, font: ShapingFont)
        -> any SizeLayout
    /// What it adds to a measurement's verdict (a web size that does not follow the text size).
    func judge(_ verdict: inout Verdict, style: GuideStyle, size: CheckPlan.Size)
    /// Whether text at `size` of `weight` is large text for WCAG's contrast minimum.
    func isLargeText(size: Double, weight: Int) -> Bool
    /// A drawn label's extras for report.html (the web's CSS for the browser to lay it out too).
    func decorate(
        _ label: inout DrawnLabel, style: GuideStyle, size: CheckPlan.Size, spacing: SizeSpacing, font: ShapingFont,
        fallbacks: [String], variation: [String: Double], text: String)

    // MARK: One text (`measure`, `render`)

    /// The option groups `measure` and `render` read for this platform beyond the common ones.
    var singleTextOptions: Set<SingleTextOption> { get }
    /// `request` laid out as this platform lays out one text: its model, and its CSS, its
    /// Flutter `TextStyle` or its Android StaticLayout settings from the options.
    func singleText(
        _ request: inout MeasureRequest, css: WebTextStyle, flutter: FlutterTextStyle, android: StaticLayoutSettings
    )

    // MARK: Ladder

    /// `typefit ladder` here: the style's size at every step and the sentence naming the model;
    /// nil where the platform has none. Options that do not fit are a ``LadderError``.
    func ladder(_ request: LadderRequest) throws -> (ladder: any SizeLadder, caption: String)?
    /// Whether ``ladder(_:)`` gives one.
    var hasLadder: Bool { get }

    // MARK: init

    /// The string catalogs' extensions whose text is this platform's (`init` lists the
    /// platforms a project's catalogs show).
    var catalogExtensions: Set<String> { get }
    /// The text styles `init` starts a project of this platform alone from.
    var starterStyles: StarterStyles { get }
    /// The app's own declaration of its fonts, where this platform keeps one (an Android font
    /// family under `res/font/`, an iOS `Info.plist`'s `UIAppFonts`): its files, the family and
    /// the declared weights (nil: the fonts' own); nil when the project declares none.
    func declaredFonts(in root: String, fontFiles: [String], family: String) -> StarterGuide.Declared?
    /// Guide lines this platform's settings need for the project at `root` (Android's
    /// `android: {layout: compose}` for a Compose app); none by default.
    func starterSettings(in root: String) -> [String]

    // MARK: Fonts

    /// The font findings that change what users see here.
    var fontConcerns: Set<FontFinding.Concern> { get }
}

/// The text-style sets `init` writes.
package enum StarterStyles: Hashable, Sendable {
    /// Apple's 11 text styles with their Dynamic Type curves.
    case appleTextStyles
    /// Material 3's 15 type-scale styles, in sp.
    case materialTypeScale
    /// Flutter's Material 3 text theme, by reference (`textTheme: material3`).
    case materialTextTheme
}

/// A group of `measure`'s and `render`'s options that only some platforms read.
package enum SingleTextOption: Hashable, Sendable {
    /// `--overflow-wrap`, `--white-space`, `--word-break`.
    case css
    /// `--height`, `--leading-distribution`, `--text-height-behavior`, `--ellipsis`.
    case flutterTextStyle
    /// `--break-strategy`, `--no-font-padding`, `--no-fallback-line-spacing`,
    /// `--line-spacing-multiplier`, `--line-spacing-extra`.
    case staticLayout
}

/// How a platform's texts break into lines and present emoji.
package struct TextBreaking: Hashable, Sendable {
    package var lineBreaks: LineBreakRules
    package var emojiPresentation = true
    /// Whether a line may start inside a word (``TextPreparer/linesStartInsideWords``).
    package var linesStartInsideWords = true
}

extension TextPlatform {
    package var title: String { displayName }
    package var requiredStyleKeys: [(key: String, why: String)] { [] }
    package var stepNoun: String { "" }
    package var diffPrefix: String { id.rawValue + " " }
    package var clampsPointSize: Bool { false }
    package func layoutModels(_ guide: StyleGuide) -> [String: String] { [:] }
    package var keepsGlyphs: Bool { false }
    package func derived(_ text: borrowing PreparedText) -> DerivedText { DerivedText() }
    package var fallbackFollowsDecomposition: Bool { false }
    package var hasWordSpacing: Bool { false }
    package func shortName(of step: SizeStep) -> String { name(of: step) }
    package func textBreaking(_ style: GuideStyle) -> TextBreaking { TextBreaking(lineBreaks: .unicode) }
    package func laidOutText(_ text: String, style: GuideStyle) -> String { text }
    package func shapingFeatures(_ style: GuideStyle) -> [String] { [] }
    package func css(_ style: GuideStyle) -> WebTextStyle? { nil }
    package func fontStack(_ style: GuideStyle) -> [String] { [] }
    package func judge(_ verdict: inout Verdict, style: GuideStyle, size: CheckPlan.Size) {}
    package var singleTextOptions: Set<SingleTextOption> { [] }
    package func ladder(_ request: LadderRequest) throws -> (ladder: any SizeLadder, caption: String)? {
        nil
    }
    package var hasLadder: Bool { false }
    package var catalogExtensions: Set<String> { [] }
    package var starterStyles: StarterStyles { .appleTextStyles }
    package func starterSettings(in root: String) -> [String] { [] }
    package func declaredFonts(in root: String, fontFiles: [String], family: String) -> StarterGuide.Declared? {
        nil
    }
    package func singleText(
        _ request: inout MeasureRequest, css: WebTextStyle, flutter: FlutterTextStyle, android: StaticLayoutSettings
    ) {
        request.model = defaultLineHeightModel
    }
    package func isLargeText(size: Double, weight: Int) -> Bool {
        ContrastLevel.isLargeText(pointSize: size, weight: weight)
    }
    package func decorate(
        _ label: inout DrawnLabel, style: GuideStyle, size: CheckPlan.Size, spacing: SizeSpacing, font: ShapingFont,
        fallbacks: [String], variation: [String: Double], text: String
    ) {}

    /// The font's own line under the size's model, or the size's fixed line height.
    package func lineSetting(_ size: CheckPlan.Size, metrics: FaceMetrics) -> LineSetting {
        LineSetting(size, metrics: metrics)
    }

    /// ``TextLayout`` with the size's line, spacing and the style's `maxLines`.
    package func layout(
        _ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?, font: ShapingFont
    ) -> any SizeLayout {
        TextSizeLayout(plainLayout(size, style: style, spacing: spacing, maxWidth: maxWidth), model: size.model)
    }

    /// The CoreText/Minikin layout of a style at a size, before a platform adapts it.
    package func plainLayout(_ size: CheckPlan.Size, style: GuideStyle, spacing: SizeSpacing, maxWidth: Double?)
        -> TextLayout
    {
        var layout = TextLayout(
            pointSize: size.pointSize, lineHeight: spacing.lineHeight, letterSpacing: spacing.letterSpacing,
            maxWidth: maxWidth, maxLines: style.limits.maxLines, fontLine: spacing.fontLine)
        layout.wordSpacing = spacing.wordSpacing
        return layout
    }

    /// A size of this platform whose line height follows `style.lineHeight` as `line` says.
    func size(
        _ category: SizeCategory, pointSize: Double, lineHeight: Double?, style: GuideStyle, model: LineHeightModel,
        maxWidth: Double? = nil, flutter: FlutterTextStyle? = nil
    ) -> CheckPlan.Size {
        CheckPlan.Size(
            platform: id, category: category, sizeClass: nil, pointSize: pointSize, lineHeight: lineHeight,
            model: CheckPlan.model(style.lineHeight) ?? model, maxWidth: maxWidth, flutter: flutter)
    }
}
