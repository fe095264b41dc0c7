import Testing
@testable import TypeFitCheck

/// The places ``FirstSeen`` gives: the order elements were first met, whatever order they come in.
@Suite struct FirstSeenTests {
    @Test func placesFollowTheFirstMeeting() {
        var seen = FirstSeen<String>()
        // Runs (the last again), a cycle (the one after the last), a jump back, a new one mid-cycle.
        let asked = ["b", "b", "a", "c", "b", "a", "c", "a", "d", "b", "b"]
        #expect(asked.map { seen.index(of: $0) } == [0, 0, 1, 2, 0, 1, 2, 1, 3, 0, 0])
        #expect(seen.elements == ["b", "a", "c", "d"])
    }

    @Test func emptyUntilAsked() {
        var seen = FirstSeen<Int>()
        #expect(seen.elements.isEmpty)
        #expect(seen.index(of: 7) == 0)
        #expect(seen.elements == [7])
    }
}
