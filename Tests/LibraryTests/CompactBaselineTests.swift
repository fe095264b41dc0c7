import Foundation
import Testing
@testable import TypeFitSupport
@testable import TypeFitText
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// The baseline that fits in git: written, read back, and compared with a run.
@Suite struct CompactBaselineTests {
    static let categories: [ContentSizeCategory] = [
        .large, .xxxLarge, .accessibility1, .accessibility3, .accessibility5,
    ]

    /// A row of "Body" at `category`: width against maxWidth 100 decides the status (warn from 95).
    static func row(_ key: String, _ locale: String, _ category: ContentSizeCategory, width: Double, lines: Int = 1)
        -> CheckResult
    {
        let status: CheckStatus = width > 100 ? .fail : width >= 95 ? .warn : .pass
        return CheckResult(
            style: "Body", platform: .ios, category: .ios(category), sizeClass: nil, key: key, locale: locale,
            text: key, pointSize: 17, lineHeight: 20, width: width, lineCount: lines, height: 20, maxWidth: 100,
            maxLines: nil, status: status,
            reasons: status == .pass
                ? []
                : [.overMaxWidth(width: width, maxWidth: 100, unit: .pt, oneLine: true, truncatedAt: nil)])
    }

    /// save (de) fails from AX1 (worst at AX5, 140), warns at xxxLarge; ok (fr) warns at AX5 only.
    static func baseRows() -> [CheckResult] {
        zip(categories, [80.0, 96, 110, 120, 140]).map { row("save", "de", $0, width: $1) }
            + zip(categories, [50.0, 60, 70, 80, 97]).map { row("ok", "fr", $0, width: $1) }
            + categories.map { row("fine", "de", $0, width: 30) }
    }

    static func baseline(_ rows: [CheckResult]) -> CompactBaseline {
        var builder = CompactBaseline.Builder()
        for row in rows { builder.add(row) }
        var report = CheckReport(
            guide: "/p/typefit.yml", versions: .current(), models: [:], fonts: [], results: [])
        report.results = []
        return builder.baseline(report, guide: StyleGuide(fontFolders: [], styles: [], file: "/p/typefit.yml"))
    }

    @Test func writtenAsOneSortedLinePerStringAndReadBack() throws {
        let baseline = Self.baseline(Self.baseRows())
        let text = baseline.text
        #expect(text.hasPrefix(CompactBaseline.signature))
        #expect(
            text.contains(
                "  [\"Body\", \"ok\", {\"fr\": \"warn AX5 width\"}],\n  [\"Body\", \"save\", {\"de\": \"fail AX1…AX5 width; warn xxxLarge width; worst 140.00 1\"}]\n"
            ))
        // A passing string is counted in its cells only.
        #expect(!text.contains("\"fine\""))
        #expect(text.contains("[\"Body\", \"ios\", \"accessibility5\", 3, 1, 1]"))
        let read = try CompactBaseline.parse(Array(text.utf8), file: "b.json")
        #expect(read == baseline)
        #expect(read.text == text)
        // Version 1 named every size's group and the worst size: read the same.
        let version1 = text.replacingOccurrences(of: "\"typefitBaseline\": 2", with: "\"typefitBaseline\": 1")
            .replacingOccurrences(of: "warn AX5", with: "warn ios:AX5").replacingOccurrences(
                of: "fail AX1…AX5 width; warn xxxLarge width; worst 140.00 1",
                with: "fail ios:AX1…AX5 width; warn ios:xxxLarge width; worst ios:AX5 140.00 1")
        #expect(try CompactBaseline.parse(Array(version1.utf8), file: "b.json") == baseline)
    }

    /// A worst size that is not the last failing one is named; with two size groups every size
    /// carries its group.
    @Test func theWorstSizeAndGroupsAreNamedWhereNeeded() throws {
        var rows = Self.baseRows()
        rows[3] = Self.row("save", "de", .accessibility3, width: 150)  // now its worst
        let baseline = Self.baseline(rows)
        #expect(baseline.text.contains("\"fail AX1…AX5 width; warn xxxLarge width; worst AX3 150.00 1\""))
        #expect(try CompactBaseline.parse(Array(baseline.text.utf8), file: "b.json") == baseline)
        var twoGroups = baseline
        twoGroups.categories["android"] = ["1"]
        #expect(twoGroups.text.contains("\"fail ios:AX1…AX5 width; warn ios:xxxLarge width; worst ios:AX3 150.00 1\""))
        #expect(try CompactBaseline.parse(Array(twoGroups.text.utf8), file: "b.json") == twoGroups)
    }

    /// Case table: the new run's rows → the kinds of change against the baseline above.
    @Test func comparedRowByRow() {
        let base = Self.baseline(Self.baseRows())
        var comparison = CompactBaselineComparison(base: base, tolerance: .points(0.5))
        let new = [
            Self.row("save", "de", .large, width: 101),  // passed → fails: new failure
            Self.row("save", "de", .xxxLarge, width: 96),  // warned before too: nothing
            Self.row("save", "de", .accessibility1, width: 90),  // failed → passes: fixed
            Self.row("save", "de", .accessibility5, width: 140.4),  // worst, within the tolerance
            Self.row("ok", "fr", .accessibility5, width: 99),  // warned before: nothing
            Self.row("ok", "fr", .accessibility3, width: 96),  // passed → warns: new warning
            Self.row("new", "de", .large, width: 120),  // a string the baseline never had, failing
        ]
        for row in new { comparison.add(row) }
        let diff = comparison.finish(
            CheckReport(guide: "g", versions: .current(), models: [:], fonts: [], results: []),
            guide: StyleGuide(fontFolders: [], styles: [], file: "g"))
        let summary = diff.changes.map {
            "\($0.row?.key ?? "") \($0.row?.category.description ?? "") \($0.kinds.map(\.rawValue))"
        }
        #expect(
            summary == [
                "save large [\"newFailure\"]", "new large [\"newFailure\"]", "save accessibility1 [\"fixed\"]",
                "ok accessibility3 [\"newWarning\"]",
                // AX3 failed in the baseline and was not measured now.
                "save - [\"removed\"]",
            ])
        #expect(diff.regressionCount == 2)
        // Wider than the worst by more than the tolerance regresses, as do more lines.
        var wider = CompactBaselineComparison(base: base, tolerance: .points(0.5))
        wider.add(Self.row("save", "de", .accessibility5, width: 141, lines: 2))
        #expect(
            wider.finish(
                CheckReport(guide: "g", versions: .current(), models: [:], fonts: [], results: []),
                guide: StyleGuide(fontFolders: [], styles: [], file: "g")
            ).changes.first?.kinds == [.wider, .moreLines])
    }

    /// A baseline measured with other engines says so in the diff (diff.md says it first).
    @Test func otherEngineVersionsAreSaid() {
        var base = Self.baseline(Self.baseRows())
        #expect(base.versions["harfbuzz"] == CheckReport.Versions.current().harfbuzz)
        base.versions["harfbuzz"] = "11.0.0"
        let diff = CompactBaselineComparison(base: base, tolerance: .points(0.5)).finish(
            CheckReport(guide: "g", versions: .current(), models: [:], fonts: [], results: []),
            guide: StyleGuide(fontFolders: [], styles: [], file: "g"))
        #expect(
            diff.versionChanges == [
                ReportDiff.VersionChange(
                    name: "harfbuzz", base: "11.0.0", new: CheckReport.Versions.current().harfbuzz)
            ])
        #expect(
            DiffOutput.markdown(diff).contains("> **The two runs measured with different engines**: harfbuzz 11.0.0 → ")
        )
    }

    /// Flutter's sizes have a colon in their names ("android:1.3"): one group's entries still
    /// read back, written without the group and (version 1) with it.
    @Test func flutterSizesReadBack() throws {
        let group = "flutter"
        var finding = CompactBaseline.Finding(style: "Body", key: "k", locale: "de")
        finding.failing = [
            .init(group: group, category: "android:1.3"), .init(group: group, category: "ios:accessibility5"),
        ]
        finding.failingKinds = ["width"]
        finding.worst = (.init(group: group, category: "android:1.3"), 120.5, 2)
        let baseline = CompactBaseline(
            guide: "g", versions: [:], categories: [group: ["android:1", "android:1.3", "ios:accessibility5"]],
            fonts: [], cells: [], findings: [finding])
        let text = baseline.text
        #expect(text.contains("\"fail android:1.3…ios:AX5 width; worst android:1.3 120.50 2\""))
        #expect(try CompactBaseline.parse(Array(text.utf8), file: "b.json") == baseline)
        let version1 = text.replacingOccurrences(of: "\"typefitBaseline\": 2", with: "\"typefitBaseline\": 1")
            .replacingOccurrences(
                of: "fail android:1.3…ios:AX5 width; worst android:1.3",
                with: "fail flutter:android:1.3…ios:accessibility5 width; worst flutter:android:1.3")
        #expect(version1.contains("worst flutter:android:1.3 120.50 2"))
        #expect(try CompactBaseline.parse(Array(version1.utf8), file: "b.json") == baseline)
    }

    /// A damaged baseline is an error naming what is wrong, never an empty comparison.
    @Test(arguments: [
        (
            "{\"typefitBaseline\": 3, \"guide\": \"g\", \"versions\": {}, \"categories\": {}}",
            "typefitBaseline 3 is not one this typefit reads (1, 2)"
        ),
        (
            "{\"typefitBaseline\": 1, \"guide\": \"g\", \"versions\": {}, \"categories\": {\"ios\": [\"large\"]}, \"findings\": [[\"Body\", \"k\", {\"de\": \"fail ios:AX9 width\"}]]}",
            "findings[0] (k, de): \"AX9\" is no size of ios"
        ),
        (
            "{\"typefitBaseline\": 1, \"guide\": \"g\", \"versions\": {}, \"categories\": {}, \"cells\": [[\"Body\", 1]]}",
            "cells[0]: expected [style, group, category, measured, warned, failed]"
        ),
        ("{\"typefitBaseline\": 1, \"guide\"", "not a valid baseline"),
        (
            "{\"typefitBaseline\": 2, \"guide\": \"g\", \"versions\": {}, \"categories\": {\"ios\": [\"large\"], \"web\": [\"200%\"]}, \"findings\": [[\"Body\", \"k\", {\"de\": \"fail ios:large width; worst large 1.00 1\"}]]}",
            "findings[0] (k, de): \"worst large 1.00 1\" names no failing size of the baseline"
        ),
    ])
    func damagedBaselinesAreErrors(text: String, message: String) {
        #expect {
            try CompactBaseline.parse(Array(text.utf8), file: "b.json")
        } throws: { error in
            (error as? InputError)?.message.hasPrefix(message) == true
        }
    }
}
