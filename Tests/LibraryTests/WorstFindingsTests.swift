import Testing
@testable import TypeFitSupport
@testable import TypeFitText
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// The bounded view of a check's failures that every CI output shows.
@Suite struct WorstFindingsTests {
    static func row(
        _ key: String, _ status: CheckStatus, width: Double, lines: Int = 1, category: ContentSizeCategory = .large,
        locale: String = "de"
    ) -> CheckResult {
        CheckResult(
            style: "Body", platform: .ios, category: .ios(category), sizeClass: nil, key: key, locale: locale,
            text: key, pointSize: 17, lineHeight: 20, width: width, lineCount: lines, height: 20, maxWidth: 100,
            maxLines: 2, status: status, reasons: [])
    }

    /// Case table: rows in stream order → the strings kept, worst first (overflow = the larger of
    /// width ÷ 100 and lines ÷ 2).
    @Test func eachStringOnceAtItsWorstSizeFailuresFirst() {
        var worst = WorstFindings(limit: 10)
        for row in [
            Self.row("a", .pass, width: 90),
            Self.row("a", .fail, width: 120, category: .xxxLarge),  // 1.2
            Self.row("a", .fail, width: 150, category: .accessibility5),  // 1.5: a's worst
            Self.row("b", .warn, width: 98),  // a warning only
            Self.row("c", .fail, width: 90, lines: 6),  // 3.0
            Self.row("b", .fail, width: 101, locale: "fr"),  // another string: b in French
            Self.row("a", .fail, width: 130, category: .xLarge),  // a met again later: still 1.5
        ] {
            worst.offer(row)
        }
        let finished = worst.finished
        #expect(
            finished.errors.map { "\($0.row.key) \($0.row.locale) \($0.row.category)" } == [
                "c de large", "a de accessibility5", "b fr large",
            ])
        #expect(finished.errors.map(\.overflow) == [3, 1.5, 1.01])
        #expect(finished.warnings.map(\.row.key) == ["b"])
        #expect(worst.failedMeasurements == 5 && worst.warnedMeasurements == 1)
        #expect(!finished.cut)
    }

    /// A million failures keep `limit` strings and say the rest were cut.
    @Test func boundedAndSaysWhenCut() {
        var worst = WorstFindings(limit: 3)
        for index in 0..<10_000 {
            worst.offer(Self.row("k\(index)", .fail, width: 100 + Double(index % 997)))
        }
        let finished = worst.finished
        #expect(finished.errors.count == 3 && finished.cut)
        #expect(finished.errors.map(\.row.width) == [1096, 1096, 1096])
        // The first met wins a tie.
        #expect(finished.errors.map(\.row.key) == ["k996", "k1993", "k2990"])
        #expect(worst.failedMeasurements == 10_000)
    }

    /// A string that fails at one size and warns at another is an error, never both.
    @Test func aFailingStringIsNoWarning() {
        var worst = WorstFindings(limit: 5)
        worst.offer(Self.row("a", .warn, width: 98))
        worst.offer(Self.row("x", .pass, width: 10))
        worst.offer(Self.row("a", .fail, width: 120, category: .accessibility1))
        let finished = worst.finished
        #expect(finished.errors.map(\.row.key) == ["a"] && finished.warnings.isEmpty)
    }
}
