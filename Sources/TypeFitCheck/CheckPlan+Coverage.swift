import TypeFitCatalogs

/// A style that measures nothing would pass every limit: a false green. The check refuses it
/// as bad input, naming the style and why, unless the style says `optional: true`.
extension CheckPlan {
    /// Why `style` (at `index` in the guide) has no string to measure, in one line.
    static func emptyReason(
        _ style: GuideStyle, index: Int, guide: StyleGuide, strings: [LocalizedString], catalogs: Int
    ) -> String {
        let name = "styles[\(index)] '\(style.name)'"
        let catalogText = "\(catalogs) catalog\(catalogs == 1 ? "" : "s")"
        if !style.keys.isEmpty {
            let globs = "keys [\(style.keys.joined(separator: ", "))]"
            guard catalogs > 0 else {
                return "\(name): \(globs) but the guide names no string catalog (strings: or --strings)"
            }
            let keys = Set(strings.map(\.key))
            let matching = strings.filter { string in style.keys.contains { Glob.matches($0, string.key) } }
            if matching.isEmpty {
                return "\(name): \(globs) match none of the \(keys.count) keys in \(catalogText)"
            }
            return "\(name): \(globs) match \(Set(matching.map(\.key)).count) keys, "
                + localeText(guide, Set(matching.map(\.locale)))
        }
        if style.samples.isEmpty {
            guard catalogs > 0 else {
                return
                    "\(name): no samples, no keys and no string catalog; give strings.samples or a catalog under strings:"
            }
            if strings.isEmpty { return "\(name): no samples or keys, and the \(catalogText) hold no strings" }
            return "\(name): every catalog string, " + localeText(guide, Set(strings.map(\.locale)))
        }
        return "\(name): its samples are in \(guide.baseLocale), " + localeText(guide, [guide.baseLocale])
    }

    private static func localeText(_ guide: StyleGuide, _ found: Set<String>) -> String {
        "but locales [\((guide.locales ?? []).joined(separator: ", "))] match none of their locales (\(found.sorted().joined(separator: ", ")))"
    }
}
