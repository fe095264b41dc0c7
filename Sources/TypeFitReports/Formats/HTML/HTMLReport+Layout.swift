import TypeFitSupport
import TypeFitCheck

extension HTMLReport {
    /// The layout rows: per row a locale × category table, each cell the arrangement there
    /// (↔ side by side with its width, ↕ stacked with its height) coloured by its verdict.
    static func rowsSection(_ report: CheckReport) -> String {
        guard !report.rows.isEmpty else { return "" }
        var out = "<section id=\"layout-rows\">\n<h2>Layout rows</h2>\n"
        out +=
            "<p class=\"note\">↔ side by side: the elements' widths and spacing against the container; ↕ stacked from the row's switch "
            + "category on: their heights (text wrapped to the container) against maxHeight.</p>\n"
        for name in orderedUnique(report.rows.map(\.row)) {
            let results = report.rows.filter { $0.row == name }
            let categories = orderedUnique(results.map(\.category))
            let container = results.first.map { compactNumber($0.containerWidth) } ?? ""
            out +=
                "<h3>\(xmlEscaped(name)) <span class=\"spec\">— \(container) pt wide; "
                + (RowSummary.earliestSwitch(results).map { "switch to a vertical axis from <b>\($0.rawValue)</b>" }
                    ?? "fits side by side at every size") + "</span></h3>\n"
            out +=
                "<table class=\"grid\">\n<thead><tr><th class=\"style\">locale</th>"
                + categories.map { "<th>\(xmlEscaped(ReportGrid.Column(platform: .ios, category: $0).label))</th>" }
                .joined() + "</tr></thead>\n<tbody>\n"
            for locale in orderedUnique(results.map(\.locale)) {
                out += "<tr><th class=\"style\">\(xmlEscaped(locale))</th>"
                for category in categories {
                    guard let result = results.first(where: { $0.locale == locale && $0.category == category }) else {
                        out += "<td class=\"cell empty\">·</td>"
                        continue
                    }
                    let value =
                        result.axis == .horizontal
                        ? "↔ \(formatted(result.horizontalWidth, decimals: 0))"
                        : "↕ \(formatted(result.verticalHeight, decimals: 0))"
                    let title =
                        result.reasons.isEmpty
                        ? "side by side \(formatted(result.horizontalWidth, decimals: 2)) pt, stacked \(formatted(result.verticalHeight, decimals: 2)) pt"
                        : result.reasons.map(\.description).joined(separator: "; ")
                    out += "<td class=\"\(result.status.rawValue)\" title=\"\(xmlEscaped(title))\">\(value)</td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n</table>\n"
        }
        return out + "</section>\n"
    }

    /// Contrast per style and theme: a swatch of the pair as drawn, its ratio, and per category
    /// whether it passes (L marks sizes that count as large text).
    static func contrastSection(_ report: CheckReport) -> String {
        guard let first = report.contrast.first else { return "" }
        var out = "<section id=\"contrast\">\n<h2>Contrast (WCAG 2.2 \(first.level.rawValue))</h2>\n"
        out +=
            "<p class=\"note\">Ratios of relative luminance, unrounded (4.499 fails 4.5). The minimum falls from "
            + "\(compactNumber(first.level.minimumRatio(largeText: false))):1 to \(compactNumber(first.level.minimumRatio(largeText: true))):1 "
            + "for large text — 18 pt, or 14 pt at weight 700 — marked L; iOS points are read as CSS px, a common reading rather than a W3C statement.</p>\n"
        var columns: [ReportGrid.Column] = []
        for pair in report.contrast {
            let column = ReportGrid.Column(platform: pair.platform, category: pair.category)
            if !columns.contains(column) { columns.append(column) }
        }
        out +=
            "<table class=\"grid\">\n<thead><tr><th class=\"style\">style</th><th>theme</th><th>pair</th><th>ratio</th>"
        out += columns.map { "<th>\(xmlEscaped($0.label))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for group in ContrastSummary.groups(report.contrast) {
            guard let pair = group.pairs.first else { continue }
            out += "<tr><th class=\"style\">\(xmlEscaped(group.style))</th><td>\(xmlEscaped(group.theme))</td>"
            out +=
                "<td><span class=\"swatch\" style=\"color:\(pair.foregroundDrawn);background:\(pair.backgroundDrawn)\">Aa</span> "
                + "\(xmlEscaped(pair.foreground)) on \(xmlEscaped(pair.background))</td><td>\(formatted(group.ratio, decimals: 2)):1</td>"
            for column in columns {
                guard
                    let result = group.pairs.first(where: {
                        $0.platform == column.platform && $0.category == column.category
                    })
                else {
                    out += "<td class=\"cell empty\">·</td>"
                    continue
                }
                let title = "\(compactNumber(result.pointSize)) pt, needs \(compactNumber(result.minimumRatio)):1"
                out +=
                    "<td class=\"\(result.status.rawValue)\" title=\"\(xmlEscaped(title))\">\(result.status == .pass ? "✓" : "✗")\(result.largeText ? " L" : "")</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }
}
