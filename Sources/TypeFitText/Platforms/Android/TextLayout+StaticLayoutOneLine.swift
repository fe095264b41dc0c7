extension TextLayout {
    /// StaticLayout's summary of a text that Minikin keeps on one line, made without the widths'
    /// array, the breaker or the lines' array that ``summarizeStaticLayout(_:_:cut:oneLineCut:)``
    /// makes at every size — nil unless the text is one paragraph (no mandatory break), each
    /// grapheme one glyph of one font (``OneGlyphEach``) without letter spacing, broken the way
    /// that keeps a fitting paragraph whole (``MinikinLineBreaker/keepsFittingParagraphWhole(strategy:size:lineWidth:hyphenPenaltyScale:)``,
    /// a TextView's `highQuality`), and fits.
    ///
    /// The sums are the breaker's: each width is a whole number of 1/256 px, so while their
    /// magnitudes add up to under 2^24 of them every partial `Float` sum is exact, and the
    /// integers' sum is the sum of Minikin's floats. The fit is `oneLine`'s (the widths up to the
    /// last visible grapheme of the last segment that has one, against the line's width); the
    /// width is the line's own (up to the last segment's visible end, as ``MinikinWidths/width(_:_:)``).
    func staticLayoutOneLine(_ prepared: PreparedText, _ android: StaticLayoutText) -> Summary? {
        guard let span = spans.first, span.letterSpacing == 0, !prepared.endsWithNewline,
            let each = prepared.placement?.oneGlyphEach
        else { return nil }
        let lineWidth = maxWidth.map { Float($0) } ?? Self.unwrappedWidth
        let size = span.pointSize
        guard
            MinikinLineBreaker.keepsFittingParagraphWhole(
                strategy: android.settings.breakStrategy, size: Float(size), lineWidth: lineWidth,
                hyphenPenaltyScale: Self.hyphenPenaltyScale(android))
        else { return nil }
        // Where `oneLine` last sets its effective width, and the line's visible end.
        let segments = prepared.segments
        var effectiveEnd = 0
        var start = 0
        for segment in segments {
            if segment.mandatory { return nil }
            if segment.visibleEnd > start { effectiveEnd = segment.visibleEnd }
            start = segment.end
        }
        guard let last = segments.last, last.end > 0, last.end == prepared.graphemeCount else { return nil }
        // A text surely wider than the line is not summed twice (here, then for the breaker): its
        // advances in em at this size, less more than any glyph's rounding (under 0.06 px each) —
        // a guess that only chooses the path, as both give the same summary.
        let em = prepared.emPrefix
        if effectiveEnd < em.count, em[effectiveEnd] * size - 0.1 * Double(effectiveEnd) - 1 > Double(lineWidth) {
            return nil
        }
        var (running, magnitude, index) = (0, 0, 0)
        var (effectiveUnits, visibleUnits) = (0, 0)
        var scaler = MinikinWidths.Scaler(size: size)
        MinikinWidths.forEachAdvance256(each, &scaler) { advance in
            running += advance
            magnitude += abs(advance)
            index += 1
            if index == effectiveEnd { effectiveUnits = running }
            if index == last.visibleEnd { visibleUnits = running }
        }
        guard magnitude < 1 << 24, index == last.end else { return nil }
        // `oneLine` with no letter spacing (half a spacing of 0 at each end).
        let half: Float = 0
        let leftEdge = (Float(effectiveUnits) / 256 - half) - lineWidth
        guard half - leftEdge >= 0 else { return nil }
        let line = Line(start: 0, visibleEnd: last.visibleEnd, end: last.end)
        let width = last.visibleEnd > 0 ? Double(Float(visibleUnits) / 256) : 0
        let height = heightRules(prepared, android).totalHeight(prepared, CollectionOfOne(line), ellipsized: false)
        // One line never overflows maxLines (a maxLines of 0 or less sets none).
        return Summary(width: width, lastLineWidth: width, lineCount: 1, height: height, overflows: false)
    }
}
