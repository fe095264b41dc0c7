import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// The outcome of checking a style guide: one row per style × size × string × locale, the fonts
/// used with their findings, and the totals.
package struct CheckReport: Sendable {
    package var guide: String
    package var versions: Versions
    package var models: [String: String]
    package var fonts: [FontReport]
    /// The measurements, when the report holds them: a streamed check (``Checker/run(_:options:into:progress:)``)
    /// hands them to its readers and keeps only their ``totals``.
    package var results: [CheckResult] { didSet { totals = ResultTotals(results) } }
    /// Counts over the measurements, kept however they were delivered.
    package var totals: ResultTotals
    /// Things the inputs held that typefit did not use (unmapped design-token fields, optional
    /// styles that measured nothing, skipped catalog entries).
    package var notes: [String] = []
    /// Strings (key × locale) measured per style name.
    package var stringCounts: [String: Int] = [:]
    /// Layout rows per category and locale.
    package var rows: [RowResult] = []
    /// Colour contrast per style, size and theme.
    package var contrast: [ContrastResult] = []
    /// Each cell's worst labels, drawn while checking (for report.html).
    package var labels = CheckLabels()
    /// How long each stage of the check took, in order.
    package var timings: [PhaseTiming] = []
    /// For a shard's check (`--shard`): which shard, and what `typefit merge` needs besides its rows.
    package var shard: ShardRecord?

    package init(
        guide: String, versions: Versions, models: [String: String], fonts: [FontReport], results: [CheckResult]
    ) {
        self.guide = guide
        self.versions = versions
        self.models = models
        self.fonts = fonts
        self.results = results
        totals = ResultTotals(results)
    }

    /// Failed measurements, rows and contrast pairs.
    package var failures: Int {
        totals.failedMeasurements + count(rows, .fail) + count(contrast, .fail)
    }
    /// Warnings, counted the same way in every report: measurements with status warn, layout
    /// rows with status warn, and font findings (each face once, however many styles use it).
    package var warnings: Int { warningParts.measurements + warningParts.rows + warningParts.findings }

    /// The parts of ``warnings``, for reports that say what they count.
    package var warningParts: (measurements: Int, rows: Int, findings: Int) {
        var faces = Set<String>()
        let findings = fonts.reduce(0) { count, font in
            faces.insert("\(font.path)#\(font.faceIndex)").inserted ? count + font.findings.count : count
        }
        return (totals.warnedMeasurements, count(rows, .warn), findings)
    }

    /// Strings no font here could draw, one reason per style and font package
    /// (``CheckWorker``'s "not measured: … install fonts-noto-cjk"), with the styles it holds for.
    package var uncovered: [(reason: String, styles: [String])] {
        totals.uncovered.map { ($0.reason, $0.styles) }
    }

    /// "30 warnings (24 measurements, 6 font findings)".
    package var warningText: String {
        let parts = warningParts
        var named: [String] = []
        if parts.measurements > 0 {
            named.append("\(parts.measurements) measurement\(parts.measurements == 1 ? "" : "s")")
        }
        if parts.rows > 0 { named.append("\(parts.rows) layout row\(parts.rows == 1 ? "" : "s")") }
        if parts.findings > 0 { named.append("\(parts.findings) font finding\(parts.findings == 1 ? "" : "s")") }
        return "\(warnings) warning\(warnings == 1 ? "" : "s")"
            + (named.count > 1 ? " (" + named.joined(separator: ", ") + ")" : "")
    }

    /// The versions of the tool and the libraries behind the numbers.
    package struct Versions: Hashable, Sendable, Codable {
        package var typefit: String
        package var freetype: String
        package var harfbuzz: String
        package var icu: String
        package var fontconfig: String
        package var sqlite: String

        package init(
            typefit: String, freetype: String, harfbuzz: String, icu: String,
            fontconfig: String = FontconfigLocator.version, sqlite: String = SQLiteDatabase.version
        ) {
            self.typefit = typefit
            self.freetype = freetype
            self.harfbuzz = harfbuzz
            self.icu = icu
            self.fontconfig = fontconfig
            self.sqlite = sqlite
        }

        /// The versions this process runs with (FreeType's read from a library it opens).
        package static func current() -> Versions {
            Versions(
                typefit: TypeFitInfo.version, freetype: (try? FreeTypeLibrary().version) ?? "unknown",
                harfbuzz: ShapingFont.harfBuzzVersion, icu: TextBoundaries.icuVersion)
        }

        /// The versions as name → version, in the order `--version` prints them.
        package var named: [(name: String, version: String)] {
            [
                ("typefit", typefit), ("FreeType", freetype), ("HarfBuzz", harfbuzz), ("ICU", icu),
                ("fontconfig", fontconfig), ("SQLite", sqlite),
            ]
        }

        /// The versions by their report key ("harfbuzz" → "6.0.0"), as report.json's `tool` and
        /// report.sqlite's `run` table name them.
        package var byKey: [String: String] {
            Dictionary(named.map { ($0.name.lowercased(), $0.version) }, uniquingKeysWith: { first, _ in first })
        }

        /// What `typefit --version` prints: typefit's version, then each library's on a line.
        package var text: String {
            named.map { "\($0.name) \($0.version)" }.joined(separator: "\n")
        }
    }
}

/// pass, warn (within the margin of a limit) or fail.
package enum CheckStatus: String, Hashable, Sendable, Codable, Comparable {
    case pass, warn, fail

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// pass 0, warn 1, fail 2. A switch, not an index in an array literal: a check compares
    /// statuses at every row, and each literal was an object retained and released.
    private var rank: Int {
        switch self {
        case .pass: 0
        case .warn: 1
        case .fail: 2
        }
    }
}

/// The font a style resolved to, and what is questionable about its metrics.
package struct FontReport: Hashable, Sendable {
    package var style: String
    package var family: String
    package var resolvedStyle: String
    package var path: String
    package var faceIndex: Int
    package var variation: [String: Double]?
    package var findings: [FontFinding]
    /// The face's metrics (nil when isolation refused the font).
    package var metrics: FaceMetrics?

    package init(
        style: String, family: String, resolvedStyle: String, path: String, faceIndex: Int,
        variation: [String: Double]?, findings: [FontFinding], metrics: FaceMetrics? = nil
    ) {
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
package struct PhaseTiming: Hashable, Sendable {
    package var phase: String
    package var seconds: Double
    /// Part of the stage that follows it (done alongside other parts): not added to the total.
    package var isPart: Bool
    /// The process's processor time over the stage (every thread's: the measuring tasks and the
    /// report writers reading them), when it was taken.
    package var processorSeconds: Double?

    package init(phase: String, seconds: Double, isPart: Bool = false, processorSeconds: Double? = nil) {
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
    package var seconds: Double {
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
package struct ResultTotals: Hashable, Sendable {
    package var measurements = 0
    /// Measurements with status fail and warn: the measurements' share of the report's
    /// ``CheckReport/failures`` and ``CheckReport/warnings``, which every report shows.
    package var failedMeasurements = 0
    package var warnedMeasurements = 0
    /// Failed measurements per style name.
    package var failuresByStyle: [String: Int] = [:]
    /// Strings no font could draw: each reason once, in order of first appearance, with its styles.
    package var uncovered: [Uncovered] = []
    /// Failures per style and category, and each style's worst offenders (for summary.md).
    package var tally = ResultTally()

    /// An uncovered-scripts reason and the styles it holds for.
    package struct Uncovered: Hashable, Sendable {
        package var reason: String
        package var styles: [String]
    }

    package init() {}

    package init(_ results: [CheckResult]) {
        results.forEachInPlace { add($0) }
    }

    /// Adds the totals of the measurements that follow these (merged in the report's order).
    package mutating func merge(_ later: ResultTotals) {
        tally.merge(later.tally)
        measurements += later.measurements
        failedMeasurements += later.failedMeasurements
        warnedMeasurements += later.warnedMeasurements
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
        case .warn: warnedMeasurements += 1
        case .fail:
            failedMeasurements += 1
            failuresByStyle[result.pointee.style, default: 0] += 1
        }
        guard result.pointee.category == .every, case let .uncoveredScripts(scripts)? = result.pointee.reasons.first
        else { return }
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
    package func forEachInPlace<Failure: Error>(_ body: (UnsafePointer<CheckResult>) throws(Failure) -> Void)
        throws(Failure)
    {
        try withUnsafeBufferPointer { (rows) throws(Failure) in
            guard let first = rows.baseAddress else { return }
            for index in rows.indices { try body(first + index) }
        }
    }
}
