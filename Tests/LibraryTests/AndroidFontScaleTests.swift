import Testing
@testable import TypeFitText

/// Android 14 non-linear font scaling against the derived table in dynamic-type.md §4.5 (values
/// printed to two decimals there).
@Suite struct AndroidFontScaleTests {
    static let sp: [Double] = [10, 11, 12, 14, 16, 18, 20, 22, 24, 28, 30, 32, 36, 45, 57]
    static let derived: [(Double, [Double])] = [
        (1.15, [11.5, 12.65, 13.8, 16.4, 18.1, 19.8, 21.8, 23.5, 25.2, 28.4, 30, 32, 36, 45, 57]),
        (1.3, [13, 14.3, 15.6, 18.8, 20.2, 21.6, 23.6, 25, 26.4, 28.8, 30, 32, 36, 45, 57]),
        (1.5, [15, 16.5, 18, 22, 23, 24, 26, 27, 28, 29.33, 30, 32, 36, 45, 57]),
        (1.8, [18, 19.8, 21.6, 24.4, 26, 27.6, 30.8, 31.8, 32.8, 34.13, 34.8, 36.66, 40.39, 48.77, 59.95]),
        (2.0, [20, 22, 24, 26, 28, 30, 34, 35, 36, 37.33, 38, 39.77, 43.31, 51.29, 61.91]),
    ]

    @Test(arguments: derived)
    func matchesTheDerivedTable(scale: Double, dp: [Double]) {
        for (sp, expected) in zip(Self.sp, dp) {
            let value = AndroidFontScale.dp(forSp: sp, fontScale: scale)
            #expect(abs(value - expected) <= 0.005 + 1e-4, "\(sp) sp at \(scale): \(value), expected \(expected)")
        }
    }

    @Test func linearBelowTheThresholdAndAtOrBelowOne() {
        #expect(abs(AndroidFontScale.dp(forSp: 16, fontScale: 0.85) - 13.6) < 1e-5)
        #expect(AndroidFontScale.dp(forSp: 16, fontScale: 1.0) == 16)
        #expect(abs(AndroidFontScale.dp(forSp: 16, fontScale: 1.1) - 17.6) < 1e-5)
        #expect(!AndroidFontScale.isNonLinear(1.12))
        #expect(AndroidFontScale.isNonLinear(1.13))
    }

    @Test func betweenTheThresholdAndTheFirstKeyIsLinear() {
        // 1.14: non-linear is on, but no table lies below it to interpolate from.
        #expect(abs(AndroidFontScale.dp(forSp: 30, fontScale: 1.14) - 34.2) < 1e-4)
    }

    @Test func interpolatesBetweenTables() {
        // 1.4 lies halfway between 1.3 and 1.5: at 16 sp, 20.2 and 23 → 21.6.
        #expect(abs(AndroidFontScale.dp(forSp: 16, fontScale: 1.4) - 21.6) < 1e-4)
        // 14 sp is a table point: 18.8 and 22 → 20.4.
        #expect(abs(AndroidFontScale.dp(forSp: 14, fontScale: 1.4) - 20.4) < 1e-4)
    }

    @Test func outsideTheTables() {
        #expect(abs(AndroidFontScale.dp(forSp: 4, fontScale: 1.5) - 6) < 1e-5)  // from (0, 0) to (8, 12)
        #expect(abs(AndroidFontScale.dp(forSp: 120, fontScale: 1.5) - 120) < 1e-4)  // above 100 sp: × 100/100
        #expect(abs(AndroidFontScale.dp(forSp: 16, fontScale: 2.5) - 40) < 1e-4)  // beyond the last key: linear
    }

    @Test func settingsSteps() {
        #expect(AndroidFontScale.settingsSteps == [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0])
    }
}
