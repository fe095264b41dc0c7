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
    /// The hyphenation points and their pieces' widths, when StaticLayout hyphenates.
    var hyphens: MinikinHyphenWidths? = nil
    /// `normal` hyphenation's penalties are four times `full`'s (``AndroidHyphenationFrequency``).
    var hyphenPenaltyScale: Float = 1

    /// `computePenalties`: "a heuristic that seems to perform well", 0.5 × size × width (× 4 for
    /// `normal` hyphenation); the line penalty is twice it (not justified).
    var hyphenPenalty: Float { Self.hyphenPenalty(size: size, lineWidth: lineWidth, scale: hyphenPenaltyScale) }

    /// ``hyphenPenalty`` of a breaker at `size` px and `lineWidth` with `scale`.
    static func hyphenPenalty(size: Float, lineWidth: Float, scale: Float) -> Float {
        Float(0.5 * Double(size) * Double(lineWidth)) * scale
    }

    /// The hyphenation points of the word whose context ends at grapheme `end`.
    func hyphenPoints(ofWordEndingAt end: Int) -> [MinikinHyphenBreaks.Point] {
        hyphens?.breaks.byWordEnd[end] ?? []
    }

    /// The lines of the text, paragraph by paragraph; a text ending in a newline ends with an
    /// empty line, and an empty text is one empty line (StaticLayout's last `out`).
    func lines() -> [Line] {
        var lines: [Line] = []
        var start = 0
        var first = 0
        for (index, segment) in segments.enumerated() where segment.mandatory || index == segments.count - 1 {
            // The first paragraph's array is taken as it is (appended to an empty one, it was copied).
            if lines.isEmpty {
                lines = paragraphLines(segments[first...index], from: start)
            } else {
                lines += paragraphLines(segments[first...index], from: start)
            }
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
    /// else — hyphenating, at the word's last hyphenation point whose piece fits
    /// (``MinikinLineBreaker/hyphenate(_:end:state:)``) — else between grapheme clusters where
    /// the line is full (`doLineBreakWithGraphemeBounds`). Inside an email address or URL a later
    /// break is kept only while the earlier one was also inside one.
    func greedyLines(_ paragraph: ArraySlice<PreparedText.Segment>, from paragraphStart: Int) -> [Line] {
        var state = GreedyState(lineStart: paragraphStart, limit: Double(lineWidth), edge: Double(letterSpacing))
        var segmentStart = paragraphStart
        segmentLoop: for segment in paragraph {
            for index in segmentStart..<segment.end {
                state.sum += Double(widths[index])
                if index < segment.visibleEnd { state.lineWidth = state.sum }
            }
            segmentStart = segment.end
            while state.lineWidth - state.edge > state.limit {
                if let previous = state.previous {
                    state.breakLine(
                        at: previous.offset, visibleEnd: previous.visibleEnd, width: previous.lineWidth,
                        remainingLineWidth: state.lineWidth - previous.sum,
                        remainingSum: state.sum - previous.sum, measured: hyphens != nil)
                    continue
                }
                let points = hyphenPoints(ofWordEndingAt: segment.end)
                if let word = points.first?.wordStart, state.lineStart <= word {
                    hyphenate(points, end: segment.end, state: &state)
                    continue
                }
                if breakBetweenClusters(to: segment.end, state: &state) { continue segmentLoop }
            }
            if state.previous == nil || state.previous?.inEmail == true || !segment.inEmailOrURL {
                state.previous = (segment.end, segment.visibleEnd, state.sum, state.lineWidth, segment.inEmailOrURL)
            }
        }
        if state.lineStart != paragraph.last?.end, let previous = state.previous {
            state.breakLine(
                at: previous.offset, visibleEnd: previous.visibleEnd, width: state.lineWidth, remainingLineWidth: 0,
                remainingSum: 0, measured: hyphens != nil)
        }
        return state.lines
    }

    /// The greedy breaker's line at hand (`mLineWidth`, `mSumOfCharWidths`, the previous word
    /// break) and the lines so far.
    struct GreedyState {
        var lines: [Line] = []
        var lineStart: Int
        let limit: Double
        let edge: Double
        var lineWidth = 0.0
        var sum = 0.0
        var previous: (offset: Int, visibleEnd: Int, sum: Double, lineWidth: Double, inEmail: Bool)?
        /// `mStartHyphenEdit`: the break before the line, when it starts the line with characters.
        var startHyphen = MinikinHyphenation.dontBreak

        init(lineStart: Int, limit: Double, edge: Double) {
            self.lineStart = lineStart
            self.limit = limit
            self.edge = edge
        }

        /// `breakLineAt`: the line's width (less a letter spacing) kept when `measured`.
        mutating func breakLine(
            at offset: Int, visibleEnd: Int, width: Double, remainingLineWidth: Double, remainingSum: Double,
            measured: Bool, hyphen: MinikinHyphenation = .dontBreak
        ) {
            var line = Line(start: lineStart, visibleEnd: visibleEnd, end: offset)
            if measured {
                line.measuredWidth = Double(Float(width) - Float(edge))
                line.hyphenated = !hyphen.endOfLine.isEmpty
            }
            lines.append(line)
            lineStart = offset
            lineWidth = remainingLineWidth
            sum = remainingSum
            previous = nil
            startHyphen = hyphen
        }
    }

    /// `doLineBreakWithGraphemeBounds` over `lineStart..<end`: true when the rest fits.
    func breakBetweenClusters(to end: Int, state: inout GreedyState) -> Bool {
        var width = widths[state.lineStart]
        for index in (state.lineStart + 1)..<max(end, state.lineStart + 1) where widths[index] != 0 {
            if Double(width + widths[index]) - state.edge > state.limit {
                let taken = Double(width)
                state.breakLine(
                    at: index, visibleEnd: index, width: taken, remainingLineWidth: state.lineWidth - taken,
                    remainingSum: state.sum - taken, measured: hyphens != nil)
                return false
            }
            width += widths[index]
        }
        state.breakLine(
            at: end, visibleEnd: end, width: state.lineWidth, remainingLineWidth: 0, remainingSum: 0,
            measured: hyphens != nil)
        return true
    }

    /// `tryLineBreakWithHyphenation`: from the line's start, the word breaks at the last
    /// hyphenation point whose piece (shaped with its hyphen) fits; a piece that never fits breaks
    /// between grapheme clusters; while the rest is still too wide, on from the new line's start.
    func hyphenate(_ points: [MinikinHyphenBreaks.Point], end: Int, state: inout GreedyState) {
        guard let hyphens else { return }
        var fitting: (point: MinikinHyphenBreaks.Point, width: Float)?
        /// Breaks at the fitting point, else between clusters.
        func breakThere() {
            if let fitting {
                let remaining = hyphens.width(fitting.point.offset, end, after: fitting.point.type, shaped: true)
                state.breakLine(
                    at: fitting.point.offset, visibleEnd: fitting.point.offset, width: Double(fitting.width),
                    remainingLineWidth: Double(Float(Double(remaining) - (state.sum - state.lineWidth))),
                    remainingSum: Double(remaining), measured: true, hyphen: fitting.point.type)
            } else {
                _ = breakBetweenClusters(to: end, state: &state)
            }
        }
        var index = 0
        while index < points.count {
            let point = points[index]
            index += 1
            guard point.offset > state.lineStart else { continue }
            let width = hyphens.width(
                state.lineStart, point.offset, after: state.startHyphen, before: point.type, shaped: true)
            if Double(width) <= state.limit {
                fitting = (point, width)
                continue
            }
            breakThere()
            if state.lineWidth <= state.limit { return }
            // "i = getPrevLineBreakOffset()": on from the new line's start.
            fitting = nil
            index = 0
        }
        breakThere()
    }
}
