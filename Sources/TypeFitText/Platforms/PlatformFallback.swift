import TypeFitSupport

/// Which font a platform draws a character with when the style's font lacks it — its fallback
/// order by script — mapped to fonts that exist here.
///
/// - iOS: CoreText's cascade list for the system UI font: SF Pro, then a font per script (SF
///   Arabic, SF Hebrew, Thonburi, Kohinoor Devanagari, PingFang SC/TC/HK, Hiragino Sans, Apple SD
///   Gothic Neo, Apple Color Emoji, …). Where Apple's own font is installed (a Mac, with
///   `systemFonts: true`) it draws; elsewhere — Apple's fonts are not on Linux — the Noto family
///   of the same script stands in for it (metrics differ; the reports name both).
/// - Android: the fallback chain of `fonts.xml` (Android 14): Roboto, then Noto per script (the
///   UI variants first), Noto Sans CJK by language, Noto Color Emoji, the Noto symbol fonts.
/// - `generic`: fontconfig's own order near the style's family (`typefit measure`).
///
/// A script a platform has a font for is drawn only by that script's chain: when none of its
/// fonts is installed or in the guide's folders, its characters count as uncovered (the check
/// says once which Debian package would cover them), rather than drawn by whatever font
/// fontconfig sorts first (Noto Sans Mongolian for "。"). Characters of other scripts, and
/// symbols no chain font has, fall back to fontconfig's order.
package enum FallbackPlatform: String, Hashable, Sendable {
    case ios, android, generic

    /// The registry of fallback orders: each platform's chains by script, from its folder; nil
    /// for `generic`.
    var chains: (any FallbackChains)? {
        switch self {
        case .ios: IOSFallback()
        case .android: AndroidFallback()
        case .generic: nil
        }
    }
}

/// One platform's fallback chains by script.
protocol FallbackChains {
    /// The chain for `script` in `language`, or nil: fontconfig's order decides.
    func chain(script: String, language: String?) -> PlatformFallback.Chain?
}

package enum PlatformFallback {
    /// One script's fallback: the platform's own font (for the reports) and the families to try.
    package struct Chain: Hashable, Sendable {
        package var platformFont: String?
        package var families: [String]
        /// Whether the platform's own font is one a Debian package installs (Android's Noto is;
        /// Apple's fonts are not).
        package var platformFontIsPackaged = true

        /// The families a package would install: the chain's, less the platform's own font when
        /// no package has it.
        package var packagedFamilies: [String] {
            platformFontIsPackaged ? families : families.filter { $0 != platformFont }
        }
    }

    /// ISO 15924 code → (iOS font, Noto family): the scripts whose fonts Debian packages.
    static let scripts: [String: (ios: String, noto: String)] = [
        "Arab": ("SF Arabic", "Noto Sans Arabic"), "Hebr": ("SF Hebrew", "Noto Sans Hebrew"),
        "Thai": ("Thonburi", "Noto Sans Thai"), "Laoo": ("Lao Sangam MN", "Noto Sans Lao"),
        "Khmr": ("Khmer Sangam MN", "Noto Sans Khmer"), "Mymr": ("Myanmar Sangam MN", "Noto Sans Myanmar"),
        "Deva": ("Kohinoor Devanagari", "Noto Sans Devanagari"), "Beng": ("Kohinoor Bangla", "Noto Sans Bengali"),
        "Gujr": ("Kohinoor Gujarati", "Noto Sans Gujarati"), "Guru": ("Mukta Mahee", "Noto Sans Gurmukhi"),
        "Taml": ("Tamil Sangam MN", "Noto Sans Tamil"), "Telu": ("Kohinoor Telugu", "Noto Sans Telugu"),
        "Knda": ("Kannada Sangam MN", "Noto Sans Kannada"), "Mlym": ("Malayalam Sangam MN", "Noto Sans Malayalam"),
        "Orya": ("Oriya Sangam MN", "Noto Sans Oriya"), "Sinh": ("Sinhala Sangam MN", "Noto Sans Sinhala"),
        "Armn": ("Arial Armenian", "Noto Sans Armenian"), "Geor": ("Noto Sans Georgian", "Noto Sans Georgian"),
        "Ethi": ("Kefa", "Noto Sans Ethiopic"), "Thaa": ("Noto Sans Thaana", "Noto Sans Thaana"),
        "Tibt": ("Kailasa", "Noto Serif Tibetan"),
    ]

    /// CJK: (iOS font, Noto Sans CJK region) by language.
    static func cjk(_ language: String?) -> (ios: String, noto: String) {
        let tag = LocaleTag.canonical(language ?? "")
        if tag.hasPrefix("ja") { return ("Hiragino Sans", "Noto Sans CJK JP") }
        if tag.hasPrefix("ko") { return ("Apple SD Gothic Neo", "Noto Sans CJK KR") }
        if tag.hasPrefix("zh-Hant-HK") || tag.hasPrefix("zh-HK") || tag.hasPrefix("yue") {
            return ("PingFang HK", "Noto Sans CJK HK")
        }
        if tag.hasPrefix("zh-Hant") || tag.hasPrefix("zh-TW") || tag.hasPrefix("zh-MO") {
            return ("PingFang TC", "Noto Sans CJK TC")
        }
        return ("PingFang SC", "Noto Sans CJK SC")
    }

    static let cjkScripts: Set<String> = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

    /// The chain for `script` (ISO 15924; "Zsye" for emoji, "Zyyy" for symbols and punctuation)
    /// in `language`, or nil: fontconfig's order decides.
    package static func chain(script: String, language: String?, platform: FallbackPlatform) -> Chain? {
        platform.chains?.chain(script: script, language: language)
    }

    /// The region of a CJK script in `language`: Hangul is Korean, kana Japanese, Han by language.
    static func cjkRegion(_ script: String, language: String?) -> (ios: String, noto: String) {
        script == "Hang" ? cjk("ko") : (script == "Hira" || script == "Kana") ? cjk("ja") : cjk(language)
    }

    /// The scripts whose chains are the platform's sans serif for Latin, Greek and Cyrillic.
    static let latinScripts: Set<String> = ["Latn", "Grek", "Cyrl"]

    /// Whether uncovered characters of `script` are worth one message naming a package.
    static func isPackaged(_ script: String) -> Bool {
        scripts[script] != nil || cjkScripts.contains(script) || script == "Zsye"
    }

    /// The Debian package with fonts for `script`.
    package static func debianPackage(for script: String) -> String {
        if cjkScripts.contains(script) { return "fonts-noto-cjk" }
        if script == "Zsye" { return "fonts-noto-color-emoji" }
        return "fonts-noto-core"
    }

    /// "Han", "Thai", "emoji": for messages.
    package static func scriptName(_ code: String) -> String {
        let names = [
            "Hani": "Han (CJK)", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Bopo": "Bopomofo",
            "Arab": "Arabic", "Hebr": "Hebrew", "Thai": "Thai", "Laoo": "Lao", "Khmr": "Khmer", "Mymr": "Myanmar",
            "Deva": "Devanagari", "Beng": "Bengali", "Gujr": "Gujarati", "Guru": "Gurmukhi", "Taml": "Tamil",
            "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Orya": "Odia", "Sinh": "Sinhala",
            "Armn": "Armenian", "Geor": "Georgian", "Ethi": "Ethiopic", "Thaa": "Thaana", "Tibt": "Tibetan",
            "Zsye": "emoji",
        ]
        return names[code] ?? code
    }
}
