import Dispatch
import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// A run's gate: each font file is probed once, whichever task asks first; tasks asking while it
/// is probed wait for that verdict instead of starting a child of their own.
@Suite struct FontGateTests {
    /// A shell probe that notes each file it is asked about in `log`, waits `seconds`, then runs
    /// `verdict` (by default it answers the handshake, as a typefit probe that read one face).
    static func probe(log: String, seconds: Double = 0, verdict: String = "echo \"$TYPEFIT_PROBE_TOKEN faces 1\"")
        -> IsolatedProbe
    {
        IsolatedProbe(
            executable: "/bin/sh", arguments: ["-c", "echo \"$1\" >> '\(log)'; sleep \(seconds); \(verdict)", "probe"])
    }

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func tasksAskingAtOnceShareOneProbe() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("probed.txt").path
        let gate = FontGate(probe: Self.probe(log: log, seconds: 0.3))
        let refusing = FontGate(probe: Self.probe(log: log, verdict: "kill -SEGV $$"))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            #expect(gate.admit("shared.ttf") == nil)
        }
        // A refusal is remembered as well: asked twice, probed once.
        let refused = refusing.admit("evil.ttf")
        #expect(refused?.description.contains("SIGSEGV") == true)
        #expect(refusing.admit("evil.ttf") == refused)
        #expect(Self.lines(log) == ["shared.ttf", "evil.ttf"])
    }

    @Test func trustedFilesAreNotProbed() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("probed.txt").path
        let gate = FontGate(probe: Self.probe(log: log), trusted: ["known.ttf"])
        #expect(gate.admit("known.ttf") == nil)
        #expect(gate.admit("new.ttf") == nil)
        #expect(Self.lines(log) == ["new.ttf"])
        // Without a probe every font is let in.
        #expect(FontGate(probe: nil).admit("anything.ttf") == nil)
    }
}
