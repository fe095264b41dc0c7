import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCheck

@Suite struct DesignTokensTests {
    @Test func dtcgAndTokensStudioTokensBecomeStyles() throws {
        let result = try DesignTokens.read(Fixtures.url("Tokens/tokens.json").path)
        #expect(result.styles.map(\.name) == ["typography.title", "typography.caption"])
        let title = try #require(result.styles.first)
        #expect(title.family == "TypeFit TypoOn")
        #expect(title.size == 20)  // 1.25 rem
        #expect(title.webSize == CSSLength(value: 1.25, unit: .rem))  // kept for the web
        #expect(title.lineHeight == .multiplier(1.2))
        #expect(title.letterSpacing == 0.5)
        #expect(title.scalesWith == .textStyle(.title3))  // from $extensions
        #expect(title.limits == GuideStyle.Limits(maxWidth: 120, maxLines: 2))
        #expect(title.samples == ["Settings"])
        let caption = try #require(result.styles.last)
        #expect(caption.size == 12 && caption.weight == FontWeight(400))
        #expect(caption.webSize?.unit == .px)
        #expect(caption.lineHeight == nil)  // AUTO: the font's own
        #expect(caption.letterSpacingEm == 0.02 && caption.letterSpacing == 0)  // 2%: follows the size
        #expect(abs(caption.letterSpacing(at: 12) - 0.24) < 1e-12)
        #expect(caption.scalesWith == .textStyle(.caption1))  // nearest Large size: 12
        #expect(result.unmapped == ["typography.title.textDecoration: not used by typefit"])
    }

    @Test func referenceCyclesAreErrors() {
        let error = #expect(throws: InputError.self) { try DesignTokens.read(Fixtures.url("Tokens/cycle.json").path) }
        #expect(error?.message.contains("token reference cycle: t → a → b → a") == true, "\(String(describing: error))")
        #expect(error?.line != nil)
    }

    @Test(arguments: [
        (17.0, DynamicTypeStyle.headline), (34.0, .largeTitle), (11.0, .caption2), (15.4, .subheadline),
        (100.0, .largeTitle),
    ])
    func nearestTextStyle(size: Double, style: DynamicTypeStyle) {
        let result = DesignTokens.nearestTextStyle(size)
        #expect(result == style)
    }
}
