/// The report files `typefit check` writes.
package enum ReportFileFormat: String, CaseIterable, Hashable, Sendable {
    case json, csv, markdown, junit, html, sqlite, sarif, codequality

    /// What `check` writes when `--format` is not given: a million measurements in under 150 MB,
    /// each file openable where it goes. SARIF and GitLab Code Quality are for CI systems that
    /// read them: asked for by name.
    /// report.json is asked for by name too: it holds every measurement as text (300 MB at a
    /// million), where report.sqlite holds them all in a quarter of that and queries them.
    package static let defaults: [ReportFileFormat] = [.csv, .markdown, .junit, .html, .sqlite]

    package var fileName: String {
        switch self {
        case .json: "report.json"
        case .csv: "report.csv"
        case .markdown: "summary.md"
        case .junit: "junit.xml"
        case .html: "report.html"
        case .sqlite: "report.sqlite"
        case .sarif: "report.sarif"
        case .codequality: "codequality.json"
        }
    }

    /// Whether the format reads every measurement as the check streams. summary.md does not: what
    /// it shows of them (counts, failures per style and size, the worst offenders) is gathered
    /// by the measuring tasks into the report's totals, so it is made from the finished report.
    package var readsRows: Bool { self != .markdown }

    /// How long the format takes to write, relatively (measured at a million rows).
    package var weight: Int {
        switch self {
        case .sqlite: 6
        case .csv: 5
        case .json: 4
        case .junit: 3
        case .html: 2
        case .markdown, .sarif, .codequality: 1
        }
    }
}

/// The diff files `typefit diff` writes.
package enum DiffFormat: String, CaseIterable, Hashable, Sendable {
    case markdown, json, csv
}

extension ReportFileFormat {
    /// The files the format writes (report.csv brings rows.csv and contrast.csv when the guide
    /// has layout rows or colours).
    package var fileNames: [String] {
        self == .csv ? [fileName, "rows.csv", "contrast.csv"] : [fileName]
    }
}

extension DiffFormat {
    package var fileName: String {
        switch self {
        case .markdown: "diff.md"
        case .json: "diff.json"
        case .csv: "diff.csv"
        }
    }
}
