import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

extension SkParagraphLayoutTests {
    /// A text that fits on one line is summarized without the line breaker
    /// (``SkParagraphLayout/oneLineSummary(_:)``): the breaker's numbers to the last bit, over
    /// sizes, boxes, spacings and heights around the fit; where the shortcut declines, the
    /// breaker runs. Texts with trailing and only white space, no-break spaces, marks, clusters
    /// of several glyphs and a newline (never one line).
    @Test func aOneLineSummaryIsTheBreakers() throws {
        let font = try ShapingFont(face: FontFace(path: Self.roboto, library: FreeTypeLibrary()))
        let preparer = try TextPreparer(lineBreaks: .skParagraph)
        let texts = [
            "Save", "Hello world, this is a test", "Änderungen speichern  ", "   ", "a\u{A0}b c", "x .5 -verbose",
            "Print…", "e\u{301}\u{323} ffi AVATAR", "two\nlines", "Tỷ giá 12,5 %",
        ]
        var tall = FlutterTextStyle(height: 1.43, leadingDistribution: .even)
        tall.heightBehavior = .neither
        var (taken, declined) = (0, 0)
        for text in texts {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let clusters = SkParagraphText(prepared)
            for size in stride(from: 9.0, through: 61.0, by: 1.3) {
                for (spacing, style) in [(0.0, FlutterTextStyle()), (1.5, tall), (-0.5, FlutterTextStyle())] {
                    for box in [nil, 40.0, 120.0, 250.0, 400.0] as [Double?] {
                        let layout = SkParagraphLayout(
                            fontSize: size, maxWidth: box, maxLines: 2, letterSpacing: spacing, style: style,
                            font: font)
                        let widths = layout.widths(prepared, text: clusters)
                        let broken = layout.brokenSummary(widths, wordByWord: false)
                        guard let oneLine = layout.oneLineSummary(widths) else {
                            declined += 1
                            continue
                        }
                        taken += 1
                        #expect(oneLine == broken, "\(text) at \(size) px in \(box ?? 0) px, spacing \(spacing)")
                    }
                }
            }
        }
        #expect(taken > 1000)
        #expect(declined > 500)
    }
}

extension SkParagraphLayoutTests {
    static let breakerTexts = [
        "Hello world, this is a test of words that wrap", "Änderungen speichern  und schließen",
        "a\u{A0}b c d\u{A0}e f",
        "x .5 -verbose --help", "e\u{301}\u{323} ffi AVATAR Wave Tỷ giá 12,5 %", "two\nlines and a newline\n",
        "Supercalifragilisticexpialidocious is long", "   spaces   between   words   ",
    ]

    /// ``SkParagraphLayout/oneLineSummary(_:)`` on the clusters alone, their widths worked out as
    /// they are summed, answers as it does on the widths made first: the same summary to the
    /// last bit, or the breaker where that declines; widths asked for only where a cluster is
    /// not one glyph.
    @Test func aOneLineSummaryWithoutWidthsIsTheOneWithThem() throws {
        let font = try ShapingFont(face: FontFace(path: Self.roboto, library: FreeTypeLibrary()))
        let preparer = try TextPreparer(lineBreaks: .skParagraph)
        var found = (oneLine: 0, breaks: 0, needsWidths: 0)
        for text in Self.breakerTexts + ["Save", "Print…", "ลี่ ไทย"] {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let clusters = SkParagraphText(prepared)
            for size in stride(from: 9.0, through: 61.0, by: 2.3) {
                for spacing in [0.0, 1.5, -0.5] {
                    for box in [nil, 40.0, 120.0, 250.0, 400.0] as [Double?] {
                        let layout = SkParagraphLayout(
                            fontSize: size, maxWidth: box, maxLines: 2, letterSpacing: spacing,
                            style: FlutterTextStyle(), font: font)
                        let withWidths = layout.oneLineSummary(layout.widths(prepared, text: clusters))
                        let context = "\(text) at \(size) px in \(box ?? 0) px, spacing \(spacing)"
                        switch layout.oneLineSummary(clusters) {
                        case let .oneLine(summary):
                            found.oneLine += 1
                            #expect(summary == withWidths, "\(context)")
                        case .breaks:
                            found.breaks += 1
                            #expect(withWidths == nil, "\(context)")
                        case .needsWidths:
                            found.needsWidths += 1
                            #expect(clusters.oneGlyphEach == nil, "\(context)")
                        }
                    }
                }
            }
        }
        #expect(found.oneLine > 300 && found.breaks > 300 && found.needsWidths > 10, "\(found)")
    }

    /// The line breaker takes the words that surely fit whole (without asking at each cluster
    /// whether the line overflows) and breaks every line where it breaks cluster by cluster:
    /// boxes a hair either side of each word's end, and half a pixel and more inside it, where
    /// a looser bound would take a word that overflows; a line ended before a word that surely
    /// overflows without walking it ends where walking it does. Lines for a cut (``SkParagraphLineBreaker/lines(intrinsicWidth:)``
    /// without the text after them walked) are the same lines.
    @Test func wordsTakenWholeBreakAsClusterByCluster() throws {
        let font = try ShapingFont(face: FontFace(path: Self.roboto, library: FreeTypeLibrary()))
        let preparer = try TextPreparer(lineBreaks: .skParagraph)
        var (compared, taken, endedAfterWords) = (0, 0, 0)
        for text in Self.breakerTexts {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let clusters = SkParagraphText(prepared)
            for size in [11.0, 17.0, 17.3, 28.0, 53.0] {
                let widths = SkiaWidths(clusters, size: size, letterSpacing: 0)
                // Each word's end: the clusters' widths summed as the breaker sums a line's words.
                var (words, word, ends): (Float, Float, [Double]) = (0, 0, [])
                for index in 0..<widths.count {
                    word += widths.cluster[index]
                    if clusters.flags.isSoftBreak(index) { (words, word) = (words + word, 0) }
                    ends.append(Double(words + word))
                }
                for end in ends where end > 1 {
                    for delta in [-0.75, -0.5, -0.3, -0.26, -0.25, -0.1, -0.004, 0, 0.004, 0.1, 0.3] {
                        for maxLines in [nil, 2] as [Int?] {
                            let layout = SkParagraphLayout(
                                fontSize: size, maxWidth: end + delta, maxLines: maxLines, letterSpacing: 0,
                                style: FlutterTextStyle(), font: font)
                            let whole = SkParagraphLineBreaker(layout: layout, widths: widths)
                            var each = whole
                            each.takesWordsWhole = false
                            let (wholeLines, wholeWidth, wholeHides) = whole.lines()
                            let (eachLines, eachWidth, eachHides) = each.lines()
                            #expect(wholeLines == eachLines, "\(text) at \(size) px in \(end + delta) px")
                            #expect(wholeWidth == eachWidth && wholeHides == eachHides)
                            // A cut text's lines, the text after them not walked, are the same.
                            let (cutLines, _, cutHides) = whole.lines(intrinsicWidth: false)
                            #expect(cutLines == wholeLines && cutHides == wholeHides)
                            var found = SkParagraphLineBreaker.Found(
                                words: .init(start: 0, end: 0), clusters: .init(start: 0, end: 0))
                            if whole.takeWordsThatFit(from: 0, maxWidth: Float(end + delta), into: &found) > 0 {
                                taken += 1
                            }
                            compared += 1
                            // A first line ended before a word that surely overflows, its
                            // clusters not walked: the words cluster by cluster find.
                            let fast = whole.lookAhead(from: 0, maxWidth: Float(end + delta), keepsClusters: false)
                            if fast.endsAfterWords {
                                let slow = each.lookAhead(from: 0, maxWidth: Float(end + delta), keepsClusters: false)
                                #expect(
                                    !slow.words.isEmpty && slow.words.end == fast.words.end
                                        && slow.words.width == fast.words.width && !slow.tooLongWord
                                        && !slow.hardLineBreak, "\(text) at \(size) px in \(end + delta) px")
                                endedAfterWords += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(compared > 5000 && taken > compared / 2, "\(taken) of \(compared)")
        #expect(endedAfterWords > compared / 10, "\(endedAfterWords) of \(compared)")
    }
}
