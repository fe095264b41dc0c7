import Foundation
import Synchronization
import Testing
@testable import TypeFitCheck
@testable import TypeFitSupport

/// The stream from the measuring tasks to the report writers: every reader sees every event in
/// order, and no more than `window` reserved batches are ever held.
@Suite struct ResultStreamTests {
    static func batch(_ index: Int) -> [CheckResult] {
        [CheckResult.error(style: "S\(index)", .notMeasured("\(index)"))]
    }

    @Test func everyReaderReadsEveryEventInOrder() async throws {
        let window = 3
        let stream = ResultStream(readers: 2, window: window)
        async let readers = Threads.run(2) { reader in
            var styles: [String] = []
            while let event = stream.read(reader) {
                guard case let .results(rows) = event else { continue }
                styles += rows.map(\.style)
                if reader == 1 { usleep(200) }  // a slow writer
            }
            return styles
        }
        _ = try await Threads.run(1) { _ in
            for index in 0..<200 {
                stream.reserve()
                stream.append(.results(Self.batch(index)), reserved: true)
            }
            stream.close()
        }
        let read = try await readers
        #expect(read[0] == (0..<200).map { "S\($0)" })
        #expect(read[1] == read[0])
    }

    @Test func theProducerWaitsForTheSlowestReader() async throws {
        let stream = ResultStream(readers: 1, window: 2)
        let produced = Atomic(0)
        let producer = Task {
            try await Threads.run(1) { _ in
                for index in 0..<5 {
                    stream.reserve()
                    stream.append(.results(Self.batch(index)), reserved: true)
                    produced.add(1, ordering: .sequentiallyConsistent)
                }
                stream.close()
            }
        }
        // Nothing read yet: two batches go in (however busy the machine is), the third waits for room.
        let deadline = ContinuousClock.now + .seconds(20)
        while produced.load(ordering: .sequentiallyConsistent) < 2, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(100))
        #expect(produced.load(ordering: .sequentiallyConsistent) == 2)
        var read = 0
        _ = try await Threads.run(1) { _ in
            var count = 0
            while stream.read(0) != nil { count += 1 }
            return count
        }.first.map { read = $0 }
        _ = try await producer.value
        #expect(read == 5)
        #expect(produced.load(ordering: .sequentiallyConsistent) == 5)
    }

    /// A reader that fails is let go: the others and the producer go on without it.
    @Test func aDetachedReaderHoldsNothingBack() async throws {
        let stream = ResultStream(readers: 2, window: 1)
        stream.detach(1)
        async let reader = Threads.run(1) { _ in
            var count = 0
            while stream.read(0) != nil { count += 1 }
            return count
        }
        _ = try await Threads.run(1) { _ in
            for index in 0..<20 {
                stream.reserve()
                stream.append(.results(Self.batch(index)), reserved: true)
            }
            stream.close()
        }
        #expect(try await reader == [20])
    }
}
