import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// An app's typography rules: where the fonts are, which sizes to check, the text styles with
/// their limits, and which strings each style shows. Read from YAML or JSON by ``StyleGuideParser``.
public struct StyleGuide: Hashable, Sendable {
    /// Font folders (absolute).
    public var fontDirectories: [String]
    /// Search the machine's fonts too (for fallback).
    public var includeSystemFonts: Bool
    public var platforms: [Platform]
    /// iOS categories checked.
    public var categories: [ContentSizeCategory]
    /// iOS size classes checked.
    public var sizeClasses: [SizeClass]
    /// Android font scales checked.
    public var androidScales: [Double]
    /// Web text sizes checked, in percent of the browser's default (16 px): the reader's default
    /// font size or text-only zoom (WCAG 1.4.4 asks for 200 %).
    public var webTextSizes: [Double] = StyleGuide.defaultWebTextSizes
    /// Platforms whose sizes are measured again under WCAG 1.4.12's text spacing (line height
    /// ≥ 1.5 × size, letter spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em).
    public var textSpacing: [Platform] = []
    /// How custom sizes follow a text style's curve (iOS).
    public var scaling: ScalingModel
    /// The line-height rule when a style does not set one (nil: apple on iOS, android on Android).
    public var lineHeightModel: LineHeightModel?
    /// A measurement within this fraction of a limit is a warning (0.05).
    public var warnMargin: Double
    /// The locale of inline samples and of catalogs that do not say theirs.
    public var baseLocale: String
    /// Worst-case samples for placeholders.
    public var placeholders: PlaceholderSamples
    /// String catalogs (absolute paths, with a locale when the file does not tell it).
    public var stringSources: [StringSource]
    /// Only these locales, when set.
    public var locales: [String]?
    public var styles: [GuideStyle]
    /// Layout rows checked for fit and for the category at which they must switch axis.
    public var rows: [GuideRow] = []
    /// Named colours (in the guide's order).
    public var palette: [NamedColor] = []
    /// Themes whose colour pairs are checked for contrast.
    public var themes: [GuideTheme] = []
    /// The WCAG level contrast is checked at.
    public var contrastLevel: ContrastLevel = .AA
    /// Where the guide came from (for messages and reports).
    public var file: String

    public enum Platform: String, Hashable, Sendable, CaseIterable, Codable {
        case ios
        case android
        /// A web page in Chrome (Blink): sizes in CSS px.
        case web
    }

    /// 100 % to 200 %: WCAG 1.4.4's range, in steps of a quarter.
    public static let defaultWebTextSizes: [Double] = [100, 125, 150, 175, 200]

    public init(
        fontDirectories: [String], includeSystemFonts: Bool = false, platforms: [Platform] = [.ios],
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases, sizeClasses: [SizeClass] = [.compact],
        androidScales: [Double] = AndroidFontScale.settingsSteps, scaling: ScalingModel = .size,
        lineHeightModel: LineHeightModel? = nil, warnMargin: Double = 0.05, baseLocale: String = "en",
        placeholders: PlaceholderSamples = PlaceholderSamples(), stringSources: [StringSource] = [],
        locales: [String]? = nil, styles: [GuideStyle], file: String
    ) {
        self.fontDirectories = fontDirectories
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
public struct GuideStyle: Hashable, Sendable {
    public var name: String
    public var family: String
    /// Families after `family` in a CSS font stack (design tokens' `fontFamily` lists): the first
    /// of them the guide's fonts have stands in when they lack `family`.
    public var fallbackFamilies: [String] = []
    public var weight: FontWeight
    public var italic: Bool
    /// Size at Large (iOS points; Android sp).
    public var size: Double
    /// The CSS font size on the web; nil: `size` ÷ 16 rem (the size in px at the default 16 px).
    public var webSize: CSSLength?
    /// The CSS `white-space`, `overflow-wrap` and `word-break` of the style on the web.
    public var css = WebTextStyle()
    /// The width of the style's box on the web (`css: {maxWidth: 20rem}`): in rem or em it grows
    /// with the reader's text size; nil: `limits.maxWidth` in px.
    public var webMaxWidth: CSSLength?
    /// Size at Large for the regular size class, when it differs.
    public var regularSize: Double?
    public var scalesWith: ScalingCurve
    public var minimumPointSize: Double?
    public var maximumPointSize: Double?
    /// nil: the font's own line height under the guide's model.
    public var lineHeight: LineHeightSpec?
    public var letterSpacing: Double
    /// Letter spacing that follows the size, in em (`letterSpacing: 0.05em`), added to `letterSpacing`.
    public var letterSpacingEm = 0.0
    /// CSS `word-spacing` on the web (`wordSpacing: 2px`, `0.1em`): px, and em of the size, added
    /// after each space. iOS and Android have no word spacing.
    public var wordSpacing = 0.0
    public var wordSpacingEm = 0.0

    /// The letter spacing at `pointSize`: points and em together.
    public func letterSpacing(at pointSize: Double) -> Double { letterSpacing + letterSpacingEm * pointSize }
    /// The web's word spacing at `pointSize`: px and em together.
    public func wordSpacing(at pointSize: Double) -> Double { wordSpacing + wordSpacingEm * pointSize }
    public var features: [String]
    public var variation: [String: Double]
    public var limits: Limits
    /// Inline sample strings (in the base locale).
    public var samples: [String]
    /// Globs over catalog keys ("onboarding.*").
    public var keys: [String]
    /// Where the style is declared (line in the guide), for messages.
    public var line: Int?
    /// Text and background colours by theme name.
    public var colors: [String: ColorPair] = [:]
    /// A style that may measure no string (`optional: true`): noted, not an input error.
    public var isOptional = false
    /// Letters drawn in upper, lower or capitalized case (applied with each string's locale).
    public var textCase: TextCase?

    public init(
        name: String, family: String, weight: FontWeight = FontWeight(400), italic: Bool = false, size: Double,
        regularSize: Double? = nil, scalesWith: ScalingCurve, minimumPointSize: Double? = nil, maximumPointSize: Double? = nil,
        lineHeight: LineHeightSpec? = nil, letterSpacing: Double = 0, features: [String] = [], variation: [String: Double] = [:],
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
    public struct Limits: Hashable, Sendable {
        /// Points. Without `maxLines` the text must fit on one line of this width; with it, it wraps.
        public var maxWidth: Double?
        public var maxLines: Int?
        public var minLineHeight: Double?
        public var maxHeight: Double?

        public init(maxWidth: Double? = nil, maxLines: Int? = nil, minLineHeight: Double? = nil, maxHeight: Double? = nil) {
            self.maxWidth = maxWidth
            self.maxLines = maxLines
            self.minLineHeight = minLineHeight
            self.maxHeight = maxHeight
        }
    }

    /// The font this style asks for.
    public var query: FontQuery { FontQuery(family: family, weight: weight, italic: italic) }
}

extension StyleGuide.Platform {
    /// The unit its lengths are in: pt, dp or CSS px.
    public var unit: LengthUnit {
        switch self {
        case .ios: .pt
        case .android: .dp
        case .web: .px
        }
    }

    /// "iOS", "Android", "Chrome".
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "Chrome"
        }
    }

    /// Whose fallback order draws what the style's font lacks: iOS's and Android's own chains;
    /// on the web fontconfig's, as Chrome on Linux asks it.
    public var fallbackPlatform: FallbackPlatform {
        switch self {
        case .ios: .ios
        case .android: .android
        case .web: .generic
        }
    }
}
