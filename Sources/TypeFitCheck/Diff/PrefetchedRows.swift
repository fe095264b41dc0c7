import Dispatch
import Foundation
import Synchronization
import TypeFitSupport

/// A report's rows read ahead on a thread of its own, in batches, a few batches at most: the two
/// reports of a diff are parsed on both cores while the merge compares them.
final class PrefetchedRows: ReportRows {
    /// What the reading thread hands over.
    private enum Item: Sendable {
        case rows([ReportFile.Row])
        case end(ReportFile)
        case failure(InputError)
    }

    /// Batches between the reading thread and the reader, at most `window` of them.
    private final class Channel: Sendable {
        private let items = Mutex<[Item]>([])
        private let ready = DispatchSemaphore(value: 0)
        private let space: DispatchSemaphore
        private let stopped = Atomic(false)

        init(window: Int) {
            // Made at 0 and raised to `window`: libdispatch traps when a semaphore is freed below
            // the value it was made with, as this one is when the reader stops early.
            space = DispatchSemaphore(value: 0)
            for _ in 0..<max(1, window) { space.signal() }
        }

        /// Hands over an item, waiting for room; false when the reader is gone.
        func put(_ item: Item) -> Bool {
            space.wait()
            guard !stopped.load(ordering: .acquiring) else { return false }
            items.withLock { $0.append(item) }
            ready.signal()
            return true
        }

        func take() -> Item {
            ready.wait()
            let item = items.withLock { $0.removeFirst() }
            space.signal()
            return item
        }

        /// The reader is gone: the thread stops at its next hand-over.
        func stop() {
            stopped.store(true, ordering: .releasing)
            space.signal()
        }
    }

    private let channel = Channel(window: 4)
    private var batch: [ReportFile.Row] = []
    private var position = 0
    private var end: Result<ReportFile, InputError>?

    /// Starts reading `path` (``ReportFile/measurements(_:)``) and waits for its first batch, so a file
    /// that is no report is an error here.
    init(path: String, batchSize: Int = 4_096) throws(InputError) {
        let channel = channel
        let batchSize = max(1, batchSize)
        let thread = Thread {
            let source: any ReportRows
            do throws(InputError) {
                source = try ReportFile.measurements(path)
            } catch {
                _ = channel.put(.failure(error))
                return
            }
            var exhausted = false
            while true {
                var rows: [ReportFile.Row] = []
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
        channel.stop()
    }

    /// Takes the next item from the thread.
    private func receive() throws(InputError) {
        switch channel.take() {
        case let .rows(rows): (batch, position) = (rows, 0)
        case let .end(report): (batch, position, end) = ([], 0, .success(report))
        case let .failure(error):
            end = .failure(error)
            throw error
        }
    }

    func next() throws(InputError) -> ReportFile.Row? {
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
