/// Which Android view lays the text out. Both go through `android.text.StaticLayout` and Minikin
/// (Android 15); they differ in what they set on the builder (``StaticLayoutSettings/init(layout:)``).
package enum AndroidLayout: String, Hashable, Sendable, CaseIterable {
    /// A `TextView` (views, XML layouts).
    case textView
    /// Jetpack Compose's `Text` (`AndroidParagraph` → `TextLayout` → `StaticLayout`).
    case compose
}

/// `Layout.BREAK_STRATEGY_*`: how Minikin breaks a paragraph into lines (``MinikinLineBreaker``).
package enum AndroidBreakStrategy: String, Hashable, Sendable, CaseIterable {
    /// Greedy: each line takes what fits (`EditText`, `StaticLayout.Builder` and Compose's default).
    case simple
    /// Optimal over the whole paragraph (a `TextView`'s default).
    case highQuality
    /// Optimal, with the last line as even as the others.
    case balanced
}

/// `LineBreakConfig.LINE_BREAK_STYLE_*` (API 33, `android:lineBreakStyle`): the strictness of
/// ICU's line-break rules Minikin asks for — the `lb` key of the locale it opens ICU's line
/// iterator with (Minikin `Locale::getStringWithLineBreakOption`); `none` asks for ICU's default.
package enum AndroidLineBreakStyle: String, Hashable, Sendable, CaseIterable {
    case none, loose, normal, strict
}

/// `LineBreakConfig.LINE_BREAK_WORD_STYLE_*` (API 33, `android:lineBreakWordStyle`): `phrase`
/// keeps Japanese (and Korean) phrases whole — the `lw` key of ICU's locale.
package enum AndroidLineBreakWordStyle: String, Hashable, Sendable, CaseIterable {
    case none, phrase
}

/// Compose's `LineBreak` presets (`androidx.compose.ui.text.style.LineBreak`): a break strategy,
/// a strictness and a word break together.
package enum ComposeLineBreak: String, Hashable, Sendable, CaseIterable {
    /// `Strategy.Simple`, `Strictness.Normal`, `WordBreak.Default` — what `Text` resolves an
    /// unspecified `lineBreak` to (`resolveParagraphStyleDefaults`).
    case simple
    /// `Strategy.Balanced`, `Strictness.Loose`, `WordBreak.Phrase`: titles.
    case heading
    /// `Strategy.HighQuality`, `Strictness.Strict`, `WordBreak.Default`: long text.
    case paragraph
}

/// What Minikin breaks words with: ICU's line-break tailoring it opens its line iterator with
/// (`LineBreakConfig`), and the hyphenation StaticLayout asks for.
package struct AndroidLineBreakConfig: Hashable, Sendable {
    package var style: AndroidLineBreakStyle = .none
    package var wordStyle: AndroidLineBreakWordStyle = .none
    /// `setHyphenationFrequency`: `none` is a TextView's default (Android 10 and later).
    package var hyphenation: AndroidHyphenationFrequency = .none
    /// The folder with hyph-utf8's pattern text (``AndroidHyphenationPatterns``); nil: the
    /// `TYPEFIT_HYPHENATION_PATTERNS` environment variable, else TeX Live's.
    package var hyphenationPatterns: String?

    package init(style: AndroidLineBreakStyle = .none, wordStyle: AndroidLineBreakWordStyle = .none) {
        self.style = style
        self.wordStyle = wordStyle
    }

    /// The ICU locale keywords of the tailoring ("@lb=normal", "@lb=loose;lw=phrase", "" for none),
    /// as Minikin's `-u-lb-…-lw-…` extension reaches ICU.
    package var icuKeywords: String {
        var keywords: [String] = []
        if style != .none { keywords.append("lb=" + style.rawValue) }
        if wordStyle != .none { keywords.append("lw=" + wordStyle.rawValue) }
        return keywords.isEmpty ? "" : "@" + keywords.joined(separator: ";")
    }
}

/// How an Android view lays its text out with `android.text.StaticLayout` (Android 15): what a
/// `TextView` or a Compose `Text` sets on its builder.
package struct StaticLayoutSettings: Hashable, Sendable {
    /// The view whose defaults these started from.
    package var layout: AndroidLayout
    /// `setBreakStrategy`: a TextView breaks `highQuality`; StaticLayout's own default is `simple`.
    package var breakStrategy: AndroidBreakStrategy = .highQuality
    /// `setLineBreakConfig`: ICU's strictness and phrase breaking.
    package var lineBreakConfig = AndroidLineBreakConfig()
    /// `setIncludePad` (`android:includeFontPadding`): the first line reaches up to the font's
    /// `top`, the last down to its `bottom` (the head table's glyph bounds).
    package var includeFontPadding = true
    /// `setUseLineSpacingFromFallbacks` (on for apps targeting API 28 and later, and in Compose):
    /// a line grows to the ascent and descent of the fallback fonts drawn on it.
    package var fallbackLineSpacing = true
    /// `setLineSpacing(add, mult)` (`android:lineSpacingMultiplier`, `lineSpacingExtra` in px):
    /// every line but the last grows by `(descent − ascent) × (mult − 1) + add`, rounded.
    package var lineSpacingMultiplier = 1.0
    package var lineSpacingExtra = 0.0
    /// `android:lineHeight` in px (a TextView's, `TextView.setLineHeightPx`): in place of the
    /// multiplier and extra, the extra `lineHeight − fontHeight` (the paint's rounded descent −
    /// ascent + leading) at multiplier 1 — every line but the last is `lineHeight` tall, give or
    /// take StaticLayout's rounding. With `compose`, Compose's `lineHeight`: a
    /// `LineHeightStyleSpan` in `composeLineHeightStyle` sets every line's ascent and descent.
    package var lineHeight: Double?
    /// How Compose places a `lineHeight` (Material 3's `DefaultLineHeightStyle` by default).
    package var composeLineHeightStyle = ComposeLineHeightStyle()

    /// A TextView's settings in an app targeting the current SDK: high-quality breaking, ICU's
    /// default rules, font padding and fallback line spacing on (`TextView`'s constructor).
    package init() { self.init(layout: .textView) }

    /// The settings `layout` uses by default.
    ///
    /// Compose's are androidx `compose.ui:ui-text`'s as on androidx's main branch
    /// (`AndroidParagraph.android.kt` at 0037531, read November 2026): `LineBreak.Simple`
    /// (`resolveParagraphStyleDefaults`: the greedy breaker and ICU's `normal` strictness),
    /// `Hyphens.None`, `includeFontPadding` false (`DefaultIncludeFontPadding`; true before Compose
    /// UI 1.5), fallback line spacing on, multiplier 1, extra 0. `TextLayout`'s own top and bottom
    /// paddings apply only where fallback line spacing does not (below API 28): none is added.
    package init(layout: AndroidLayout) {
        self.layout = layout
        if layout == .compose {
            includeFontPadding = false
            apply(.simple)
        }
    }

    /// Sets the break strategy, strictness and word break of a Compose `LineBreak` preset.
    package mutating func apply(_ preset: ComposeLineBreak) {
        switch preset {
        case .simple:
            breakStrategy = .simple
            lineBreakConfig = AndroidLineBreakConfig(style: .normal)
        case .heading:
            breakStrategy = .balanced
            lineBreakConfig = AndroidLineBreakConfig(style: .loose, wordStyle: .phrase)
        case .paragraph:
            breakStrategy = .highQuality
            lineBreakConfig = AndroidLineBreakConfig(style: .strict)
        }
    }

    /// One line naming the settings: "textView (highQuality breaking, font padding on, fallback
    /// line spacing on)".
    package var summary: String {
        var parts = ["\(breakStrategy.rawValue) breaking"]
        if lineBreakConfig.style != .none { parts.append("line-break style \(lineBreakConfig.style.rawValue)") }
        if lineBreakConfig.wordStyle != .none { parts.append("word style \(lineBreakConfig.wordStyle.rawValue)") }
        if lineBreakConfig.hyphenation != .none { parts.append("hyphenation \(lineBreakConfig.hyphenation.rawValue)") }
        parts.append("font padding \(includeFontPadding ? "on" : "off")")
        parts.append("fallback line spacing \(fallbackLineSpacing ? "on" : "off")")
        if lineSpacingMultiplier != 1 { parts.append("line spacing × \(lineSpacingMultiplier)") }
        if lineSpacingExtra != 0 { parts.append("line spacing + \(lineSpacingExtra) dp") }
        if let lineHeight, layout == .textView { parts.append("lineHeight \(lineHeight) dp") }
        if let lineHeight, layout == .compose {
            let style = composeLineHeightStyle
            parts.append(
                "lineHeight \(lineHeight) dp (\(style.alignment.rawValue), trim \(style.trim.rawValue), \(style.mode.rawValue))"
            )
        }
        return "\(layout.rawValue) (" + parts.joined(separator: ", ") + ")"
    }
}
