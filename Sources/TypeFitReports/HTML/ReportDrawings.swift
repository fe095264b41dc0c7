import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// The drawn labels of an HTML report: for each grid cell, its worst measurements (fail before
/// warn before pass, then the furthest over a limit) drawn with the style's real font at the
/// row's point size and line height, inside the style's box.
struct ReportDrawings {
    /// One drawing, ready for the page.
    struct Drawing {
        var result: Int
        var svg: String
    }

    /// Per grid (row, column): its drawings, or why there are none.
    var cells: [[[Drawing]]]
    /// Per grid row: why it could not be drawn (a font refused or unreadable), if so.
    var problems: [Int: String] = [:]
    /// Drawings left out because the page holds at most `limit` of them.
    var omitted = 0
    /// The most labels drawn per cell.
    let perCell: Int
    let symbols: GlyphSymbols

    init(report: CheckReport, grid: ReportGrid, guide: StyleGuide, probe: IsolatedProbe?, perCell: Int, limit: Int, fonts: FontCache? = nil) {
        symbols = GlyphSymbols(prefix: "g")
        self.perCell = perCell
        cells = Array(repeating: Array(repeating: [], count: grid.columns.count), count: grid.rows.count)
        // Fonts already admitted by the check need no second probe.
        let trusted = Set(report.fonts.filter { $0.metrics != nil }.map(\.path))
        let worker: CheckWorker
        do {
            // The faces the check resolved: drawing never asks fontconfig for a style's family again.
            worker = try CheckWorker(guide: guide, gate: FontGate(probe: probe, trusted: trusted), cache: fonts, faces: CheckWorker.faces(report))
        } catch {
            for index in grid.rows.indices { problems[index] = "not drawn: \(error)" }
            return
        }
        var drawn = 0
        for (r, row) in grid.rows.enumerated() {
            guard let style = guide.styles.first(where: { $0.name == row.style }) else { continue }
            do {
                _ = try worker.fonts(for: style)
            } catch {
                problems[r] = "not drawn: \(error)"
                continue
            }
            let sizes = CheckPlan.sizes(for: style, guide: guide)
            for c in grid.columns.indices {
                let chosen = Self.worst(grid.members[r][c], in: report, count: perCell)
                for index in chosen {
                    guard drawn < limit else {
                        omitted += 1
                        continue
                    }
                    let result = report.results[index]
                    // Each platform's own fallback order, as the check measured the row.
                    guard let fonts = try? worker.fonts(for: style, platform: result.platform) else { continue }
                    let size = sizes.size(result.platform, result.category, result.sizeClass)
                    let model = size?.model ?? (result.platform == .ios ? .apple : .android)
                    guard let svg = draw(result, style: style, fonts: fonts, model: model, worker: worker) else { continue }
                    cells[r][c].append(Drawing(result: index, svg: svg))
                    drawn += 1
                }
            }
        }
    }

    /// Up to `count` rows of a cell, worst first, one per string and locale.
    static func worst(_ members: [Int], in report: CheckReport, count: Int) -> [Int] {
        func severity(_ result: CheckResult) -> Double {
            var value = 0.0
            if let maxWidth = result.maxWidth, maxWidth > 0 { value = max(value, result.width / maxWidth) }
            if let maxLines = result.maxLines, maxLines > 0 { value = max(value, Double(result.lineCount) / Double(maxLines)) }
            return value
        }
        let sorted = members.sorted { a, b in
            let x = report.results[a], y = report.results[b]
            if x.status != y.status { return x.status > y.status }
            let (sx, sy) = (severity(x), severity(y))
            return sx != sy ? sx > sy : a < b
        }
        var seen = Set<String>()
        var chosen: [Int] = []
        for index in sorted where chosen.count < count {
            let result = report.results[index]
            if seen.insert(result.locale + "\u{1F}" + result.text).inserted { chosen.append(index) }
        }
        return chosen
    }

    /// One measurement drawn as an inline `<svg>`, or nil when its text cannot be prepared.
    private func draw(
        _ result: CheckResult, style: GuideStyle, fonts: (font: ShapingFont, fallback: FallbackFonts), model: LineHeightModel, worker: CheckWorker
    ) -> String? {
        let prepared: PreparedText
        do {
            fonts.font.setPointSize(result.pointSize)
            prepared = try worker.preparer(result.locale).prepare(result.text, font: fonts.font, fallback: fonts.fallback, keepGlyphs: true)
        } catch {
            return nil
        }
        let wraps = style.limits.maxLines != nil
        let layout = TextLayout(
            pointSize: result.pointSize, lineHeight: result.lineHeight, letterSpacing: style.letterSpacing,
            maxWidth: wraps ? style.limits.maxWidth : nil, maxLines: style.limits.maxLines)
        let drawn = layout.draw(prepared, fonts: [fonts.font], fallback: fonts.fallback, model: model, symbols: symbols, boxWidth: style.limits.maxWidth)
        let (width, height) = TextSVG.size(of: drawn)
        return "<svg class=\"label\" width=\"\(compactNumber(width))\" height=\"\(compactNumber(height))\" "
            + "viewBox=\"0 0 \(compactNumber(width)) \(compactNumber(height))\" role=\"img\" aria-label=\"\(xmlEscaped(result.text))\">\n"
            + TextSVG.group(drawn) + "</svg>"
    }
}
