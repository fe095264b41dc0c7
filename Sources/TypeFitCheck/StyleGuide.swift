import TypeFitCatalogs
import TypeFitBackend
import TypeFitSupport
import TypeFitText

/// An app's typography rules: where the fonts are, which sizes to check, the text styles with
/// their limits, and which strings each style shows. Read from YAML or JSON by ``StyleGuideParser``.
package struct StyleGuide: Hashable, Sendable {
    /// Font folders (absolute).
    package var fontFolders: [String]
    /// Search the machine's fonts too (for fallback).
    package var includeSystemFonts: Bool
    package var platforms: [PlatformID]
    /// iOS categories checked.
    package var categories: [ContentSizeCategory]
    /// iOS size classes checked.
    package var sizeClasses: [SizeClass]
    /// Android font scales checked.
    package var androidScales: [Double]
    /// The guide's `android` layout keys: what every style's own apply over.
    package var androidLayout = AndroidLayoutChoices()
    /// Web text sizes checked, in percent of the browser's default (16 px): the reader's default
    /// font size or text-only zoom (WCAG 1.4.4 asks for 200 %).
    package var webTextSizes: [Double] = StyleGuide.defaultWebTextSizes
    /// Every platform some style is checked on: the guide's, and those styles name themselves.
    package var allPlatforms: [PlatformID] {
        orderedUnique(platforms + styles.flatMap { $0.platforms ?? [] })
    }

    /// The faces the app declares (`fonts:` naming a pubspec.yaml, an Android font family XML or
    /// an Info.plist): a style whose family is declared resolves through them.
    package var fontDeclarations: [DeclaredFace] = []
    /// The Flutter text scales measured (`flutter: {textScaler: …}`).
    package var flutterTextScales: [FlutterTextScale] = StyleGuide.defaultFlutterTextScales
    /// Platforms whose sizes are measured again under WCAG 1.4.12's text spacing (line height
    /// ≥ 1.5 × size, letter spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em).
    package var textSpacing: [PlatformID] = []
    /// How custom sizes follow a text style's curve (iOS).
    package var scaling: ScalingModel
    /// The line-height rule when a style does not set one (nil: apple on iOS, android on Android).
    package var lineHeightModel: LineHeightModel?
    /// A measurement within this fraction of a limit is a warning (0.05).
    package var warnMargin: Double
    /// The locale of inline samples and of catalogs that do not say theirs.
    package var baseLocale: String
    /// Worst-case samples for placeholders.
    package var placeholders: PlaceholderSamples
    /// String catalogs (absolute paths, with a locale when the file does not tell it).
    package var stringSources: [StringSource]
    /// Only these locales, when set.
    package var locales: [String]?
    package var styles: [GuideStyle]
    /// Layout rows checked for fit and for the category at which they must switch axis.
    package var rows: [GuideRow] = []
    /// Named colours (in the guide's order).
    package var palette: [NamedColor] = []
    /// Themes whose colour pairs are checked for contrast.
    package var themes: [GuideTheme] = []
    /// The WCAG level contrast is checked at.
    package var contrastLevel: ContrastLevel = .AA
    /// Where the guide came from (for messages and reports).
    package var file: String
    /// The folder the guide's relative paths start from (its own folder): reports write catalog
    /// paths relative to it. Empty when the guide was not read from a file.
    package var folder = ""

    /// `guide` read from a file in `folder`.
    static func inFolder(_ folder: String, _ guide: StyleGuide, declarations: [DeclaredFace] = []) -> StyleGuide {
        var guide = guide
        guide.folder = folder
        guide.fontDeclarations = declarations
        return guide
    }

    /// The text scales a Flutter app meets: Android's font scales (Settings' steps, on the
    /// platform's curve) and iOS's Dynamic Type categories (linear by the body's factor).
    package static let defaultFlutterTextScales = FlutterTextScale.scales(
        [.android, .ios], factors: AndroidFontScale.settingsSteps, categories: ContentSizeCategory.allCases)

    /// 100 % to 200 %: WCAG 1.4.4's range, in steps of a quarter.
    package static let defaultWebTextSizes: [Double] = [100, 125, 150, 175, 200]

    package init(
        fontFolders: [String], includeSystemFonts: Bool = false, platforms: [PlatformID] = [.ios],
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, sizeClasses: [SizeClass] = [.compact],
        androidScales: [Double] = AndroidFontScale.settingsSteps, scaling: ScalingModel = .size,
        lineHeightModel: LineHeightModel? = nil, warnMargin: Double = 0.05, baseLocale: String = "en",
        placeholders: PlaceholderSamples = PlaceholderSamples(), stringSources: [StringSource] = [],
        locales: [String]? = nil, styles: [GuideStyle], file: String
    ) {
        self.fontFolders = fontFolders
        self.includeSystemFonts = includeSystemFonts
        self.platforms = platforms
        self.categories = categories
        self.sizeClasses = sizeClasses
        self.androidScales = androidScales
        self.scaling = scaling
        self.lineHeightModel = lineHeightModel
        self.warnMargin = warnMargin
        self.baseLocale = baseLocale
        self.placeholders = placeholders
        self.stringSources = stringSources
        self.locales = locales
        self.styles = styles
        self.file = file
    }
}

/// One text style of a guide.
package struct GuideStyle: Hashable, Sendable {
    package var name: String
    package var family: String
    /// Families after `family` in a CSS font stack (design tokens' `fontFamily` lists): the first
    /// of them the guide's fonts have stands in when they lack `family`.
    package var fallbackFamilies: [String] = []
    package var weight: FontWeight
    package var italic: Bool
    /// Size at Large (iOS points; Android sp).
    package var size: Double
    /// The CSS font size on the web; nil: `size` ÷ 16 rem (the size in px at the default 16 px).
    package var webSize: CSSLength?
    /// The CSS `white-space`, `overflow-wrap` and `word-break` of the style on the web.
    package var css = WebTextStyle()
    /// How Flutter lays the style out beyond size and spacing: `leadingDistribution`,
    /// `textHeightBehavior`, the ellipsis (its `height` comes from `lineHeight`).
    package var flutter = FlutterTextStyle()
    /// How Android lays the style out — a TextView or Compose, break strategy, font padding,
    /// fallback line spacing, line spacing (``StaticLayoutSettings``): its own `android` keys over
    /// the guide's; nil only before the guide is read.
    package var android: StaticLayoutSettings?
    /// The `android` keys the style sets itself.
    package var androidChoices: AndroidLayoutChoices?
    /// The platforms this style is checked on, when not the guide's (a Material 3 style only in
    /// Flutter, say).
    package var platforms: [PlatformID]?
    /// The width of the style's box on the web (`css: {maxWidth: 20rem}`): in rem or em it grows
    /// with the reader's text size; nil: `limits.maxWidth` in px.
    package var webMaxWidth: CSSLength?
    /// Size at Large for the regular size class, when it differs.
    package var regularSize: Double?
    package var scalesWith: ScalingCurve
    package var minimumPointSize: Double?
    package var maximumPointSize: Double?
    /// nil: the font's own line height under the guide's model.
    package var lineHeight: LineHeightSpec?
    package var letterSpacing: Double
    /// Letter spacing that follows the size, in em (`letterSpacing: 0.05em`), added to `letterSpacing`.
    package var letterSpacingEm = 0.0
    /// CSS `word-spacing` on the web (`wordSpacing: 2px`, `0.1em`): px, and em of the size, added
    /// after each space. iOS and Android have no word spacing.
    package var wordSpacing = 0.0
    package var wordSpacingEm = 0.0

    /// The letter spacing at `pointSize`: points and em together.
    package func letterSpacing(at pointSize: Double) -> Double { letterSpacing + letterSpacingEm * pointSize }
    /// The web's word spacing at `pointSize`: px and em together.
    package func wordSpacing(at pointSize: Double) -> Double { wordSpacing + wordSpacingEm * pointSize }
    package var features: [String]
    package var variation: [String: Double]
    package var limits: Limits
    /// Inline sample strings (in the base locale).
    package var samples: [String]
    /// Globs over catalog keys ("onboarding.*").
    package var keys: [String]
    /// Where the style is declared (line in the guide), for messages.
    package var line: Int?
    /// Text and background colours by theme name.
    package var colors: [String: ColorPair] = [:]
    /// A style that may measure no string (`optional: true`): noted, not an input error.
    package var isOptional = false
    /// Letters drawn in upper, lower or capitalized case (applied with each string's locale).
    package var textCase: TextCase?

    package init(
        name: String, family: String, weight: FontWeight = FontWeight(400), italic: Bool = false, size: Double,
        regularSize: Double? = nil, scalesWith: ScalingCurve, minimumPointSize: Double? = nil,
        maximumPointSize: Double? = nil,
        lineHeight: LineHeightSpec? = nil, letterSpacing: Double = 0, features: [String] = [],
        variation: [String: Double] = [:],
        limits: Limits = Limits(), samples: [String] = [], keys: [String] = [], line: Int? = nil
    ) {
        self.name = name
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.regularSize = regularSize
        self.scalesWith = scalesWith
        self.minimumPointSize = minimumPointSize
        self.maximumPointSize = maximumPointSize
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.features = features
        self.variation = variation
        self.limits = limits
        self.samples = samples
        self.keys = keys
        self.line = line
    }

    /// The limits a style's text must keep.
    package struct Limits: Hashable, Sendable {
        /// Points. Without `maxLines` the text must fit on one line of this width; with it, it wraps.
        package var maxWidth: Double?
        package var maxLines: Int?
        package var minLineHeight: Double?
        package var maxHeight: Double?

        package init(
            maxWidth: Double? = nil, maxLines: Int? = nil, minLineHeight: Double? = nil, maxHeight: Double? = nil
        ) {
            self.maxWidth = maxWidth
            self.maxLines = maxLines
            self.minLineHeight = minLineHeight
            self.maxHeight = maxHeight
        }
    }

    /// The font this style asks for.
    package var query: FontQuery { FontQuery(family: family, weight: weight, italic: italic) }

    /// The style as Flutter's `TextStyle`: `lineHeight` as a multiple is its `height` (points
    /// at the style's size become the multiple they are of it).
    package var flutterStyle: FlutterTextStyle {
        var made = flutter
        switch lineHeight {
        case let .multiplier(factor)?: made.height = factor
        case let .points(points)?: made.height = points / size
        default: made.height = nil
        }
        return made
    }
}
