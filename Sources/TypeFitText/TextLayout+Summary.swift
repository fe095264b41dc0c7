import TypeFitBackend

extension TextLayout {
    /// The numbers of a measurement without the line texts: for checking many sizes fast.
    package struct Summary: Hashable, Sendable {
        package var width: Double
        /// The width of the last line.
        package var lastLineWidth: Double
        package var lineCount: Int
        package var height: Double
        /// More lines than `maxLines` were needed.
        package var overflows: Bool
    }

    /// Width, line count and height of `prepared` (before truncation: `lineCount` may exceed
    /// `maxLines`, and then `overflows` is set).
    package func summarize(_ prepared: PreparedText) -> Summary {
        if let android = staticLayout { return summarizeStaticLayout(prepared, android) }
        if widths == .blink { return withBlinkWidths(prepared) { $0.summarize(prepared, $1) } }
        if prepared.spanOfGrapheme.isEmpty, wordSpacing == 0, let span = spans.first {
            if !mayRaise(prepared), breaksOverlongWords {
                return Self.summarize(
                    prepared, pointSize: span.pointSize, lineHeight: span.lineHeight, letterSpacing: span.letterSpacing,
                    maxWidth: maxWidth, maxLines: maxLines)
            }
            return prepared.emPrefix.withUnsafeBufferPointer {
                summarize(prepared, UniformWidths(em: $0, spans: spans, hyphenEm: prepared.hyphenEm(span: 0)))
            }
        }
        return summarize(prepared, SpanWidths(prepared, spans, wordSpacing: wordSpacing))
    }

    /// ``summarize(_:)`` line by line, each line as tall as its fonts make it.
    private func summarize<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> Summary {
        summarize(prepared, widths, keeping: 0) { _, _ in }
    }

    /// ``summarize(_:_:)``, each of the first `keeping` lines handed to `keep` with its index.
    private func summarize<W: LineWidths>(
        _ prepared: PreparedText, _ widths: W, keeping: Int, keep: (Int, Line) -> Void
    ) -> Summary {
        var width = 0.0
        var last = 0.0
        var count = 0
        var height = 0.0
        forEachLine(prepared, widths) { line in
            last = Self.width(line, widths)
            width = max(width, last)
            if count < keeping { keep(count, line) }
            count += 1
            height += lineHeight(prepared, line)
        }
        return Summary(
            width: width, lastLineWidth: last, lineCount: count, height: height,
            overflows: maxLines.map { $0 > 0 && count > $0 } ?? false)
    }

    /// The most lines a summary keeps for its cut in a buffer on the stack (48 bytes each).
    static let linesKeptOnTheStack = 16

    /// ``summarizeAndCut(_:oneLineCut:)`` on widths made once for the summary and the cut (the
    /// web's: each size's are worked out from every glyph): the lines the summary lays out are
    /// kept for the cut, not laid out again — on the stack, made an array only for a label that
    /// is cut (an array for every label of two lines or more was half the web's allocations).
    func summarizeAndCut<W: LineWidths>(_ prepared: PreparedText, _ widths: W, oneLineCut: (Summary) -> Double?)
        -> (summary: Summary, truncated: String?)
    {
        let keeping = max(maxLines ?? 0, 0)
        guard keeping <= Self.linesKeptOnTheStack else {
            var kept: [Line] = []
            let summary = summarize(prepared, widths, keeping: keeping) { _, line in kept.append(line) }
            return truncated(summary, kept, prepared, widths, oneLineCut: oneLineCut)
        }
        return withUnsafeTemporaryAllocation(of: Line.self, capacity: max(keeping, 1)) { buffer in
            var kept = 0
            let summary = summarize(prepared, widths, keeping: keeping) { index, line in
                buffer.initializeElement(at: index, to: line)
                kept = index + 1
            }
            let lines = summary.overflows ? Array(buffer[..<kept]) : []
            return truncated(summary, lines, prepared, widths, oneLineCut: oneLineCut)
        }
    }

    /// The text `summary`'s label shows: its first lines `kept` cut when it overflows, else the
    /// one line `oneLineCut` asks for, else none.
    private func truncated<W: LineWidths>(
        _ summary: Summary, _ kept: [Line], _ prepared: PreparedText, _ widths: W, oneLineCut: (Summary) -> Double?
    ) -> (summary: Summary, truncated: String?) {
        if summary.overflows {
            var kept = kept
            cut(&kept, prepared, widths, maxLines: max(maxLines ?? 0, 0))
            return (summary, Self.shownText(prepared, kept))
        }
        guard let width = oneLineCut(summary) else { return (summary, nil) }
        return (summary, cutToOneLine(width).cutText(prepared, widths))
    }

    /// What a label shows when `maxLines` cuts it (``truncatedText(_:)``) on `widths`:
    /// ``arrange(_:_:)``'s shown lines, keeping only the first `maxLines` of those laid out (the
    /// cut needs no more): a failing row at a large size has dozens of lines.
    func cutText<W: LineWidths>(_ prepared: PreparedText, _ widths: W) -> String? {
        guard let maxLines, maxLines > 0 else { return nil }
        var lines: [Line] = []
        lines.reserveCapacity(min(maxLines, 64))  // a guide may allow any number
        var count = 0
        forEachLine(prepared, widths) { line in
            count += 1
            if count <= maxLines { lines.append(line) }
        }
        guard count > maxLines else { return nil }
        cut(&lines, prepared, widths, maxLines: maxLines)
        return Self.shownText(prepared, lines)
    }

    /// ``summarize(_:)`` for single-span text without building a layout: the hot path when one
    /// prepared string is checked at many sizes. (Inlined where it is called: called, its summary
    /// was written to memory and copied back from it, the copy stalling on the writes.)
    @inline(__always)
    package static func summarize(
        _ prepared: PreparedText, pointSize: Double, lineHeight: Double, letterSpacing: Double = 0,
        maxWidth: Double?, maxLines: Int? = nil
    ) -> Summary {
        var width = 0.0
        var last = 0.0
        var count = 0
        if letterSpacing == 0, pointSize > 0, let oneLine = prepared.oneLine,
            oneLine.widestEm * pointSize <= maxWidth ?? .infinity
        {
            // The fill below would find no line too wide and no word to split: its one line.
            last = prepared.emPrefix.withUnsafeBufferPointer { em in
                UniformWidths(em: em, size: pointSize, spacing: 0).width(0, oneLine.visibleEnd)
            }
            return Summary(
                width: max(width, last), lastLineWidth: last, lineCount: 1, height: Double(1) * lineHeight,
                overflows: maxLines.map { $0 > 0 && 1 > $0 } ?? false)
        }
        prepared.emPrefix.withUnsafeBufferPointer { em in
            prepared.segments.withUnsafeBufferPointer { segments in
                let widths = UniformWidths(
                    em: em, size: pointSize, spacing: letterSpacing, hyphenEm: prepared.hyphenEm(span: 0))
                forEachLine(segments, graphemeCount: prepared.graphemeCount, maxWidth: maxWidth, widths) { line in
                    last = Self.width(line, widths)
                    width = max(width, last)
                    count += 1
                }
            }
        }
        return Summary(
            width: width, lastLineWidth: last, lineCount: count, height: Double(count) * lineHeight,
            overflows: maxLines.map { $0 > 0 && count > $0 } ?? false)
    }

    /// The last shown line when `maxLines` cuts: from the start of line `maxLines`, as many
    /// grapheme clusters of its paragraph as fit with "…" after them (a word may be cut, as
    /// CoreText's tail truncation does), trailing spaces dropped. Without a width, the whole line.
    /// On the web (`-webkit-line-clamp` with `text-overflow: ellipsis`) only the line's own
    /// clusters: Blink keeps the line as it broke and cuts its end until "…" fits (in headless
    /// Chromium "cccc dddd" stays "cccc ddd…" in 45 px, and "eeee" of the next line never joins it).
    func truncate<W: LineWidths>(_ prepared: PreparedText, _ widths: W, lines: [Line], maxLines: Int) -> Line {
        let line = lines[maxLines - 1]
        var keep = line.visibleEnd
        if let limit = fitWidth {
            let paragraphEnd =
                self.widths == .blink
                ? line.visibleEnd
                : prepared.segments.first { $0.mandatory && $0.end > line.start }?.end ?? prepared.graphemeCount
            keep = line.start
            while keep < paragraphEnd {
                let candidate = Line(start: line.start, visibleEnd: keep + 1, end: keep + 1)
                guard widths.width(line.start, keep + 1) + ellipsisWidth(prepared, widths, after: candidate) <= limit
                else { break }
                keep += 1
            }
        }
        var visible = keep
        while visible > line.start, prepared.isBlank(visible - 1) { visible -= 1 }
        return Line(start: line.start, visibleEnd: visible, end: keep)
    }

    /// The width "…" adds after `line`: the spacing after its last grapheme plus the ellipsis
    /// (Android's is `Paint.measureText("…")`, ``MinikinWidths/ellipsis``).
    func ellipsisWidth<W: LineWidths>(_ prepared: PreparedText, _ widths: W, after line: Line) -> Double {
        if let minikin = widths as? MinikinWidths { return Double(minikin.ellipsis) }
        let spanIndex =
            line.visibleEnd > 0 && !prepared.spanOfGrapheme.isEmpty ? prepared.spanOfGrapheme[line.visibleEnd - 1] : 0
        let span = spans[min(spanIndex, spans.count - 1)]
        let spacing = line.visibleEnd > line.start ? widths.spacing(after: line.visibleEnd - 1) : 0
        return spacing + prepared.ellipsisEm(span: spanIndex) * span.pointSize
    }

    /// The tallest line height among the spans on a line (UILabel's rule), raised by the
    /// fallback fonts on it that reach further than their span's font (``SpanMetrics/fontLine``).
    func lineHeight(_ prepared: PreparedText, _ line: Line) -> Double {
        var tallest = spans.first?.lineHeight ?? 0
        if !prepared.spanOfGrapheme.isEmpty, line.end > line.start {
            tallest = 0
            for index in line.start..<line.end {
                tallest = max(tallest, spans[prepared.spanOfGrapheme[index]].lineHeight)
            }
        }
        if mayRaise(prepared), let raised = raisedExtents(prepared, line) { tallest = max(tallest, raised.height) }
        return tallest
    }

    /// Whether a fallback font may raise a line of `prepared`.
    func mayRaise(_ prepared: PreparedText) -> Bool {
        !prepared.fontOfGrapheme.isEmpty && spans.contains { $0.fontLine != nil }
    }

    /// The extents of `line` when fallback fonts on it reach further than their span's font
    /// (each span's font united with the fallback fonts drawing in it); nil when none does.
    func raisedExtents(_ prepared: PreparedText, _ line: Line) -> LineExtents? {
        guard !prepared.fontOfGrapheme.isEmpty, line.end > line.start else { return nil }
        var united: LineExtents?
        var seen: Set<Int> = []  // (span, font) pairs already united
        for index in line.start..<min(line.end, prepared.fontOfGrapheme.count) {
            let font = Int(prepared.fontOfGrapheme[index])
            let spanIndex = prepared.spanOfGrapheme.isEmpty ? 0 : prepared.spanOfGrapheme[index]
            guard font > 0, font <= prepared.fallbackMetrics.count, spanIndex < spans.count,
                let own = spans[spanIndex].fontLine, seen.insert(spanIndex << 16 | font).inserted
            else { continue }
            let fallback = prepared.fallbackMetrics[font - 1].lineExtents(
                own.model, pointSize: spans[spanIndex].pointSize)
            let line = own.extents.union(fallback)
            if line != own.extents { united = united.map { $0.union(line) } ?? line }
        }
        return united
    }
}

extension TextLayout {
    /// The text `line` shows: its graphemes, and a hyphen where it breaks with one — in a soft
    /// hyphen's place, or after the letter Android's hyphenation breaks at.
    static func label(_ prepared: PreparedText, _ line: Line) -> String {
        var text = prepared.substring(line.start..<line.visibleEnd)
        guard line.hyphenated else { return text }
        if text.hasSuffix("\u{AD}") { text.removeLast() }
        return text + "-"
    }
}
