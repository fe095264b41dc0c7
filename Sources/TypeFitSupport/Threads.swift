import Foundation
import Synchronization

/// Work on threads of its own, outside Swift's cooperative pool: for work that blocks (a
/// measuring task waiting for report writers to catch up, a writer waiting for results), which
/// the pool's few threads must never do.
package enum Threads {
    /// Runs `body(0)` … `body(count - 1)`, each on a thread of its own, and resumes when every
    /// one has returned: with their results in order, or the first error by index.
    package static func run<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> T) async throws
        -> [T]
    {
        guard count > 0 else { return [] }
        let outcomes = Mutex<(results: [Result<T, any Error>?], left: Int)>(
            (Array(repeating: nil, count: count), count))
        let all: [Result<T, any Error>] = await withCheckedContinuation { continuation in
            for index in 0..<count {
                let thread = Thread {
                    let outcome = Result { try body(index) }
                    let finished: [Result<T, any Error>]? = outcomes.withLock { state in
                        state.results[index] = outcome
                        state.left -= 1
                        return state.left == 0 ? state.results.compactMap { $0 } : nil
                    }
                    if let finished { continuation.resume(returning: finished) }
                }
                // Shaping and ICU need more than the 512 KB a secondary thread gets on some systems.
                thread.stackSize = 8 << 20
                thread.start()
            }
        }
        return try all.map { try $0.get() }
    }

    /// Runs `body` on a thread of its own and resumes with its result.
    package static func one<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        let results = try await run(1) { _ in try body() }
        guard let result = results.first else { throw CancellationError() }
        return result
    }
}
