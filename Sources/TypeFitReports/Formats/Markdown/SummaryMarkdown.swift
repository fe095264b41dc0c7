import TypeFitSupport
import TypeFitText
import TypeFitCheck

/// `summary.md` for a pull request or a CI job summary (GitHub-flavoured Markdown): totals, the
/// worst offenders per style, a style × category grid of failures, and the font findings.
package enum SummaryMarkdown {
    /// summary.md in a check's reports: made from the finished report alone (``ReportFileFormat/readsRows``).
    package final class Sink: ReportSink {
        package init() {}

        package func start(_ head: CheckReport) throws {}
        package func add(_ results: [CheckResult]) throws {}
        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            [.text(name: ReportFileFormat.markdown.fileName, text: SummaryMarkdown.render(report))]
        }
    }

    /// summary.md of `report`. It needs no rows: what it shows of the measurements is in the
    /// report's ``ResultTotals/tally``, gathered by the measuring tasks.
    package static func render(_ report: CheckReport) -> String {
        let tally = report.totals.tally
        let failures = report.failures
        var text = "# typefit check\n\n"
        text += failures == 0 ? "✅ **No failures**" : "❌ **\(failures) failure\(failures == 1 ? "" : "s")**"
        text +=
            " · \(report.warningText) · \(report.totals.measurements) measurements · \(report.fonts.count) style\(report.fonts.count == 1 ? "" : "s")\n\n"

        let styles = report.fonts.map(\.style)
        if report.totals.measurements > 0 { text += failureTables(report) }

        let uncovered = report.uncovered
        if !uncovered.isEmpty {
            text += "## Not measured: no font for these scripts\n\n"
            for (reason, styles) in uncovered.prefix(CommentBudget.sectionItems) {
                text +=
                    "- \(escape(String(reason.dropFirst("not measured: ".count)))) — \(styles.count == report.fonts.count ? "every style" : escape(styles.joined(separator: ", ")))\n"
            }
            text += "\n"
        }

        if report.totals.failedMeasurements > 0 {
            let sizeClasses = tally.sizeClasses.count > 1
            text +=
                "## Worst offenders\n\n| style | size |" + (sizeClasses ? " size class |" : "")
                + " key | locale | text | problem |\n"
            text += "|---|---|" + (sizeClasses ? "---|" : "") + "---|---|---|---|\n"
            for style in styles.prefix(CommentBudget.sectionItems) {
                // The worst row of each string, then the worst strings: one string is not listed at three sizes.
                for row in tally.offenders(of: style) {
                    text +=
                        "| \(escape(row.style)) | \(sizeLabel(row)) |"
                        + (sizeClasses ? " \(row.sizeClass?.rawValue ?? "") |" : "")
                    text +=
                        " `\(escape(shortKey(row.key)))` | \(row.locale) | \(escape(clip(row.text))) | \(escape(row.reasons.first?.description ?? "")) |\n"
                }
            }
            text += "\n"
        }

        text += layoutSections(report)

        // One block per face, naming the styles that use it.
        let faces = orderedUnique(report.fonts.filter { !$0.findings.isEmpty }.map { "\($0.path)#\($0.faceIndex)" })
        if !faces.isEmpty {
            text += "## Font findings\n\n"
            for face in faces {
                let users = report.fonts.filter { "\($0.path)#\($0.faceIndex)" == face }
                guard let font = users.first else { continue }
                let styles = users.map { escape($0.style) }.joined(separator: ", ")
                for finding in font.findings {
                    text +=
                        "- **\(escape(font.family)) \(escape(font.resolvedStyle))** (\(styles)): \(escape(finding.description))\n"
                }
            }
            text += "\n"
        }
        if !report.notes.isEmpty {
            text +=
                "## Notes\n\n" + report.notes.prefix(CommentBudget.sectionItems).map { "- \(escape($0))\n" }.joined()
            text += CommentBudget.more(report.notes.count, shown: CommentBudget.sectionItems, in: "report.json") + "\n"
        }
        text = CommentBudget.fit(
            text,
            pointer: "_Cut to fit a pull-request comment: every row is in report.csv, report.json and report.html._")
        text +=
            "<sub>typefit \(report.versions.typefit) · FreeType \(report.versions.freetype) · HarfBuzz \(report.versions.harfbuzz) · ICU \(report.versions.icu)"
            + scalingModels(report).map { " · \($0)" }.joined() + "</sub>\n"
        return text
    }

    /// "Failures by style and size": a table per platform, its steps as columns and the styles it
    /// measured as rows; then the failures no size could measure (a font refused, a script no font
    /// covers) in one line.
    static func failureTables(_ report: CheckReport) -> String {
        let tally = report.totals.tally
        let styles = report.fonts.map(\.style)
        var text = "## Failures by style and size\n\n"
        let platforms = orderedUnique(tally.categories.compactMap(\.platform))
        for platform in platforms {
            let categories = tally.categories.filter { $0.platform == platform }
            if platforms.count > 1 { text += "### \(platform.rules.title) · \(platform.rules.axisName)\n\n" }
            text += "| style | strings | " + categories.map(\.shortName).joined(separator: " | ") + " |\n"
            text += "|---|---:|" + categories.map { _ in "---:" }.joined(separator: "|") + "|\n"
            for style in styles where tally.measured(style, on: platform) {
                text +=
                    "| \(escape(style)) | \(report.stringCounts[style] ?? 0) | "
                    + categories.map { category in
                        let count = tally.failures(style: style, category: category)
                        return count == 0 ? "·" : "**\(count)**"
                    }.joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }
        let unmeasured = styles.compactMap { style -> String? in
            let count = tally.failures(style: style, category: .every)
            return count == 0 ? nil : "\(escape(style)) **\(count)**"
        }
        if !unmeasured.isEmpty { text += "Not measured at any size: \(unmeasured.joined(separator: ", ")).\n\n" }
        return text
    }

    /// The scaling model of each platform the check measured (an Android-only check names
    /// Android's, not iOS's).
    static func scalingModels(_ report: CheckReport) -> [String] {
        let measured = Set(report.totals.tally.categories.compactMap(\.platform))
        return PlatformID.allCases.filter(measured.contains).compactMap { platform in
            let rules = platform.rules
            return report.models[rules.scalingModelKey].map { "\(rules.scalingModelCaption): \($0)" }
        }
    }

    /// "AX5 53.0 pt" on iOS; "font scale 2 · 28.0 dp" on Android, whose sizes are sp scaled to dp;
    /// "text size 200% · 34.0 px" on the web; "text scale android:2 · 28.0 px" in Flutter.
    package static func sizeLabel(_ row: CheckResult) -> String {
        if row.category == .every { return "every size" }
        return row.platform.rules.sizeLabel(row.category, pointSize: row.pointSize)
    }

    static func shortName(_ category: SizeCategory) -> String { category.shortName }

    /// A key for a table cell: `.xcstrings` keys are often the whole English sentence, so long
    /// ones are shortened in the middle (the full key is in report.csv and report.json).
    static func shortKey(_ key: String) -> String {
        guard key.count > 48 else { return key }
        return String(key.prefix(30)) + "…" + String(key.suffix(17))
    }

    static func clip(_ text: String) -> String { oneLine(text, atMost: 60) }

    /// Escapes Markdown table syntax.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
