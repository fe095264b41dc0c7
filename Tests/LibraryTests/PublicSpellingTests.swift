import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitKit
@testable import TypeFitReports
@testable import TypeFitBackend

/// The public API cannot drift from the library inside it (issue 41, item 4): every platform,
/// report format, status and line-height rule the library has has a public spelling, and back.
/// (The mappings are exhaustive `switch`es, so a new case fails to compile; these tests pin
/// that each maps to the same name.)
@Suite struct PublicSpellingTests {
    @Test func everyPlatformHasAPublicSpelling() {
        for platform in PlatformID.allCases {
            #expect(TypeFitKit.Platform(platform).rawValue == platform.rawValue)
            #expect(TypeFitKit.Platform(platform).checked == platform)
        }
        #expect(TypeFitKit.Platform.allCases.count == PlatformID.allCases.count)
    }

    @Test func everyReportFormatStatusAndRuleHasAPublicSpelling() {
        for format in TypeFitReports.ReportFileFormat.allCases {
            #expect(GuideCheck.ReportFormat(format).rawValue == format.rawValue)
            #expect(GuideCheck.ReportFormat(format).written == format)
        }
        #expect(GuideCheck.ReportFormat.defaults.map(\.written) == TypeFitReports.ReportFileFormat.defaults)
        for status in [CheckStatus.pass, .warn, .fail] {
            #expect(Report.Status(status).rawValue == status.rawValue)
        }
        for model in LineHeightModel.allCases {
            #expect(LineHeightRule(model).rawValue == model.rawValue)
            #expect(LineHeightRule(model).model == model)
        }
    }

    /// Measured for a platform, a text is laid out as that platform does: StaticLayout's lines on
    /// Android, Blink's widths on the web (advances rounded up to 1/64 px), SkParagraph's pixel
    /// lines in Flutter.
    @Test func aTextMeasuredForAPlatformIsLaidOutAsItDoes() throws {
        var font = TextFont(file: Fixtures.bundled("Roboto/Roboto-Regular.ttf"))
        font.isolation = .off
        let text = "Benachrichtigungen für alle Geräte verwalten"
        let ios = try font.measure(text, pointSize: 17, width: 200, platform: .ios)
        let plain = try font.measure(text, pointSize: 17, width: 200)
        #expect(ios == plain)
        // Android: a TextView's StaticLayout over Minikin (as its harness lays it out): the optimal
        // breaker keeps "Benachrichtigungen für" alone (175.836 dp), and lines are whole px —
        // 22 with the font's top above the first, 21 with its bottom below the last.
        let android = try font.measure(text, pointSize: 17, width: 200, platform: .android)
        #expect(android.lineHeight == 22 && android.height == 43 && android.lines.count == 2)
        #expect(abs(android.width - 175.835938) < 1.0 / 256)
        let web = try font.measure(text, pointSize: 17, width: 200, platform: .web)
        #expect(web.width == 175.875 && web.lineHeight == 20)
        let flutter = try font.measure(text, pointSize: 17, width: 200, platform: .flutter)
        #expect(flutter.lineHeight == 20 && flutter.height == 40 && flutter.lineCount == 2)
    }
}
