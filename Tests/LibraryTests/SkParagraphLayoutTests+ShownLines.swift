import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

extension SkParagraphLayoutTests {
    /// A label that overflows `maxLines` is cut from the last line its summary's breaker showed
    /// (``SkParagraphLayout/truncatedText(_:widths:shown:)``): the same text as broken again from
    /// its start, over sizes, boxes, spacings and one to twelve lines shown — newlines (a text
    /// ending in one), no-break spaces, a word too long for the box, marks, spaces at both ends.
    @Test func aCutFromTheShownLinesIsTheCutBrokenAgain() throws {
        let (font, preparer) = try Self.robotoAndPreparer()
        let texts =
            Self.breakerTexts + [
                "one\ntwo\nthree\nfour\nfive\nsix\n", "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww Wwwwwwwwwwwww", "a\n\n\nb",
                "Eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn",
            ]
        var (cut, uncut, lastLines, deep) = (0, 0, Set<Int>(), 0)
        for text in texts {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let clusters = SkParagraphText(prepared)
            for size in stride(from: 9.0, through: 61.0, by: 3.7) {
                for spacing in [0.0, 1.5] {
                    for box in [40.0, 90.0, 160.0, 300.0] {
                        // Up to 12: more lines above the cut than are held in place.
                        for maxLines in Array(1...5) + [9, 12] {
                            let layout = SkParagraphLayout(
                                fontSize: size, maxWidth: box, maxLines: maxLines, letterSpacing: spacing,
                                style: FlutterTextStyle(), font: font)
                            let widths = layout.widths(prepared, text: clusters)
                            let (summary, shown) = layout.summarizeKeepingShownLines(
                                prepared, widths: widths, oneLine: false)
                            let context = "\(text) at \(size) px in \(box) px, \(maxLines) lines, spacing \(spacing)"
                            #expect(summary == layout.brokenSummary(widths, wordByWord: false), "\(context)")
                            guard summary.overflows, let shown else { continue }
                            let again = layout.truncatedText(prepared, widths: widths)
                            let fromShown = layout.truncatedText(prepared, widths: widths, shown: shown)
                            #expect(fromShown == again, "\(context)")
                            if let lastStart = shown.lastStart { lastLines.insert(lastStart) }
                            if again == nil { uncut += 1 } else { cut += 1 }
                            if again != nil, maxLines > 9 { deep += 1 }
                        }
                    }
                }
            }
        }
        #expect(cut > 1000)
        #expect(uncut > 0)  // "…\n" overflows by its empty last line, which no cut shows
        #expect(lastLines.count > 20)  // cut from many places, not from the start
        #expect(deep > 10)  // cuts below more lines than are held in place
    }

    /// Lines a summary kept for one box or number of lines are not used for another: the text
    /// is broken again from its start.
    @Test func shownLinesOfAnotherLayoutAreNotUsed() throws {
        let (font, preparer) = try Self.robotoAndPreparer()
        let prepared = try preparer.prepare(Self.breakerTexts[0], font: font, keepGlyphs: true)
        let layout = SkParagraphLayout(
            fontSize: 20, maxWidth: 120, maxLines: 3, letterSpacing: 0, style: FlutterTextStyle(), font: font)
        let widths = layout.widths(prepared)
        let shown = try #require(layout.summarizeKeepingShownLines(prepared, widths: widths, oneLine: false).shown)
        for (maxWidth, maxLines) in [(90.0, 3), (120.0, 2)] {
            var other = layout
            (other.maxWidth, other.maxLines) = (maxWidth, maxLines)
            let expected = try #require(other.truncatedText(prepared, widths: widths))
            #expect(other.truncatedText(prepared, widths: widths, shown: shown) == expected)
        }
    }

    /// Roboto, and a preparer that breaks as SkParagraph does.
    static func robotoAndPreparer() throws -> (ShapingFont, TextPreparer) {
        (
            try ShapingFont(face: FontFace(path: roboto, library: FreeTypeLibrary())),
            try TextPreparer(lineBreaks: .skParagraph)
        )
    }
}
