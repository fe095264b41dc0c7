import TypeFitCheck
import Foundation
import TypeFitSupport
import TypeFitBackend
import TypeFitText

/// A report's measurements read one at a time, in the report's order, and then the rest of it:
/// how `typefit diff` compares two reports of a million rows without holding either.
package protocol ReportRows: AnyObject {
    /// The next measurement; nil after the last.
    func next() throws(InputError) -> CheckResult?
    /// The report without its results (fonts, layout rows, contrast), once every row was read.
    func finish() throws(InputError) -> ReportFile
}

extension ReportFile {
    /// The measurements of the report.json or report.sqlite at `path`, one at a time.
    package static func measurements(_ path: String) throws(InputError) -> any ReportRows {
        let head = try InputFile(path: path, maximumSize: maximumFileSize).read(upTo: 4_096)
        if isSQLite(head[...]) { return try SQLiteReportRows(path: path) }
        // report.json is an object: anything else (a guide, a font, a CSV) is said as what it is not.
        let start = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        guard start.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == 0x7B else {
            throw InputError(
                file: path, line: nil,
                message: "not a typefit report: expected a report.sqlite, a report.json or a compact baseline")
        }
        return try JSONReportRows(path: path)
    }

    /// The rows of `path` read ahead on a thread of their own, the first batch at once: a file
    /// that is no report, or breaks before its first measurements, is an error now (before a
    /// check spends time measuring), and two reports are parsed on two cores.
    package static func prefetchedMeasurements(_ path: String) throws(InputError) -> any ReportRows {
        try PrefetchedRows(path: path)
    }

    /// Reads every row of `source` into a whole report.
    static func collect(_ source: any ReportRows) throws(InputError) -> ReportFile {
        var results: [CheckResult] = []
        while let row = try source.next() { results.append(row) }
        var report = try source.finish()
        report.results = results
        return report
    }

    /// A report in memory, row by row.
    final class InMemoryRows: ReportRows {
        private let report: ReportFile
        private var index = 0

        init(_ report: ReportFile) {
            self.report = report
        }

        func next() throws(InputError) -> CheckResult? {
            guard index < report.results.count else { return nil }
            defer { index += 1 }
            return report.results[index]
        }

        func finish() throws(InputError) -> ReportFile {
            var shell = report
            shell.results = []
            return shell
        }
    }
}
