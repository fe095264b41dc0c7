import Foundation
import Testing
@testable import TypeFitCheck
@testable import TypeFitReports
@testable import TypeFitText

/// Categories are typed: an iOS content-size category or an Android font scale, named in reports
/// as before and read back per platform.
@Suite struct SizeCategoryTests {
    @Test func namesReadBackPerPlatform() {
        #expect(SizeCategory("accessibility5", platform: .ios) == .ios(.accessibility5))
        #expect(SizeCategory("1.3", platform: .android) == .android(scale: 1.3))
        #expect(SizeCategory("-", platform: .android) == .every)
        #expect(SizeCategory("1.3", platform: .ios) == nil)
        #expect(SizeCategory("large", platform: .android) == nil)
        #expect(SizeCategory("0", platform: .android) == nil)
        #expect(
            [SizeCategory.ios(.accessibility5), .android(scale: 2), .android(scale: 1.3), .every].map(\.description)
                == ["accessibility5", "2", "1.3", "-"])
        #expect(SizeCategory("150%", platform: .web) == .web(textSize: 150))
        #expect(SizeCategory("150", platform: .web) == nil)
        #expect(SizeCategory.web(textSize: 112.5).description == "112.5%")
    }

    @Test func ordersAlongEachAxis() {
        let shuffled: [SizeCategory] = [
            .web(textSize: 200), .android(scale: 2), .ios(.accessibility1), .every, .web(textSize: 100),
            .android(scale: 0.85), .ios(.xSmall),
        ]
        #expect(
            shuffled.sorted() == [
                .every, .ios(.xSmall), .ios(.accessibility1), .android(scale: 0.85), .android(scale: 2),
                .web(textSize: 100), .web(textSize: 200),
            ])
    }

    /// A stored report whose category is none of its platform's is an error naming the field.
    @Test func aStoredReportWithAnUnknownCategoryIsRefused() throws {
        let json = """
            {"schemaVersion": 1, "fonts": [], "results": [{"style": "Body", "platform": "ios", "category": "huge", "key": "k", "locale": "en",
             "text": "t", "pointSize": 17, "lineHeight": 22, "width": 10, "lineCount": 1, "height": 22, "status": "pass", "reasons": []}]}
            """
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ReportFile.self, from: Data(json.utf8)) }
        let android = json.replacingOccurrences(of: "\"ios\"", with: "\"android\"").replacingOccurrences(
            of: "\"huge\"", with: "\"1.3\"")
        let read = try JSONDecoder().decode(ReportFile.self, from: Data(android.utf8))
        #expect(read.results.first?.category == .android(scale: 1.3))
    }
}
