import TypeFitBackend
import TypeFitText

/// The outcome of checking a style guide: one row per style × size × string × locale, the fonts
/// used with their findings, and the totals.
public struct CheckReport: Sendable {
    public var guide: String
    public var versions: Versions
    public var models: [String: String]
    public var fonts: [FontReport]
    /// The measurements, when the report holds them: a streamed check (``Checker/run(_:options:into:progress:)``)
    /// hands them to its readers and keeps only their ``totals``.
    public var results: [CheckResult] { didSet { totals = ResultTotals(results) } }
    /// Counts over the measurements, kept however they were delivered.
    public var totals: ResultTotals
    /// Things the inputs held that typefit did not use (unmapped design-token fields, optional
    /// styles that measured nothing, skipped catalog entries).
    public var notes: [String] = []
    /// Strings (key × locale) measured per style name.
    public var stringCounts: [String: Int] = [:]
    /// Layout rows per category and locale.
    public var rows: [RowResult] = []
    /// Colour contrast per style, size and theme.
    public var contrast: [ContrastResult] = []
    /// Each cell's worst labels, drawn while checking (for report.html).
    public var labels = CheckLabels()
    /// How long each stage of the check took, in order.
    public var timings: [PhaseTiming] = []

    public init(guide: String, versions: Versions, models: [String: String], fonts: [FontReport], results: [CheckResult]) {
        self.guide = guide
        self.versions = versions
        self.models = models
        self.fonts = fonts
        self.results = results
        totals = ResultTotals(results)
    }

    /// Failed measurements, rows and contrast pairs.
    public var failures: Int {
        totals.failures + count(rows, .fail) + count(contrast, .fail)
    }
    /// Warnings, counted the same way in every report: measurements with status warn, layout
    /// rows with status warn, and font findings (each face once, however many styles use it).
    public var warnings: Int { warningParts.measurements + warningParts.rows + warningParts.findings }

    /// The parts of ``warnings``, for reports that say what they count.
    public var warningParts: (measurements: Int, rows: Int, findings: Int) {
        var faces = Set<String>()
        let findings = fonts.reduce(0) { count, font in faces.insert("\(font.path)#\(font.faceIndex)").inserted ? count + font.findings.count : count }
        return (totals.warnings, count(rows, .warn), findings)
    }

    /// Strings no font here could draw, one reason per style and font package
    /// (``CheckWorker``'s "not measured: … install fonts-noto-cjk"), with the styles it holds for.
    public var uncovered: [(reason: String, styles: [String])] {
        totals.uncovered.map { ($0.reason, $0.styles) }
    }

    /// "30 warnings (24 measurements, 6 font findings)".
    public var warningText: String {
        let parts = warningParts
        var named: [String] = []
        if parts.measurements > 0 { named.append("\(parts.measurements) measurement\(parts.measurements == 1 ? "" : "s")") }
        if parts.rows > 0 { named.append("\(parts.rows) layout row\(parts.rows == 1 ? "" : "s")") }
        if parts.findings > 0 { named.append("\(parts.findings) font finding\(parts.findings == 1 ? "" : "s")") }
        return "\(warnings) warning\(warnings == 1 ? "" : "s")" + (named.count > 1 ? " (" + named.joined(separator: ", ") + ")" : "")
    }

    /// The versions of the tool and the libraries behind the numbers.
    public struct Versions: Hashable, Sendable, Codable {
        public var typefit: String
        public var freetype: String
        public var harfbuzz: String
        public var icu: String

        public init(typefit: String, freetype: String, harfbuzz: String, icu: String) {
            self.typefit = typefit
            self.freetype = freetype
            self.harfbuzz = harfbuzz
            self.icu = icu
        }
    }
}

/// pass, warn (within the margin of a limit) or fail.
public enum CheckStatus: String, Hashable, Sendable, Codable, Comparable {
    case pass, warn, fail

    public static func < (lhs: Self, rhs: Self) -> Bool {
        [.pass, .warn, .fail].firstIndex(of: lhs) ?? 0 < [.pass, .warn, .fail].firstIndex(of: rhs) ?? 0
    }
}

/// One measurement and its verdict.
public struct CheckResult: Hashable, Sendable {
    public var style: String
    public var platform: StyleGuide.Platform
    /// An iOS category or an Android font scale (`every` for a style-wide finding).
    public var category: SizeCategory
    public var sizeClass: SizeClass?
    public var key: String
    public var locale: String
    public var text: String
    public var pointSize: Double
    public var lineHeight: Double
    public var width: Double
    public var lineCount: Int
    public var height: Double
    public var maxWidth: Double?
    public var maxLines: Int?
    public var status: CheckStatus
    public var reasons: [Reason] { didSet { reasonTexts = reasons.map(\.description) } }
    /// The reasons' sentences, made once by the task that measured the row: every report writes them.
    public private(set) var reasonTexts: [String]

    public init(
        style: String, platform: StyleGuide.Platform, category: SizeCategory, sizeClass: SizeClass?, key: String, locale: String,
        text: String, pointSize: Double, lineHeight: Double, width: Double, lineCount: Int, height: Double,
        maxWidth: Double?, maxLines: Int?, status: CheckStatus, reasons: [Reason]
    ) {
        self.style = style
        self.platform = platform
        self.category = category
        self.sizeClass = sizeClass
        self.key = key
        self.locale = locale
        self.text = text
        self.pointSize = pointSize
        self.lineHeight = lineHeight
        self.width = width
        self.lineCount = lineCount
        self.height = height
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.status = status
        self.reasons = reasons
        reasonTexts = reasons.map(\.description)
    }
}

/// The font a style resolved to, and what is questionable about its metrics.
public struct FontReport: Hashable, Sendable {
    public var style: String
    public var family: String
    public var resolvedStyle: String
    public var path: String
    public var faceIndex: Int
    public var variation: [String: Double]?
    public var findings: [FontFinding]
    /// The face's metrics (nil when isolation refused the font).
    public var metrics: FaceMetrics?

    public init(style: String, family: String, resolvedStyle: String, path: String, faceIndex: Int, variation: [String: Double]?, findings: [FontFinding], metrics: FaceMetrics? = nil) {
        self.metrics = metrics
        self.style = style
        self.family = family
        self.resolvedStyle = resolvedStyle
        self.path = path
        self.faceIndex = faceIndex
        self.variation = variation
        self.findings = findings
    }
}

/// One stage of a run and its wall-clock time.
public struct PhaseTiming: Hashable, Sendable {
    public var phase: String
    public var seconds: Double
    /// Part of the stage that follows it (done alongside other parts): not added to the total.
    public var isPart: Bool
    /// The process's processor time over the stage (every thread's: the measuring tasks and the
    /// report writers reading them), when it was taken.
    public var processorSeconds: Double?

    public init(phase: String, seconds: Double, isPart: Bool = false, processorSeconds: Double? = nil) {
        self.phase = phase
        self.seconds = seconds
        self.isPart = isPart
        self.processorSeconds = processorSeconds
    }
}

extension Array where Element == PhaseTiming {
    /// Runs `body`, appending its wall-clock time as `phase`.
    mutating func time<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { append(PhaseTiming(phase: phase, seconds: (ContinuousClock.now - start).seconds)) }
        return try body()
    }
}

extension Duration {
    /// In seconds, as a Double.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

/// A result of a check with a verdict.
protocol HasStatus {
    var status: CheckStatus { get }
}

extension CheckResult: HasStatus {}
extension RowResult: HasStatus {}
extension ContrastResult: HasStatus {}

/// How many of `items` have `status`, without copying them (a million results are counted
/// several times per run).
func count(_ items: [some HasStatus], _ status: CheckStatus) -> Int {
    var total = 0
    for item in items where item.status == status { total += 1 }
    return total
}

/// What every report says about the measurements as a whole, counted as they pass by: so a
/// streamed check, which never holds its rows, says the same as one that does.
public struct ResultTotals: Hashable, Sendable {
    public var measurements = 0
    public var failures = 0
    public var warnings = 0
    /// Failed measurements per style name.
    public var failuresByStyle: [String: Int] = [:]
    /// Strings no font could draw: each reason once, in order of first appearance, with its styles.
    public var uncovered: [Uncovered] = []
    /// Failures per style and category, and each style's worst offenders (for summary.md).
    public var tally = ResultTally()

    /// An uncovered-scripts reason and the styles it holds for.
    public struct Uncovered: Hashable, Sendable {
        public var reason: String
        public var styles: [String]
    }

    public init() {}

    public init(_ results: [CheckResult]) {
        results.forEachInPlace { add($0) }
    }

    /// Adds the totals of the measurements that follow these (merged in the report's order).
    public mutating func merge(_ later: ResultTotals) {
        tally.merge(later.tally)
        measurements += later.measurements
        failures += later.failures
        warnings += later.warnings
        failuresByStyle.merge(later.failuresByStyle, uniquingKeysWith: +)
        for entry in later.uncovered {
            if let index = uncovered.firstIndex(where: { $0.reason == entry.reason }) {
                uncovered[index].styles += entry.styles
            } else {
                uncovered.append(entry)
            }
        }
    }

    /// Counts one more measurement (read where it lies, not copied).
    mutating func add(_ result: UnsafePointer<CheckResult>) {
        measurements += 1
        tally.add(result)
        switch result.pointee.status {
        case .pass: return
        case .warn: warnings += 1
        case .fail:
            failures += 1
            failuresByStyle[result.pointee.style, default: 0] += 1
        }
        guard result.pointee.category == .every, case let .uncoveredScripts(scripts)? = result.pointee.reasons.first else { return }
        let reason = scripts.description
        if let index = uncovered.firstIndex(where: { $0.reason == reason }) {
            uncovered[index].styles.append(result.pointee.style)
        } else {
            uncovered.append(Uncovered(reason: reason, styles: [result.pointee.style]))
        }
    }
}

extension Array where Element == CheckResult {
    /// Calls `body` with the address of each row, where the array stores it. A report writer
    /// reads every row of a check: a row passed by value (`for row in rows`, and even
    /// `body(rows[index])` to a `borrowing` parameter, since the compiler cannot tell that `body`
    /// leaves the array alone) is copied, each of its strings retained and released once per
    /// writer, on refcounts the measuring threads share. Read the fields the writer needs through
    /// the pointer (`row.pointee.status`); it is valid only during the call.
    @inlinable @inline(__always)
    public func forEachInPlace<Failure: Error>(_ body: (UnsafePointer<CheckResult>) throws(Failure) -> Void) throws(Failure) {
        try withUnsafeBufferPointer { (rows) throws(Failure) in
            guard let first = rows.baseAddress else { return }
            for index in rows.indices { try body(first + index) }
        }
    }
}
