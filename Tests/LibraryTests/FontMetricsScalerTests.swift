import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// The UIFontMetrics approximations. Expected values from dynamic-type.md §2.2 (model A = size,
/// model B = leading) and from the HIG table itself.
@Suite struct FontMetricsScalerTests {
    /// A base equal to the style's Large size reproduces the HIG point-size and leading columns.
    @Test(arguments: DynamicTypeStyle.allCases)
    func hermeticBaseReproducesTheHIG(style: DynamicTypeStyle) {
        let text = ScaledTextStyle(
            scaler: FontMetricsScaler(curve: .textStyle(style)), baseSize: DynamicTypeTable.pointSize(style, .large))
        for category in ContentSizeCategory.allCases {
            #expect(abs(text.pointSize(at: category) - DynamicTypeTable.pointSize(style, category)) < 1e-12)
            #expect(abs((text.lineHeight(at: category) ?? 0) - DynamicTypeTable.leading(style, category)) < 1e-12)
        }
    }

    /// base, category → model A, model B (two decimals, §2.2)
    @Test(arguments: [
        (8.0, ContentSizeCategory.xSmall, 6.59, 6.91), (8.0, .accessibility5, 24.94, 22.55),
        (18.0, .xSmall, 14.82, 15.55), (18.0, .accessibility5, 56.12, 50.73),
        (48.0, .xSmall, 39.53, 41.45), (48.0, .accessibility5, 149.65, 135.27),
        (17.0, .medium, 16.00, 16.23), (17.0, .accessibility5, 53.00, 47.91),
    ])
    func bodyCurveModels(base: Double, category: ContentSizeCategory, size: Double, leading: Double) {
        let a = FontMetricsScaler(curve: .textStyle(.body), model: .size).scaledPointSize(base, at: category)
        let b = FontMetricsScaler(curve: .textStyle(.body), model: .leading).scaledPointSize(base, at: category)
        #expect(abs(a - size) < 0.005)
        #expect(abs(b - leading) < 0.005)
    }

    @Test func maximumAndMinimumClamps() {
        let style = ScaledTextStyle(
            scaler: FontMetricsScaler(curve: .textStyle(.body)), baseSize: 18, minimumPointSize: 16,
            maximumPointSize: 24)
        #expect(style.pointSize(at: .xSmall) == 16)  // 14.82 raised to the minimum
        #expect(abs(style.pointSize(at: .medium) - 18 * 16 / 17) < 1e-12)
        #expect(style.pointSize(at: .large) == 18)
        #expect(abs(style.pointSize(at: .xLarge) - 18 * 19 / 17) < 1e-12)
        #expect(style.pointSize(at: .xxxLarge) == 24)  // 24.35 capped
        #expect(style.pointSize(at: .accessibility5) == 24)
        // The HIG leading ratio follows the clamped size: body's AX5 ratio 62/53 × 24.
        #expect(abs((style.lineHeight(at: .accessibility5) ?? 0) - 24 * 62 / 53) < 1e-12)
    }

    @Test func fixedCurveNeverScales() {
        let style = ScaledTextStyle(scaler: FontMetricsScaler(curve: .fixed), baseSize: 17)
        for category in ContentSizeCategory.allCases {
            #expect(style.pointSize(at: category) == 17)
            #expect(abs((style.lineHeight(at: category) ?? 0) - 22) < 1e-12)  // body's Large ratio 22/17
        }
        #expect(FontMetricsScaler(curve: .fixed).scaledValue(44, at: .accessibility5) == 44)
    }

    @Test func categoryRangeClamp() {
        let scaler = FontMetricsScaler(curve: .textStyle(.title2), categoryRange: .small ... .xxxLarge)
        #expect(scaler.scaledPointSize(22, at: .accessibility5) == 28)
        #expect(scaler.scaledPointSize(22, at: .xSmall) == 20)
        #expect(scaler.scaledPointSize(22, at: .xLarge) == 24)
        #expect(scaler.effectiveCategory(.accessibility2) == .xxxLarge)
    }

    @Test func sizeClassesUseTheirOwnBase() {
        let style = ScaledTextStyle(
            scaler: FontMetricsScaler(curve: .textStyle(.largeTitle)), baseSize: 34, regularBaseSize: 40)
        #expect(style.pointSize(at: .large, sizeClass: .compact) == 34)
        #expect(style.pointSize(at: .large, sizeClass: .regular) == 40)
        #expect(abs(style.pointSize(at: .accessibility5, sizeClass: .regular) - 40 * 60 / 34) < 1e-12)
    }

    @Test func scaledValueAlongTheCurve() {
        let scaler = FontMetricsScaler(curve: .textStyle(.body))
        #expect(abs(scaler.scaledValue(60, at: .accessibility5) - 60 * 53 / 17) < 1e-12)  // 187.06
        #expect(scaler.scaledValue(60, at: .large) == 60)
        #expect(
            abs(
                FontMetricsScaler(curve: .textStyle(.body), model: .leading).scaledValue(44, at: .xSmall) - 44 * 19 / 22
            ) < 1e-12)
    }

    @Test func lineHeightSpecs() throws {
        let font = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOff.ttf"), library: FreeTypeLibrary()).metrics
        let scaler = FontMetricsScaler(curve: .textStyle(.body))
        let multiplier = ScaledTextStyle(scaler: scaler, baseSize: 17, lineHeight: .multiplier(1.5))
        #expect(abs((multiplier.lineHeight(at: .accessibility5) ?? 0) - 79.5) < 1e-12)
        let points = ScaledTextStyle(scaler: scaler, baseSize: 17, maximumPointSize: 34, lineHeight: .points(24))
        #expect(abs((points.lineHeight(at: .accessibility1) ?? 0) - 24 * 28 / 17) < 1e-12)
        #expect(abs((points.lineHeight(at: .accessibility5) ?? 0) - 48) < 1e-12)  // capped with the font: 24 × 34/17
        let own = ScaledTextStyle(scaler: scaler, baseSize: 17, lineHeight: .font(.apple))
        #expect(abs((own.lineHeight(at: .large, font: font) ?? 0) - 18.53) < 1e-12)  // 1090/1000 × 17
        #expect(abs((own.lineHeight(at: .accessibility5, font: font) ?? 0) - 57.77) < 1e-12)  // 1.09 × 53
        #expect(own.lineHeight(at: .large) == nil)
    }

    @Test(arguments: [
        ("fixed", ScalingCurve.fixed), ("body", .textStyle(.body)), ("Title 1", .textStyle(.title1)), ("wobbly", nil),
    ])
    func curveSpellings(text: String, curve: ScalingCurve?) {
        #expect(ScalingCurve(parsing: text) == curve)
    }
}
