import TypeFitSupport
import TypeFitText
import TypeFitCheck

extension SummaryMarkdown {
    /// The rows and contrast sections (empty when the guide has neither).
    static func layoutSections(_ report: CheckReport) -> String {
        var text = ""
        if !report.rows.isEmpty {
            text +=
                "## Layout rows\n\n| row | locale | side by side up to | switch to vertical from | verdict |\n|---|---|---|---|---|\n"
            for row in orderedUnique(report.rows.map(\.row)) {
                for locale in orderedUnique(report.rows.filter { $0.row == row }.map(\.locale)) {
                    let results = report.rows.filter { $0.row == row && $0.locale == locale }
                    text +=
                        "| \(escape(row)) | \(escape(locale)) | \(RowSummary.lastFitting(results).map(shortName) ?? "—") | "
                        + "\(results.first?.switchCategory.map { shortName(.ios($0)) } ?? "never") | \(RowSummary.verdict(results)) |\n"
                }
            }
            text += "\n"
        }
        if !report.contrast.isEmpty {
            text += "## Contrast (WCAG 2.2 \(report.contrast.first?.level.rawValue ?? "AA"))\n\n"
            text += "| style | theme | text on background | ratio | verdict |\n|---|---|---|---:|---|\n"
            for group in ContrastSummary.groups(report.contrast) {
                text +=
                    "| \(escape(group.style)) | \(escape(group.theme)) | \(escape(group.colors)) | \(formatted(group.ratio, decimals: 2)):1 | \(escape(group.verdict)) |\n"
            }
            text += "\n"
        }
        return text
    }
}

/// What a row's results across categories say, for summaries.
package enum RowSummary {
    /// The earliest category (over the locales) at which the row must switch to a vertical axis.
    package static func earliestSwitch(_ results: [RowResult]) -> ContentSizeCategory? {
        results.compactMap(\.switchCategory).min()
    }

    /// The largest category at which the elements still fit side by side.
    package static func lastFitting(_ results: [RowResult]) -> SizeCategory? {
        results.last { $0.horizontalWidth <= $0.containerWidth }?.category
    }

    /// "pass", or the failures and warnings with the first reason.
    package static func verdict(_ results: [RowResult]) -> String {
        let failed = results.filter { $0.status == .fail }
        let warned = results.filter { $0.status == .warn }
        if let first = failed.first {
            return "❌ \(failed.count) failed (\(first.category): \(first.reasons.first?.description ?? ""))"
        }
        if let first = warned.first {
            return "⚠️ \(warned.count) warning\(warned.count == 1 ? "" : "s") (\(first.category))"
        }
        return "✅ pass"
    }
}

/// Contrast results grouped per style and theme, for summaries.
package enum ContrastSummary {
    package struct Group {
        package var style: String
        package var theme: String
        package var colors: String
        package var ratio: Double
        package var verdict: String
        /// The pair at each size, in the report's order.
        package var pairs: [ContrastResult]
        package var passes: Bool { pairs.allSatisfy { $0.status == .pass } }
    }

    package static func groups(_ contrast: [ContrastResult]) -> [Group] {
        var order: [String] = []
        var members: [String: [ContrastResult]] = [:]
        for pair in contrast {
            let key = pair.style + "\u{0}" + pair.theme
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(pair)
        }
        return order.compactMap { key in
            guard let pairs = members[key], let first = pairs.first else { return nil }
            let failing = pairs.filter { $0.status == .fail }
            let verdict: String
            if failing.isEmpty {
                verdict = "✅ pass at every size"
            } else if failing.count == pairs.count {
                verdict = "❌ fails at every size (needs \(compactNumber(first.minimumRatio)):1)"
            } else {
                let passing = pairs.filter { $0.status == .pass }.map(\.category)
                verdict =
                    "❌ fails at \(failing.map { SummaryMarkdown.shortName($0.category) }.joined(separator: ", ")); passes from \(passing.first.map(SummaryMarkdown.shortName) ?? "") as large text"
            }
            return Group(
                style: first.style, theme: first.theme, colors: "\(first.foreground) on \(first.background)",
                ratio: first.ratio, verdict: verdict,
                pairs: pairs)
        }
    }
}
