import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports
@testable import TypeFitSupport
@testable import TypeFitText

/// Reports read a row at a time, and diffs that match rows as they come.
@Suite struct ReportRowsTests {
    static func row(_ key: String, width: Double = 50, status: CheckStatus = .pass) -> CheckResult {
        CheckResult(
            style: "Body", platform: .ios, category: .ios(.large), sizeClass: nil, key: key, locale: "en", text: key,
            pointSize: 17,
            lineHeight: 22, width: width, lineCount: 1, height: 22, maxWidth: 100, maxLines: 1, status: status,
            reasonTexts: status == .fail ? ["over"] : [])
    }

    static func report(_ rows: [CheckResult]) -> ReportFile {
        ReportFile(schemaVersion: 1, results: rows, fonts: [], rows: [], contrast: [])
    }

    /// report.json read in chunks of 7 bytes (elements cut anywhere, texts with brackets, commas
    /// and escaped quotes) gives what JSONDecoder gives for the whole document.
    @Test func chunksGiveTheWholeDocumentsRows() throws {
        let results = [
            ReportJSONTests.result(
                "a [b] {c}, \"d\" \\ é漢😀", width: 12.5, reasons: [.notMeasured("x ] y")], maxLines: 2,
                sizeClass: .compact),
            ReportJSONTests.result("", width: 1e-7, reasons: [], maxLines: nil, sizeClass: nil),
        ]
        let report = CheckReport(
            guide: "g.yml", versions: .init(typefit: "1", freetype: "2", harfbuzz: "3", icu: "4"), models: [:],
            fonts: [], results: results)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(
            try ReportWriter.write(report, formats: [.json], to: folder.path, relativeTo: nil).first)
        let decoded = try JSONDecoder().decode(ReportFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        for chunk in [1, 7, 1 << 20] {
            let read = try ReportFile.collect(JSONReportRows(path: path, chunkSize: chunk))
            #expect(read == decoded, "chunks of \(chunk)")
        }
        #expect(decoded.results.count == 2)
    }

    /// An error in the 3rd result names its line and column in the file, whatever the chunk.
    @Test func errorsNameTheFilesLine() throws {
        let text = """
            {"contrast": [], "fonts": [], "results": [
              {"category":"large","height":1,"key":"a","lineCount":1,"lineHeight":1,"locale":"en","platform":"ios","pointSize":1,"reasons":[],"status":"pass","style":"S","text":"t","width":1},
              {"category":"large","height":1,"key":"b","lineCount":1,"lineHeight":1,"locale":"en","platform":"ios","pointSize":1,"reasons":[],"status":"pass","style":"S","text":"t","width":1},
              {"category":"large","height":1,"key":"c","lineCount":1,"lineHeight":1,"locale":"en","platform":"ios","pointSize":1,"reasons":[],"status":"maybe","style":"S","text":"t","width":1}
            ], "schemaVersion": 1}
            """
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        for chunk in [5, 1 << 20] {
            let error = #expect(throws: InputError.self) {
                try ReportFile.collect(JSONReportRows(path: path, chunkSize: chunk))
            }
            #expect(error?.line == 4, "chunks of \(chunk)")
            #expect(error?.message.contains("results[2]") == true && error?.message.contains("maybe") == true)
        }
        // A document cut short is an error, not a short report.
        try Data(text.prefix(300).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError.self) { try ReportFile.collect(JSONReportRows(path: path, chunkSize: 64)) }
    }

    /// Keys are matched by their bytes, an escaped key as its text, an unknown one skipped; a bad
    /// value names its field.
    @Test func keysMatchByBytesAndErrorsNameTheField() throws {
        func scan(_ element: String) throws(InputError) -> ReportFile {
            try ReportFile.scan(
                Array(("{\"contrast\": [], \"fonts\": [], \"results\": [\(element)], \"schemaVersion\": 1}").utf8),
                file: "r.json")
        }
        let good =
            #"{"category":"large","height":1,"key":"a","lineCount":1,"lineHeight":1,"locale":"en","platform":"ios","pointSize":1,"#
            + #""reasons":[],"status":"pass","style":"S","text":"t","w\u0069dth":2.5,"extra":{"nested":[1,"x"]}}"#
        let row = try #require(try scan(good).results.first)
        #expect(row.width == 2.5 && row.key == "a" && row.status == .pass)
        let bad = good.replacingOccurrences(of: #""height":1"#, with: #""height":"tall""#)
        let error = #expect(throws: InputError.self) { try scan(bad) }
        #expect(error?.message.contains("results[0].height: expected a number") == true, "\(error?.message ?? "")")
    }

    /// Rows removed, added and moved: matched by key as they come, in the old diff's order
    /// (regressions, fixes, the rest; new order; base-only rows last), with few rows waiting.
    @Test func rowsAreMatchedAsTheyCome() {
        let base = Self.report([
            Self.row("gone"), Self.row("a"), Self.row("b", status: .fail), Self.row("c"), Self.row("d", width: 50),
        ])
        let new = Self.report([
            Self.row("a"), Self.row("b"), Self.row("new", status: .fail), Self.row("d", width: 80),
            Self.row("c", width: 40),
        ])
        let diff = ReportDiff.compare(base: base, new: new, tolerance: .points(0.01))
        #expect(diff.changes.map { $0.row?.key ?? "" } == ["new", "d", "b", "c", "gone"])
        #expect(diff.changes.map(\.kinds) == [[.added, .newFailure], [.wider], [.fixed], [.narrower], [.removed]])
        var merge = RowMerge(tolerance: .points(0.01))
        var (b, n) = (base.results.makeIterator(), new.results.makeIterator())
        merge.run(base: { b.next() }, new: { n.next() })
        #expect(merge.mostWaiting <= 4)
        // The same report twice: nothing waits.
        var same = RowMerge(tolerance: .points(0.01))
        var (x, y) = (new.results.makeIterator(), new.results.makeIterator())
        same.run(base: { x.next() }, new: { y.next() })
        #expect(same.mostWaiting == 0)
    }

    /// Read ahead on a thread, a report gives the same rows, and a missing one fails at once.
    @Test func prefetchedRowsAreTheFilesRows() async throws {
        let guide = try StyleGuideParser.read(Fixtures.root.appendingPathComponent("typefit.yml").path)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await CheckRun(
            guide: guide, options: CheckOptions(labelsPerCell: 0), formats: [.json, .sqlite], output: folder.path
        ).run()
        for name in ["report.json", "report.sqlite"] {
            let path = folder.appendingPathComponent(name).path
            let direct = try ReportFile.read(path)
            #expect(direct.results.count > 1_000)
            for batch in [100, 4_096] {  // many batches, one
                #expect(try ReportFile.collect(PrefetchedRows(path: path, batchSize: batch)) == direct)
            }
        }
        #expect(throws: InputError.self) {
            try ReportFile.prefetchedMeasurements(folder.appendingPathComponent("missing.json").path)
        }
    }
}
