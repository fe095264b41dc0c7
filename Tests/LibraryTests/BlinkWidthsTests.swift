import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Blink's running sums of a text whose graphemes are one glyph each are added up in 1/65536 px
/// (``BlinkWidths``' fixed-point fill): they must be the very Doubles the advances give added
/// up one by one, at any size, kerning included.
@Suite struct BlinkWidthsTests {
    static let sizes = [9.3, 12, 13.6, 17, 17.6, 20.4, 34, 53.1, 101.25, 211.7]

    /// Kerned pairs (AV, Wa, To, T.), quotes, spaces, digits and accents, in two of Inter's faces.
    @Test(arguments: ["Inter/Inter-Regular.otf", "Inter/Inter-BoldItalic.otf"])
    func sumsInFixedPointAreTheAdvancesAddedInDouble(font path: String) throws {
        let font = try ShapingFont(face: FontFace(path: Fixtures.bundled(path), library: FreeTypeLibrary()))
        for text in ["AVAWATA Tavern, Wolf. Tô “quoted” 1,234.56 fjord", "Zusammenarbeit und Fortschritt", "ff fi"] {
            let prepared = try TextPreparer(lineBreaks: .blink(.normal)).prepare(text, font: font, keepGlyphs: true)
            let placement = try #require(prepared.placement)
            // The fixed-point fill is the one for one glyph per grapheme.
            #expect(placement.withOneGlyphEach { _, _, _ in true } == true, "\(text)")
            for size in Self.sizes {
                let sums = BlinkWidths.with(prepared, pointSize: size, letterSpacing: 0, passing: ()) {
                    Array($1.prefix)
                }
                var expected = [0.0]
                var scales = BlinkWidths.Scales(size: size)
                placement.withGlyphBuffers { glyphs, starts in
                    for index in 0..<prepared.graphemeCount {
                        expected.append(expected[index] + scales.advance(ofGrapheme: index, glyphs, starts))
                    }
                }
                #expect(sums == expected, "\(text) at \(size) px")
                // Kerning counts: the kerned text is narrower than its glyphs' nominal advances.
                if path.contains("Regular"), text.hasPrefix("AVA") {
                    let nominal = placement.withOneGlyphEach { unitsPerEm, nominal, _ in
                        nominal.reduce(0) { $0 + Int($1) }
                    }
                    let unitsPerEm = Double(font.unitsPerEm)
                    #expect(try #require(sums.last) < Double(try #require(nominal)) * size / unitsPerEm - size / 20)
                }
            }
        }
    }
}
