import TypeFitCheck
import TypeFitSupport
import TypeFitText

extension ReportDiff {
    /// A layout row's or a contrast pair's verdict that changed between two runs (or a row whose
    /// switch category moved).
    package struct VerdictChange: Hashable, Sendable {
        /// "row Settings cell" or "contrast Button (dark)".
        package var subject: String
        package var category: SizeCategory
        /// The locale of a row; nil for contrast.
        package var locale: String?
        package var base: CheckStatus?
        package var new: CheckStatus?
        /// What was measured before and after ("↔ 258.06 pt, switch from accessibility2", "4.02:1").
        package var before: String
        package var after: String
        /// The new run's reasons.
        package var reasons: [String]
        package var kinds: [Kind]
        package var isRegression: Bool { kinds.contains(.newFailure) }
    }

    /// Rows and contrast pairs compared by row, category and locale, or by style, theme, platform
    /// and category: status changes, and rows whose switch category moved.
    static func verdictChanges(base: ReportFile, new: ReportFile) -> [VerdictChange] {
        var changes: [VerdictChange] = []
        func kinds(_ old: CheckStatus?, _ now: CheckStatus?) -> [Kind] {
            switch (old, now) {
            case (nil, let now?): return now == .fail ? [.added, .newFailure] : [.added]
            case (_?, nil): return [.removed]
            case let (old?, now?):
                if now == .fail && old != .fail { return [.newFailure] }
                if old == .fail && now != .fail { return [.fixed] }
                if now == .warn && old == .pass { return [.newWarning] }
                return []
            default: return []
            }
        }
        func rowText(_ row: ReportFile.LayoutRow?) -> String {
            guard let row else { return "–" }
            let size =
                row.axis == "vertical"
                ? "↕ \(formatted(row.verticalHeight, decimals: 2)) pt"
                : "↔ \(formatted(row.horizontalWidth, decimals: 2)) pt"
            return size + ", switch from \(row.switchCategory?.rawValue ?? "never")"
        }
        let baseRows = Dictionary(
            (base.rows ?? []).map { ("\($0.row)\u{1F}\($0.category)\u{1F}\($0.locale)", $0) },
            uniquingKeysWith: { a, _ in a })
        var seen = Set<String>()
        for row in new.rows ?? [] {
            let key = "\(row.row)\u{1F}\(row.category)\u{1F}\(row.locale)"
            seen.insert(key)
            let old = baseRows[key]
            var found = kinds(old?.status, row.status)
            if let old, let earlier = ContentSizeCategory.moved(old.switchCategory, row.switchCategory) {
                found.append(earlier ? .switchesEarlier : .switchesLater)
            }
            guard !found.isEmpty else { continue }
            changes.append(
                VerdictChange(
                    subject: "row \(row.row)", category: row.category, locale: row.locale, base: old?.status,
                    new: row.status,
                    before: rowText(old), after: rowText(row), reasons: row.reasons, kinds: found))
        }
        for (key, row) in baseRows where !seen.contains(key) {
            changes.append(
                VerdictChange(
                    subject: "row \(row.row)", category: row.category, locale: row.locale, base: row.status, new: nil,
                    before: rowText(row), after: "–", reasons: [], kinds: [.removed]))
        }
        let basePairs = Dictionary(
            (base.contrast ?? []).map { ("\($0.style)\u{1F}\($0.theme)\u{1F}\($0.platform)\u{1F}\($0.category)", $0) },
            uniquingKeysWith: { a, _ in a })
        for pair in new.contrast ?? [] {
            let old = basePairs["\(pair.style)\u{1F}\(pair.theme)\u{1F}\(pair.platform)\u{1F}\(pair.category)"]
            let found = kinds(old?.status, pair.status)
            guard !found.isEmpty else { continue }
            changes.append(
                VerdictChange(
                    subject: "contrast \(pair.style) (\(pair.theme))", category: pair.category, locale: nil,
                    base: old?.status, new: pair.status,
                    before: old.map { "\(formatted($0.ratio, decimals: 2)):1" } ?? "–",
                    after: "\(formatted(pair.ratio, decimals: 2)):1",
                    reasons: pair.reasons, kinds: found))
        }
        // Regressions first, then fixes, then the rest; stable otherwise.
        let rank: (VerdictChange) -> Int = { $0.isRegression ? 0 : $0.kinds.contains(.fixed) ? 1 : 2 }
        return changes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }
}

extension ContentSizeCategory {
    /// Whether a switch category moved earlier (true) or later (false); nil when it did not move.
    /// "never" (nil) counts as after every category.
    static func moved(_ before: ContentSizeCategory?, _ after: ContentSizeCategory?) -> Bool? {
        switch (before, after) {
        case let (a?, b?): return a == b ? nil : b < a
        case (nil, _?): return true
        case (_?, nil): return false
        case (nil, nil): return nil
        }
    }
}
