import Foundation
import TypeFitBackend
import TypeFitSupport

/// How often a StaticLayout hyphenates (`Layout.HYPHENATION_FREQUENCY_*`,
/// `android:hyphenationFrequency`): `none` is a TextView's default since Android 10 and Compose's
/// `Hyphens.None`; Compose's `Hyphens.Auto` is `normalFast` on API 33 and later. The `fast` ones
/// measure a hyphenated piece as its characters' widths plus the hyphen's, without shaping it
/// again (`ignoreHyphenKerning`).
package enum AndroidHyphenationFrequency: String, CaseIterable, Hashable, Sendable {
    case none, normal, full, normalFast, fullFast

    /// Whether the break penalty is `normal`'s (four times `full`'s).
    var isNormal: Bool { self == .normal || self == .normalFast }
    var isFast: Bool { self == .normalFast || self == .fullFast }
}

/// The hyphenation patterns Android ships (`/system/usr/hyphen-data/hyph-<locale>.hyb`, compiled
/// from hyph-utf8's), read from hyph-utf8's own text files (`hyph-de-1996.pat.txt` and its
/// `.hyp.txt` exceptions), in the folder a guide names or TeX Live's.
package enum AndroidHyphenationPatterns {
    /// `android_text_Hyphenator.cpp`'s `init()` (Android 15): the locales with patterns and their
    /// minimum prefix and suffix.
    static let locales: [String: (prefix: Int, suffix: Int)] = [
        "af": (1, 1), "as": (2, 2), "be": (2, 2), "bg": (2, 2), "bn": (2, 2), "cs": (2, 2), "cu": (1, 2),
        "cy": (2, 3), "da": (2, 2), "de-1901": (2, 2), "de-1996": (2, 2), "de-ch-1901": (2, 2), "el": (1, 1),
        "en-gb": (2, 3), "en-us": (2, 3), "es": (2, 2), "et": (2, 3), "eu": (2, 2), "fr": (2, 3), "ga": (2, 3),
        "gl": (2, 2), "gu": (2, 2), "hi": (2, 2), "hr": (2, 2), "hu": (2, 2), "hy": (2, 2), "it": (2, 2),
        "ka": (1, 2), "kn": (2, 2), "la": (2, 2), "lt": (2, 2), "lv": (2, 2), "ml": (2, 2), "mn-cyrl": (2, 2),
        "mr": (2, 2), "nb": (2, 2), "nl": (2, 2), "nn": (2, 2), "or": (2, 2), "pa": (2, 2), "pl": (2, 2),
        "pt": (2, 3), "ru": (2, 2), "sk": (2, 2), "sl": (2, 2), "sq": (2, 2), "sv": (1, 2), "ta": (2, 2),
        "te": (2, 2), "tk": (2, 2), "uk": (2, 2), "und-ethi": (1, 1),
    ]

    /// `init()`'s aliases: English falls back to British English except where CLDR's parent is
    /// American, German to the 1996 orthography.
    static let aliases: [String: String] = [
        "en-as": "en-us", "en-gu": "en-us", "en-mh": "en-us", "en-mp": "en-us", "en-pr": "en-us", "en-um": "en-us",
        "en-vi": "en-us", "en": "en-gb", "de": "de-1996", "de-li-1901": "de-ch-1901", "no": "nb", "mn": "mn-cyrl",
        "am": "und-ethi", "byn": "und-ethi", "gez": "und-ethi", "ti": "und-ethi", "wal": "und-ethi",
        "und-beng": "bn", "und-deva": "hi", "und-gujr": "gu", "und-guru": "pa", "und-knda": "kn", "und-mlym": "ml",
        "und-orya": "or", "und-taml": "ta", "und-telu": "te",
    ]

    /// The patterns Android hyphenates `language` with (`HyphenatorMap::lookup`: the whole tag,
    /// then without its script, its region, then the language alone, then its script), nil when
    /// it has none (only hyphens and soft hyphens break).
    package static func locale(for language: String?) -> String? {
        let parts = (language ?? "").lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-")
            .map(String.init)
        guard let first = parts.first, !first.isEmpty else { return nil }
        let script = parts.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        let region = parts.dropFirst().first {
            ($0.count == 2 && $0.allSatisfy(\.isLetter)) || $0.count == 3 && $0.allSatisfy(\.isNumber)
        }
        let variant = parts.dropFirst().first { $0.count >= 4 && $0.first?.isNumber == true }
        let candidates: [[String?]] = [
            [first, script, region, variant], [first, region, variant], [first, variant], [first],
        ]
        var tags = candidates.map { $0.compactMap { $0 }.joined(separator: "-") }
        if let script { tags.append("und-" + script) }
        for tag in tags {
            if locales[tag] != nil { return tag }
            if let target = aliases[tag] { return target }
        }
        return nil
    }

    /// Where TeX Live keeps hyph-utf8's pattern text: Debian's and Ubuntu's texlive packages,
    /// TeX Live's own installer, MacTeX.
    static let texLiveFolders = [
        "/usr/share/texlive/texmf-dist/tex/generic/hyph-utf8/patterns/txt",
        "/Library/TeX/Root/texmf-dist/tex/generic/hyph-utf8/patterns/txt",
    ]

    /// The hyphenator for `language`: Android's patterns for it from `folder` (else
    /// `TYPEFIT_HYPHENATION_PATTERNS`, else TeX Live's folders), or one that only breaks at hyphens
    /// and soft hyphens when Android has no patterns for it. Throws when Android has patterns
    /// that none of the folders holds: measuring without them would break fewer words than a
    /// device does.
    package static func hyphenator(for language: String?, folder: String?) throws(TextBoundaryError)
        -> MinikinHyphenator
    {
        let rules = rules(language)
        guard let locale = locale(for: language), let limits = locales[locale] else {
            // "ca" has rules of its own but no patterns; so have the languages Android lacks.
            return MinikinHyphenator(minPrefix: 2, minSuffix: 2, rules: rules)
        }
        let environment = ProcessInfo.processInfo.environment["TYPEFIT_HYPHENATION_PATTERNS"]
        let folders = folder.map { [$0] } ?? (environment.map { [$0] } ?? texLiveFolders)
        let name = "hyph-" + locale
        for folder in folders {
            let path = folder + "/" + name + ".pat.txt"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do {
                // hyph-utf8's largest pattern file is under 1 MiB.
                let patterns = try readText(path, maximumSize: 8 << 20)
                let exceptionsPath = folder + "/" + name + ".hyp.txt"
                let exceptions =
                    FileManager.default.fileExists(atPath: exceptionsPath)
                    ? try readText(exceptionsPath, maximumSize: 8 << 20) : ""
                return MinikinHyphenator(
                    patterns: patterns, exceptions: exceptions, minPrefix: limits.prefix, minSuffix: limits.suffix,
                    rules: rules)
            } catch {
                throw TextBoundaryError(message: "cannot read hyphenation patterns \(path): \(error)")
            }
        }
        throw TextBoundaryError(
            message:
                "Android hyphenates \(language ?? "this language") with hyph-utf8's \(name) patterns, and there is no "
                + "\(name).pat.txt in \(folders.joined(separator: " or ")): set android.hyphenationPatterns to a "
                + "folder with hyph-utf8's pattern text (TeX Live's tex/generic/hyph-utf8/patterns/txt; Debian: "
                + "texlive-lang-*), or hyphenation: none")
    }

    static func rules(_ language: String?) -> MinikinHyphenator.Rules {
        switch (language ?? "").lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first {
        case "ca": return .catalan
        case "pl": return .polish
        case "sl": return .slovenian
        case "pt": return .portuguese
        default: return .other
        }
    }
}
