import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCheck
import TypeFitSupport

/// `platforms: [web]`: sizes in CSS px at the reader's text sizes, Blink's layout, and a font
/// size in px (which ignores the text size) a warning above 100 %.
extension CheckerTests {
    static let webGuide = """
        fonts: [\(Fixtures.testFontsFolder)]
        platforms: [web]
        web: {textSizes: [100, 150%, 200]}
        styles:
          - {name: Body, family: TypeFit TypoOn, size: 16, webSize: 1rem, limits: {maxWidth: 120, maxLines: 2}, strings: {samples: ["Save changes"]}}
          - {name: Tag, family: TypeFit TypoOn, size: 12, webSize: 12px, strings: {samples: ["Saved"]}}
          - {name: Default, family: TypeFit TypoOn, size: 12, strings: {samples: ["ab, cd"]}}
        """

    @Test func webSizesFollowTheTextSizeInRemButNotInPx() async throws {
        let guide = try StyleGuideParser.parse(Self.webGuide, file: "g.yml", baseFolder: "/")
        #expect(guide.webTextSizes == [100, 150, 200])
        let report = try await Checker.run(guide)
        let rows = report.results.map { "\($0.style) \($0.category) \(compactNumber($0.pointSize)) \($0.status)" }
        #expect(
            rows == [
                "Body 100% 16 pass", "Body 150% 24 pass", "Body 200% 32 pass",
                "Tag 100% 12 pass", "Tag 150% 12 warn", "Tag 200% 12 warn",
                // No webSize: the size in px at 100 %, as rem (12 ÷ 16).
                "Default 100% 12 pass", "Default 150% 18 pass", "Default 200% 24 pass",
            ])
        #expect(report.results.allSatisfy { $0.platform == .web })
        let tag = try #require(report.results.first { $0.style == "Tag" && $0.category == .web(textSize: 200) })
        #expect(
            tag.reasons.map(\.description) == [
                "font-size 12px does not follow the reader's text size (200% asked, WCAG 1.4.4): set it in rem"
            ])
        // Blink's layout: "Save changes" at 32 px is 2 lines in 120 px ("Save", "changes": 7 letters of
        // 16 px, FreeType's 16.16 advance 16.00003 px, rounded up to 112.015625); line height 32 px
        // (typo 750/−250, each part rounded).
        let body = try #require(report.results.first { $0.style == "Body" && $0.category == .web(textSize: 200) })
        #expect(body.lineCount == 2)
        #expect(body.width == 112.015625)
        #expect(body.height == 64)
    }

    /// `css: {maxWidth: 7.5rem}`: the box grows with the text size (120, 180, 240 px), so "Save
    /// changes today" keeps 2 lines at every size; in px (`maxWidth: 120` or `120px`) it stays
    /// 120 px and wraps to 3 from 150 %. iOS keeps `limits.maxWidth`.
    @Test func aWebBoxInRemGrowsWithTheTextSize() async throws {
        let guide = try StyleGuideParser.parse(
            """
            fonts: [\(Fixtures.testFontsFolder)]
            platforms: [web, ios]
            categories: [large]
            web: {textSizes: [100, 150, 200]}
            styles:
              - {name: Rem, family: TypeFit TypoOn, size: 16, scalesWith: body, css: {maxWidth: 7.5rem}, limits: {maxWidth: 100, maxLines: 3}, strings: {samples: ["Save changes today"]}}
              - {name: Px, family: TypeFit TypoOn, size: 16, scalesWith: body, css: {maxWidth: 120px}, limits: {maxLines: 3}, strings: {samples: ["Save changes today"]}}
            """, file: "g.yml", baseFolder: "/")
        #expect(
            guide.styles.map(\.webMaxWidth) == [CSSLength(value: 7.5, unit: .rem), CSSLength(value: 120, unit: .px)])
        let report = try await Checker.run(guide)
        let rows = report.results.map {
            "\($0.style) \($0.category) \($0.maxWidth.map(compactNumber) ?? "-") \($0.lineCount)"
        }
        #expect(
            rows == [
                "Rem 100% 120 2", "Rem 150% 180 2", "Rem 200% 240 2", "Rem large 100 2",
                "Px 100% 120 2", "Px 150% 120 3", "Px 200% 120 3", "Px large - 1",
            ])
    }

    /// Spacing in em follows the size: `letterSpacing: 0.05em` is 0.8 px after each of the 5
    /// characters of "ab cd" at 16 px (Blink spaces the last one too), `wordSpacing: 0.25em` 4 px
    /// after its space; both double at 200 %. iOS has no word spacing, and UIKit's kern leaves
    /// the last character alone.
    @Test func spacingInEmFollowsTheSize() async throws {
        let guide = try StyleGuideParser.parse(
            """
            fonts: [\(Fixtures.testFontsFolder)]
            platforms: [web, ios]
            categories: [large]
            web: {textSizes: [100, 200]}
            styles:
              - {name: Spaced, family: TypeFit TypoOn, size: 16, scalesWith: fixed, letterSpacing: 0.05em, wordSpacing: 0.25em, lineHeight: 150%, strings: {samples: ["ab cd"]}}
              - {name: Plain, family: TypeFit TypoOn, size: 16, scalesWith: fixed, lineHeight: 24px, strings: {samples: ["ab cd"]}}
            """, file: "g.yml", baseFolder: "/")
        let spaced = try #require(guide.styles.first)
        #expect(spaced.letterSpacingEm == 0.05 && spaced.wordSpacingEm == 0.25 && spaced.lineHeight == .multiplier(1.5))
        #expect(guide.styles.last?.lineHeight == .points(24))
        let report = try await Checker.run(guide)
        func row(_ style: String, _ category: SizeCategory) throws -> CheckResult {
            try #require(report.results.first { $0.style == style && $0.category == category })
        }
        let web100 = try row("Spaced", .web(textSize: 100)).width - row("Plain", .web(textSize: 100)).width
        let web200 = try row("Spaced", .web(textSize: 200)).width - row("Plain", .web(textSize: 200)).width
        #expect(abs(web100 - 8) <= 2.0 / 64)
        #expect(abs(web200 - 16) <= 2.0 / 64)
        let ios = try row("Spaced", .ios(.large)).width - row("Plain", .ios(.large)).width
        #expect(abs(ios - 4 * 0.8) < 1e-9)
        #expect(try row("Spaced", .web(textSize: 200)).lineHeight == 48)
    }

    @Test func aBadWebSizeNamesItsLine() {
        let text = "fonts: [F]\nplatforms: [web]\nstyles:\n  - {name: A, family: F, size: 16, webSize: 16pt}\n"
        #expect(throws: InputError.self) { try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/") }
        do {
            _ = try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/")
        } catch {
            #expect("\(error)".hasPrefix("g.yml:4:"))
            #expect("\(error)".contains("expected a CSS font size in px, rem or em"))
        }
    }
}

/// WCAG 1.4.12: each size measured again with line height 1.5, letter spacing 0.12 em, word
/// spacing 0.16 em and 2 em after paragraphs; a row that no longer fits names the criterion.
extension CheckerTests {
    @Test func textSpacingMeasuresEachWebSizeAgain() async throws {
        let text = """
            fonts: [\(Fixtures.testFontsFolder)]
            platforms: [web]
            textSpacing: true
            web: {textSizes: [100, 200]}
            styles:
              - {name: Body, family: TypeFit TypoOn, size: 16, webSize: 1rem, limits: {maxWidth: 120, maxLines: 2, maxHeight: 100}, strings: {samples: ["Save changes", "ab\\ncd"]}}
            """
        let report = try await Checker.run(try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/"))
        #expect(
            report.results.map { "\($0.category)" } == [
                "100%", "200%", "100% +1.4.12", "200% +1.4.12", "100%", "200%", "100% +1.4.12", "200% +1.4.12",
            ])
        // "changes" at 32 px: 7 letters of 16.00003 px plus 7 × 3.84 px of letter spacing (Blink
        // adds it after the last letter too), rounded up to 1/64 px: wider than the box.
        let save = try #require(
            report.results.first { $0.text == "Save changes" && $0.category == .textSpacing(.web(textSize: 200)) })
        #expect(save.lineHeight == 48)
        #expect(save.width == 138.890625)
        #expect(save.status == .fail)
        #expect(
            save.reasons.map(\.description) == [
                "over maxWidth by 18.89 px (138.89 > 120.00)", "height within 5% of maxHeight (96.00 of 100.00 px)",
                "under WCAG 1.4.12 text spacing (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em)",
            ])
        // On the web white-space: normal makes the newline a space: one paragraph, one line.
        let joined = try #require(
            report.results.first { $0.text == "ab\ncd" && $0.category == .textSpacing(.web(textSize: 200)) })
        #expect(joined.lineCount == 1 && joined.height == 48)
    }

    /// The same overrides as a stress profile for iOS: `textSpacing: [ios]`.
    @Test func textSpacingStressesIOS() async throws {
        let style = GuideStyle(
            name: "Body", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, samples: ["ab cd", "ab\ncd"])
        let report = try await Checker.run(
            Self.guide(style) {
                $0.categories = [.large]
                $0.textSpacing = [.ios]
            })
        #expect(report.results.map { "\($0.category)" } == ["large", "large +1.4.12", "large", "large +1.4.12"])
        // 10 pt: letters 5 pt + 1.2 spacing after all but the last (UIKit's kern), the space
        // 2.5 + 1.6 word spacing: 22.5 + 4.8 + 1.6.
        #expect(report.results.prefix(2).map { ($0.width * 1e6).rounded() / 1e6 } == [22.5, 28.9])
        #expect(report.results.prefix(2).map(\.lineHeight) == [10.9, 15])
        // Two paragraphs: 2 lines of 15 pt and 20 pt after the first.
        #expect(report.results.last?.height == 50)
    }
}

extension StyleGuideParserTests {
    @Test func textSpacingIsTheWebsOrAListOfPlatforms() throws {
        let style = "styles: [{name: A, family: F, size: 16, scalesWith: body}]\n"
        #expect(
            try StyleGuideParser.parse("fonts: [F]\ntextSpacing: true\n" + style, file: "g.yml", baseFolder: "/")
                .textSpacing == [.web])
        #expect(
            try StyleGuideParser.parse(
                "fonts: [F]\ntextSpacing: [ios, web]\n" + style, file: "g.yml", baseFolder: "/"
            ).textSpacing == [.ios, .web])
        #expect(try StyleGuideParser.parse("fonts: [F]\n" + style, file: "g.yml", baseFolder: "/").textSpacing == [])
    }
}

/// A design token's `fontFamily` is a CSS font stack: the first family the guide's fonts have
/// draws the style; generic families are no font file.
extension DesignTokensTests {
    /// A tokens file of one typography token `body` with `fontFamily` and one sample.
    static func bodyToken(fontFamily: String, sample: String) throws -> DesignTokens.Result {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens.json")
        try """
        {"body": {"$type": "typography", "$value": {"fontFamily": "\(fontFamily)", "fontSize": "1rem"},
          "$extensions": {"com.typefit": {"strings": {"samples": ["\(sample)"]}}}}}
        """.write(to: tokens, atomically: true, encoding: .utf8)
        return try DesignTokens.read(tokens.path)
    }

    @Test func aFontStackResolvesToTheFirstFamilyTheFontsHave() async throws {
        let result = try Self.bodyToken(fontFamily: "'Brand Sans', TypeFit TypoOn, system-ui, sans-serif", sample: "ab")
        let style = try #require(result.styles.first)
        #expect(style.family == "Brand Sans")
        #expect(style.fallbackFamilies == ["TypeFit TypoOn"])
        var guide = StyleGuide(
            fontFolders: [Fixtures.testFontsFolder], platforms: [.web], styles: result.styles, file: "g.yml")
        guide.webTextSizes = [100]
        let report = try await Checker.run(guide)
        #expect(report.fonts.first?.family == "TypeFit TypoOn")
        #expect(report.results.first?.pointSize == 16)
        // "ab": 2 × 500 units at 16 px, FreeType 16.16, rounded up to 1/64.
        #expect(report.results.first?.width == 16.015625)
    }
}

/// The stack's later families draw what the first lacks, before the system's fallback order
/// (Blink tries `font-family` in order, then the platform): Cyrillic after TypeFit TypoOn comes
/// from the family the stack names next, whichever fontconfig would have picked.
extension DesignTokensTests {
    @Test(arguments: ["DejaVu Sans", "Noto Sans"])
    func aFontStacksLaterFamiliesDrawWhatTheFirstLacks(next: String) async throws {
        let result = try Self.bodyToken(fontFamily: "TypeFit TypoOn, \(next), sans-serif", sample: "ab жук")
        var guide = StyleGuide(
            fontFolders: [
                Fixtures.testFontsFolder, DebianFont.dejaVuSans.installedPath, DebianFont.notoSans.installedPath,
            ],
            platforms: [.web, .ios], styles: result.styles, file: "g.yml")
        guide.webTextSizes = [100]
        guide.categories = [.large]
        let report = try await Checker.run(guide)
        let web = try #require(report.results.first { $0.platform == .web })
        #expect(web.reasonTexts.contains { $0.contains("fallback font \(next)") }, "\(web.reasonTexts)")
    }
}

/// A web style's own CSS: `overflow-wrap: anywhere` breaks the word the default leaves whole.
extension CheckerTests {
    @Test func aWebStylesCSSDecidesItsBreaks() async throws {
        let text = """
            fonts: [\(Fixtures.testFontsFolder)]
            platforms: [web]
            web: {textSizes: [100]}
            styles:
              - {name: Whole, family: TypeFit TypoOn, size: 10, webSize: 10px, limits: {maxWidth: 40, maxLines: 3}, strings: {samples: [abcdefghijk]}}
              - {name: Broken, family: TypeFit TypoOn, size: 10, webSize: 10px, css: {overflowWrap: anywhere}, limits: {maxWidth: 40, maxLines: 3}, strings: {samples: [abcdefghijk]}}
              - {name: Nowrap, family: TypeFit TypoOn, size: 10, webSize: 10px, css: {whiteSpace: nowrap}, limits: {maxWidth: 40, maxLines: 3}, strings: {samples: [ab cd ef gh]}}
            """
        let report = try await Checker.run(try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/"))
        #expect(
            report.results.map { "\($0.style) \($0.lineCount) \($0.width) \($0.status)" } == [
                "Whole 1 55.0 fail", "Broken 2 40.0 pass", "Nowrap 1 47.5 fail",  // 8 letters of 5 px, 3 spaces of 2.5
            ])
    }
}
