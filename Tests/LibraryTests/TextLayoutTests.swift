import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Wrapping, truncation, spacing and spans on the generated test font, whose advances are known
/// exactly (upem 1000; space 250, a–z 500, A–Z 600, period 250, "…" 750, kern A V −80), at 10 pt
/// so that 1000 units = 10 pt.
@Suite struct TextLayoutTests {
    let measurer: TextMeasurer

    init() throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        measurer = try TextMeasurer(font: ShapingFont(face: face), language: "en")
    }

    func lines(_ m: MeasuredText) -> [String] { m.lines.map(\.text) }

    /// text, width, maxLines → lines, widths
    @Test(
        arguments: [
            ("AV", nil, nil, ["AV"], [11.2]),  // 600 + 600 − 80
            ("hello world", nil, nil, ["hello world"], [52.5]),
            ("hello world", 30.0, nil, ["hello", "world"], [25, 25]),
            ("hello world", 52.5, nil, ["hello world"], [52.5]),  // exactly fits
            ("hello world", 52.49, nil, ["hello", "world"], [25, 25]),
            ("hello   ", 26.0, nil, ["hello"], [25]),  // trailing spaces do not count
            ("abcdefghij", 22.0, nil, ["abcd", "efgh", "ij"], [20, 20, 10]),  // emergency breaks
            ("ab cdefghij", 22.0, nil, ["ab", "cdef", "ghij"], [10, 20, 20]),
            ("ab\ncd", nil, nil, ["ab", "cd"], [10, 10]),
            ("ab\n\ncd", 100.0, nil, ["ab", "", "cd"], [10, 0, 10]),
            ("hello world", 30.0, 1, ["hell…"], [27.5]),  // 20 + 7.5 ≤ 30
            ("hello world again", 30.0, 2, ["hello", "worl…"], [25, 27.5]),  // partial word, as CoreText
            ("ab\ncd\nef", nil, 2, ["ab", "cd…"], [10, 17.5]),
        ] as [(String, Double?, Int?, [String], [Double])])
    func wrapsAndTruncates(text: String, width: Double?, maxLines: Int?, expected: [String], widths: [Double]) throws {
        let m = try measurer.measure(text, pointSize: 10, maxWidth: width, maxLines: maxLines)
        #expect(lines(m) == expected)
        #expect(m.lines.map(\.width).map { ($0 * 1e6).rounded() / 1e6 } == widths)
        #expect(m.lineCount == expected.count)
    }

    /// The fast summary used for checking many sizes agrees with the full measurement.
    @Test(arguments: ["hello world", "abcdefghij", "ab cdefghij", "ab\n\ncd", "hello   world again and again", ""])
    func summaryAgreesWithMeasure(text: String) throws {
        let prepared = try measurer.prepared(text, pointSize: 10)
        for width in [10.0, 22, 30, 52.5, 100] {
            let full = try measurer.measure(text, pointSize: 10, maxWidth: width, letterSpacing: 0.5, lineHeight: 12)
            let summary = TextLayout.summarize(
                prepared, pointSize: 10, lineHeight: 12, letterSpacing: 0.5, maxWidth: width, maxLines: 2)
            #expect(summary.lineCount == full.lineCount)
            #expect(abs(summary.width - full.width) < 1e-9)
            #expect(summary.height == full.height)
            #expect(summary.overflows == (full.lineCount > 2))
        }
    }

    /// Without letter spacing a text that fits on one line is summarized from its widest
    /// candidate line (``PreparedText/OneLine``), not by the fill: the same numbers as the full
    /// measurement, to the last bit, at the exact fit, just under it, and with trailing,
    /// leading and only white space.
    @Test(arguments: ["hello world", "hello   ", "  hi", "   ", "AV AV", "abcdefghij", "ab\ncd", "x"])
    func oneLineSummaryIsTheFills(text: String) throws {
        let prepared = try measurer.prepared(text, pointSize: 10)
        for width in [nil, 5, 10, 11.2, 11.19, 25, 52.5, 52.49, 200] as [Double?] {
            for maxLines in [nil, 0, 1, 2] as [Int?] {
                let full = try measurer.measure(text, pointSize: 10, maxWidth: width, lineHeight: 12)
                let summary = TextLayout.summarize(
                    prepared, pointSize: 10, lineHeight: 12, maxWidth: width, maxLines: maxLines)
                #expect(summary.lineCount == full.lineCount, "\(text) in \(width ?? 0)")
                #expect(summary.width == full.width, "\(text) in \(width ?? 0)")
                #expect(summary.lastLineWidth == full.lines.last?.width ?? 0, "\(text) in \(width ?? 0)")
                #expect(summary.height == full.height)
                #expect(summary.overflows == (maxLines.map { $0 > 0 && full.lineCount > $0 } ?? false))
            }
        }
        #expect((prepared.oneLine != nil) == !text.contains("\n"))
    }

    @Test func truncationReportsIndexAndVisibleText() throws {
        let m = try measurer.measure("hello world again", pointSize: 10, maxWidth: 30, maxLines: 2)
        #expect(m.truncation == Truncation(index: 10, visibleText: "hello\nworl…"))
        #expect(try measurer.measure("hello", pointSize: 10, maxWidth: 30, maxLines: 2).truncation == nil)
    }

    /// The check's truncation text (``TextLayout/truncatedText(_:)``) is the measurement's, without
    /// measuring each line.
    @Test(arguments: ["hello world again", "hello", "ab\ncd\nef", "abcdefghij klm", ""])
    func truncatedTextAgreesWithMeasure(text: String) throws {
        let prepared = try measurer.prepared(text, pointSize: 10)
        for (width, maxLines) in [(30.0, 2), (30, 1), (100, 1), (22, 3)] as [(Double?, Int)] + [(nil, 2)] {
            let layout = TextLayout(pointSize: 10, lineHeight: 12, maxWidth: width, maxLines: maxLines)
            #expect(layout.truncatedText(prepared) == layout.measure(prepared).truncation?.visibleText)
        }
        #expect(
            TextLayout(pointSize: 10, lineHeight: 12, maxWidth: 30, maxLines: 2).truncatedText(
                try measurer.prepared("hello world again", pointSize: 10))
                == "hello\nworl…")
    }

    @Test func advanceAndLineHeights() throws {
        let m = try measurer.measure("hello world", pointSize: 17, maxWidth: 50)
        #expect(abs(m.advance - 5250 * 17 / 1000) < 1e-9)
        #expect(abs(m.lineHeight - 18.53) < 1e-9)  // apple: hhea 1090 × 17 / 1000
        #expect(abs(m.height - 2 * 18.53) < 1e-9)
        let android = try measurer.measure("hello world", pointSize: 17, model: .android)
        #expect(android.lineHeight == 17)  // typo 1000 × 17 / 1000
        let web = try measurer.measure("hello", pointSize: 17, model: .web)
        #expect(web.lineHeight == 17)
    }

    @Test func letterSpacingAfterEachClusterButTheLast() throws {
        #expect(abs(try measurer.measure("abc", pointSize: 10, letterSpacing: 1).width - 17) < 1e-9)
        // Wrapped: each line loses the spacing after its last cluster.
        let m = try measurer.measure("ab cd", pointSize: 10, maxWidth: 15, letterSpacing: 1)
        #expect(m.lines.map(\.width) == [11, 11])
        #expect(abs(m.advance - (22.5 + 4)) < 1e-9)
    }

    @Test func emptyText() throws {
        let m = try measurer.measure("", pointSize: 10, maxWidth: 20)
        #expect(m.lineCount == 1)
        #expect(m.width == 0)
    }

    @Test func missingGlyphsAreReported() throws {
        let m = try measurer.measure("aé中", pointSize: 10)
        #expect(m.missing.map(\.codePointLabel) == ["U+00E9", "U+4E2D"])
        #expect(m.fallbacks.isEmpty)
    }

    @Test func mixedSpansAddWidthsAndTakeTheTallestLine() throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        let font = try ShapingFont(face: face)
        let prepared = try TextPreparer(language: "en").prepare(spans: [("ab ", font), ("CD", font)])
        let layout = TextLayout(
            spans: [
                .init(pointSize: 10, lineHeight: 12), .init(pointSize: 20, letterSpacing: 1, lineHeight: 24),
            ], maxWidth: 30)
        let m = layout.measure(prepared)
        // "ab " at 10 pt = 12.5; "CD" at 20 pt = 24 + 1 spacing after C.
        #expect(abs(m.advance - 37.5) < 1e-9)
        #expect(m.lines.map(\.text) == ["ab", "CD"])
        #expect(m.lines.map(\.width) == [10, 25])
        #expect(m.height == 12 + 24)
        #expect(m.lineHeight == 24)
    }
}
