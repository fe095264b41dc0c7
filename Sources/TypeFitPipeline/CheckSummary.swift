import TypeFitReports
import TypeFitText
import TypeFitSupport
import TypeFitCheck

/// The few lines `typefit check` prints on stdout.
package enum CheckSummary {
    package static func render(_ report: CheckReport, written: [String]) -> String {
        var text =
            "typefit check: \(report.totals.measurements) measurements of \(report.fonts.count) style\(report.fonts.count == 1 ? "" : "s"): "
        text += "\(report.failures) failed, \(report.warnings) warnings\n"
        let byStyle = report.totals.failuresByStyle
        for style in report.fonts.map(\.style) {
            let strings = report.stringCounts[style] ?? 0
            text +=
                "  \(style): \(strings) string\(strings == 1 ? "" : "s")"
                + (byStyle[style].map { ", \($0) failed" } ?? "") + "\n"
        }
        for (reason, styles) in report.uncovered.prefix(5) {
            text +=
                "  \(reason) (\(styles.count == report.fonts.count ? "every style" : styles.joined(separator: ", ")))\n"
        }
        for row in orderedUnique(report.rows.map(\.row)) {
            let results = report.rows.filter { $0.row == row }
            let failed = results.filter { $0.status == .fail }.count
            text +=
                "  row \(row): "
                + (RowSummary.earliestSwitch(results).map { "switch to a vertical axis from \($0.rawValue)" }
                    ?? "fits side by side at every size")
            text += failed > 0 ? ", \(failed) failed\n" : "\n"
        }
        for group in ContrastSummary.groups(report.contrast) where !group.passes {
            text +=
                "  contrast \(group.style) in \(group.theme): \(formatted(group.ratio, decimals: 2)):1, \(group.verdict.dropFirst(2))\n"
        }
        if !written.isEmpty { text += "reports: " + written.joined(separator: ", ") + "\n" }
        return text
    }

    /// What the warnings are: each kind with its count and one example, then each font finding
    /// (`--fail-on warning` fails on them: the terminal says which they are).
    package static func warnings(_ report: CheckReport, worst: WorstFindings) -> String {
        var text = ""
        for (kind, count, example) in worst.warningKinds {
            text +=
                "  warning, \(kind.warningWords): \(count) measurement\(count == 1 ? "" : "s"), e.g. \(example.key) (\(example.locale)) in \(example.style) at \(SummaryMarkdown.sizeLabel(example))"
                + (example.reasonTexts.first.map { ": \($0)" } ?? "") + "\n"
        }
        // Each face once, as the warnings count them.
        var faces = Set<String>()
        for font in report.fonts where faces.insert("\(font.path)#\(font.faceIndex)").inserted {
            for finding in font.findings {
                text += "  warning, font \(font.family) \(font.resolvedStyle) (\(font.style)): \(finding)\n"
            }
        }
        return text
    }
}
