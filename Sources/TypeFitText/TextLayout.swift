import TypeFitBackend

/// Lays a ``PreparedText`` out at point sizes: greedy line filling at ICU's break opportunities,
/// trailing white space not counted, a word wider than the line broken between grapheme clusters,
/// explicit newlines, and `maxLines` truncation with "…".
///
/// Letter spacing (points) is added after every grapheme cluster except the last of a line, as
/// UIKit draws its kern attribute. Pure arithmetic on the prepared em advances.
package struct TextLayout: Sendable {
    /// Per-span settings: the point size, letter spacing (points) and line height (points).
    package struct SpanMetrics: Hashable, Sendable {
        package var pointSize: Double
        package var letterSpacing: Double
        package var lineHeight: Double
        /// Set when `lineHeight` is the span font's own (no explicit line height): a fallback font
        /// that reaches further above or below raises the lines it draws on, as CoreText, Minikin
        /// (fallback line spacing) and Blink (`line-height: normal`) do.
        package var fontLine: FontLine?

        package init(pointSize: Double, letterSpacing: Double = 0, lineHeight: Double, fontLine: FontLine? = nil) {
            self.pointSize = pointSize
            self.letterSpacing = letterSpacing
            self.lineHeight = lineHeight
            self.fontLine = fontLine
        }
    }

    /// A span font's own line: the model its fallback fonts are read by, and its extents at the
    /// span's size (``FaceMetrics/lineExtents(_:pointSize:)``).
    package struct FontLine: Hashable, Sendable {
        package var model: LineHeightModel
        package var extents: LineExtents

        package init(model: LineHeightModel, extents: LineExtents) {
            self.model = model
            self.extents = extents
        }

        /// The font's own line of `metrics` at `pointSize` under `model`.
        package init(_ metrics: FaceMetrics, model: LineHeightModel, pointSize: Double) {
            self.init(model: model, extents: metrics.lineExtents(model, pointSize: pointSize))
        }
    }

    package var spans: [SpanMetrics]
    /// The line width in points; nil for no wrapping (only newlines break).
    package var maxWidth: Double?
    /// The number of lines shown; more are cut with "…". nil or 0 for no limit.
    package var maxLines: Int?
    /// Added after each space (U+0020, U+00A0), in points or px: CSS `word-spacing`.
    package var wordSpacing: Double = 0
    /// How advances become widths.
    package var widths: WidthModel = .exact
    /// A word wider than the line is broken between grapheme clusters (CoreText, Minikin, CSS
    /// `overflow-wrap: break-word` or `anywhere`); false leaves it whole, overflowing the line
    /// (CSS `overflow-wrap: normal`).
    package var breaksOverlongWords = true
    /// Set for Android: Minikin's widths and line breaks, StaticLayout's heights and ellipsis
    /// (``StaticLayoutText``).
    package var staticLayout: StaticLayoutText?

    /// How advances become widths.
    package enum WidthModel: Hashable, Sendable {
        /// Em advances × size, in Double (CoreText and Minikin lay out at fractional positions).
        case exact
        /// Blink's: FreeType advances in 16.16 at the size, runs rounded up to 1/64 px (``BlinkWidths``).
        case blink
    }

    package init(spans: [SpanMetrics], maxWidth: Double? = nil, maxLines: Int? = nil) {
        self.spans = spans
        self.maxWidth = maxWidth
        self.maxLines = maxLines
    }

    /// Single-span convenience; `fontLine` when the line height is the font's own.
    package init(
        pointSize: Double, lineHeight: Double, letterSpacing: Double = 0, maxWidth: Double? = nil, maxLines: Int? = nil,
        fontLine: FontLine? = nil
    ) {
        self.init(
            spans: [
                SpanMetrics(
                    pointSize: pointSize, letterSpacing: letterSpacing, lineHeight: lineHeight, fontLine: fontLine)
            ],
            maxWidth: maxWidth, maxLines: maxLines)
    }

    /// A laid-out line: graphemes `start..<visibleEnd` are drawn; `end` is where the next starts.
    struct Line {
        var start: Int
        var visibleEnd: Int
        var end: Int
        /// The line breaks at a soft hyphen, and shows a hyphen after `visibleEnd`.
        var hyphenated = false
        /// The width the line breaker measured when it is not the graphemes' sum: Minikin's for a
        /// line a hyphenated word's piece starts or ends (shaped alone, with its hyphen).
        var measuredWidth: Double?
    }

    /// The drawn width of `line`: its graphemes, and the hyphen a soft hyphen shows at its end
    /// (or the line breaker's own measure of it).
    @inline(__always)
    static func width<W: LineWidths>(_ line: Line, _ widths: W) -> Double {
        if let measured = line.measuredWidth { return measured }
        return widths.width(line.start, line.visibleEnd)
            + (line.hyphenated && line.visibleEnd > line.start ? widths.hyphen(after: line.visibleEnd - 1) : 0)
    }

    /// Measures `prepared` with these settings.
    package func measure(_ prepared: PreparedText) -> MeasuredText {
        if staticLayout != nil { return measure(prepared, minikinWidths(prepared)) }
        if widths == .blink { return withBlinkWidths(prepared) { $0.measure(prepared, $1) } }
        if prepared.spanOfGrapheme.isEmpty, wordSpacing == 0 {
            return prepared.emPrefix.withUnsafeBufferPointer {
                measure(prepared, UniformWidths(em: $0, spans: spans, hyphenEm: prepared.hyphenEm(span: 0)))
            }
        }
        return measure(prepared, SpanWidths(prepared, spans, wordSpacing: wordSpacing))
    }

    /// The widest a line may be: `maxWidth`, and for Blink one LayoutUnit (1/64 px) more — in
    /// headless Chromium a line whose width rounds up to 1/64 px over the box still fits, one
    /// 2/64 px over does not.
    var fitWidth: Double? {
        widths == .blink ? maxWidth.map { $0 + 1.0 / 64 } : maxWidth
    }

    /// `body` over this layout and Blink's widths of `prepared` at the first span's size and
    /// spacing: the layout is given to `body`, not captured by it (see
    /// ``BlinkWidths/with(_:pointSize:letterSpacing:wordSpacing:passing:_:)``).
    @inline(__always) func withBlinkWidths<R>(_ prepared: PreparedText, _ body: (TextLayout, BlinkWidths) -> R)
        -> R
    {
        BlinkWidths.with(
            prepared, pointSize: spans.first?.pointSize ?? 0, letterSpacing: spans.first?.letterSpacing ?? 0,
            wordSpacing: wordSpacing, passing: self, body)
    }

    /// The lines a label shows (the last one cut when `maxLines` cuts) and the lines the cut hides.
    struct Arrangement {
        var shown: [Line]
        var hidden: [Line]
        /// The last shown line ends with "…".
        var isCut: Bool
        /// Where the break the last shown line was laid out from ended, when the lines maxLines
        /// hides ran on into it (StaticLayout keeps that break's ascent and descent).
        var lastBreakEnd: Int?
    }

    func arrange<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> Arrangement {
        if let android = staticLayout, let minikin = widths as? MinikinWidths {
            return staticLayoutArrangement(prepared, minikin, android)
        }
        let lines = breakLines(prepared, widths)
        guard let maxLines, maxLines > 0, lines.count > maxLines else {
            return Arrangement(shown: lines, hidden: [], isCut: false)
        }
        var shown = lines
        cut(&shown, prepared, widths, maxLines: maxLines)
        return Arrangement(shown: shown, hidden: Array(lines.dropFirst(maxLines)), isCut: true)
    }

    /// Cuts `lines` (more than `maxLines` > 0 were laid out; at least the first `maxLines` given)
    /// to what the label shows: its first `maxLines`, the last one ending where "…" fits.
    func cut<W: LineWidths>(_ lines: inout [Line], _ prepared: PreparedText, _ widths: W, maxLines: Int) {
        let last = truncate(prepared, widths, lines: lines, maxLines: maxLines)
        lines.removeSubrange(maxLines...)
        lines[maxLines - 1] = last
    }

    private func measure<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> MeasuredText {
        measure(prepared, widths, arrange(prepared, widths))
    }

    /// ``summarize(_:)`` and, when it overflows maxLines, ``truncatedText(_:)`` — else, when
    /// `oneLineCut` gives a width for the summary, the text cut to one line that wide. StaticLayout's
    /// widths are made once for all of it.
    package func summarizeAndCut(_ prepared: PreparedText, oneLineCut: (Summary) -> Double? = { _ in nil }) -> (
        summary: Summary, truncated: String?
    ) {
        if let android = staticLayout { return summarizeStaticLayout(prepared, android, oneLineCut: oneLineCut) }
        if widths == .blink {
            return withBlinkWidths(prepared) { $0.summarizeAndCut(prepared, $1, oneLineCut: oneLineCut) }
        }
        let summary = summarize(prepared)
        if summary.overflows { return (summary, truncatedText(prepared)) }
        guard let width = oneLineCut(summary) else { return (summary, nil) }
        return (summary, cutToOneLine(width).truncatedText(prepared))
    }

    /// This layout as a label of one line `width` wide.
    func cutToOneLine(_ width: Double) -> TextLayout {
        var oneLine = self
        (oneLine.maxWidth, oneLine.maxLines) = (width, 1)
        return oneLine
    }

    /// What a label shows when `maxLines` cuts it — its lines joined by newlines, "…" at the cut —
    /// or nil when nothing is cut: ``measure(_:)``'s truncation text, without measuring each line.
    package func truncatedText(_ prepared: PreparedText) -> String? {
        if let android = staticLayout {
            let arrangement = staticLayoutArrangement(prepared, minikinWidths(prepared), android)
            return arrangement.isCut ? Self.shownText(prepared, arrangement.shown) : nil
        }
        if widths == .blink { return withBlinkWidths(prepared) { $0.cutText(prepared, $1) } }
        if prepared.spanOfGrapheme.isEmpty, wordSpacing == 0 {
            return prepared.emPrefix.withUnsafeBufferPointer {
                cutText(prepared, UniformWidths(em: $0, spans: spans, hyphenEm: prepared.hyphenEm(span: 0)))
            }
        }
        return cutText(prepared, SpanWidths(prepared, spans, wordSpacing: wordSpacing))
    }

    /// The shown lines of a cut label, joined, with "…".
    static func shownText(_ prepared: PreparedText, _ lines: [Line]) -> String {
        var text = ""
        text.reserveCapacity(lines.reduce(3) { $0 + prepared.utf8Count($1.start..<$1.visibleEnd) + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { text += "\n" }
            prepared.append(line.start..<line.visibleEnd, to: &text)
        }
        text += "…"
        return text
    }

    /// The measurement of an arrangement made with the same widths.
    func measure<W: LineWidths>(_ prepared: PreparedText, _ widths: W, _ arrangement: Arrangement) -> MeasuredText {
        let lines = arrangement.shown
        var truncation: Truncation?
        let ellipsisOnLast = arrangement.isCut
        if ellipsisOnLast, let cut = lines.last {
            truncation = Truncation(index: cut.visibleEnd, visibleText: Self.shownText(prepared, lines))
        }
        let lineHeights =
            staticLayout.map {
                staticLayoutHeights(
                    prepared, lines, $0, ellipsized: ellipsisOnLast, lastBreakEnd: arrangement.lastBreakEnd)
            }
            ?? lines.map { lineHeight(prepared, $0) }
        let measured = lines.enumerated().map { index, line -> MeasuredLine in
            var width = Self.width(line, widths)
            var text = Self.label(prepared, line)
            if ellipsisOnLast, index == lines.count - 1 {
                width +=
                    (widths as? MinikinWidths).map { Double($0.ellipsis) }
                    ?? ellipsisWidth(prepared, widths, after: line)
                text += "…"
            }
            return MeasuredLine(text: text, width: width, start: line.start, height: lineHeights[index])
        }
        return MeasuredText(
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
        if let android = staticLayout, let minikin = widths as? MinikinWidths {
            for line in minikinLines(prepared, minikin, android) { body(line) }
            return
        }
        guard breaksOverlongWords, let rules = prepared.lineStartBreaks else {
            _ = prepared.segments.withUnsafeBufferPointer { segments in
                Self.forEachLine(
                    segments, graphemeCount: prepared.graphemeCount, maxWidth: fitWidth,
                    breaksWords: breaksOverlongWords, widths, body)
            }
            return
        }
        // Blink: after a word split by `overflow-wrap`, the next line starts inside it and finds
        // its opportunities from there (``PreparedText/segments(from:_:)``).
        var segments = prepared.segments
        var from = 0
        var restarts = true
        while let split = segments.withUnsafeBufferPointer({
            Self.forEachLine(
                $0, graphemeCount: prepared.graphemeCount, maxWidth: fitWidth, from: from, stopsAfterSplit: restarts,
                widths, body)
        }) {
            // If ICU fails, the whole text's opportunities go on to the end.
            let found = prepared.segments(from: split, rules)
            (segments, from, restarts) = (found ?? prepared.segments, split, found != nil)
        }
    }

    /// From grapheme `from` (the first segment of `segments` that ends after it on); with
    /// `stopsAfterSplit` it returns after the first line that splits a word, with where the next
    /// line starts (nil when every line was given).
    @inline(__always) @discardableResult
    static func forEachLine<W: LineWidths>(
        _ segments: UnsafeBufferPointer<PreparedText.Segment>, graphemeCount: Int, maxWidth: Double?,
        breaksWords: Bool = true, from: Int = 0,
        stopsAfterSplit: Bool = false, _ widths: W, _ body: (Line) -> Void
    ) -> Int? {
        guard graphemeCount > 0 else {
            body(Line(start: 0, visibleEnd: 0, end: 0))
            return nil
        }
        let limit = maxWidth ?? .infinity
        var start = from
        var visibleEnd = from
        var end = from
        var emitted = from > 0
        var index = 0
        while index < segments.count, segments[index].end <= from { index += 1 }
        while index < segments.count {
            let segment = segments[index]
            if end > start, widths.width(start, segment.visibleEnd) > limit {
                // The line ends before this segment. At a soft hyphen the hyphen must fit too (as
                // Blink and Minikin measure a hyphenated break); if it does not, the line ends
                // at the opportunity before, and the segments after that go to the next line.
                var last = index - 1
                var lineVisible = visibleEnd
                while segments[last].softHyphen, lineVisible > start,
                    widths.width(start, lineVisible) + widths.hyphen(after: lineVisible - 1) > limit,
                    last > 0, segments[last - 1].end > start
                {
                    last -= 1
                    lineVisible = max(segments[last].visibleEnd, start)
                }
                // Still too wide with its hyphen and alone on the line: where words may break, it
                // is split between clusters (never right before its soft hyphen), as Blink does.
                let hyphenated = segments[last].softHyphen && lineVisible > start
                while breaksWords, hyphenated,
                    widths.width(start, lineVisible) + widths.hyphen(after: lineVisible - 1) > limit
                {
                    var fit = start + 1
                    while fit < lineVisible - 2, widths.width(start, fit + 1) <= limit { fit += 1 }
                    if fit >= lineVisible - 1 { break }
                    body(Line(start: start, visibleEnd: fit, end: fit))
                    start = fit
                }
                let lineEnd = segments[last].end
                body(Line(start: start, visibleEnd: lineVisible, end: lineEnd, hyphenated: hyphenated))
                emitted = true
                start = lineEnd
                if last < index - 1 {
                    index = last + 1
                    (end, visibleEnd) = (start, start)
                    continue
                }
            }
            // The segment starts the line and is too wide alone: break it between clusters.
            while breaksWords, end == start, segment.visibleEnd > start, widths.width(start, segment.visibleEnd) > limit
            {
                var fit = start + 1
                while fit < segment.visibleEnd, widths.width(start, fit + 1) <= limit { fit += 1 }
                if fit >= segment.visibleEnd { break }
                body(Line(start: start, visibleEnd: fit, end: fit))
                if stopsAfterSplit { return fit }
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
            index += 1
        }
        if end > start || !emitted || segments.last?.mandatory == true {
            body(Line(start: start, visibleEnd: max(visibleEnd, start), end: end))
        }
        return nil
    }
}
