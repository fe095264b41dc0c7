import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

extension SkParagraphLayoutTests {
    /// A wrapped text's lines found word by word (``SkParagraphLayout/wordLines(_:_:)``) are the
    /// line breaker's, and where they stop the breaker goes on from there: the same summary to
    /// the last bit and the same lines kept above a cut as the breaker alone gives. Boxes a hair
    /// either side of each word's end (where a line ends before a word or takes it), and wide
    /// and narrow ones; sizes, letter spacings (negative too), heights and lines shown. Texts
    /// with white space at both ends and between words, no-break spaces, marks, clusters of
    /// several glyphs, words too long for the box, and newlines (never word by word).
    @Test func wordLinesAreTheBreakers() throws {
        let (font, preparer) = try Self.robotoAndPreparer()
        var tall = FlutterTextStyle(height: 1.43, leadingDistribution: .even)
        tall.heightBehavior = .neither
        let texts =
            Self.breakerTexts + [
                "Eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn",
                "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww Wwwwwwwwwwwww ab", "ok",
            ]
        var (whole, partly, none) = (0, 0, 0)
        for text in texts {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let clusters = SkParagraphText(prepared)
            for size in stride(from: 9.0, through: 61.0, by: 4.3) {
                for (spacing, style) in [(0.0, FlutterTextStyle()), (1.5, tall), (-0.5, FlutterTextStyle())] {
                    for box in Self.boxesAroundWordEnds(SkiaWidths(clusters, size: size, letterSpacing: spacing)) {
                        for maxLines in [nil, 2] as [Int?] {
                            let layout = SkParagraphLayout(
                                fontSize: size, maxWidth: box, maxLines: maxLines, letterSpacing: spacing,
                                style: style, font: font)
                            let widths = layout.widths(prepared, text: clusters)
                            var (byWords, byBreaker) = (
                                SkParagraphLayout.ShownLines(widths: widths, layout: layout),
                                SkParagraphLayout.ShownLines(widths: widths, layout: layout)
                            )
                            let summary = layout.brokenSummary(widths, keeping: &byWords)
                            let expected = layout.brokenSummary(widths, keeping: &byBreaker, wordByWord: false)
                            let context = "\(text) at \(size) px in \(box) px, spacing \(spacing)"
                            #expect(summary == expected, "\(context)")
                            #expect(byWords == byBreaker, "\(context)")
                            var found = 0
                            let start = layout.wordLines(widths) { _ in found += 1 }
                            if start == widths.count { whole += 1 } else if found > 0 { partly += 1 } else { none += 1 }
                        }
                    }
                }
            }
        }
        // Most wrapped texts are found word by word; some only their first lines; a newline or
        // a first word too long for the box, none.
        #expect(whole > 2000 && partly > 200 && none > 500, "\(whole) whole, \(partly) partly, \(none) none")
    }

    /// Boxes around each word's end in `widths` (the clusters' widths summed as the breaker sums
    /// a line's words): a hair, a quarter pixel and more either side, and 40, 90 and 160 px.
    static func boxesAroundWordEnds(_ widths: SkiaWidths) -> [Double] {
        var (words, word, ends): (Float, Float, [Double]) = (0, 0, [])
        for index in 0..<widths.count {
            word += widths.cluster[index]
            if widths.text.flags.isSoftBreak(index) {
                (words, word) = (words + word, 0)
                ends.append(Double(words))
            }
        }
        let near = ends.filter { $0 > 1 }.flatMap { end in [-0.6, -0.26, -0.004, 0, 0.004, 0.26, 0.6].map { end + $0 } }
        return near + [40, 90, 160]
    }
}
