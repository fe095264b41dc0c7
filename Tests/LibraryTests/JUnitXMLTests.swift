import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import Testing
@testable import TypeFitCheck
@testable import TypeFitReports

/// junit.xml lists at most ``JUnitXML/listedCases`` failed or warned measurements, shared among
/// the styles, and counts each style's others in one case: a CI system reads the file whole
/// (GitLab: under 30 MB, 500,000 cases). Checked on the fixture guide's check with a small share.
@Suite struct JUnitXMLTests {
    /// What a parse of junit.xml found: per suite its stated counts and its cases.
    final class Suites: NSObject, XMLParserDelegate {
        struct Suite {
            var name: String
            var tests: Int
            var failures: Int
            var cases: [String] = []
            var failed = 0
        }
        var stated: (tests: Int, failures: Int) = (0, 0)
        var suites: [Suite] = []

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "testsuites":
                stated = (Int(attributes["tests"] ?? "") ?? -1, Int(attributes["failures"] ?? "") ?? -1)
            case "testsuite":
                suites.append(
                    Suite(
                        name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                        failures: Int(attributes["failures"] ?? "") ?? -1))
            case "testcase": suites[suites.count - 1].cases.append(attributes["name"] ?? "")
            case "failure": suites[suites.count - 1].failed += 1
            default: break
            }
        }
    }

    static func parse(_ xml: String) throws -> Suites {
        let suites = Suites()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = suites
        try #require(parser.parse(), "junit.xml is not well-formed XML")
        return suites
    }

    @Test func eachStyleListsItsShareAndCountsTheRest() async throws {
        let report = try await ReportFileTests.check()
        let styles = Set(report.fonts.map(\.style)).count
        let findings = Dictionary(grouping: report.results.filter { $0.status != .pass }, by: \.style)
        let share = 2
        let parsed = try Self.parse(JUnitXML.render(report, listedCases: styles * share))
        // The stated counts are the file's own: every suite's cases and failures, and the whole's.
        #expect(parsed.stated.tests == parsed.suites.reduce(0) { $0 + $1.cases.count })
        #expect(parsed.stated.failures == parsed.suites.reduce(0) { $0 + $1.failed })
        for suite in parsed.suites {
            #expect(suite.tests == suite.cases.count, "\(suite.name)")
            #expect(suite.failures == suite.failed, "\(suite.name)")
        }
        var cut = 0
        for (style, rows) in findings {
            let suite = try #require(parsed.suites.first { $0.name == style })
            let unlisted = suite.cases.filter { $0.hasSuffix(", not listed") }
            guard rows.count > share else {
                #expect(unlisted.isEmpty, "\(style)")
                continue
            }
            cut += 1
            // The first `share` in the order they came, then one case that counts the others.
            let more = rows.count - share
            #expect(unlisted == ["\(more) more failed or warned measurement\(more == 1 ? "" : "s"), not listed"])
            let listed = suite.cases.filter { $0.contains(" @ ") && !$0.contains(" measurement") }
            #expect(listed.count == share, "\(style): \(listed)")
            #expect(rows.prefix(share).allSatisfy { row in listed.contains { $0.contains(": \(row.key) (") } })
        }
        #expect(cut > 0, "no style of the fixture check has more findings than its share")
    }

    /// Under the limit nothing changes: every finding its own case, the failures the check's.
    @Test func aCheckUnderTheLimitListsEveryFinding() async throws {
        let report = try await ReportFileTests.check()
        let parsed = try Self.parse(JUnitXML.render(report))
        #expect(parsed.stated.failures == report.failures)
        #expect(parsed.suites.allSatisfy { suite in !suite.cases.contains { $0.hasSuffix(", not listed") } })
        let findings = report.results.filter { $0.status != .pass }.count
        let styles = Set(report.fonts.map(\.style))
        let listed = parsed.suites.filter { styles.contains($0.name) }.reduce(0) { count, suite in
            count + suite.cases.filter { $0.contains(" @ ") && !$0.contains(" measurement") }.count
        }
        #expect(listed == findings)
    }
}
