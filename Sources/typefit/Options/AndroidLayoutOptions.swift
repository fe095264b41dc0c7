import ArgumentParser
import TypeFitText

/// How `--platform android` lays a text out: a TextView's or Compose's defaults, and each
/// StaticLayout setting over them (the guide's `android` keys).
struct AndroidLayoutOptions: ParsableArguments {
    @Option(help: "textView (the default) or compose: whose StaticLayout defaults apply.")
    var androidLayout: AndroidLayout?

    @Option(help: "Compose's LineBreak preset: simple, heading or paragraph (strategy, strictness, word break).")
    var lineBreak: ComposeLineBreak?

    @Option(help: "The break strategy: highQuality (a TextView's default), simple (Compose's) or balanced.")
    var breakStrategy: AndroidBreakStrategy?

    @Option(help: "LineBreakConfig's style (ICU's strictness): none, loose, normal (Compose's) or strict.")
    var lineBreakStyle: AndroidLineBreakStyle?

    @Option(help: "LineBreakConfig's word style: none or phrase.")
    var lineBreakWordStyle: AndroidLineBreakWordStyle?

    @Option(
        help: ArgumentHelp(
            "android:hyphenationFrequency: none (the default), normal, full, normalFast (Compose's Hyphens.Auto) or fullFast.",
            discussion: "Android's patterns for the text's language are read from hyph-utf8's pattern text."))
    var hyphenation: AndroidHyphenationFrequency?

    @Option(
        help: ArgumentHelp(
            "The folder of hyph-utf8's pattern text (hyph-de-1996.pat.txt…).",
            discussion: "By default $TYPEFIT_HYPHENATION_PATTERNS, else TeX Live's tex/generic/hyph-utf8/patterns/txt.",
            valueName: "folder"))
    var hyphenationPatterns: String?

    @Flag(
        inversion: .prefixedNo,
        help: "includeFontPadding: the first and last lines reach the font's top and bottom (a TextView's default).")
    var fontPadding: Bool?

    @Flag(inversion: .prefixedNo, help: "Fallback fonts make the lines they are drawn on taller (on by default).")
    var fallbackLineSpacing: Bool?

    @Option(parsing: .unconditional, help: "android:lineSpacingMultiplier (default 1).")
    var lineSpacingMultiplier: Double?

    @Option(parsing: .unconditional, help: "android:lineSpacingExtra in dp (default 0).")
    var lineSpacingExtra: Double?

    @Option(
        parsing: .unconditional,
        help: "The line height in dp: a TextView's android:lineHeight, or Compose's lineHeight (LineHeightStyleSpan).")
    var androidLineHeight: Double?

    @Option(help: "Compose's LineHeightStyle alignment: top, center (Material 3's), proportional or bottom.")
    var lineHeightAlignment: ComposeLineHeightStyle.Alignment?

    @Option(help: "Compose's LineHeightStyle trim: none (Material 3's), both, firstLineTop or lastLineBottom.")
    var lineHeightTrim: ComposeLineHeightStyle.Trim?

    @Option(help: "Compose's LineHeightStyle mode: fixed, minimum or tight.")
    var lineHeightMode: ComposeLineHeightStyle.Mode?

    /// Whether any option is given (they need --platform android).
    var isSet: Bool { choices != AndroidLayoutChoices() }

    func validate() throws {
        if let lineSpacingMultiplier, !(lineSpacingMultiplier > 0 && lineSpacingMultiplier <= 100) {
            throw ValidationError("--line-spacing-multiplier must be above 0 and at most 100.")
        }
        if let lineSpacingExtra, !(abs(lineSpacingExtra) <= 10_000) {
            throw ValidationError("--line-spacing-extra must be within ±10000.")
        }
        if let androidLineHeight, !(androidLineHeight > 0 && androidLineHeight <= 10_000) {
            throw ValidationError("--android-line-height must be above 0 and at most 10000.")
        }
    }

    /// The options as layout choices.
    var choices: AndroidLayoutChoices {
        var choices = AndroidLayoutChoices()
        choices.layout = androidLayout
        choices.lineBreak = lineBreak
        choices.breakStrategy = breakStrategy
        choices.lineBreakStyle = lineBreakStyle
        choices.lineBreakWordStyle = lineBreakWordStyle
        choices.hyphenation = hyphenation
        choices.hyphenationPatterns = hyphenationPatterns
        choices.includeFontPadding = fontPadding
        choices.fallbackLineSpacing = fallbackLineSpacing
        choices.lineSpacingMultiplier = lineSpacingMultiplier
        choices.lineSpacingExtra = lineSpacingExtra
        choices.lineHeight = androidLineHeight
        choices.lineHeightAlignment = lineHeightAlignment
        choices.lineHeightTrim = lineHeightTrim
        choices.lineHeightMode = lineHeightMode
        return choices
    }
}

extension AndroidLayout: CaseInsensitiveArgument {}
extension AndroidBreakStrategy: CaseInsensitiveArgument {}
extension ComposeLineBreak: CaseInsensitiveArgument {}
extension AndroidLineBreakStyle: CaseInsensitiveArgument {}
extension AndroidLineBreakWordStyle: CaseInsensitiveArgument {}
extension AndroidHyphenationFrequency: CaseInsensitiveArgument {}
extension ComposeLineHeightStyle.Alignment: CaseInsensitiveArgument {}
extension ComposeLineHeightStyle.Trim: CaseInsensitiveArgument {}
extension ComposeLineHeightStyle.Mode: CaseInsensitiveArgument {}
