import Foundation
import TestSupport
import Testing
@testable import TypeFitText
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// Layout rows and contrast pairs in a diff: a row that now fails is a regression that fails the
/// gate, a switch category that moves is reported, a contrast pair that now passes is a fix.
@Suite struct ReportDiffTests {
    static func report(
        rowWidth: Double, rowStatus: CheckStatus, switchAt: ContentSizeCategory?, contrastStatus: CheckStatus
    ) throws -> ReportFile {
        var report = CheckReport(
            guide: "g.yml", versions: .init(typefit: "0", freetype: "0", harfbuzz: "0", icu: "0"), models: [:],
            fonts: [], results: [])
        report.rows = [
            RowResult(
                row: "Cell", category: .ios(.xxxLarge), locale: "de", horizontalWidth: rowWidth, containerWidth: 343,
                verticalHeight: 90,
                maxHeight: nil, axis: .horizontal, switchCategory: switchAt, status: rowStatus,
                reasons: rowStatus == .fail
                    ? [.rowTooWide(width: rowWidth, container: 343, switchFrom: .xxxLarge, switchAt: .accessibility1)]
                    : [])
        ]
        report.contrast = [
            ContrastResult(
                style: "Button", theme: "dark", platform: .ios, category: .ios(.large), pointSize: 17, weight: 600,
                largeText: false,
                foreground: "ink", background: "accent", foregroundDrawn: "#FFFFFF", backgroundDrawn: "#0A84FF",
                ratio: contrastStatus == .pass ? 4.6 : 3.65,
                minimumRatio: 4.5, level: .AA, status: contrastStatus, reasons: [])
        ]
        return ReportFile(report)
    }

    @Test func rowRegressionFailsTheGate() throws {
        let base = try Self.report(rowWidth: 330, rowStatus: .pass, switchAt: .accessibility2, contrastStatus: .fail)
        let new = try Self.report(rowWidth: 350, rowStatus: .fail, switchAt: .xxxLarge, contrastStatus: .pass)
        let diff = ReportDiff.compare(base: base, new: new, tolerance: .points(0.01))
        #expect(diff.regressionCount == 1 && diff.fixCount == 1)
        let row = try #require(diff.verdictChanges.first)
        #expect(row.subject == "row Cell" && row.kinds == [.newFailure, .switchesEarlier] && row.locale == "de")
        #expect(
            row.before == "↔ 330.00 pt, switch from accessibility2" && row.after == "↔ 350.00 pt, switch from xxxLarge")
        let pair = try #require(diff.verdictChanges.last)
        #expect(
            pair.subject == "contrast Button (dark)" && pair.kinds == [.fixed] && pair.before == "3.65:1"
                && pair.after == "4.60:1")
        #expect(
            DiffOutput.markdown(diff).contains(
                "| 🔴 | row Cell | xxxLarge | de | ↔ 330.00 pt, switch from accessibility2 | ↔ 350.00 pt, switch from xxxLarge | pass → fail |"
            ))
        #expect(
            GitHubAnnotations(paths: RepositoryPaths(root: "/r", guideFolder: "/r")).render(
                CIFindings(diff: diff).list, cut: false, totals: "", whereToLook: ""
            ).contains(
                "::error title=typefit regression%3A row Cell::row Cell at xxxLarge (de): side by side 350.00 pt > 343 pt: switch to a vertical axis from xxxLarge, before accessibility1"
            ))
        #expect(DiffOutput.csv(diff).contains("row Cell,,xxxLarge,,,de,newFailure switchesEarlier,yes,,,,,,,pass,fail"))
    }

    @Test func sameVerdictsGiveNoChange() throws {
        let base = try Self.report(rowWidth: 330, rowStatus: .pass, switchAt: .accessibility2, contrastStatus: .pass)
        let diff = ReportDiff.compare(base: base, new: base, tolerance: .points(0.01))
        #expect(diff.isEmpty && diff.regressionCount == 0)
        #expect(ContentSizeCategory.moved(.accessibility2, nil) == false)
        #expect(ContentSizeCategory.moved(nil, .large) == true)
        #expect(ContentSizeCategory.moved(.large, .large) == nil)
    }
}

extension ReportDiffTests {
    /// The in-memory report becomes the diff's model without a JSON round trip, and holds
    /// exactly what report.json reads back (fonts with metrics, rows, layout rows, contrast).
    @Test func inMemoryReportEqualsItsJSONReadBack() async throws {
        let guide = try StyleGuideParser.read(Fixtures.root.appendingPathComponent("typefit.yml").path)
        let report = try await Checker.run(guide)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("report.json").path
        try Data((try JSONOutput.encode(ReportJSON(report)) + "\n").utf8).write(to: URL(fileURLWithPath: path))
        let readBack = try ReportFile.read(path)
        let direct = ReportFile(report)
        #expect(!direct.results.isEmpty && !(direct.rows ?? []).isEmpty && !(direct.contrast ?? []).isEmpty)
        #expect(direct.fonts.allSatisfy { $0.metrics != nil })
        #expect(direct == readBack)
    }
}
