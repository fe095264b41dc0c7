import TypeFitSupport

/// The inline SVG plots of an HTML report, one pair per grid row and platform: the point size
/// and line height at each category (with the unclamped curve and the clamps drawn), and the
/// distribution of measured widths at each category against `maxWidth`.
enum ReportPlots {
    static let columnWidth = 34.0
    static let left = 44.0
    static let top = 14.0
    static let plotHeight = 130.0
    static let bottom = 34.0

    /// Point size and line height against category. `unclamped` is the curve without the style's
    /// minimum and maximum point size (drawn dashed when it differs).
    static func sizeCurve(
        labels: [String], pointSizes: [Double], lineHeights: [Double], unclamped: [Double], minimum: Double?,
        maximum: Double?
    ) -> String {
        let yMax = max((pointSizes + lineHeights + unclamped).max() ?? 1, maximum ?? 0, 1) * 1.1
        var out = frame(labels: labels, yMax: yMax, title: "point size (black), line height (blue), pt")
        if unclamped != pointSizes {
            out += polyline(unclamped, yMax: yMax, color: "#9aa3b5", dashed: true)
        }
        for (limit, name) in [(maximum, "max"), (minimum, "min")] {
            guard let limit else { continue }
            let y = yPosition(limit, yMax: yMax)
            out +=
                "<line x1=\"\(left)\" x2=\"\(compactNumber(left + columnWidth * Double(labels.count)))\" y1=\"\(compactNumber(y))\" y2=\"\(compactNumber(y))\" stroke=\"#c62828\" stroke-dasharray=\"4 3\"/>"
            out +=
                "<text x=\"\(compactNumber(left + columnWidth * Double(labels.count) + 4))\" y=\"\(compactNumber(y + 4))\" class=\"axis\">\(name) \(compactNumber(limit))</text>\n"
        }
        out += polyline(lineHeights, yMax: yMax, color: "#3467d6", dashed: false)
        out += polyline(pointSizes, yMax: yMax, color: "#1d1d1f", dashed: false)
        return svg(columns: labels.count, body: out)
    }

    /// Widths at each category as a column of bins shaded by how many strings fall in each;
    /// bins over `maxWidth` in red, `maxWidth` dashed, the warning margin dotted.
    static func widthDistribution(labels: [String], widths: [WidthSample], maxWidth: Double?, warnMargin: Double)
        -> String
    {
        let observed = widths.compactMap(\.maximum).max() ?? 0
        let yMax = max(observed, (maxWidth ?? 0) * 1.25, 1) * 1.05
        var out = frame(
            labels: labels, yMax: yMax,
            title: "widest line per string, pt" + (maxWidth == nil ? "" : "; dashed: maxWidth"))
        let binCount = 26
        let binHeight = plotHeight / Double(binCount)
        for (column, sample) in widths.enumerated() where sample.maximum != nil {
            let bins = sample.bins(binCount, scale: yMax)
            let most = Double(bins.max() ?? 1)
            for (bin, count) in bins.enumerated() where count > 0 {
                let lower = Double(bin) / Double(binCount) * yMax
                let over = maxWidth.map { lower >= $0 * (1 - 1e-9) } ?? false
                let y = binTop(bin, binHeight: binHeight)
                out +=
                    "<rect x=\"\(compactNumber(left + columnWidth * Double(column) + 6))\" y=\"\(compactNumber(y))\" width=\"\(compactNumber(columnWidth - 12))\" "
                    + "height=\"\(compactNumber(binHeight))\" fill=\"\(over ? "#c62828" : "#3467d6")\" fill-opacity=\"\(formatted(0.15 + 0.85 * Double(count) / most, decimals: 2))\">"
                    + "<title>\(labels[column]): \(count) string\(count == 1 ? "" : "s") \(compactNumber(lower))–\(compactNumber(lower + yMax / Double(binCount))) pt</title></rect>\n"
            }
        }
        if let maxWidth {
            let width = compactNumber(left + columnWidth * Double(labels.count))
            let limitY = yPosition(maxWidth, yMax: yMax)
            let y = compactNumber(limitY)
            out +=
                "<line x1=\"\(left)\" x2=\"\(width)\" y1=\"\(y)\" y2=\"\(y)\" stroke=\"#c62828\" stroke-dasharray=\"4 3\"/>"
            out +=
                "<text x=\"\(compactNumber(left + columnWidth * Double(labels.count) + 4))\" y=\"\(compactNumber(limitY + 4))\" class=\"axis\">max \(compactNumber(maxWidth))</text>\n"
            let warn = compactNumber(yPosition(maxWidth * (1 - warnMargin), yMax: yMax))
            out +=
                "<line x1=\"\(left)\" x2=\"\(width)\" y1=\"\(warn)\" y2=\"\(warn)\" stroke=\"#b26a00\" stroke-dasharray=\"1 3\"/>\n"
        }
        return svg(columns: labels.count, body: out)
    }

    private static func binTop(_ bin: Int, binHeight: Double) -> Double {
        top + plotHeight - Double(bin + 1) * binHeight
    }

    private static func yPosition(_ value: Double, yMax: Double) -> Double {
        top + plotHeight - value / yMax * plotHeight
    }

    private static func frame(labels: [String], yMax: Double, title: String) -> String {
        let right = left + columnWidth * Double(labels.count)
        var out = "<text x=\"\(left)\" y=\"10\" class=\"axis\">\(xmlEscaped(title))</text>\n"
        out += "<line x1=\"\(left)\" x2=\"\(left)\" y1=\"\(top)\" y2=\"\(top + plotHeight)\" stroke=\"#888\"/>"
        out +=
            "<line x1=\"\(left)\" x2=\"\(compactNumber(right))\" y1=\"\(top + plotHeight)\" y2=\"\(top + plotHeight)\" stroke=\"#888\"/>\n"
        for fraction in [0.0, 0.5, 1.0] {
            let value = yMax / 1.1 * fraction
            let y = yPosition(value, yMax: yMax)
            out +=
                "<text x=\"\(left - 4)\" y=\"\(compactNumber(y + 4))\" class=\"axis\" text-anchor=\"end\">\(compactNumber(value.rounded()))</text>"
            out +=
                "<line x1=\"\(left)\" x2=\"\(compactNumber(right))\" y1=\"\(compactNumber(y))\" y2=\"\(compactNumber(y))\" stroke=\"#eceff5\"/>\n"
        }
        for (index, label) in labels.enumerated() {
            let x = left + columnWidth * (Double(index) + 0.5)
            out +=
                "<text x=\"\(compactNumber(x))\" y=\"\(compactNumber(top + plotHeight + 14))\" class=\"axis\" text-anchor=\"middle\">\(xmlEscaped(label))</text>"
        }
        return out + "\n"
    }

    private static func polyline(_ values: [Double], yMax: Double, color: String, dashed: Bool) -> String {
        let points = values.enumerated().map { index, value in
            "\(compactNumber(left + columnWidth * (Double(index) + 0.5))),\(compactNumber(yPosition(value, yMax: yMax)))"
        }
        var out =
            "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"\(dashed ? " stroke-dasharray=\"4 3\"" : "") points=\"\(points.joined(separator: " "))\"/>\n"
        if !dashed {
            for point in points {
                let xy = point.split(separator: ",")
                out += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"2.5\" fill=\"\(color)\"/>"
            }
            out += "\n"
        }
        return out
    }

    private static func svg(columns: Int, body: String) -> String {
        // At least wide enough for the title above the axes.
        let width = compactNumber(max(left + columnWidth * Double(columns) + 56, 340))
        let height = compactNumber(top + plotHeight + bottom)
        return
            "<svg class=\"plot\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n\(body)</svg>"
    }
}
