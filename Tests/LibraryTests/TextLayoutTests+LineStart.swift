import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Blink finds each line's break opportunities from the line's own start, the text before it
/// unseen (`LineBreaker` sets its break iterator's start offset per line). It shows after
/// `overflow-wrap` splits a word: the next line starts inside the word. TypeFit TypoOn at 10 px:
/// a–z 5 px, "-" 3.33 px, digits 5.5 px; in 16 px, "report-2024" is "rep", "ort", then "-2024"
/// starts a line — and a "-" with no letter before it is no opportunity before a digit, so "-2024"
/// is split ("-20", "24"), as Chromium sets it (Roboto at 53 px in 80 px does the same).
extension TextLayoutTests {
    @Test(arguments: [
        ("report-2024", true, ["rep", "ort", "-20", "24"]),
        ("report-2024", false, ["report-", "2024"]),  // overflow-wrap: normal never splits
        ("ab report-2024", true, ["ab", "rep", "ort", "-20", "24"]),
    ])
    func aLineThatStartsInsideAWordFindsItsOwnBreaks(text: String, breaksWords: Bool, expected: [String]) throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        let prepared = try TextPreparer(language: "en", lineBreaks: .blink(.normal)).prepare(
            text, font: ShapingFont(face: face))
        var layout = TextLayout(pointSize: 10, lineHeight: 10, maxWidth: 16)
        layout.widths = .blink
        layout.breaksOverlongWords = breaksWords
        #expect(layout.measure(prepared).lines.map(\.text) == expected)
        #expect(layout.summarize(prepared).lineCount == expected.count)
        // The whole text's opportunities alone would break after the "-" ("-", "20", "24").
        #expect(prepared.segments.map(\.end).contains(text.count - 4))
    }
}
