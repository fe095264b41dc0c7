import TypeFitReports
import Foundation
import Synchronization
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// Writes reports: each into a temporary file beside its destination, all put in place together
/// once complete (``ReportFolder``), so a reader (or a crash, or a second run on the same folder)
/// never sees half a report or a mix of two runs' reports. A check writes its reports as it
/// measures (``CheckRun``); this writes the reports of a check already held in memory, and diffs.
package enum ReportWriter {
    /// A format made from the finished report alone, and how long it took.
    static func made(
        _ format: ReportFileFormat, from report: CheckReport, folder: ReportFolder, relativeTo base: String?,
        guide: StyleGuide?
    ) -> Result<(rendered: [RenderedReport], seconds: Double), any Error> {
        let begin = ContinuousClock.now
        return Result { try sink(format, folder: folder, relativeTo: base, guide: guide).render(report) }
            .map { (rendered: $0, seconds: (ContinuousClock.now - begin).seconds) }
    }

    /// Renders `formats` of an in-memory report, in parallel (one per core, the longest first),
    /// then puts them in place in the order asked; returns the paths written. `html` shows the
    /// guide's styles, so it needs `guide`; its labels are the ones the check drew.
    package static func write(
        _ report: CheckReport, formats: [ReportFileFormat], to folder: String, relativeTo base: String?,
        guide: StyleGuide? = nil,
        timings: ((PhaseTiming) -> Void)? = nil
    ) throws -> [String] {
        if formats.contains(.html), guide == nil {
            throw InputError(file: report.guide, line: nil, message: "report.html needs the style guide")
        }
        let folder = try ReportFolder(folder)
        let outcomes = Mutex<[Int: Result<(rendered: [RenderedReport], seconds: Double), any Error>]>([:])
        let start = ContinuousClock.now
        // The longest first, so no core waits at the end for one that started last.
        let schedule = formats.indices.sorted { (formats[$0].weight, $1) > (formats[$1].weight, $0) }
        DispatchQueue.concurrentPerform(iterations: schedule.count) { slot in
            let index = schedule[slot]
            let outcome = made(formats[index], from: report, folder: folder, relativeTo: base, guide: guide)
            outcomes.withLock { $0[index] = outcome }
        }
        let rendered = try collect(
            formats.indices.map { index in
                outcomes.withLock { $0[index] } ?? .failure(CancellationError())
            }, formats: formats, folder: folder, timings: nil)
        timings?(
            PhaseTiming(
                phase: "write reports (\(min(formats.count, ProcessInfo.processInfo.activeProcessorCount)) at a time)",
                seconds: (ContinuousClock.now - start).seconds))
        for (index, format) in formats.enumerated() {
            if case let .success(done)? = outcomes.withLock({ $0[index] }) {
                timings?(PhaseTiming(phase: format.fileName, seconds: done.seconds, isPart: true))
            }
        }
        return try folder.putInPlace(rendered)
    }

    /// The formats' files in order, or the first failure (every temporary file removed).
    static func collect(
        _ outcomes: [Result<(rendered: [RenderedReport], seconds: Double), any Error>], formats: [ReportFileFormat],
        folder: ReportFolder,
        timings: ((PhaseTiming) -> Void)?
    ) throws -> [RenderedReport] {
        var rendered: [RenderedReport] = []
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
            folder.discard(rendered)
            throw failure
        }
        return rendered
    }

    /// One format's writer. `jobs`: the threads report.html may use to finish its page.
    static func sink(
        _ format: ReportFileFormat, folder: ReportFolder, relativeTo base: String?, guide: StyleGuide?,
        csvRows: ReportCSV.Rows = .findings, jobs: Int = 1
    ) throws -> any ReportSink {
        switch format {
        case .json: return ReportJSON.Sink(file: try folder.streamedFile(format.fileName), relativeTo: base)
        case .csv: return ReportCSV.Sink(file: try folder.streamedFile(format.fileName), rows: csvRows)
        case .markdown: return SummaryMarkdown.Sink()
        case .junit:
            return try JUnitXML.Sink(file: try folder.streamedFile(format.fileName), temporaries: folder.temporaries)
        case .html:
            guard let guide else {
                throw InputError(
                    file: folder.destination(format.fileName), line: nil, message: "report.html needs the style guide")
            }
            return HTMLReport.Sink(
                guide: guide, file: try folder.streamedFile(format.fileName),
                pageFolder: URL(fileURLWithPath: folder.path).standardizedFileURL.path, jobs: jobs)
        case .sqlite:
            return try ReportSQLite.Sink(
                path: folder.destination(format.fileName), relativeTo: base, temporaries: folder.temporaries)
        case .sarif, .codequality:
            guard let guide else {
                throw InputError(
                    file: folder.destination(format.fileName), line: nil,
                    message: "\(format.fileName) needs the style guide (its lines place the findings)")
            }
            return SARIFReport.Sink(
                guide: guide, fileName: format.fileName,
                render: { report, worst, guide in
                    format == .sarif
                        ? try SARIFReport.render(report, worst: worst, guide: guide)
                        : try CodeQualityReport.render(report, worst: worst, guide: guide)
                })
        }
    }

    /// Writes `diff.md`, `diff.json` and `diff.csv` (those asked for) to `folder`, put in place
    /// together; `temporaries` are the run's, for a signal handler to remove.
    package static func write(
        _ diff: ReportDiff, formats: [DiffFormat], to folder: String, temporaries: TemporaryFiles = TemporaryFiles()
    ) throws -> [String] {
        try ReportFolder(folder, temporaries: temporaries).putInPlace(rendered(diff, formats: formats))
    }

    /// The diff files asked for, as text.
    static func rendered(_ diff: ReportDiff, formats: [DiffFormat]) throws -> [RenderedReport] {
        try formats.map { format in
            switch format {
            case .markdown: .text(name: format.fileName, text: DiffOutput.markdown(diff))
            case .json: .text(name: format.fileName, text: try JSONOutput.encode(DiffJSON(diff)) + "\n")
            case .csv: .text(name: format.fileName, text: DiffOutput.csv(diff))
            }
        }
    }
}
