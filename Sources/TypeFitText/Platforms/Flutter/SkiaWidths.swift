import TypeFitSupport

/// Per grapheme cluster its width as SkParagraph measures it (Flutter's text engine), in
/// logical pixels, and running sums of them.
///
/// - A glyph's advance is Skia's FreeType advance with hinting off (`SkScalerContext_FreeType`,
///   linear metrics): the font size is first truncated to 26.6 fixed point (`SkScalarToFDot6`
///   for `FT_Set_Char_Size`), then `FT_MulDiv(units, x_scale, 64)` in 16.16 — in CanvasKit,
///   Roboto's "i" (498 units) at 17.3 px is 498 × 17.296875 / 2048 = 4.20598 px.
/// - A bitmap-only font's (colour emoji) is its strike's advance × size / ppem.
/// - What shaping adds (kerning, marks) is scaled by HarfBuzz at the font size in 16.16
///   (`SkShaper`'s `hb_font_set_scale`).
/// - Letter spacing follows every glyph, the last of a line too (`Run::addSpacesEvenly`), but
///   none in scripts whose letters join (Arabic, Syriac, N'Ko, Mongolian…: measured in
///   CanvasKit, where "حفظ" is as wide with 1 px of spacing as without, and "שמור" 4 px wider).
///
/// Sums are kept in `Float`, as Skia's `SkScalar` positions and line widths are.
package struct SkiaWidths {
    /// The text's clusters (what does not depend on the size).
    let text: SkParagraphText
    /// Per cluster its width, letter spacing included: in `owner`'s memory, or, without an
    /// owner, in memory lent for the call of ``lent(_:size:letterSpacing:_:)`` only.
    let cluster: UnsafeBufferPointer<Float>
    /// What keeps `cluster` allocated; nil when it is lent.
    private let owner: Storage?
    /// The size and letter spacing the widths are at.
    let size: Double
    let letterSpacing: Double

    /// The number of clusters.
    var count: Int { cluster.count }
    /// Per cluster the grapheme it is part of.
    var grapheme: [Int] { text.grapheme }
    /// Per cluster the UTF-8 offset where it starts, and the text's length after the last.
    var byteStart: [Int] { text.byteStart }
    /// Per cluster its number of glyphs.
    var glyphCount: [Int] { text.glyphCount }

    /// Whether cluster `index` is the last of its grapheme.
    func endsGrapheme(_ index: Int) -> Bool {
        index + 1 == cluster.count || text.grapheme[index + 1] != text.grapheme[index]
    }

    /// Scripts whose letters join, which SkParagraph does not space apart (HarfBuzz's
    /// `has_arabic_joining` list): Arabic, Mongolian, Syriac, N'Ko, Phags-pa, Mandaic,
    /// Manichaean, Psalter Pahlavi, Adlam.
    static let joiningScripts: Set<UInt32> = Set(
        ["Arab", "Mong", "Syrc", "Nkoo", "Phag", "Mand", "Mani", "Phlp", "Adlm"].map(tag))

    /// A four-letter tag as HarfBuzz packs it.
    static func tag(_ text: String) -> UInt32 {
        text.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The advance of `glyphs` in px at `size`.
    static func advance(_ glyphs: some Sequence<PlacedGlyph>, size: Double) -> Double {
        var scaler = Scaler(size: size)
        return glyphs.reduce(0.0) { scaler.add($1, to: $0) }
    }

    /// Glyph advances at one size as SkParagraph's fonts give them (``GlyphScales``: worked out
    /// per glyph, their divisions and roundings were a fifth of the widths).
    typealias Scaler = GlyphScales<Rounding>

    /// FreeType gets the size truncated to 1/64 px, HarfBuzz rounded to 1/65536 px.
    enum Rounding: SizeRounding {
        static func freeTypeScale(size: Double, unitsPerEm: Int) -> Int {
            SkiaWidths.freeTypeScale(unitsPerEm: unitsPerEm, size: size)
        }

        static func harfBuzzMultiplier(size: Double, unitsPerEm: Int) -> Int {
            BlinkWidths.Scales.harfBuzzMultiplier(size: size, unitsPerEm: unitsPerEm)
        }
    }

    /// Skia's unhinted FreeType advance of `units` at `size` px: the size truncated to 1/64 px.
    static func freeTypeAdvance(_ units: Int, unitsPerEm: Int, size: Double) -> Double {
        guard unitsPerEm > 0 else { return 0 }
        return freeTypeAdvance(units, scale: freeTypeScale(unitsPerEm: unitsPerEm, size: size))
    }

    /// FreeType's x scale of a face with `unitsPerEm` (above 0) at `size` px truncated to 1/64:
    /// `FT_DivFix(size in 26.6, unitsPerEm)`, kept by callers that scale many glyphs.
    static func freeTypeScale(unitsPerEm: Int, size: Double) -> Int {
        let size26 = Int((size * 64).rounded(.down))
        return ((size26 << 16) + unitsPerEm / 2) / unitsPerEm
    }

    /// `units` at the x scale `scale` (``freeTypeScale(unitsPerEm:size:)``), in px.
    static func freeTypeAdvance(_ units: Int, scale: Int) -> Double {
        Double(freeTypeAdvance16(units, scale: scale)) / 65536
    }

    /// `units` at the x scale `scale`, in 16.16 fixed point: `FT_MulDiv(units, scale, 64)`.
    static func freeTypeAdvance16(_ units: Int, scale: Int) -> Int {
        let product = units * scale
        return product >= 0 ? (product + 32) / 64 : -((-product + 32) / 64)
    }

    /// FreeType's advance of a bitmap glyph `advance` px wide in its `ppem` strike, scaled to
    /// `size` in 26.6 fixed point: `FT_MulFix(advance × 64, FT_DivFix(size in 26.6, ppem × 64))`
    /// (CanvasKit: Noto Color Emoji's 136 px at 109 ppem is 1357/64 px at 17 px, not 21.2110).
    static func strikeAdvance(_ advance: Int, ppem: Int, size: Double) -> Double {
        guard ppem > 0 else { return 0 }
        let size26 = Int((size * 64).rounded(.down))
        let strike26 = ppem * 64
        let ratio = ((size26 << 16) + strike26 / 2) / strike26  // FT_DivFix
        let advance26 = (advance * 64 * ratio + 0x8000) >> 16  // FT_MulFix
        return Double(advance26) / 64
    }
}

extension GlyphScales where Rounding == SkiaWidths.Rounding {
    /// `sum` plus `glyph`'s advance: its nominal advance (FreeType's, or its strike's scaled),
    /// then what shaping added, scaled by HarfBuzz — added in that order.
    mutating func add(_ glyph: PlacedGlyph, to sum: Double) -> Double {
        let scaled = glyph.unitsPerEm > 0
        if scaled { use(glyph.unitsPerEm) }
        let nominal: Double
        if let strike = glyph.strike {
            nominal = SkiaWidths.strikeAdvance(strike.advance, ppem: strike.ppem, size: size)
        } else {
            nominal = scaled ? SkiaWidths.freeTypeAdvance(glyph.nominal, scale: freeType) : 0
        }
        let shaped = scaled ? shapingAdvance(glyph.advance - glyph.nominal) : 0
        return sum + nominal + shaped
    }
}

extension SkiaWidths {
    /// The memory that holds widths made to be kept (``init(_:size:letterSpacing:)``).
    private final class Storage {
        let buffer: UnsafeMutableBufferPointer<Float>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: 0)
        }

        deinit { buffer.deallocate() }
    }

    /// The clusters' widths at `size`, each glyph's advance plus `letterSpacing` after it (none
    /// in a joining script), kept for as long as any copy of them.
    init(_ text: SkParagraphText, size: Double, letterSpacing: Double) {
        let storage = Storage(count: text.units.count)
        Self.write(text, size: size, letterSpacing: letterSpacing, into: storage.buffer)
        self.init(
            text: text, cluster: UnsafeBufferPointer(storage.buffer), owner: storage, size: size,
            letterSpacing: letterSpacing)
    }

    init(_ prepared: PreparedText, size: Double, letterSpacing: Double) {
        self.init(SkParagraphText(prepared), size: size, letterSpacing: letterSpacing)
    }

    /// `body` given the widths of ``init(_:size:letterSpacing:)`` in memory lent for its call
    /// (on the stack for most labels), not an array allocated, retained and freed at every
    /// size of every wrapped label (348 k of them in the matrix at Flutter's twelve sizes). The
    /// widths given to `body`, and anything made of them, must not outlive its call.
    static func lent<Result>(
        _ text: SkParagraphText, size: Double, letterSpacing: Double, _ body: (SkiaWidths) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: text.units.count) { buffer in
            write(text, size: size, letterSpacing: letterSpacing, into: buffer)
            return body(
                SkiaWidths(
                    text: text, cluster: UnsafeBufferPointer(buffer), owner: nil, size: size,
                    letterSpacing: letterSpacing))
        }
    }

    /// Writes the widths of `text`'s clusters at `size` into `widths` (one per cluster).
    private static func write(
        _ text: SkParagraphText, size: Double, letterSpacing: Double, into widths: UnsafeMutableBufferPointer<Float>
    ) {
        let count = min(text.units.count, widths.count)
        let wrote: Void? = OneGlyphClusterWidths.reading(text, size: size, letterSpacing: letterSpacing) { each in
            for index in 0..<count { widths[index] = each[index] }
        }
        guard wrote == nil else { return }
        // The units read where the array holds them (a unit copied retains its glyphs).
        var scaler = Scaler(size: size)
        text.units.withUnsafeBufferPointer { units in
            text.glyphs.withUnsafeBufferPointer { glyphs in
                for index in 0..<count {
                    let unit = units[index]
                    if let em = unit.em {
                        widths[index] = Float(em * size + letterSpacing)
                    } else {
                        let spacing = unit.joins ? 0 : letterSpacing * Double(unit.glyphCount)
                        var advance = 0.0
                        for glyph in Int(unit.glyphStart)..<Int(unit.glyphEnd) {
                            advance = scaler.add(glyphs[glyph], to: advance)
                        }
                        widths[index] = Float(advance + spacing)
                    }
                }
            }
        }
    }
}

/// The widths of a text's clusters at one size when each is one glyph of one font
/// (``SkParagraphText/oneGlyphEach``), worked out from plain numbers where they are read: the
/// same sums as ``SkiaWidths``' glyph by glyph, `(0 + nominal) + shaped` then the spacing.
/// Without letter spacing no cluster's script is asked: adding +0 changes no sum (an advance is
/// never −0).
struct OneGlyphClusterWidths {
    private let nominal: UnsafeBufferPointer<Int32>
    private let added: UnsafeBufferPointer<Int32>
    private let units: UnsafeBufferPointer<SkParagraphText.Unit>
    private let scaler: SkiaWidths.Scaler
    private let letterSpacing: Double

    /// Cluster `index`'s width, letter spacing included.
    @inline(__always) subscript(index: Int) -> Float {
        let sum =
            SkiaWidths.freeTypeAdvance(Int(nominal[index]), scale: scaler.freeType)
            + scaler.shapingAdvance(Int(added[index]))
        let spacing = letterSpacing != 0 && !units[index].joins ? letterSpacing : 0
        return Float(sum + spacing)
    }

    /// `body` given `text`'s widths at `size`, or nil when its clusters are not one glyph each.
    /// (At every size of every string: the arrays are read where they are, none copied.)
    static func reading<Result>(
        _ text: SkParagraphText, size: Double, letterSpacing: Double, _ body: (Self) -> Result
    ) -> Result? {
        guard let each = text.oneGlyphEach, each.nominal.count == text.units.count,
            each.added.count == text.units.count
        else { return nil }
        var scaler = SkiaWidths.Scaler(size: size)
        scaler.use(each.unitsPerEm)
        return each.nominal.withUnsafeBufferPointer { nominal in
            each.added.withUnsafeBufferPointer { added in
                text.units.withUnsafeBufferPointer { units in
                    body(
                        Self(
                            nominal: nominal, added: added, units: units, scaler: scaler,
                            letterSpacing: letterSpacing))
                }
            }
        }
    }
}
