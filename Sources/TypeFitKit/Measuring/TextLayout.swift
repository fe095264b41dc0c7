/// Lays a ``PreparedText`` out at point sizes: greedy line filling at ICU's break opportunities,
/// trailing white space not counted, a word wider than the line broken between grapheme clusters,
/// explicit newlines, and `maxLines` truncation with "…".
///
/// Letter spacing (points) is added after every grapheme cluster except the last of a line, as
/// UIKit draws its kern attribute. Pure arithmetic on the prepared em advances.
public struct TextLayout: Sendable {
    /// Per-span settings: the point size, letter spacing (points) and line height (points).
    public struct SpanMetrics: Hashable, Sendable {
        public var pointSize: Double
        public var letterSpacing: Double
        public var lineHeight: Double

        public init(pointSize: Double, letterSpacing: Double = 0, lineHeight: Double) {
            self.pointSize = pointSize
            self.letterSpacing = letterSpacing
            self.lineHeight = lineHeight
        }
    }

    public var spans: [SpanMetrics]
    /// The line width in points; nil for no wrapping (only newlines break).
    public var maxWidth: Double?
    /// The number of lines shown; more are cut with "…". nil or 0 for no limit.
    public var maxLines: Int?

    public init(spans: [SpanMetrics], maxWidth: Double? = nil, maxLines: Int? = nil) {
        self.spans = spans
        self.maxWidth = maxWidth
        self.maxLines = maxLines
    }

    /// Single-span convenience.
    public init(pointSize: Double, lineHeight: Double, letterSpacing: Double = 0, maxWidth: Double? = nil, maxLines: Int? = nil) {
        self.init(spans: [SpanMetrics(pointSize: pointSize, letterSpacing: letterSpacing, lineHeight: lineHeight)], maxWidth: maxWidth, maxLines: maxLines)
    }

    /// Widths of grapheme ranges at these sizes.
    struct Widths {
        let prepared: PreparedText
        let size: Double
        let spacing: Double
        /// Multi-span: running sums of point advances and of letter spacing.
        let points: [Double]
        let spacings: [Double]

        init(_ prepared: PreparedText, _ spans: [SpanMetrics]) {
            self.prepared = prepared
            if prepared.spanOfGrapheme.isEmpty {
                size = spans.first?.pointSize ?? 0
                spacing = spans.first?.letterSpacing ?? 0
                points = []
                spacings = []
            } else {
                size = 0
                spacing = 0
                var points = [Double](repeating: 0, count: prepared.graphemeCount + 1)
                var spacings = points
                for index in 0..<prepared.graphemeCount {
                    let span = spans[prepared.spanOfGrapheme[index]]
                    points[index + 1] = points[index] + (prepared.emPrefix[index + 1] - prepared.emPrefix[index]) * span.pointSize
                    spacings[index + 1] = spacings[index] + span.letterSpacing
                }
                self.points = points
                self.spacings = spacings
            }
        }

        /// The drawn width of graphemes `a..<b`: advances plus spacing after all but the last.
        @inline(__always)
        func width(_ a: Int, _ b: Int) -> Double {
            guard b > a else { return 0 }
            if points.isEmpty {
                return (prepared.emPrefix[b] - prepared.emPrefix[a]) * size + spacing * Double(b - a - 1)
            }
            return points[b] - points[a] + spacings[b - 1] - spacings[a]
        }

        /// Letter spacing after grapheme `index`.
        func spacing(after index: Int, spans: [SpanMetrics]) -> Double {
            points.isEmpty ? spacing : spans[prepared.spanOfGrapheme[index]].letterSpacing
        }
    }

    /// A laid-out line: graphemes `start..<visibleEnd` are drawn; `end` is where the next starts.
    struct Line {
        var start: Int
        var visibleEnd: Int
        var end: Int
    }

    /// Measures `prepared` with these settings.
    public func measure(_ prepared: PreparedText) -> TextMeasurement {
        let widths = Widths(prepared, spans)
        var lines = breakLines(prepared, widths)
        var truncation: Truncation?
        var ellipsisOnLast = false
        if let maxLines, maxLines > 0, lines.count > maxLines {
            let cut = truncate(prepared, widths, lines: lines, maxLines: maxLines)
            lines = Array(lines.prefix(maxLines - 1)) + [cut]
            ellipsisOnLast = true
            let shown = lines.map { prepared.substring($0.start..<$0.visibleEnd) }.joined(separator: "\n") + "…"
            truncation = Truncation(index: cut.visibleEnd, visibleText: shown)
        }
        let measured = lines.enumerated().map { index, line -> MeasuredLine in
            var width = widths.width(line.start, line.visibleEnd)
            var text = prepared.substring(line.start..<line.visibleEnd)
            if ellipsisOnLast, index == lines.count - 1 {
                width += ellipsisWidth(prepared, widths, after: line)
                text += "…"
            }
            return MeasuredLine(text: text, width: width)
        }
        let lineHeights = lines.map { lineHeight(prepared, $0) }
        return TextMeasurement(
            pointSize: spans.map(\.pointSize).max() ?? 0,
            advance: widths.width(0, prepared.graphemeCount),
            width: measured.map(\.width).max() ?? 0,
            lines: measured,
            lineHeight: lineHeights.max() ?? (spans.map(\.lineHeight).max() ?? 0),
            height: lineHeights.reduce(0, +),
            truncation: truncation, missing: prepared.missing, fallbacks: prepared.fallbacks)
    }

    /// Greedy filling. A line holds whole segments while their visible width fits; a segment that
    /// does not fit on an empty line is broken between grapheme clusters.
    func breakLines(_ prepared: PreparedText, _ widths: Widths) -> [Line] {
        guard prepared.graphemeCount > 0 else { return [Line(start: 0, visibleEnd: 0, end: 0)] }
        let limit = maxWidth ?? .infinity
        var lines: [Line] = []
        var start = 0
        var visibleEnd = 0
        var end = 0
        for segment in prepared.segments {
            if end > start, widths.width(start, segment.visibleEnd) > limit {
                lines.append(Line(start: start, visibleEnd: visibleEnd, end: end))
                start = end
            }
            // The segment starts or continues the line; break it while it is too wide alone.
            while end == start, segment.visibleEnd > start, widths.width(start, segment.visibleEnd) > limit {
                var fit = start + 1
                while fit < segment.visibleEnd, widths.width(start, fit + 1) <= limit { fit += 1 }
                if fit >= segment.visibleEnd { break }
                lines.append(Line(start: start, visibleEnd: fit, end: fit))
                start = fit
                end = fit
            }
            visibleEnd = segment.visibleEnd > start ? segment.visibleEnd : max(visibleEnd, start)
            end = segment.end
            if segment.mandatory {
                lines.append(Line(start: start, visibleEnd: visibleEnd, end: end))
                start = end
                visibleEnd = end
            }
        }
        if end > start || lines.isEmpty || prepared.segments.last?.mandatory == true {
            lines.append(Line(start: start, visibleEnd: max(visibleEnd, start), end: end))
        }
        return lines
    }

    /// The last shown line when `maxLines` cuts: from the start of line `maxLines`, as many
    /// grapheme clusters of its paragraph as fit with "…" after them (a word may be cut, as
    /// CoreText's tail truncation does), trailing spaces dropped. Without a width, the whole line.
    func truncate(_ prepared: PreparedText, _ widths: Widths, lines: [Line], maxLines: Int) -> Line {
        let line = lines[maxLines - 1]
        var keep = line.visibleEnd
        if let limit = maxWidth {
            let paragraphEnd = prepared.segments.first { $0.mandatory && $0.end > line.start }?.end ?? prepared.graphemeCount
            keep = line.start
            while keep < paragraphEnd {
                let candidate = Line(start: line.start, visibleEnd: keep + 1, end: keep + 1)
                guard widths.width(line.start, keep + 1) + ellipsisWidth(prepared, widths, after: candidate) <= limit else { break }
                keep += 1
            }
        }
        var visible = keep
        while visible > line.start, prepared.isBlank(visible - 1) { visible -= 1 }
        return Line(start: line.start, visibleEnd: visible, end: keep)
    }

    /// The width "…" adds after `line`: the spacing after its last grapheme plus the ellipsis.
    func ellipsisWidth(_ prepared: PreparedText, _ widths: Widths, after line: Line) -> Double {
        let spanIndex = line.visibleEnd > 0 && !prepared.spanOfGrapheme.isEmpty ? prepared.spanOfGrapheme[line.visibleEnd - 1] : 0
        let span = spans[min(spanIndex, spans.count - 1)]
        let spacing = line.visibleEnd > line.start ? widths.spacing(after: line.visibleEnd - 1, spans: spans) : 0
        return spacing + prepared.ellipsisEm[min(spanIndex, prepared.ellipsisEm.count - 1)] * span.pointSize
    }

    /// The tallest line height among the spans on a line (UILabel's rule).
    func lineHeight(_ prepared: PreparedText, _ line: Line) -> Double {
        guard !prepared.spanOfGrapheme.isEmpty, line.end > line.start else { return spans.first.map(\.lineHeight) ?? 0 }
        var tallest = 0.0
        for index in line.start..<line.end {
            tallest = max(tallest, spans[prepared.spanOfGrapheme[index]].lineHeight)
        }
        return tallest
    }
}

extension PreparedText {
    /// Whether grapheme `index` is white space or a line separator.
    func isBlank(_ index: Int) -> Bool {
        guard let segment = segments.first(where: { $0.end > index }) else { return false }
        return index >= segment.visibleEnd
    }
}
