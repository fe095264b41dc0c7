import Foundation
import Testing
@testable import TypeFitText

/// The isolation mechanism with stand-in children that crash, hang or fail on purpose.
@Suite struct IsolatedProbeTests {
    static func probe(_ script: String, timeout: Duration = .seconds(5)) -> IsolatedProbe {
        IsolatedProbe(executable: "/bin/sh", arguments: ["-c", script, "probe"], timeout: timeout)
    }

    @Test func aCrashIsAnErrorNamingTheSignal() {
        let error = Self.probe("kill -SEGV $$").check("fonts/evil.ttf")
        #expect(error == .isolation(path: "fonts/evil.ttf", detail: "crashed with signal 11 (SIGSEGV) while loading and shaping it"))
        #expect(error?.description == "fonts/evil.ttf: crashed with signal 11 (SIGSEGV) while loading and shaping it (isolated; the run goes on without it)")
    }

    @Test func aHangIsKilledAtTheTimeout() {
        let start = ContinuousClock.now
        let error = Self.probe("exec sleep 30", timeout: .milliseconds(300)).check("slow.ttf")
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(error?.description.contains("timed out after 0.3 seconds") == true, "\(String(describing: error))")
    }

    @Test func aCPULimitStopsABusyChild() {
        // As the real probe does with setrlimit: one CPU second, then SIGXCPU (or SIGKILL at the hard limit).
        let description = Self.probe("ulimit -t 1; while :; do :; done").check("busy.ttf")?.description ?? ""
        #expect(description.contains("SIGXCPU) (CPU limit)") || description.contains("SIGKILL) (killed: a resource limit)"), "\(description)")
    }

    @Test func aFailedExitIsReported() {
        #expect(Self.probe("exit 3").check("x.ttf") == .isolation(path: "x.ttf", detail: "the probe exited with status 3 (out of memory or a runtime trap)"))
    }

    @Test func aCleanRunAdmitsTheFont() {
        #expect(Self.probe("exit 0").check("ok.ttf") == nil)
        let gate = FontGate(probe: Self.probe("exit 0"))
        #expect(gate.admit("ok.ttf") == nil)
        #expect(FontGate(probe: nil).admit("anything.ttf") == nil)
    }

    @Test func aMissingExecutableIsAnError() {
        let error = IsolatedProbe(executable: "/no/such/typefit").check("x.ttf")
        #expect(error?.description.hasPrefix("x.ttf: could not start the isolated probe /no/such/typefit") == true)
    }
}
