import Foundation
import TestSupport
import Testing
@testable import TypeFitText

/// The isolation mechanism with stand-in children that crash, hang or fail on purpose.
@Suite struct IsolatedProbeTests {
    static func probe(_ script: String, timeout: Duration = .seconds(5)) -> IsolatedProbe {
        IsolatedProbe(executable: "/bin/sh", arguments: ["-c", script, "probe"], timeout: timeout)
    }

    @Test func aCrashIsAnErrorNamingTheSignal() {
        let error = Self.probe("kill -SEGV $$").check("fonts/evil.ttf")
        #expect(
            error
                == .isolation(
                    path: "fonts/evil.ttf", detail: "crashed with signal 11 (SIGSEGV) while loading and shaping it"))
        #expect(
            error?.description
                == "fonts/evil.ttf: crashed with signal 11 (SIGSEGV) while loading and shaping it (isolated; the run goes on without it)"
        )
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
        #expect(
            description.contains("SIGXCPU) (CPU limit)") || description.contains("SIGKILL) (killed: a resource limit)"),
            "\(description)")
    }

    @Test func aFailedExitIsReported() {
        #expect(
            Self.probe("exit 3").check("x.ttf")
                == .isolation(path: "x.ttf", detail: "the probe exited with status 3 (out of memory or a runtime trap)")
        )
    }

    /// A probe that answers the handshake (the token it was given, and the faces it read).
    static let answering = "echo \"$TYPEFIT_PROBE_TOKEN faces 1\""

    @Test func aCleanRunAdmitsTheFont() {
        #expect(Self.probe(Self.answering).check("ok.ttf") == nil)
        let gate = FontGate(probe: Self.probe(Self.answering))
        #expect(gate.admit("ok.ttf") == nil)
        #expect(FontGate(probe: nil).admit("anything.ttf") == nil)
    }

    /// Any program that merely exits 0 (`/bin/true`, a probe that read nothing, one that echoes a
    /// token of its own) admits nothing: only the token it was given proves a probe ran.
    @Test(arguments: ["exit 0", "echo 'faces 1'", "echo \"wrong faces 1\""])
    func withoutTheHandshakeNothingIsAdmitted(_ script: String) {
        let error = Self.probe(script).check("x.ttf")
        #expect(
            error?.description.contains("gave no handshake: it is not a typefit probe") == true,
            "\(String(describing: error))")
        #expect(IsolatedProbe(executable: "/bin/true").check("x.ttf") != nil)
    }

    /// The real probe answers: typefit's own `__probe` mode, with no font and with one.
    @Test func typefitsOwnProbeAnswers() throws {
        let probe = IsolatedProbe(executable: try TypeFitProcess.binary)
        #expect(probe.answers())
        #expect(probe.check(Fixtures.bundled("Inter/Inter-Regular.otf")) == nil)
        #expect(!IsolatedProbe(executable: "/bin/true").answers())
    }

    @Test func aMissingExecutableIsAnError() {
        let error = IsolatedProbe(executable: "/no/such/typefit").check("x.ttf")
        #expect(error?.description.hasPrefix("x.ttf: could not start the isolated probe /no/such/typefit") == true)
    }
}
