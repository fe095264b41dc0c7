import Foundation
@testable import TypeFitText
@testable import TypeFitReports
import Testing

@Suite struct LadderTests {
    @Test func iosLadderHasEveryCategoryInOrder() {
        let style = ScaledTextStyle(scaler: FontMetricsScaler(curve: .textStyle(.title1)), baseSize: 28)
        let rows = IOSLadder(style).rows
        #expect(rows.map(\.category) == ContentSizeCategory.allCases)
        #expect(rows.map(\.pointSize) == [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
        #expect(rows.map(\.lineHeight) == [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68])
    }

    @Test func androidLadderInDp() {
        let ladder = AndroidLadder(sp: 14)
        let rows = ladder.rows
        #expect(ladder.sp == 14)
        #expect(rows.map(\.scale) == AndroidFontScale.settingsSteps)
        // 14 × 0.85 in Float is 11.900001, as on the phone; the tables' values come out exact.
        #expect(rows.map(\.pointSize) == [11.900001, 14, 16.4, 18.8, 22, 24.4, 26])
    }

    @Test func jsonKeys() throws {
        let style = ScaledTextStyle(
            scaler: FontMetricsScaler(curve: .textStyle(.body)), baseSize: 17, lineHeight: .font(.apple))
        let json = try JSONOutput.encode(IOSLadder(style))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["platform"] as? String == "ios")
        let rows = try #require(document["rows"] as? [[String: Any]])
        try #require(rows.count == 12)
        #expect(Set(rows[0].keys) == ["category", "pointSize", "lineHeight"])
        #expect(rows[0]["lineHeight"] is NSNull)  // a font rule without a font
        #expect(rows[3]["category"] as? String == "large")
    }

    @Test func csvIsRFC4180() {
        let csv = IOSValueLadder(60, scaler: FontMetricsScaler(curve: .fixed)).csv()
        #expect(csv.hasPrefix("category,value\r\nxSmall,60.0\r\n"))
        #expect(csv.split(separator: "\r\n").count == 13)
    }
}
