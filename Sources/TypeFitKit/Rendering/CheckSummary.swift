/// The few lines `typefit check` prints on stdout.
public enum CheckSummary {
    public static func render(_ report: CheckReport, written: [String]) -> String {
        var text = "typefit check: \(report.results.count) measurements of \(report.fonts.count) styles: "
        text += "\(report.failures) failed, \(report.warnings) warnings\n"
        var byStyle: [String: Int] = [:]
        for row in report.results where row.status == .fail { byStyle[row.style, default: 0] += 1 }
        for style in report.fonts.map(\.style) where byStyle[style] != nil {
            text += "  \(style): \(byStyle[style] ?? 0) failed\n"
        }
        if !written.isEmpty { text += "reports: " + written.joined(separator: ", ") + "\n" }
        return text
    }
}
