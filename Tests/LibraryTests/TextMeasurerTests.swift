import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Real fonts and real languages: line counts and fallback fonts. Widths in the comments come
/// from Tests/Fixtures/shaping-cases.txt (hb-shape, font units).
@Suite struct TextMeasurerTests {
    static func measurer(_ path: String, language: String? = nil, fallback: FallbackFonts? = nil) throws -> TextMeasurer
    {
        try TextMeasurer(
            font: ShapingFont(face: FontFace(path: path, library: FreeTypeLibrary())), fallback: fallback,
            language: language)
    }

    /// font, language, text, size, width → lines
    @Test(arguments: [
        // Inter SemiBold "Änderungen speichern": 31155 / 2816 em → 188.07 pt at 17 pt.
        ("Fonts/Inter/Inter-SemiBold.otf", "de", "Änderungen speichern", 17.0, 200.0, ["Änderungen speichern"]),
        ("Fonts/Inter/Inter-SemiBold.otf", "de", "Änderungen speichern", 17.0, 150.0, ["Änderungen", "speichern"]),
        // At AX5 (53 pt) "Änderungen" is 317.94 pt: it fits 320 pt, and is broken inside at 300 pt.
        ("Fonts/Inter/Inter-SemiBold.otf", "de", "Änderungen speichern", 53.0, 320.0, ["Änderungen", "speichern"]),
        ("Fonts/Inter/Inter-SemiBold.otf", "de", "Änderungen speichern", 53.0, 300.0, ["Änderunge", "n", "speichern"]),
        // A hyphen is a break opportunity (UAX #14): "E-Mail-Adresse" is 124.24 pt, "E-Mail-" 58.58 pt.
        (
            "Fonts/Inter/Inter-Regular.otf", "de", "E-Mail-Adresse bestätigen", 17.0, 130.0,
            ["E-Mail-Adresse", "bestätigen"]
        ),
        (
            "Fonts/Inter/Inter-Regular.otf", "de", "E-Mail-Adresse bestätigen", 17.0, 120.0,
            ["E-Mail-", "Adresse", "bestätigen"]
        ),
        // "Save changes," is 108.15 pt in Roboto at 17 pt.
        ("Fonts/Roboto/Roboto-Regular.ttf", "en", "Save changes, AVAST", 17.0, 110.0, ["Save changes,", "AVAST"]),
        ("Fonts/Roboto/Roboto-Regular.ttf", "en", "Save changes, AVAST", 17.0, 100.0, ["Save", "changes,", "AVAST"]),
        ("Fonts/Roboto/Roboto-Regular.ttf", "en", "Save changes, AVAST", 17.0, 400.0, ["Save changes, AVAST"]),
        // Thai has no spaces: ICU's dictionary finds สวัสดี | ครับ (3958 / 1000 em → 67.3 pt at 17 pt).
        (DebianFont.notoSansThai.installedPath, "th", "สวัสดีครับ", 17.0, 50.0, ["สวัสดี", "ครับ"]),
        (DebianFont.notoSansThai.installedPath, "th", "สวัสดีครับ", 17.0, 70.0, ["สวัสดีครับ"]),
        // Mastodon's Thai alt-text prompt: a paragraph, a newline, a question. It used to wrap into
        // 8 lines, one per word, as if every dictionary break before the newline were mandatory.
        (
            DebianFont.notoSansThai.installedPath, "th", "ภาพของคุณไม่มีข้อความแสดงแทน\nโพสต์ต่อไป?", 13.0, 270.0,
            ["ภาพของคุณไม่มีข้อความแสดงแทน", "โพสต์ต่อไป?"]
        ),
    ])
    func wrapsRealText(font: String, language: String, text: String, size: Double, width: Double, lines: [String])
        throws
    {
        let path = font.hasPrefix("/") ? font : Fixtures.root.appendingPathComponent(font).path
        let m = try Self.measurer(path, language: language).measure(text, pointSize: size, maxWidth: width)
        #expect(m.lines.map(\.text) == lines)
        #expect(m.lines.allSatisfy { $0.width <= width })
    }

    @Test func germanAdvanceMatchesHarfBuzz() throws {
        let m = try Self.measurer(Fixtures.bundled("Inter/Inter-SemiBold.otf")).measure(
            "Änderungen speichern", pointSize: 17)
        #expect(abs(m.advance - 31155.0 * 17 / 2816) < 0.005)
    }

    @Test func arabicInsideLatinUsesAFallbackFont() throws {
        let folder = try Fixtures.folder(linking: [DebianFont.notoSansArabic.installedPath])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FreeTypeLibrary()
        let fallback = try FallbackFonts(folders: [folder.path], near: FontQuery(family: "Inter"), library: library)
        let m = try Self.measurer(Fixtures.bundled("Inter/Inter-Regular.otf"), fallback: fallback).measure(
            "Hi مرحبا", pointSize: 20)
        #expect(m.missing.map(\.codePointLabel) == ["U+0645", "U+0631", "U+062D", "U+0628", "U+0627"])
        #expect(m.fallbacks.map(\.family) == ["Noto Sans Arabic"])
        #expect(m.fallbacks.first?.codePoints.count == 5)
        // The width is Inter's "Hi " plus Noto Sans Arabic's "مرحبا", each shaped in its own font.
        let inter = try Self.measurer(Fixtures.bundled("Inter/Inter-Regular.otf")).measure("Hi ", pointSize: 20).advance
        let arabic = try Self.measurer(DebianFont.notoSansArabic.installedPath).measure("مرحبا", pointSize: 20).advance
        #expect(abs(m.advance - (inter + arabic)) < 1e-9)
        #expect(arabic > 20)
    }

    @Test func withoutAFallbackTheMissingGlyphsStillCount() throws {
        let m = try Self.measurer(Fixtures.bundled("Inter/Inter-Regular.otf")).measure("Hi 中文", pointSize: 20)
        #expect(m.missing.map(\.codePointLabel) == ["U+4E2D", "U+6587"])
        #expect(m.fallbacks.isEmpty)
        #expect(m.advance > 0)
    }

    /// VS16 asks for emoji presentation: "❤️" is drawn by the colour emoji font with its advance
    /// (hb-shape: 2550 units at upem 2048), though Inter has a text heart (2880 at upem 2816) and
    /// DejaVu Sans and Noto Sans Symbols2 have U+2764 too; "❤" alone stays Inter's. In fontconfig's
    /// order and in iOS's and Android's.
    @Test(arguments: [FallbackPlatform.generic, .ios, .android])
    func variationSelector16PicksTheEmojiFont(platform: FallbackPlatform) throws {
        let folder = try Fixtures.folder(linking: [
            DebianFont.notoColorEmoji.installedPath, DebianFont.notoSansSymbols2.installedPath,
            DebianFont.dejaVuSans.installedPath,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fallback = try FallbackFonts(
            folders: [folder.path], near: FontQuery(family: "Inter"), library: FreeTypeLibrary(), platform: platform
        )
        let measurer = try Self.measurer(Fixtures.bundled("Inter/Inter-Regular.otf"), fallback: fallback)
        let emoji = try measurer.measure("\u{2764}\u{FE0F}", pointSize: 20)
        #expect(emoji.fallbacks.map(\.family) == ["Noto Color Emoji"])
        #expect(abs(emoji.advance - 2550.0 / 2048 * 20) < 1e-9)
        let text = try measurer.measure("\u{2764}", pointSize: 20)
        #expect(text.fallbacks.isEmpty)
        #expect(abs(text.advance - 2880.0 / 2816 * 20) < 1e-9)
        // A default-emoji character the font lacks goes to the colour font, not to the symbols
        // font fontconfig sorts first: "⭐" is 2550 units too.
        let star = try measurer.measure("\u{2B50}", pointSize: 20)
        #expect(star.fallbacks.map(\.family) == ["Noto Color Emoji"])
        #expect(abs(star.advance - 2550.0 / 2048 * 20) < 1e-9)
    }

    @Test func emojiFallback() throws {
        let folder = try Fixtures.folder(linking: [DebianFont.notoColorEmoji.installedPath])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fallback = try FallbackFonts(
            folders: [folder.path], near: FontQuery(family: "Inter"), library: FreeTypeLibrary())
        let m = try Self.measurer(Fixtures.bundled("Inter/Inter-Regular.otf"), fallback: fallback).measure(
            "👍🏽", pointSize: 20)
        #expect(m.fallbacks.map(\.family) == ["Noto Color Emoji"])
        #expect(abs(m.advance - 2550.0 / 2048 * 20) < 1e-9)  // hb-shape: 2550 units at upem 2048
    }
}
