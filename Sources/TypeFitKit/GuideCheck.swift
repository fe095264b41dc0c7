import Foundation
internal import TypeFitSupport
internal import TypeFitCheck
internal import TypeFitReports
internal import TypeFitPipeline

/// A style guide checked as `typefit check` checks it: every style × size × string × locale
/// measured and judged against the guide's limits, the reports written to a folder while it
/// measures, and — with a baseline — compared with a stored report.
///
/// ```swift
/// var check = GuideCheck(guide: "typefit.yml")
/// check.formats = [.sqlite, .markdown]
/// let outcome = try await check.run(writingReportsTo: "Reports")
/// print(outcome.measurements, outcome.failures)   // 3740 305
/// ```
public struct GuideCheck: Sendable {
    /// A report file the check writes.
    public enum ReportFormat: String, Sendable, CaseIterable {
        case json, csv, markdown, junit, html, sqlite
        /// SARIF 2.1.0 (`report.sarif`) and GitLab Code Quality (`codequality.json`): the worst
        /// findings at their catalog lines, for code scanning and merge requests.
        case sarif, codequality

        /// The reports written unless others are asked for: all but report.json (report.sqlite holds
        /// every measurement in a quarter of the bytes) and the CI formats.
        public static let defaults: [ReportFormat] = [.csv, .markdown, .junit, .html, .sqlite]

        /// The format inside the library. Exhaustive both ways: a format added on either side
        /// fails to compile until the other has it.
        var written: TypeFitReports.ReportFileFormat {
            switch self {
            case .json: .json
            case .csv: .csv
            case .markdown: .markdown
            case .junit: .junit
            case .html: .html
            case .sqlite: .sqlite
            case .sarif: .sarif
            case .codequality: .codequality
            }
        }

        init(_ format: TypeFitReports.ReportFileFormat) {
            switch format {
            case .json: self = .json
            case .csv: self = .csv
            case .markdown: self = .markdown
            case .junit: self = .junit
            case .html: self = .html
            case .sqlite: self = .sqlite
            case .sarif: self = .sarif
            case .codequality: self = .codequality
            }
        }
    }

    /// A stored report to compare with, or to replace with this run's.
    public enum Baseline: Sendable, Hashable {
        /// Compare with the compact baseline, report.json or report.sqlite at the path; `tolerance` is how far a
        /// width or line height may move ("0.5pt", "1%").
        case compare(String, tolerance: String = "0.01pt")
        /// Replace the file at the path with this run's compact baseline: what failed and warned,
        /// one line per string, sorted (a big app's fits in a megabyte).
        case update(String)
    }

    /// The guide file (YAML or JSON).
    public var guide: String
    /// Design tokens whose typography tokens become styles.
    public var tokens: String?
    /// More string catalogs: files, folders or globs.
    public var strings: [String] = []
    /// The reports to write (``ReportFormat/defaults`` unless set).
    public var formats: [ReportFormat] = ReportFormat.defaults
    /// Probe the guide's fonts in a child process first (``Isolation``).
    public var isolation = Isolation.automatic
    /// Measuring tasks at once (the active cores by default; the reports are the same whatever it is).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init(guide: String, tokens: String? = nil) {
        self.guide = guide
        self.tokens = tokens
    }

    /// Runs the check. Bad input is a ``TypeFitError`` naming the file, line and field, thrown
    /// before anything is measured or written; the previous reports stay as they were when it
    /// fails. Paths in the reports are relative to the current folder.
    public func run(writingReportsTo folder: String, baseline: Baseline? = nil) async throws(TypeFitError)
        -> CheckOutcome
    {
        let probe = try isolation.probe()
        return try await bridged {
            var input = CheckInput(guide: guide, tokens: tokens)
            input.strings = strings
            let (styleGuide, notes) = try input.read()
            var options = CheckOptions(jobs: jobs, isolation: probe)
            options.notes = notes
            let run = CheckRun(
                guide: styleGuide, options: options,
                formats: formats.map(\.written),
                output: folder, relativeTo: FileManager.default.currentDirectoryPath,
                baseline: try baseline.map(Self.baseline))
            return CheckOutcome(try await run.run())
        }
    }

    private static func baseline(_ baseline: Baseline) throws -> CheckRun.BaselineUse {
        switch baseline {
        case let .update(path): return .update(path)
        case let .compare(path, tolerance):
            guard let parsed = Tolerance(parsing: tolerance) else {
                throw InputError(
                    file: path, line: nil,
                    message: "tolerance \"\(tolerance)\" is not points (0.5pt) or a percentage (1%)")
            }
            return .compare(path, tolerance: parsed)
        }
    }
}

/// What a check found, counted as every report counts it.
public struct CheckOutcome: Sendable, Hashable {
    /// Every style × size × string × locale measured.
    public let measurements: Int
    /// Failed measurements, layout rows and contrast pairs.
    public let failures: Int
    /// Warned measurements and layout rows, and font findings (each face once).
    public let warnings: Int
    /// Failed measurements per style.
    public let failuresByStyle: [String: Int]
    /// The report files written (and the baseline, when it was replaced).
    public let reports: [String]
    /// With a baseline compared: the regressions (new failures, more lines, wider), and the
    /// diff files written. nil without one.
    public let regressions: Int?
    public let diffFiles: [String]
    /// What the inputs held that typefit skipped or decided (stale entries, unmapped token fields).
    public let notes: [String]

    init(_ outcome: CheckRun.Outcome) {
        measurements = outcome.report.totals.measurements
        failures = outcome.report.failures
        warnings = outcome.report.warnings
        failuresByStyle = outcome.report.totals.failuresByStyle
        reports = outcome.written
        regressions = outcome.diff?.regressionCount
        diffFiles = outcome.diffFiles
        notes = outcome.report.notes
    }
}
