import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCheck

/// WCAG 2.2 contrast: relative luminance, alpha compositing, unrounded ratios, and the large-text
/// threshold that moves with the scaled size.
@Suite struct ContrastCheckerTests {
    static func color(_ hex: String) throws -> RGBAColor { try #require(RGBAColor(hex: hex)) }

    @Test func ratiosOfKnownPairs() throws {
        let white = try Self.color("#FFFFFF"), black = try Self.color("#000")
        #expect(RGBAColor.contrastRatio(black, white) == 21)
        #expect(RGBAColor.contrastRatio(white, white) == 1)
        // #767676 is the lightest grey that passes 4.5:1 on white; #777777 reads 4.5 when rounded but fails.
        let passing = RGBAColor.contrastRatio(try Self.color("#767676"), white)
        let failing = RGBAColor.contrastRatio(try Self.color("#777777"), white)
        #expect(abs(passing - 4.542) < 0.001 && passing >= 4.5)
        #expect(abs(failing - 4.478) < 0.001 && failing < 4.5)
        #expect((failing * 10).rounded() / 10 == 4.5)
    }

    @Test func alphaIsCompositedOverTheBackground() throws {
        let half = try Self.color("#00000080")
        #expect(half.alpha == 128.0 / 255)
        let drawn = half.composited(over: try Self.color("#FFFFFF"))
        #expect(drawn.hex == "#7F7F7F" && drawn.alpha == 1)
        #expect(try Self.color("#3C3C4399").hex == "#3C3C4399")
        #expect(RGBAColor(hex: "#12345") == nil && RGBAColor(hex: "#GGGGGG") == nil)
    }

    static func guide(foreground: String, weight: Int = 400, level: ContrastLevel = .AA) throws -> StyleGuide {
        var style = GuideStyle(
            name: "Body", family: "TypeFit TypoOn", weight: FontWeight(weight), size: 17, scalesWith: .textStyle(.body))
        style.colors = [
            "light": ColorPair(
                foreground: ColorReference(name: "grey", color: try color(foreground)),
                background: ColorReference(name: nil, color: try color("#FFFFFF")))
        ]
        var guide = StyleGuide(fontFolders: [Fixtures.testFontsFolder], styles: [style], file: "g.yml")
        guide.themes = [GuideTheme(name: "light", canvas: try color("#FFFFFF"))]
        guide.contrastLevel = level
        return guide
    }

    /// 4.478:1 fails as normal text (below 18 pt) and passes as large text (3:1) from xLarge (19 pt).
    @Test func largeTextSwitchCrossesACategory() throws {
        let results = ContrastChecker.run(try Self.guide(foreground: "#777777"))
        #expect(results.count == 12)
        #expect(
            results.filter { $0.status == .fail }.map(\.category.description) == ["xSmall", "small", "medium", "large"])
        #expect(results.first { $0.category.description == "xLarge" }?.largeText == true)
        #expect(
            results.first?.reasons.map(\.description) == ["contrast 4.47:1 is below 4.5:1 (AA, normal text at 14 pt)"])
        #expect(results.allSatisfy { $0.foregroundDrawn == "#777777" && $0.backgroundDrawn == "#FFFFFF" })
    }

    /// Bold text is large from 14 pt: body at xSmall is 14 pt, so a bold style passes everywhere.
    @Test func boldTextIsLargeFrom14Points() throws {
        let results = ContrastChecker.run(try Self.guide(foreground: "#777777", weight: 700))
        #expect(results.allSatisfy { $0.status == .pass && $0.largeText })
        #expect(ContrastLevel.isLargeText(pointSize: 13.99, weight: 700) == false)
        #expect(ContrastLevel.isLargeText(pointSize: 18, weight: 100) == true)
    }

    /// 3:1 for large text on both sides; AAA asks 7 and 4.5.
    @Test func thresholdsOnBothSides() throws {
        // #959595 on white ≈ 2.99:1 fails even as large text; #949494 ≈ 3.03:1 passes as large text.
        let below = ContrastChecker.run(try Self.guide(foreground: "#959595"))
        let above = ContrastChecker.run(try Self.guide(foreground: "#949494"))
        #expect(below.allSatisfy { $0.status == .fail })
        #expect(above.filter { $0.status == .pass }.map(\.category.description).first == "xLarge")
        #expect(abs((below.first?.ratio ?? 0) - 2.99) < 0.01 && abs((above.first?.ratio ?? 0) - 3.03) < 0.01)
        let aaa = ContrastChecker.run(try Self.guide(foreground: "#767676", level: .AAA))
        #expect(aaa.filter { $0.status == .pass }.map(\.category.description).first == "xLarge")
        #expect(aaa.allSatisfy { $0.minimumRatio == ($0.largeText ? 4.5 : 7) })
    }
}
