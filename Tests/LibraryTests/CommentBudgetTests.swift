import Testing
@testable import TypeFitCheck
@testable import TypeFitReports

/// summary.md and diff.md are posted as pull-request comments, which GitHub caps at 65,536
/// characters: the most important rows first, each section capped, the rest pointed to.
@Suite struct CommentBudgetTests {
    static func row(_ index: Int, style: String, status: CheckStatus, width: Double) -> CheckResult {
        let key = "Scene.Settings.Section.Notifications.Footer.Description.LongSentenceKey\(index)"
        return CheckResult(
            style: style, platform: index % 2 == 0 ? .ios : .android,
            category: index % 2 == 0 ? .ios(.accessibility5) : .android(scale: 2),
            sizeClass: index % 3 == 0 ? .regular : .compact, key: key, locale: "de",
            text: "Benachrichtigungen für Erwähnungen, Favoriten und neue Follower werden hier angezeigt \(index)",
            pointSize: 53, lineHeight: 64, width: width, lineCount: 4, height: 256, maxWidth: 343, maxLines: 3,
            status: status,
            reasons: status == .fail
                ? [
                    .overMaxLines(
                        lines: 4, maxLines: 3, truncatedAt: "Benachrichtigungen für Erwähnungen, Favoriten und…")
                ] : [])
    }

    static func report(rows: Int, styles: Int, width: Double, status: CheckStatus) -> CheckReport {
        var report = CheckReport(
            guide: "g.yml", versions: .init(typefit: "0", freetype: "0", harfbuzz: "0", icu: "0"), models: [:],
            fonts: (0..<styles).map {
                FontReport(
                    style: "Style \($0)", family: "Inter", resolvedStyle: "Regular", path: "/f.otf", faceIndex: 0,
                    variation: nil, findings: [])
            },
            results: (0..<rows).map { row($0, style: "Style \($0 % styles)", status: status, width: width) })
        report.notes = (0..<400).map {
            "note \($0): a catalog entry typefit skipped, with a reason long enough to matter"
        }
        return report
    }

    @Test func summaryFitsAPullRequestComment() {
        let text = SummaryMarkdown.render(Self.report(rows: 6_000, styles: 300, width: 300, status: .fail))
        #expect(text.utf16.count < CommentBudget.githubLimit)
        #expect(text.contains("…and 350 more in report.json."))
        // Several size classes: a column for them; Android sizes in dp with the font scale.
        #expect(text.contains("| style | size | size class | key | locale | text | problem |"))
        #expect(text.contains("font scale 2 · 53.0 dp"))
        // A key longer than a table cell is shortened in the middle.
        #expect(text.contains("`Scene.Settings.Section.Notific…ongSentenceKey300`"))
    }

    @Test func diffOfFifteenHundredRegressionsFitsAPullRequestComment() throws {
        let base = ReportFile(Self.report(rows: 1_500, styles: 5, width: 300, status: .pass))
        let new = ReportFile(Self.report(rows: 1_500, styles: 5, width: 330, status: .fail))
        let diff = ReportDiff.compare(base: base, new: new, tolerance: .points(0.01))
        #expect(diff.regressionCount == 1_500)
        let text = DiffOutput.markdown(diff)
        #expect(text.utf16.count < CommentBudget.githubLimit)
        #expect(text.hasPrefix("# typefit diff\n\n❌ **1500 regressions**"))
        #expect(text.contains("…and 1450 more in diff.csv."))
    }

    @Test func fitCutsAtALineAndClosesACollapsedSection() {
        let long = "# title\n<details><summary>x</summary>\n" + String(repeating: "- a line of text\n", count: 10_000)
        let fitted = CommentBudget.fit(long, pointer: "_see diff.csv_")
        #expect(fitted.utf16.count <= CommentBudget.target)
        #expect(fitted.hasSuffix("</details>\n\n_see diff.csv_\n"))
    }
}

extension CommentBudgetTests {
    /// The same warning count, with what it counts, in summary.md and report.html.
    @Test func warningsAreCountedAlikeEverywhere() {
        var report = Self.report(rows: 10, styles: 2, width: 300, status: .warn)
        report.fonts[0].findings = [.lineGap(hhea: 90, typo: 0)]
        #expect(report.warnings == 11)
        #expect(report.warningText == "11 warnings (10 measurements, 1 font finding)")
        #expect(SummaryMarkdown.render(report).contains("11 warnings (10 measurements, 1 font finding)"))
    }
}
