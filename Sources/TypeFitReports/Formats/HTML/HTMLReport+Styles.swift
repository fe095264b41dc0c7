import TypeFitSupport
import TypeFitCheck

extension HTMLReport {
    /// Per grid row, a `<details>`: the style's font and limits, its plots per platform, and a
    /// strip per category with the drawn labels.
    /// The styles section, to `emit` a style at a time.
    static func styles(
        _ report: CheckReport, grid: ReportGrid, guide: StyleGuide, plots: [String], drawings: ReportDrawings,
        to emit: (String) throws -> Void
    ) rethrows {
        var out = "<section id=\"styles-section\">\n<h2>Styles: every size drawn</h2>\n"
        out +=
            "<p class=\"note\">Each strip shows a category's worst labels (up to \(drawings.perCell) per category) "
            + "in the font's own outlines: the box is maxWidth × maxLines lines; dashed blue lines are baselines; "
            + "red is what does not fit — lines wider than the box, lines a maxLines cut hides (the first two, below the box), the \"…\" "
            + "at the truncation point, and glyphs no font has. A web label is also set below its drawing by this browser, "
            + "from the same font files (<code>@font-face</code>, relative to this page) and the style's CSS, clamped to maxLines.</p>\n"
        if drawings.omitted > 0 {
            out +=
                "<p class=\"note\"><b>\(drawings.omitted) labels are not drawn</b>: the page draws at most its limit; "
                + "their rows are in the table below and in report.csv.</p>\n"
        }
        out += "<div id=\"styles\">\n"
        for (r, row) in grid.rows.enumerated() {
            let style = guide.styles.first { $0.name == row.style }
            let font = report.fonts.first { $0.style == row.style }
            let counts = grid.columns.indices.reduce(into: ReportGrid.Counts()) { total, c in
                let cell = grid.counts(r, c)
                total.pass += cell.pass
                total.warn += cell.warn
                total.fail += cell.fail
            }
            out +=
                "<details class=\"style\" id=\"row-\(r)\" data-r=\"\(r)\"\(counts.fail + counts.warn > 0 ? " open" : "")>\n<summary>\(xmlEscaped(row.label)) "
            out += "<span class=\"spec\">— \(xmlEscaped(specification(style, font: font)))</span> "
            if counts.fail > 0 { out += "<span class=\"badge fail\">\(counts.fail) fail</span> " }
            if counts.warn > 0 { out += "<span class=\"badge warn\">\(counts.warn) warn</span> " }
            out += "<span class=\"badge pass\">\(counts.pass) pass</span></summary>\n"
            if let problem = drawings.problems[r] {
                out += "<p class=\"note\">\(xmlEscaped(problem))</p>\n"
            }
            out += plots[r]
            out += "<div class=\"strips\">\n"
            for (c, column) in grid.columns.enumerated() {
                guard let first = grid.cells[r][c].first else { continue }
                out +=
                    "<div class=\"strip\" id=\"strip-\(r)-\(c)\">\n<div class=\"strip-head\"><b>\(xmlEscaped(column.label))</b>"
                out +=
                    "\(compactNumber(first.pointSize)) \(column.platform.unit.rawValue)<br>line \(compactNumber(first.lineHeight))</div>\n<div class=\"figs\">\n"
                for drawing in drawings.cells[r][c] {
                    out += figure(drawing.result, r: r, svg: drawing.svg + (drawing.web.map { "\n" + $0 } ?? ""))
                }
                out += "</div>\n</div>\n"
            }
            out += "</div>\n</details>\n"
            try emit(out)
            out = ""
        }
        try emit(out + "</div>\n</section>\n")
    }

    private static func specification(_ style: GuideStyle?, font: FontReport?) -> String {
        guard let style else { return "" }
        var parts = [
            "\(font.map { "\($0.family) \($0.resolvedStyle)" } ?? style.family), \(compactNumber(style.size)) pt at Large"
        ]
        switch style.scalesWith {
        case .fixed: parts.append("fixed size")
        case let .textStyle(curve): parts.append("scales with \(curve.rawValue)")
        }
        if let maximum = style.maximumPointSize { parts.append("max \(compactNumber(maximum)) pt") }
        if let minimum = style.minimumPointSize { parts.append("min \(compactNumber(minimum)) pt") }
        if let maxWidth = style.limits.maxWidth { parts.append("maxWidth \(compactNumber(maxWidth)) pt") }
        if let maxLines = style.limits.maxLines { parts.append("maxLines \(maxLines)") }
        return parts.joined(separator: ", ")
    }

    private static func figure(_ result: CheckResult, r: Int, svg: String) -> String {
        let status = result.status.rawValue
        var caption =
            "<span class=\"st \(status)\">\(status)</span> <code title=\"\(xmlEscaped(result.key))\">\(xmlEscaped(SummaryMarkdown.shortKey(result.key)))</code> \(xmlEscaped(result.locale)) · "
            + "\(result.lineCount) line\(result.lineCount == 1 ? "" : "s") · \(compactNumber((result.width * 100).rounded() / 100)) \(result.platform.unit.rawValue)"
        if !result.reasons.isEmpty { caption += " — " + xmlEscaped(result.reasonTexts.joined(separator: "; ")) }
        return
            "<figure class=\"fig\" data-r=\"\(r)\" data-status=\"\(status)\" data-locale=\"\(xmlEscaped(result.locale))\" "
            + "data-q=\"\(xmlEscaped(result.key + "\u{1}" + result.text))\">\n\(svg)\n<figcaption>\(caption)</figcaption>\n</figure>\n"
    }

    /// The size curve and the width distribution of one grid row, per platform (the rows' alone:
    /// made once every row is in, while the labels are drawn).
    static func plots(_ grid: ReportGrid, row r: Int, style: GuideStyle?, guide: StyleGuide) -> String {
        var out = "<div class=\"plots\">\n"
        for platform in PlatformID.allCases {
            let columns = grid.columns.indices.filter { grid.columns[$0].platform == platform && !grid.isEmpty(r, $0) }
            guard !columns.isEmpty else { continue }
            let labels = columns.map { grid.columns[$0].label }
            let firsts = columns.compactMap { grid.cells[r][$0].first }
            var unclamped = firsts.map(\.pointSize)
            if var free = style {
                free.minimumPointSize = nil
                free.maximumPointSize = nil
                let sizes = CheckPlan.sizes(for: free, guide: guide)
                unclamped = columns.enumerated().map { index, c in
                    sizes.size(platform, grid.columns[c].category, grid.rows[r].sizeClass)?.pointSize
                        ?? firsts[index].pointSize
                }
            }
            out +=
                ReportPlots.sizeCurve(
                    labels: labels, pointSizes: firsts.map(\.pointSize), lineHeights: firsts.map(\.lineHeight),
                    unclamped: unclamped,
                    minimum: platform.rules.clampsPointSize ? style?.minimumPointSize : nil,
                    maximum: platform.rules.clampsPointSize ? style?.maximumPointSize : nil) + "\n"
            let widths = columns.map { grid.cells[r][$0].widths }
            out +=
                ReportPlots.widthDistribution(
                    labels: labels, widths: widths, maxWidth: style?.limits.maxWidth, warnMargin: guide.warnMargin)
                + "\n"
        }
        return out + "</div>\n"
    }
}
