/// A text's glyphs as plain numbers when each of its units (graphemes, or SkParagraph's
/// clusters) is one glyph of outline fonts of one units per em — most texts: per unit its
/// glyph's nominal advance and what shaping added to it, in font units. The platforms' widths
/// read these two arrays at every size instead of the glyphs' records, and skip the checks a
/// glyph of a bitmap font or of another em would need. Made once per text: by ``GlyphPlacement``
/// for the web's widths, by ``SkParagraphText`` for Flutter's.
struct OneGlyphEach: Sendable {
    let unitsPerEm: Int
    let nominal: [Int32]
    let added: [Int32]

    /// Nil unless `glyphs` are `units` glyphs, unit after unit (`isOneEach` says each unit has
    /// one), all with outlines and one units per em above 0.
    init?(_ glyphs: [PlacedGlyph], units: Int, isOneEach: () -> Bool) {
        guard glyphs.count == units, let unitsPerEm = glyphs.first?.unitsPerEm, unitsPerEm > 0,
            glyphs.allSatisfy({ $0.unitsPerEm == unitsPerEm && !$0.hasStrike }), isOneEach()
        else { return nil }
        self.unitsPerEm = unitsPerEm
        nominal = glyphs.map { Int32(clamping: $0.nominal) }
        added = glyphs.map { Int32(clamping: $0.advance - $0.nominal) }
    }
}
