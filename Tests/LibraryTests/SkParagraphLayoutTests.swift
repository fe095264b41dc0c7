import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// SkParagraph's layout (Flutter) on hand-picked cases. Every expected number was read off
/// Flutter's own CanvasKit (flet-web 1.0.5, Scripts/flutter_paragraph.mjs) for the same font
/// file; FlutterConformanceTests compares 552 more with the engine as it runs.
@Suite struct SkParagraphLayoutTests {
    static var roboto: String { Fixtures.root.appendingPathComponent("Fonts/Roboto/Roboto-Regular.ttf").path }

    func measure(
        _ text: String, font: String = roboto, size: Double, width: Double? = nil, maxLines: Int? = nil,
        letterSpacing: Double = 0, style: FlutterTextStyle = FlutterTextStyle()
    ) throws -> MeasuredText {
        try MeasureRequest(
            font: FontSpecifier(source: .file(path: font, faceIndex: 0)), size: .points(size), maxWidth: width,
            maxLines: maxLines, letterSpacing: letterSpacing, text: .plain(text), flutter: style
        ).run().measurement
    }

    @Test func advancesAreFreeTypesAtTheSizeTruncatedTo64ths() throws {
        // Roboto's "i" is 498 of 2048 units: at 17.3 px Skia sets 17.296875 px (1107/64).
        #expect(try measure("i", size: 17.3).advance == 4.2059783935546875)
        #expect(try measure("i", size: 17).advance == 4.1337890625)
        #expect(try measure("i", size: 53.123).advance == 12.914291381835938)
    }

    @Test func wordsWrapAndEachLineIsRoundedToAPixel() throws {
        let measured = try measure("Hello world, this is a test", size: 17, width: 100)
        #expect(measured.lines.map(\.start) == [0, 13])
        #expect(measured.lines.map(\.text) == ["Hello world,", "this is a test"])
        #expect(abs(measured.advance - 184.38525390625) < 1e-4)
        #expect(abs(measured.width - 91.54931640625) < 1e-4)
        // 15.771 + 4.150 = 19.92 → 20 per line.
        #expect(measured.height == 40)
    }

    @Test func theEllipsisLineKeepsItsWordsAndLosesClustersUntilItFits() throws {
        let one = try measure("Hello world, this is a test", size: 17, width: 100, maxLines: 1)
        #expect(one.lines.map(\.text) == ["Hello world,…"])
        #expect(abs(one.width - 99.9912109375) < 1e-4)
        #expect(one.truncation?.index == 12)
        // The last line takes as much of the next word as fits ("en speic…"), not only words.
        let two = try measure("Änderungen speichern und schließen", size: 17, width: 80, maxLines: 2)
        #expect(two.lines.map(\.start) == [0, 8])
        #expect(two.lines.last?.text == "en speic…")
        #expect(abs(two.width - 74.3583984375) < 1e-4)
        #expect(two.truncation?.index == 16)
    }

    @Test func heightWithEvenLeadingTabsAndAFinalNewline() throws {
        var style = FlutterTextStyle(height: 1.43, leadingDistribution: .even)
        let measured = try measure("Hello\tworld\n", size: 17.3, width: 100, style: style)
        #expect(abs(measured.advance - 86.76310729980469) < 1e-4)
        // round(1.43 × 17.3 = 24.74) = 25, twice: the final newline's empty line too.
        #expect(measured.lines.count == 2)
        #expect(measured.height == 50)
        style.heightBehavior = .neither
        // Without the height above the first line and below the last: the font's own 16.05 + 4.22.
        #expect(try measure("Hello", size: 17.3, style: style).height == 20)
    }

    /// Flutter's engine hands SkParagraph a space for each tab, one for one (a text without a
    /// tab, found from its bytes, is handed over as it is).
    @Test func tabsBecomeSpacesOneForOne() {
        #expect(FlutterTextStyle.replacingTabs("a\tb\t\tc") == "a b  c")
        #expect(
            FlutterTextStyle.replacingTabs("e\u{301}\t\u{1F469}\u{200D}\u{1F4BB}")
                == "e\u{301} \u{1F469}\u{200D}\u{1F4BB}")
        #expect(FlutterTextStyle.replacingTabs("Save\u{A0}all\r\n") == "Save\u{A0}all\r\n")
        #expect(FlutterTextStyle.replacingTabs("") == "")
    }

    @Test func lettersOfJoiningScriptsAreNotSpacedApart() throws {
        let arabic = try DebianFont.notoSansArabic.path
        let plain = try measure("حفظ", font: arabic, size: 20).advance
        #expect(try measure("حفظ", font: arabic, size: 20, letterSpacing: 1).advance == plain)
        let hebrew = try DebianFont.notoSansHebrew.path
        let unspaced = try measure("שמור", font: hebrew, size: 20).advance
        // A pixel after each of its four glyphs.
        #expect(abs(try measure("שמור", font: hebrew, size: 20, letterSpacing: 1).advance - unspaced - 4) < 1e-4)
    }

    @Test func aBitmapFontsAdvanceIsItsStrikesIn64ths() throws {
        // Noto Color Emoji: 136 px at 109 ppem, scaled by FreeType in 26.6: 1357/64 at 17 px.
        let emoji = try DebianFont.notoColorEmoji.path
        #expect(try measure("👍", font: emoji, size: 17).advance == 21.203125)
        #expect(try measure("👍", font: emoji, size: 22.75).advance == 28.390625)
    }

    /// The white space SkParagraph's clusters know without Unicode's tables is ICU's
    /// `u_isWhitespace`: Swift's White_Space but the no-break spaces, plus U+001C–U+001F,
    /// for every scalar.
    @Test func whiteSpaceWithoutTablesIsUnicodes() {
        var (spaces, scalars, differing) = (0, 0, [String]())
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected =
                (scalar.properties.isWhitespace && !SkParagraphClusters.isNoBreakSpace(scalar))
                || (0x1C...0x1F).contains(value)
            if SkParagraphClusters.isWhitespace(scalar) != expected { differing.append(String(value, radix: 16)) }
            if expected { spaces += 1 }
            scalars += 1
        }
        #expect(differing.isEmpty, "U+\(differing)")
        #expect(spaces == 26 && scalars > 1_100_000, "\(spaces) of \(scalars)")
    }
}
