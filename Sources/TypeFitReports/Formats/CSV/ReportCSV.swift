import TypeFitSupport
import TypeFitCheck
import TypeFitText

/// `report.csv`: a header and a row per failed or warned measurement, then one row per style ×
/// size for the measurements that passed there (key `*`; every measurement with
/// ``Rows/all``), so a big app's report opens in a spreadsheet (1,048,576 rows at most); RFC
/// 4180 quoting, UTF-8 with a byte-order mark (so spreadsheet apps read the accents right), CRLF
/// line ends; lengths to 0.01 pt.
package enum ReportCSV {
    /// Which measurements get a row of their own.
    package enum Rows: String, Sendable, CaseIterable {
        /// Failed and warned ones; the passing ones as one row per style × size.
        case findings
        /// Every one.
        case all
    }

    package static let header = [
        "style", "platform", "category", "sizeClass", "key", "locale", "text", "pointSize", "lineHeight",
        "width", "lineCount", "height", "maxWidth", "maxLines", "status", "reasons", "file", "line", "column",
    ]

    /// Every measurement's row (what ``Rows/all`` streams).
    package static func render(_ report: CheckReport) -> String {
        var out = byteOrderMark
        appendRecord(header, to: &out)
        for row in report.results { appendRecord(row, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The passing measurements of one style at one size, as one row: key and locale `*`, the
    /// text says how many, the lengths are the largest of them.
    struct Passes {
        var row: CheckResult
        var count = 1

        package init(_ first: borrowing CheckResult) {
            row = CheckResult(
                style: first.style, platform: first.platform, category: first.category, sizeClass: first.sizeClass,
                key: "*", locale: "*", text: "", pointSize: first.pointSize, lineHeight: first.lineHeight,
                width: first.width, lineCount: first.lineCount, height: first.height, maxWidth: first.maxWidth,
                maxLines: first.maxLines, status: .pass, reasons: [])
        }

        /// Counts the row where the batch holds it: its numbers are read in place (passed as a
        /// value, the row was copied and destroyed — three retains and releases a passing row).
        mutating func add(_ other: UnsafePointer<CheckResult>) {
            count += 1
            row.lineHeight = max(row.lineHeight, other.pointee.lineHeight)
            row.width = max(row.width, other.pointee.width)
            row.lineCount = max(row.lineCount, other.pointee.lineCount)
            row.height = max(row.height, other.pointee.height)
        }

        var record: CheckResult {
            var record = row
            record.text = "\(count) measurement\(count == 1 ? "" : "s") pass (the widest, most lines, tallest of them)"
            return record
        }
    }

    /// report.csv written a row at a time as the check streams; rows.csv and contrast.csv (a
    /// few rows each) from the finished report.
    package final class Sink: ReportSink {
        private let file: StreamedFile
        private let rows: Rows
        /// With ``Rows/findings``: the passing measurements per style × size, in the order met.
        private var passes: [Passes] = []
        private var passIndex: [Cell: Int] = [:]
        /// ``passIndex`` by the rows' shared size (``SizeMap``: most rows found by identity).
        private var passOfSize = SizeMap()
        /// The records' repeated parts, written once.
        private var parts = RecordParts()

        /// A style × size: where passing measurements are counted together.
        struct Cell: Hashable {
            var style: String
            var platform: PlatformID
            var category: SizeCategory
            var sizeClass: SizeClass?
        }

        package init(file: StreamedFile, rows: Rows = .findings) {
            self.file = file
            self.rows = rows
        }

        package func start(_ head: CheckReport) throws {
            try file.write { out in
                out.append(contentsOf: byteOrderMark)
                appendRecord(header, to: &out)
            }
        }

        package func add(_ results: [CheckResult]) throws {
            // The record parts, passes and their lookups, moved into locals for the batch (and
            // back): a class's own properties, changed at every row, were checked for exclusive
            // access each time.
            var parts = self.parts
            self.parts = RecordParts()
            defer { self.parts = parts }
            guard rows == .findings else {
                try file.write(rows: results) { out, row in parts.appendRecord(row, to: &out) }
                return
            }
            var (passes, passIndex, passOfSize) = (self.passes, self.passIndex, self.passOfSize)
            (self.passes, self.passIndex, self.passOfSize) = ([], [:], SizeMap())
            defer { (self.passes, self.passIndex, self.passOfSize) = (passes, passIndex, passOfSize) }
            try file.write(rows: results) { out, row in
                guard row.pointee.status == .pass else { return parts.appendRecord(row, to: &out) }
                if let index = passOfSize.value(forSizeOf: row) { return passes[index].add(row) }
                let key = Cell(
                    style: row.pointee.style, platform: row.pointee.platform, category: row.pointee.category,
                    sizeClass: row.pointee.sizeClass)
                if let index = passIndex[key] {
                    passes[index].add(row)
                    passOfSize.set(index, for: row.pointee.size)
                } else {
                    passIndex[key] = passes.count
                    passOfSize.set(passes.count, for: row.pointee.size)
                    passes.append(Passes(row.pointee))
                }
            }
        }

        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            try file.write(rows: passes.map(\.record)) { out, row in appendRecord(row.pointee, to: &out) }
            var files: [RenderedReport] = [.file(name: ReportFileFormat.csv.fileName, temporary: try file.finish())]
            if !report.rows.isEmpty { files.append(.text(name: "rows.csv", text: renderRows(report))) }
            if !report.contrast.isEmpty { files.append(.text(name: "contrast.csv", text: renderContrast(report))) }
            return files
        }
    }

    /// One result's record: its fields quoted where they must be, lengths to 0.01, written
    /// straight into `out` (``RecordParts`` writes the same bytes, its repeated parts once).
    /// (Borrowed where the batch holds it: a copy retained and released the row's objects.)
    static func appendRecord(_ row: borrowing CheckResult, to out: inout [UInt8]) {
        appendSizeFields(row, to: &out)
        appendStringFields(row, to: &out)
        withUnsafePointer(to: row) { appendMeasurementFields($0, to: &out) }
        appendSourceFields(row, to: &out)
    }

    /// `style,platform,category,sizeClass,`: the style at its size.
    static func appendSizeFields(_ row: borrowing CheckResult, to out: inout [UInt8]) {
        appendFieldAndComma(row.style, to: &out)
        appendFieldAndComma(row.platform.rawValue, to: &out)
        appendFieldAndComma(row.category.description, to: &out)
        appendFieldAndComma(row.sizeClass?.rawValue ?? "", to: &out)
    }

    /// `key,locale,text,`: the string measured.
    static func appendStringFields(_ row: borrowing CheckResult, to out: inout [UInt8]) {
        appendFieldAndComma(row.key, to: &out)
        appendFieldAndComma(row.locale, to: &out)
        appendFieldAndComma(row.text, to: &out)
    }

    /// `text` as a field, and the comma after it.
    private static func appendFieldAndComma(_ text: String, to out: inout [UInt8]) {
        appendField(text, to: &out)
        out.append(0x2C)
    }

    /// `pointSize,lineHeight,width,lineCount,height,maxWidth,maxLines,status,reasons,`.
    /// Read through a pointer, a field at a time: a row passed by value was copied (its three
    /// objects retained and released) at every failing record.
    static func appendMeasurementFields(_ row: UnsafePointer<CheckResult>, to out: inout [UInt8]) {
        func number(_ value: Double?) {
            if let value { appendFormatted(value, decimals: 2, to: &out) }
            out.append(0x2C)
        }
        // Digits straight into `out`, as `String(value)` writes them (a whole number never needs
        // quoting): a string made for each was a tenth of a record's time.
        func integer(_ value: Int?) {
            if let value { appendInteger(value, to: &out) }
            out.append(0x2C)
        }
        number(row.pointee.size.pointSize)
        number(row.pointee.lineHeight)
        number(row.pointee.width)
        integer(row.pointee.lineCount)
        number(row.pointee.height)
        number(row.pointee.size.maxWidth)
        integer(row.pointee.size.maxLines)
        appendFieldAndComma(row.pointee.status.rawValue, to: &out)
        // One reason (most failing rows) is written as it is, not joined into a new string.
        if let texts = row.pointee.verdict?.texts {
            appendField(texts.count == 1 ? texts[0] : texts.joined(separator: "; "), to: &out)
        }
        out.append(0x2C)
    }

    /// `file,line,column` and the line end: where the string is written.
    static func appendSourceFields(_ row: borrowing CheckResult, to out: inout [UInt8]) {
        let source = row.source
        appendFieldAndComma(source?.file ?? "", to: &out)
        if let line = source?.line { appendInteger(line, to: &out) }
        out.append(0x2C)
        if let column = source?.column { appendInteger(column, to: &out) }
        out.append(0x0D)
        out.append(0x0A)
    }

    package static let rowsHeader = [
        "row", "category", "locale", "horizontalWidth", "containerWidth", "verticalHeight", "maxHeight",
        "axis", "switchCategory", "status", "reasons",
    ]

    /// `rows.csv`: a line per layout row × category × locale.
    package static func renderRows(_ report: CheckReport) -> String {
        table(
            rowsHeader,
            report.rows.map { row in
                [
                    row.row, row.category.description, row.locale, formatted(row.horizontalWidth, decimals: 2),
                    formatted(row.containerWidth, decimals: 2),
                    formatted(row.verticalHeight, decimals: 2), row.maxHeight.map { formatted($0, decimals: 2) } ?? "",
                    row.axis.rawValue,
                    row.switchCategory?.rawValue ?? "", row.status.rawValue,
                    row.reasons.map(\.description).joined(separator: "; "),
                ]
            })
    }

    package static let contrastHeader = [
        "style", "theme", "platform", "category", "pointSize", "weight", "largeText", "foreground",
        "background", "foregroundDrawn", "backgroundDrawn", "ratio", "minimumRatio", "level", "status", "reasons",
    ]

    /// `contrast.csv`: a line per style × size × theme; ratios to 0.001 (the verdict uses them unrounded).
    package static func renderContrast(_ report: CheckReport) -> String {
        table(
            contrastHeader,
            report.contrast.map { pair in
                [
                    pair.style, pair.theme, pair.platform.rawValue, pair.category.description,
                    formatted(pair.pointSize, decimals: 2), "\(pair.weight)",
                    pair.largeText ? "yes" : "no", pair.foreground, pair.background, pair.foregroundDrawn,
                    pair.backgroundDrawn,
                    formatted(pair.ratio, decimals: 3), compactNumber(pair.minimumRatio), pair.level.rawValue,
                    pair.status.rawValue,
                    pair.reasons.map(\.description).joined(separator: "; "),
                ]
            })
    }

    /// A header and rows, quoted, with a byte-order mark and CRLF line ends.
    static func table(_ header: [String], _ rows: some Sequence<[String]>) -> String {
        var out = byteOrderMark
        appendRecord(header, to: &out)
        for fields in rows { appendRecord(fields, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// One record: the fields quoted where they must be (``quote(_:)``), joined by commas, ended
    /// by CRLF; fields that need nothing are copied as they are.
    static func appendRecord(_ fields: [String], to out: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(0x2C) }
            appendField(field, to: &out)
        }
        out.append(contentsOf: [0x0D, 0x0A])
    }

    /// One field, copied as is when it needs neither quotes nor a leading apostrophe; otherwise
    /// quoted byte by byte as ``quote(_:)`` does.
    static func appendField(_ field: String, to out: inout [UInt8]) {
        var field = field
        field.withUTF8 { bytes in
            let formula =
                bytes.first.map { $0 == 0x3D || $0 == 0x2B || $0 == 0x2D || $0 == 0x40 } ?? false
                && Double(String(decoding: bytes, as: UTF8.self)) == nil
            // `,` `"` LF CR, as bits of one mask (a test per byte, not four compares).
            let quoted = bytes.contains { $0 < 0x40 && (Self.quotedBytes >> UInt64($0)) & 1 != 0 }
            guard formula || quoted else {
                out.append(contentsOf: bytes)
                return
            }
            if quoted { out.append(0x22) }
            if formula { out.append(0x27) }
            // By runs: each stretch up to a quote copied at once, the quote doubled (a failing
            // row's reason quotes where the label was cut, so most reasons come this way).
            var runStart = 0
            for index in bytes.indices where bytes[index] == 0x22 {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
                out.append(0x22)
                runStart = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            if quoted { out.append(0x22) }
        }
    }

    /// The bytes that make a field quoted: `,` `"` LF CR.
    private static let quotedBytes: UInt64 = 1 << 0x2C | 1 << 0x22 | 1 << 0x0A | 1 << 0x0D

    /// Quotes a field when it holds a comma, quote, CR or LF (RFC 4180), or starts with a
    /// character a spreadsheet would read as a formula.
    static func quote(_ field: String) -> String {
        var value = field
        if let first = value.unicodeScalars.first, "=+-@".unicodeScalars.contains(first), Double(value) == nil {
            value = "'" + value
        }
        // By bytes: "\r\n" is one Character, equal to neither "\r" nor "\n".
        guard value.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
