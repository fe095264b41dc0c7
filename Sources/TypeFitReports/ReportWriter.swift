import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText
import TypeFitCheck

/// The report files `typefit check` writes.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    case json, csv, markdown, junit, html

    public var fileName: String {
        switch self {
        case .json: "report.json"
        case .csv: "report.csv"
        case .markdown: "summary.md"
        case .junit: "junit.xml"
        case .html: "report.html"
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
    /// Renders all `formats` first, then writes them; returns the paths written. `html` shows
    /// the guide's styles, so it needs `guide`; its labels are the ones the check drew.
    public static func write(
        _ report: CheckReport, formats: [ReportFormat], to directory: String, relativeTo base: String?, guide: StyleGuide? = nil
    ) throws -> [String] {
        var rendered: [(String, String)] = []
        for format in formats {
            switch format {
            case .json: rendered.append((format.fileName, try JSONOutput.encode(ReportJSON(report, relativeTo: base)) + "\n"))
            case .csv:
                rendered.append((format.fileName, ReportCSV.render(report)))
                if !report.rows.isEmpty { rendered.append(("rows.csv", ReportCSV.renderRows(report))) }
                if !report.contrast.isEmpty { rendered.append(("contrast.csv", ReportCSV.renderContrast(report))) }
            case .markdown: rendered.append((format.fileName, SummaryMarkdown.render(report)))
            case .junit: rendered.append((format.fileName, JUnitXML.render(report)))
            case .html:
                guard let guide else { throw InputError(file: report.guide, line: nil, message: "report.html needs the style guide") }
                rendered.append((format.fileName, HTMLReport.render(report, guide: guide)))
            }
        }
        return try writeAll(rendered, to: directory)
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
