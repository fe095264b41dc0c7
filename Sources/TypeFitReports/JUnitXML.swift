import TypeFitSupport
import TypeFitCheck
import TypeFitText

/// `junit.xml` for CI test views: a test suite per style; in it a test case for every failed or
/// warned measurement (category × string × locale, with platform and size class), and one passing
/// test case per size for all the measurements that passed there ("accessibility5 @ 53.00 pt: 712
/// measurements pass") — a million passing cases would help no CI view. Layout rows and contrast
/// pairs have a suite each with a case per result. Warnings go to system-out.
public enum JUnitXML {
    public static func render(_ report: CheckReport) -> String {
        var out: [UInt8] = []
        write(report) { out.append(contentsOf: $0.utf8) }
        return String(decoding: out, as: UTF8.self)
    }

    /// junit.xml written to `file` as it is produced.
    static func write(_ report: CheckReport, to file: StreamedFile) throws {
        var failure: Error?
        write(report) { text in
            guard failure == nil else { return }
            do { try file.write(text) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// A style's measurements in one pass: its failures and warnings, and its passes per size.
    private struct StyleTally {
        var name: String
        var range: Range<Int>
        var failures = 0, warnings = 0
        /// Passing measurements per size ("accessibility5 @ 53.00 pt"), in order of first appearance.
        var passes: [(size: String, count: Int)] = []
        var cases: Int { failures + warnings + passes.count }
    }

    /// A size within a style: what passing measurements are counted by.
    private struct SizeKey: Hashable {
        var platform: StyleGuide.Platform
        var category: SizeCategory
        var sizeClass: SizeClass?
    }

    private static func tallies(_ results: [CheckResult]) -> [StyleTally] {
        var tallies: [StyleTally] = []
        var passIndex: [SizeKey: Int] = [:]
        for (index, row) in results.enumerated() {
            if tallies.last?.name != row.style {
                tallies.append(StyleTally(name: row.style, range: index..<index))
                passIndex = [:]
            }
            tallies[tallies.count - 1].range = tallies[tallies.count - 1].range.lowerBound..<(index + 1)
            switch row.status {
            case .fail: tallies[tallies.count - 1].failures += 1
            case .warn: tallies[tallies.count - 1].warnings += 1
            case .pass:
                // The label is made once per size, not once per measurement.
                let key = SizeKey(platform: row.platform, category: row.category, sizeClass: row.sizeClass)
                if let at = passIndex[key] {
                    tallies[tallies.count - 1].passes[at].count += 1
                } else {
                    passIndex[key] = tallies[tallies.count - 1].passes.count
                    tallies[tallies.count - 1].passes.append(("\(sizeName(row)) @ \(pointSize(row))", 1))
                }
            }
        }
        return tallies
    }

    /// "53.00 pt" on iOS, "28.00 dp" on Android.
    private static func pointSize(_ row: CheckResult) -> String {
        "\(formatted(row.pointSize, decimals: 2)) \(row.platform == .ios ? "pt" : "dp")"
    }

    /// "accessibility5 compact" on iOS, "font scale 2" on Android.
    private static func sizeName(_ row: CheckResult) -> String {
        "\(row.platform == .ios ? "" : "font scale ")\(row.category)\(row.sizeClass.map { " \($0.rawValue)" } ?? "")"
    }

    private static func write(_ report: CheckReport, _ emit: (String) -> Void) {
        let tallies = tallies(report.results)
        let tests = tallies.reduce(0) { $0 + $1.cases } + report.rows.count + report.contrast.count
        emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"typefit\" tests=\"\(tests)\" failures=\"\(report.failures)\">\n")
        for tally in tallies {
            emit(suiteStart(tally.name, tests: tally.cases, failures: tally.failures))
            for row in report.results[tally.range] where row.status != .pass {
                let name = "\(sizeName(row)): \(row.key) (\(row.locale)) @ \(pointSize(row))"
                emit(testCase(tally.name, Case(name: name, status: row.status, reasons: row.reasons, detail: "text: \(row.text)")))
            }
            for (size, count) in tally.passes {
                emit(testCase(tally.name, Case(name: "\(size): \(count) measurement\(count == 1 ? "" : "s") pass", status: .pass, reasons: [], detail: "")))
            }
            emit("  </testsuite>\n")
        }
        for row in orderedUnique(report.rows.map(\.row)) {
            emit(suite("row: \(row)", report.rows.filter { $0.row == row }.map { result in
                Case(name: "\(result.category) (\(result.locale)), \(result.axis.rawValue)", status: result.status, reasons: result.reasons,
                     detail: "side by side \(formatted(result.horizontalWidth, decimals: 2)) pt of \(compactNumber(result.containerWidth)) pt; stacked \(formatted(result.verticalHeight, decimals: 2)) pt")
            }))
        }
        for style in orderedUnique(report.contrast.map(\.style)) {
            emit(suite("contrast: \(style)", report.contrast.filter { $0.style == style }.map { pair in
                Case(name: "\(pair.theme) \(pair.category) @ \(formatted(pair.pointSize, decimals: 2)) pt", status: pair.status, reasons: pair.reasons,
                     detail: "\(pair.foreground) on \(pair.background): \(formatted(pair.ratio, decimals: 3)):1")
            }))
        }
        emit("</testsuites>\n")
    }

    /// One test case: failed with the reasons as the message, warnings in system-out.
    struct Case {
        var name: String
        var status: CheckStatus
        var reasons: [Reason]
        var detail: String
    }

    static func suite(_ name: String, _ cases: [Case]) -> String {
        suiteStart(name, tests: cases.count, failures: cases.filter { $0.status == .fail }.count)
            + cases.map { testCase(name, $0) }.joined() + "  </testsuite>\n"
    }

    static func suiteStart(_ name: String, tests: Int, failures: Int) -> String {
        "  <testsuite name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\">\n"
    }

    static func testCase(_ suite: String, _ item: Case) -> String {
        let start = "    <testcase classname=\"typefit.\(escape(suite))\" name=\"\(escape(item.name))\""
        switch item.status {
        case .pass:
            return start + "/>\n"
        case .warn:
            return start + ">\n      <system-out>\(escape(item.reasons.map(\.description).joined(separator: "; ")))</system-out>\n    </testcase>\n"
        case .fail:
            return start + ">\n      <failure message=\"\(escape(item.reasons.first?.description ?? "failed"))\">"
                + "\(escape(item.reasons.map(\.description).joined(separator: "\n")))\n\(escape(item.detail))</failure>\n    </testcase>\n"
        }
    }

    static func escape(_ text: String) -> String { xmlEscaped(text) }
}
