import TypeFitSupport

/// Minikin's optimal line breaker (`OptimalLineBreaker.cpp`), what a TextView breaks with
/// (`BREAK_STRATEGY_HIGH_QUALITY`): the breaks of a paragraph that minimise the sum of each
/// line's squared slack, plus a penalty per line, found by dynamic programming over every
/// candidate break, in `float` as Minikin scores them.
extension MinikinLineBreaker {
    /// A candidate break (`Candidate`): the text's width up to it when the line goes on
    /// (`preBreak`) and when it breaks there (`postBreak`, without trailing spaces), and its
    /// penalty.
    private struct Candidate {
        var offset: Int
        var visibleEnd: Int
        var preBreak: Float
        var postBreak: Float
        var penalty: Float
        var hyphen = MinikinHyphenation.dontBreak
    }

    // Minikin's score constants: an overfull line costs more than any real slack.
    private static let scoreInfinity = Float.greatestFiniteMagnitude
    private static let scoreOverfull: Float = 1e12
    private static let scoreDesperate: Float = 1e10
    private static let scoreFallback: Float = 1e6
    private static let lastLinePenaltyMultiplier: Float = 4
    private static let linePenaltyMultiplier: Float = 2

    /// Whether a paragraph that fits is one line without scoring its breaks (``oneLine(_:from:)``):
    /// `highQuality` with a line penalty.
    static func keepsFittingParagraphWhole(strategy: AndroidBreakStrategy, linePenalty: Float) -> Bool {
        strategy == .highQuality && linePenalty > 0
    }

    /// ``keepsFittingParagraphWhole(strategy:linePenalty:)`` for a breaker of these settings.
    static func keepsFittingParagraphWhole(
        strategy: AndroidBreakStrategy, size: Float, lineWidth: Float, hyphenPenaltyScale: Float
    ) -> Bool {
        let hyphenPenalty = Self.hyphenPenalty(size: size, lineWidth: lineWidth, scale: hyphenPenaltyScale)
        return keepsFittingParagraphWhole(strategy: strategy, linePenalty: hyphenPenalty * linePenaltyMultiplier)
    }

    /// `breakLineOptimal` for one paragraph (its segments, from grapheme `start`).
    func optimalLines(_ paragraph: ArraySlice<PreparedText.Segment>, from start: Int) -> [Line] {
        let hyphenPenalty = self.hyphenPenalty
        let linePenalty = hyphenPenalty * Self.linePenaltyMultiplier
        if Self.keepsFittingParagraphWhole(strategy: strategy, linePenalty: linePenalty),
            let line = oneLine(paragraph, from: start)
        {
            return [line]
        }
        let candidates = self.candidates(paragraph, from: start)
        guard candidates.count > 1 else { return [] }
        // The scores and the best previous breaks in memory of this call, not two arrays at
        // every size; the lines made at their count, not appended and reversed.
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: candidates.count) { score in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: candidates.count) { previous in
                bestBreaks(candidates, linePenalty: linePenalty, score: score, previous: previous)
                return lines(candidates, previous: previous)
            }
        }
    }

    /// The dynamic programme: for each candidate, the best `score` of a paragraph broken there
    /// and the candidate `previous` its last line starts at.
    private func bestBreaks(
        _ candidates: [Candidate], linePenalty: Float, score: UnsafeMutableBufferPointer<Float>,
        previous: UnsafeMutableBufferPointer<Int>
    ) {
        score[0] = 0
        previous[0] = 0
        var active = 0
        // The scores read through buffers: the programme's inner loop runs for every pair of
        // candidates on a line, at every size.
        candidates.withUnsafeBufferPointer { candidates in
            for i in 1..<candidates.count {
                let atEnd = i == candidates.count - 1
                var best = Self.scoreInfinity
                var bestPrevious = 0
                let leftEdge = candidates[i].postBreak - lineWidth
                var bestHope: Float = 0
                for j in active..<i {
                    let jScore = score[j]
                    if jScore + bestHope >= best { continue }
                    let delta = candidates[j].preBreak - leftEdge
                    var widthScore: Float = 0
                    var additionalPenalty: Float = 0
                    if delta < 0 {
                        widthScore = Self.scoreOverfull
                    } else if atEnd && strategy != .balanced {
                        // "increase penalty for hyphen on last line"
                        additionalPenalty = Self.lastLinePenaltyMultiplier * candidates[j].penalty
                    } else {
                        widthScore = delta * delta
                    }
                    if delta < 0 {
                        active = j + 1
                    } else {
                        bestHope = widthScore
                    }
                    let total = jScore + widthScore + additionalPenalty
                    if total <= best {
                        best = total
                        bestPrevious = j
                    }
                }
                score[i] = best + candidates[i].penalty + linePenalty
                previous[i] = bestPrevious
            }
        }
    }

    /// The lines of the best breaks (``bestBreaks(_:linePenalty:score:previous:)``'s `previous`),
    /// in order.
    private func lines(_ candidates: [Candidate], previous: UnsafeMutableBufferPointer<Int>) -> [Line] {
        var count = 0
        var index = candidates.count - 1
        while index > 0 {
            count += 1
            index = previous[index]
        }
        var lines = [Line].repeating(Line(start: 0, visibleEnd: 0, end: 0), count: count)
        index = candidates.count - 1
        while index > 0, count > 0 {
            let from = candidates[previous[index]]
            let to = candidates[index]
            var line = Line(start: from.offset, visibleEnd: to.visibleEnd, end: to.offset)
            if hyphens != nil {
                // `finishBreaksOptimal`: the width between the two candidates, pieces as measured.
                line.measuredWidth = Double(to.postBreak - from.preBreak)
                line.hyphenated = !to.hyphen.endOfLine.isEmpty
            }
            count -= 1
            lines[count] = line
            index = previous[index]
        }
        return lines
    }

    /// The paragraph as one line when it fits, as the programme below finds it without scoring
    /// every break: `highQuality` does not score the last line's width, so a paragraph that fits
    /// costs 0 from the start, and any other breaks add a line penalty. The widths are summed
    /// in the order and the `float` arithmetic of `candidates` and the fit is its `delta ≥ 0`.
    private func oneLine(_ paragraph: ArraySlice<PreparedText.Segment>, from start: Int) -> Line? {
        guard let last = paragraph.last, last.end > start else { return nil }
        let half = letterSpacing * 0.5
        var sum: Float = 0
        var effective: Float = 0
        var index = start
        for segment in paragraph {
            while index < segment.end {
                sum += widths[index]
                if index < segment.visibleEnd { effective = sum }
                index += 1
            }
        }
        let leftEdge = (effective - half) - lineWidth
        guard half - leftEdge >= 0 else { return nil }
        return Line(start: start, visibleEnd: last.visibleEnd, end: last.end)
    }

    /// `populateCandidates`: the paragraph's start, then at each word break its desperate breaks
    /// (between grapheme clusters, when the word alone is wider than the line; at the word's
    /// fallback breaks a smaller penalty, and none after the last) and the word break
    /// itself (penalised inside an email address or URL). A line's letter spacing at its two
    /// ends comes off: half is added to `preBreak` and taken from `postBreak`.
    private func candidates(_ paragraph: ArraySlice<PreparedText.Segment>, from start: Int) -> [Candidate] {
        let half = letterSpacing * 0.5
        let hyphenPenalty = self.hyphenPenalty
        var candidates = [Candidate(offset: start, visibleEnd: start, preBreak: half, postBreak: -half, penalty: 0)]
        candidates.reserveCapacity(paragraph.count + 1)
        var sum: Float = 0  // sumOfCharWidths
        var effective: Float = 0  // effectiveWidth
        var wordStart = start
        for segment in paragraph {
            let atPreviousBreak = sum
            for index in wordStart..<segment.end {
                sum += widths[index]
                if index < segment.visibleEnd { effective = sum }
            }
            // `appendWithMerging`: the word's desperate points and its hyphenation points in
            // order, a desperate one first at the same offset.
            var hyphenPoints = hyphenPoints(ofWordEndingAt: segment.end)[...]
            let pushHyphenations = { (upTo: Int) in
                while let point = hyphenPoints.first, point.offset < upTo, let hyphens {
                    hyphenPoints.removeFirst()
                    let shaped = !hyphens.breaks.fast
                    let first = hyphens.width(point.contextStart, point.offset, before: point.type, shaped: shaped)
                    let second = hyphens.width(point.offset, point.contextEnd, after: point.type, shaped: shaped)
                    candidates.append(
                        Candidate(
                            offset: point.offset, visibleEnd: point.offset, preBreak: (sum - second) + half,
                            postBreak: (atPreviousBreak + first) - half, penalty: hyphenPenalty, hyphen: point.type))
                }
            }
            // "if (proc.widthFromLastWordBreak() > minLineWidth)": desperate points.
            if effective - atPreviousBreak > lineWidth, segment.end > wordStart {
                let fallback = fallbackBreaks[wordStart]
                var pending = fallback?.graphemes[...] ?? []  // the fallback breaks still to come
                var width = widths[wordStart]
                for index in (wordStart + 1)..<segment.end where widths[index] != 0 {
                    let at = atPreviousBreak + width
                    var penalty = Self.scoreDesperate
                    var stops = false
                    if let next = pending.first, index == next {
                        penalty = Self.scoreFallback
                        pending.removeFirst()
                        // "if (!range.contains(next)) break;"
                        stops = pending.isEmpty && fallback?.stopsAfterLast == true
                    } else if let next = pending.first, index > next {
                        pending = []  // one inside a grapheme is never reached, nor any after it
                    }
                    pushHyphenations(index)
                    candidates.append(
                        Candidate(
                            offset: index, visibleEnd: index, preBreak: at + half, postBreak: at - half,
                            penalty: penalty))
                    if stops { break }
                    width += widths[index]
                }
            }
            pushHyphenations(segment.end)
            candidates.append(
                Candidate(
                    offset: segment.end, visibleEnd: segment.visibleEnd, preBreak: sum + half,
                    postBreak: effective - half, penalty: segment.inEmailOrURL ? hyphenPenalty : 0))
            wordStart = segment.end
        }
        return candidates
    }
}
