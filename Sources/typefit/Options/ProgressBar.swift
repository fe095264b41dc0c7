import Foundation
import Synchronization

/// A one-line progress bar on stderr, shown only when stderr is a terminal and the work has
/// taken more than a second. Safe to update from several tasks: its state is behind a Mutex.
final class ProgressBar: Sendable {
    private struct State {
        var shown = false
    }

    private let state = Mutex(State())
    private let start = ContinuousClock.now
    private let isTerminal = isatty(STDERR_FILENO) != 0

    func update(_ done: Int, _ total: Int) {
        guard isTerminal, ContinuousClock.now - start > .seconds(1), total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        state.withLock { state in
            state.shown = true
            Output.printRaw(toStderr: "\r\(bar) \(done)/\(total) styles")
        }
    }

    func finish() {
        state.withLock { state in
            if state.shown { Output.printRaw(toStderr: "\r\u{1B}[K") }
        }
    }
}
