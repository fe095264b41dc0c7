import TypeFitCheck
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// report.sqlite's measurements read one at a time (a query stepped row by row), then its fonts,
/// layout rows and contrast.
final class SQLiteReportRows: ReportRows {
    private let path: String
    private let database: SQLiteDatabase
    private let query: SQLiteDatabase.Statement
    /// The sizes and strings, read once (a plan's worth): rows share them, as a check's rows do.
    private let sizes: [Int: MeasuredSize]
    private let strings: [Int: MeasuredString]

    init(path: String) throws(InputError) {
        self.path = path
        do {
            database = try SQLiteDatabase(path: path)
            let version =
                try database.prepare("SELECT value FROM run WHERE name = 'schemaVersion'").rows().first?.first ?? nil
            guard let schema = version.flatMap({ Int($0) }), ReportSQLite.readableVersions.contains(schema) else {
                throw InputError(
                    file: path, line: nil,
                    message:
                        "schemaVersion \(version ?? "(none)") is not one typefit reads (\(ReportSQLite.readableVersions.lowerBound) to \(ReportSQLite.schemaVersion); write the report again with this typefit)"
                )
            }
            var sizes: [Int: MeasuredSize] = [:]
            try database.prepare(
                "SELECT id, style, platform, category, sizeClass, pointSize, maxWidth, maxLines FROM sizes"
            ).forEachRow { row in
                let (platform, category) = try ReportFile.place(
                    row, platformColumn: 2, categoryColumn: 3, path: path, table: "sizes")
                sizes[row.integer(0)] = MeasuredSize(
                    style: row.text(1) ?? "", platform: platform, category: category,
                    sizeClass: row.text(4).flatMap(SizeClass.init(rawValue:)), pointSize: row.double(5),
                    maxWidth: row.isNull(6) ? nil : row.double(6), maxLines: row.isNull(7) ? nil : row.integer(7))
            }
            var strings: [Int: MeasuredString] = [:]
            let sourceColumns = schema >= 3 ? "file, line, column" : "NULL, NULL, NULL"
            try database.prepare("SELECT id, key, locale, text, \(sourceColumns) FROM strings").forEachRow { row in
                let source = row.text(4).map {
                    FileLocation(
                        file: $0, line: row.isNull(5) ? nil : row.integer(5),
                        column: row.isNull(6) ? nil : row.integer(6))
                }
                strings[row.integer(0)] = MeasuredString(
                    key: row.text(1) ?? "", locale: row.text(2) ?? "", text: row.text(3) ?? "", source: source)
            }
            (self.sizes, self.strings) = (sizes, strings)
            query = try database.prepare(
                """
                SELECT size, string, lineHeight, width, lineCount, height, status, reasons FROM measurements ORDER BY rowid
                """)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, line: nil, message: "not a typefit report.sqlite: \(error)")
        }
    }

    /// The query was stepped to its end (stepping again would start it over).
    private var done = false
    private var integrity = ReportIntegrity()

    func next() throws(InputError) -> CheckResult? {
        guard !done else { return nil }
        do {
            guard let row = try query.step() else {
                done = true
                return nil
            }
            guard let size = sizes[row.integer(0)], let string = strings[row.integer(1)] else {
                throw InputError(
                    file: path, line: nil,
                    message: "measurements: size \(row.integer(0)) or string \(row.integer(1)) is in no table")
            }
            let status = try ReportFile.status(row, 6, path)
            integrity.count(status)
            let measurement = CheckResult(
                string: string, size: size, lineHeight: row.double(2), width: row.double(3),
                lineCount: row.integer(4), height: row.double(5), status: status,
                reasons: try ReportFile.reasons(row, 7, path).map(Reason.text))
            if let problem = measurement.implausibility {
                throw InputError(file: path, line: nil, message: "measurements: \(problem)")
            }
            return measurement
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, line: nil, message: "not a typefit report.sqlite: \(error)")
        }
    }

    func finish() throws(InputError) -> ReportFile {
        while try next() != nil {}
        let report = try ReportFile.readSQLiteShell(database, path: path)
        try integrity.verify(report, file: path)
        return report
    }
}
