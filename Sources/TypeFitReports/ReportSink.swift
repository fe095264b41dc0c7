import TypeFitCheck

/// A report written while a check streams: the head (everything known before measuring), the
/// measurements in batches in the report's order, then the finished report. Each format keeps
/// what it must (a file being written, counts, the worst N), never every row. Used by one
/// thread at a time.
package protocol ReportSink: AnyObject {
    func start(_ head: CheckReport) throws
    func add(_ results: [CheckResult]) throws
    /// Every measurement has been added; the finished report comes later (``CheckEvent/measured``).
    /// A sink does here what needs only the rows, so it runs while the check draws its labels.
    func measured() throws
    /// The files made, to be put in place with the other formats'.
    func finish(_ report: CheckReport) throws -> [RenderedReport]
}

extension ReportSink {
    /// Nothing to do before the finished report, for most sinks.
    package func measured() throws {}

    /// The report of an in-memory check: the same path a streamed one takes.
    package func render(_ report: CheckReport) throws -> [RenderedReport] {
        try start(report)
        try add(report.results)
        try measured()
        return try finish(report)
    }
}

/// A report rendered and waiting to be put in place: its text, or a finished temporary file.
package enum RenderedReport: Sendable {
    case text(name: String, text: String)
    case file(name: String, temporary: String)
}
