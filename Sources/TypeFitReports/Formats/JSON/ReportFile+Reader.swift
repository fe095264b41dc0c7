import TypeFitCheck
import Foundation
import TypeFitSupport
import TypeFitText

extension ReportFile {
    /// Reads report.json's bytes: the results (nearly all of the file) row by row into their typed
    /// values by ``JSONReportRows``, the small parts (fonts, layout rows, contrast) with
    /// `JSONDecoder`. The same values as decoding the whole document, several times faster.
    static func scan(_ bytes: [UInt8], file: String) throws(InputError) -> ReportFile {
        try collect(JSONReportRows(bytes: bytes, file: file))
    }

    /// report.json without the elements of its results (``JSONReportRows`` took them): the schema
    /// version, fonts, layout rows and contrast.
    static func scanShell(_ bytes: consuming [UInt8], file: String) throws(InputError) -> ReportFile {
        var scanner = JSONScanner(bytes)
        var schemaVersion: Int?
        var results: [CheckResult] = []
        var fonts: [Font]?
        var rows: [LayoutRow]?
        var contrast: [ContrastPair]?
        var summary: Summary?
        var guide: String?
        var versions: [String: String] = [:]
        var field = ""
        var seenResults = false
        do {
            try scanner.object { scanner, key throws(JSONScanner.Failure) in
                field = key
                switch key {
                case "schemaVersion": schemaVersion = try scanner.integer()
                case "results":
                    try scanner.array { scanner, index throws(JSONScanner.Failure) in
                        field = "results[\(index)]"
                        results.append(try CheckResult.scan(&scanner, field: &field))
                    }
                    seenResults = true
                case "fonts": fonts = try Self.decode([Font].self, try scanner.skipValue(), scanner)
                case "rows":
                    rows = scanner.null() ? nil : try Self.decode([LayoutRow].self, try scanner.skipValue(), scanner)
                case "contrast":
                    contrast =
                        scanner.null() ? nil : try Self.decode([ContrastPair].self, try scanner.skipValue(), scanner)
                case "summary": summary = try Self.decode(Summary.self, try scanner.skipValue(), scanner)
                case "guide": guide = scanner.null() ? nil : try scanner.string()
                case "tool":
                    versions = try Self.decode([String: String].self, try scanner.skipValue(), scanner)
                    guard versions.count <= 32 else { throw scanner.failure("more than 32 versions") }
                default: _ = try scanner.skipValue()
                }
            }
            try scanner.end()
        } catch {
            throw InputError(file: file, line: error.line, column: error.column, message: "\(field): \(error.message)")
        }
        guard let schemaVersion else {
            throw InputError(file: file, line: nil, message: "schemaVersion: a value is required")
        }
        guard ReportJSON.readableVersions.contains(schemaVersion) else {
            throw InputError(
                file: file, line: nil,
                message: "schemaVersion \(schemaVersion) is not one typefit reads (1 to \(ReportJSON.schemaVersion))")
        }
        guard let fonts else { throw InputError(file: file, line: nil, message: "fonts: a value is required") }
        guard seenResults else { throw InputError(file: file, line: nil, message: "results: a value is required") }
        var report = ReportFile(
            schemaVersion: schemaVersion, results: results, fonts: fonts, rows: rows, contrast: contrast)
        report.summary = summary
        report.guide = guide
        report.versions = versions
        return report
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ bytes: ArraySlice<UInt8>, _ scanner: JSONScanner)
        throws(JSONScanner.Failure) -> T
    {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            throw scanner.failure(InputError(file: "", decoding: error).message)
        } catch {
            throw scanner.failure("\(error)")
        }
    }
}

extension CheckResult {
    /// The keys of an element of `results`, in the order ``scan(_:field:)`` switches on them.
    private static let keys: [StaticString] = [
        "style", "platform", "category", "sizeClass", "key", "locale", "text", "pointSize", "lineHeight", "width",
        "height", "lineCount",
        "status", "reasons", "maxWidth", "maxLines", "file", "line", "column",
    ]

    /// One element of `results`; unknown keys are skipped, missing ones are errors.
    static func scan(_ scanner: inout JSONScanner, field: inout String) throws(JSONScanner.Failure) -> CheckResult {
        var style, platform, category, key, locale, text, status: String?
        var sizeClass: String?
        var pointSize, lineHeight, width, height, maxWidth: Double?
        var lineCount, maxLines: Int?
        var reasons: [String]?
        var file: String?
        var line, column: Int?
        do {
            try scanner.object(keys: Self.keys) { scanner, index throws(JSONScanner.Failure) in
                switch index {
                case 0: style = try scanner.string()
                case 1: platform = try scanner.string()
                case 2: category = try scanner.string()
                case 3: sizeClass = scanner.null() ? nil : try scanner.string()
                case 4: key = try scanner.string()
                case 5: locale = try scanner.string()
                case 6: text = try scanner.string()
                case 7: pointSize = try scanner.number()
                case 8: lineHeight = try scanner.number()
                case 9: width = try scanner.number()
                case 10: height = try scanner.number()
                case 11: lineCount = try scanner.integer()
                case 12: status = try scanner.string()
                case 13:
                    var list: [String] = []
                    try scanner.array { scanner, _ throws(JSONScanner.Failure) in list.append(try scanner.string()) }
                    reasons = list
                case 14: maxWidth = scanner.null() ? nil : try scanner.number()
                case 15: maxLines = scanner.null() ? nil : try scanner.integer()
                case 16: file = scanner.null() ? nil : try scanner.string()
                case 17: line = scanner.null() ? nil : try scanner.integer()
                case 18: column = scanner.null() ? nil : try scanner.integer()
                default: _ = try scanner.skipValue()
                }
            }
        } catch {
            // The field's name is put together only for an error (a million rows read fields by the dozen).
            field += "." + scanner.lastKeyName
            throw error
        }
        guard let style, let platformName = platform, let categoryName = category, let key, let locale, let text,
            let pointSize, let lineHeight, let width, let height, let lineCount, let statusName = status, let reasons
        else {
            throw scanner.failure(
                "a field is missing (style, platform, category, key, locale, text, pointSize, lineHeight, width, lineCount, height, status, reasons)"
            )
        }
        guard let platform = PlatformID(rawValue: platformName) else {
            throw scanner.failure("platform \"\(platformName)\" is not ios or android")
        }
        guard let category = SizeCategory(categoryName, platform: platform) else {
            throw scanner.failure("\"\(categoryName)\" is no \(platform.rawValue) category")
        }
        guard let status = CheckStatus(rawValue: statusName) else {
            throw scanner.failure("status \"\(statusName)\" is not pass, warn or fail")
        }
        var size: SizeClass?
        if let sizeClass {
            guard let parsed = SizeClass(rawValue: sizeClass) else {
                throw scanner.failure("sizeClass \"\(sizeClass)\" is not compact or regular")
            }
            size = parsed
        }
        let row = CheckResult(
            style: style, platform: platform, category: category, sizeClass: size, key: key, locale: locale, text: text,
            pointSize: pointSize,
            lineHeight: lineHeight, width: width, lineCount: lineCount, height: height, maxWidth: maxWidth,
            maxLines: maxLines, status: status,
            reasonTexts: reasons, source: file.map { FileLocation(file: $0, line: line, column: column) })
        if let problem = row.implausibility { throw scanner.failure(problem) }
        return row
    }
}
