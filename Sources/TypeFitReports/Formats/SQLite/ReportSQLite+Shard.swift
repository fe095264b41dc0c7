import TypeFitBackend
import TypeFitCheck
import TypeFitSupport
import TypeFitText

extension ReportSQLite {
    /// A shard's report (`typefit check --shard K/N`) also holds what `typefit merge` needs
    /// besides its rows: `run` rows `shard` ("2/4") and `planDigest`, and
    /// `uncoveredStrings(style, item, platform, scripts)` — the strings (by their index in the
    /// style's plan) that no font of a platform covered, scripts as space-separated ISO 15924 codes.
    static func writeShard(_ report: CheckReport, _ database: SQLiteDatabase) throws(SQLiteError) {
        guard let record = report.shard else { return }
        let run = try database.prepare("INSERT INTO run VALUES (?, ?)")
        try run.run([.text("shard"), .text(record.shard.description)])
        try run.run([.text("planDigest"), .text(record.planDigest)])
        try database.execute("CREATE TABLE uncoveredStrings (style TEXT, item INTEGER, platform TEXT, scripts TEXT);")
        let insert = try database.prepare("INSERT INTO uncoveredStrings VALUES (?, ?, ?, ?)")
        for entry in record.uncovered {
            try insert.run([
                .text(entry.style), .integer(entry.item), .text(entry.platform.rawValue),
                .text(entry.scripts.joined(separator: " ")),
            ])
        }
    }

    /// The shard record of the report.sqlite at `path` and the versions its `run` table names
    /// ("harfbuzz" → "6.0.0"), read without its rows; nil for an unsharded check's report.
    static func readShard(path: String) throws(InputError) -> (record: ShardRecord, versions: [String: String])? {
        do {
            let database = try SQLiteDatabase(path: path)
            var run: [String: String] = [:]
            try database.prepare("SELECT name, value FROM run").forEachRow { row in run[row.text(0) ?? ""] = row.text(1)
            }
            guard let text = run["shard"] else { return nil }
            guard let shard = CheckShard(text), let digest = run["planDigest"] else {
                throw InputError(file: path, line: nil, message: "run: shard \(text) is no shard typefit wrote")
            }
            var record = ShardRecord(shard: shard, planDigest: digest)
            try database.prepare("SELECT style, item, platform, scripts FROM uncoveredStrings ORDER BY rowid")
                .forEachRow {
                    row in
                    guard let platform = row.text(2).flatMap(PlatformID.init(rawValue:)), row.integer(1) >= 0 else {
                        throw InputError(
                            file: path, line: nil, message: "uncoveredStrings: \(row.text(2) ?? "NULL") is no platform")
                    }
                    record.uncovered.append(
                        UncoveredItem(
                            style: row.text(0) ?? "", item: row.integer(1), platform: platform,
                            scripts: (row.text(3) ?? "").split(separator: " ").map(String.init)))
                }
            return (record, run)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, line: nil, message: "not a typefit report.sqlite: \(error)")
        }
    }
}
