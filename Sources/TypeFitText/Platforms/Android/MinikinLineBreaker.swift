/// Android's line breaking: StaticLayout splits the text into paragraphs after each newline
/// and hands each to Minikin's line breaker (`breakIntoLines`, libs/minikin/LineBreaker.cpp)
/// with the break strategy: `simple` is `GreedyLineBreaker.cpp`, `highQuality` (a TextView's
/// default) and `balanced` are `OptimalLineBreaker.cpp` (``MinikinLineBreaker/optimalLines(_:)``).
/// Over Minikin's word breaks (``MinikinWordBreaks``) and widths (``MinikinWidths``), with its
/// arithmetic: the greedy breaker sums widths in `double`, the optimal one in `float`.
struct MinikinLineBreaker {
    typealias Line = TextLayout.Line

    let widths: [Float]
    let segments: [PreparedText.Segment]
    /// Fallback breaks inside words (``PreparedText/fallbackBreaks``).
    let fallbackBreaks: [Int: PreparedText.FallbackBreaks]
    let graphemeCount: Int
    /// The box's width (StaticLayout's is a whole number of px).
    let lineWidth: Float
    let strategy: AndroidBreakStrategy
    /// The letter spacing in px: a line loses half of it at each end.
    let letterSpacing: Float
    /// The font size in px, which the optimal breaker's penalties scale with.
    let size: Float

    /// Whether the text's last grapheme is a newline: StaticLayout adds an empty line after it.
    let endsWithNewline: Bool

    /// The lines of the text, paragraph by paragraph; a text ending in a newline ends with an
    /// empty line, and an empty text is one empty line (StaticLayout's last `out`).
    func lines() -> [Line] {
        var lines: [Line] = []
        var start = 0
        var first = 0
        for (index, segment) in segments.enumerated() where segment.mandatory || index == segments.count - 1 {
            lines += paragraphLines(segments[first...index], from: start)
            start = segment.end
            first = index + 1
        }
        if graphemeCount == 0 || endsWithNewline {
            lines.append(Line(start: graphemeCount, visibleEnd: graphemeCount, end: graphemeCount))
        }
        return lines
    }

    private func paragraphLines(_ paragraph: ArraySlice<PreparedText.Segment>, from start: Int) -> [Line] {
        strategy == .simple ? greedyLines(paragraph, from: start) : optimalLines(paragraph, from: start)
    }

    /// `GreedyLineBreaker::process`: at each word break, while the line (without its trailing
    /// spaces, less one letter spacing) is wider than the box, break at the previous word break,
    /// else between grapheme clusters where the line is full (`doLineBreakWithGraphemeBounds`).
    /// Inside an email address or URL a later break is kept only while the earlier one was also
    /// inside one.
    func greedyLines(_ paragraph: ArraySlice<PreparedText.Segment>, from paragraphStart: Int) -> [Line] {
        var lines: [Line] = []
        let limit = Double(lineWidth)
        let edge = Double(letterSpacing)
        var lineStart = paragraphStart
        var lineWidth = 0.0  // mLineWidth
        var sum = 0.0  // mSumOfCharWidths
        var previous: (offset: Int, visibleEnd: Int, sum: Double, inEmail: Bool)?
        func breakLine(at offset: Int, visibleEnd: Int, remainingLineWidth: Double, remainingSum: Double) {
            lines.append(Line(start: lineStart, visibleEnd: visibleEnd, end: offset))
            lineStart = offset
            lineWidth = remainingLineWidth
            sum = remainingSum
            previous = nil
        }
        /// `doLineBreakWithGraphemeBounds` over `lineStart..<end`: true when the rest fits.
        func breakBetweenClusters(to end: Int) -> Bool {
            var width = widths[lineStart]
            for index in (lineStart + 1)..<max(end, lineStart + 1) where widths[index] != 0 {
                if Double(width + widths[index]) - edge > limit {
                    let taken = Double(width)
                    breakLine(
                        at: index, visibleEnd: index, remainingLineWidth: lineWidth - taken, remainingSum: sum - taken)
                    return false
                }
                width += widths[index]
            }
            breakLine(at: end, visibleEnd: end, remainingLineWidth: 0, remainingSum: 0)
            return true
        }
        var segmentStart = paragraphStart
        segmentLoop: for segment in paragraph {
            for index in segmentStart..<segment.end {
                sum += Double(widths[index])
                if index < segment.visibleEnd { lineWidth = sum }
            }
            segmentStart = segment.end
            while lineWidth - edge > limit {
                if let previous {
                    breakLine(
                        at: previous.offset, visibleEnd: previous.visibleEnd,
                        remainingLineWidth: lineWidth - previous.sum, remainingSum: sum - previous.sum)
                    continue
                }
                if breakBetweenClusters(to: segment.end) { continue segmentLoop }
            }
            if previous == nil || previous?.inEmail == true || !segment.inEmailOrURL {
                previous = (segment.end, segment.visibleEnd, sum, segment.inEmailOrURL)
            }
        }
        if lineStart != paragraph.last?.end, let previous {
            lines.append(Line(start: lineStart, visibleEnd: previous.visibleEnd, end: previous.offset))
        }
        return lines
    }
}
