/// How a platform hands a size to FreeType and HarfBuzz: FreeType's x scale and HarfBuzz's
/// multiplier of a font unit, each platform rounding the size its own way.
protocol SizeRounding {
    /// `FT_DivFix(size in 26.6, unitsPerEm)`.
    static func freeTypeScale(size: Double, unitsPerEm: Int) -> Int
    /// HarfBuzz's multiplier of a font unit (`(scale << 16) / unitsPerEm`).
    static func harfBuzzMultiplier(size: Double, unitsPerEm: Int) -> Int
}

/// FreeType's and HarfBuzz's scales at one size for the last font's units per em: a text's glyphs
/// are mostly of one font, so a platform's widths work the two divisions out once per font, not
/// per glyph.
struct GlyphScales<Rounding: SizeRounding> {
    let size: Double
    private(set) var freeType = 0
    private(set) var harfBuzz = 0
    private var unitsPerEm = 0

    init(size: Double) { self.size = size }

    /// What shaping added to a glyph's advance, `units` of the font in use, in px: HarfBuzz
    /// scales it by its multiplier in 16.16.
    func shapingAdvance(_ units: Int) -> Double {
        units != 0 ? Double(shapingFixed(units)) / 65536 : 0
    }

    /// ``shapingAdvance(_:)`` in 1/65536 px (0 for 0 units).
    @inline(__always) func shapingFixed(_ units: Int) -> Int { (units * harfBuzz + 32768) >> 16 }

    /// Makes the scales `unitsPerEm`'s (above 0).
    @inline(__always) mutating func use(_ unitsPerEm: Int) {
        guard unitsPerEm != self.unitsPerEm else { return }
        self.unitsPerEm = unitsPerEm
        freeType = Rounding.freeTypeScale(size: size, unitsPerEm: unitsPerEm)
        harfBuzz = Rounding.harfBuzzMultiplier(size: size, unitsPerEm: unitsPerEm)
    }
}
