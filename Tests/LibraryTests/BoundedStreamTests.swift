import Foundation
import Synchronization
import Testing
@testable import TypeFitSupport

/// The project's one bounded channel (a check's measurements to its writers, a report's rows
/// read ahead): order, the window, readers that leave or fail, and a stream dropped mid-way.
@Suite struct BoundedStreamTests {
    @Test func readersGetEveryEventInOrderWithinTheWindow() async throws {
        let stream = BoundedStream<Int>(readers: 3, window: 2)
        let inFlight = Atomic(0), most = Atomic(0)
        async let read = Threads.run(3) { reader in
            var got: [Int] = []
            while let value = stream.read(reader) {
                got.append(value)
                if reader == 2 { usleep(100) }
            }
            return got
        }
        _ = try await Threads.run(1) { _ in
            for value in 0..<300 {
                stream.reserve()
                let now = inFlight.add(1, ordering: .sequentiallyConsistent).newValue
                _ = most.max(now, ordering: .sequentiallyConsistent)
                stream.append(value, reserved: true)
                inFlight.subtract(1, ordering: .sequentiallyConsistent)
            }
            stream.close()
        }
        let results = try await read
        #expect(results.allSatisfy { $0 == Array(0..<300) })
        #expect(stream.hasReaders && !stream.hasFailed)
    }

    /// A reader that leaves is not waited for: a producer blocked at a full window goes on, and
    /// sees that no one reads any more.
    @Test func aReaderThatLeavesReleasesTheProducer() async throws {
        let stream = BoundedStream<Int>(readers: 1, window: 1)
        let producer = Task {
            try await Threads.run(1) { _ in
                var sent = 0
                while stream.hasReaders, sent < 1_000 {
                    stream.reserve()
                    stream.append(sent, reserved: true)
                    sent += 1
                }
                return sent
            }
        }
        #expect(stream.read(0) == 0)
        stream.fail()
        stream.detach(0)
        let sent = try await producer.value.first ?? 0
        #expect(sent < 1_000)
        #expect(!stream.hasReaders && stream.hasFailed)
    }

    /// Freed with places still reserved and events unread (a run that stopped): no trap
    /// (libdispatch traps when a semaphore is freed below the value it was made with).
    @Test func aStreamFreedMidWayIsSafe() {
        for _ in 0..<50 {
            let stream = BoundedStream<[Int]>(readers: 2, window: 4)
            for value in 0..<3 {
                stream.reserve()
                stream.append([value], reserved: true)
            }
            stream.reserve()
            #expect(stream.read(0) == [0])
        }
    }
}
