import Foundation
import TestSupport
import Testing
import TypeFitKit

/// The front door's check and report: a guide checked, its reports written, read back.
@Suite struct GuideCheckTests {
    @Test func checksAGuideAndReadsItsReportBack() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var check = GuideCheck(guide: Fixtures.url("Guides/check.yml").path)
        check.formats = [.json, .sqlite]
        check.isolation = .off
        let outcome = try await check.run(writingReportsTo: folder.path)
        #expect(outcome.measurements > 0 && outcome.failures > 0)
        #expect(outcome.reports.map { URL(fileURLWithPath: $0).lastPathComponent } == ["report.json", "report.sqlite"])
        #expect(outcome.regressions == nil)
        for name in ["report.json", "report.sqlite"] {
            let report = try Report(contentsOf: folder.appendingPathComponent(name).path)
            #expect(report.measurements.count == outcome.measurements)
            #expect(report.summary?.measurements == outcome.measurements)
            #expect(report.summary?.failures == outcome.failures && report.summary?.warnings == outcome.warnings)
            #expect(report.measurements.contains { $0.maxWidth != nil && $0.status == .fail && !$0.reasons.isEmpty })
            var streamed = 0
            try Report.forEachMeasurement(in: folder.appendingPathComponent(name).path) { _ in streamed += 1 }
            #expect(streamed == outcome.measurements)
        }
        // Compared with itself: no regression.
        let again = try await check.run(
            writingReportsTo: folder.path, baseline: .compare(folder.appendingPathComponent("report.json").path))
        #expect(again.regressions == 0 && again.diffFiles.count == 3)
    }

    @Test func badInputIsOneLineNamingTheFile() async throws {
        let check = GuideCheck(guide: "/no/such/guide.yml")
        await #expect(throws: TypeFitError.self) { _ = try await check.run(writingReportsTo: "/tmp/unused") }
    }
}
