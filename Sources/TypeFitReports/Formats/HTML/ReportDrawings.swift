import Dispatch
import Synchronization
import TypeFitSupport
import TypeFitText
import TypeFitCheck

/// The drawn labels of an HTML report: for each grid cell, its worst measurements (fail before
/// warn before pass, then the furthest over a limit) as the check drew them — from the prepared
/// text it measured, in the style's real font at the row's point size and line height, inside
/// the style's box. Nothing is loaded, shaped or measured again here.
struct ReportDrawings {
    /// One drawing, ready for the page.
    struct Drawing {
        var result: CheckResult
        var svg: String
        /// A web label as this browser sets it (``WebLabelFaces``).
        var web: String?
    }

    /// Per grid (row, column): its drawings.
    var cells: [[[Drawing]]]
    /// Per grid row: why it has no drawings, if it should have had some.
    var problems: [Int: String] = [:]
    /// Drawings left out because the page holds at most `limit` of them.
    var omitted = 0
    /// The most labels drawn per cell.
    let perCell: Int
    /// The `<symbol>` elements the drawings use, in first-use order: one per distinct outline,
    /// however many styles (each drawn by its own task, with its own ids) use it.
    private(set) var symbols: [String] = []
    /// The font files the web labels use, as `@font-face` rules.
    private(set) var faces: WebLabelFaces

    /// `jobs`: how many threads write the labels' SVG (the page's last part to wait for).
    init(report: CheckReport, grid: ReportGrid, perCell: Int, limit: Int, pageFolder: String? = nil, jobs: Int = 1) {
        faces = WebLabelFaces(pageFolder: pageFolder)
        self.perCell = min(perCell, report.labels.perCell)
        cells = Array(repeating: Array(repeating: [], count: grid.columns.count), count: grid.rows.count)
        var rowIndex: [ReportGrid.Row: Int] = [:], columnIndex: [ReportGrid.Column: Int] = [:]
        for (index, row) in grid.rows.enumerated() { rowIndex[row] = index }
        for (index, column) in grid.columns.enumerated() { columnIndex[column] = index }
        var labels = cells.map { $0.map { _ in [DrawnLabel]() } }
        for label in report.labels.labels {
            let result = label.result
            guard let r = rowIndex[ReportGrid.Row(style: result.style, sizeClass: result.sizeClass)],
                let c = columnIndex[ReportGrid.Column(platform: result.platform, category: result.category)],
                labels[r][c].count < self.perCell
            else { continue }
            labels[r][c].append(label)
        }
        var ids = SymbolIds()
        // The labels in the page's order, their glyphs given the page's symbols; then their SVG,
        // on `jobs` threads.
        var chosen: [(r: Int, c: Int, label: DrawnLabel, web: String?)] = []
        for r in grid.rows.indices {
            for c in grid.columns.indices {
                for label in labels[r][c] {
                    guard chosen.count < limit else {
                        omitted += 1
                        continue
                    }
                    var label = label
                    label.drawn.lines = label.drawn.lines.map { line in
                        var line = line
                        line.glyphs = line.glyphs.map { ids.page($0, outlines: report.labels.outlines) }
                        line.ellipsisGlyphs = line.ellipsisGlyphs.map { ids.page($0, outlines: report.labels.outlines) }
                        return line
                    }
                    let web = label.web.map {
                        // A one-line label is measured unwrapped: its count is not the wrapped box's.
                        faces.box(
                            $0, lines: label.result.maxLines == 1 ? nil : label.result.lineCount,
                            width: label.result.width)
                    }
                    chosen.append((r, c, label, web))
                }
            }
            if report.labels.perCell == 0, grid.cells[r].contains(where: { $0.first != nil }) {
                problems[r] = "not drawn: the check kept no labels to draw (labelsPerCell 0)"
            }
        }
        let svgs = Self.svgs(chosen.map(\.label), jobs: jobs)
        for (index, item) in chosen.enumerated() {
            cells[item.r][item.c].append(Drawing(result: item.label.result, svg: svgs[index], web: item.web))
        }
        symbols = ids.elements
    }

    /// The page's symbol ids: "g0", "g1", … in first-use order, one per distinct outline.
    private struct SymbolIds {
        private var byOutline: [String: String] = [:]
        /// The page id of each check symbol met: a glyph met again is not looked up by its
        /// outline (hashing its path data at every glyph drawn was most of the page's drawings).
        private var bySymbol: [String: String] = [:]
        private(set) var elements: [String] = []

        mutating func page(_ glyph: DrawnText.Glyph, outlines: [String: String]) -> DrawnText.Glyph {
            var glyph = glyph
            if let known = bySymbol[glyph.symbol] {
                glyph.symbol = known
                return glyph
            }
            guard let outline = outlines[glyph.symbol] else { return glyph }
            let symbol = glyph.symbol
            if let known = byOutline[outline] {
                glyph.symbol = known
            } else {
                glyph.symbol = "g\(elements.count)"
                byOutline[outline] = glyph.symbol
                elements.append(GlyphSymbols.element(id: glyph.symbol, pathData: outline))
            }
            bySymbol[symbol] = glyph.symbol
            return glyph
        }
    }

    /// Each label as an inline `<svg>`, in order: runs of them on `jobs` threads.
    private static func svgs(_ labels: [DrawnLabel], jobs: Int) -> [String] {
        let runs = min(labels.count, max(1, jobs) * 4)
        guard runs > 1 else { return labels.map(svg) }
        let made = Mutex([[String]](repeating: [], count: runs))
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let part = labels[labels.count * run / runs..<labels.count * (run + 1) / runs].map(svg)
            made.withLock { $0[run] = part }
        }
        return made.withLock { $0.flatMap { $0 } }
    }

    /// One label as an inline `<svg>`.
    private static func svg(_ label: DrawnLabel) -> String {
        let (width, height) = TextSVG.size(of: label.drawn)
        return "<svg class=\"label\" width=\"\(compactNumber(width))\" height=\"\(compactNumber(height))\" "
            + "viewBox=\"0 0 \(compactNumber(width)) \(compactNumber(height))\" role=\"img\" aria-label=\"\(xmlEscaped(label.result.text))\">\n"
            + TextSVG.group(label.drawn) + "</svg>"
    }
}
