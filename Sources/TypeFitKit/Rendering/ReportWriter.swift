import Foundation

/// The report files `typefit check` writes.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
    case json, csv, markdown, junit

    public var fileName: String {
        switch self {
        case .json: "report.json"
        case .csv: "report.csv"
        case .markdown: "summary.md"
        case .junit: "junit.xml"
        }
    }
}

/// Writes reports atomically: each to a temporary file in the same folder, then renamed over
/// the old one, so a reader (or a crash) never sees a half-written report.
public enum ReportWriter {
    /// Renders all `formats` first, then writes them; returns the paths written.
    public static func write(_ report: CheckReport, formats: [ReportFormat], to directory: String, relativeTo base: String?) throws -> [String] {
        var rendered: [(ReportFormat, String)] = []
        for format in formats {
            switch format {
            case .json: rendered.append((format, try JSONOutput.encode(ReportJSON(report, relativeTo: base)) + "\n"))
            case .csv: rendered.append((format, ReportCSV.render(report)))
            case .markdown: rendered.append((format, SummaryMarkdown.render(report)))
            case .junit: rendered.append((format, JUnitXML.render(report)))
            }
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try rendered.map { format, text in
            let path = URL(fileURLWithPath: directory).appendingPathComponent(format.fileName).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        }
    }
}
