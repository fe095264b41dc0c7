import Foundation
import TestSupport
import Testing

/// Item 3: replacement is atomic, and two runs on one folder end with one run's whole set.
extension FaultInjectionTests {
    /// The reports of `guide` alone, for comparison: file name → bytes.
    static func reference(_ project: FaultProject, guide: String, out: String, extra: [String] = []) throws -> [String:
        Data]
    {
        expectExit(
            try project.typefit(["check", "--guide", guide, "--out", out] + formats + ["--fail-on", "never"] + extra),
            0, "reference \(guide)")
        return try project.snapshot(out)
    }

    /// Promise: killed at the entry of any of its renames (strace's SIGKILL at the n-th
    /// `rename`), a run leaves every report and the baseline whole — each file is the previous
    /// run's or this run's, never missing, never cut.
    @Test func aKillAtAnyRenameLeavesEveryFileWhole() throws {
        let project = try FaultProject()
        defer { project.remove() }
        let strace = try Strace.path()
        let old = try Self.reference(project, guide: "a.yml", out: "old")
        let new = try Self.reference(project, guide: "b.yml", out: "new")
        let oldBaseline = try #require(old["report.json"]), newBaseline = try #require(new["report.json"])
        // 5 reports (report.csv brings rows.csv and contrast.csv: 7 files), then the baseline.
        for moment in 1...8 {
            try? FileManager.default.removeItem(atPath: project.path("out"))
            try FileManager.default.copyItem(atPath: project.path("old"), toPath: project.path("out"))
            try oldBaseline.write(to: URL(fileURLWithPath: project.path("base.json")))
            let killed = try TypeFitProcess.run(
                executable: strace,
                [
                    "-f", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:signal=SIGKILL:when=\(moment)",
                    try TypeFitProcess.binary,
                    "check", "--guide", "b.yml", "--out", "out",
                ] + Self.formats + ["--baseline", "base.json", "--update-baseline", "--fail-on", "never"],
                in: project.folder, timeLimit: .seconds(120))
            #expect(!killed.timedOut)
            let left = try project.snapshot("out").filter { !$0.key.hasPrefix(".") }
            #expect(Set(left.keys) == Set(old.keys), "kill at rename \(moment): \(left.keys.sorted())")
            for (name, bytes) in left {
                #expect(
                    bytes == old[name] || bytes == new[name],
                    "kill at rename \(moment): \(name) is neither the old nor the new report")
            }
            let baseline = FileManager.default.contents(atPath: project.path("base.json"))
            #expect(
                baseline == oldBaseline || baseline == newBaseline,
                "kill at rename \(moment): the baseline is \(baseline == nil ? "missing" : "neither")")
        }
    }

    /// Promise: two runs on one folder each put their whole set in place under the folder's
    /// lock, so the folder ends with one run's reports, all of them, and neither run fails
    /// (the second waits its turn). One run's renames are slowed (strace, 100 ms each) so the
    /// two would interleave without the lock.
    @Test func twoRunsOnOneFolderLeaveOneRunsWholeSet() throws {
        let project = try FaultProject()
        defer { project.remove() }
        let strace = try Strace.path()
        let a = try Self.reference(project, guide: "a.yml", out: "ref-a")
        let b = try Self.reference(project, guide: "b.yml", out: "ref-b")
        for round in 0..<3 {
            try? FileManager.default.removeItem(atPath: project.path("shared"))
            let slow = try project.start(
                strace,
                [
                    "-f", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:delay_exit=100000",
                    try TypeFitProcess.binary,
                    "check", "--guide", "b.yml", "--out", "shared",
                ] + Self.formats + ["--fail-on", "never"], name: "slow\(round)")
            // The other run starts once the slow one has begun putting its reports in place.
            while slow.isRunning, (try? project.snapshot("shared"))?.keys.contains("report.json") != true {
                usleep(2_000)
            }
            let fast = try project.typefit(
                ["check", "--guide", "a.yml", "--out", "shared"] + Self.formats + ["--fail-on", "never"])
            slow.waitUntilExit()
            Self.expectExit(fast, 0, "round \(round): the fast run")
            #expect(
                slow.terminationReason == .exit && slow.terminationStatus == 0,
                "round \(round): \(project.output("slow\(round).err").suffix(300))")
            let left = try project.snapshot("shared").filter { !$0.key.hasPrefix(".") }
            #expect(left == a || left == b, "round \(round): a mix of two runs' reports")
            #expect(try project.temporaries("shared").isEmpty)
        }
    }
}
