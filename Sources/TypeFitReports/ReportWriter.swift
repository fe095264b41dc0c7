import Foundation
import Synchronization
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// The report files `typefit check` writes.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    case json, csv, markdown, junit, html, sqlite

    public var fileName: String {
        switch self {
        case .json: "report.json"
        case .csv: "report.csv"
        case .markdown: "summary.md"
        case .junit: "junit.xml"
        case .html: "report.html"
        case .sqlite: "report.sqlite"
        }
    }

    /// Whether the format reads every measurement as the check streams. summary.md does not: what
    /// it shows of them (counts, failures per style and size, the worst offenders) is gathered
    /// by the measuring tasks into the report's totals, so it is made from the finished report.
    var readsRows: Bool { self != .markdown }

    /// How long the format takes to write, relatively (measured at a million rows).
    var weight: Int {
        switch self {
        case .sqlite: 6
        case .csv: 5
        case .json: 4
        case .junit: 3
        case .html: 2
        case .markdown: 1
        }
    }
}

/// The diff files `typefit diff` writes.
public enum DiffFormat: String, CaseIterable, Hashable, Sendable {
    case markdown, json, csv
}

/// Writes reports atomically: each to a temporary file in the same folder, then renamed over
/// the old one, so a reader (or a crash) never sees a half-written report.
public enum ReportWriter {
    /// A report rendered and waiting to be put in place: its text, or a finished temporary file.
    enum Rendered: Sendable {
        case text(name: String, text: String)
        case file(name: String, temporary: String)
    }

    /// Runs `guide`'s check and writes `formats` while it measures: each format reads the check's
    /// stream on a thread of its own and writes into a temporary file (or keeps only its
    /// summaries), so no report holds every measurement; when all are done they are put in place
    /// in the order asked. Returns the finished report (its ``CheckReport/totals``, no results)
    /// and the paths written. `timings` gets each format's busy time, then the time to finish.
    public static func check(
        _ guide: StyleGuide, options: CheckOptions, formats: [ReportFormat], to directory: String, relativeTo base: String?,
        progress: (@Sendable (Int, Int) -> Void)? = nil, timings: ((PhaseTiming) -> Void)? = nil
    ) async throws -> (report: CheckReport, written: [String]) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let folder = URL(fileURLWithPath: directory)
        let readers = formats.filter(\.readsRows)
        let stream = ResultStream(readers: readers.count, window: 2 * max(2, options.parallelism))
        async let streamed = Threads.run(readers.count) { index in
            Self.read(stream, reader: index, into: try sink(readers[index], folder: folder, relativeTo: base, guide: guide))
        }
        let report: CheckReport
        do {
            report = try await Checker.run(guide, options: options, into: stream, progress: progress)
        } catch {
            _ = try? await streamed   // closed: the readers stop and remove their temporary files
            throw error
        }
        let finishing = ContinuousClock.now
        var readOutcomes = try await streamed.makeIterator()
        let outcomes = formats.map { format in
            format.readsRows ? readOutcomes.next() ?? .failure(CancellationError()) : Self.made(format, from: report, folder: folder, relativeTo: base, guide: guide)
        }
        let rendered = try collect(outcomes, formats: formats, timings: timings)
        timings?(PhaseTiming(phase: "finish reports", seconds: (ContinuousClock.now - finishing).seconds))
        return (report, try putInPlace(rendered, in: folder))
    }

    /// One format's reading of the stream: its files, and how long it was busy.
    private static func read(_ stream: ResultStream, reader: Int, into sink: any ReportSink) -> Result<(rendered: [Rendered], seconds: Double), any Error> {
        var busy = Duration.zero
        func timed<T>(_ body: () throws -> T) rethrows -> T {
            let start = ContinuousClock.now
            defer { busy += ContinuousClock.now - start }
            return try body()
        }
        do {
            while let event = stream.read(reader) {
                switch event {
                case let .head(head): try timed { try sink.start(head) }
                case let .results(results): try timed { try sink.add(results) }
                case let .end(report):
                    let rendered = try timed { try sink.finish(report) }
                    return .success((rendered, busy.seconds))
                }
            }
            return .failure(CancellationError())
        } catch {
            stream.detach(reader)
            return .failure(error)
        }
    }

    /// A format made from the finished report alone, and how long it took.
    private static func made(
        _ format: ReportFormat, from report: CheckReport, folder: URL, relativeTo base: String?, guide: StyleGuide?
    ) -> Result<(rendered: [Rendered], seconds: Double), any Error> {
        let begin = ContinuousClock.now
        return Result { try sink(format, folder: folder, relativeTo: base, guide: guide).render(report) }
            .map { (rendered: $0, seconds: (ContinuousClock.now - begin).seconds) }
    }

    /// Renders `formats` of an in-memory report, in parallel (one per core, the longest first),
    /// then puts them in place in the order asked; returns the paths written. `html` shows the
    /// guide's styles, so it needs `guide`; its labels are the ones the check drew.
    public static func write(
        _ report: CheckReport, formats: [ReportFormat], to directory: String, relativeTo base: String?, guide: StyleGuide? = nil,
        timings: ((PhaseTiming) -> Void)? = nil
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if formats.contains(.html), guide == nil { throw InputError(file: report.guide, line: nil, message: "report.html needs the style guide") }
        let folder = URL(fileURLWithPath: directory)
        let outcomes = Mutex<[Int: Result<(rendered: [Rendered], seconds: Double), any Error>]>([:])
        let start = ContinuousClock.now
        // The longest first, so no core waits at the end for one that started last.
        let schedule = formats.indices.sorted { (formats[$0].weight, $1) > (formats[$1].weight, $0) }
        DispatchQueue.concurrentPerform(iterations: schedule.count) { slot in
            let index = schedule[slot]
            let outcome = made(formats[index], from: report, folder: folder, relativeTo: base, guide: guide)
            outcomes.withLock { $0[index] = outcome }
        }
        let rendered = try collect(formats.indices.map { index in
            outcomes.withLock { $0[index] } ?? .failure(CancellationError())
        }, formats: formats, timings: nil)
        timings?(PhaseTiming(phase: "write reports (\(min(formats.count, ProcessInfo.processInfo.activeProcessorCount)) at a time)",
                             seconds: (ContinuousClock.now - start).seconds))
        for (index, format) in formats.enumerated() {
            if case let .success(done)? = outcomes.withLock({ $0[index] }) { timings?(PhaseTiming(phase: format.fileName, seconds: done.seconds, isPart: true)) }
        }
        return try putInPlace(rendered, in: folder)
    }

    /// The formats' files in order, or the first failure (every temporary file removed).
    private static func collect(
        _ outcomes: [Result<(rendered: [Rendered], seconds: Double), any Error>], formats: [ReportFormat], timings: ((PhaseTiming) -> Void)?
    ) throws -> [Rendered] {
        var rendered: [Rendered] = []
        var failure: (any Error)?
        for (format, outcome) in zip(formats, outcomes) {
            switch outcome {
            case let .success(done):
                rendered += done.rendered
                timings?(PhaseTiming(phase: "\(format.fileName) (busy)", seconds: done.seconds, isPart: true))
            case let .failure(error):
                // A reader that only stopped because another failed does not hide the real error.
                if failure == nil || failure is CancellationError { failure = error }
            }
        }
        if let failure {
            for case let .file(_, temporary) in rendered { try? FileManager.default.removeItem(atPath: temporary) }
            throw failure
        }
        return rendered
    }

    /// Puts rendered reports in place, in order.
    private static func putInPlace(_ rendered: [Rendered], in folder: URL) throws -> [String] {
        try rendered.map { item in
            switch item {
            case let .text(name, text): return try writeAll([(name, text)], to: folder.path)[0]
            case let .file(name, temporary):
                let path = folder.appendingPathComponent(name).path
                try StreamedFile.putInPlace(temporary, at: path)
                return path
            }
        }
    }

    /// One format's writer.
    private static func sink(_ format: ReportFormat, folder: URL, relativeTo base: String?, guide: StyleGuide?) throws -> any ReportSink {
        let path = folder.appendingPathComponent(format.fileName).path
        switch format {
        case .json: return ReportJSON.Sink(file: try StreamedFile(path: path), relativeTo: base)
        case .csv: return ReportCSV.Sink(file: try StreamedFile(path: path))
        case .markdown: return SummaryMarkdown.Sink()
        case .junit: return try JUnitXML.Sink(file: try StreamedFile(path: path))
        case .html:
            guard let guide else { throw InputError(file: path, line: nil, message: "report.html needs the style guide") }
            return HTMLReport.Sink(guide: guide, file: try StreamedFile(path: path), pageFolder: folder.path)
        case .sqlite: return ReportSQLite.Sink(path: path, relativeTo: base)
        }
    }

    /// Writes `diff.md`, `diff.json` and `diff.csv` (those asked for), atomically.
    public static func write(_ diff: ReportDiff, formats: [DiffFormat], to directory: String) throws -> [String] {
        var rendered: [(String, String)] = []
        for format in formats {
            switch format {
            case .markdown: rendered.append(("diff.md", DiffOutput.markdown(diff)))
            case .json: rendered.append(("diff.json", try JSONOutput.encode(DiffJSON(diff)) + "\n"))
            case .csv: rendered.append(("diff.csv", DiffOutput.csv(diff)))
            }
        }
        return try writeAll(rendered, to: directory)
    }

    /// Writes each (file name, text) into `directory` with a temporary file and a rename.
    public static func writeAll(_ files: [(String, String)], to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try files.map { name, text in
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        }
    }
}
