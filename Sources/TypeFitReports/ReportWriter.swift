import Foundation
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
}

/// The diff files `typefit diff` writes.
public enum DiffFormat: String, CaseIterable, Hashable, Sendable {
    case markdown, json, csv
}

/// Writes reports atomically: each to a temporary file in the same folder, then renamed over
/// the old one, so a reader (or a crash) never sees a half-written report.
public enum ReportWriter {
    /// Renders all `formats` first (report.json, report.csv and junit.xml streamed into temporary
    /// files a row at a time), then puts them in place; returns the paths written. `html` shows
    /// the guide's styles, so it needs `guide`; its labels are the ones the check drew.
    public static func write(
        _ report: CheckReport, formats: [ReportFormat], to directory: String, relativeTo base: String?, guide: StyleGuide? = nil,
        timings: ((PhaseTiming) -> Void)? = nil
    ) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var rendered: [(String, String)] = []
        var streamed: [StreamedFile] = []
        var order: [String] = []   // file names in the order of `formats`
        var sqlite: String?
        func stream(_ name: String, _ write: (StreamedFile) throws -> Void) throws -> StreamedFile {
            let file = try StreamedFile(path: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
            try write(file)
            return file
        }
        for format in formats {
            order.append(format.fileName)
            let start = ContinuousClock.now
            defer { if format != .sqlite { timings?(PhaseTiming(phase: "write \(format.fileName)", seconds: (ContinuousClock.now - start).seconds)) } }
            switch format {
            case .json:
                streamed.append(try stream(format.fileName) { try ReportJSON.write(report, relativeTo: base, to: $0) })
            case .csv:
                streamed.append(try stream(format.fileName) { try ReportCSV.write(report, to: $0) })
                if !report.rows.isEmpty {
                    rendered.append(("rows.csv", ReportCSV.renderRows(report)))
                    order.append("rows.csv")
                }
                if !report.contrast.isEmpty {
                    rendered.append(("contrast.csv", ReportCSV.renderContrast(report)))
                    order.append("contrast.csv")
                }
            case .markdown: rendered.append((format.fileName, SummaryMarkdown.render(report)))
            case .junit:
                streamed.append(try stream(format.fileName) { try JUnitXML.write(report, to: $0) })
            case .html:
                guard let guide else { throw InputError(file: report.guide, line: nil, message: "report.html needs the style guide") }
                rendered.append((format.fileName, HTMLReport.render(report, guide: guide)))
            case .sqlite:
                sqlite = URL(fileURLWithPath: directory).appendingPathComponent(format.fileName).path
            }
        }
        // The database last of the renders (ReportSQLite renames its own temporary file into place).
        if let sqlite {
            let start = ContinuousClock.now
            try ReportSQLite.write(report, relativeTo: base, to: sqlite)
            timings?(PhaseTiming(phase: "write report.sqlite", seconds: (ContinuousClock.now - start).seconds))
        }
        for file in streamed { try file.commit() }
        let written = try writeAll(rendered, to: directory) + streamed.map(\.path) + (sqlite.map { [$0] } ?? [])
        return order.compactMap { name in written.first { $0.hasSuffix("/" + name) } }
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
