extension SkParagraphLayout {
    /// What a summary adds up of the lines as they are laid out (``brokenSummary(_:keeping:wordByWord:)``).
    struct LineTally {
        var widest: Float = 0
        var last: Float = 0
        var count = 0
        var height = 0.0

        /// Adds `line`, the next, and offers it to `shown`.
        mutating func add(_ line: Line, keeping shown: inout ShownLines) {
            shown.offer(line, index: count)
            let longest = SkParagraphLayout.longestLineWidth(line)
            if count == 0 || widest < longest { widest = longest }  // as `max()` over the lines
            last = line.width
            count += 1
            height += line.height
        }

        /// The summary of the lines added, `shownLines` of them shown.
        func summary(shownLines: Int?) -> TextLayout.Summary {
            TextLayout.Summary(
                width: Double(widest), lastLineWidth: Double(last), lineCount: count, height: height,
                overflows: shownLines.map { $0 > 0 && count > $0 } ?? false)
        }
    }

    /// The first lines of `widths`' text as the line breaker lays out every line, as many as
    /// are found word by word, given to `body` in order; returns the cluster where the first
    /// line not found starts (the clusters' count when all were, 0 when none). Only a text
    /// with no newline and no fallback font whose last cluster ends a word
    /// (``SkParagraphText/mayBeOneLine``), in a box over half a pixel, is tried.
    ///
    /// Why these are the breaker's lines. With every line shown no line takes an ellipsis, so
    /// `lookAhead` takes the words that surely fit whole
    /// (``SkParagraphLineBreaker/takeWordsThatFit(from:maxWidth:into:keepsClusters:)``: each
    /// word summed from zero in `Float` and added to the words before it, the sums made here
    /// in the same order). A line whose words reach the text's end is those words; one whose
    /// next word surely overflows it (``SkParagraphLineBreaker/surelyOverflows(_:after:box:width:flags:)``)
    /// ends before that word, which `moveForward` leaves for the next line. Any other line —
    /// its first word does not surely fit (a word too long for the box is split), or the next
    /// word neither surely fits nor surely overflows — is where this stops, for the breaker
    /// to go on from (``SkParagraphLineBreaker/forEachLine(intrinsicWidth:from:shownBefore:_:)``).
    /// A line's white space is trimmed, counted and skipped as `forEachLine` does, and its
    /// height is the text font's on a first, middle or last line — without building the breaker
    /// or asking at each cluster whether the line overflows (on the matrix at Flutter's twelve
    /// sizes `lookAhead` ran 0.64 M times instead of 1.26 M).
    func wordLines(_ widths: SkiaWidths, _ body: (Line) -> Void) -> Int {
        guard widths.text.mayBeOneLine, let maxWidth else { return 0 }
        let box = Float(maxWidth)
        guard box > 0.5, box.isFinite else { return 0 }
        let cluster = widths.cluster
        return widths.text.flags.flags.withUnsafeBufferPointer { flags in
            let count = cluster.count
            guard flags.count == count else { return 0 }
            var start = 0
            var lineCount = 0
            while start < count {
                let (taken, words, endsAfterWords) = SkParagraphLineBreaker.wordsThatSurelyFit(
                    from: start, box: box, cluster: cluster, flags: flags, keepsClusters: false)
                guard taken == count || endsAfterWords else { return start }
                // trimEndSpaces, then trimStartSpaces after the soft break.
                var visibleEnd = taken
                var width = words
                while visibleEnd > start, flags[visibleEnd - 1].contains(.whitespace) {
                    visibleEnd -= 1
                    width -= cluster[visibleEnd]
                }
                var next = taken
                var widthWithSpaces = words
                while next < count, flags[next].contains(.whitespace) {
                    widthWithSpaces += cluster[next]
                    next += 1
                }
                let metrics = runMetrics[0].onLine(
                    first: lineCount == 0, last: next >= count, heightToFirstAscent: style.applyHeightToFirstAscent,
                    heightToLastDescent: style.applyHeightToLastDescent)
                body(
                    Line(
                        start: start, visibleEnd: visibleEnd, width: width, height: metrics.height,
                        widthWithSpaces: widthWithSpaces, ascent: metrics.ascent))
                lineCount += 1
                start = next
            }
            return start
        }
    }
}
