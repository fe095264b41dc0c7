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

    /// Renders all `formats` first, in parallel (one per core; report.json, report.csv and
    /// junit.xml streamed into temporary files a row at a time, report.sqlite into its own), then
    /// puts them in place in the order asked; returns the paths written. `html` shows the guide's
    /// styles, so it needs `guide`; its labels are the ones the check drew.
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
            let begin = ContinuousClock.now
            let outcome = Result { try render(formats[index], report, folder: folder, relativeTo: base, guide: guide) }
                .map { (rendered: $0, seconds: (ContinuousClock.now - begin).seconds) }
            outcomes.withLock { $0[index] = outcome }
        }
        var rendered: [Rendered] = []
        var parts: [PhaseTiming] = []
        var failure: (any Error)?
        for (index, format) in formats.enumerated() {
            switch outcomes.withLock({ $0[index] }) {
            case let .success(done)?:
                rendered += done.rendered
                parts.append(PhaseTiming(phase: format.fileName, seconds: done.seconds, isPart: true))
            case let .failure(error)?: failure = failure ?? error
            case nil: break
            }
        }
        if let failure {
            for case let .file(_, temporary) in rendered { try? FileManager.default.removeItem(atPath: temporary) }
            throw failure
        }
        timings?(PhaseTiming(phase: "write reports (\(min(formats.count, ProcessInfo.processInfo.activeProcessorCount)) at a time)",
                             seconds: (ContinuousClock.now - start).seconds))
        parts.forEach { timings?($0) }
        return try rendered.map { item in
            switch item {
            case let .text(name, text): return try writeAll([(name, text)], to: directory)[0]
            case let .file(name, temporary):
                let path = folder.appendingPathComponent(name).path
                try StreamedFile.putInPlace(temporary, at: path)
                return path
            }
        }
    }

    /// One format's files.
    private static func render(
        _ format: ReportFormat, _ report: CheckReport, folder: URL, relativeTo base: String?, guide: StyleGuide?
    ) throws -> [Rendered] {
        func stream(_ write: (StreamedFile) throws -> Void) throws -> Rendered {
            let file = try StreamedFile(path: folder.appendingPathComponent(format.fileName).path)
            try write(file)
            return .file(name: format.fileName, temporary: try file.finish())
        }
        switch format {
        case .json: return [try stream { try ReportJSON.write(report, relativeTo: base, to: $0) }]
        case .csv:
            var files = [try stream { try ReportCSV.write(report, to: $0) }]
            if !report.rows.isEmpty { files.append(.text(name: "rows.csv", text: ReportCSV.renderRows(report))) }
            if !report.contrast.isEmpty { files.append(.text(name: "contrast.csv", text: ReportCSV.renderContrast(report))) }
            return files
        case .markdown: return [.text(name: format.fileName, text: SummaryMarkdown.render(report))]
        case .junit: return [try stream { try JUnitXML.write(report, to: $0) }]
        case .html:
            guard let guide else { return [] }
            return [.text(name: format.fileName, text: HTMLReport.render(report, guide: guide))]
        case .sqlite:
            let path = folder.appendingPathComponent(format.fileName).path
            return [.file(name: format.fileName, temporary: try ReportSQLite.writeTemporary(report, relativeTo: base, beside: path))]
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
