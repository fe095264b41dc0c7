import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// `report.sqlite`: the check as tables to query with SQL (`sqlite3 Reports/report.sqlite …`).
///
/// - `run(name, value)`: schema version, tool versions, guide, models, and the summary's counts
///   (`summary.measurements`, `summary.failures`, `summary.warnings`).
/// - `fonts(style, family, resolvedStyle, weight, italic, path, faceIndex, metrics)` (metrics: the
///   JSON report.json holds) and `findings(style, finding)`.
/// - `results(style, platform, category, sizeClass, key, locale, text, pointSize, lineHeight,
///   width, lineCount, height, maxWidth, maxLines, status, reasons, file, line, column)`: a view, one row per
///   measurement, reasons as a JSON array of sentences (SQLite's `json_each` reads it), lengths
///   unrounded in pt (dp on Android). Its rows are stored once each: `sizes(id, style, platform,
///   category, sizeClass, pointSize, maxWidth, maxLines)` (a style at one size),
///   `strings(id, key, locale, text, file, line, column)` (where the text is written: its
///   catalog, relative to the guide's folder; schema version 3) and `measurements(size, string, lineHeight, width,
///   lineCount, height, status, reasons)`, indexed on sizes(style, platform, category, sizeClass)
///   and strings(key, locale). A million measurements are then a million rows of numbers, not of
///   repeated text (schema version 2). The measurements have no index: one on status (schema
///   version 3 dropped it) was 14 MB at a million rows for three values, and reading every
///   measurement for `status = 'fail'` takes 0.03 s; one on measurements(string) cost 10 MB and,
///   sorted after the last row on one core, a tenth of a check's wall-clock time, while the view
///   finds a key's 132 measurements among a million by reading them all in 0.04 s. (A script
///   asking for thousands of keys can make it once: `CREATE INDEX … ON measurements(string)`.)
/// - `rows(…)` and `contrast(…)`: layout rows and colour pairs, as in rows.csv and contrast.csv.
///
/// Written through SQLite's C library into a temporary file in one transaction, then renamed.
/// (The database is closed before the rename: `SQLiteDatabase` closes in `deinit`, at the end of
/// the `do` block.)
package enum ReportSQLite {
    package static let schemaVersion = 3
    /// Version 2 reads back with no source locations.
    package static let readableVersions = 2...schemaVersion

    /// report.sqlite written as the check streams: the run, fonts and contrast from the head,
    /// the measurements inserted as they come (each new size and string once), layout rows at the end; one transaction
    /// into a temporary file beside `path`, closed before it is put in place. On failure nothing
    /// is left behind.
    package final class Sink: ReportSink {
        private let path: String
        private let relativeTo: String?
        private let temporary: String
        private var database: SQLiteDatabase?
        private var statements: Statements?
        /// Ids of the sizes and strings inserted so far (a plan's worth: styles × sizes, strings),
        /// by the rows' shared objects (their hashes stored, equal at once when the same object).
        private var sizes = SizeMap()
        private var sizeCount = 0
        private var strings: [MeasuredString: Int] = [:]
        /// The last string's id: a string's rows come one after another, at each size.
        private var lastString: (string: MeasuredString, id: Int)?

        private struct Statements {
            var size: SQLiteDatabase.Statement
            var string: SQLiteDatabase.Statement
            var measurement: SQLiteDatabase.Statement
            /// ``measurementsPerInsert`` rows in one statement: a step per 64 rows, not per row.
            var measurements: SQLiteDatabase.Statement
        }

        /// A measurement's values, waiting for the multi-row insert.
        private struct Pending {
            var size: Int
            var string: Int
            var lineHeight: Double
            var width: Double
            var lineCount: Int
            var height: Double
            var status: CheckStatus
            /// Where the reasons' JSON lies in `pendingReasons`; NULL for none (most
            /// measurements): the view shows `[]`.
            var reasons: Range<Int>?
        }

        private static let measurementsPerInsert = 64
        private var pending: [Pending] = []
        /// The pending rows' reasons as JSON, one after another (one buffer for a batch, not
        /// a String per row), and the last row's reasons (rows at a string's sizes share them when
        /// the same) with where their JSON lies.
        private var pendingReasons: [UInt8] = []
        private var lastReasons: (reasons: RowReasons, json: Range<Int>)?

        private let temporaries: TemporaryFiles
        /// Put in place (or discarded) by the run once finished.
        private var finished = false

        package init(path: String, relativeTo: String?, temporaries: TemporaryFiles) throws {
            self.path = path
            self.relativeTo = relativeTo
            self.temporaries = temporaries
            // Made empty (an empty file is an empty database) and handed to SQLite by name.
            temporary = try TemporaryFile(beside: path, registry: temporaries).finish()
        }

        deinit {
            (statements, database) = (nil, nil)
            if !finished { temporaries.discard(temporary) }
        }

        /// Runs `body`, naming the file in its SQLite error.
        private func named<T>(_ body: () throws(SQLiteError) -> T) throws -> T {
            do {
                return try body()
            } catch {
                throw InputError(file: path, line: nil, message: "report.sqlite: \(error)")
            }
        }

        package func start(_ head: CheckReport) throws {
            try named { () throws(SQLiteError) in
                let database = try SQLiteDatabase(path: temporary)
                self.database = database
                // One writer into a file renamed when complete: no journal needed.
                try database.execute(
                    """
                    PRAGMA page_size = 65536; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
                    PRAGMA locking_mode = EXCLUSIVE; BEGIN;
                    """)
                try createTables(database)
                try writeRun(head, relativeTo: relativeTo, database)
                try writeContrast(head, database)
                statements = Statements(
                    size: try database.prepare("INSERT INTO sizes VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                    string: try database.prepare("INSERT INTO strings VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    measurement: try database.prepare("INSERT INTO measurements VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                    measurements: try database.prepare(
                        "INSERT INTO measurements VALUES "
                            + Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: Self.measurementsPerInsert).joined(
                                separator: ", ")))
                pending.reserveCapacity(Self.measurementsPerInsert)
            }
        }

        package func add(_ results: [CheckResult]) throws {
            guard let statements else {
                throw ReportSinkError(message: "report.sqlite: measurements added before the start or after the last")
            }
            // The per-row state, moved into locals for the batch (and back): a class's own
            // properties, changed at every row, were checked for exclusive access each time.
            var (sizes, pending, lastString) = (self.sizes, self.pending, self.lastString)
            var (pendingReasons, lastReasons) = (self.pendingReasons, self.lastReasons)
            (self.sizes, self.pending, self.pendingReasons) = (SizeMap(), [], [])
            defer {
                (self.sizes, self.pending, self.lastString) = (sizes, pending, lastString)
                (self.pendingReasons, self.lastReasons) = (pendingReasons, lastReasons)
            }
            try named { () throws(SQLiteError) in
                try results.forEachInPlace { row throws(SQLiteError) in
                    let sizeId: Int
                    if let known = sizes.value(forSizeOf: row) {
                        sizeId = known
                    } else {
                        let size = row.pointee.size
                        sizeCount += 1
                        sizeId = sizeCount
                        sizes.set(sizeId, for: size)
                        try statements.size.run([
                            .integer(sizeId), .text(size.style), .text(size.platform.rawValue),
                            .text(size.category.description), text(size.sizeClass?.rawValue),
                            .real(size.pointSize), real(size.maxWidth), integer(size.maxLines),
                        ])
                    }
                    let stringId: Int
                    // Set only when the string changes (a string's rows come together): set at
                    // every row, it was two more changes of the count of an object other threads
                    // share. Compared where the row holds it: taken out first, it was retained
                    // and released at every row.
                    if let last = lastString, last.string === row.pointee.string {
                        stringId = last.id
                    } else {
                        let string = row.pointee.string
                        if let known = strings[string] {
                            stringId = known
                        } else {
                            stringId = strings.count + 1
                            strings[string] = stringId
                            try statements.string.run([
                                .integer(stringId), .text(string.key), .text(string.locale),
                                .text(string.text), text(string.source?.file), integer(string.source?.line),
                                integer(string.source?.column),
                            ])
                        }
                        lastString = (string, stringId)
                    }
                    pending.append(
                        Pending(
                            size: sizeId, string: stringId, lineHeight: row.pointee.lineHeight,
                            width: row.pointee.width, lineCount: row.pointee.lineCount,
                            height: row.pointee.height, status: row.pointee.status,
                            reasons: row.pointee.verdict.map { verdict in
                                if let last = lastReasons, last.reasons === verdict { return last.json }
                                let start = pendingReasons.count
                                appendReasonsJSON(verdict.texts, to: &pendingReasons)
                                lastReasons = (verdict, start..<pendingReasons.count)
                                return start..<pendingReasons.count
                            }))
                    if pending.count == Self.measurementsPerInsert {
                        try insert(pending[...], reasons: pendingReasons, with: statements.measurements)
                        pending.removeAll(keepingCapacity: true)
                        pendingReasons.removeAll(keepingCapacity: true)
                        lastReasons = nil
                    }
                }
            }
        }

        /// Inserts `rows` with `statement`, which has their number of rows of parameters: the
        /// 64-row one for a full batch, the single-row one for each of the last few.
        private func insert(
            _ rows: ArraySlice<Pending>, reasons: [UInt8], with statement: SQLiteDatabase.Statement
        ) throws(SQLiteError) {
            try statement.run { bind in
                for row in rows {
                    bind.integer(row.size)
                    bind.integer(row.string)
                    bind.real(row.lineHeight)
                    bind.real(row.width)
                    bind.integer(row.lineCount)
                    bind.real(row.height)
                    bind.staticText(row.status.sqlText)
                    // Sliced only when there are reasons (most rows have none: NULL).
                    if let range = row.reasons { bind.text(utf8: reasons[range]) } else { bind.text(utf8: nil) }
                }
            }
        }

        /// The last rows inserted, once every row is in (while the check draws its labels).
        package func measured() throws {
            guard let statements else { return }
            try named { () throws(SQLiteError) in
                for index in pending.indices {
                    try insert(pending[index...index], reasons: pendingReasons, with: statements.measurement)
                }
                (pending, pendingReasons, lastReasons) = ([], [], nil)
            }
            self.statements = nil
        }

        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            guard let database else { throw ReportSinkError(message: "report.sqlite was not started") }
            try measured()
            try named { () throws(SQLiteError) in
                try writeRows(report, database)
                try writeSummary(report, database)
                try writeShard(report, database)
                try database.execute("COMMIT;")
            }
            // Closed (the last references dropped) before the file is renamed.
            (statements, self.database) = (nil, nil)
            finished = true
            return [.file(name: ReportFileFormat.sqlite.fileName, temporary: temporary)]
        }
    }

    private static func createTables(_ database: SQLiteDatabase) throws(SQLiteError) {
        try database.execute(
            """
            CREATE TABLE run (name TEXT PRIMARY KEY, value TEXT);
            CREATE TABLE fonts (style TEXT, family TEXT, resolvedStyle TEXT, weight INTEGER, italic INTEGER, path TEXT, faceIndex INTEGER, metrics TEXT);
            CREATE TABLE findings (style TEXT, finding TEXT);
            CREATE TABLE sizes (id INTEGER PRIMARY KEY, style TEXT, platform TEXT, category TEXT, sizeClass TEXT,
                pointSize REAL, maxWidth REAL, maxLines INTEGER);
            CREATE TABLE strings (id INTEGER PRIMARY KEY, key TEXT, locale TEXT, text TEXT, file TEXT, line INTEGER, column INTEGER);
            CREATE TABLE measurements (size INTEGER REFERENCES sizes(id), string INTEGER REFERENCES strings(id),
                lineHeight REAL, width REAL, lineCount INTEGER, height REAL, status TEXT, reasons TEXT);
            CREATE INDEX sizes_cell ON sizes(style, platform, category, sizeClass);
            CREATE INDEX strings_key ON strings(key, locale);
            CREATE VIEW results AS
                SELECT sizes.style, sizes.platform, sizes.category, sizes.sizeClass, strings.key, strings.locale, strings.text,
                    sizes.pointSize, measurements.lineHeight, measurements.width, measurements.lineCount, measurements.height,
                    sizes.maxWidth, sizes.maxLines, measurements.status, coalesce(measurements.reasons, '[]') AS reasons,
                    strings.file, strings.line, strings.column
                FROM measurements JOIN sizes ON sizes.id = measurements.size JOIN strings ON strings.id = measurements.string;
            CREATE TABLE rows (row TEXT, category TEXT, locale TEXT, horizontalWidth REAL, containerWidth REAL, verticalHeight REAL,
                maxHeight REAL, axis TEXT, switchCategory TEXT, status TEXT, reasons TEXT);
            CREATE TABLE contrast (style TEXT, theme TEXT, platform TEXT, category TEXT, pointSize REAL, weight INTEGER, largeText INTEGER,
                foreground TEXT, background TEXT, ratio REAL, minimumRatio REAL, level TEXT, status TEXT, reasons TEXT);
            """)
    }

    private static func text(_ value: String?) -> SQLiteDatabase.Statement.Value { value.map { .text($0) } ?? .null }
    private static func real(_ value: Double?) -> SQLiteDatabase.Statement.Value { value.map { .real($0) } ?? .null }
    private static func integer(_ value: Int?) -> SQLiteDatabase.Statement.Value { value.map { .integer($0) } ?? .null }

    /// The counts every report shows, in `run` (`summary.measurements`, `summary.failures`,
    /// `summary.warnings`): a reader checks the tables against them.
    private static func writeSummary(_ report: CheckReport, _ database: SQLiteDatabase) throws(SQLiteError) {
        let run = try database.prepare("INSERT INTO run VALUES (?, ?)")
        for (name, value) in [
            ("measurements", report.totals.measurements), ("failures", report.failures), ("warnings", report.warnings),
        ] {
            try run.run([.text("summary.\(name)"), .text("\(value)")])
        }
    }

    private static func writeRun(_ report: CheckReport, relativeTo base: String?, _ database: SQLiteDatabase)
        throws(SQLiteError)
    {
        let run = try database.prepare("INSERT INTO run VALUES (?, ?)")
        var pairs = [
            ("schemaVersion", "\(schemaVersion)"), ("guide", relativePath(report.guide, to: base)),
            ("typefit", report.versions.typefit),
            ("freetype", report.versions.freetype), ("harfbuzz", report.versions.harfbuzz),
            ("icu", report.versions.icu), ("fontconfig", report.versions.fontconfig),
            ("sqlite", report.versions.sqlite),
        ]
        pairs += report.models.sorted { $0.key < $1.key }.map { ("model.\($0.key)", $0.value) }
        for (name, value) in pairs { try run.run([.text(name), .text(value)]) }
        let fonts = try database.prepare("INSERT INTO fonts VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        let findings = try database.prepare("INSERT INTO findings VALUES (?, ?)")
        for font in report.fonts {
            try fonts.run([
                .text(font.style), .text(font.family), .text(font.resolvedStyle), integer(font.metrics?.weight),
                integer(font.metrics.map { $0.italic.isItalic ? 1 : 0 }), .text(relativePath(font.path, to: base)),
                .integer(font.faceIndex),
                text(metricsJSON(font, relativeTo: base)),
            ])
            for finding in font.findings { try findings.run([.text(font.style), .text(finding.description)]) }
        }
    }

    /// `["sentence", …]`, compact.
    static func reasonsJSON(_ reasons: [Reason]) -> String {
        reasonsJSON(reasons.map(\.description))
    }

    /// `["sentence", …]`, compact.
    static func reasonsJSON(_ reasons: [String]) -> String {
        var out: [UInt8] = []
        appendReasonsJSON(reasons, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `reasons` as ``reasonsJSON(_:)`` writes them, appended to `out`.
    static func appendReasonsJSON(_ reasons: [String], to out: inout [UInt8]) {
        out.append(0x5B)
        // By index: each sentence read where the array holds it (an enumeration retained each).
        for index in reasons.indices {
            if index > 0 { out.append(0x2C) }
            JSONText.appendString(reasons[index], to: &out)
        }
        out.append(0x5D)
    }

    /// The face's metrics as report.json writes them (path relative to `base`).
    private static func metricsJSON(_ font: FontReport, relativeTo base: String?) -> String? {
        guard var metrics = font.metrics else { return nil }
        metrics.path = relativePath(font.path, to: base)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(metrics)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func writeRows(_ report: CheckReport, _ database: SQLiteDatabase) throws(SQLiteError) {
        let rows = try database.prepare("INSERT INTO rows VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for row in report.rows {
            try rows.run([
                .text(row.row), .text(row.category.description), .text(row.locale), .real(row.horizontalWidth),
                .real(row.containerWidth),
                .real(row.verticalHeight), real(row.maxHeight), .text(row.axis.rawValue),
                text(row.switchCategory?.rawValue), .text(row.status.rawValue),
                .text(reasonsJSON(row.reasons)),
            ])
        }
    }

    private static func writeContrast(_ report: CheckReport, _ database: SQLiteDatabase) throws(SQLiteError) {
        let contrast = try database.prepare("INSERT INTO contrast VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for pair in report.contrast {
            try contrast.run([
                .text(pair.style), .text(pair.theme), .text(pair.platform.rawValue), .text(pair.category.description),
                .real(pair.pointSize),
                .integer(pair.weight), .integer(pair.largeText ? 1 : 0), .text(pair.foreground), .text(pair.background),
                .real(pair.ratio),
                .real(pair.minimumRatio), .text(pair.level.rawValue), .text(pair.status.rawValue),
                .text(reasonsJSON(pair.reasons)),
            ])
        }
    }
}

extension CheckStatus {
    /// The status as report.sqlite stores it (its raw value), as a literal SQLite need not copy.
    fileprivate var sqlText: StaticString {
        switch self {
        case .pass: "pass"
        case .warn: "warn"
        case .fail: "fail"
        }
    }
}
