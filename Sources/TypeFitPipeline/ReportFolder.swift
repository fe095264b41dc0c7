import TypeFitReports
import Foundation
import TypeFitSupport

/// The folder a run's reports go to (`--out`), and how they get there. Each report is written
/// into a temporary file of this run's beside its destination; when every one is complete they
/// are put in place together — each by one `rename(2)` over the old file, all under the
/// folder's lock — so the folder holds one run's whole set: the previous one when the run
/// fails or is killed, never a mix of two runs sharing the folder. A destination typefit did
/// not write (a folder, a link, someone's file) is never replaced: the run stops with an error
/// naming it.
package struct ReportFolder: Sendable {
    let folder: OutputFolder
    /// This run's temporary files, removed on a signal or a failure.
    package let temporaries: TemporaryFiles

    /// The folder at `path` (made when missing: one that cannot be is an error now, before any
    /// measuring), cleared of the temporary files runs killed earlier left there.
    package init(_ path: String, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        folder = try OutputFolder(path)
        self.temporaries = temporaries
        try folder.withLock { folder.removeStaleTemporaries() }
    }

    package var path: String { folder.path }

    /// The path of the output `name` in the folder (relative when the folder was given so).
    package func destination(_ name: String) -> String {
        folder.path.hasSuffix("/") ? folder.path + name : folder.path + "/" + name
    }

    /// Fails now when an output of one of these names could not be replaced (it is a folder, a
    /// link, or a file typefit did not write), so a run stops before it measures.
    package func checkReplaceable(_ names: [String]) throws {
        for name in names { try Self.checkReplaceable(destination(name)) }
    }

    /// Whether typefit may replace the file at `path` (any of its outputs, or a baseline).
    static func checkReplaceable(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        try Replacement.check(path, what: OutputRecognition.description(of: name)) { head, tail in
            OutputRecognition.recognises(name: name, head: head, tail: tail)
        }
    }

    /// A report file to write as it is produced.
    func streamedFile(_ name: String) throws -> StreamedFile {
        try StreamedFile(path: destination(name), temporaries: temporaries)
    }

    /// Puts `rendered` in place: text outputs are written to temporary files first (a full disk
    /// fails here, with nothing replaced), then under the folder's lock each destination is
    /// checked and every file renamed over its old one. On failure every temporary file is
    /// removed and the folder keeps what it had. Returns the paths written, in order.
    func putInPlace(_ rendered: [RenderedReport]) throws -> [String] {
        var files: [(temporary: String, destination: String)] = []
        do {
            for item in rendered {
                switch item {
                case let .file(name, temporary): files.append((temporary, destination(name)))
                case let .text(name, text):
                    let file = try TemporaryFile(beside: destination(name), registry: temporaries)
                    try file.write(Array(text.utf8))
                    files.append((try file.finish(), file.destination))
                }
            }
            try folder.withLock {
                for file in files { try Self.checkReplaceable(file.destination) }
                for file in files { try temporaries.putInPlace(file.temporary, at: file.destination) }
            }
        } catch {
            discard(rendered)
            for file in files { temporaries.discard(file.temporary) }
            throw error
        }
        return files.map(\.destination)
    }

    /// Removes the temporary files of `rendered` (a run that failed).
    func discard(_ rendered: [RenderedReport]) {
        for case let .file(_, temporary) in rendered { temporaries.discard(temporary) }
    }
}

/// How typefit recognises its own outputs, by their first and last bytes, before it replaces
/// one: a file of that name that does not look like this is not replaced.
enum OutputRecognition {
    /// What the output `name` is, for messages: "a report.json", or "a report" for a baseline.
    static func description(of name: String) -> String {
        knownNames.contains(name) ? "a \(name)" : "a report"
    }

    static let knownNames: Set<String> = [
        "report.json", "report.csv", "rows.csv", "contrast.csv", "diff.csv", "summary.md", "diff.md", "junit.xml",
        "report.html",
        "report.sqlite", "diff.json", SARIFReport.fileName, CodeQualityReport.fileName,
    ]

    static func recognises(name: String, head: [UInt8], tail: [UInt8]) -> Bool {
        let start = String(decoding: head, as: UTF8.self)
        let end = String(decoding: tail, as: UTF8.self)
        switch name {
        case "report.csv": return start.hasPrefix("\u{FEFF}" + ReportCSV.header.joined(separator: ","))
        case "rows.csv": return start.hasPrefix("\u{FEFF}row,category,locale,")
        case "contrast.csv": return start.hasPrefix("\u{FEFF}style,theme,platform,")
        case "diff.csv": return start.hasPrefix("\u{FEFF}style,platform,category,sizeClass,key,locale,change,")
        case "summary.md": return start.hasPrefix("# typefit check\n")
        case "diff.md": return start.hasPrefix("# typefit diff\n")
        case "junit.xml": return start.hasPrefix("<?xml") && start.contains("<testsuites name=\"typefit\"")
        case "report.html": return start.hasPrefix("<!doctype html>") && start.contains("<title>typefit report")
        case "report.sqlite": return isReportSQLite(head)
        case SARIFReport.fileName:
            // Another tool's SARIF has the same schema line; typefit's ends with its rules' ids.
            return start.hasPrefix("{\n  \"$schema\" : \"https://json.schemastore.org/sarif-2.1.0.json\"")
                && end.contains("\"id\" : \"typefit/")
        case CodeQualityReport.fileName:
            let trimmed = start.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed == "[]" || start.hasPrefix("[") && start.contains("\"check_name\" : \"typefit/")
        case "diff.json":
            return start.hasPrefix("{") && end.contains("\"tolerance\" : ") && end.contains("\"verdicts\" : [")
        default:
            // report.json, and a baseline of any name: a compact baseline, a report.json or a report.sqlite.
            return isReportSQLite(head) || CompactBaseline.isCompactBaseline(head)
                || start.hasPrefix("{") && end.contains("\"tool\" : {") && end.contains("\"typefit\" : \"")
        }
    }

    /// A SQLite database (report.sqlite's schema lies further into its first page).
    private static func isReportSQLite(_ head: [UInt8]) -> Bool {
        head.starts(with: Array("SQLite format 3".utf8) + [0])
    }
}
