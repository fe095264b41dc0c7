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
    /// The sizes and strings, read once (a plan's worth): rows share their values.
    private let sizes: [Int: Size]
    private let strings: [Int: (key: String, locale: String, text: String, source: FileLocation?)]

    private typealias Size = (
        style: String, platform: PlatformID, category: SizeCategory, sizeClass: SizeClass?, pointSize: Double,
        maxWidth: Double?, maxLines: Int?
    )

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
            var sizes: [Int: Size] = [:]
            try database.prepare(
                "SELECT id, style, platform, category, sizeClass, pointSize, maxWidth, maxLines FROM sizes"
            ).forEachRow { row in
                let (platform, category) = try ReportFile.place(
                    row, platformColumn: 2, categoryColumn: 3, path: path, table: "sizes")
                sizes[row.integer(0)] = (
                    row.text(1) ?? "", platform, category, row.text(4).flatMap(SizeClass.init(rawValue:)),
                    row.double(5),
                    row.isNull(6) ? nil : row.double(6), row.isNull(7) ? nil : row.integer(7)
                )
            }
            var strings: [Int: (key: String, locale: String, text: String, source: FileLocation?)] = [:]
            let sourceColumns = schema >= 3 ? "file, line, column" : "NULL, NULL, NULL"
            try database.prepare("SELECT id, key, locale, text, \(sourceColumns) FROM strings").forEachRow { row in
                let source = row.text(4).map {
                    FileLocation(
                        file: $0, line: row.isNull(5) ? nil : row.integer(5),
                        column: row.isNull(6) ? nil : row.integer(6))
                }
                strings[row.integer(0)] = (row.text(1) ?? "", row.text(2) ?? "", row.text(3) ?? "", source)
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
                style: size.style, platform: size.platform, category: size.category, sizeClass: size.sizeClass,
                key: string.key, locale: string.locale, text: string.text, pointSize: size.pointSize,
                lineHeight: row.double(2),
                width: row.double(3), lineCount: row.integer(4), height: row.double(5), maxWidth: size.maxWidth,
                maxLines: size.maxLines, status: status,
                reasonTexts: try ReportFile.reasons(row, 7, path), source: string.source)
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
