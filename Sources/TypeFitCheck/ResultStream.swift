import TypeFitSupport

/// What a streamed check delivers, in this order: the report's head (everything known before
/// measuring: guide, versions, models, fonts, notes, contrast), the measurements in batches in
/// the report's order, word that every measurement has been delivered, and the finished report
/// (totals, layout rows, labels, timings; no results).
package enum CheckEvent: Sendable {
    case head(CheckReport)
    case results([CheckResult])
    /// Every measurement is delivered; the finished report follows once the worst labels are drawn
    /// and the layout rows laid out. A writer does its own closing work on the rows meanwhile
    /// (report.sqlite inserts its last rows while the labels are drawn).
    case measured
    case end(CheckReport)
}

/// A check's events from the measuring tasks to its report writers.
package typealias ResultStream = BoundedStream<CheckEvent>
