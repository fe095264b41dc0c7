import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// What an independent set of cases found SkParagraph doing otherwise (issue 43). Every expected
/// value was read off Flutter's CanvasKit (flet-web 1.0.5) for the same text and font;
/// FlutterConformanceTests re-measures each class against the engine as it runs.
extension SkParagraphLayoutTests {
    @Test func aLastLineEndingAtANewlineIsCutThereWithoutAnEllipsis() throws {
        let text = "Geben Sie einen oder mehrere Druckbereiche ein,\nz.B. 5-11,19"
        let measured = try measure(text, size: 13, width: 160, maxLines: 2)
        #expect(measured.lines.map(\.text) == ["Geben Sie einen oder", "mehrere Druckbereiche ein,"])
        #expect(measured.width == 156.939453125)
        // The third line is hidden: a truncation, at the newline, with no "…" drawn.
        #expect(measured.truncation?.index == 47)
        #expect(measured.truncation?.visibleText == "Geben Sie einen oder\nmehrere Druckbereiche ein,")
        // A final newline hides nothing.
        #expect(try measure("Short line\n", size: 13, width: 160, maxLines: 1).truncation == nil)
    }

    @Test func anEllipsisWithoutMaxLinesShowsOneLine() throws {
        var style = FlutterTextStyle(ellipsis: "...")
        style.overflowEllipsis = true
        let measured = try measure("Änderungen speichern und schließen", size: 17, width: 160, style: style)
        #expect(measured.lines.map(\.text) == ["Änderungen speich..."])
        #expect(measured.width == 158.943359375)
        #expect(measured.truncation?.index == 17)
        // Without asking for the ellipsis the same text wraps to three lines.
        #expect(try measure("Änderungen speichern und schließen", size: 17, width: 160).lines.count == 3)
    }

    /// Opportunities (UTF-16 offsets, as CanvasKit's ICU 77 finds them) after the rules Unicode
    /// 15.1 and 16 changed, over the machine's ICU.
    func updatedBreaks(_ text: String, screened: Bool = true) throws -> [Int] {
        let utf8 = Array(text.utf8)
        let found = UnicodeLineBreakUpdate.apply(
            text, unicode: try TextBoundaries.lineBreaks(in: text, locale: "@lb=normal"),
            isBoundary: { $0 < utf8.count && (utf8[$0] & 0xC0) != 0x80 }, screened: screened)
        return found.filter { !$0.mandatory }.map { String(decoding: utf8[..<$0.offset], as: UTF8.self).utf16.count }
    }

    @Test func unicode16KeepsQuotesWithTheirWordsAndBreaksHebrewAtAMaqaf() throws {
        // LB15a and LB15b: no break after "« " nor before " »"; only after the closing quote.
        #expect(try updatedBreaks("dit « oui » puis") == [4, 12, 16])
        // LB21a: after a maqaf (and a hyphen) between Hebrew letters.
        #expect(try updatedBreaks("דאי־פא־קאי") == [4, 7, 10])
        // LB20a: not after a hyphen that begins a word; LB15c: before " .5".
        #expect(try updatedBreaks("use -verbose") == [4, 12])
        #expect(try updatedBreaks("x .5") == [2, 4])
    }

    /// A text the rules are not applied to (no quote, hyphen, Hebrew or " .5" where one could
    /// change a break) breaks as it would with them applied: quotes inside and around words,
    /// hyphens after letters, spaces and other scripts, the text's start and end.
    @Test func textsTheRulesSkipBreakAsWithThem() throws {
        let texts = [
            "l’application", "it’s “done” now", "“Hi” there", "a“b”c", "(“x”)", "foo-bar", "-x", "a -x", "é-x",
            "5’", "’ ", "x”.", "«x»", "x«y»z", "Hello, “World”!", "don’t-stop", "‘quoted’ word", "x ’y", "a”", "“",
            "über-Änderung", "Tab\t-x", "line\n-x", "1.5 .5 x.5", "x‹y› ‹ z ›", "שלום-עולם", "a‐b ‐c",
            "dit « oui » puis", "use -verbose", "x .5", "דאי־פא־קאי",
        ]
        var changed = 0
        for text in texts {
            let full = try updatedBreaks(text, screened: false)
            #expect(try updatedBreaks(text) == full, "\(text)")
            let utf8 = Array(text.utf8)
            let icu = try TextBoundaries.lineBreaks(in: text, locale: "@lb=normal").filter { !$0.mandatory }.map {
                String(decoding: utf8[..<$0.offset], as: UTF8.self).utf16.count
            }
            if full != icu { changed += 1 }
        }
        // The rules change some of them: the list reaches them.
        #expect(changed >= 4, "\(changed)")
    }
}
