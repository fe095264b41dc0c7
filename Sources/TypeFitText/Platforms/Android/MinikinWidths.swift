import TypeFitSupport

/// Per grapheme cluster its width as Android measures it (Minikin's `MeasuredText`, the widths
/// StaticLayout breaks and ellipsizes by), in px at one size, as `Float`s as Minikin keeps them.
///
/// - A glyph's advance is Skia's unhinted FreeType advance (``SkiaWidths/freeTypeAdvance(_:unitsPerEm:size:)``,
///   the size truncated to 26.6) that Minikin hands HarfBuzz in 1/256 px, truncated
///   (`HBFloatToFixed`): "boxes." in Inter at 16 px is 49.4648 px, not 49.4688.
/// - What shaping adds (kerning) is scaled by HarfBuzz at the font's scale, the size in 1/256 px
///   (`hb_font_set_scale(HBFloatToFixed(size))`); a mark HarfBuzz zeroes stays 0.
/// - Letter spacing (`Paint.setLetterSpacing`, em × size) is added to every cluster, half before
///   and half after it (`LayoutCore`), except in scripts Minikin does not space
///   (`isLetterSpacingCapableScript`: Arabic, Devanagari, Bengali…) and on control characters.
///   A line loses half a spacing at each end (``MinikinLineBreaker``).
/// - A bitmap-only font's (colour emoji) glyph is its strike's advance scaled to the size.
package struct MinikinWidths: LineWidths {
    /// Per grapheme its width, letter spacing included.
    let grapheme: [Float]
    /// The letter spacing in px (`Run::getLetterSpacingInPx`), whatever the script.
    let letterSpacing: Float
    /// The width of "…" as `Paint.measureText` gives it, its letter spacing included.
    let ellipsis: Float
    /// The hyphenated pieces' widths, when the text was prepared with hyphenation.
    let hyphens: MinikinHyphenWidths?

    /// The widths of `prepared` (prepared with its glyphs) at `size` px with `letterSpacing` em;
    /// its font has `unitsPerEm` (for the ellipsis, shaped in it).
    init(_ prepared: PreparedText, size: Double, letterSpacing: Double, unitsPerEm: Int) {
        let spacing = letterSpacing * size
        self.letterSpacing = Float(spacing)
        let half = spacing * 0.5
        var widths: [Float]
        var scaler = Scaler(size: size)
        if half == 0, let each = prepared.placement?.oneGlyphEach {
            widths = Self.widths(each, &scaler)
        } else if let placement = prepared.placement {
            widths = [Float].repeating(0, count: prepared.graphemeCount)
            // Through buffers, the glyphs in one array (``GlyphPlacement``): a row read from
            // `[[PlacedGlyph]]` per grapheme and size was a third of an Android check's time in
            // retains and releases, then a load from another allocation per grapheme.
            placement.withGlyphBuffers { glyphs, starts in
                for index in widths.indices {
                    // A space is laid out alone (Minikin's layout cache splits words at spaces), in
                    // the common script, so it is spaced even between Arabic or Devanagari words.
                    let (start, end) = (Int(starts[index]), Int(starts[index + 1]))
                    let spaced =
                        half != 0 && start < end && !prepared.isControl(index)
                        && (index >= placement.scripts.count
                            || !Self.unspacedScripts.contains(placement.scripts[index])
                            || prepared.isLayoutSpace(index))
                    if !spaced {
                        // Each advance is a whole number of 1/256 px: while their magnitudes add
                        // up to under 2^24 of them, every partial `Float` sum is exact, so the
                        // integers' sum is the sum Minikin's floats make (an integer add a glyph,
                        // not a chain of float adds). Beyond, the floats' sum below.
                        var units = 0
                        var magnitude = 0
                        for glyph in start..<end {
                            let advance = scaler.advance256(glyphs[glyph])
                            units += advance
                            magnitude += abs(advance)
                        }
                        if magnitude < 1 << 24 {
                            widths[index] = Float(units) / 256
                            continue
                        }
                    }
                    var width: Float = spaced ? Float(half) : 0
                    for glyph in start..<end { width += scaler.advance(glyphs[glyph]) }
                    widths[index] = spaced ? Float(Double(width) + half) : width
                }
            }
        } else {
            widths = [Float].repeating(0, count: prepared.graphemeCount)
            let em = prepared.emPrefix
            for index in widths.indices { widths[index] = Float((em[index + 1] - em[index]) * size + spacing) }
        }
        grapheme = widths
        hyphens = prepared.hyphenBreaks.map {
            MinikinHyphenWidths($0, grapheme: widths, size: size, letterSpacing: spacing)
        }
        let ellipsisUnits = Int((prepared.ellipsisEm(span: 0) * Double(unitsPerEm)).rounded())
        let ellipsisAdvance = SkiaWidths.freeTypeAdvance(ellipsisUnits, unitsPerEm: unitsPerEm, size: size)
        ellipsis = Float(Self.fixed(ellipsisAdvance)) + (half != 0 ? Float(spacing) : 0)
    }

    /// The widths of a text whose every grapheme is one glyph of one font, without letter
    /// spacing (most texts): what ``init(_:size:letterSpacing:unitsPerEm:)`` makes of each glyph
    /// (its advance in whole 1/256 px, exactly a `Float`), from the glyphs as plain numbers.
    private static func widths(_ each: OneGlyphEach, _ scaler: inout Scaler) -> [Float] {
        // Appended to an array of the right capacity, allocated in code specialized for `Float`
        // (``Array/repeating(_:count:)`` says why): through `init(unsafeUninitializedCapacity:)`
        // the allocation took a fifth of these widths' time.
        var widths: [Float] = []
        widths.reserveCapacity(min(each.nominal.count, each.added.count))
        forEachAdvance256(each, &scaler) { widths.append(Float($0) / 256) }
        return widths
    }

    /// Each grapheme's advance in whole 1/256 px, in order, of a text whose every grapheme is one
    /// glyph of one font, without letter spacing: its width in ``grapheme`` is that over 256.
    @inline(__always)
    static func forEachAdvance256(_ each: OneGlyphEach, _ scaler: inout Scaler, _ body: (Int) -> Void) {
        scaler.use(each.unitsPerEm)
        let scaler = scaler
        let count = min(each.nominal.count, each.added.count)
        each.nominal.withUnsafeBufferPointer { nominal in
            each.added.withUnsafeBufferPointer { added in
                for index in 0..<count {
                    let (units, shaping) = (Int(nominal[index]), Int(added[index]))
                    body(units + shaping == 0 ? 0 : scaler.outlineAdvance256(nominal: units, added: shaping))
                }
            }
        }
    }

    /// The features Minikin shapes with beyond the text's own (`cleanAndAddDefaultFontFeatures`):
    /// `chws` (contextual half-width spacing, as Chrome), and without the optional ligatures
    /// (`liga`, `clig`) when the letter spacing is over 0.03 em.
    package static func defaultFeatures(letterSpacingEm: Double) -> [String] {
        abs(letterSpacingEm) > 0.03 ? ["chws", "liga=0", "clig=0"] : ["chws"]
    }

    /// Glyph advances in px at one size as Minikin's layout gives them (``GlyphScales``: two
    /// integer divisions a glyph were a tenth of an Android check).
    typealias Scaler = GlyphScales<Rounding>

    /// FreeType gets the size truncated to 1/64 px (Skia's), HarfBuzz in 1/256 px
    /// (`hb_font_set_scale(HBFloatToFixed(size))`).
    enum Rounding: SizeRounding {
        static func freeTypeScale(size: Double, unitsPerEm: Int) -> Int {
            SkiaWidths.freeTypeScale(unitsPerEm: unitsPerEm, size: size)
        }

        static func harfBuzzMultiplier(size: Double, unitsPerEm: Int) -> Int {
            (Int((Double(Float(size)) * 256).rounded(.towardZero)) << 16) / unitsPerEm  // HBFloatToFixed
        }
    }

    /// `HBFloatToFixed`: px to 1/256 px, truncated.
    static func fixed(_ px: Double) -> Double { (px * 256).rounded(.towardZero) / 256 }

    /// Scripts Minikin lays out without letter spacing (`LetterSpacingUtils.h`), as HarfBuzz tags.
    static let unspacedScripts: Set<UInt32> = Set(
        [
            "Arab", "Nkoo", "Phlp", "Mand", "Mong", "Phag", "Deva", "Beng", "Guru", "Modi", "Shrd", "Sylo", "Tirh",
            "Ogam",
        ]
        .map(SkiaWidths.tag))

    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        var sum: Float = 0
        for index in a..<b { sum += grapheme[index] }
        return Double(sum - letterSpacing)
    }

    func spacing(after index: Int) -> Double { Double(letterSpacing) }

    func hyphen(after index: Int) -> Double { 0 }
}

extension PreparedText {
    /// Whether grapheme `index` is a space Minikin lays out as a word of its own
    /// (`isWordBreakAfter`: U+0020, U+2000–U+200A, U+3000).
    func isLayoutSpace(_ index: Int) -> Bool {
        guard let scalar = firstScalar(of: index) else { return false }
        return scalar == " " || (0x2000...0x200A).contains(scalar.value) || scalar.value == 0x3000
    }

    /// The first scalar of grapheme `index`.
    private func firstScalar(of index: Int) -> Unicode.Scalar? {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: Int(graphemeStarts[index]))
        return text[start...].unicodeScalars.first
    }

    /// Whether grapheme `index` starts with a control, format or separator character (ICU's
    /// `u_iscntrl`), which Minikin does not letter-space.
    func isControl(_ index: Int) -> Bool {
        guard let scalar = firstScalar(of: index) else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

extension GlyphScales where Rounding == MinikinWidths.Rounding {
    /// A glyph's advance. A colour bitmap font's (CBDT) comes from its hmtx table, scaled by
    /// HarfBuzz (`getFontFuncsForEmoji` keeps HarfBuzz's own advances): Noto Color Emoji's
    /// 2550 of 2048 units, not its strike's 136 px at 109 ppem.
    mutating func advance(_ glyph: PlacedGlyph) -> Float {
        Float(advance256(glyph)) / 256
    }

    /// ``advance(_:)`` in 1/256 px, the whole number Minikin's float holds.
    mutating func advance256(_ glyph: PlacedGlyph) -> Int {
        guard glyph.advance != 0, glyph.unitsPerEm > 0 else { return 0 }
        use(glyph.unitsPerEm)
        if glyph.hasStrike { return harfBuzzScaled(glyph.advance) }
        return outlineAdvance256(nominal: glyph.nominal, added: glyph.advance - glyph.nominal)
    }

    /// The advance in 1/256 px of an outline glyph whose nominal advance is `nominal` font units
    /// and to which shaping added `added`, at the scales in use.
    func outlineAdvance256(nominal: Int, added: Int) -> Int {
        // The FreeType advance (16.16) in 1/256 px, truncated: integer division truncates
        // toward zero as `(px * 256).rounded(.towardZero)` did (a call to `trunc` a glyph).
        SkiaWidths.freeTypeAdvance16(nominal, scale: freeType) / 256 + harfBuzzScaled(added)
    }

    /// HarfBuzz's scaling of `units` for a font whose scale is the size in 1/256 px
    /// (`hb_font_set_scale(HBFloatToFixed(size))`), in 1/256 px.
    private func harfBuzzScaled(_ units: Int) -> Int {
        units == 0 ? 0 : (units * harfBuzz + 32768) >> 16
    }
}
