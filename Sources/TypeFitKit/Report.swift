internal import TypeFitSupport
internal import TypeFitCheck
internal import TypeFitReports

/// A report a check wrote — report.json or report.sqlite — read back. The file is read as
/// untrusted input: a report whose summary disagrees with its rows, or that is cut or edited,
/// is a ``TypeFitError``, never a partial answer.
///
/// ```swift
/// let report = try Report(contentsOf: "Reports/report.sqlite")
/// for row in report.measurements where row.status == .fail {
///     print(row.style, row.category, row.key, row.locale, row.width)
/// }
/// ```
public struct Report: Sendable, Hashable {
    /// A verdict.
    public enum Status: String, Sendable, CaseIterable {
        case pass, warn, fail

        /// A verdict inside the library. Exhaustive: a status added there fails to compile here.
        init(_ status: CheckStatus) {
            switch status {
            case .pass: self = .pass
            case .warn: self = .warn
            case .fail: self = .fail
            }
        }
    }

    /// One style at one size, with one string in one locale, measured and judged.
    public struct Measurement: Sendable, Hashable {
        public let style: String
        /// `ios`, `android`, `web` or `flutter` (``Platform``'s raw value).
        public let platform: String
        /// An iOS content-size category (`accessibility5`), an Android font scale (`1.3`), a web
        /// text size (`150%`, `150% +1.4.12` under WCAG 1.4.12 text spacing) or a Flutter text
        /// scale (`android:1.3`, `ios:accessibility5`).
        public let category: String
        /// `compact` or `regular`, when the guide checks size classes.
        public let sizeClass: String?
        /// The catalog key (`settings.save`, `files[plural.one]`).
        public let key: String
        /// A BCP 47 locale.
        public let locale: String
        /// The text measured (placeholders filled with their worst-case samples).
        public let text: String
        /// In points on iOS, dp on Android, CSS px on the web, logical px in Flutter; unrounded.
        public let pointSize: Double
        public let lineHeight: Double
        /// The widest line (the unwrapped width for a single-line style).
        public let width: Double
        /// The lines the text needs before truncation.
        public let lineCount: Int
        public let height: Double
        /// The limits it was judged against.
        public let maxWidth: Double?
        public let maxLines: Int?
        public let status: Status
        /// Why it failed or warned, as sentences.
        public let reasons: [String]

        init(_ row: CheckResult) {
            style = row.style
            platform = Platform(row.platform).rawValue
            category = row.category.description
            sizeClass = row.sizeClass?.rawValue
            key = row.key
            locale = row.locale
            text = row.text
            pointSize = row.pointSize
            lineHeight = row.lineHeight
            width = row.width
            lineCount = row.lineCount
            height = row.height
            maxWidth = row.maxWidth
            maxLines = row.maxLines
            status = Status(row.status)
            reasons = row.reasonTexts
        }
    }

    /// report.json's schema version (2; 1 from typefit before source locations), or report.sqlite's (3; 2 before).
    public let schemaVersion: Int
    /// Every measurement, in the report's order.
    public let measurements: [Measurement]
    /// What a report says it holds, counted as every report counts it: measurements; failures
    /// (failed measurements, layout rows and contrast pairs); warnings (warned measurements and
    /// layout rows, and font findings, each face once).
    public struct Summary: Sendable, Hashable {
        public let measurements: Int
        public let failures: Int
        public let warnings: Int
    }

    /// The report's own summary (checked against its rows when it was read).
    public let summary: Summary?

    /// Reads the whole report at `path` (report.json or report.sqlite). For a large report, read
    /// its measurements one at a time with ``forEachMeasurement(in:_:)``.
    public init(contentsOf path: String) throws(TypeFitError) {
        let file = try bridged { try ReportFile.read(path) }
        schemaVersion = file.schemaVersion
        measurements = file.results.map(Measurement.init)
        summary = file.summary.map {
            Summary(measurements: $0.measurements, failures: $0.failures, warnings: $0.warnings)
        }
    }

    /// Calls `body` with each measurement of the report at `path`, in order, holding one at a
    /// time; the report is checked whole (its summary against its rows) by the end.
    public static func forEachMeasurement(in path: String, _ body: (Measurement) throws -> Void) throws(TypeFitError) {
        try bridged {
            let rows = try ReportFile.measurements(path)
            while let row = try rows.next() { try body(Measurement(row)) }
            _ = try rows.finish()
        }
    }
}
