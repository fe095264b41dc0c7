import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Glyph placement for drawing (``TextLayout/draw(_:fonts:fallback:model:symbols:)``) on the
/// generated test font (upem 1000; A, V, H 600, space 250, "…" 750, .notdef 500; kern A V −80;
/// hhea 800/−200/90, typo 750/−250/0 with USE_TYPO_METRICS). At 20 pt one unit is 0.02 pt.
@Suite struct DrawnTextTests {
    static func draw(
        _ text: String, size: Double = 20, width: Double? = nil, maxLines: Int? = nil, letterSpacing: Double = 0,
        model: LineHeightModel = .apple, hiddenLines: Int? = nil
    ) throws -> (DrawnText, GlyphSymbols) {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let prepared = try TextPreparer().prepare(text, font: font, keepGlyphs: true)
        let layout = TextLayout(
            pointSize: size, lineHeight: font.face.metrics.lineHeight(model, pointSize: size),
            letterSpacing: letterSpacing,
            maxWidth: width, maxLines: maxLines)
        let symbols = GlyphSymbols()
        return (
            layout.draw(
                prepared, fonts: [font], fallback: nil, model: model, symbols: symbols, hiddenLines: hiddenLines),
            symbols
        )
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func kernedAdvancesPlaceTheGlyphs() throws {
        let (drawn, symbols) = try Self.draw("AVA")
        let line = try #require(drawn.lines.first)
        // A advances 600 − 80 (kern), V 600: pens at 0, 10.4 and 22.4 pt; width 1720 units.
        #expect(zip(line.glyphs.map(\.x), [0, 10.4, 22.4]).allSatisfy(Self.near))
        #expect(Self.near(line.width, 34.4) && Self.near(drawn.measurement.width, 34.4))
        #expect(line.glyphs.allSatisfy { Self.near($0.scale, 0.02) })
        // Two A's share one symbol.
        #expect(symbols.count == 2)
        #expect(line.glyphs[0].symbol == line.glyphs[2].symbol)
    }

    @Test func baselineFollowsTheModel() throws {
        // apple: hhea, line 1090 units = 21.8 pt, baseline under the ascender (800) = 16 pt.
        let (apple, _) = try Self.draw("HH HH", width: 30)
        #expect(apple.lines.count == 2)
        #expect(Self.near(apple.lines[0].baseline, 16) && Self.near(apple.lines[1].baseline, 21.8 + 16))
        #expect(
            apple.lines.allSatisfy { $0.glyphs.allSatisfy { Self.near($0.y, apple.lines[0].glyphs[0].y) || $0.y > 30 } }
        )
        // android: typo 750/−250/0, line 20 pt, half-leading 0, baseline at 15 pt.
        let (android, _) = try Self.draw("HH", model: .android)
        #expect(Self.near(android.lines[0].height, 20) && Self.near(android.lines[0].baseline, 15))
    }

    @Test func letterSpacingAfterEachGraphemeButTheLast() throws {
        let (drawn, _) = try Self.draw("AVA", letterSpacing: 1)
        #expect(zip(drawn.lines[0].glyphs.map(\.x), [0, 11.4, 24.4]).allSatisfy(Self.near))
        #expect(Self.near(drawn.lines[0].width, 36.4) && Self.near(drawn.measurement.width, 36.4))
    }

    /// A report draws a few of the lines a cut hides and counts the rest (a long string at AX5
    /// hides dozens): the note takes its own height below them.
    @Test func hiddenLinesBeyondTheLimitAreCountedNotDrawn() throws {
        // Lines HH | HH | HH | HH | HH at 30 pt wide, one shown, four hidden: two drawn, two counted.
        let (drawn, _) = try Self.draw("HH HH HH HH HH", width: 30, maxLines: 1, hiddenLines: 2)
        #expect(drawn.lines.map(\.text) == ["H…", "HH", "HH"])
        #expect(drawn.omittedLines == 2)
        #expect(drawn.lines.count + drawn.omittedLines == 5)
        #expect(Self.near(drawn.extentHeight, 3 * 21.8 + DrawnText.omittedNoteHeight))
        #expect(TextSVG.group(drawn).contains(">+ 2 more hidden lines</text>"))
        let (all, _) = try Self.draw("HH HH HH HH HH", width: 30, maxLines: 1)
        #expect(all.lines.count == 5 && all.omittedLines == 0 && !TextSVG.group(all).contains("more hidden"))
    }

    @Test func cutLineEndsWithTheEllipsisAndHiddenLinesFollow() throws {
        // Lines HH | HH | HH at 30 pt wide; one line shown: "H" (12) + "…" (15) fits, "HH…" (39) does not.
        let (drawn, _) = try Self.draw("HH HH HH", width: 30, maxLines: 1)
        #expect(drawn.lines.map(\.text) == ["H…", "HH", "HH"])
        #expect(drawn.lines.map(\.isHidden) == [false, true, true])
        let ellipsis = try #require(drawn.lines[0].ellipsis)
        #expect(Self.near(ellipsis.x, 12) && Self.near(ellipsis.width, 15))
        #expect(drawn.lines[0].text == drawn.measurement.lines[0].text)
        #expect(Self.near(drawn.boxHeight, 21.8) && Self.near(drawn.extentHeight, 3 * 21.8))
        #expect(!drawn.lines.contains { $0.isTooWide })
    }

    @Test func boxIsMaxLinesTall() throws {
        // One line drawn in a box of three: 3 × 21.8 pt by maxWidth.
        let (drawn, _) = try Self.draw("HH", width: 100, maxLines: 3)
        #expect(drawn.lines.count == 1)
        #expect(Self.near(drawn.boxHeight, 65.4) && drawn.boxWidth == 100)
        let (free, _) = try Self.draw("HH HH", width: 30)
        #expect(Self.near(free.boxHeight, 43.6) && free.boxWidth == 30)
    }

    @Test func missingGlyphsAreMarked() throws {
        let (drawn, _) = try Self.draw("A日")
        let mark = try #require(drawn.lines[0].missing.first)
        #expect(Self.near(mark.x, 12) && Self.near(mark.width, 10))
        #expect(drawn.measurement.missing == ["日"])
    }

    @Test func wideLinesAreFlagged() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let prepared = try TextPreparer().prepare("HH HH", font: font, keepGlyphs: true)
        // Not wrapped (no maxWidth in the layout) but drawn against a 40 pt box: 2650 units are 26.5 pt at 10 pt (fits), 53 pt at 20.
        for (size, tooWide) in [(10.0, false), (20.0, true)] {
            let layout = TextLayout(pointSize: size, lineHeight: size)
            let drawn = layout.draw(
                prepared, fonts: [font], fallback: nil, model: .apple, symbols: GlyphSymbols(), boxWidth: 40)
            #expect(drawn.lines.count == 1 && drawn.lines[0].isTooWide == tooWide && drawn.boxWidth == 40)
        }
        // A single grapheme wider than the line cannot be broken: it overflows the box.
        let (drawn, _) = try Self.draw("H", size: 100, width: 30)
        #expect(drawn.lines.count == 1 && drawn.lines[0].isTooWide)
    }

    @Test func visualOrderFollowsRuleL2() {
        #expect(TextLayout.visualOrder(0..<6, levels: [0, 0, 1, 1, 1, 0]) == [0, 1, 4, 3, 2, 5])
        #expect(TextLayout.visualOrder(0..<5, levels: [0, 1, 2, 2, 1]) == [0, 4, 2, 3, 1])
        #expect(TextLayout.visualOrder(2..<4, levels: [0, 0, 1, 1]) == [3, 2])
        #expect(TextLayout.visualOrder(0..<3, levels: nil) == [0, 1, 2])
    }
}

extension DrawnTextTests {
    /// A right-to-left line ends on the left: its "…" is drawn there, before the glyphs.
    @Test func rightToLeftEllipsisIsOnTheLeft() throws {
        let font = try ShapingFont(face: FontFace(path: try Fixtures.dejaVuSans, library: FreeTypeLibrary()))
        let prepared = try TextPreparer(language: "he").prepare("שלום עולם שלום עולם", font: font, keepGlyphs: true)
        let layout = TextLayout(pointSize: 20, lineHeight: 24, letterSpacing: 0, maxWidth: 90, maxLines: 1)
        let drawn = layout.draw(prepared, fonts: [font], fallback: nil, model: .apple, symbols: GlyphSymbols())
        let line = try #require(drawn.lines.first)
        let ellipsis = try #require(line.ellipsis)
        #expect(ellipsis.x == 0 && ellipsis.width > 0)
        #expect(line.ellipsisGlyphs.allSatisfy { $0.x < ellipsis.width })
        #expect(line.glyphs.allSatisfy { $0.x >= ellipsis.width - 1e-9 })
        #expect(line.text.hasSuffix("…"))
        // A left-to-right line keeps it on the right.
        let (latin, _) = try Self.draw("HH HH HH", width: 30, maxLines: 1)
        #expect((latin.lines[0].ellipsis?.x ?? 0) > 0)
    }
}
