extension SkParagraphLayout {
    /// The summary of a text that fits on one line, found without the line breaker: the same
    /// numbers to the last bit, or nil where the breaker must run (``SkParagraphText/mayBeOneLine``
    /// false, or any sum the breaker tries could come near the box).
    ///
    /// Why it is the breaker's: `TextWrapper::lookAhead` asks, at every cluster, whether the
    /// words so far, the word so far and the cluster overflow the box; each is a sum of some of
    /// the clusters' widths. Rounded in `Float` in any order, such a sum is at most the
    /// magnitudes' sum times (1 + n·2⁻²³) for n terms, so when that is half a pixel inside the
    /// box no cluster overflows (`LineBreakerWithLittleRounding` says no below the box less
    /// 0.25 px). Then there is no break, no word too long and, with no newline, one line that
    /// takes every word: its width summed as the breaker sums it (each word's clusters from
    /// zero, then added to the words before it), its trailing white space taken off one cluster
    /// at a time, its metrics the text font's.
    func oneLineSummary(_ widths: SkiaWidths) -> TextLayout.Summary? {
        guard widths.count == widths.text.units.count else { return nil }
        let cluster = widths.cluster
        return oneLineSummary(widths.text, widths: { cluster[$0] })
    }

    /// Whether every sum the breaker may try of `clusters` widths whose magnitudes add up to
    /// `magnitudes` is inside `box` wherever it rounds (``oneLineSummary(_:)``'s bound: the sum
    /// times 1 + n·2⁻²³, half a pixel inside the box; `LineBreakerWithLittleRounding` says no
    /// overflow below the box less 0.25 px).
    static func surelyFits(magnitudes: Double, clusters: Int, box: Double) -> Bool {
        magnitudes * (1 + roundingShare(clusters: clusters)) < box - 0.5
    }

    /// How far from the exact sum a `Float` sum of `clusters` widths (and a few more terms) can
    /// round, in any order, as a share of their magnitudes' sum: n·2⁻²³.
    static func roundingShare(clusters: Int) -> Double {
        Double(clusters + 3) / Double(1 << 23)
    }

    /// What ``oneLineSummary(_:)`` finds of a text before its widths are made.
    package enum OneLineFinding {
        /// The text is one line: its summary.
        case oneLine(TextLayout.Summary)
        /// The line breaker must run (it is not one line, or may not be).
        case breaks
        /// Its widths must be made first (clusters of several glyphs or fonts).
        case needsWidths
    }

    /// ``oneLineSummary(_:)`` of `text` at this layout's size and spacing without its widths
    /// made: where each cluster is one glyph (most texts) they are worked out as they are summed
    /// (``OneGlyphClusterWidths``), and a label that fits on one line — most, at most sizes — is
    /// measured without an array allocated.
    /// (`text` optional, unwrapped here: passed as it lies, not retained at every size.)
    package func oneLineSummary(_ text: SkParagraphText?) -> OneLineFinding {
        guard let text else { return .needsWidths }
        guard text.mayBeOneLine, !surelyWiderThanTheBox(text) else { return .breaks }
        let found = OneGlyphClusterWidths.reading(text, size: fontSize, letterSpacing: letterSpacing) { each in
            oneLineSummary(text, widths: { each[$0] })
        }
        guard let found else { return .needsWidths }
        return found.map(OneLineFinding.oneLine) ?? .breaks
    }

    /// Whether `text`'s clusters, one glyph each, are at this size wider together than the
    /// box, from their advances in em (``SkParagraphText/oneGlyphEmWidth``) at the size less the
    /// 1/64 px FreeType may cut, less the letter spacing and a rounding per cluster: then the
    /// one-line bound cannot hold and the line breaker is run without summing them first. (Only
    /// which way is tried: the two summarize a line alike.)
    private func surelyWiderThanTheBox(_ text: SkParagraphText) -> Bool {
        guard let maxWidth, text.oneGlyphEmWidth > 0 else { return false }
        let clusters = Double(text.units.count)
        let least = text.oneGlyphEmWidth * (fontSize - 1.0 / 64) - clusters * (abs(letterSpacing) + 1.0 / 1024)
        return least > maxWidth
    }

    /// ``oneLineSummary(_:)`` with cluster `index`'s width `widths(index)`.
    @inline(__always)
    private func oneLineSummary(_ text: SkParagraphText, widths: (Int) -> Float) -> TextLayout.Summary? {
        let count = text.units.count
        guard text.mayBeOneLine, count > 0, count == text.flags.flags.count else { return nil }
        let box = maxWidth.map { Double(Float($0)) } ?? .infinity
        var magnitudes = 0.0
        var words: Float = 0
        var word: Float = 0
        text.flags.flags.withUnsafeBufferPointer { flags in
            for index in 0..<count {
                let width = widths(index)
                magnitudes += Double(abs(width))
                word += width
                if flags[index].contains(.softBreak) {
                    words += word
                    word = 0
                }
            }
        }
        guard Self.surelyFits(magnitudes: magnitudes, clusters: count, box: box) else { return nil }
        var width = words
        var visibleEnd = count
        while visibleEnd > 0, text.flags.isWhitespace(visibleEnd - 1) {
            visibleEnd -= 1
            width -= widths(visibleEnd)
        }
        let metrics = runMetrics[0].onLine(
            first: true, last: true, heightToFirstAscent: style.applyHeightToFirstAscent,
            heightToLastDescent: style.applyHeightToLastDescent)
        let line = Line(start: 0, visibleEnd: visibleEnd, width: width, height: metrics.height, widthWithSpaces: words)
        return TextLayout.Summary(
            width: Double(Self.longestLineWidth(line)), lastLineWidth: Double(width), lineCount: 1,
            height: 0 + line.height, overflows: shownLines.map { $0 > 0 && 1 > $0 } ?? false)
    }
}
