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

    /// A laid-out line: graphemes `start..<visibleEnd` are drawn; `end` is where the next starts.
    struct Line {
        var start: Int
        var visibleEnd: Int
        var end: Int
    }

    /// Measures `prepared` with these settings.
    public func measure(_ prepared: PreparedText) -> TextMeasurement {
        if prepared.spanOfGrapheme.isEmpty {
            return prepared.emPrefix.withUnsafeBufferPointer { measure(prepared, UniformWidths(em: $0, spans: spans)) }
        }
        return measure(prepared, SpanWidths(prepared, spans))
    }

    /// The lines a label shows (the last one cut when `maxLines` cuts) and the lines the cut hides.
    struct Arrangement {
        var shown: [Line]
        var hidden: [Line]
        /// The last shown line ends with "…".
        var isCut: Bool
    }

    func arrange<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> Arrangement {
        let lines = breakLines(prepared, widths)
        guard let maxLines, maxLines > 0, lines.count > maxLines else { return Arrangement(shown: lines, hidden: [], isCut: false) }
        let cut = truncate(prepared, widths, lines: lines, maxLines: maxLines)
        return Arrangement(shown: Array(lines.prefix(maxLines - 1)) + [cut], hidden: Array(lines.dropFirst(maxLines)), isCut: true)
    }

    private func measure<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> TextMeasurement {
        measure(prepared, widths, arrange(prepared, widths))
    }

    /// What a label shows when `maxLines` cuts it — its lines joined by newlines, "…" at the cut —
    /// or nil when nothing is cut: ``measure(_:)``'s truncation text, without measuring each line.
    public func truncatedText(_ prepared: PreparedText) -> String? {
        func shown<W: LineWidths>(_ widths: W) -> String? {
            let arrangement = arrange(prepared, widths)
            return arrangement.isCut ? Self.shownText(prepared, arrangement.shown) : nil
        }
        if prepared.spanOfGrapheme.isEmpty {
            return prepared.emPrefix.withUnsafeBufferPointer { shown(UniformWidths(em: $0, spans: spans)) }
        }
        return shown(SpanWidths(prepared, spans))
    }

    /// The shown lines of a cut label, joined, with "…".
    private static func shownText(_ prepared: PreparedText, _ lines: [Line]) -> String {
        lines.map { prepared.substring($0.start..<$0.visibleEnd) }.joined(separator: "\n") + "…"
    }

    /// The measurement of an arrangement made with the same widths.
    func measure<W: LineWidths>(_ prepared: PreparedText, _ widths: W, _ arrangement: Arrangement) -> TextMeasurement {
        let lines = arrangement.shown
        var truncation: Truncation?
        let ellipsisOnLast = arrangement.isCut
        if ellipsisOnLast, let cut = lines.last {
            truncation = Truncation(index: cut.visibleEnd, visibleText: Self.shownText(prepared, lines))
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
    func breakLines<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> [Line] {
        var lines: [Line] = []
        forEachLine(prepared, widths) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line in order (no allocation of its own).
    @inline(__always)
    func forEachLine<W: LineWidths>(_ prepared: PreparedText, _ widths: W, _ body: (Line) -> Void) {
        prepared.segments.withUnsafeBufferPointer { segments in
            Self.forEachLine(segments, graphemeCount: prepared.graphemeCount, maxWidth: maxWidth, widths, body)
        }
    }

    @inline(__always)
    static func forEachLine<W: LineWidths>(
        _ segments: UnsafeBufferPointer<PreparedText.Segment>, graphemeCount: Int, maxWidth: Double?, _ widths: W, _ body: (Line) -> Void
    ) {
        guard graphemeCount > 0 else {
            body(Line(start: 0, visibleEnd: 0, end: 0))
            return
        }
        let limit = maxWidth ?? .infinity
        var start = 0
        var visibleEnd = 0
        var end = 0
        var emitted = false
        for segment in segments {
            if end > start, widths.width(start, segment.visibleEnd) > limit {
                body(Line(start: start, visibleEnd: visibleEnd, end: end))
                emitted = true
                start = end
            }
            // The segment starts the line and is too wide alone: break it between clusters.
            while end == start, segment.visibleEnd > start, widths.width(start, segment.visibleEnd) > limit {
                var fit = start + 1
                while fit < segment.visibleEnd, widths.width(start, fit + 1) <= limit { fit += 1 }
                if fit >= segment.visibleEnd { break }
                body(Line(start: start, visibleEnd: fit, end: fit))
                emitted = true
                start = fit
                end = fit
            }
            visibleEnd = segment.visibleEnd > start ? segment.visibleEnd : max(visibleEnd, start)
            end = segment.end
            if segment.mandatory {
                body(Line(start: start, visibleEnd: visibleEnd, end: end))
                emitted = true
                start = end
                visibleEnd = end
            }
        }
        if end > start || !emitted || segments.last?.mandatory == true {
            body(Line(start: start, visibleEnd: max(visibleEnd, start), end: end))
        }
    }

    /// The numbers of a measurement without the line texts: for checking many sizes fast.
    public struct Summary: Hashable, Sendable {
        public var width: Double
        /// The width of the last line.
        public var lastLineWidth: Double
        public var lineCount: Int
        public var height: Double
        /// More lines than `maxLines` were needed.
        public var overflows: Bool
    }

    /// Width, line count and height of `prepared` (before truncation: `lineCount` may exceed
    /// `maxLines`, and then `overflows` is set).
    public func summarize(_ prepared: PreparedText) -> Summary {
        if prepared.spanOfGrapheme.isEmpty, let span = spans.first {
            return Self.summarize(prepared, pointSize: span.pointSize, lineHeight: span.lineHeight, letterSpacing: span.letterSpacing, maxWidth: maxWidth, maxLines: maxLines)
        }
        let widths = SpanWidths(prepared, spans)
        var width = 0.0
        var last = 0.0
        var count = 0
        var height = 0.0
        forEachLine(prepared, widths) { line in
            last = widths.width(line.start, line.visibleEnd)
            width = max(width, last)
            count += 1
            height += lineHeight(prepared, line)
        }
        return Summary(width: width, lastLineWidth: last, lineCount: count, height: height, overflows: maxLines.map { $0 > 0 && count > $0 } ?? false)
    }

    /// ``summarize(_:)`` for single-span text without building a layout: the hot path when one
    /// prepared string is checked at many sizes.
    public static func summarize(
        _ prepared: PreparedText, pointSize: Double, lineHeight: Double, letterSpacing: Double = 0,
        maxWidth: Double?, maxLines: Int? = nil
    ) -> Summary {
        var width = 0.0
        var last = 0.0
        var count = 0
        prepared.emPrefix.withUnsafeBufferPointer { em in
            prepared.segments.withUnsafeBufferPointer { segments in
                let widths = UniformWidths(em: em, size: pointSize, spacing: letterSpacing)
                forEachLine(segments, graphemeCount: prepared.graphemeCount, maxWidth: maxWidth, widths) { line in
                    last = widths.width(line.start, line.visibleEnd)
                    width = max(width, last)
                    count += 1
                }
            }
        }
        return Summary(width: width, lastLineWidth: last, lineCount: count, height: Double(count) * lineHeight, overflows: maxLines.map { $0 > 0 && count > $0 } ?? false)
    }

    /// The last shown line when `maxLines` cuts: from the start of line `maxLines`, as many
    /// grapheme clusters of its paragraph as fit with "…" after them (a word may be cut, as
    /// CoreText's tail truncation does), trailing spaces dropped. Without a width, the whole line.
    func truncate<W: LineWidths>(_ prepared: PreparedText, _ widths: W, lines: [Line], maxLines: Int) -> Line {
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
    func ellipsisWidth<W: LineWidths>(_ prepared: PreparedText, _ widths: W, after line: Line) -> Double {
        let spanIndex = line.visibleEnd > 0 && !prepared.spanOfGrapheme.isEmpty ? prepared.spanOfGrapheme[line.visibleEnd - 1] : 0
        let span = spans[min(spanIndex, spans.count - 1)]
        let spacing = line.visibleEnd > line.start ? widths.spacing(after: line.visibleEnd - 1) : 0
        return spacing + prepared.ellipsisEm(span: spanIndex) * span.pointSize
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

/// Widths of grapheme ranges at a layout's sizes.
protocol LineWidths {
    /// The drawn width of graphemes `a..<b`: advances plus letter spacing after all but the last.
    func width(_ a: Int, _ b: Int) -> Double
    /// The letter spacing after grapheme `index`.
    func spacing(after index: Int) -> Double
}

/// One span: width = em × size, spacing uniform.
struct UniformWidths: LineWidths {
    let em: UnsafeBufferPointer<Double>
    package let size: Double
    let spacing: Double

    init(em: UnsafeBufferPointer<Double>, size: Double, spacing: Double) {
        self.em = em
        self.size = size
        self.spacing = spacing
    }

    init(em: UnsafeBufferPointer<Double>, spans: [TextLayout.SpanMetrics]) {
        self.init(em: em, size: spans.first?.pointSize ?? 0, spacing: spans.first?.letterSpacing ?? 0)
    }

    @inline(__always)
    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        return (em[b] - em[a]) * size + spacing * Double(b - a - 1)
    }

    func spacing(after index: Int) -> Double { spacing }
}

/// Several spans: running sums of point advances and spacings, computed once per layout.
struct SpanWidths: LineWidths {
    let points: [Double]
    let spacings: [Double]

    init(_ prepared: PreparedText, _ spans: [TextLayout.SpanMetrics]) {
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

    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        return points[b] - points[a] + spacings[b - 1] - spacings[a]
    }

    func spacing(after index: Int) -> Double { spacings[index + 1] - spacings[index] }
}

extension PreparedText {
    /// Whether grapheme `index` is white space or a line separator.
    func isBlank(_ index: Int) -> Bool {
        guard let segment = segments.first(where: { $0.end > index }) else { return false }
        return index >= segment.visibleEnd
    }
}
