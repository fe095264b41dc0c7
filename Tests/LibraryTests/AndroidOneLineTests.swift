import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// StaticLayout's summary of a text that stays one line, summed without Minikin's breaker
/// (``TextLayout/staticLayoutOneLine(_:_:)``), against the breaker's own
/// (``TextLayout/brokenStaticLayout(_:_:)``): at every size and at boxes a hair either side of
/// the text's width, the sum must give the breaker's summary whenever it answers, and answer
/// whenever a text it may sum fits a box wider than 0 (a box of 0 sets no line penalty, which
/// the breaker needs to keep a fitting paragraph whole).
@Suite struct AndroidOneLineTests {
    /// Texts the one-line sum takes (one glyph a grapheme, no newline) and texts it must leave to
    /// the breaker (a newline, a grapheme of several glyphs).
    static let texts = [
        "Settings", "Turn on notifications  ", "  Leading spaces", "AVATAR Wörter ffi Tỷ", "a", " ", "   ",
        "Wrapped words in a longer label that takes two lines or more at the larger sizes",
        "https://example.com/settings/notifications?tab=all", "Zeilen-\nUmbruch", "Ende\n", "e\u{301}\u{323} x",
    ]

    @Test func oneLineSumsAreTheBreakersSummary() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.bundled("Inter/Inter-Regular.otf"), library: FreeTypeLibrary()))
        let settings = StaticLayoutSettings()
        let preparer = try TextPreparer(language: "en", lineBreaks: .minikin(settings.lineBreakConfig))
        var (summed, declined, left) = (0, 0, 0)
        for text in Self.texts {
            let prepared = try preparer.prepare(text, font: font, keepGlyphs: true)
            let eligible =
                !prepared.endsWithNewline && prepared.paragraphBreaks == 0
                && prepared.placement?.oneGlyphEach != nil
            for size in [1.0, 11, 14, 17.5, 22, 34, 53.3, 120] {
                let unwrapped = layout(size: size, maxWidth: nil, font: font, settings)
                let android = try #require(unwrapped.staticLayout)
                let full = unwrapped.brokenStaticLayout(prepared, android).summary.width
                var boxes: [Double?] = [nil, 0, 1]
                for delta in [-1, -1.0 / 256, -1.0 / 1024, 0, 1.0 / 1024, 1.0 / 256, 1] { boxes.append(full + delta) }
                for box in boxes {
                    let layout = layout(size: size, maxWidth: box, font: font, settings)
                    let broken = layout.brokenStaticLayout(prepared, android).summary
                    let context = "\(text.debugDescription) at \(size) px in \(box.map { "\($0)" } ?? "no box")"
                    if let sum = layout.staticLayoutOneLine(prepared, android) {
                        #expect(sum == broken, "\(context)")
                        summed += 1
                    } else if eligible && broken.lineCount == 1 && box.map({ $0 > 0 && full <= $0 }) ?? true {
                        Issue.record("\(context): fits one line, not summed")
                    } else if broken.lineCount == 1 {
                        left += 1
                    } else {
                        declined += 1
                    }
                }
            }
        }
        #expect(summed > 100 && declined > 50 && left > 10, "summed \(summed), declined \(declined), left \(left)")
    }

    /// Letter spacing, and the strategies that score a fitting paragraph's breaks, are the
    /// breaker's alone.
    @Test func spacingAndOtherStrategiesAreLeftToTheBreaker() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.bundled("Inter/Inter-Regular.otf"), library: FreeTypeLibrary()))
        var settings = StaticLayoutSettings()
        let prepared = try TextPreparer(language: "en", lineBreaks: .minikin(settings.lineBreakConfig))
            .prepare("Settings", font: font, keepGlyphs: true)
        #expect(
            layout(size: 17, maxWidth: 300, font: font, settings).staticLayoutOneLine(
                prepared, try #require(layout(size: 17, maxWidth: 300, font: font, settings).staticLayout)) != nil)
        var spaced = layout(size: 17, maxWidth: 300, font: font, settings)
        spaced.spans[0].letterSpacing = 0.5
        #expect(spaced.staticLayoutOneLine(prepared, try #require(spaced.staticLayout)) == nil)
        for strategy in [AndroidBreakStrategy.simple, .balanced] {
            settings.breakStrategy = strategy
            let other = layout(size: 17, maxWidth: 300, font: font, settings)
            #expect(other.staticLayoutOneLine(prepared, try #require(other.staticLayout)) == nil)
        }
    }

    private func layout(size: Double, maxWidth: Double?, font: ShapingFont, _ settings: StaticLayoutSettings)
        -> TextLayout
    {
        let metrics = font.face.metrics
        var layout = TextLayout(
            pointSize: size, lineHeight: metrics.lineHeight(.android, pointSize: size), maxWidth: maxWidth, maxLines: 3,
            fontLine: TextLayout.FontLine(metrics, model: .android, pointSize: size))
        layout.staticLayout = StaticLayoutText(settings, font: metrics)
        return layout
    }
}
