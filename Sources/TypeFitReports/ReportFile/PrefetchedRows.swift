import TypeFitCheck
import Dispatch
import Foundation
import Synchronization
import TypeFitSupport

/// A report's rows read ahead on a thread of its own, in batches, a few batches at most: the two
/// reports of a diff are parsed on both cores while the merge compares them.
final class PrefetchedRows: ReportRows {
    /// What the reading thread hands over.
    private enum Item: Sendable {
        case rows([CheckResult])
        case end(ReportFile)
        case failure(InputError)
    }

    /// Batches between the reading thread and the reader, at most four of them.
    private let channel = BoundedStream<Item>(readers: 1, window: 4)
    private var batch: [CheckResult] = []
    private var position = 0
    private var end: Result<ReportFile, InputError>?

    /// Starts reading `path` (``ReportFile/measurements(_:)``) and waits for its first batch, so a file
    /// that is no report is an error here.
    init(path: String, batchSize: Int = 4_096) throws(InputError) {
        let channel = channel
        let batchSize = max(1, batchSize)
        let thread = Thread {
            let source: any ReportRows
            defer { channel.close() }
            do throws(InputError) {
                source = try ReportFile.measurements(path)
            } catch {
                _ = channel.put(.failure(error))
                return
            }
            var exhausted = false
            while true {
                var rows: [CheckResult] = []
                rows.reserveCapacity(batchSize)
                do throws(InputError) {
                    while !exhausted, rows.count < batchSize {
                        guard let row = try source.next() else {
                            exhausted = true
                            break
                        }
                        rows.append(row)
                    }
                } catch {
                    _ = channel.put(.failure(error))
                    return
                }
                if rows.isEmpty {
                    do throws(InputError) {
                        _ = channel.put(.end(try source.finish()))
                    } catch {
                        _ = channel.put(.failure(error))
                    }
                    return
                }
                guard channel.put(.rows(rows)) else { return }
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
        try receive()
    }

    deinit {
        // The thread stops at its next hand-over.
        channel.detach(0)
    }

    /// Takes the next item from the thread.
    private func receive() throws(InputError) {
        guard let item = channel.read(0) else {
            throw InputError(file: "", line: nil, message: "the report's reader stopped early")
        }
        switch item {
        case let .rows(rows): (batch, position) = (rows, 0)
        case let .end(report): (batch, position, end) = ([], 0, .success(report))
        case let .failure(error):
            end = .failure(error)
            throw error
        }
    }

    func next() throws(InputError) -> CheckResult? {
        while position == batch.count {
            if let end {
                _ = try end.get()
                return nil
            }
            try receive()
        }
        defer { position += 1 }
        return batch[position]
    }

    func finish() throws(InputError) -> ReportFile {
        while try next() != nil {}
        guard let end else { throw InputError(file: "", line: nil, message: "the report was not read to its end") }
        return try end.get()
    }
}

extension BoundedStream {
    /// Hands `event` to the reader, waiting for room; false (and nothing handed) when the reader
    /// is gone.
    fileprivate func put(_ event: Event) -> Bool {
        reserve()
        guard hasReaders else {
            giveBack()
            return false
        }
        append(event, reserved: true)
        return true
    }
}
