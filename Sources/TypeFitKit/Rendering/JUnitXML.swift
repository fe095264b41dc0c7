/// `junit.xml` for CI test views: a test suite per style, a test case per category × string ×
/// locale (× platform, size class), failed when the verdict is fail; warnings go to system-out.
public enum JUnitXML {
    public static func render(_ report: CheckReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"typefit\" tests=\"\(report.results.count)\" failures=\"\(report.failures)\">\n"
        for style in orderedUnique(report.results.map(\.style)) {
            let rows = report.results.filter { $0.style == style }
            let failed = rows.filter { $0.status == .fail }.count
            xml += "  <testsuite name=\"\(escape(style))\" tests=\"\(rows.count)\" failures=\"\(failed)\">\n"
            for row in rows {
                var name = "\(row.platform == .ios ? "" : "android ")\(row.category)\(row.sizeClass.map { " \($0.rawValue)" } ?? ""): \(row.key) (\(row.locale))"
                name += " @ \(formatted(row.pointSize, decimals: 2)) pt"
                xml += "    <testcase classname=\"typefit.\(escape(style))\" name=\"\(escape(name))\""
                switch row.status {
                case .pass:
                    xml += "/>\n"
                case .warn:
                    xml += ">\n      <system-out>\(escape(row.reasons.joined(separator: "; ")))</system-out>\n    </testcase>\n"
                case .fail:
                    xml += ">\n      <failure message=\"\(escape(row.reasons.first ?? "failed"))\">\(escape(row.reasons.joined(separator: "\n")))\ntext: \(escape(row.text))</failure>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    static func escape(_ text: String) -> String { xmlEscaped(text) }
}
