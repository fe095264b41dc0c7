extension PreparedText {
    /// What laying a text out on one line needs, worked out once when it is prepared: a short
    /// label fits on one line at many of the sizes it is checked at, and a size where
    /// ``widestEm`` fits needs no walk over the break opportunities
    /// (``TextLayout/summarize(_:pointSize:lineHeight:letterSpacing:maxWidth:maxLines:)``).
    struct OneLine: Hashable, Sendable {
        /// The widest any line from the text's start gets at a break opportunity, in em: the
        /// widths the greedy fill compares with the line's width (each segment's visible end
        /// measured from the start), the widest of them. Where it fits, every one fits, so no
        /// line breaks and no word is split (the product with a positive size keeps the order
        /// of the factors: IEEE rounding is monotone).
        let widestEm: Double
        /// Where the one line's visible graphemes end (its trailing white space left out).
        let visibleEnd: Int

        /// Nil when a mandatory break makes more than one line at any size, or there is no text.
        init?(segments: [Segment], emPrefix: [Double]) {
            guard let first = emPrefix.first, !segments.isEmpty, !segments.contains(where: \.mandatory) else {
                return nil
            }
            var widest = 0.0
            var visibleEnd = 0
            for segment in segments {
                guard segment.visibleEnd < emPrefix.count else { return nil }
                widest = max(widest, emPrefix[segment.visibleEnd] - first)
                // As the fill carries a line's visible end over a segment that is only white space.
                if segment.visibleEnd > 0 { visibleEnd = segment.visibleEnd }
            }
            (widestEm, self.visibleEnd) = (widest, visibleEnd)
        }
    }
}
