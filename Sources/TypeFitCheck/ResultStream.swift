import TypeFitSupport

/// What a streamed check delivers, in this order: the report's head (everything known before
/// measuring: guide, versions, models, fonts, notes, contrast), the measurements in batches in
/// the report's order, and the finished report (totals, layout rows, labels, timings; no results).
package enum CheckEvent: Sendable {
    case head(CheckReport)
    case results([CheckResult])
    case end(CheckReport)
}

/// A check's events from the measuring tasks to its report writers.
package typealias ResultStream = BoundedStream<CheckEvent>
