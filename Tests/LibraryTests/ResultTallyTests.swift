import Testing
@testable import TypeFitCheck
import TypeFitText

/// ``ResultTally``: the worst offenders and failure counts summary.md shows, and the same tally
/// whether the rows are tallied in one run or in units merged in order.
@Suite struct ResultTallyTests {
    /// A row of `style` for string `key` at `category`, `width` wide against a 100 pt limit.
    static func row(
        _ style: String, _ key: String, _ category: ContentSizeCategory, width: Double, locale: String = "en",
        sizeClass: SizeClass? = nil
    ) -> CheckResult {
        CheckResult(
            style: style, platform: .ios, category: .ios(category), sizeClass: sizeClass, key: key, locale: locale,
            text: key,
            pointSize: 17, lineHeight: 22, width: width, lineCount: 1, height: 22, maxWidth: 100, maxLines: nil,
            status: width > 100 ? .fail : .pass, reasons: [])
    }

    /// Five strings of "Body" over the limit by 10, 50, 30, 50 and 5 pt, some at two sizes: the
    /// three worst strings, each at its worst size, the first measured first among equals.
    static let rows: [CheckResult] = [
        row("Body", "a", .large, width: 110), row("Body", "a", .accessibility5, width: 190),
        row("Body", "b", .large, width: 150), row("Body", "c", .large, width: 130),
        row("Body", "d", .large, width: 150), row("Body", "e", .large, width: 105),
        row("Title", "a", .large, width: 90, sizeClass: .compact),
        row("Title", "a", .accessibility5, width: 120, sizeClass: .regular),
        row("Body", "b", .accessibility5, width: 95), row("Body", "a", .large, width: 300, locale: "de"),
    ]

    @Test func keepsTheWorstRowOfTheWorstStrings() {
        let tally = ResultTally(Self.rows)
        let offenders = tally.offenders(of: "Body").map { "\($0.key)/\($0.locale) \($0.category) \(Int($0.width))" }
        #expect(offenders == ["a/de large 300", "a/en accessibility5 190", "b/en large 150"])
        #expect(tally.offenders(of: "Title").map(\.width) == [120])
        #expect(tally.offenders(of: "Caption").isEmpty)
    }

    @Test func countsFailuresPerStyleAndCategory() {
        let tally = ResultTally(Self.rows)
        #expect(tally.categories == [.ios(.large), .ios(.accessibility5)])
        #expect(tally.failures(style: "Body", category: .ios(.large)) == 6)
        #expect(tally.failures(style: "Body", category: .ios(.accessibility5)) == 1)
        #expect(tally.failures(style: "Title", category: .ios(.large)) == 0)
        #expect(tally.failures(style: "Title", category: .ios(.accessibility5)) == 1)
        #expect(tally.sizeClasses == [.compact, .regular])
    }

    /// Units merged in the report's order tell what one tally of every row tells, wherever the
    /// rows are cut: the ties between strings ("b" and "d" both 50 pt over) still go to the first.
    @Test func unitsMergedInOrderEqualOneTally() {
        let whole = ResultTally(Self.rows)
        for cuts in [[1], [3], [5, 6], [1, 2, 3, 4, 5, 6, 7, 8, 9], [9]] {
            var merged = ResultTally()
            var start = 0
            for end in cuts + [Self.rows.count] {
                merged.merge(ResultTally(Array(Self.rows[start..<end])))
                start = end
            }
            #expect(merged == whole, "cut at \(cuts)")
            #expect(merged.offenders(of: "Body") == whole.offenders(of: "Body"), "cut at \(cuts)")
        }
        // A tie resolved by order: with "a" gone, "b" (measured before "d") is kept over "d".
        let ties = Self.rows.filter { $0.key != "a" }
        var parts = ResultTally(Array(ties[0..<2]))
        parts.merge(ResultTally(Array(ties[2...])))
        #expect(parts.offenders(of: "Body").map(\.key) == ["b", "d", "c"])
        #expect(parts == ResultTally(ties))
    }
}
