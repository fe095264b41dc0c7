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

    /// With `overflow-wrap: normal` no line starts inside a word, so a text prepared with line
    /// starts shaped again only at its break opportunities (``TextPreparer/linesStartInsideWords``
    /// false: the web's default) lays out as one prepared with them at every unsafe boundary —
    /// lines, widths and cuts, over kerned hyphens, sizes, boxes and line limits — and keeps
    /// the start shapes at the opportunities.
    @Test func lineStartsShapedAtOpportunitiesOnlyLayOutTheSame() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.bundled("Inter/Inter-Regular.otf"), library: FreeTypeLibrary()))
        var (leftOut, kept) = (0, 0)
        for text in [
            "AV-TAVA-YAWA V-T-Y", "Wolf-Yacht Tavern-Tour, AVAWATA", "Zusammenarbeit-Technik und Fortschritt",
            "Löschen? Wirklich „alle“ Dateien (T.V.A.) ersetzen", "ff fi ffi fl ffl Tú Vá",
        ] {
            let every = try TextPreparer(lineBreaks: .blink(.normal)).prepare(text, font: font, keepGlyphs: true)
            let lean = try TextPreparer(lineBreaks: .blink(.normal), linesStartInsideWords: false)
                .prepare(text, font: font, keepGlyphs: true)
            let opportunities = Set(lean.segments.map(\.end))
            every.lineEdges.withView { all in
                lean.lineEdges.withView { some in
                    for boundary in 0...lean.graphemeCount {
                        guard let index = some.index(of: boundary), let full = all.index(of: boundary) else {
                            #expect(all.index(of: boundary) == nil, "\(text): an edge at \(boundary) is lost")
                            continue
                        }
                        #expect(some.edges[index].endGlyphs == all.edges[full].endGlyphs)
                        if opportunities.contains(boundary) {
                            #expect(
                                some.edges[index].startGlyphs == all.edges[full].startGlyphs, "\(text) at \(boundary)")
                            kept += 1
                        } else {
                            #expect(some.edges[index].startGlyphs.isEmpty)
                            leftOut += 1
                        }
                    }
                }
            }
            for size in [11.0, 17, 22.5, 34, 53] {
                for width in [30.0, 60, 90, 150, 343] {
                    for lines in [nil, 1, 2, 3] {
                        var layout = TextLayout(
                            pointSize: size, lineHeight: size * 1.2, maxWidth: width, maxLines: lines)
                        (layout.widths, layout.breaksOverlongWords) = (.blink, false)
                        #expect(layout.measure(lean) == layout.measure(every), "\(text) at \(size) px in \(width)")
                        let (leanCut, everyCut) = (layout.summarizeAndCut(lean), layout.summarizeAndCut(every))
                        #expect(leanCut.summary == everyCut.summary && leanCut.truncated == everyCut.truncated)
                    }
                }
            }
        }
        #expect(leftOut > 0 && kept > 0, "left out \(leftOut), kept \(kept)")
    }
}
