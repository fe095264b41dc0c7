import Testing
@testable import TypeFitText

/// A soft hyphen (U+00AD) is invisible, and a break opportunity: a line that breaks at it shows a
/// hyphen, whose advance counts in the line's width and must fit (Blink and Minikin measure a
/// hyphenated break so). TypeFit TypoOn at 10 pt: a–z 5 pt, space 2.5 pt, "-" 3.33 pt (the font
/// has no U+2010); the soft hyphen itself takes no room.
extension TextLayoutTests {
    @Test(
        arguments: [
            ("abc\u{AD}defgh", 40.0, ["abc\u{AD}defgh"], [40]),  // fits: no hyphen
            ("abc\u{AD}defgh", 35.0, ["abc-", "defgh"], [18.33, 25]),  // 15 + 3.33
            // "ab cde" (27.5) fits 28 but "ab cde-" (30.83) does not: the break goes back to the space.
            ("ab cde\u{AD}fgh", 28.0, ["ab", "cde-", "fgh"], [10, 18.33, 15]),
            ("ab cde\u{AD}fgh", 31.0, ["ab cde-", "fgh"], [30.83, 15]),
        ] as [(String, Double, [String], [Double])])
    func softHyphensShowAHyphenWhereTheLineBreaks(text: String, width: Double, expected: [String], widths: [Double])
        throws
    {
        let m = try measurer.measure(text, pointSize: 10, maxWidth: width)
        #expect(lines(m) == expected)
        #expect(m.lines.map(\.width).map { ($0 * 100).rounded() / 100 } == widths)
        let summary = TextLayout(pointSize: 10, lineHeight: 10.9, maxWidth: width).summarize(
            try measurer.prepared(text, pointSize: 10))
        #expect(summary.lineCount == expected.count)
        #expect(abs(summary.width - (m.lines.map(\.width).max() ?? 0)) < 1e-9)
        #expect(m.missing.isEmpty)
    }
}
