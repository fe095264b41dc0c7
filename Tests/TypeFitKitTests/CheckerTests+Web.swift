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
        let guide = try StyleGuideParser.parse(Self.webGuide, file: "g.yml", baseDirectory: "/")
        #expect(guide.webTextSizes == [100, 150, 200])
        let report = try await Checker.run(guide)
        let rows = report.results.map { "\($0.style) \($0.category) \(compactNumber($0.pointSize)) \($0.status)" }
        #expect(rows == [
            "Body 100% 16 pass", "Body 150% 24 pass", "Body 200% 32 pass",
            "Tag 100% 12 pass", "Tag 150% 12 warn", "Tag 200% 12 warn",
            // No webSize: the size in px at 100 %, as rem (12 ÷ 16).
            "Default 100% 12 pass", "Default 150% 18 pass", "Default 200% 24 pass",
        ])
        #expect(report.results.allSatisfy { $0.platform == .web })
        let tag = try #require(report.results.first { $0.style == "Tag" && $0.category == .web(textSize: 200) })
        #expect(tag.reasons.map(\.description) == ["font-size 12px does not follow the reader's text size (200% asked, WCAG 1.4.4): set it in rem"])
        // Blink's layout: "Save changes" at 32 px is 2 lines in 120 px ("Save", "changes": 7 letters of
        // 16 px, FreeType's 16.16 advance 16.00003 px, rounded up to 112.015625); line height 32 px
        // (typo 750/−250, each part rounded).
        let body = try #require(report.results.first { $0.style == "Body" && $0.category == .web(textSize: 200) })
        #expect(body.lineCount == 2)
        #expect(body.width == 112.015625)
        #expect(body.height == 64)
    }

    @Test func aBadWebSizeNamesItsLine() {
        let text = "fonts: [F]\nplatforms: [web]\nstyles:\n  - {name: A, family: F, size: 16, webSize: 16pt}\n"
        #expect(throws: InputError.self) { try StyleGuideParser.parse(text, file: "g.yml", baseDirectory: "/") }
        do {
            _ = try StyleGuideParser.parse(text, file: "g.yml", baseDirectory: "/")
        } catch {
            #expect("\(error)".hasPrefix("g.yml:4:"))
            #expect("\(error)".contains("expected a CSS font size in px, rem or em"))
        }
    }
}
