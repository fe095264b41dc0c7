import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCheck
@testable import TypeFitText
import TypeFitSupport

/// `platforms: [flutter]`: sizes in logical px at each text scale, laid out as SkParagraph does.
extension CheckerTests {
    static let flutterGuide = """
        fonts: [\(Fixtures.testFontsFolder)]
        platforms: [flutter]
        categories: [large, AX5]
        flutter: {textScaler: [linear, ios], factors: [1, 2]}
        styles:
          - {name: Body, family: TypeFit TypoOn, size: 16, flutter: {height: 1.5, leadingDistribution: even}, limits: {maxWidth: 120, maxLines: 2}, strings: {samples: ["Save changes"]}}
        """

    @Test func flutterSizesFollowTheTextScaler() async throws {
        let guide = try StyleGuideParser.parse(Self.flutterGuide, file: "g.yml", baseFolder: "/")
        let report = try await Checker.run(guide)
        let rows = report.results.map { "\($0.category) \(compactNumber($0.pointSize)) \($0.lineCount) \($0.status)" }
        // iOS's factor is the body's size over 17 at the category: 53 / 17 at AX5.
        #expect(
            rows == [
                "linear:1 16 1 pass", "linear:2 32 2 pass", "ios:large 16 1 pass",
                "ios:accessibility5 \(compactNumber(16.0 * 53 / 17)) 3 fail",
            ])
        #expect(report.results.allSatisfy { $0.platform == .flutter })
        // At 32 px "Save" and "changes" (7 letters of 0.5 em: 112 px) fit 120 px a line each,
        // each line round(1.5 × 32) = 48 px; at 49.88 px "changes" is split where it overflows.
        let doubled = try #require(report.results.first { $0.category == .flutter(.linear(2)) })
        #expect(abs(doubled.width - 112) < 0.001)  // 16.16 advances: 112.0002
        #expect(doubled.height == 96)
        #expect(doubled.lineHeight == 48)
        let ax5 = try #require(report.results.first { $0.category == .flutter(.ios(.accessibility5)) })
        #expect(ax5.reasons.map(\.description).first?.hasPrefix("3 lines > maxLines 2") == true)
        // The report names read back on the platform.
        #expect(SizeCategory("ios:accessibility5", platform: .flutter) == .flutter(.ios(.accessibility5)))
    }
}
