import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// `report.html`: one self-contained page (inline CSS, SVG and script; no network) that shows a
/// check the way a designer looks at it — a style × category grid coloured by the worst verdict,
/// per style the scaling curve, the width distribution and the worst labels of each category drawn
/// in the font's own outlines inside their box, and every measurement in a filterable table.
///
/// Size discipline: every glyph outline is one `<symbol>` in font units, placed with `<use>`;
/// at most ``Limits/drawingsPerCell`` labels are drawn per cell and ``Limits/drawings`` in all,
/// and the table embeds at most ``Limits/tableRows`` rows (worst first). The page says what it
/// left out.
package enum HTMLReport {
    /// How much the page holds.
    package struct Limits: Hashable, Sendable {
        package var drawingsPerCell: Int
        package var drawings: Int
        package var tableRows: Int

        package init(drawingsPerCell: Int = 3, drawings: Int = 1_500, tableRows: Int = 20_000) {
            self.drawingsPerCell = drawingsPerCell
            self.drawings = drawings
            self.tableRows = tableRows
        }
    }

    /// Renders the page. The labels are the ones the check drew (``CheckReport/labels``): no font
    /// is opened and nothing is shaped here.
    package static func render(_ report: CheckReport, guide: StyleGuide, limits: Limits = Limits()) -> String {
        var tally = Tally(tableRows: limits.tableRows)
        tally.add(report.results)
        return render(report, tally, guide: guide, limits: limits)
    }

    /// What the page needs of the measurements, gathered as they pass: the grid (counts, first
    /// row and widths per cell), the rows in no cell, the locales, and the table's rows.
    struct Tally {
        var grid = ReportGrid()
        var counts = ReportGrid.Counts()
        var locales: [String] = []
        private var knownLocales = Set<String>()
        /// The last row's locale: a string's rows come together, so its locale is looked up once.
        private var lastLocale = ""
        var table: TableRows

        package init(tableRows: Int) {
            table = TableRows(limit: tableRows)
        }

        mutating func add(_ results: [CheckResult]) {
            results.forEachInPlace { result in
                counts.add(result.pointee.status)
                let locale = result.pointee.string.locale
                if locale != lastLocale {
                    lastLocale = locale
                    if locale != "-", knownLocales.insert(locale).inserted { locales.append(locale) }
                }
                if let (r, c) = grid.add(result) { table.offer(result, r: r, c: c) }
            }
        }
    }

    /// report.html as the check streams: a ``Tally`` of the measurements, rendered at the end —
    /// into `file` a part at a time when there is one (the page is never held whole), else as text.
    package final class Sink: ReportSink {
        private var tally: Tally
        private let guide: StyleGuide
        private let limits: Limits
        private let file: StreamedFile?
        private let pageFolder: String?
        private var rowParts: RowParts?
        private let jobs: Int

        /// `jobs`: how many threads may write the drawn labels' SVG when the page is finished.
        package init(
            guide: StyleGuide, limits: Limits = Limits(), file: StreamedFile? = nil, pageFolder: String? = nil,
            jobs: Int = 1
        ) {
            self.jobs = jobs
            self.guide = guide
            self.limits = limits
            self.file = file
            self.pageFolder = pageFolder
            tally = Tally(tableRows: limits.tableRows)
        }

        package func start(_ head: CheckReport) throws {}

        package func add(_ results: [CheckResult]) throws {
            tally.add(results)
        }

        /// The parts of the page made of the rows alone, while the check draws its labels.
        package func measured() throws {
            rowParts = RowParts(tally, guide: guide)
            // The table's rows that are not in the embedded data's parts are let go.
            tally.table = TableRows(limit: limits.tableRows)
        }

        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            let parts = rowParts ?? RowParts(tally, guide: guide)
            guard let file else {
                return [
                    .text(
                        name: ReportFileFormat.html.fileName,
                        text: HTMLReport.render(report, tally, parts: parts, guide: guide, limits: limits, jobs: jobs))
                ]
            }
            try HTMLReport.render(
                report, tally, parts: parts, guide: guide, limits: limits, pageFolder: pageFolder, jobs: jobs,
                to: file.write, bytes: file.write(utf8:))
            return [.file(name: ReportFileFormat.html.fileName, temporary: try file.finish())]
        }
    }

    /// The page as one text (`parts` made here when not given).
    static func render(
        _ report: CheckReport, _ tally: Tally, parts: RowParts? = nil, guide: StyleGuide, limits: Limits,
        jobs: Int = 1
    ) -> String {
        var page = ""
        render(
            report, tally, parts: parts ?? RowParts(tally, guide: guide), guide: guide, limits: limits, jobs: jobs,
            to: { page += $0 }, bytes: { page += String(decoding: $0, as: UTF8.self) })
        return page
    }

    /// What the page shows of the rows alone, made once every row is in: each grid row's plots
    /// and the embedded data. A streamed page makes them while the check draws its labels
    /// (``Sink/measured()``), so the page's last part waits for the labels only.
    struct RowParts {
        var plots: [String]
        /// UTF-8 in parts, written as they are (6 MB at 20,000 rows: not held again as a string).
        var data: [ArraySlice<UInt8>]

        init(_ tally: Tally, guide: StyleGuide) {
            let grid = tally.grid
            plots = grid.rows.indices.map { r in
                HTMLReport.plots(
                    grid, row: r, style: guide.styles.first { $0.name == grid.rows[r].style }, guide: guide)
            }
            data = HTMLReport.data(tally)
        }
    }

    /// The page in parts, in order, to `emit` (the parts made as bytes, the embedded rows, to
    /// `emitBytes`).
    /// `pageFolder`: where the page is written, for the web labels' font URLs (else absolute).
    static func render(
        _ report: CheckReport, _ tally: Tally, parts: RowParts, guide: StyleGuide, limits: Limits,
        pageFolder: String? = nil, jobs: Int = 1, to emit: (String) throws -> Void,
        bytes emitBytes: (ArraySlice<UInt8>) throws -> Void
    ) rethrows {
        let grid = tally.grid
        let drawings = ReportDrawings(
            report: report, grid: grid, perCell: limits.drawingsPerCell, limit: limits.drawings, pageFolder: pageFolder,
            jobs: jobs)
        try emit("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        try emit("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        try emit(
            "<title>typefit report — \(xmlEscaped(fileName(report.guide)))</title>\n<style>\n\(ReportPageAssets.css)\(drawings.faces.rules)</style>\n</head>\n<body>\n"
        )
        // The symbols go first in the page so every <use> refers back to them.
        try emit("<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\n")
        if drawings.symbols.isEmpty { try emit("\n") }
        for symbol in drawings.symbols { try emit(symbol + "\n") }
        try emit("</defs></svg>\n")
        try emit(header(report, counts: tally.counts))
        try emit(filters(tally))
        try emit(overview(report, grid: grid))
        try emit(rowsSection(report))
        try emit(contrastSection(report))
        try emit(problems(report, grid: grid))
        try styles(report, grid: grid, guide: guide, plots: parts.plots, drawings: drawings, to: emit)
        try emit(table(tally, limits: limits))
        try emit(models(report))
        try emit("<script type=\"application/json\" id=\"report-data\">")
        for part in parts.data { try emitBytes(part) }
        try emit("</script>\n")
        try emit("<script>\n\(ReportPageAssets.script)</script>\n</body>\n</html>\n")
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func header(_ report: CheckReport, counts: ReportGrid.Counts) -> String {
        let v = report.versions
        return """
            <header>
            <h1>typefit report — \(xmlEscaped(fileName(report.guide)))</h1>
            <p class="meta">\(report.totals.measurements) measurements: <span class="badge fail">\(counts.fail) fail</span> \
            <span class="badge warn">\(counts.warn) warn</span> <span class="badge pass">\(counts.pass) pass</span>\(layoutCounts(report)) · \
            \(report.failures) failure\(report.failures == 1 ? "" : "s") and \(xmlEscaped(report.warningText)) in all · \
            typefit \(xmlEscaped(v.typefit)), FreeType \(xmlEscaped(v.freetype)), HarfBuzz \(xmlEscaped(v.harfbuzz)), ICU \(xmlEscaped(v.icu)) · \
            drawn at 1 pt = 1 CSS px at 100 %</p>
            </header>

            """
    }

    /// ", layout rows: N fail · contrast: M fail" when the guide has them.
    private static func layoutCounts(_ report: CheckReport) -> String {
        var parts: [String] = []
        if !report.rows.isEmpty { parts.append("layout rows: \(report.rows.filter { $0.status == .fail }.count) fail") }
        if !report.contrast.isEmpty {
            parts.append("contrast: \(report.contrast.filter { $0.status == .fail }.count) fail")
        }
        return parts.isEmpty ? "" : " · " + parts.joined(separator: " · ")
    }

    private static func filters(_ tally: Tally) -> String {
        let (grid, locales) = (tally.grid, tally.locales)
        var out = "<nav class=\"filters\" aria-label=\"Filters\">\n"
        for status in ["fail", "warn", "pass"] {
            out +=
                "<label><input type=\"checkbox\" class=\"status-filter\" value=\"\(status)\" checked> <span class=\"st \(status)\">\(status)</span></label>\n"
        }
        out += "<label>Locale <select id=\"locale-filter\"><option value=\"\">all</option>"
        out += locales.map { "<option>\(xmlEscaped($0))</option>" }.joined() + "</select></label>\n"
        out += "<label>Style <select id=\"style-filter\"><option value=\"\">all</option>"
        out +=
            grid.rows.enumerated().map { "<option value=\"\($0.offset)\">\(xmlEscaped($0.element.label))</option>" }
            .joined() + "</select></label>\n"
        out += "<label>Search <input type=\"search\" id=\"search\" placeholder=\"key or text\"></label>\n"
        out +=
            "<label>Zoom <select id=\"zoom\">"
            + ["0.5", "0.75", "1", "1.5", "2", "3"].map {
                "<option value=\"\($0)\"\($0 == "1" ? " selected" : "")>\(Int((Double($0) ?? 1) * 100)) %</option>"
            }.joined() + "</select></label>\n"
        return out + "</nav>\n"
    }

    /// The overview: one grid per platform, its own steps as columns and the styles it measures
    /// as rows (a cell keeps its place in the whole grid, `data-r` and `data-c`, which the page's
    /// script and links use).
    private static func overview(_ report: CheckReport, grid: ReportGrid) -> String {
        var out = "<section id=\"overview\">\n<h2>Overview: worst verdict per style and size</h2>\n"
        out += "<p class=\"note\">✗ failures, ! warnings, ✓ all pass. Click a cell for its labels and rows.</p>\n"
        let platforms = orderedUnique(grid.columns.map(\.platform))
        for platform in platforms {
            let columns = grid.columns.indices.filter { grid.columns[$0].platform == platform }
            let rows = grid.rows.indices.filter { r in columns.contains { !grid.isEmpty(r, $0) } }
            if platforms.count > 1 {
                out += "<h3>\(xmlEscaped(platform.rules.title)) · \(xmlEscaped(platform.rules.axisName))</h3>\n"
            }
            out += overviewTable(grid, rows: rows, columns: columns)
        }
        return out + "</section>\n"
    }

    private static func overviewTable(_ grid: ReportGrid, rows: [Int], columns: [Int]) -> String {
        var out = "<table class=\"grid\">\n<thead><tr><th class=\"style\">style</th>"
        out +=
            columns.map {
                "<th title=\"\(xmlEscaped(grid.columns[$0].category.description))\">\(xmlEscaped(grid.columns[$0].label))</th>"
            }
            .joined() + "</tr></thead>\n<tbody>\n"
        for r in rows {
            out += "<tr class=\"grid-row\" data-r=\"\(r)\"><th class=\"style\">\(xmlEscaped(grid.rows[r].label))</th>"
            for c in columns {
                let counts = grid.counts(r, c)
                guard let worst = counts.worst else {
                    out += "<td class=\"cell empty\" data-r=\"\(r)\" data-c=\"\(c)\">·</td>"
                    continue
                }
                let text =
                    counts.fail > 0
                    ? "\(counts.fail)✗" + (counts.warn > 0 ? " \(counts.warn)!" : "")
                    : counts.warn > 0 ? "\(counts.warn)!" : "✓"
                out +=
                    "<td class=\"cell \(worst.rawValue)\" tabindex=\"0\" data-r=\"\(r)\" data-c=\"\(c)\" "
                    + "title=\"\(counts.pass) pass, \(counts.warn) warn, \(counts.fail) fail\">\(text)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private static func problems(_ report: CheckReport, grid: ReportGrid) -> String {
        var items: [String] = grid.errors.map { result in
            "<li><b>\(xmlEscaped(result.style))</b>: \(xmlEscaped(result.reasonTexts.joined(separator: "; ")))</li>"
        }
        var seen = Set<String>()
        for font in report.fonts where seen.insert("\(font.path)#\(font.faceIndex)").inserted {
            items += font.findings.map {
                "<li><b>\(xmlEscaped(font.family)) \(xmlEscaped(font.resolvedStyle))</b>: \(xmlEscaped($0.description))</li>"
            }
        }
        items += report.notes.map { "<li>\(xmlEscaped($0))</li>" }
        guard !items.isEmpty else { return "" }
        return
            "<section id=\"findings\">\n<h2>Errors and font findings</h2>\n<ul>\n\(items.joined(separator: "\n"))\n</ul>\n</section>\n"
    }
}
