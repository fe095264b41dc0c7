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
                        let broken = layout.brokenSummary(widths)
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
