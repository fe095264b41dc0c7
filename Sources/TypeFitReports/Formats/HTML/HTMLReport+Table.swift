import TypeFitSupport
import TypeFitCheck

extension HTMLReport {
    /// The measurements table (filled by the script from the embedded data, a page at a time).
    static func table(_ tally: Tally, limits: Limits) -> String {
        var out =
            "<section id=\"rows\">\n<h2>Measurements<span id=\"cell-chip\" class=\"chip hidden\">cell: <span id=\"cell-name\"></span> "
            + "<button type=\"button\" id=\"clear-cell\">show all</button></span></h2>\n"
        if tally.counts.total > limits.tableRows {
            out +=
                "<p class=\"note\"><b>The table holds the \(limits.tableRows) worst of \(tally.counts.total) rows</b> "
                + "(failures first); report.sqlite holds them all, report.csv every failure and warning. The grid's counts cover every row but do not follow the filters.</p>\n"
        }
        out +=
            "<noscript><p class=\"note\">The table needs JavaScript; report.csv holds its failures and warnings.</p></noscript>\n"
        out +=
            "<table class=\"results\">\n<thead><tr><th>style</th><th>size</th><th>locale</th><th>key</th><th>text</th>"
            + "<th>pt</th><th>width</th><th>lines</th><th>status</th><th>reasons</th></tr></thead>\n<tbody id=\"results-body\"></tbody>\n</table>\n"
        out +=
            "<div class=\"pager\"><button type=\"button\" id=\"prev\">previous</button><span id=\"page-info\"></span>"
            + "<button type=\"button\" id=\"next\">next</button></div>\n</section>\n"
        return out
    }

    /// The models behind the numbers.
    static func models(_ report: CheckReport) -> String {
        let items = report.models.sorted { $0.key < $1.key }.map {
            "<li><b>\(xmlEscaped($0.key))</b>: \(xmlEscaped($0.value))</li>"
        }
        return
            "<section id=\"models\">\n<h2>Models</h2>\n<ul class=\"note\">\n\(items.joined(separator: "\n"))\n</ul>\n</section>\n"
    }

    /// The embedded data: style and column labels, and the rows as arrays
    /// [grid row, column, key, locale, text, point size, line height, width, lines, status 0–2, reasons,
    /// source "file:line:column"].
    /// In parts, in order: the rows' runs of failures are the table's own bytes (not copied).
    static func data(_ tally: Tally) -> [ArraySlice<UInt8>] {
        let grid = tally.grid
        let styles = grid.rows.map { scriptString($0.label) }.joined(separator: ",")
        let columns = grid.columns.map { scriptString($0.label) }.joined(separator: ",")
        let head =
            "{\"complete\":\(tally.table.isComplete),\"styles\":[\(styles)],\"columns\":[\(columns)],\"rows\":[\n"
        return [ArraySlice(head.utf8)] + tally.table.chosenParts() + [ArraySlice("]}".utf8)]
    }

    /// The table's rows, as they pass: all of them when they are at most `limit`; otherwise the
    /// `limit` worst (failures, then warnings, then passes, each first measured first), in the
    /// report's order, written as the page embeds them. At most `limit` rows are kept in all: a
    /// failure pushes out the last warning or pass kept (it can no longer be among the chosen).
    ///
    /// A failure is never pushed out, so it is written when it comes, into one run of UTF-8
    /// bytes with where each row starts and ends (at a million rows the table holds 20,000 failures of ~300 bytes,
    /// and a string each, with its header, its allocation's rounding and its array slot, added
    /// half as much again). A warning or pass is kept as the row itself and written only if it
    /// is chosen: on GTK's matrix the first 20,000 rows, nearly all passes, were written and then
    /// pushed out by failures, half of this table's time.
    struct TableRows {
        let limit: Int
        private var failures = Rows()
        /// Warnings and passes, unwritten.
        private var warnings: [Kept] = []
        private var passes: [Kept] = []
        private var seen = 0

        /// Failures, first kept first: their bytes, each row after `,` and a newline (the page's
        /// separator, so a run of them is copied at once), and per row when it was seen and where
        /// its bytes start and end.
        private struct Rows {
            var bytes: [UInt8] = []
            var marks: [(order: Int, start: Int, end: Int)] = []

            var count: Int { marks.count }
        }

        /// A row kept as it is, with when it was seen and its grid cell.
        private struct Kept {
            var order: Int
            var r: Int
            var c: Int
            var row: CheckResult
        }

        init(limit: Int) {
            self.limit = limit
        }

        var isComplete: Bool { seen <= limit }

        /// Rows kept (never more than `limit`).
        var kept: Int { failures.count + warnings.count + passes.count }

        mutating func offer(_ result: UnsafePointer<CheckResult>, r: Int, c: Int) {
            seen += 1
            switch result.pointee.status {
            case .fail:
                guard failures.count < limit else { return }
                // Written into the bytes in place (moved out and back: no copy of the array).
                var line = failures.bytes
                failures.bytes = []
                line.append(contentsOf: [0x2C, 0x0A])
                let start = line.count
                Self.append(result.pointee, r: r, c: c, status: 2, to: &line)
                failures.bytes = line
                failures.marks.append((seen, start, failures.bytes.count))
                warnings.removeLast(max(0, warnings.count - (limit - failures.count)))
                passes.removeLast(max(0, passes.count - (limit - failures.count - warnings.count)))
            case .warn:
                guard warnings.count < limit - failures.count else { return }
                warnings.append(Kept(order: seen, r: r, c: c, row: result.pointee))
                passes.removeLast(max(0, passes.count - (limit - failures.count - warnings.count)))
            case .pass:
                guard passes.count < limit - failures.count - warnings.count else { return }
                passes.append(Kept(order: seen, r: r, c: c, row: result.pointee))
            }
        }

        /// The rows chosen, in the report's order, one per line (`,` and a newline between them),
        /// in parts: a run of failures is a range of the bytes they were written into when they
        /// came (shared, not copied: the page's 6 MB of rows were held twice while copied), the
        /// warnings and passes between them written now.
        func chosenParts() -> [ArraySlice<UInt8>] {
            var parts: [ArraySlice<UInt8>] = []
            var written: [UInt8] = []
            var (failure, warning, pass) = (0, 0, 0)
            var separated = false
            while true {
                let warningOrder = warning < warnings.count ? warnings[warning].order : Int.max
                let passOrder = pass < passes.count ? passes[pass].order : Int.max
                let next = min(warningOrder, passOrder)
                let failureFirst = failure < failures.count && failures.marks[failure].order < next
                guard failureFirst || next < Int.max else { break }
                if separated { written.append(contentsOf: [0x2C, 0x0A]) }
                separated = true
                if failureFirst {
                    // Every failure before the next warning or pass, as one range of bytes.
                    var end = failure + 1
                    while end < failures.count, failures.marks[end].order < next { end += 1 }
                    if !written.isEmpty { parts.append(written[...]) }
                    written = []
                    parts.append(failures.bytes[failures.marks[failure].start..<failures.marks[end - 1].end])
                    failure = end
                } else if warningOrder < passOrder {
                    let kept = warnings[warning]
                    Self.append(kept.row, r: kept.r, c: kept.c, status: 1, to: &written)
                    warning += 1
                } else {
                    let kept = passes[pass]
                    Self.append(kept.row, r: kept.r, c: kept.c, status: 0, to: &written)
                    pass += 1
                }
            }
            if !written.isEmpty { parts.append(written[...]) }
            return parts
        }

        /// The row as the page embeds it: [r, c, key, locale, text, pt, line height, width, lines,
        /// status, reasons, source].
        private static func append(_ result: CheckResult, r: Int, c: Int, status: Int, to line: inout [UInt8]) {
            // Written as bytes: an interpolated string and an array of texts each row were most
            // of the 20,000 failures' time.
            func integer(_ value: Int) {
                appendInteger(value, to: &line)
                line.append(0x2C)
            }
            func text(_ value: String) {
                appendScriptString(value, to: &line)
                line.append(0x2C)
            }
            func number(_ value: Double) {
                appendCompactNumber(value, to: &line)
                line.append(0x2C)
            }
            line.append(0x5B)
            integer(r)
            integer(c)
            text(result.key)
            text(result.locale)
            text(result.text)
            number(result.pointSize)
            number(result.lineHeight)
            number(result.width)
            integer(result.lineCount)
            integer(status)
            let reasons = result.reasonTexts
            text(reasons.count == 1 ? reasons[0] : reasons.joined(separator: "; "))
            appendScriptString(result.source?.description ?? "", to: &line)
            line.append(0x5D)
        }
    }

    /// A JSON string that is safe inside a `<script>` element ("<" escaped).
    static func scriptString(_ text: String) -> String {
        var out: [UInt8] = []
        appendScriptString(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``scriptString(_:)`` appended to `out`, by bytes: runs that need nothing are copied whole.
    /// What is escaped is ASCII (`"` `\\` `<` and the controls) or U+2028/U+2029 (E2 80 A8/A9):
    /// no byte of it is inside another character's UTF-8 sequence.
    static func appendScriptString(_ text: String, to out: inout [UInt8]) {
        var text = text
        out.append(0x22)
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                let escape: String?
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x3C: escape = "\\u003c"
                case 0x00..<0x20:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out.append(contentsOf: escape.utf8)
                index += length
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(0x22)
    }
}
