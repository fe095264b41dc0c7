import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCheck

/// Android's layout (StaticLayout over Minikin) on hand-made cases whose numbers Minikin itself
/// gave (`make android-engine`, `static_layout`): its optimal breaker against its greedy one, its
/// whole-pixel line heights, no break after a hyphen, and the guide keys that set a TextView.
@Suite struct AndroidLayoutTests {
    static let pangram =
        "The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly and a large fawn jumped quickly over white zinc boxes."

    /// Inter 16 px in 200 px: a TextView (`highQuality`) ends line 4 at "wizards jump quickly "
    /// (157.332 px) and starts line 5 with "and"; `simple` fills line 4 with "…quickly and".
    /// Lines are 22, 19 × 5 and 21 px (the font's top above the first, bottom below the last).
    @Test func optimalBreakingEvensTheLinesAsMinikinDoes() throws {
        let optimal = try measure(Self.pangram, font: "Inter/Inter-Regular.otf", size: 16, width: 200, .highQuality)
        #expect(optimal.lines.map(\.start) == [0, 20, 44, 66, 87, 111, 135])
        #expect(abs(optimal.lines[3].width - 157.332031) < 1.0 / 256)
        #expect(optimal.lines.map(\.height) == [22, 19, 19, 19, 19, 19, 21])
        #expect(optimal.height == 138)
        let greedy = try measure(Self.pangram, font: "Inter/Inter-Regular.otf", size: 16, width: 200, .simple)
        #expect(greedy.lines.map(\.start) == [0, 20, 44, 66, 91, 111, 135])
        #expect(abs(greedy.lines.last!.width - 49.464844) < 1.0 / 256)  // Minikin's 1/256 px, not 49.4688
    }

    /// Minikin never breaks after a hyphen while hyphenation is off: "well-known" is one word,
    /// broken between clusters when too wide (Minikin: lines at 0, 3, 11), where iOS breaks
    /// after the hyphen.
    @Test func aHyphenIsNoBreak() throws {
        var settings = StaticLayoutSettings()
        settings.includeFontPadding = false
        let android = try measure("ab well-known", font: "Roboto/Roboto-Regular.ttf", size: 17, width: 70, settings)
        #expect(android.lines.map(\.text) == ["ab", "well-kno", "wn"])
        let request = MeasureRequest(
            font: FontSpecifier(source: .file(path: Fixtures.bundled("Roboto/Roboto-Regular.ttf"), faceIndex: 0)),
            size: .points(17), maxWidth: 70, text: .plain("ab well-known"))
        #expect(try request.run().measurement.lines.map(\.text) == ["ab well-", "known"])
    }

    /// A word that starts inside a URL and is too wide for the line breaks where a fresh word
    /// breaker finds breaks in it, and nowhere after the last (`populateDesperatePoints`):
    /// Roboto 53 px in 80 px, `balanced` — Minikin's lines start at these characters, keeping
    /// "/settings" and "/notifications" whole where breaks between clusters would split them.
    @Test func aURLWordBreaksAtItsFallbackBreaksOnly() throws {
        let text = "Visit https://example.com/settings/notifications?tab=all for more"
        let found = MinikinWordBreaks.breaks(text, unicode: try TextBoundaries.lineBreaks(in: text))
        #expect(found.fallbacks[25] == [26] && found.fallbacks[34] == [35])
        let lines = try measure(text, font: "Roboto/Roboto-Regular.ttf", size: 53, width: 80, .balanced).lines
        #expect(lines.map(\.start) == [0, 2, 6, 9, 12, 14, 16, 18, 21, 23, 25, 34, 48, 49, 52, 53, 57, 61, 62])
    }

    /// Minikin's word breaker asks at every break whether the next character is an emoji
    /// modifier: the five skin tones, as Swift's Unicode tables say for every scalar.
    @Test func emojiModifiersAreTheFiveSkinTones() {
        var differ: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if MinikinWordBreaks.isEmojiModifier(scalar) != scalar.properties.isEmojiModifier { differ.append(value) }
        }
        #expect(differ.isEmpty)
        #expect(MinikinWordBreaks.isEmojiModifier("\u{1F3FB}") && MinikinWordBreaks.isEmojiModifier("\u{1F3FF}"))
    }

    /// A character no font covers takes the font of its decomposition's first character
    /// (`getFamilyForChar`, one step at a time): a Hangul syllable the font with its leading jamo.
    @Test func anUncoveredCharacterFollowsItsDecomposition() {
        #expect(TextBoundaries.rawDecompositionFirst(of: "설") == "서")
        #expect(TextBoundaries.rawDecompositionFirst(of: "서") == "\u{1109}")
        #expect(TextBoundaries.rawDecompositionFirst(of: "é") == "e")
        #expect(TextBoundaries.rawDecompositionFirst(of: "\u{1E69}") == "\u{1E63}")  // one step: ṩ → ṣ
        #expect(TextBoundaries.rawDecompositionFirst(of: "a") == nil)
    }

    /// A TextView's `android:lineHeight` is line spacing: `lineHeight − fontHeight` added to
    /// every line but the last (Roboto 16 px: fontHeight 15 + 4 + 0 = 19, so 5 px; Minikin's lines
    /// 26, 24, 24, 20 px — the first padded to the font's top, the last without the extra).
    /// Compose's `lineHeight` is not a TextView's: its lines stay the font's.
    @Test func aTextViewsLineHeightIsItsLineSpacing() throws {
        let text = "Hohe Benachrichtigungspriorität Hohe Benachrichtigungspriorität"
        var settings = StaticLayoutSettings()
        settings.lineHeight = 24
        let textView = try measure(text, font: "Roboto/Roboto-Regular.ttf", size: 16, width: 140, settings)
        #expect(textView.lines.map(\.height) == [26, 24, 24, 20])
        #expect(textView.height == 94)
        var compose = StaticLayoutSettings(layout: .compose)
        compose.lineHeight = 24
        let composed = try measure(text, font: "Roboto/Roboto-Regular.ttf", size: 16, width: 140, compose)
        #expect(composed.lines.allSatisfy { $0.height == 24 })
    }

    /// Compose's `LineHeightStyleSpan` by hand, Roboto 16 px (ascent −15, descent 4, 19 px) in
    /// three lines: at 24 px, Material 3's style (center, no trim) puts 2 of the 5 px below the
    /// baseline and 3 above on every line — 24 × 3; at 14 px the first line's top and the last's
    /// bottom keep the font's when trimmed (17 + 14 + 16), and untrimmed the layout pads back what
    /// the ends lost (top 3, bottom max(3, 2)): 14 × 3 + 3 + 3; `minimum` never goes below the
    /// font's 19, and `tight` trimming shrinks the ends too.
    @Test(arguments: [
        (24.0, ComposeLineHeightStyle(), [24.0, 24, 24]),
        (14.0, ComposeLineHeightStyle(trim: .both), [17.0, 14, 16]),
        (14.0, ComposeLineHeightStyle(), [17.0, 14, 17]),
        (14.0, ComposeLineHeightStyle(mode: .minimum), [19.0, 19, 19]),
        (14.0, ComposeLineHeightStyle(trim: .both, mode: .tight), [14.0, 14, 14]),
    ])
    func composeLineHeightsAreTheSpans(lineHeight: Double, style: ComposeLineHeightStyle, expected: [Double]) throws {
        var settings = StaticLayoutSettings(layout: .compose)
        settings.lineHeight = lineHeight
        settings.composeLineHeightStyle = style
        let measured = try measure(
            "Hohe Benachrichtigungspriorität", font: "Roboto/Roboto-Regular.ttf", size: 16, width: 140, settings)
        #expect(measured.lines.map(\.height) == expected)
    }

    /// `android:` on the guide sets every style's TextView; a style's own keys apply over it; a
    /// bad value names its line and field.
    @Test func guideKeysSetTheTextView() throws {
        let text = """
            fonts: [Fonts]
            platforms: [android]
            android: {scales: [1, 2], breakStrategy: simple, includeFontPadding: false}
            styles:
              - {name: A, family: Inter, size: 16}
              - {name: B, family: Inter, size: 16, android: {lineSpacingMultiplier: 1.2, lineSpacingExtra: 2}}
            """
        let guide = try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        #expect(guide.androidScales == [1, 2])
        #expect(guide.styles[0].android?.breakStrategy == .simple)
        #expect(guide.styles[0].android?.includeFontPadding == false)
        #expect(guide.styles[1].android?.breakStrategy == .simple)
        #expect(guide.styles[1].android?.lineSpacingMultiplier == 1.2)
        #expect(guide.styles[1].android?.lineSpacingExtra == 2)
        let bad = text.replacingOccurrences(of: "breakStrategy: simple", with: "breakStrategy: greedy")
        #expect(throws: InputError.self) { try StyleGuideParser.parse(bad, file: "g.yml", baseFolder: "/app") }
        do {
            _ = try StyleGuideParser.parse(bad, file: "g.yml", baseFolder: "/app")
        } catch {
            #expect(error.description.hasPrefix("g.yml:3:") && error.description.contains("breakStrategy"))
        }
    }

    /// ``MinikinWidths`` sums a grapheme's glyph advances (whole 1/256 px each) as integers: at
    /// every size, from 1 px to sizes where a grapheme is wider than 2^16 px (the `Float` sum takes
    /// over), each width must be the one Minikin's float additions give, glyph after glyph.
    @Test func graphemeWidthsAreMinikinsFloatSums() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.bundled("Inter/Inter-Regular.otf"), library: FreeTypeLibrary()))
        // Kerned pairs, a ligature-prone "ffi", combining marks, and graphemes Inter draws with
        // several advancing glyphs (.notdef for the Devanagari conjunct and the enclosing mark):
        // where float sums could round apart from the integers'.
        let prepared = try TextPreparer().prepare(
            "AVATAR ffi Wörter e\u{301}\u{323} Tỷ \u{915}\u{94D}\u{937} a\u{489}", font: font, keepGlyphs: true)
        let placement = try #require(prepared.placement)
        let severalAdvancing = (0..<prepared.graphemeCount).filter { index in
            placement.glyphs(of: index).filter { $0.advance != 0 }.count > 1
        }
        #expect(!severalAdvancing.isEmpty, "no grapheme has several advancing glyphs")
        var sizes = (1...400).map { Double($0) * 0.37 }
        sizes += [12_345.5, 40_000, 70_000, 123_456.75]
        var beyond = 0
        for size in sizes {
            let widths = MinikinWidths(prepared, size: size, letterSpacing: 0, unitsPerEm: font.unitsPerEm)
            var scaler = MinikinWidths.Scaler(size: size)
            for index in 0..<prepared.graphemeCount {
                var floatSum: Float = 0
                for glyph in placement.glyphs(of: index) { floatSum += scaler.advance(glyph) }
                #expect(widths.grapheme[index] == floatSum, "grapheme \(index) at \(size) px")
                if floatSum >= 65_536, severalAdvancing.contains(index) { beyond += 1 }
            }
        }
        #expect(beyond > 0, "no grapheme reached the float sum's range")
    }

    private func measure(
        _ text: String, font: String, size: Double, width: Double, _ strategy: AndroidBreakStrategy
    ) throws -> MeasuredText {
        var settings = StaticLayoutSettings()
        settings.breakStrategy = strategy
        return try measure(text, font: font, size: size, width: width, settings)
    }

    private func measure(
        _ text: String, font: String, size: Double, width: Double, _ settings: StaticLayoutSettings
    ) throws -> MeasuredText {
        var request = MeasureRequest(
            font: FontSpecifier(source: .file(path: Fixtures.bundled(font), faceIndex: 0)), size: .points(size),
            maxWidth: width, model: .android, text: .plain(text))
        request.android = settings
        return try request.run().measurement
    }
}
