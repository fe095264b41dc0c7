/// The Android layout keys a guide, a style or the command line sets, each nil where it is not
/// set: applied over the chosen view's defaults (``settings``), a style's over its guide's.
package struct AndroidLayoutChoices: Hashable, Sendable {
    /// `textView` or `compose`: whose defaults the rest apply over.
    package var layout: AndroidLayout?
    /// A Compose `LineBreak` preset: strategy, strictness and word break at once.
    package var lineBreak: ComposeLineBreak?
    package var breakStrategy: AndroidBreakStrategy?
    package var lineBreakStyle: AndroidLineBreakStyle?
    package var lineBreakWordStyle: AndroidLineBreakWordStyle?
    package var hyphenation: AndroidHyphenationFrequency?
    /// The folder of hyph-utf8's pattern text (a guide's, resolved from the guide's folder).
    package var hyphenationPatterns: String?
    package var includeFontPadding: Bool?
    package var fallbackLineSpacing: Bool?
    package var lineSpacingMultiplier: Double?
    /// In dp.
    package var lineSpacingExtra: Double?
    /// `android:lineHeight` in dp (a TextView's; a guide style's `lineHeight` sets it).
    package var lineHeight: Double?
    /// Compose's `LineHeightStyle`.
    package var lineHeightAlignment: ComposeLineHeightStyle.Alignment?
    package var lineHeightTrim: ComposeLineHeightStyle.Trim?
    package var lineHeightMode: ComposeLineHeightStyle.Mode?

    package init() {}

    /// These choices with `other`'s in place wherever `other` makes one.
    package func overridden(by other: AndroidLayoutChoices?) -> AndroidLayoutChoices {
        guard let other else { return self }
        var merged = self
        merged.layout = other.layout ?? layout
        merged.lineBreak = other.lineBreak ?? lineBreak
        merged.breakStrategy = other.breakStrategy ?? breakStrategy
        merged.lineBreakStyle = other.lineBreakStyle ?? lineBreakStyle
        merged.lineBreakWordStyle = other.lineBreakWordStyle ?? lineBreakWordStyle
        merged.hyphenation = other.hyphenation ?? hyphenation
        merged.hyphenationPatterns = other.hyphenationPatterns ?? hyphenationPatterns
        merged.includeFontPadding = other.includeFontPadding ?? includeFontPadding
        merged.fallbackLineSpacing = other.fallbackLineSpacing ?? fallbackLineSpacing
        merged.lineSpacingMultiplier = other.lineSpacingMultiplier ?? lineSpacingMultiplier
        merged.lineSpacingExtra = other.lineSpacingExtra ?? lineSpacingExtra
        merged.lineHeight = other.lineHeight ?? lineHeight
        merged.lineHeightAlignment = other.lineHeightAlignment ?? lineHeightAlignment
        merged.lineHeightTrim = other.lineHeightTrim ?? lineHeightTrim
        merged.lineHeightMode = other.lineHeightMode ?? lineHeightMode
        return merged
    }

    /// The settings: the layout's defaults (a TextView's unless `compose`), then the `lineBreak`
    /// preset, then each key set.
    package var settings: StaticLayoutSettings {
        var settings = StaticLayoutSettings(layout: layout ?? .textView)
        if let lineBreak { settings.apply(lineBreak) }
        if let breakStrategy { settings.breakStrategy = breakStrategy }
        if let lineBreakStyle { settings.lineBreakConfig.style = lineBreakStyle }
        if let lineBreakWordStyle { settings.lineBreakConfig.wordStyle = lineBreakWordStyle }
        if let hyphenation { settings.lineBreakConfig.hyphenation = hyphenation }
        if let hyphenationPatterns { settings.lineBreakConfig.hyphenationPatterns = hyphenationPatterns }
        if let includeFontPadding { settings.includeFontPadding = includeFontPadding }
        if let fallbackLineSpacing { settings.fallbackLineSpacing = fallbackLineSpacing }
        if let lineSpacingMultiplier { settings.lineSpacingMultiplier = lineSpacingMultiplier }
        if let lineSpacingExtra { settings.lineSpacingExtra = lineSpacingExtra }
        if let lineHeight { settings.lineHeight = lineHeight }
        if let lineHeightAlignment { settings.composeLineHeightStyle.alignment = lineHeightAlignment }
        if let lineHeightTrim { settings.composeLineHeightStyle.trim = lineHeightTrim }
        if let lineHeightMode { settings.composeLineHeightStyle.mode = lineHeightMode }
        return settings
    }
}
