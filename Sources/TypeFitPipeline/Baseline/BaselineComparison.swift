import TypeFitReports
import TypeFitCheck
import TypeFitSupport

/// A check compared with a stored report (`check --baseline`) from its own rows as they are
/// measured — never by reading its report back from disk, where another run may have written
/// since. The baseline's rows are read alongside, one for each measurement, so neither side is
/// held whole; a baseline that breaks anywhere, or whose summary disagrees with its rows, fails
/// the comparison (and with it the run, before any report is replaced).
package final class BaselineComparison {
    private let base: any ReportRows
    private var merge: RowMerge
    private var baseDone = false

    /// Compares with `base` (opened with ``ReportFile/prefetchedMeasurements(_:)``).
    package init(base: any ReportRows, tolerance: Tolerance) {
        self.base = base
        merge = RowMerge(tolerance: tolerance)
    }

    /// The next measurements of this run, in the report's order.
    package func add(_ results: [CheckResult]) throws(InputError) {
        for index in results.indices {
            try merge.step(base: nextBase(), new: results[index])
        }
    }

    /// The whole comparison, once this run's measurements are all added: the baseline's rows
    /// left over are compared (as removed, or matched with rows that waited), then the rest of
    /// both reports — fonts, layout rows, contrast.
    package func finish(_ report: CheckReport) throws(InputError) -> ReportDiff {
        while let old = try nextBase() { merge.step(base: old, new: nil) }
        merge.end()
        var shell = report
        shell.results = []
        return merge.diff(base: try base.finish(), new: ReportFile(shell))
    }

    private func nextBase() throws(InputError) -> CheckResult? {
        guard !baseDone else { return nil }
        guard let row = try base.next() else {
            baseDone = true
            return nil
        }
        return row
    }

    /// Reads the check's events from `stream` as its reader number `reader` and compares them;
    /// on a failure (a damaged baseline) the reader leaves the stream and stops the measuring.
    package func read(_ stream: ResultStream, reader: Int) -> Result<ReportDiff, any Error> {
        do throws(InputError) {
            while let event = stream.read(reader) {
                switch event {
                case .head, .measured: continue
                case let .results(results): try add(results)
                case let .end(report): return .success(try finish(report))
                }
            }
            return .failure(CancellationError())
        } catch {
            stream.detach(reader)
            stream.fail()
            return .failure(error)
        }
    }
}
