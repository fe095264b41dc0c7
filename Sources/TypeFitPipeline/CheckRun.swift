import TypeFitReports
import Foundation
import Synchronization
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// A whole `typefit check`: the guide measured and judged, its reports written while it
/// measures, and — with a baseline — compared with a stored report or stored as the new one.
///
/// What it promises (each proven by `FaultInjectionTests`):
/// - Every report goes to a temporary file of this run's; only when all are complete are they
///   put in place together, each by one `rename(2)`, under a lock on the output folder
///   (``ReportFolder``). A run that fails or is killed leaves the previous reports as they were.
/// - Nothing typefit did not write is replaced: an output path that is a folder, a link or
///   another program's file stops the run before it measures.
/// - A report that cannot be written (a full or read-only disk) stops the measuring and the run.
/// - A baseline is compared from this run's own rows as they stream (``BaselineComparison``),
///   never by reading a report back from disk; a damaged baseline fails the run.
/// - A baseline is replaced durably (`fsync` of the file and its folder) only once every report
///   is in place.
package struct CheckRun: Sendable {
    /// A stored report this run is compared with, or replaces.
    package enum BaselineUse: Sendable {
        /// Compare with the report.json or report.sqlite at the path: diff.md, diff.json and
        /// diff.csv are written with the reports.
        case compare(String, tolerance: Tolerance)
        /// Replace the file at the path with this run's compact baseline (``CompactBaseline``).
        case update(String)
    }

    package var guide: StyleGuide
    package var options: CheckOptions
    package var formats: [ReportFileFormat]
    /// The folder the reports go to.
    package var output: String
    /// Paths in the reports are written relative to this folder when inside it.
    package var relativeTo: String?
    package var baseline: BaselineUse?
    /// Which measurements report.csv gives a row of their own.
    package var csvRows = ReportCSV.Rows.findings
    /// When set, the run also keeps the worst failing and warned strings, this many of each
    /// level (``WorstFindings``), for the CI outputs.
    package var findingsLimit: Int?
    /// This run's temporary files: a signal handler removes them (``TemporaryFiles/removeAll()``).
    package var temporaries: TemporaryFiles

    package init(
        guide: StyleGuide, options: CheckOptions = CheckOptions(),
        formats: [ReportFileFormat] = ReportFileFormat.defaults,
        output: String = "Reports",
        relativeTo: String? = nil, baseline: BaselineUse? = nil, temporaries: TemporaryFiles = TemporaryFiles()
    ) {
        self.guide = guide
        self.options = options
        self.formats = formats
        self.output = output
        self.relativeTo = relativeTo
        self.baseline = baseline
        self.temporaries = temporaries
    }

    /// What a run made.
    package struct Outcome: Sendable {
        /// The finished report: totals, fonts, layout rows, contrast; its measurements were
        /// streamed to the reports, not kept.
        package var report: CheckReport
        /// The reports written, in the order asked, then the baseline when it was replaced.
        package var written: [String]
        /// The comparison with the baseline, and the diff files written.
        package var diff: ReportDiff?
        package var diffFiles: [String] = []
        /// The worst strings, when ``findingsLimit`` asked for them.
        package var findings: WorstFindings?
    }

    /// What one of the run's readers of the measurements made.
    private enum ReaderOutcome: Sendable {
        case report(Result<(rendered: [RenderedReport], seconds: Double), any Error>)
        case diff(Result<ReportDiff, any Error>)
        case findings(Result<WorstFindings, any Error>)
        case baseline(Result<CompactBaseline.Builder, any Error>)

        /// The comparison with the baseline, if this reader made it.
        var comparison: Result<ReportDiff, any Error>? {
            if case let .diff(result) = self { return result }
            return nil
        }
    }

    /// Runs the check. `progress` gets (measurements done, measurements planned) as units finish; `timings` each report's busy time,
    /// then the time to finish.
    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil, timings: ((PhaseTiming) -> Void)? = nil)
        async throws -> Outcome
    {
        // The inputs first (a bad guide, catalog or font is the error to report), then the
        // outputs, then the baseline — all before anything is measured. Labels are kept and drawn
        // only for report.html, which asks for them.
        var options = options
        options.labelsPerCell = formats.contains(.html) ? HTMLReport.Limits().drawingsPerCell : 0
        let prepared = try await Checker.prepare(guide, options: options)
        let folder = try ReportFolder(output, temporaries: temporaries)
        try folder.checkReplaceable(
            formats.flatMap(\.fileNames) + (comparison != nil ? DiffFormat.allCases.map(\.fileName) : []))
        if case let .update(path) = baseline { try ReportFolder.checkReplaceable(path) }
        // The baseline is opened (and its start checked) before anything is measured.
        let base = Mutex(try comparison.map { try OpenedBaseline(at: $0.path) })
        let writers = formats.filter(\.readsRows)
        let (findingsReader, findingsLimit) = (writers.count + (comparison != nil ? 1 : 0), findingsLimit)
        let builderReader = findingsReader + (findingsLimit != nil ? 1 : 0)
        let updating = if case .update = baseline { true } else { false }
        let readers = builderReader + (updating ? 1 : 0)
        // Two units per measuring task in flight, and slack for the writers' own pace: with the
        // window at the tasks' two alone, a task waited for the slowest writer at every pause of
        // its thread (7 threads on 2 cores: 1.82 cores busy measuring the matrix; 1.90 with the
        // slack). The slack is a dozen units (~3 MB of rows), whatever the number of cores.
        let stream = ResultStream(readers: readers, window: 2 * max(2, options.jobs) + 12)
        let (guide, relativeTo, tolerance, csvRows, jobs) = (
            guide, relativeTo, comparison?.tolerance ?? .points(0), csvRows, options.jobs
        )
        async let streamed = Threads.run(readers) { index -> ReaderOutcome in
            if index == findingsReader, let findingsLimit {
                return .findings(WorstFindings.read(stream, reader: index, limit: findingsLimit))
            }
            if index == builderReader, updating {
                return .baseline(CompactBaseline.Builder.read(stream, reader: index))
            }
            guard index < writers.count else {
                switch base.withLock({ $0.take() }) {
                case let .report(rows)?:
                    return .diff(BaselineComparison(base: rows, tolerance: tolerance).read(stream, reader: index))
                case let .compact(compact)?:
                    return .diff(
                        CompactBaselineComparison.read(
                            stream, reader: index, base: compact, tolerance: tolerance, guide: guide))
                case nil: return .diff(.failure(CancellationError()))
                }
            }
            return .report(
                ReportWriter.read(stream, reader: index) {
                    try ReportWriter.sink(
                        writers[index], folder: folder, relativeTo: relativeTo, guide: guide, csvRows: csvRows,
                        jobs: jobs)
                })
        }
        let report: CheckReport
        do {
            defer { stream.close() }
            report = try await Checker.run(prepared, into: stream, progress: progress)
        } catch {
            // The stream is closed: the readers return. A reader's own failure (a disk full)
            // stopped the measuring, and is the error to report.
            let outcomes = (try? await streamed) ?? []
            for case let .report(.success(done)) in outcomes { folder.discard(done.rendered) }
            throw Self.firstFailure(outcomes) ?? error
        }
        let finishing = ContinuousClock.now
        // The reports made from the finished report alone (summary.md), while the writers of
        // rows finish theirs.
        let made = formats.filter { !$0.readsRows }.map {
            ReportWriter.made($0, from: report, folder: folder, relativeTo: relativeTo, guide: guide)
        }
        let outcomes: [ReaderOutcome]
        do {
            outcomes = try await streamed
        } catch {
            for case let .success(done) in made { folder.discard(done.rendered) }
            throw error
        }
        return try finish(
            report, made: made, outcomes: outcomes, folder: folder, since: finishing, timings: timings)
    }

    /// The reports of a measured check put in place together: the streamed formats' files, those
    /// made from the finished report (`made`, in the order of ``formats``), the diff with the
    /// baseline, and the updated baseline.
    private func finish(
        _ report: CheckReport, made: [Result<(rendered: [RenderedReport], seconds: Double), any Error>],
        outcomes: [ReaderOutcome], folder: ReportFolder, since finishing: ContinuousClock.Instant,
        timings: ((PhaseTiming) -> Void)?
    ) throws -> Outcome {
        var readOutcomes = outcomes.compactMap {
            outcome -> Result<(rendered: [RenderedReport], seconds: Double), any Error>? in
            if case let .report(result) = outcome { return result }
            return nil
        }.makeIterator()
        var madeOutcomes = made.makeIterator()
        let reports = formats.map { format in
            (format.readsRows ? readOutcomes.next() : madeOutcomes.next()) ?? .failure(CancellationError())
        }
        var rendered = try ReportWriter.collect(reports, formats: formats, folder: folder, timings: timings)
        var outcome = Outcome(report: report, written: [])
        for case let .findings(result) in outcomes { outcome.findings = try result.get() }
        var builder: CompactBaseline.Builder?
        for case let .baseline(result) in outcomes { builder = try result.get() }
        do {
            if let result = outcomes.lazy.compactMap(\.comparison).first, comparison != nil {
                let diff = try result.get()
                outcome.diff = diff
                rendered += try ReportWriter.rendered(diff, formats: DiffFormat.allCases)
            }
            let stored = try builder.flatMap { try storedBaseline($0.baseline(report, guide: guide)) }
            timings?(PhaseTiming(phase: "finish reports", seconds: (ContinuousClock.now - finishing).seconds))
            let written = try folder.putInPlace(rendered)
            let diffNames = Set(DiffFormat.allCases.map(\.fileName))
            outcome.written = written.filter { !diffNames.contains(URL(fileURLWithPath: $0).lastPathComponent) }
            outcome.diffFiles = written.filter { diffNames.contains(URL(fileURLWithPath: $0).lastPathComponent) }
            if let stored {
                try temporaries.putInPlace(stored.temporary, at: stored.path, durable: true)
                outcome.written.append(stored.path)
            }
        } catch {
            folder.discard(rendered)
            throw error
        }
        return outcome
    }

    /// The baseline compared with, if any.
    private var comparison: (path: String, tolerance: Tolerance)? {
        if case let .compare(path, tolerance) = baseline { return (path, tolerance) }
        return nil
    }

    /// The first failure of a reader that did not merely stop because another failed.
    private static func firstFailure(_ outcomes: [ReaderOutcome]) -> (any Error)? {
        outcomes.lazy.compactMap { outcome -> (any Error)? in
            switch outcome {
            case let .report(.failure(error)), let .diff(.failure(error)), let .findings(.failure(error)),
                let .baseline(.failure(error)):
                error is CancellationError ? nil : error
            default: nil
            }
        }.first
    }

    /// With `.update`, this run's compact baseline in a temporary file beside the baseline,
    /// made durable, to be renamed over it once the reports are in place.
    private func storedBaseline(_ compact: CompactBaseline) throws -> (temporary: String, path: String)? {
        guard case let .update(path) = baseline else { return nil }
        let copy = try TemporaryFile(beside: path, registry: temporaries)
        try copy.write(Array(compact.text.utf8))
        return (try copy.finish(sync: true), path)
    }
}

/// A baseline to compare with: a report (report.json or report.sqlite, read a row at a time
/// beside the run) or a compact baseline (read whole: it holds only what failed or warned).
enum OpenedBaseline {
    case report(any ReportRows)
    case compact(CompactBaseline)

    /// Opens the baseline at `path`, telling the kinds apart by their first bytes.
    init(at path: String) throws(InputError) {
        guard lstatInfo(path) != nil else {
            throw InputError(
                file: path, line: nil,
                message: "no such baseline; create it from this run with --baseline \(path) --update-baseline")
        }
        let head = try InputFile(path: path, maximumSize: .max).read(upTo: 64)
        if CompactBaseline.isCompactBaseline(head) {
            self = .compact(try CompactBaseline.read(path))
        } else {
            self = .report(try ReportFile.prefetchedMeasurements(path))
        }
    }
}

extension ReportWriter {
    /// One format's reading of the stream: its files, and how long it was busy. A writer that
    /// cannot be made or fails (a full disk) leaves the stream and stops the measuring, so the
    /// run ends with its error instead of waiting on it.
    static func read(
        _ stream: ResultStream, reader: Int, into makeSink: () throws -> any ReportSink
    ) -> Result<(rendered: [RenderedReport], seconds: Double), any Error> {
        var busy = Duration.zero
        func timed<T>(_ body: () throws -> T) rethrows -> T {
            let start = ContinuousClock.now
            defer { busy += ContinuousClock.now - start }
            return try body()
        }
        do {
            let sink = try makeSink()
            while let event = stream.read(reader) {
                switch event {
                case let .head(head): try timed { try sink.start(head) }
                case let .results(results): try timed { try sink.add(results) }
                case .measured: try timed { try sink.measured() }
                case let .end(report):
                    let rendered = try timed { try sink.finish(report) }
                    return .success((rendered, busy.seconds))
                }
            }
            return .failure(CancellationError())
        } catch {
            stream.fail()
            stream.detach(reader)
            return .failure(error)
        }
    }
}
