import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCheck
@testable import TypeFitReports
import TypeFitSupport

/// report.sqlite closes its rows when every measurement is in (``CheckEvent/measured``): the last
/// rows inserted and the index built while the check draws its labels, before the finished report.
@Suite struct ReportSQLiteSinkTests {
    @Test func rowsClosedAtMeasuredAreAllWrittenAndIndexed() async throws {
        let report = try await ReportFileTests.check()
        // Not a multiple of the 64 rows per INSERT: the last rows go in one at a time.
        let results = Array(report.results.prefix(64 * 3 + 5))
        try #require(results.count == 64 * 3 + 5)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = try ReportSQLite.Sink(
            path: folder.appendingPathComponent("report.sqlite").path, relativeTo: nil, temporaries: TemporaryFiles())
        try sink.start(report)
        try sink.add(Array(results.prefix(100)))
        try sink.add(Array(results.dropFirst(100)))
        try sink.measured()
        // A row after the last is an error, not a row silently left out.
        #expect(throws: (any Error).self) { try sink.add(Array(results.prefix(1))) }
        let rendered = try sink.finish(report)
        guard case let .file(name, temporary)? = rendered.first else {
            Issue.record("report.sqlite rendered no file: \(rendered)")
            return
        }
        #expect(name == "report.sqlite")
        let database = try SQLiteDatabase(path: temporary)
        let counted = try database.prepare("SELECT count(*) FROM measurements").rows()
        #expect(counted == [["\(results.count)"]])
        // The measurements have no index to sort after the last row (a key's rows are read in
        // one pass: ReportSQLiteCommandTests).
        let indexes = try database.prepare(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'measurements'"
        ).rows()
        #expect(indexes.isEmpty)
        // The rows in order, each with its own numbers.
        var widths: [Double] = []
        try database.prepare("SELECT width FROM measurements ORDER BY rowid").forEachRow { widths.append($0.double(0)) }
        #expect(widths == results.map(\.width))
    }

    /// The status is bound as a literal SQLite does not copy (``SQLiteDatabase/Statement/Binder/staticText(_:)``):
    /// each row still reads back as the text of its own status, in a batch of 64 and alone.
    @Test func eachStatusIsStoredAsItsText() async throws {
        let report = try await ReportFileTests.check()
        let statuses: [CheckStatus] = (0..<(64 + 3)).map { [.fail, .pass, .warn][$0 % 3] }
        let results = zip(report.results.prefix(statuses.count), statuses).map { row, status in
            var row = row
            row.status = status
            return row
        }
        try #require(results.count == statuses.count)
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sink = try ReportSQLite.Sink(
            path: folder.appendingPathComponent("report.sqlite").path, relativeTo: nil, temporaries: TemporaryFiles())
        try sink.start(report)
        try sink.add(results)
        guard case let .file(_, temporary)? = try sink.finish(report).first else {
            Issue.record("report.sqlite rendered no file")
            return
        }
        let database = try SQLiteDatabase(path: temporary)
        var stored: [String] = []
        try database.prepare("SELECT status, typeof(status) FROM measurements ORDER BY rowid").forEachRow {
            stored.append("\($0.text(0) ?? "NULL") \($0.text(1) ?? "NULL")")
        }
        #expect(stored == statuses.map { "\($0.rawValue) text" })
    }
}
