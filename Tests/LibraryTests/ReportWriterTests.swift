import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// Reports written while the check streams are the reports of the whole check held in memory,
/// byte for byte, however the work is cut and however many tasks measure it.
@Suite struct ReportWriterTests {
    static let files = [
        "report.json", "report.csv", "summary.md", "junit.xml", "report.html", "rows.csv", "contrast.csv",
        "report.sarif", "codequality.json",
    ]

    /// Every report file's bytes, and report.sqlite's tables as text.
    static func contents(of folder: URL) throws -> [String: String] {
        var contents: [String: String] = [:]
        for name in files {
            contents[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let database = try SQLiteDatabase(path: folder.appendingPathComponent("report.sqlite").path)
        for table in ["run", "fonts", "findings", "results", "rows", "contrast"] {
            let rows = try database.prepare("SELECT * FROM \(table) ORDER BY rowid").rows()
            contents["report.sqlite \(table)"] = rows.map { $0.map { $0 ?? "NULL" }.joined(separator: "|") }.joined(
                separator: "\n")
        }
        return contents
    }

    @Test func streamedReportsEqualTheReportsOfTheWholeCheck() async throws {
        let guide = try StyleGuideParser.read(Fixtures.root.appendingPathComponent("typefit.yml").path)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Labels kept, as CheckRun asks for report.html.
        let whole = try await Checker.run(guide, options: CheckOptions(labelsPerCell: 3))
        #expect(whole.results.count > 1_000)
        let inMemory = folder.appendingPathComponent("memory")
        _ = try ReportWriter.write(
            whole, formats: ReportFileFormat.allCases, to: inMemory.path, relativeTo: Fixtures.root.path, guide: guide)
        let expected = try Self.contents(of: inMemory)
        #expect(expected["report.sqlite results"]?.split(separator: "\n").count == whole.results.count)
        // Units of 7 measurements (a style's strings cut mid-way, many units per style) on two
        // tasks, and units of 1,000 on one.
        for (unit, tasks) in [(7, 2), (1_000, 1)] {
            var options = CheckOptions(jobs: tasks)
            options.unitMeasurements = unit
            let out = folder.appendingPathComponent("streamed-\(unit)")
            let outcome = try await CheckRun(
                guide: guide, options: options, formats: ReportFileFormat.allCases, output: out.path,
                relativeTo: Fixtures.root.path
            ).run()
            let (report, written) = (outcome.report, outcome.written)
            #expect(report.results.isEmpty)
            #expect(report.totals == whole.totals)
            #expect(report.failures == whole.failures && report.warnings == whole.warnings)
            #expect(
                Set(written.map { URL(fileURLWithPath: $0).lastPathComponent }) == Set(Self.files + ["report.sqlite"]))
            let streamed = try Self.contents(of: out)
            for (name, text) in expected {
                #expect(streamed[name] == text, "\(name) differs with units of \(unit) on \(tasks) task(s)")
            }
            // Only the reports (and the folder's lock file): no temporary or body file left behind.
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out.path).allSatisfy {
                    !$0.hasPrefix(".") || $0 == ".typefit.lock"
                })
        }
    }

    /// A report that fails (here: report.html without its guide cannot happen through check, so a
    /// folder that cannot be written) leaves nothing behind and says why.
    @Test func anUnwritableFolderIsAnError() async throws {
        let guide = try StyleGuideParser.read(Fixtures.url("Guides/check.yml").path)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocked = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocked)
        await #expect(throws: (any Error).self) {
            _ = try await CheckRun(guide: guide, formats: [.json], output: blocked.path).run()
        }
    }
}
