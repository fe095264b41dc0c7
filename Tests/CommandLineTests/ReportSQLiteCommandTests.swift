import Foundation
import TestSupport
import Testing
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText
import TypeFitCheck
import TypeFitReports

/// report.sqlite of the embedded default, queried with Debian's sqlite3 as the README shows.
@Suite struct ReportSQLiteCommandTests {
    static func query(_ database: String, _ sql: String) throws -> [String] {
        let result = try TypeFitProcess.run(executable: try Tool.sqlite3.path(), [database, sql])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func theReadmeQueriesAnswer() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try TypeFitProcess.run(["check", "--out", out.path, "--fail-on", "never", "--format", "json,sqlite"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let database = out.appendingPathComponent("report.sqlite").path
        // Every measurement is there, as in report.json.
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json")))
            as? [String: Any]
        let measurements = (json?["summary"] as? [String: Any])?["measurements"] as? Int
        #expect(try Self.query(database, "SELECT count(*) FROM results;") == ["\(measurements ?? -1)"])
        #expect(try Self.query(database, "SELECT value FROM run WHERE name = 'schemaVersion';") == ["3"])
        #expect(
            try Self.query(
                database,
                "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name;")
                == ["sizes_cell", "strings_key"])
        // `results` is a view over the measurements, their sizes and their strings. A query by
        // status or size reads the measurements once (no index: at a million rows one on status
        // took 14 MB, and the read takes a tenth of a second), joining sizes and strings by key.
        #expect(try Self.query(database, "SELECT type FROM sqlite_master WHERE name = 'results';") == ["view"])
        let plan = try Self.query(
            database,
            "EXPLAIN QUERY PLAN SELECT key FROM results WHERE status = 'fail' AND category = 'accessibility3';")
        #expect(plan.contains { $0.contains("sizes USING INTEGER PRIMARY KEY") })
        // A string's measurements are read in one pass over the measurements (no index on them
        // to sort after the last row), each joined to its string and size by key.
        let byKey = try Self.query(
            database,
            "EXPLAIN QUERY PLAN SELECT category, width FROM results WHERE key = 'button.subscribe' AND locale = 'de';")
        #expect(byKey.contains { $0.contains("SCAN measurements") })
        #expect(byKey.contains { $0.contains("strings USING INTEGER PRIMARY KEY") })
        let subscribe = try Self.query(
            database, "SELECT count(*) FROM results WHERE key = 'button.subscribe' AND locale = 'de';")
        #expect(subscribe != ["0"])
        #expect(
            subscribe
                == (try Self.query(
                    database,
                    """
                    SELECT count(*) FROM measurements WHERE string IN
                      (SELECT id FROM strings WHERE key = 'button.subscribe' AND locale = 'de');
                    """)))
        // The README's three questions.
        let german = try Self.query(
            database,
            """
            SELECT style, key, text, round(width, 2), reasons FROM results
              WHERE locale = 'de' AND category = 'accessibility3' AND status = 'fail';
            """)
        #expect(
            german.contains {
                $0.hasPrefix(
                    "Button|button.subscribe|Kostenlosen Testzeitraum starten|457.58|[\"over maxWidth by 146.58 pt")
            })
        let widest = try Self.query(
            database,
            "SELECT style, key, locale, round(max(width), 2) FROM results WHERE platform = 'ios' GROUP BY style;")
        #expect(widest.count == 13)
        #expect(widest.contains("Button|button.subscribe|ru|517.19"))
        let boldOnly = try Self.query(
            database,
            """
            SELECT key, locale FROM results JOIN fonts USING (style) WHERE platform = 'ios' GROUP BY key, locale
              HAVING sum(status = 'fail' AND weight >= 700) > 0 AND sum(status = 'fail' AND weight < 700) = 0;
            """)
        #expect(boldOnly == ["screen.privacy|pl", "screen.privacy|ru"])
    }
}

extension ReportSQLiteCommandTests {
    /// `typefit diff` reads report.sqlite as it reads report.json: the same report either way.
    @Test func diffReadsEitherFormat() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try TypeFitProcess.run([
            "check", "--guide", "Tests/Fixtures/Guides/check.yml", "--out", out.path, "--format", "json,sqlite",
        ])
        #expect(run.exitCode == 1)
        let json = out.appendingPathComponent("report.json").path,
            sqlite = out.appendingPathComponent("report.sqlite").path
        // The same report either way, each with its own schema version (report.json 2, report.sqlite 3).
        var fromSQLite = try ReportFile.read(sqlite)
        #expect(fromSQLite.schemaVersion == 3)
        fromSQLite.schemaVersion = 2
        #expect(fromSQLite == (try ReportFile.read(json)))
        for (base, new) in [(json, sqlite), (sqlite, json)] {
            let diff = try TypeFitProcess.run(["diff", base, new, "--out", out.appendingPathComponent("diff").path])
            #expect(diff.exitCode == 0, "\(diff.stderr)")
            #expect(diff.stdout.hasPrefix("typefit diff: 0 regressions, 0 fixed, 0 changed rows, 0 font changes"))
        }
    }
}
