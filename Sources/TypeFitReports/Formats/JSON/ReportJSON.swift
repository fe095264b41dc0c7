import TypeFitSupport
import TypeFitText
import TypeFitCheck

/// `report.json`, schema version 2 (docs/reports.md):
/// `{"schemaVersion":2,"tool":{…},"guide","models":{…},"summary":{"measurements","failures","warnings","strings":{style: n}},
/// "fonts":[…],"results":[{"style","platform","category","sizeClass","key","locale","text","pointSize",
/// "lineHeight","width","lineCount","height","maxWidth","maxLines","status","reasons","file","line","column"}],"rows":[…],
/// "contrast":[…],"notes":[…]}`.
package struct ReportJSON: Encodable {
    /// 2 added each result's `file`, `line` and `column` (where its text is written).
    static let schemaVersion = 2
    /// Version 1 reads back with no source locations.
    static let readableVersions = 1...schemaVersion

    package let report: CheckReport
    /// Paths are written relative to this folder when inside it.
    package let relativeTo: String?

    /// Encodes `results` as `[]` (their count still in `summary`): ``write(_:relativeTo:to:)`` streams them.
    var omitsResults = false

    package init(_ report: CheckReport, relativeTo: String? = nil) {
        self.report = report
        self.relativeTo = relativeTo
    }

    enum Keys: String, CodingKey {
        case schemaVersion, tool, guide, models, summary, fonts, results, rows, contrast, notes
    }

    struct Summary: Encodable {
        var measurements: Int
        var failures: Int
        var warnings: Int
        /// Strings (key × locale) measured per style.
        var strings: [String: Int]
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(report.versions, forKey: .tool)
        try container.encode(relativePath(report.guide, to: relativeTo), forKey: .guide)
        try container.encode(report.models, forKey: .models)
        try container.encode(
            Summary(
                measurements: report.totals.measurements, failures: report.failures, warnings: report.warnings,
                strings: report.stringCounts), forKey: .summary)
        try container.encode(report.fonts.map { FontEntry(font: $0, relativeTo: relativeTo) }, forKey: .fonts)
        try container.encode(omitsResults ? [] : report.results, forKey: .results)
        try container.encode(report.rows, forKey: .rows)
        try container.encode(report.contrast, forKey: .contrast)
        try container.encode(report.notes, forKey: .notes)
    }

    struct FontEntry: Encodable {
        let font: FontReport
        let relativeTo: String?

        enum Keys: String, CodingKey {
            case style, family, resolvedStyle, path, faceIndex, variation, findings, metrics
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(font.style, forKey: .style)
            try container.encode(font.family, forKey: .family)
            try container.encode(font.resolvedStyle, forKey: .resolvedStyle)
            try container.encode(relativePath(font.path, to: relativeTo), forKey: .path)
            try container.encode(font.faceIndex, forKey: .faceIndex)
            try container.encodeAlways(font.variation, forKey: .variation)
            try container.encode(font.findings.map(\.description), forKey: .findings)
            var metrics = font.metrics
            metrics?.path = relativePath(font.path, to: relativeTo)
            try container.encodeAlways(metrics, forKey: .metrics)
        }
    }
}

extension CheckResult: Encodable {
    enum CodingKeys: String, CodingKey {
        case style, platform, category, sizeClass, key, locale, text, pointSize, lineHeight, width, lineCount, height
        case maxWidth, maxLines, status, reasons, file, line, column
    }

    @usableFromInline package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(platform, forKey: .platform)
        try container.encode(category, forKey: .category)
        try container.encodeAlways(sizeClass, forKey: .sizeClass)
        try container.encode(key, forKey: .key)
        try container.encode(locale, forKey: .locale)
        try container.encode(text, forKey: .text)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(lineHeight, forKey: .lineHeight)
        try container.encode(width, forKey: .width)
        try container.encode(lineCount, forKey: .lineCount)
        try container.encode(height, forKey: .height)
        try container.encodeAlways(maxWidth, forKey: .maxWidth)
        try container.encodeAlways(maxLines, forKey: .maxLines)
        try container.encode(status, forKey: .status)
        try container.encode(reasons, forKey: .reasons)
        try container.encodeAlways(source?.file, forKey: .file)
        try container.encodeAlways(source?.line, forKey: .line)
        try container.encodeAlways(source?.column, forKey: .column)
    }
}

/// report.json's row read back: the same keys it is written with (above).
extension CheckResult: Decodable {
    @usableFromInline package init(from decoder: any Decoder) throws {
        let row = try decoder.container(keyedBy: CodingKeys.self)
        let platform = try row.decode(PlatformID.self, forKey: .platform)
        self.init(
            style: try row.decode(String.self, forKey: .style), platform: platform,
            category: try SizeCategory.decode(row, .category, platform: platform),
            sizeClass: try row.decodeIfPresent(SizeClass.self, forKey: .sizeClass),
            key: try row.decode(String.self, forKey: .key),
            locale: try row.decode(String.self, forKey: .locale), text: try row.decode(String.self, forKey: .text),
            pointSize: try row.decode(Double.self, forKey: .pointSize),
            lineHeight: try row.decode(Double.self, forKey: .lineHeight),
            width: try row.decode(Double.self, forKey: .width), lineCount: try row.decode(Int.self, forKey: .lineCount),
            height: try row.decode(Double.self, forKey: .height),
            maxWidth: try row.decodeIfPresent(Double.self, forKey: .maxWidth),
            maxLines: try row.decodeIfPresent(Int.self, forKey: .maxLines),
            status: try row.decode(CheckStatus.self, forKey: .status),
            reasonTexts: try row.decode([String].self, forKey: .reasons),
            source: try row.decodeIfPresent(String.self, forKey: .file).map {
                FileLocation(
                    file: $0, line: try row.decodeIfPresent(Int.self, forKey: .line),
                    column: try row.decodeIfPresent(Int.self, forKey: .column))
            })
    }
}

extension RowResult: Encodable {
    enum CodingKeys: String, CodingKey {
        case row, category, locale, horizontalWidth, containerWidth, verticalHeight, maxHeight, axis, switchCategory,
            status, reasons
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(row, forKey: .row)
        try container.encode(category, forKey: .category)
        try container.encode(locale, forKey: .locale)
        try container.encode(horizontalWidth, forKey: .horizontalWidth)
        try container.encode(containerWidth, forKey: .containerWidth)
        try container.encode(verticalHeight, forKey: .verticalHeight)
        try container.encodeAlways(maxHeight, forKey: .maxHeight)
        try container.encode(axis, forKey: .axis)
        try container.encodeAlways(switchCategory, forKey: .switchCategory)
        try container.encode(status, forKey: .status)
        try container.encode(reasons, forKey: .reasons)
    }
}

extension ContrastResult: Encodable {
    enum CodingKeys: String, CodingKey {
        case style, theme, platform, category, pointSize, weight, largeText, foreground, background, foregroundDrawn,
            backgroundDrawn
        case ratio, minimumRatio, level, status, reasons
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style)
        try container.encode(theme, forKey: .theme)
        try container.encode(platform, forKey: .platform)
        try container.encode(category, forKey: .category)
        try container.encode(pointSize, forKey: .pointSize)
        try container.encode(weight, forKey: .weight)
        try container.encode(largeText, forKey: .largeText)
        try container.encode(foreground, forKey: .foreground)
        try container.encode(background, forKey: .background)
        try container.encode(foregroundDrawn, forKey: .foregroundDrawn)
        try container.encode(backgroundDrawn, forKey: .backgroundDrawn)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(minimumRatio, forKey: .minimumRatio)
        try container.encode(level, forKey: .level)
        try container.encode(status, forKey: .status)
        try container.encode(reasons, forKey: .reasons)
    }
}

/// `path` relative to `base` when it lies inside it.
func relativePath(_ path: String, to base: String?) -> String {
    guard let base else { return path }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// A category is written by its name: "accessibility5", "1.3", "-".
extension SizeCategory: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A reason is written as its sentence.
extension Reason: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension ReportJSON {
    /// report.json written as the check streams, as ``JSONOutput`` pretty-prints ``ReportJSON``
    /// but for the results, one per line (``CheckResult/appendJSON(to:numbers:)``): the keys before `results` (contrast, fonts, guide, models, notes: all known
    /// before measuring) from the head, the results one at a time as they come, the keys after
    /// them (rows, schemaVersion, summary, tool) from the finished report.
    package final class Sink: ReportSink {
        private let file: StreamedFile
        private let relativeTo: String?
        private var written = 0
        private var numbers = JSONNumberCache()
        private static let marker = "\n  \"results\" : []"

        package init(file: StreamedFile, relativeTo: String?) {
            self.file = file
            self.relativeTo = relativeTo
        }

        /// The document with no results, cut where they go.
        private func halves(_ report: CheckReport) throws -> (before: Substring, after: Substring) {
            var shell = ReportJSON(report, relativeTo: relativeTo)
            shell.omitsResults = true
            let document = try JSONOutput.encode(shell) + "\n"
            guard let at = document.range(of: Self.marker) else {
                throw ReportSinkError(message: "report.json has no results key")
            }
            return (document[..<at.lowerBound], document[at.upperBound...])
        }

        package func start(_ head: CheckReport) throws {
            try file.write(String(try halves(head).before) + "\n  \"results\" : [")
        }

        package func add(_ results: [CheckResult]) throws {
            try file.write(rows: results) { out, row in
                if written > 0 { out.append(0x2C) }
                out.append(0x0A)
                row.pointee.appendJSON(to: &out, numbers: &numbers)
                written += 1
            }
        }

        package func finish(_ report: CheckReport) throws -> [RenderedReport] {
            try file.write((written == 0 ? "]" : "\n  ]") + String(try halves(report).after))
            return [.file(name: ReportFileFormat.json.fileName, temporary: try file.finish())]
        }
    }
}

/// A report that could not be put together (a writer's own inconsistency, not bad input).
struct ReportSinkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension CheckResult {
    /// This result as an element of report.json's `results`: on one line, four spaces in, as
    /// JSONEncoder writes it compact with sorted keys (the rest of the document is pretty-printed).
    /// One line per measurement keeps a committed baseline's `git diff` to a line per changed
    /// measurement, and the file half the size. Written straight into `out`: no intermediate
    /// strings but the numbers'.
    func appendJSON(to out: inout [UInt8], numbers: inout JSONNumberCache) {
        func raw(_ text: StaticString) {
            out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        func string(_ value: String) {
            JSONText.appendString(value, to: &out)
        }
        func number(_ value: Double) {
            numbers.append(value, to: &out)
        }
        func integer(_ value: Int?) {
            if let value { out.append(contentsOf: String(value).utf8) } else { raw("null") }
        }
        raw("    {\"category\":")
        string(category.description)
        raw(",\"column\":")
        integer(source?.column)
        raw(",\"file\":")
        if let file = source?.file { string(file) } else { raw("null") }
        raw(",\"height\":")
        JSONText.appendNumber(height, to: &out)  // a row's own: not worth remembering
        raw(",\"key\":")
        string(key)
        raw(",\"line\":")
        integer(source?.line)
        raw(",\"lineCount\":")
        integer(lineCount)
        raw(",\"lineHeight\":")
        number(lineHeight)
        raw(",\"locale\":")
        string(locale)
        raw(",\"maxLines\":")
        integer(maxLines)
        raw(",\"maxWidth\":")
        if let maxWidth { number(maxWidth) } else { raw("null") }
        raw(",\"platform\":")
        string(platform.rawValue)
        raw(",\"pointSize\":")
        number(pointSize)
        raw(",\"reasons\":[")
        for (index, reason) in reasonTexts.enumerated() {
            if index > 0 { raw(",") }
            JSONText.appendString(reason, to: &out)
        }
        raw("],\"sizeClass\":")
        if let sizeClass { string(sizeClass.rawValue) } else { raw("null") }
        raw(",\"status\":")
        string(status.rawValue)
        raw(",\"style\":")
        string(style)
        raw(",\"text\":")
        string(text)
        raw(",\"width\":")
        JSONText.appendNumber(width, to: &out)
        raw("}")
    }
}

/// Numbers as JSONEncoder writes them, remembering the last few: a style's point sizes, line
/// heights and limits repeat on every row, and formatting a Double is most of a row's cost.
struct JSONNumberCache {
    private var values: [Double] = Array(repeating: .nan, count: 64)
    private var texts: [[UInt8]] = Array(repeating: [], count: 64)

    mutating func append(_ value: Double, to out: inout [UInt8]) {
        let slot = Int((value.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if values[slot].bitPattern != value.bitPattern {
            values[slot] = value
            texts[slot].removeAll(keepingCapacity: true)
            JSONText.appendNumber(value, to: &texts[slot])
        }
        out.append(contentsOf: texts[slot])
    }
}
