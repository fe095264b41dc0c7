import TypeFitCheck

/// A report written while a check streams: the head (everything known before measuring), the
/// measurements in batches in the report's order, then the finished report. Each format keeps
/// what it must (a file being written, counts, the worst N), never every row. Used by one
/// thread at a time.
protocol ReportSink: AnyObject {
    func start(_ head: CheckReport) throws
    func add(_ results: [CheckResult]) throws
    /// The files made, to be put in place with the other formats'.
    func finish(_ report: CheckReport) throws -> [ReportWriter.Rendered]
}

extension ReportSink {
    /// The report of an in-memory check: the same path a streamed one takes.
    func render(_ report: CheckReport) throws -> [ReportWriter.Rendered] {
        try start(report)
        try add(report.results)
        return try finish(report)
    }
}
