import TypeFitSupport
import TypeFitCheck

/// `junit.xml` for CI test views: a test suite per style, a test case per category × string ×
/// locale (× platform, size class), failed when the verdict is fail; warnings go to system-out.
public enum JUnitXML {
    public static func render(_ report: CheckReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = report.results.count + report.rows.count + report.contrast.count
        xml += "<testsuites name=\"typefit\" tests=\"\(tests)\" failures=\"\(report.failures)\">\n"
        for style in orderedUnique(report.results.map(\.style)) {
            let rows = report.results.filter { $0.style == style }
            xml += suite(style, rows.map { row in
                var name = "\(row.platform == .ios ? "" : "font scale ")\(row.category)\(row.sizeClass.map { " \($0.rawValue)" } ?? ""): \(row.key) (\(row.locale))"
                name += " @ \(formatted(row.pointSize, decimals: 2)) \(row.platform == .ios ? "pt" : "dp")"
                return Case(name: name, status: row.status, reasons: row.reasons, detail: "text: \(row.text)")
            })
        }
        for row in orderedUnique(report.rows.map(\.row)) {
            xml += suite("row: \(row)", report.rows.filter { $0.row == row }.map { result in
                Case(name: "\(result.category) (\(result.locale)), \(result.axis.rawValue)", status: result.status, reasons: result.reasons,
                     detail: "side by side \(formatted(result.horizontalWidth, decimals: 2)) pt of \(compactNumber(result.containerWidth)) pt; stacked \(formatted(result.verticalHeight, decimals: 2)) pt")
            })
        }
        for style in orderedUnique(report.contrast.map(\.style)) {
            xml += suite("contrast: \(style)", report.contrast.filter { $0.style == style }.map { pair in
                Case(name: "\(pair.theme) \(pair.category) @ \(formatted(pair.pointSize, decimals: 2)) pt", status: pair.status, reasons: pair.reasons,
                     detail: "\(pair.foreground) on \(pair.background): \(formatted(pair.ratio, decimals: 3)):1")
            })
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// One test case: failed with the reasons as the message, warnings in system-out.
    struct Case {
        var name: String
        var status: CheckStatus
        var reasons: [Reason]
        var detail: String
    }

    static func suite(_ name: String, _ cases: [Case]) -> String {
        let failed = cases.filter { $0.status == .fail }.count
        var xml = "  <testsuite name=\"\(escape(name))\" tests=\"\(cases.count)\" failures=\"\(failed)\">\n"
        for item in cases {
            xml += "    <testcase classname=\"typefit.\(escape(name))\" name=\"\(escape(item.name))\""
            switch item.status {
            case .pass:
                xml += "/>\n"
            case .warn:
                xml += ">\n      <system-out>\(escape(item.reasons.map(\.description).joined(separator: "; ")))</system-out>\n    </testcase>\n"
            case .fail:
                xml += ">\n      <failure message=\"\(escape(item.reasons.first?.description ?? "failed"))\">\(escape(item.reasons.map(\.description).joined(separator: "\n")))\n\(escape(item.detail))</failure>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n"
    }

    static func escape(_ text: String) -> String { xmlEscaped(text) }
}
