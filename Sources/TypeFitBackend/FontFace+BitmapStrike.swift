internal import CFreeType

/// A glyph's advance in a bitmap strike: whole pixels at the strike's ppem.
package struct StrikeAdvance: Hashable, Sendable {
    package var advance: Int
    package var ppem: Int

    package init(advance: Int, ppem: Int) {
        self.advance = advance
        self.ppem = ppem
    }
}

extension FontFace {
    /// For a font drawn from bitmaps only (colour emoji in CBDT or sbix, no outlines), `glyph`'s
    /// advance in the font's first strike — what Skia scales to the size for Blink, where the
    /// hmtx advance gives another width (Noto Color Emoji "⭐": 136 px at 109 ppem, 1.2477 em,
    /// against hmtx 2550/2048 = 1.2451 em). nil for a font with outlines.
    package func strikeAdvance(_ glyph: UInt32) -> StrikeAdvance? {
        guard hasBitmapStrikes, let sizes = face.pointee.available_sizes,
            FT_Select_Size(face, 0) == 0,
            FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY)) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        return StrikeAdvance(advance: Int(slot.pointee.advance.x) / 64, ppem: Int(sizes[0].y_ppem) / 64)
    }

    /// Whether the font is drawn from bitmap strikes only (no outlines): only then has a glyph
    /// a ``strikeAdvance(_:)``.
    package var hasBitmapStrikes: Bool {
        cft_is_scalable(face) == 0 && face.pointee.num_fixed_sizes > 0
    }
}
