/// Widths as Blink (Chrome) makes them on Linux, in CSS px:
///
/// - each glyph's advance is FreeType's unhinted advance at the font size, in 16.16 fixed point:
///   `FT_MulDiv(units, x_scale, 64)` with `x_scale = FT_DivFix(size in 26.6, unitsPerEm)` — the
///   size rounded to 1/64 px first, then the scale to 1/65536 (Skia's FreeType port asks
///   `FT_Get_Advance` with `FT_LOAD_NO_HINTING`, and Blink's HarfBuzz font takes those advances);
/// - a bitmap-only font's (colour emoji) is its strike's advance × size / ppem (Skia scales the
///   strike; ``FontFace/strikeAdvance(_:)``);
/// - what shaping adds (kerning, mark positioning) is scaled by HarfBuzz at Blink's scale, the
///   size in 16.16: `(units × ((size × 65536) << 16) / unitsPerEm + 32768) >> 16`;
/// - the width of a run of one direction is rounded up to a LayoutUnit (1/64 px), as Blink's
///   `ShapeResult::SnappedWidth` does for each inline item, and a line adds its runs.
///
/// Checked against headless Chromium in `Scripts/web_conformance.py` (see README, "The web").
/// Needs the prepared text's glyphs (``TextPreparer/prepare(_:font:fallback:keepGlyphs:)`` with
/// `keepGlyphs`); without them it scales em advances.
struct BlinkWidths: LineWidths {
    // Every field is a view of memory that outlives ``with(_:pointSize:letterSpacing:wordSpacing:_:)``'s
    // scope, or a number: made at every size of every string, widths that held arrays retained
    // and released each of them, 5 % of a web check's samples. So a `BlinkWidths` must not
    // leave that scope.

    /// Running sums of the graphemes' advances in px: memory of the scope (a size's sums are
    /// worked out from every glyph, at every size: on the stack they cost no allocation).
    let prefix: UnsafeBufferPointer<Double>
    /// Per grapheme, its bidi level: a direction run is graphemes of one level (empty: one run,
    /// as when every grapheme has the same level).
    private let levels: UnsafeBufferPointer<Int>
    private let spacingPx: Double
    private let hyphenPx: Double
    /// Per unsafe grapheme boundary, the shapes Blink makes again for a line that ends or starts
    /// there (``PreparedText/LineEdge``); empty without glyphs or unsafe boundaries. What they
    /// change in a line's width is found when a line ends or starts there, not for every
    /// boundary at every size: most are inside words (a kerning pair), where few lines break.
    private let edges: PreparedText.LineEdges.View
    /// The glyphs, grapheme after grapheme, and where each grapheme's start
    /// (``GlyphPlacement/withGlyphBuffers(_:)``); empty without glyphs.
    private let glyphs: UnsafeBufferPointer<PlacedGlyph>
    private let starts: UnsafeBufferPointer<Int32>
    private let scales: Scales

    /// Blink's widths of `prepared` at `pointSize`, for `body` only, which is given `context`
    /// with them. `wordSpacing` (CSS `word-spacing`, px) widens each space.
    ///
    /// (`context` is what `body` would otherwise capture, the layout: a value of a concrete type
    /// captured by these nested closures is copied, its arrays retained, at every size; one of a
    /// generic type is captured where it lies.)
    @inline(__always) static func with<Context, R>(
        _ prepared: PreparedText, pointSize: Double, letterSpacing: Double, wordSpacing: Double = 0,
        passing context: Context, _ body: (Context, BlinkWidths) -> R
    ) -> R {
        let count = prepared.graphemeCount
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count + 1) { buffer in
            var scales = Scales(size: pointSize)
            let hyphenPx = prepared.hyphenEm(span: 0) * pointSize
            guard let placement = prepared.placement else {
                fill(buffer, prepared, pointSize: pointSize)
                return body(
                    context,
                    BlinkWidths(
                        prefix: UnsafeBufferPointer(buffer), levels: UnsafeBufferPointer(start: nil, count: 0),
                        spacingPx: letterSpacing, hyphenPx: hyphenPx, edges: .none, glyphs: .init(start: nil, count: 0),
                        starts: .init(start: nil, count: 0), scales: scales))
            }
            return placement.withGlyphBuffers { glyphs, starts in
                placement.levels.withUnsafeBufferPointer { levels in
                    prepared.lineEdges.withView { edges in
                        fill(buffer, prepared, placement, glyphs, starts, &scales, wordSpacing: wordSpacing)
                        // The memberwise initializer: one assigning each field built the
                        // widths and then copied them at every size.
                        return body(
                            context,
                            BlinkWidths(
                                prefix: UnsafeBufferPointer(buffer),
                                // One level throughout is one run, found without reading the levels.
                                levels: placement.hasMixedLevels && levels.count >= count
                                    ? levels : UnsafeBufferPointer(start: nil, count: 0),
                                spacingPx: letterSpacing, hyphenPx: hyphenPx, edges: edges, glyphs: glyphs,
                                starts: starts, scales: scales))
                    }
                }
            }
        }
    }

    /// Puts the running sums of `prepared`'s grapheme advances in `prefix` (one more than its
    /// graphemes), from its glyphs (`glyphs` and `starts`, `placement`'s buffers).
    private static func fill(
        _ prefix: UnsafeMutableBufferPointer<Double>, _ prepared: PreparedText, _ placement: GlyphPlacement,
        _ glyphs: UnsafeBufferPointer<PlacedGlyph>, _ starts: UnsafeBufferPointer<Int32>, _ scales: inout Scales,
        wordSpacing: Double
    ) {
        let count = prefix.count - 1
        prefix[0] = 0
        var sum = 0.0
        let filled = placement.withOneGlyphEach { unitsPerEm, nominal, added in
            // One glyph per grapheme: the sums below from plain numbers.
            guard nominal.count >= count, added.count >= count else { return false }
            if wordSpacing == 0 {
                fillFixed(prefix, nominal, added, unitsPerEm: unitsPerEm, &scales)
                return true
            }
            for index in 0..<count {
                sum += scales.advance(nominal: Int(nominal[index]), added: Int(added[index]), unitsPerEm: unitsPerEm)
                if wordSpacing != 0, prepared.isWordSeparator(index) { sum += wordSpacing }
                prefix[index + 1] = sum
            }
            return true
        }
        guard filled != true else { return }
        // As MinikinWidths: a row read from `[[PlacedGlyph]]` per grapheme and size was
        // retained and released each time.
        for index in 0..<count {
            sum += scales.advance(ofGrapheme: index, glyphs, starts)
            if wordSpacing != 0, prepared.isWordSeparator(index) { sum += wordSpacing }
            prefix[index + 1] = sum
        }
    }

    /// The running sums of one glyph per grapheme (`nominal` and `added` in units of a font of
    /// `unitsPerEm`) in `prefix`, summed in 1/65536 px. Each advance Blink's fonts give is a whole
    /// number of them (FreeType's 16.16 and HarfBuzz's rounding), so a Double holds every sum
    /// exactly (below 2^37 px) and the sums are the same bits as the advances added up in Double
    /// one by one — with an integer add a grapheme where a floating-point one waited for the last.
    private static func fillFixed(
        _ prefix: UnsafeMutableBufferPointer<Double>, _ nominal: UnsafeBufferPointer<Int32>,
        _ added: UnsafeBufferPointer<Int32>, unitsPerEm: Int, _ scales: inout Scales
    ) {
        var sum = 0
        prefix[0] = 0
        for index in 0..<(prefix.count - 1) {
            sum += scales.fixedAdvance(nominal: Int(nominal[index]), added: Int(added[index]), unitsPerEm: unitsPerEm)
            prefix[index + 1] = Double(sum) / 65536
        }
    }

    /// Puts the running sums of `prepared`'s em advances at `pointSize` in `prefix`: a text
    /// prepared without its glyphs.
    private static func fill(_ prefix: UnsafeMutableBufferPointer<Double>, _ prepared: PreparedText, pointSize: Double)
    {
        let count = prefix.count - 1
        prefix[0] = 0
        var sum = 0.0
        prepared.emPrefix.withUnsafeBufferPointer { em in
            for index in 0..<count {
                sum += (em[index + 1] - em[index]) * pointSize
                prefix[index + 1] = sum
            }
        }
    }

    /// What shaping again adds to the width of a line that ends at `boundary` (`ending`) or
    /// starts there. Blink finds a line's break with the text's own shaping, then shapes the
    /// line's ends again and steps back if that is wider than the line: a line fits when both
    /// do. So only a wider shape counts (in Chromium, Inter's "car|te" at 53 px: "car" alone is
    /// narrower, 79.2 px, yet 80 px holds only "ca"; the kerned Hebrew "…היצ|יאה" is wider).
    private func edgeDelta(at boundary: Int, ending: Bool) -> Double {
        guard boundary < prefix.count - 1, let edge = edges.index(of: boundary) else { return 0 }
        var scales = self.scales
        let (from, to) = ending ? (edges.edges[edge].endFrom, boundary) : (boundary, edges.edges[edge].startTo)
        // The graphemes' own advances (no word spacing), summed in order.
        var shaped = 0.0
        for index in from..<to { shaped += scales.advance(ofGrapheme: index, glyphs, starts) }
        let again =
            ending
            ? edges.edges[edge].endGlyphs.withUnsafeBufferPointer { scales.advance($0) }
            : edges.edges[edge].startGlyphs.withUnsafeBufferPointer { scales.advance($0) }
        return max(0, again - shaped)
    }

    /// Glyph advances at one size as Blink's fonts give them (``GlyphScales``: the size rounded
    /// to 1/64 px for FreeType, to 1/65536 px for HarfBuzz).
    struct Scales: SizeRounding {
        private var scales: GlyphScales<Scales>

        init(size: Double) { scales = GlyphScales(size: size) }

        /// The advance of `glyphs` in px (see ``BlinkWidths``).
        mutating func advance(_ glyphs: UnsafeBufferPointer<PlacedGlyph>) -> Double {
            let size = scales.size
            var sum = 0.0
            for glyph in glyphs {
                let scaled = glyph.unitsPerEm > 0
                if scaled { scales.use(glyph.unitsPerEm) }
                // A bitmap font's advance is its strike's, scaled (Skia scales the strike).
                if let strike = glyph.strike {
                    sum += Double(strike.advance) * size / Double(strike.ppem)
                } else if scaled {
                    sum += Double(BlinkWidths.mulDiv(glyph.nominal, scales.freeType, 64)) / 65536
                }
                if scaled { sum += scales.shapingAdvance(glyph.advance - glyph.nominal) }
            }
            return sum
        }

        /// ``advance(_:)`` of one glyph with outlines, of a font of `unitsPerEm` (above 0), whose
        /// nominal advance is `nominal` and to which shaping added `added`.
        mutating func advance(nominal: Int, added: Int, unitsPerEm: Int) -> Double {
            scales.use(unitsPerEm)
            return Double(BlinkWidths.mulDiv(nominal, scales.freeType, 64)) / 65536 + scales.shapingAdvance(added)
        }

        /// ``advance(nominal:added:unitsPerEm:)`` in 1/65536 px, a whole number of them.
        @inline(__always) mutating func fixedAdvance(nominal: Int, added: Int, unitsPerEm: Int) -> Int {
            scales.use(unitsPerEm)
            return BlinkWidths.mulDiv(nominal, scales.freeType, 64) + scales.shapingFixed(added)
        }

        /// The advance of grapheme `index`, whose glyphs are `glyphs[starts[index]..<starts[index + 1]]`
        /// (``GlyphPlacement/withGlyphBuffers(_:)``).
        mutating func advance(
            ofGrapheme index: Int, _ glyphs: UnsafeBufferPointer<PlacedGlyph>, _ starts: UnsafeBufferPointer<Int32>
        ) -> Double {
            advance(UnsafeBufferPointer(rebasing: glyphs[Int(starts[index])..<Int(starts[index + 1])]))
        }

        /// FreeType's x scale: `FT_DivFix(size in 26.6, unitsPerEm)`, the size rounded to 1/64 px.
        static func freeTypeScale(size: Double, unitsPerEm: Int) -> Int {
            ((Int((size * 64).rounded()) << 16) + unitsPerEm / 2) / unitsPerEm
        }

        /// HarfBuzz's multiplier for a font whose scale is `size` px in 16.16.
        static func harfBuzzMultiplier(size: Double, unitsPerEm: Int) -> Int {
            (Int((size * 65536).roundedHalfAwayFromZero) << 16) / unitsPerEm
        }
    }

    /// `FT_MulDiv`: a × b / c rounded half away from zero.
    fileprivate static func mulDiv(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let product = a * b
        return product >= 0 ? (product + c / 2) / c : -((-product + c / 2) / c)
    }

    /// `value` rounded up to a LayoutUnit (1/64 px).
    static func layoutUnitCeil(_ value: Double) -> Double {
        (value * 64 - 1e-7).rounded(.up) / 64
    }

    func width(_ a: Int, _ b: Int) -> Double {
        guard b > a else { return 0 }
        var total = 0.0
        var start = a
        while start < b {
            var end = levels.isEmpty ? b : start + 1
            while end < b, levels[end] == levels[end - 1] { end += 1 }
            // Blink's letter spacing follows every grapheme, the line's last too; a line that
            // starts or ends where breaking is unsafe is shaped again there.
            var edges = 0.0
            if !self.edges.edges.isEmpty {
                if start == a, self.edges.has(a) { edges += edgeDelta(at: a, ending: false) }
                if end == b, self.edges.has(b) { edges += edgeDelta(at: b, ending: true) }
            }
            total += Self.layoutUnitCeil(prefix[end] - prefix[start] + spacingPx * Double(end - start) + edges)
            start = end
        }
        return total
    }

    func spacing(after index: Int) -> Double { spacingPx }

    func hyphen(after index: Int) -> Double { Self.layoutUnitCeil(hyphenPx + spacingPx) }
}
