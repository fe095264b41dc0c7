import TypeFitReports
import TypeFitSupport
import TypeFitCheck

/// The findings a CI output shows for a check or a diff, worst first within each level.
package struct CIFindings: Sendable {
    package var list: [CIFinding]
    /// Whether findings were left out before this list (more strings than were kept).
    package var cut: Bool
    /// What the list is a part of: "2,405 failing and 88 warned measurements".
    package var totals: String

    /// A check's worst strings, then its failing layout rows and colour pairs (at their guide
    /// lines) and its fonts' findings (at the font files).
    package init(check report: CheckReport, worst: WorstFindings, guide: StyleGuide) {
        let finished = worst.finished
        let guideFile = FileLocation.relative(guide.file, to: guide.folder)
        let styleLines = Dictionary(guide.styles.map { ($0.name, $0.line) }, uniquingKeysWith: { first, _ in first })
        let rowLines = Dictionary(guide.rows.map { ($0.name, $0.line) }, uniquingKeysWith: { first, _ in first })
        var list = finished.errors.map(CIFinding.init) + finished.warnings.map(CIFinding.init)
        for row in report.rows where row.status != .pass {
            list.append(
                CIFinding(
                    row.status, kind: .rows, at: FileLocation(file: guideFile, line: rowLines[row.row] ?? nil),
                    title: "typefit: row \(row.row) does not fit",
                    subject: "row \(row.row) (\(row.locale)) at \(row.category)", reasons: row.reasons,
                    identity: [row.row, row.locale, row.category.description]))
        }
        for pair in report.contrast where pair.status != .pass {
            list.append(
                CIFinding(
                    pair.status, kind: .contrast,
                    at: FileLocation(file: guideFile, line: styleLines[pair.style] ?? nil),
                    title: "typefit: \(pair.style) low contrast",
                    subject: "\(pair.style) on \(pair.theme) at \(pair.category)", reasons: pair.reasons,
                    identity: [pair.style, pair.theme, pair.category.description]))
        }
        list += CIFinding.fontFindings(report, relativeTo: guide.folder)
        self.list = Self.ordered(list)
        cut = finished.cut
        totals =
            "\(compactNumber(Double(worst.failedMeasurements))) failing and \(compactNumber(Double(worst.warnedMeasurements))) warned measurements"
    }

    /// A diff's regressions (errors), new warnings and font changes (warnings); every one of
    /// them is in memory, so none is cut before the output's own limit.
    package init(diff: ReportDiff) {
        var list: [CIFinding] = []
        let changes = diff.changes.filter { $0.isRegression || $0.kinds.contains(.newWarning) }
        for change in changes.sorted(by: { ($0.new?.overflow ?? 0) > ($1.new?.overflow ?? 0) }) {
            guard let row = change.row else { continue }
            var finding = CIFinding(WorstFindings.Finding(row: row, overflow: row.overflow, order: 0))
            finding.level = change.isRegression ? .error : .warning
            finding.title = "typefit \(change.isRegression ? "regression" : "warning"): \(row.style)"
            finding.message =
                "\(change.kinds.map(\.rawValue).joined(separator: ", ")): " + finding.message
                + Self.movement(change)
            list.append(finding)
        }
        for change in diff.verdictChanges where change.isRegression {
            list.append(
                CIFinding(
                    level: .error, kind: .rows, location: nil, title: "typefit regression: \(change.subject)",
                    message:
                        "\(change.subject) at \(change.category)\(change.locale.map { " (\($0))" } ?? ""): \(change.reasons.first ?? "now fails")",
                    identity: [change.subject, change.category.description, change.locale ?? ""]))
        }
        for change in diff.fontChanges {
            list.append(
                CIFinding(
                    level: .warning, kind: .font, location: nil, title: "typefit font change: \(change.style)",
                    message: "\(change.style): \(change.field) \(change.base) → \(change.new)",
                    identity: [change.style, change.field]))
        }
        self.list = list
        cut = false
        totals = "\(diff.regressionCount) regressions and \(diff.changes.count) changed rows"
    }

    /// " (width 210.00 → 231.40, lines 1 → 2)": what moved between the base and the new run.
    static func movement(_ change: ReportDiff.RowChange) -> String {
        guard let base = change.base, let new = change.new else { return change.base == nil ? " (new)" : "" }
        var parts = ["width \(DiffOutput.arrow(base.width, new.width))"]
        if base.lineCount != new.lineCount { parts.append("lines \(base.lineCount) → \(new.lineCount)") }
        return " (\(parts.joined(separator: ", ")))"
    }

    /// Errors, then warnings, then notes; each level in the order given.
    static func ordered(_ list: [CIFinding]) -> [CIFinding] {
        [CIFinding.Level.error, .warning, .note].flatMap { level in list.filter { $0.level == level } }
    }
}
