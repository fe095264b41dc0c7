import TypeFitCheck
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// A `report.json` read back (schema version 1): what `typefit diff` compares.
package struct ReportFile: Decodable, Hashable, Sendable {
    package var schemaVersion: Int
    package var results: [CheckResult]
    package var fonts: [Font]
    /// Layout rows and contrast pairs (absent in reports of guides without them).
    package var rows: [LayoutRow]?
    package var contrast: [ContrastPair]?
    /// The guide checked, as the report names it (relative to the folder the check ran in):
    /// where the report's catalog paths start.
    package var guide: String?
    /// The tool and library versions the report was made with ("harfbuzz" → "6.0.0"), as its
    /// `tool` object (report.json) or `run` table (report.sqlite) holds them.
    package var versions: [String: String] = [:]

    /// report.json's keys, as the scanner (``scanShell(_:file:)``) reads them too.
    enum CodingKeys: String, CodingKey {
        case schemaVersion, results, fonts, rows, contrast, guide, summary
        case versions = "tool"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            schemaVersion: try container.decode(Int.self, forKey: .schemaVersion),
            results: try container.decode([CheckResult].self, forKey: .results),
            fonts: try container.decode([Font].self, forKey: .fonts),
            rows: try container.decodeIfPresent([LayoutRow].self, forKey: .rows),
            contrast: try container.decodeIfPresent([ContrastPair].self, forKey: .contrast))
        guide = try container.decodeIfPresent(String.self, forKey: .guide)
        summary = try container.decodeIfPresent(Summary.self, forKey: .summary)
        versions = try container.decodeIfPresent([String: String].self, forKey: .versions) ?? [:]
    }

    /// A layout row at one category and locale.
    package struct LayoutRow: Hashable, Sendable {
        package var row: String
        package var category: SizeCategory
        package var locale: String
        package var horizontalWidth: Double
        package var verticalHeight: Double
        package var axis: String
        package var switchCategory: ContentSizeCategory?
        package var status: CheckStatus
        package var reasons: [String]
    }

    /// A style's colours in one theme at one size.
    package struct ContrastPair: Hashable, Sendable {
        package var style: String
        package var theme: String
        package var platform: PlatformID
        package var category: SizeCategory
        package var ratio: Double
        package var status: CheckStatus
        package var reasons: [String]
    }

    /// style, platform, category, size class, key and locale.
    struct RowKey: Hashable {
        var style: String
        var platform: PlatformID
        var category: SizeCategory
        var sizeClass: SizeClass?
        var key: String
        var locale: String
    }

    package struct Font: Decodable, Hashable, Sendable {
        package var style: String
        package var family: String
        package var resolvedStyle: String
        package var path: String
        package var metrics: Metrics?
        package var faceIndex: Int?
        /// The font-level warnings (each face's counted once in the report's warnings).
        package var findings: [String]?
    }

    /// What the report says it holds (`summary` in report.json, `summary.*` in report.sqlite's
    /// `run`), checked against what it does hold when it is read (``ReportIntegrity``).
    package struct Summary: Decodable, Hashable, Sendable {
        package var measurements: Int
        package var failures: Int
        package var warnings: Int
    }

    /// The report's own summary, when it has one.
    package var summary: Summary?

    /// The font metrics the diff compares (a subset of `inspect`'s keys).
    package struct Metrics: Decodable, Hashable, Sendable {
        package struct Line: Decodable, Hashable, Sendable {
            package var ascender: Int
            package var descender: Int
            package var lineGap: Int
        }
        package struct Typo: Decodable, Hashable, Sendable {
            package var ascender: Int
            package var descender: Int
            package var lineGap: Int
            package var useTypoMetrics: Bool
        }
        package struct Win: Decodable, Hashable, Sendable {
            package var ascent: Int
            package var descent: Int
        }
        package struct Axis: Decodable, Hashable, Sendable {
            package var tag: String
            package var min: Double
            package var `default`: Double
            package var max: Double
        }
        package struct Instance: Decodable, Hashable, Sendable {
            package var name: String
            package var coordinates: [String: Double]
        }
        package var unitsPerEm: Int
        package var hhea: Line
        package var typo: Typo?
        package var win: Win?
        package var glyphCount: Int
        package var axes: [Axis]
        package var namedInstances: [Instance]
    }

    /// The largest report read (a million measurements are about 300 MB of report.json).
    package static let maximumFileSize = 8 << 30

    /// Reads a report.json (up to ``maximumFileSize``, with the streaming scanner; bytes that are not UTF-8
    /// inside strings read as U+FFFD) or a report.sqlite; errors name the file, the place and
    /// what is wrong.
    package static func read(_ path: String) throws(InputError) -> ReportFile {
        try collect(measurements(path))
    }

    init(schemaVersion: Int, results: [CheckResult], fonts: [Font], rows: [LayoutRow]?, contrast: [ContrastPair]?) {
        self.schemaVersion = schemaVersion
        self.results = results
        self.fonts = fonts
        self.rows = rows
        self.contrast = contrast
    }

    /// A report measured in this process, as report.json would read back, without writing it:
    /// the same values, taken from the report's own types.
    package init(_ report: CheckReport) {
        schemaVersion = ReportJSON.schemaVersion
        guide = report.guide
        versions = report.versions.byKey
        results = report.results
        summary = Summary(
            measurements: report.totals.measurements, failures: report.failures, warnings: report.warnings)
        fonts = report.fonts.map { font in
            Font(
                style: font.style, family: font.family, resolvedStyle: font.resolvedStyle, path: font.path,
                metrics: font.metrics.map(Metrics.init),
                faceIndex: font.faceIndex, findings: font.findings.map(\.description))
        }
        rows = report.rows.map { row in
            LayoutRow(
                row: row.row, category: row.category, locale: row.locale, horizontalWidth: row.horizontalWidth,
                verticalHeight: row.verticalHeight, axis: row.axis.rawValue, switchCategory: row.switchCategory,
                status: row.status, reasons: row.reasons.map(\.description))
        }
        contrast = report.contrast.map { pair in
            ContrastPair(
                style: pair.style, theme: pair.theme, platform: pair.platform, category: pair.category,
                ratio: pair.ratio, status: pair.status, reasons: pair.reasons.map(\.description))
        }
    }
}

extension ReportFile.Metrics {
    /// The compared subset of a face's metrics.
    init(_ metrics: FaceMetrics) {
        unitsPerEm = metrics.unitsPerEm
        hhea = Line(ascender: metrics.hhea.ascender, descender: metrics.hhea.descender, lineGap: metrics.hhea.lineGap)
        typo = metrics.typo.map {
            Typo(
                ascender: $0.metrics.ascender, descender: $0.metrics.descender, lineGap: $0.metrics.lineGap,
                useTypoMetrics: $0.useTypoMetrics)
        }
        win = metrics.win.map { Win(ascent: $0.ascent, descent: $0.descent) }
        glyphCount = metrics.glyphCount
        axes = metrics.axes.map { Axis(tag: $0.tag, min: $0.minimum, default: $0.defaultValue, max: $0.maximum) }
        namedInstances = metrics.namedInstances.map { Instance(name: $0.name, coordinates: $0.coordinates) }
    }
}

// Categories are read back typed: a name that is no category on the row's platform is an error
// naming its place, like any other field.
extension ReportFile.LayoutRow: Decodable {
    private enum CodingKeys: String, CodingKey {
        case row, category, locale, horizontalWidth, verticalHeight, axis, switchCategory, status, reasons
    }

    package init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        row = try fields.decode(String.self, forKey: .row)
        category = try SizeCategory.decode(fields, .category, platform: .ios)
        locale = try fields.decode(String.self, forKey: .locale)
        horizontalWidth = try fields.decode(Double.self, forKey: .horizontalWidth)
        verticalHeight = try fields.decode(Double.self, forKey: .verticalHeight)
        axis = try fields.decode(String.self, forKey: .axis)
        switchCategory = try fields.decodeIfPresent(ContentSizeCategory.self, forKey: .switchCategory)
        status = try fields.decode(CheckStatus.self, forKey: .status)
        reasons = try fields.decode([String].self, forKey: .reasons)
    }
}

extension ReportFile.ContrastPair: Decodable {
    private enum CodingKeys: String, CodingKey {
        case style, theme, platform, category, ratio, status, reasons
    }

    package init(from decoder: any Decoder) throws {
        let pair = try decoder.container(keyedBy: CodingKeys.self)
        style = try pair.decode(String.self, forKey: .style)
        theme = try pair.decode(String.self, forKey: .theme)
        platform = try pair.decode(PlatformID.self, forKey: .platform)
        category = try SizeCategory.decode(pair, .category, platform: platform)
        ratio = try pair.decode(Double.self, forKey: .ratio)
        status = try pair.decode(CheckStatus.self, forKey: .status)
        reasons = try pair.decode([String].self, forKey: .reasons)
    }
}

extension SizeCategory {
    /// The category named at `key` on `platform`, or a decoding error naming the field.
    static func decode<Key: CodingKey>(
        _ container: KeyedDecodingContainer<Key>, _ key: Key, platform: PlatformID
    ) throws -> SizeCategory {
        let name = try container.decode(String.self, forKey: key)
        guard let category = SizeCategory(name, platform: platform) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\"\(name)\" is no \(platform.rawValue) category")
        }
        return category
    }
}

extension CheckResult {
    /// A measurement read back from a report: its reasons are the sentences the report wrote.
    init(
        style: String, platform: PlatformID, category: SizeCategory, sizeClass: SizeClass?, key: String,
        locale: String, text: String, pointSize: Double, lineHeight: Double, width: Double, lineCount: Int,
        height: Double,
        maxWidth: Double?, maxLines: Int?, status: CheckStatus, reasonTexts: [String], source: FileLocation? = nil
    ) {
        self.init(
            style: style, platform: platform, category: category, sizeClass: sizeClass, key: key, locale: locale,
            text: text,
            pointSize: pointSize, lineHeight: lineHeight, width: width, lineCount: lineCount, height: height,
            maxWidth: maxWidth, maxLines: maxLines, status: status, reasons: reasonTexts.map(Reason.text),
            source: source)
    }

    /// A line or column is counted from 1; a catalog typefit reads has far fewer than 10⁹ lines.
    private static func isPlausibleSourcePosition(_ value: Int?) -> Bool {
        value.map { $0 >= 1 && $0 <= 1_000_000_000 } ?? true
    }

    /// Why the row is no measurement typefit made (a length that is not finite or is over
    /// a billion, a negative line count), or nil: a report is read as untrusted input.
    var implausibility: String? {
        // Checked without building anything: it runs for every row of a million-row report.
        let plausible = { (value: Double) in value.isFinite && abs(value) <= Self.largestLength }
        if let source, !Self.isPlausibleSourcePosition(source.line) || !Self.isPlausibleSourcePosition(source.column) {
            return "\(source) is no place in a catalog"
        }
        guard plausible(pointSize), plausible(lineHeight), plausible(width), plausible(height),
            lineCount >= 0, Double(lineCount) <= Self.largestLength
        else {
            for (name, value) in [
                ("pointSize", pointSize), ("lineHeight", lineHeight), ("width", width), ("height", height),
            ]
            where !plausible(value) {
                return "\(name) \(value) is no length typefit measures"
            }
            return "lineCount \(lineCount) is no line count typefit measures"
        }
        return nil
    }

    /// The largest length or line count a report may hold.
    static let largestLength = 1e9

    /// What identifies a row across runs, as a value that hashes its parts without joining them.
    var rowKey: ReportFile.RowKey {
        ReportFile.RowKey(
            style: style, platform: platform, category: category, sizeClass: sizeClass, key: key, locale: locale)
    }
}
