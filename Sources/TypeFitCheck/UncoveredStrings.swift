import TypeFitText

/// Strings whose script no font covers, per platform and font package: measured by nobody, so
/// reported once per style (which package would cover them) instead of once per row. Runs of a
/// style's items are counted apart and merged in the style's order.
struct UncoveredStrings: Sendable {
    private struct Entry: Sendable {
        var strings = 0
        var locales = Set<String>()
        var scripts: [String] = []
        var example: String?
    }

    private var entries: [String: Entry] = [:]  // "platform package"

    mutating func record(_ scripts: [String], platform: PlatformID, item: CheckPlan.Item) {
        guard let first = scripts.first else { return }
        let key = "\(platform.rawValue) \(PlatformFallback.debianPackage(for: first))"
        var entry = entries[key, default: Entry()]
        entry.strings += 1
        entry.locales.insert(item.locale)
        for script in scripts where !entry.scripts.contains(script) { entry.scripts.append(script) }
        entry.example = entry.example ?? item.key
        entries[key] = entry
    }

    /// Adds the strings counted after these (`later` covers the items that follow).
    mutating func merge(_ later: UncoveredStrings) {
        for (key, other) in later.entries {
            var entry = entries[key, default: Entry()]
            entry.strings += other.strings
            entry.locales.formUnion(other.locales)
            for script in other.scripts where !entry.scripts.contains(script) { entry.scripts.append(script) }
            entry.example = entry.example ?? other.example
            entries[key] = entry
        }
    }

    /// One failed row per platform and package, in a stable order.
    func rows(style: String, systemFonts: Bool) -> [CheckResult] {
        entries.sorted { $0.key < $1.key }.compactMap { key, entry in
            guard let platform = key.split(separator: " ").first.flatMap({ PlatformID(rawValue: String($0)) })
            else { return nil }
            var row = CheckResult.error(
                style: style,
                CheckWorker.uncoveredReason(
                    scripts: entry.scripts, entry.strings, entry.locales, platform: platform, systemFonts: systemFonts))
            row.platform = platform
            row.key = entry.example ?? "-"
            return row
        }
    }
}
