import TypeFitSupport
import TypeFitText

extension StyleGuideParser {
    /// The keys of Android's layout settings, on the guide's `android` and on a style's.
    static let androidLayoutKeys = [
        "layout", "lineBreak", "breakStrategy", "lineBreakStyle", "lineBreakWordStyle", "hyphenation",
        "includeFontPadding", "fallbackLineSpacing", "lineSpacingMultiplier", "lineSpacingExtra",
        "lineHeight", "lineHeightAlignment", "lineHeightTrim", "lineHeightMode",
    ]

    /// The guide's `android: {scales, layout, breakStrategy, …, hyphenationPatterns}`: the font
    /// scales checked, and how every style is laid out — a style's own `android` keys over the
    /// guide's, key by key, over the chosen layout's defaults (a TextView's unless `layout:
    /// compose`). `hyphenationPatterns` is the folder of hyph-utf8's pattern text, relative to the
    /// guide's.
    static func androidGuideKeys(_ fields: [String: DocumentNode], into guide: inout StyleGuide, baseFolder: String)
        throws(InputError)
    {
        if let node = fields["android"] {
            let android = try node.fields(allowed: ["scales", "hyphenationPatterns"] + androidLayoutKeys)
            if let scales = android["scales"] {
                guide.androidScales = try scales.items().map { item throws(InputError) in try item.positive() }
            }
            guide.androidLayout = try androidChoices(android)
            if let folder = android["hyphenationPatterns"] {
                guide.androidLayout.hyphenationPatterns = absolute(try folder.string(), baseFolder)
            }
        }
        for index in guide.styles.indices {
            guide.styles[index].android =
                guide.androidLayout.overridden(by: guide.styles[index].androidChoices).settings
        }
    }

    /// A style's `android: {layout, breakStrategy, …}`: the keys it sets over the guide's.
    static func androidStyleKeys(_ fields: [String: DocumentNode], into style: inout GuideStyle) throws(InputError) {
        guard let node = fields["android"] else { return }
        style.androidChoices = try androidChoices(try node.fields(allowed: androidLayoutKeys))
    }

    /// The layout keys in `fields`: `layout` (textView, compose), `lineBreak` (Compose's presets:
    /// simple, heading, paragraph), `breakStrategy` (highQuality, simple, balanced),
    /// `lineBreakStyle` (none, loose, normal, strict), `lineBreakWordStyle` (none, phrase),
    /// `hyphenation` (none, normal, full, normalFast, fullFast), `lineHeight` (sp: a TextView's
    /// `android:lineHeight`, Compose's `lineHeight`), Compose's `LineHeightStyle` as
    /// `lineHeightAlignment` (top, center, proportional, bottom), `lineHeightTrim` (none, both,
    /// firstLineTop, lastLineBottom) and `lineHeightMode` (fixed, minimum, tight),
    /// `includeFontPadding` and `fallbackLineSpacing` (true or false), `lineSpacingMultiplier`
    /// (above 0, at most 100) and `lineSpacingExtra` (dp, within ±10000).
    static func androidChoices(_ fields: [String: DocumentNode]) throws(InputError) -> AndroidLayoutChoices {
        var choices = AndroidLayoutChoices()
        if let value = fields["layout"] { choices.layout = try choice(value, AndroidLayout.self) }
        if let value = fields["lineBreak"] { choices.lineBreak = try choice(value, ComposeLineBreak.self) }
        if let value = fields["breakStrategy"] { choices.breakStrategy = try choice(value, AndroidBreakStrategy.self) }
        if let value = fields["lineBreakStyle"] {
            choices.lineBreakStyle = try choice(value, AndroidLineBreakStyle.self)
        }
        if let value = fields["lineBreakWordStyle"] {
            choices.lineBreakWordStyle = try choice(value, AndroidLineBreakWordStyle.self)
        }
        if let value = fields["hyphenation"] {
            choices.hyphenation = try choice(value, AndroidHyphenationFrequency.self)
        }
        if let value = fields["lineHeight"] {
            let lineHeight = try value.positive()
            if lineHeight > 10_000 { throw value.error("a line height of at most 10000 sp") }
            choices.lineHeight = lineHeight
        }
        if let value = fields["lineHeightAlignment"] {
            choices.lineHeightAlignment = try choice(value, ComposeLineHeightStyle.Alignment.self)
        }
        if let value = fields["lineHeightTrim"] {
            choices.lineHeightTrim = try choice(value, ComposeLineHeightStyle.Trim.self)
        }
        if let value = fields["lineHeightMode"] {
            choices.lineHeightMode = try choice(value, ComposeLineHeightStyle.Mode.self)
        }
        if let value = fields["includeFontPadding"] { choices.includeFontPadding = try value.bool() }
        if let value = fields["fallbackLineSpacing"] { choices.fallbackLineSpacing = try value.bool() }
        if let value = fields["lineSpacingMultiplier"] {
            let multiplier = try value.positive()
            if multiplier > 100 { throw value.error("a line spacing multiplier of at most 100") }
            choices.lineSpacingMultiplier = multiplier
        }
        if let value = fields["lineSpacingExtra"] {
            let extra = try value.double()
            if !(abs(extra) <= 10_000) { throw value.error("a line spacing extra within ±10000 dp") }
            choices.lineSpacingExtra = extra
        }
        return choices
    }
}
