import TypeFitCheck
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText

extension ReportFile {
    /// Whether `bytes` start a SQLite database ("SQLite format 3\0").
    static func isSQLite(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: Array("SQLite format 3".utf8) + [0])
    }

    /// A report.sqlite read back into the same values its report.json gives.
    static func readSQLite(_ path: String) throws(InputError) -> ReportFile {
        try collect(SQLiteReportRows(path: path))
    }

    /// A report.sqlite's fonts, layout rows and contrast (its schema version is 2: the reader
    /// refuses any other).
    static func readSQLiteShell(_ database: SQLiteDatabase, path: String) throws(InputError) -> ReportFile {
        do {
            var findings: [String: [String]] = [:]
            try database.prepare("SELECT style, finding FROM findings ORDER BY rowid").forEachRow { row in
                findings[row.text(0) ?? "", default: []].append(row.text(1) ?? "")
            }
            var fonts: [Font] = []
            try database.prepare(
                "SELECT style, family, resolvedStyle, path, metrics, faceIndex FROM fonts ORDER BY rowid"
            ).forEachRow { row in
                let metrics = try row.text(4).map { try JSONDecoder().decode(Metrics.self, from: Data($0.utf8)) }
                let style = row.text(0) ?? ""
                fonts.append(
                    Font(
                        style: style, family: row.text(1) ?? "", resolvedStyle: row.text(2) ?? "",
                        path: row.text(3) ?? "", metrics: metrics,
                        faceIndex: row.integer(5), findings: findings[style] ?? []))
            }
            var layoutRows: [LayoutRow] = []
            try database.prepare(
                "SELECT row, category, locale, horizontalWidth, verticalHeight, axis, switchCategory, status, reasons FROM rows ORDER BY rowid"
            )
            .forEachRow { row in
                guard let category = SizeCategory(row.text(1) ?? "", platform: .ios) else {
                    throw InputError(
                        file: path, line: nil, message: "rows: \"\(row.text(1) ?? "")\" is no ios category")
                }
                layoutRows.append(
                    LayoutRow(
                        row: row.text(0) ?? "", category: category, locale: row.text(2) ?? "",
                        horizontalWidth: row.double(3), verticalHeight: row.double(4),
                        axis: row.text(5) ?? "",
                        switchCategory: row.text(6).flatMap(ContentSizeCategory.init(rawValue:)),
                        status: try status(row, 7, path),
                        reasons: try reasons(row, 8, path)))
            }
            var contrast: [ContrastPair] = []
            try database.prepare(
                "SELECT style, theme, platform, category, ratio, status, reasons FROM contrast ORDER BY rowid"
            ).forEachRow { row in
                let (platform, category) = try place(
                    row, platformColumn: 2, categoryColumn: 3, path: path, table: "contrast")
                contrast.append(
                    ContrastPair(
                        style: row.text(0) ?? "", theme: row.text(1) ?? "", platform: platform, category: category,
                        ratio: row.double(4),
                        status: try status(row, 5, path), reasons: try reasons(row, 6, path)))
            }
            var counts: [String: Int] = [:]
            try database.prepare(
                "SELECT name, value FROM run WHERE name LIKE 'summary.%' OR name = 'schemaVersion'"
            ).forEachRow { row in
                counts[row.text(0) ?? ""] = row.text(1).flatMap { Int($0) }
            }
            var report = ReportFile(
                schemaVersion: counts["schemaVersion"] ?? ReportSQLite.schemaVersion, results: [], fonts: fonts,
                rows: layoutRows, contrast: contrast)
            if let measurements = counts["summary.measurements"], let failures = counts["summary.failures"],
                let warnings = counts["summary.warnings"]
            {
                report.summary = Summary(measurements: measurements, failures: failures, warnings: warnings)
            }
            report.guide =
                try database.prepare("SELECT value FROM run WHERE name = 'guide'").rows().first?.first ?? nil
            try database.prepare(
                "SELECT name, value FROM run WHERE name IN ('typefit', 'freetype', 'harfbuzz', 'icu', 'fontconfig', 'sqlite')"
            ).forEachRow { row in
                if let name = row.text(0), let value = row.text(1) { report.versions[name] = value }
            }
            return report
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, line: nil, message: "not a typefit report.sqlite: \(error)")
        }
    }

    static func place(
        _ row: SQLiteDatabase.Statement.Row, platformColumn: Int, categoryColumn: Int, path: String, table: String
    ) throws(InputError) -> (PlatformID, SizeCategory) {
        guard let platform = row.text(platformColumn).flatMap(PlatformID.init(rawValue:)),
            let category = SizeCategory(row.text(categoryColumn) ?? "", platform: platform)
        else {
            throw InputError(
                file: path, line: nil,
                message:
                    "\(table): \"\(row.text(categoryColumn) ?? "")\" is no \(row.text(platformColumn) ?? "?") category")
        }
        return (platform, category)
    }

    static func status(_ row: SQLiteDatabase.Statement.Row, _ column: Int, _ path: String) throws(InputError)
        -> CheckStatus
    {
        guard let status = row.text(column).flatMap(CheckStatus.init(rawValue:)) else {
            throw InputError(
                file: path, line: nil, message: "status \"\(row.text(column) ?? "")\" is not pass, warn or fail")
        }
        return status
    }

    static func reasons(_ row: SQLiteDatabase.Statement.Row, _ column: Int, _ path: String) throws(InputError)
        -> [String]
    {
        guard let text = row.text(column), text != "[]" else { return [] }
        var scanner = JSONScanner(Array(text.utf8))
        var reasons: [String] = []
        do {
            try scanner.array { scanner, _ throws(JSONScanner.Failure) in reasons.append(try scanner.string()) }
            try scanner.end()
        } catch {
            throw InputError(
                file: path, line: nil, message: "reasons are not a JSON array of strings: \(error.message)")
        }
        return reasons
    }
}
