import TypeFitSupport
import TypeFitCheck

extension HTMLReport {
    /// The measurements table (filled by the script from the embedded data, a page at a time).
    static func table(_ report: CheckReport, limits: Limits) -> String {
        var out = "<section id=\"rows\">\n<h2>Measurements<span id=\"cell-chip\" class=\"chip hidden\">cell: <span id=\"cell-name\"></span> "
            + "<button type=\"button\" id=\"clear-cell\">show all</button></span></h2>\n"
        if report.results.count > limits.tableRows {
            out += "<p class=\"note\"><b>The table holds the \(limits.tableRows) worst of \(report.results.count) rows</b> "
                + "(failures first); report.csv and report.json hold them all. The grid's counts cover every row but do not follow the filters.</p>\n"
        }
        out += "<noscript><p class=\"note\">The table needs JavaScript; report.csv holds the same rows.</p></noscript>\n"
        out += "<table class=\"results\">\n<thead><tr><th>style</th><th>size</th><th>locale</th><th>key</th><th>text</th>"
            + "<th>pt</th><th>width</th><th>lines</th><th>status</th><th>reasons</th></tr></thead>\n<tbody id=\"results-body\"></tbody>\n</table>\n"
        out += "<div class=\"pager\"><button type=\"button\" id=\"prev\">previous</button><span id=\"page-info\"></span>"
            + "<button type=\"button\" id=\"next\">next</button></div>\n</section>\n"
        return out
    }

    /// The models behind the numbers.
    static func models(_ report: CheckReport) -> String {
        let items = report.models.sorted { $0.key < $1.key }.map { "<li><b>\(xmlEscaped($0.key))</b>: \(xmlEscaped($0.value))</li>" }
        return "<section id=\"models\">\n<h2>Models</h2>\n<ul class=\"note\">\n\(items.joined(separator: "\n"))\n</ul>\n</section>\n"
    }

    /// The embedded data: style and column labels, and the rows as arrays
    /// [grid row, column, key, locale, text, point size, line height, width, lines, status 0–2, reasons].
    static func data(_ report: CheckReport, grid: ReportGrid, limits: Limits) -> String {
        var rowOf: [ReportGrid.Row: Int] = [:]
        for (index, row) in grid.rows.enumerated() { rowOf[row] = index }
        var columnOf: [ReportGrid.Column: Int] = [:]
        for (index, column) in grid.columns.enumerated() { columnOf[column] = index }
        var chosen = report.results.indices.filter { report.results[$0].category != .every }
        let complete = chosen.count <= limits.tableRows
        if !complete {
            chosen = Array(chosen.sorted { report.results[$0].status != report.results[$1].status ? report.results[$0].status > report.results[$1].status : $0 < $1 }
                .prefix(limits.tableRows)).sorted()
        }
        let statusCode: [CheckStatus: Int] = [.pass: 0, .warn: 1, .fail: 2]
        var rows: [String] = []
        rows.reserveCapacity(chosen.count)
        for index in chosen {
            let result = report.results[index]
            guard let r = rowOf[ReportGrid.Row(style: result.style, sizeClass: result.sizeClass)],
                  let c = columnOf[ReportGrid.Column(platform: result.platform, category: result.category)]
            else { continue }
            rows.append("[\(r),\(c),\(scriptString(result.key)),\(scriptString(result.locale)),\(scriptString(result.text)),"
                + "\(compactNumber(result.pointSize)),\(compactNumber(result.lineHeight)),\(compactNumber(result.width)),\(result.lineCount),"
                + "\(statusCode[result.status] ?? 0),\(scriptString(result.reasons.map(\.description).joined(separator: "; ")))]")
        }
        let styles = grid.rows.map { scriptString($0.label) }.joined(separator: ",")
        let columns = grid.columns.map { scriptString($0.label) }.joined(separator: ",")
        return "{\"complete\":\(complete),\"styles\":[\(styles)],\"columns\":[\(columns)],\"rows\":[\n\(rows.joined(separator: ",\n"))]}"
    }

    /// A JSON string that is safe inside a `<script>` element ("<" escaped).
    static func scriptString(_ text: String) -> String {
        "\"" + escaping(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "<": "\\u003c"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default:
                scalar.value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) : nil
            }
        } + "\""
    }
}
