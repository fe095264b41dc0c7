import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// One report model: a check's measurements (`CheckResult`) are what every format writes and
/// what report.json and report.sqlite read back — every field, the schema version included.
@Suite struct ReportFileTests {
    static func check() async throws -> CheckReport {
        let guide = try StyleGuideParser.read(Fixtures.root.appendingPathComponent("typefit.yml").path)
        return try await Checker.run(guide)
    }

    @Test(arguments: [(ReportFileFormat.json, 2), (.sqlite, 3)])
    func writtenThenReadBackIsTheSameReport(format: ReportFileFormat, schemaVersion: Int) async throws {
        let report = try await Self.check()
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(
            try ReportWriter.write(report, formats: [format], to: folder.path, relativeTo: nil).first)
        let read = try ReportFile.read(path)
        let expected = ReportFile(report)
        #expect(read.schemaVersion == schemaVersion)
        #expect(read.results.count == report.results.count)
        // Every measurement, field by field: its limits and its reasons' sentences too.
        for (written, back) in zip(report.results, read.results) where written != back {
            Issue.record("\(format): \(written.style) \(written.category) \(written.key) reads back as \(back)")
        }
        #expect(read.results.contains { $0.maxWidth != nil && $0.maxLines != nil && !$0.reasonTexts.isEmpty })
        // Where each text is written comes back too (a catalog's line and column, a sample's guide line).
        #expect(read.results.contains { $0.source?.line != nil && $0.source?.column != nil })
        #expect(read.fonts == expected.fonts)
        #expect(read.rows == expected.rows && read.contrast == expected.contrast)
        // One definition of the totals: the report says what the check counted.
        #expect(read.summary == expected.summary)
        #expect(read.summary?.failures == report.failures && read.summary?.warnings == report.warnings)
    }

    /// The totals every report shows are one number each: failures count measurements, layout
    /// rows and contrast pairs (the terminal, summary.md, junit.xml, report.json and report.sqlite
    /// all say it); the measurements' own share is named as such.
    @Test func theTotalsAreOneDefinition() async throws {
        let report = try await Self.check()
        #expect(
            report.failures == report.totals.failedMeasurements + report.rows.filter { $0.status == .fail }.count
                + report.contrast.filter { $0.status == .fail }.count)
        #expect(report.failures > report.totals.failedMeasurements)
        #expect(CheckSummary.render(report, written: []).contains("\(report.failures) failed"))
        #expect(SummaryMarkdown.render(report).contains("**\(report.failures) failures**"))
        #expect(JUnitXML.render(report).contains("failures=\"\(report.failures)\">"))
    }
}
