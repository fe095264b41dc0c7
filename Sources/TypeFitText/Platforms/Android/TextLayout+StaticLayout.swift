import TypeFitBackend

/// What makes a ``TextLayout`` Android's: StaticLayout's settings and the text's font (its
/// `Paint.FontMetricsInt` sets the lines' heights). A layout with it takes Minikin's widths
/// (``MinikinWidths``) and line breaks (``MinikinLineBreaker``), StaticLayout's heights
/// (``StaticLayoutHeights``) and its maxLines ellipsis.
package struct StaticLayoutText: Hashable, Sendable {
    package var settings: StaticLayoutSettings
    package var font: SkiaFace

    package init(_ settings: StaticLayoutSettings, font: FaceMetrics) {
        self.settings = settings
        self.font = SkiaFace(font)
    }
}

extension TextLayout {
    /// The widest line StaticLayout is given when nothing wraps (only newlines break).
    static let unwrappedWidth = Float(1 << 24)

    /// `normal` hyphenation's penalties are four times `full`'s (``MinikinLineBreaker/hyphenPenaltyScale``).
    static func hyphenPenaltyScale(_ android: StaticLayoutText) -> Float {
        android.settings.lineBreakConfig.hyphenation.isNormal ? 4 : 1
    }

    /// Minikin's widths of `prepared` at this layout's size and letter spacing (in em of the size,
    /// as `Paint.setLetterSpacing` takes it), with the ellipsis of its font.
    func minikinWidths(_ prepared: PreparedText) -> MinikinWidths {
        let size = spans.first?.pointSize ?? 0
        let spacing = size > 0 ? (spans.first?.letterSpacing ?? 0) / size : 0
        return MinikinWidths(
            prepared, size: size, letterSpacing: spacing, unitsPerEm: staticLayout?.font.unitsPerEm ?? 1000)
    }

    /// Minikin's lines of `prepared`, paragraph by paragraph — without the empty line after a
    /// final newline once maxLines lines are laid out (StaticLayout adds it only below maxLines).
    func minikinLines(_ prepared: PreparedText, _ widths: MinikinWidths, _ android: StaticLayoutText) -> [Line] {
        let breaker = MinikinLineBreaker(
            widths: widths.grapheme, segments: prepared.segments, fallbackBreaks: prepared.fallbackBreaks,
            graphemeCount: prepared.graphemeCount,
            lineWidth: maxWidth.map { Float($0) } ?? Self.unwrappedWidth, strategy: android.settings.breakStrategy,
            letterSpacing: widths.letterSpacing, size: Float(spans.first?.pointSize ?? 0),
            endsWithNewline: prepared.endsWithNewline, hyphens: widths.hyphens,
            hyphenPenaltyScale: Self.hyphenPenaltyScale(android))
        var lines = breaker.lines()
        if let maxLines, maxLines > 0, lines.count == maxLines + 1, prepared.endsWithNewline,
            lines[maxLines].start == prepared.graphemeCount
        {
            lines.removeLast()
        }
        return lines
    }

    /// StaticLayout's lines with maxLines and `TruncateAt.END`: the last shown line runs on to
    /// its paragraph's end ("Treat the last line and overflowed lines as a single line") and keeps
    /// the characters whose widths fit with the ellipsis (`calculateEllipsis`); when the text goes
    /// on after it and all of it fits, the ellipsis takes its last character's place. The empty
    /// line after a final newline is not laid out once maxLines lines are.
    func staticLayoutArrangement(
        _ prepared: PreparedText, _ widths: MinikinWidths, _ android: StaticLayoutText, lines laidOut: [Line]? = nil
    ) -> Arrangement {
        let lines = laidOut ?? minikinLines(prepared, widths, android)
        guard let maxLines, maxLines > 0, lines.count > maxLines else {
            return Arrangement(shown: lines, hidden: [], isCut: false)
        }
        let count = prepared.graphemeCount
        let last = lines[maxLines - 1]
        let paragraphEnd = prepared.segments.first { $0.mandatory && $0.end > last.start }?.end ?? count
        // The shown line and the ones after it in its paragraph, as one line whose width is the
        // characters' of each but the last, with their trailing spaces, plus the last line's.
        let tail = lines[(maxLines - 1)...].prefix { $0.end <= paragraphEnd }
        let end = tail.last?.end ?? last.end
        var textWidth: Float = 0
        for (offset, line) in tail.enumerated() {
            if offset == tail.count - 1 {
                textWidth += Float(widths.width(line.start, line.visibleEnd))
            } else {
                for index in line.start..<line.end { textWidth += widths.grapheme[index] }
            }
        }
        let moreChars = end < count
        let avail = maxWidth.map { Float($0) } ?? Self.unwrappedWidth
        var keep = end
        if textWidth > avail || moreChars {
            var sum: Float = 0
            keep = last.start
            while keep < end, widths.grapheme[keep] + sum + widths.ellipsis <= avail {
                sum += widths.grapheme[keep]
                keep += 1
            }
            // "if (forceEllipsis && ellipsisCount == 0 && len > 0)": the last character goes.
            if keep == end, moreChars, end > last.start { keep = end - 1 }
        }
        let shown = Array(lines[..<(maxLines - 1)]) + [Line(start: last.start, visibleEnd: keep, end: end)]
        let hidden = Array(lines[maxLines...])
        // "breaks[remainingLineCount - 1] = breaks[breakCount - 1]": the widths and the break run
        // on; the ascents and descents stay the shown line's own.
        return Arrangement(shown: shown, hidden: hidden, isCut: keep < end, lastBreakEnd: last.end)
    }

    /// StaticLayout's heights of `lines`.
    func staticLayoutHeights(
        _ prepared: PreparedText, _ lines: [Line], _ android: StaticLayoutText, ellipsized: Bool,
        lastBreakEnd: Int? = nil
    ) -> [Double] {
        heightRules(prepared, android).heights(prepared, lines, ellipsized: ellipsized, lastBreakEnd: lastBreakEnd)
    }

    /// StaticLayout's line heights for `prepared` at this layout's size.
    func heightRules(_ prepared: PreparedText, _ android: StaticLayoutText) -> StaticLayoutHeights {
        StaticLayoutHeights(
            android.settings, font: android.font, fallbacks: prepared.fallbackMetrics,
            size: spans.first?.pointSize ?? 0)
    }

    /// ``summarize(_:)`` as StaticLayout lays the text out (before any maxLines cut).
    func summarizeStaticLayout(_ prepared: PreparedText, _ android: StaticLayoutText) -> Summary {
        summarizeStaticLayout(prepared, android, cut: false).summary
    }

    /// ``summarize(_:)`` and, with `cut` and when maxLines cuts, ``truncatedText(_:)``, else the
    /// one-line cut `oneLineCut` asks for — Minikin's widths made once for all, its lines once for
    /// the first two; a text that stays one line summed without either
    /// (``staticLayoutOneLine(_:_:)``).
    func summarizeStaticLayout(
        _ prepared: PreparedText, _ android: StaticLayoutText, cut: Bool = true,
        oneLineCut: (Summary) -> Double? = { _ in nil }
    ) -> (summary: Summary, truncated: String?) {
        if let summary = staticLayoutOneLine(prepared, android) {
            guard cut, let width = oneLineCut(summary) else { return (summary, nil) }
            let arrangement = cutToOneLine(width).staticLayoutArrangement(prepared, minikinWidths(prepared), android)
            return (summary, Self.cutText(prepared, arrangement))
        }
        let (summary, widths, lines) = brokenStaticLayout(prepared, android)
        guard cut else { return (summary, nil) }
        if summary.overflows {
            return (summary, Self.cutText(prepared, staticLayoutArrangement(prepared, widths, android, lines: lines)))
        }
        guard let width = oneLineCut(summary) else { return (summary, nil) }
        return (summary, Self.cutText(prepared, cutToOneLine(width).staticLayoutArrangement(prepared, widths, android)))
    }

    /// What a label shows of `arrangement` when it is cut, nil when nothing is.
    private static func cutText(_ prepared: PreparedText, _ arrangement: Arrangement) -> String? {
        arrangement.isCut ? Self.shownText(prepared, arrangement.shown) : nil
    }

    /// StaticLayout's summary of `prepared` broken into lines by Minikin, with its widths and lines.
    func brokenStaticLayout(_ prepared: PreparedText, _ android: StaticLayoutText) -> (
        summary: Summary, widths: MinikinWidths, lines: [Line]
    ) {
        let widths = minikinWidths(prepared)
        let lines = minikinLines(prepared, widths, android)
        // The widest and the last line, and the heights' sum, without an array of either.
        let height = heightRules(prepared, android).totalHeight(prepared, lines, ellipsized: false)
        var (widest, last) = (0.0, 0.0)
        for (index, line) in lines.enumerated() {
            last = Self.width(line, widths)
            if index == 0 || widest < last { widest = last }  // as `max()` over the lines
        }
        let summary = Summary(
            width: widest, lastLineWidth: last, lineCount: lines.count, height: height,
            overflows: maxLines.map { $0 > 0 && lines.count > $0 } ?? false)
        return (summary, widths, lines)
    }
}
