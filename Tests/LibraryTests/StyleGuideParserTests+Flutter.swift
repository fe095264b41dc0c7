import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitText
@testable import TypeFitCheck

/// A Flutter guide's keys (issue 36): the text scaler and a style's TextStyle settings.
extension StyleGuideParserTests {
    static let flutterStyle = "styles: [{name: A, family: Roboto, size: 16}]\n"

    @Test func aFlutterGuideScalesByAndroidsStepsAndIOSCategoriesByDefault() throws {
        let guide = try StyleGuideParser.parse(
            "fonts: [F]\nplatforms: [flutter]\n" + Self.flutterStyle, file: "g.yml", baseFolder: "/")
        #expect(guide.platforms == [.flutter])
        #expect(guide.flutterTextScales.count == 7 + 12)
        #expect(guide.flutterTextScales.first == .android(0.85))
        #expect(guide.flutterTextScales.last == .ios(.accessibility5))
        #expect(guide.styles.first?.scalesWith == .fixed)  // no curve needed
    }

    @Test func theTextScalerAndFactorsAreTheGuides() throws {
        let guide = try StyleGuideParser.parse(
            """
            fonts: [F]
            platforms: [flutter]
            categories: [large, AX5]
            flutter: {textScaler: [linear, ios], factors: [1, 1.5, 3]}
            styles:
              - {name: A, family: Roboto, size: 16, letterSpacing: 0.5, flutter: {height: 1.43, leadingDistribution: even, textHeightBehavior: no-first-ascent, ellipsis: "..."}}
            """, file: "g.yml", baseFolder: "/")
        #expect(guide.flutterTextScales == [.linear(1), .linear(1.5), .linear(3), .ios(.large), .ios(.accessibility5)])
        let style = try #require(guide.styles.first)
        #expect(style.lineHeight == .multiplier(1.43))
        #expect(
            style.flutterStyle
                == FlutterTextStyle(
                    height: 1.43, leadingDistribution: .even, applyHeightToFirstAscent: false,
                    applyHeightToLastDescent: true, ellipsis: "..."))
    }

    /// guide text → the error message, exactly.
    static let malformedFlutter: [(String, String)] = [
        (
            "fonts: [F]\nplatforms: [flutter]\nflutter: {textScaler: web}\n" + flutterStyle,
            "g.yml:3:23: flutter.textScaler: expected one of android, ios, linear, not \"web\""
        ),
        (
            "fonts: [F]\nflutter: {factors: [1, 40]}\n" + flutterStyle,
            "g.yml:2:20: flutter.factors: a text scale factor of 40 is beyond any platform's (at most 10)"
        ),
        (
            "fonts: [F]\nplatforms: [flutter]\nstyles: [{name: A, family: Roboto, size: 16, lineHeight: 1.2, flutter: {height: 1.5}}]\n",
            "g.yml:3:72: styles[0].flutter: give the line height once: flutter.height or lineHeight"
        ),
        (
            "fonts: [F]\nplatforms: [flutter]\nstyles: [{name: A, family: Roboto, size: 16, flutter: {leadingDistribution: half}}]\n",
            "g.yml:3:77: styles[0].flutter.leadingDistribution: expected one of proportional, even, not \"half\""
        ),
    ]

    @Test(arguments: malformedFlutter)
    func malformedFlutterKeysNameLineColumnAndField(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        }
        #expect(error?.description == message)
    }
}
