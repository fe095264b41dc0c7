import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText

/// What a check measures: for each style, its strings (placeholders filled, pseudo-locales
/// added) and its sizes on each platform.
package struct CheckPlan: Sendable {
    /// A string of a style: the ``MeasuredString`` every row measured of it shares (key, locale,
    /// text and where it is written — its catalog file, relative to the guide's folder, and line,
    /// or the guide's style for an inline sample).
    typealias Item = MeasuredString

    package struct Size: Hashable, Sendable {
        package var platform: PlatformID
        package var category: SizeCategory
        package var sizeClass: SizeClass?
        package var pointSize: Double
        /// Points; nil means the font's own under the model.
        package var lineHeight: Double?
        package var model: LineHeightModel
        /// Measured under WCAG 1.4.12's text spacing (``TextSpacing``).
        package var textSpacing = false
        /// The box's width at this size when it is not the style's `maxWidth` (a web box in rem).
        package var maxWidth: Double?
        /// In Flutter, the style's `TextStyle` settings (its height a multiple of the scaled size).
        package var flutter: FlutterTextStyle?

        /// The style's limits at this size.
        @inline(__always)
        package func limits(_ style: GuideStyle) -> GuideStyle.Limits {
            guard let maxWidth else { return style.limits }
            var limits = style.limits
            limits.maxWidth = maxWidth
            return limits
        }
    }

    /// The strings of `style`: inline samples (base locale), then catalog strings whose key
    /// matches one of its globs (all of them when it names neither), then pseudo-locales of the
    /// base-locale ones. Order follows the guide and the catalogs.
    static func items(
        for style: GuideStyle, guide: StyleGuide, strings: [LocalizedString], pseudo: [PseudoLocalization]
    ) -> [Item] {
        let folder = guide.folder
        // The guide is in its folder: its own name is its path from there.
        let guideName = folder.isEmpty ? guide.file : String(guide.file.split(separator: "/").last ?? "")
        let sampleSource = FileLocation(file: guideName, line: style.line)
        var items = style.samples.enumerated().map {
            Item(key: "sample.\($0.offset + 1)", locale: guide.baseLocale, text: $0.element, source: sampleSource)
        }
        let useAll = style.samples.isEmpty && style.keys.isEmpty
        // Catalog paths made relative once per file: rows share the string.
        var relativeFiles: [String: String] = [:]
        for string in strings where useAll || style.keys.contains(where: { Glob.matches($0, string.key) }) {
            let file =
                relativeFiles[string.file]
                ?? {
                    let made = FileLocation.relative(string.file, to: folder)
                    relativeFiles[string.file] = made
                    return made
                }()
            items.append(
                Item(
                    key: string.key, locale: string.locale, text: string.text,
                    source: FileLocation(file: file, line: string.line, column: string.column)))
        }
        if let locales = guide.locales {
            items = items.filter { locales.contains($0.locale) }
        }
        let base = items.filter { $0.locale == guide.baseLocale }
        for mode in pseudo {
            items += base.map {
                Item(
                    key: $0.key, locale: mode.locale(base: guide.baseLocale),
                    text: mode.apply(Placeholders.fill($0.text, with: guide.placeholders)), source: $0.source)
            }
        }
        return items.map { item in
            let filled = Placeholders.fill(item.text, with: guide.placeholders)
            let locale = PseudoLocalization.isPseudo(item.locale) ? guide.baseLocale : item.locale
            return Item(
                key: item.key, locale: item.locale, text: style.textCase?.apply(filled, locale: locale) ?? filled,
                source: item.source)
        }
    }

    /// The sizes of `style` on every platform of the guide (each platform's, ``TextPlatform/sizes(for:guide:)``),
    /// each measured again under text spacing on the platforms the guide asks it of.
    package static func sizes(for style: GuideStyle, guide: StyleGuide) -> [Size] {
        var sizes: [Size] = []
        for platform in style.platforms ?? guide.platforms {
            let plain = platform.rules.sizes(for: style, guide: guide)
            sizes += plain
            if guide.textSpacing.contains(platform) {
                sizes += plain.map { size in
                    var spaced = size
                    spaced.category = .textSpacing(size.category)
                    spaced.textSpacing = true
                    return spaced
                }
            }
        }
        return sizes
    }

    /// The line-height model a style's `lineHeight` names, if it names one.
    static func model(_ spec: LineHeightSpec?) -> LineHeightModel? {
        if case let .font(model)? = spec { return model }
        return nil
    }
}

/// Shell-style globs for string keys: `*` any run, `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

extension Array where Element == CheckPlan.Size {
    /// The size on `platform` at `category` in `sizeClass` (nil when the guide checks one size class).
    package func size(_ platform: PlatformID, _ category: SizeCategory, _ sizeClass: SizeClass?) -> CheckPlan
        .Size?
    {
        first { $0.platform == platform && $0.category == category && $0.sizeClass == sizeClass }
    }
}
