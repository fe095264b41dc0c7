import Testing
@testable import TypeFitText

/// Flutter's text scalers: the size each makes of a style's, and the names reports give them.
@Suite struct FlutterTextScaleTests {
    /// scale → a 17 px style's size. iOS: the body size at the category over 17 (Flutter's iOS
    /// engine), for every style; Android: the platform's own curve (Android 14's tables).
    static let cases: [(FlutterTextScale, Double, Double)] = [
        (.ios(.large), 17, 17), (.ios(.accessibility5), 17, 53), (.ios(.xSmall), 17, 14),
        (.ios(.accessibility5), 34, 106), (.linear(1.5), 16, 24),
        (.android(1), 16, 16), (.android(2), 16, 28), (.android(2), 30, AndroidFontScale.dp(forSp: 30, fontScale: 2)),
    ]

    @Test(arguments: cases)
    func sizes(scale: FlutterTextScale, size: Double, expected: Double) {
        #expect(abs(scale.scale(size) - expected) < 1e-9)
    }

    @Test func namesReadBack() {
        for scale in [FlutterTextScale.android(1.3), .ios(.accessibility2), .linear(0.85)] {
            #expect(FlutterTextScale(scale.description) == scale)
        }
        #expect(FlutterTextScale.android(1.3).description == "android:1.3")
        #expect(FlutterTextScale("ios:AX9") == nil)
        #expect(FlutterTextScale("linear:-1") == nil)
        // Android's large scales grow less than linearly.
        #expect(FlutterTextScale.android(2).scale(30) < 60)
    }
}
