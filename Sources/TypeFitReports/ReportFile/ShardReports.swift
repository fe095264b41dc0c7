import Foundation
import Synchronization
import TypeFitCheck
import TypeFitSupport

/// The report.sqlite files of a sharded check's shards (`typefit check --shard K/N`), read side
/// by side, a row at a time, for `typefit merge`: the merging run asks each shard for the rows of
/// the string it plans next, so memory holds a few batches of rows per shard, not the check.
package final class ShardReports: ShardedMeasurements {
    package let records: [ShardRecord]
    private let cursors: Mutex<[Cursor]>

    /// A shard's rows (read ahead on a thread of their own), with the one read but not yet taken.
    private struct Cursor {
        var rows: any ReportRows
        var path: String
        var next: CheckResult?
        var done = false

        /// The next row that is not a row for a whole style (the merging run makes its own).
        mutating func peek() throws(InputError) -> CheckResult? {
            while next == nil, !done {
                guard let row = try rows.next() else {
                    done = true
                    break
                }
                if row.category != .every { next = row }
            }
            return next
        }
    }

    /// Opens each shard: a folder holding report.sqlite, or the file. Each must be a shard's
    /// report; they are put in the shards' order.
    package init(_ paths: [String]) throws(InputError) {
        var opened: [(record: ShardRecord, cursor: Cursor)] = []
        for given in paths {
            let path =
                isFolder(given) ? URL(fileURLWithPath: given).appendingPathComponent("report.sqlite").path : given
            guard lstatInfo(path) != nil else {
                throw InputError(
                    file: path, line: nil,
                    message:
                        "no such report.sqlite: give each shard's --out folder (its report.sqlite is what merge reads)")
            }
            // A FIFO, a folder's link to itself or a file of another kind is said as what it is.
            let head = try InputFile(path: path, maximumSize: ReportFile.maximumFileSize).read(upTo: 4_096)
            guard ReportFile.isSQLite(head[...]) else {
                throw InputError(
                    file: path, line: nil,
                    message: "not a report.sqlite: merge reads each part's report.sqlite (give the part's --out folder)"
                )
            }
            guard let (record, versions) = try ReportSQLite.readShard(path: path) else {
                throw InputError(
                    file: path, line: nil,
                    message: "a check that was not sharded wrote this report: run each part with --shard K/N")
            }
            try Self.checkMeasuredHere(versions, path: path)
            if let same = opened.first(where: { $0.record.shard == record.shard }) {
                throw InputError(
                    file: path, line: nil, message: "shard \(record.shard) is given twice (also \(same.cursor.path))")
            }
            // Its rows read ahead on a thread of their own: the parts are parsed on every core
            // while the merging run assembles them.
            opened.append((record, Cursor(rows: try PrefetchedRows(path: path, batchSize: 1_024), path: path)))
        }
        opened.sort { $0.record.shard.index < $1.record.shard.index }
        records = opened.map(\.record)
        cursors = Mutex(opened.map(\.cursor))
    }

    /// Throws unless a part's rows were measured by this typefit with these libraries (a merge's
    /// report names the versions of the process writing it, so the parts' must be those).
    private static func checkMeasuredHere(_ versions: [String: String], path: String) throws(InputError) {
        for (name, version) in CheckReport.Versions.current().named.prefix(4)
        where versions[name.lowercased()] != version {
            throw InputError(
                file: path, line: nil,
                message:
                    "measured with \(name) \(versions[name.lowercased()] ?? "(none)"), and this typefit has \(version): merge with the typefit and libraries the parts were checked with"
            )
        }
    }

    package func take(part: Int, style: String, string: ShardString) throws -> [CheckResult] {
        try cursors.withLock { cursors throws(InputError) in
            guard cursors.indices.contains(part) else { return [] }
            var taken: [CheckResult] = []
            while try cursors[part].peek().map({ $0.style == style && string.isOwner(of: $0) }) ?? false,
                let row = cursors[part].next.take()
            {
                taken.append(row)
            }
            return taken
        }
    }

    package func finish() throws {
        try cursors.withLock { cursors throws(InputError) in
            for index in cursors.indices {
                if let left = try cursors[index].peek() {
                    throw InputError(
                        file: cursors[index].path, line: nil,
                        message:
                            "shard \(records[index].shard) has a row the merged plan does not (\(left.style), \(left.key), \(left.locale) at \(left.category)): were the shards checked with the same options (--strings, --pseudo, --text-spacing)?"
                    )
                }
                // Its counts checked against its rows: a shard cut short is an error, not a smaller report.
                _ = try cursors[index].rows.finish()
            }
        }
    }
}

private func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
}
