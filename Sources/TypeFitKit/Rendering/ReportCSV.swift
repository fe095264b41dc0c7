/// `report.csv`: a header and a row per measurement, RFC 4180 quoting, UTF-8 with a byte-order
/// mark (so spreadsheet apps read the accents right), CRLF line ends; lengths to 0.01 pt.
public enum ReportCSV {
    public static let header = ["style", "platform", "category", "sizeClass", "key", "locale", "text", "pointSize", "lineHeight",
                                "width", "lineCount", "height", "maxWidth", "maxLines", "status", "reasons"]

    public static func render(_ report: CheckReport) -> String {
        var lines = [header.joined(separator: ",")]
        lines.reserveCapacity(report.results.count + 1)
        for row in report.results {
            let fields = [
                row.style, row.platform.rawValue, row.category, row.sizeClass?.rawValue ?? "", row.key, row.locale, row.text,
                formatted(row.pointSize, decimals: 2), formatted(row.lineHeight, decimals: 2), formatted(row.width, decimals: 2),
                "\(row.lineCount)", formatted(row.height, decimals: 2), row.maxWidth.map { formatted($0, decimals: 2) } ?? "",
                row.maxLines.map(String.init) ?? "", row.status.rawValue, row.reasons.joined(separator: "; "),
            ]
            lines.append(fields.map(quote).joined(separator: ","))
        }
        return "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Quotes a field when it holds a comma, quote, CR or LF (RFC 4180), or starts with a
    /// character a spreadsheet would read as a formula.
    static func quote(_ field: String) -> String {
        var value = field
        if let first = value.unicodeScalars.first, "=+-@".unicodeScalars.contains(first), Double(value) == nil {
            value = "'" + value
        }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
