import TypeFitSupport
import TypeFitText
import TypeFitCheck

/// `summary.md` for a pull request or a CI job summary (GitHub-flavoured Markdown): totals, the
/// worst offenders per style, a style × category grid of failures, and the font findings.
public enum SummaryMarkdown {
    /// At most this many offenders are listed per style.
    public static let offendersPerStyle = 3

    public static func render(_ report: CheckReport) -> String {
        var tally = Tally()
        tally.add(report.results)
        return render(report, tally)
    }

    /// What summary.md needs of the measurements, gathered as they pass: the categories in order,
    /// failures per style and category, and each style's worst offenders (at most
    /// ``offendersPerStyle`` strings each, so it does not grow with the rows).
    struct Tally {
        /// The categories in the order met.
        var categories: [SizeCategory] { seenCategories.elements }
        /// A style at a size.
        struct Cell: Hashable {
            var style: String
            var category: SizeCategory
        }
        var sizeClasses = Set<SizeClass>()
        var offenders: [String: [Offender]] = [:]
        private var order = 0
        private var seenCategories = FirstSeen<SizeCategory>()
        /// The styles with failures, and per style its failures per category (by place in
        /// `categories`): counted without hashing a style and a category per failed row.
        private var failingStyles = FirstSeen<String>()
        private var failureCounts: [[Int]] = []
        private var lastSizeClass: SizeClass?

        /// Failures per style and category.
        var failures: [Cell: Int] {
            var cells: [Cell: Int] = [:]
            for (style, counts) in zip(failingStyles.elements, failureCounts) {
                for (index, count) in counts.enumerated() where count > 0 { cells[Cell(style: style, category: categories[index])] = count }
            }
            return cells
        }

        /// A failed measurement among its style's worst: the worst row of its string so far.
        struct Offender {
            var row: CheckResult
            var overflow: Double
            var order: Int

            func isWorse(than other: Offender) -> Bool {
                overflow != other.overflow ? overflow > other.overflow : order < other.order
            }
        }

        mutating func add(_ results: [CheckResult]) {
            results.forEachInPlace { add($0) }
        }

        private mutating func add(_ row: UnsafePointer<CheckResult>) {
            order += 1
            let category = seenCategories.index(of: row.pointee.category)
            if let sizeClass = row.pointee.sizeClass, sizeClass != lastSizeClass {
                sizeClasses.insert(sizeClass)
                lastSizeClass = sizeClass
            }
            guard row.pointee.status == .fail else { return }
            let style = failingStyles.index(of: row.pointee.style)
            if style == failureCounts.count { failureCounts.append([]) }
            if failureCounts[style].count <= category {
                failureCounts[style] += Array(repeating: 0, count: category + 1 - failureCounts[style].count)
            }
            failureCounts[style][category] += 1
            offer(row, overflow: overflow(row.pointee), order: order)
        }

        /// Keeps the worst rows of the `offendersPerStyle` worst strings: the same as sorting all
        /// failures by overflow (first measured first among equals) and keeping each string's first.
        /// A row that cannot be kept is left where it lies (no copy of its strings), and the kept
        /// rows are changed in place.
        private mutating func offer(_ row: UnsafePointer<CheckResult>, overflow: Double, order: Int) {
            if let kept = offenders[row.pointee.style], kept.count == offendersPerStyle, let last = kept.last,
               !(overflow != last.overflow ? overflow > last.overflow : order < last.order) {
                var seen = false
                for other in kept where other.row.key == row.pointee.key && other.row.locale == row.pointee.locale { seen = true }
                if !seen { return }
            }
            let candidate = Offender(row: row.pointee, overflow: overflow, order: order)
            Self.place(candidate, in: &offenders[candidate.row.style, default: []])
        }

        private static func place(_ candidate: Offender, in kept: inout [Offender]) {
            if let same = kept.firstIndex(where: { $0.row.key == candidate.row.key && $0.row.locale == candidate.row.locale }) {
                guard candidate.isWorse(than: kept[same]) else { return }
                kept.remove(at: same)
            } else if kept.count == offendersPerStyle, let last = kept.last, !candidate.isWorse(than: last) {
                return
            }
            kept.insert(candidate, at: kept.firstIndex { candidate.isWorse(than: $0) } ?? kept.count)
            if kept.count > offendersPerStyle { kept.removeLast() }
        }
    }

    /// summary.md as the check streams: a ``Tally`` of the measurements, rendered at the end.
    final class Sink: ReportSink {
        private var tally = Tally()

        func start(_ head: CheckReport) throws {}

        func add(_ results: [CheckResult]) throws {
            tally.add(results)
        }

        func finish(_ report: CheckReport) throws -> [ReportWriter.Rendered] {
            [.text(name: ReportFormat.markdown.fileName, text: SummaryMarkdown.render(report, tally))]
        }
    }

    static func render(_ report: CheckReport, _ tally: Tally) -> String {
        let failures = report.failures
        var text = "# typefit check\n\n"
        text += failures == 0 ? "✅ **No failures**" : "❌ **\(failures) failure\(failures == 1 ? "" : "s")**"
        text += " · \(report.warningText) · \(report.totals.measurements) measurements · \(report.fonts.count) style\(report.fonts.count == 1 ? "" : "s")\n\n"

        let styles = report.fonts.map(\.style)
        let categories = tally.categories
        if report.totals.measurements > 0 {
            text += "## Failures by style and size\n\n"
            text += "| style | strings | " + categories.map(shortName).joined(separator: " | ") + " |\n"
            text += "|---|---:|" + categories.map { _ in "---:" }.joined(separator: "|") + "|\n"
            let counts = tally.failures
            for style in styles {
                text += "| \(escape(style)) | \(report.stringCounts[style] ?? 0) | " + categories.map { category in
                    let count = counts[Tally.Cell(style: style, category: category)] ?? 0
                    return count == 0 ? "·" : "**\(count)**"
                }.joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }

        let uncovered = report.uncovered
        if !uncovered.isEmpty {
            text += "## Not measured: no font for these scripts\n\n"
            for (reason, styles) in uncovered.prefix(CommentBudget.sectionItems) {
                text += "- \(escape(String(reason.dropFirst("not measured: ".count)))) — \(styles.count == report.fonts.count ? "every style" : escape(styles.joined(separator: ", ")))\n"
            }
            text += "\n"
        }

        if report.totals.failures > 0 {
            let sizeClasses = tally.sizeClasses.count > 1
            text += "## Worst offenders\n\n| style | size |" + (sizeClasses ? " size class |" : "") + " key | locale | text | problem |\n"
            text += "|---|---|" + (sizeClasses ? "---|" : "") + "---|---|---|---|\n"
            for style in styles.prefix(CommentBudget.sectionItems) {
                // The worst row of each string, then the worst strings: one string is not listed at three sizes.
                for row in (tally.offenders[style] ?? []).map(\.row) {
                    text += "| \(escape(row.style)) | \(sizeLabel(row)) |" + (sizeClasses ? " \(row.sizeClass?.rawValue ?? "") |" : "")
                    text += " `\(escape(shortKey(row.key)))` | \(row.locale) | \(escape(clip(row.text))) | \(escape(row.reasons.first?.description ?? "")) |\n"
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
                    text += "- **\(escape(font.family)) \(escape(font.resolvedStyle))** (\(styles)): \(escape(finding.description))\n"
                }
            }
            text += "\n"
        }
        if !report.notes.isEmpty {
            text += "## Notes\n\n" + report.notes.prefix(CommentBudget.sectionItems).map { "- \(escape($0))\n" }.joined()
            text += CommentBudget.more(report.notes.count, shown: CommentBudget.sectionItems, in: "report.json") + "\n"
        }
        text = CommentBudget.fit(text, pointer: "_Cut to fit a pull-request comment: every row is in report.csv, report.json and report.html._")
        text += "<sub>typefit \(report.versions.typefit) · FreeType \(report.versions.freetype) · HarfBuzz \(report.versions.harfbuzz) · ICU \(report.versions.icu) · \(report.models["iosScaling"] ?? "")</sub>\n"
        return text
    }

    /// "AX5 53.0 pt" on iOS; "font scale 2 · 28.0 dp" on Android, whose sizes are sp scaled to dp;
    /// "text size 200% · 34.0 px" on the web.
    static func sizeLabel(_ row: CheckResult) -> String {
        switch row.platform {
        case .ios: "\(shortName(row.category)) \(formatted(row.pointSize, decimals: 1)) pt"
        case .android: "font scale \(row.category) · \(formatted(row.pointSize, decimals: 1)) dp"
        case .web: "text size \(row.category) · \(formatted(row.pointSize, decimals: 1)) px"
        }
    }

    /// How far a failing row is over its width limit, for ordering.
    static func overflow(_ row: CheckResult) -> Double {
        if let maxLines = row.maxLines { return Double(row.lineCount - maxLines) * 1000 + row.width }
        return row.width - (row.maxWidth ?? 0)
    }

    static func shortName(_ category: SizeCategory) -> String {
        if case let .ios(category) = category, category.isAccessibilityCategory { return category.shortLabel }
        return category.description
    }

    /// A key for a table cell: `.xcstrings` keys are often the whole English sentence, so long
    /// ones are shortened in the middle (the full key is in report.csv and report.json).
    static func shortKey(_ key: String) -> String {
        guard key.count > 48 else { return key }
        return String(key.prefix(30)) + "…" + String(key.suffix(17))
    }

    static func clip(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ⏎ ")
        return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
    }

    /// Escapes Markdown table syntax.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
