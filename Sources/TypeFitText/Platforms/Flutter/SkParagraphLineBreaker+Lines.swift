extension SkParagraphLineBreaker {
    /// `TextWrapper::breakTextIntoLines`: the lines shown, the last cut with the ellipsis when
    /// `maxLines` cuts the text, whether text is left unshown (after an ellipsis, or after a
    /// last line that ends at a newline, which takes none), and the paragraph's `maxIntrinsicWidth`: the widest run of
    /// lines between newlines, each line with the white space around its break (a no-break
    /// space a line ends at is not counted, as Skia does not), the text after the last shown
    /// line added as if it followed on.
    /// Without `intrinsicWidth` (a cut text wants only the lines) the text after the last line
    /// shown is not walked, and `maxIntrinsicWidth` leaves it out.
    func lines(intrinsicWidth: Bool = true) -> (
        lines: [SkParagraphLayout.Line], maxIntrinsicWidth: Float, hidesText: Bool
    ) {
        var lines: [SkParagraphLayout.Line] = []
        lines.reserveCapacity(4)  // one allocation for most labels, not one per line up to four
        let (maxIntrinsicWidth, hidesText) = forEachLine(intrinsicWidth: intrinsicWidth) { lines.append($0) }
        return (lines, maxIntrinsicWidth, hidesText)
    }

    /// ``lines(intrinsicWidth:)`` given to `body` one by one as they are laid out, none kept.
    /// From cluster `first` when `shownBefore` lines are laid out already (where the line after
    /// them starts): the lines and whether text is hidden are the same as the whole text's
    /// from there on; the heights of the first lines and `maxIntrinsicWidth` are not.
    ///
    /// Long (about 100 lines) on purpose: it follows Skia's one function step by step, so a
    /// difference with CanvasKit is found by reading the two side by side.
    func forEachLine(
        intrinsicWidth: Bool = true, from first: Int = 0, shownBefore: Int = 0,
        _ body: (SkParagraphLayout.Line) -> Void
    ) -> (maxIntrinsicWidth: Float, hidesText: Bool) {
        let count = widths.count
        let emptyMetrics = textMetrics
        guard count > 0 else {
            let metrics = adjusted(emptyMetrics, first: true, last: true)
            body(.init(start: 0, visibleEnd: 0, width: 0, height: metrics.height, ascent: metrics.ascent))
            return (0, false)
        }
        var softLineWidth: Float = 0
        var maxIntrinsicWidth: Float = 0
        let maxWidth = layout.maxWidth.map { Float($0) } ?? .infinity
        let maxLines = layout.shownLines.flatMap { $0 > 0 ? $0 : nil } ?? Int.max
        let hasEllipsis = layout.shownLines != nil && maxWidth.isFinite
        var shownCount = shownBefore
        var start = first
        var lastMetrics: SkParagraphMetrics = emptyMetrics
        var hardLineBreak = false
        while start < count {
            let lastLine = shownCount + 1 >= maxLines
            var needEllipsis = hasEllipsis && lastLine
            var found = lookAhead(from: start, maxWidth: maxWidth, keepsClusters: needEllipsis)
            hardLineBreak = found.hardLineBreak
            // moveForward: whole words, unless a word too long for any line is split here, or
            // the line takes the ellipsis (then as much of the next word as fits goes with it).
            var line = Stretch(start: start, end: start)
            var moved = false
            if !found.words.isEmpty {
                line.extend(&found.words)
                moved = !found.tooLongWord && !needEllipsis
            }
            if !moved, !found.clusters.isEmpty {
                line.extend(&found.clusters)
            }
            if line.isEmpty {
                // Nothing fits (a box narrower than any cluster takes one anyway).
                extend(&line, with: start)
            }
            needEllipsis = needEllipsis && line.end < count
            // trimEndSpaces: the break is remembered with its white space, which does not count.
            let breakEnd = line.end
            let widthWithSpaces = line.width
            var visibleEnd = line.end
            var width = line.width
            while visibleEnd > line.start, clusters.isWhitespace(visibleEnd - 1) {
                visibleEnd -= 1
                width -= widths.cluster[visibleEnd]
            }
            // trimStartSpaces: after a soft break the next line starts past the white space.
            var next = breakEnd
            var lineWidthWithSpaces = widthWithSpaces
            if hardLineBreak {
                // The spaces before the newline, not the newline.
                lineWidthWithSpaces = width
                var index = visibleEnd
                while index < breakEnd - 1, clusters.isWhitespace(index) {
                    lineWidthWithSpaces += widths.cluster[index]
                    index += 1
                }
            } else {
                while next < count, clusters.isWhitespace(next) {
                    lineWidthWithSpaces += widths.cluster[next]
                    next += 1
                }
            }
            if needEllipsis, !hardLineBreak {
                // The space before the ellipsis is kept.
                visibleEnd = breakEnd
                width = widthWithSpaces
                lineWidthWithSpaces = widthWithSpaces
            }
            softLineWidth += lineWidthWithSpaces
            maxIntrinsicWidth = max(maxIntrinsicWidth, softLineWidth)
            if hardLineBreak { softLineWidth = 0 }
            let metrics = adjusted(
                line.metrics ?? emptyMetrics, first: shownCount == 0,
                last: lastLine || (next >= count && !hardLineBreak))
            lastMetrics = metrics
            var shown = SkParagraphLayout.Line(
                start: line.start, visibleEnd: visibleEnd, width: width, height: metrics.height,
                widthWithSpaces: lineWidthWithSpaces, ascent: metrics.ascent)
            if needEllipsis, !hardLineBreak { cutForEllipsis(&shown, maxWidth: maxWidth) }
            body(shown)
            shownCount += 1
            start = next
            if lastLine {
                hardLineBreak = false
                break
            }
        }
        // The rest of the text, past the last line shown.
        let hidesText = start < count
        for index in start..<(intrinsicWidth ? count : start) {
            if clusters.isHardBreak(index) {
                maxIntrinsicWidth = max(maxIntrinsicWidth, softLineWidth)
                softLineWidth = 0
            } else {
                softLineWidth += widths.cluster[index]
            }
        }
        maxIntrinsicWidth = max(maxIntrinsicWidth, softLineWidth)
        if hardLineBreak {
            // A text ending in a newline has an empty last line, with the metrics of the one
            // before; SkParagraph counts it from the newline (its `LineMetrics.startIndex`).
            let metrics = adjusted(lastMetrics, first: false, last: true)
            body(
                .init(
                    start: count - 1, visibleEnd: count - 1, width: 0, height: metrics.height, ascent: metrics.ascent))
        }
        return (maxIntrinsicWidth, hidesText)
    }

    /// `metrics` on a line, as the layout's `TextHeightBehavior` has them
    /// (``SkParagraphMetrics/onLine(first:last:heightToFirstAscent:heightToLastDescent:)``).
    func adjusted(_ metrics: SkParagraphMetrics, first: Bool, last: Bool) -> SkParagraphMetrics {
        metrics.onLine(
            first: first, last: last, heightToFirstAscent: layout.applyHeightToFirstAscent,
            heightToLastDescent: layout.applyHeightToLastDescent)
    }

    /// `TextLine::createEllipsis`: clusters come off the line's end until the ellipsis, shaped
    /// in the font of the cluster before it, fits; with none that fits the line is empty.
    func cutForEllipsis(_ line: inout SkParagraphLayout.Line, maxWidth: Float) {
        var width = line.width
        var index = line.visibleEnd
        while index > line.start {
            let cluster = index - 1
            let ellipsis = layout.ellipsisWidth(font: fontIndex(cluster))
            if ellipsis > maxWidth {
                index -= 1
                continue
            }
            if width + ellipsis > maxWidth {
                width -= widths.cluster[cluster]
                index -= 1
                continue
            }
            line.visibleEnd = index
            line.width = width + ellipsis
            line.ellipsis = true
            return
        }
        line.visibleEnd = line.start
        line.width = 0
    }
}
