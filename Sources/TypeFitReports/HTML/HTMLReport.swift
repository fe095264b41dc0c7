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
public enum HTMLReport {
    /// How much the page holds.
    public struct Limits: Hashable, Sendable {
        public var drawingsPerCell: Int
        public var drawings: Int
        public var tableRows: Int

        public init(drawingsPerCell: Int = 3, drawings: Int = 1_500, tableRows: Int = 20_000) {
            self.drawingsPerCell = drawingsPerCell
            self.drawings = drawings
            self.tableRows = tableRows
        }
    }

    /// Renders the page. The labels are the ones the check drew (``CheckReport/labels``): no font
    /// is opened and nothing is shaped here.
    public static func render(_ report: CheckReport, guide: StyleGuide, limits: Limits = Limits()) -> String {
        let grid = ReportGrid(report)
        let drawings = ReportDrawings(report: report, grid: grid, perCell: limits.drawingsPerCell, limit: limits.drawings)
        var page = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>typefit report — \(xmlEscaped(fileName(report.guide)))</title>\n<style>\n\(ReportPageAssets.css)</style>\n</head>\n<body>\n"
        var body = header(report)
        body += filters(report, grid: grid)
        body += overview(report, grid: grid)
        body += rowsSection(report)
        body += contrastSection(report)
        body += problems(report, grid: grid)
        body += styles(report, grid: grid, guide: guide, drawings: drawings)
        body += table(report, limits: limits)
        body += models(report)
        // The symbols go first in the page so every <use> refers back to them.
        page += "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\n\(drawings.symbols.joined(separator: "\n"))\n</defs></svg>\n"
        page += body
        page += "<script type=\"application/json\" id=\"report-data\">\(data(report, grid: grid, limits: limits))</script>\n"
        page += "<script>\n\(ReportPageAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func header(_ report: CheckReport) -> String {
        let counts = report.results.reduce(into: ReportGrid.Counts()) { $0.add($1.status) }
        let v = report.versions
        return """
            <header>
            <h1>typefit report — \(xmlEscaped(fileName(report.guide)))</h1>
            <p class="meta">\(report.results.count) measurements: <span class="badge fail">\(counts.fail) fail</span> \
            <span class="badge warn">\(counts.warn) warn</span> <span class="badge pass">\(counts.pass) pass</span>\(layoutCounts(report)) · \
            \(xmlEscaped(report.warningText)) in all · \
            typefit \(xmlEscaped(v.typefit)), FreeType \(xmlEscaped(v.freetype)), HarfBuzz \(xmlEscaped(v.harfbuzz)), ICU \(xmlEscaped(v.icu)) · \
            drawn at 1 pt = 1 CSS px at 100 %</p>
            </header>

            """
    }

    /// ", layout rows: N fail · contrast: M fail" when the guide has them.
    private static func layoutCounts(_ report: CheckReport) -> String {
        var parts: [String] = []
        if !report.rows.isEmpty { parts.append("layout rows: \(report.rows.filter { $0.status == .fail }.count) fail") }
        if !report.contrast.isEmpty { parts.append("contrast: \(report.contrast.filter { $0.status == .fail }.count) fail") }
        return parts.isEmpty ? "" : " · " + parts.joined(separator: " · ")
    }

    private static func filters(_ report: CheckReport, grid: ReportGrid) -> String {
        let locales = orderedUnique(report.results.map(\.locale)).filter { $0 != "-" }
        var out = "<nav class=\"filters\" aria-label=\"Filters\">\n"
        for status in ["fail", "warn", "pass"] {
            out += "<label><input type=\"checkbox\" class=\"status-filter\" value=\"\(status)\" checked> <span class=\"st \(status)\">\(status)</span></label>\n"
        }
        out += "<label>Locale <select id=\"locale-filter\"><option value=\"\">all</option>"
        out += locales.map { "<option>\(xmlEscaped($0))</option>" }.joined() + "</select></label>\n"
        out += "<label>Style <select id=\"style-filter\"><option value=\"\">all</option>"
        out += grid.rows.enumerated().map { "<option value=\"\($0.offset)\">\(xmlEscaped($0.element.label))</option>" }.joined() + "</select></label>\n"
        out += "<label>Search <input type=\"search\" id=\"search\" placeholder=\"key or text\"></label>\n"
        out += "<label>Zoom <select id=\"zoom\">" + ["0.5", "0.75", "1", "1.5", "2", "3"].map {
            "<option value=\"\($0)\"\($0 == "1" ? " selected" : "")>\(Int((Double($0) ?? 1) * 100)) %</option>"
        }.joined() + "</select></label>\n"
        return out + "</nav>\n"
    }

    private static func overview(_ report: CheckReport, grid: ReportGrid) -> String {
        var out = "<section id=\"overview\">\n<h2>Overview: worst verdict per style and size</h2>\n"
        out += "<p class=\"note\">✗ failures, ! warnings, ✓ all pass. Click a cell for its labels and rows.</p>\n"
        out += "<table class=\"grid\">\n<thead><tr><th class=\"style\">style</th>"
        out += grid.columns.map { "<th title=\"\(xmlEscaped($0.category.description))\">\(xmlEscaped($0.label))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (r, row) in grid.rows.enumerated() {
            out += "<tr class=\"grid-row\" data-r=\"\(r)\"><th class=\"style\">\(xmlEscaped(row.label))</th>"
            for c in grid.columns.indices {
                let counts = grid.counts(r, c, in: report)
                guard let worst = counts.worst else {
                    out += "<td class=\"cell empty\" data-r=\"\(r)\" data-c=\"\(c)\">·</td>"
                    continue
                }
                let text = counts.fail > 0 ? "\(counts.fail)✗" + (counts.warn > 0 ? " \(counts.warn)!" : "") : counts.warn > 0 ? "\(counts.warn)!" : "✓"
                out += "<td class=\"cell \(worst.rawValue)\" tabindex=\"0\" data-r=\"\(r)\" data-c=\"\(c)\" "
                    + "title=\"\(counts.pass) pass, \(counts.warn) warn, \(counts.fail) fail\">\(text)</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    private static func problems(_ report: CheckReport, grid: ReportGrid) -> String {
        var items: [String] = grid.errors.map { index in
            let result = report.results[index]
            return "<li><b>\(xmlEscaped(result.style))</b>: \(xmlEscaped(result.reasons.map(\.description).joined(separator: "; ")))</li>"
        }
        var seen = Set<String>()
        for font in report.fonts where seen.insert("\(font.path)#\(font.faceIndex)").inserted {
            items += font.findings.map { "<li><b>\(xmlEscaped(font.family)) \(xmlEscaped(font.resolvedStyle))</b>: \(xmlEscaped($0.description))</li>" }
        }
        items += report.notes.map { "<li>\(xmlEscaped($0))</li>" }
        guard !items.isEmpty else { return "" }
        return "<section id=\"findings\">\n<h2>Errors and font findings</h2>\n<ul>\n\(items.joined(separator: "\n"))\n</ul>\n</section>\n"
    }
}
