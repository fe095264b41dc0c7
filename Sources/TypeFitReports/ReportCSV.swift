import TypeFitSupport
import TypeFitCheck

/// `report.csv`: a header and a row per measurement, RFC 4180 quoting, UTF-8 with a byte-order
/// mark (so spreadsheet apps read the accents right), CRLF line ends; lengths to 0.01 pt.
public enum ReportCSV {
    public static let header = ["style", "platform", "category", "sizeClass", "key", "locale", "text", "pointSize", "lineHeight",
                                "width", "lineCount", "height", "maxWidth", "maxLines", "status", "reasons"]

    public static func render(_ report: CheckReport) -> String {
        table(header, report.results.map { row in
            [
                row.style, row.platform.rawValue, row.category.description, row.sizeClass?.rawValue ?? "", row.key, row.locale, row.text,
                formatted(row.pointSize, decimals: 2), formatted(row.lineHeight, decimals: 2), formatted(row.width, decimals: 2),
                "\(row.lineCount)", formatted(row.height, decimals: 2), row.maxWidth.map { formatted($0, decimals: 2) } ?? "",
                row.maxLines.map(String.init) ?? "", row.status.rawValue, row.reasons.map(\.description).joined(separator: "; "),
            ]
        })
    }

    public static let rowsHeader = ["row", "category", "locale", "horizontalWidth", "containerWidth", "verticalHeight", "maxHeight",
                                    "axis", "switchCategory", "status", "reasons"]

    /// `rows.csv`: a line per layout row × category × locale.
    public static func renderRows(_ report: CheckReport) -> String {
        table(rowsHeader, report.rows.map { row in
            [
                row.row, row.category.description, row.locale, formatted(row.horizontalWidth, decimals: 2), formatted(row.containerWidth, decimals: 2),
                formatted(row.verticalHeight, decimals: 2), row.maxHeight.map { formatted($0, decimals: 2) } ?? "", row.axis.rawValue,
                row.switchCategory?.rawValue ?? "", row.status.rawValue, row.reasons.map(\.description).joined(separator: "; "),
            ]
        })
    }

    public static let contrastHeader = ["style", "theme", "platform", "category", "pointSize", "weight", "largeText", "foreground",
                                        "background", "foregroundDrawn", "backgroundDrawn", "ratio", "minimumRatio", "level", "status", "reasons"]

    /// `contrast.csv`: a line per style × size × theme; ratios to 0.001 (the verdict uses them unrounded).
    public static func renderContrast(_ report: CheckReport) -> String {
        table(contrastHeader, report.contrast.map { pair in
            [
                pair.style, pair.theme, pair.platform.rawValue, pair.category.description, formatted(pair.pointSize, decimals: 2), "\(pair.weight)",
                pair.largeText ? "yes" : "no", pair.foreground, pair.background, pair.foregroundDrawn, pair.backgroundDrawn,
                formatted(pair.ratio, decimals: 3), compactNumber(pair.minimumRatio), pair.level.rawValue, pair.status.rawValue,
                pair.reasons.map(\.description).joined(separator: "; "),
            ]
        })
    }

    /// A header and rows, quoted, with a byte-order mark and CRLF line ends.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var lines = [header.joined(separator: ",")]
        lines.reserveCapacity(rows.count + 1)
        for fields in rows { lines.append(fields.map(quote).joined(separator: ",")) }
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
