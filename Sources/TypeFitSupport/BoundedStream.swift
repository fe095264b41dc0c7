import Dispatch
import Synchronization

/// The one bounded channel of the project: events from producers (threads of their own) to a
/// fixed number of readers, each reading every event in order on a thread of its own.
///
/// Memory is bounded: a producer reserves a place (``reserve()``) before it makes an event and
/// waits while `window` events are made but not yet read by every reader, so a slow reader slows
/// the producers instead of letting events pile up. A reader that stops (``detach(_:)``) is not
/// waited for again; one that fails says so (``fail()``) and producers stop at their next event.
/// A check's measurements go to its report writers through one (``ResultStream``); a report's
/// rows are read ahead through another with one reader (``PrefetchedRows``).
package final class BoundedStream<Event: Sendable>: Sendable {
    private struct Entry {
        var event: Event
        var unread: Int
        var reserved: Bool
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var published = 0
        var cursors: [Int]
        var detached: Set<Int> = []
        var closed = false
    }

    package let readers: Int
    private let state: Mutex<State>
    private let arrivals: [DispatchSemaphore]
    private let space: DispatchSemaphore
    private let failed = Atomic(false)

    /// `readers` readers; at most `window` reserved batches in memory at once.
    package init(readers: Int, window: Int) {
        self.readers = readers
        state = Mutex(State(cursors: Array(repeating: 0, count: readers)))
        arrivals = (0..<readers).map { _ in DispatchSemaphore(value: 0) }
        // Made at 0 and raised to `window`: libdispatch traps when a semaphore is freed below the
        // value it was made with, as this one is when a run stops with places still reserved.
        space = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, window) { space.signal() }
    }

    /// A reader failed (its report cannot be written): measuring stops at its next unit, as
    /// nothing it makes can be reported. The reader detaches itself too.
    package func fail() {
        failed.store(true, ordering: .releasing)
    }

    /// Whether a reader failed.
    package var hasFailed: Bool { failed.load(ordering: .acquiring) }

    /// Whether any reader still reads (a producer whose readers all left stops).
    package var hasReaders: Bool { state.withLock { $0.detached.count < readers } }

    /// Waits for room for one more batch (a measuring task calls it before it measures one).
    package func reserve() {
        space.wait()
    }

    /// Gives back `count` places reserved but not used (a task that found no more work, or
    /// every task when one failed and the rest must not wait).
    package func giveBack(_ count: Int = 1) {
        for _ in 0..<count { space.signal() }
    }

    /// Appends an event for every reader; `reserved` when a ``reserve()`` was made for it.
    package func append(_ event: Event, reserved: Bool) {
        state.withLock { state in
            let unread = readers - state.detached.count
            if unread > 0 {
                state.entries[state.published] = Entry(event: event, unread: unread, reserved: reserved)
            } else if reserved {
                space.signal()
            }
            state.published += 1
        }
        for arrival in arrivals { arrival.signal() }
    }

    /// No more events: readers get nil once they have read every event.
    package func close() {
        state.withLock { $0.closed = true }
        for arrival in arrivals { arrival.signal() }
    }

    /// The next event for `reader`, waiting for it; nil after the last one once closed.
    package func read(_ reader: Int) -> Event? {
        while true {
            arrivals[reader].wait()
            let (event, done): (Event?, Bool) = state.withLock { state in
                let cursor = state.cursors[reader]
                guard cursor < state.published else { return (nil, state.closed) }
                state.cursors[reader] = cursor + 1
                return (release(cursor, in: &state), false)
            }
            if let event { return event }
            if done { return nil }
        }
    }

    /// `reader` stops reading (its report failed): what it has not read is released, and it is
    /// not waited for again.
    package func detach(_ reader: Int) {
        state.withLock { state in
            guard state.detached.insert(reader).inserted else { return }
            for index in state.cursors[reader]..<state.published { _ = release(index, in: &state) }
            state.cursors[reader] = state.published
        }
    }

    /// One reader is done with entry `index`: the event, freed when every reader has it.
    private func release(_ index: Int, in state: inout State) -> Event? {
        guard var entry = state.entries[index] else { return nil }
        entry.unread -= 1
        if entry.unread > 0 {
            state.entries[index] = entry
        } else {
            state.entries[index] = nil
            if entry.reserved { space.signal() }
        }
        return entry.event
    }
}
