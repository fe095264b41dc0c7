import TypeFitBackend

/// One glyph as shaped: which font drew it (0: its span's font; k > 0: fallback font k − 1), its
/// id, and its advance and offsets in that font's units.
///
/// Its numbers are stored in 32 bits and read as `Int`: the run's shared texts keep every glyph
/// for the web, Android and Flutter, 40 bytes a glyph where `Int`s and an optional strike took
/// 88 (a web check of GTK's catalogs peaked 1.5 MB lower). Each fits: HarfBuzz's positions and
/// clusters are 32-bit, advances and units per em 16-bit in the font, a text at most
/// ``TextPreparer/maximumTextLength`` bytes.
struct PlacedGlyph: Hashable, Sendable {
    private var storedFont: Int32
    var glyph: UInt32
    private var storedAdvance: Int32
    private var storedXOffset: Int32
    private var storedYOffset: Int32
    private var storedNominal: Int32
    private var storedUnitsPerEm: Int32
    private var strikeAdvance: Int32
    /// ``noStrike`` for a glyph with outlines.
    private var strikePPEM: Int32
    private var storedCluster: Int32

    private static let noStrike = Int32.min

    init(
        font: Int, glyph: UInt32, advance: Int, xOffset: Int, yOffset: Int, nominal: Int, unitsPerEm: Int,
        strike: StrikeAdvance?, cluster: Int = 0
    ) {
        storedFont = Int32(clamping: font)
        self.glyph = glyph
        storedAdvance = Int32(clamping: advance)
        storedXOffset = Int32(clamping: xOffset)
        storedYOffset = Int32(clamping: yOffset)
        storedNominal = Int32(clamping: nominal)
        storedUnitsPerEm = Int32(clamping: unitsPerEm)
        strikeAdvance = Int32(clamping: strike?.advance ?? 0)
        // A strike's ppem is a 16-bit count over 64: never `noStrike`.
        strikePPEM = strike.map { Int32(clamping: $0.ppem) } ?? Self.noStrike
        storedCluster = Int32(clamping: cluster)
    }

    /// The font that drew it: 0 its span's, k > 0 the prepared text's fallback k − 1.
    var font: Int { Int(storedFont) }
    var advance: Int { Int(storedAdvance) }
    var xOffset: Int { Int(storedXOffset) }
    var yOffset: Int { Int(storedYOffset) }
    /// The advance before shaping (``ShapingFont/nominalAdvance(_:)``), and the font's units per
    /// em: Blink's widths scale the two apart (``BlinkWidths``).
    var nominal: Int { Int(storedNominal) }
    var unitsPerEm: Int { Int(storedUnitsPerEm) }
    /// For a bitmap-only font (colour emoji), the glyph's advance in its strike.
    var strike: StrikeAdvance? {
        strikePPEM == Self.noStrike ? nil : StrikeAdvance(advance: Int(strikeAdvance), ppem: Int(strikePPEM))
    }
    /// Whether it comes from a bitmap-only font's strike (``strike``).
    var hasStrike: Bool { strikePPEM != Self.noStrike }
    /// HarfBuzz's cluster: the UTF-8 offset of the first character the glyph draws (per
    /// character where the text was shaped for SkParagraph, per grapheme otherwise).
    var cluster: Int { Int(storedCluster) }
}

extension PlacedGlyph {
    /// A glyph `font` shaped, drawn by the prepared text's font `slot` (0 its own).
    init(_ glyph: ShapedGlyph, in font: ShapingFont, slot: Int) {
        self = GlyphPlacer(font: font, slot: slot).place(glyph)
    }
}

/// Makes the glyphs a run of one font shaped into ``PlacedGlyph``s: the font's units per em and
/// whether it draws from bitmap strikes read once per run, not per glyph (each read copied the
/// face's metrics and retained the face).
struct GlyphPlacer {
    let font: ShapingFont
    /// The prepared text's font that draws them (0 its own).
    let slot: Int
    private let unitsPerEm: Int
    private let hasStrikes: Bool

    init(font: ShapingFont, slot: Int) {
        (self.font, self.slot) = (font, slot)
        unitsPerEm = font.unitsPerEm
        hasStrikes = font.face.hasBitmapStrikes
    }

    func place(_ glyph: ShapedGlyph) -> PlacedGlyph {
        PlacedGlyph(
            font: slot, glyph: glyph.glyph, advance: glyph.advance, xOffset: glyph.xOffset, yOffset: glyph.yOffset,
            nominal: font.nominalAdvance(glyph.glyph), unitsPerEm: unitsPerEm,
            strike: hasStrikes ? font.face.strikeAdvance(glyph.glyph) : nil, cluster: glyph.cluster)
    }
}
