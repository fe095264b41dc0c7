import Foundation
import TestSupport
import Testing

/// Items 6 and 7: hostile numbers, cut baselines and closed streams are errors or the end of
/// output, never a crash; a signal mid-run leaves no temporary file.
extension FaultInjectionTests {
    /// Promise: a number out of range in a guide is an input error naming its line (exit 2),
    /// not a trap converting it.
    @Test(arguments: [
        ("maxWidth: 343", "maxWidth: 99999999999999999999"), ("maxWidth: 343", "maxWidth: 1e300"),
        ("size: 34", "size: 34\n    lineHeight: 1e300pt"), ("size: 34", "size: 1e300"),
        ("spacing: 8", "spacing: 1e300"),
    ])
    func hostileGuideNumbersAreInputErrors(_ from: String, _ to: String) throws {
        let project = try FaultProject()
        defer { project.remove() }
        let guide = try String(contentsOfFile: project.path("a.yml"), encoding: .utf8)
        try #require(guide.contains(from))
        try guide.replacingOccurrences(of: from, with: to).write(
            toFile: project.path("c.yml"), atomically: true, encoding: .utf8)
        let result = try project.typefit(["check", "--guide", "c.yml"] + Self.formats, timeLimit: .seconds(60))
        Self.expectExit(result, 2, to)
        Self.expectOneLine(result, saying: ["c.yml:"])
    }

    /// Promise: a report whose lengths are absurd (`1e300`, `1e999`) is refused by `diff` as no
    /// typefit report (exit 2), never formatted into a trap.
    @Test(arguments: ["1e300", "1e999", "-1e300"])
    func hostileReportNumbersAreRefused(_ width: String) throws {
        let project = try FaultProject()
        defer { project.remove() }
        let text = try project.jsonReport()
        let range = try #require(text.range(of: "\"width\":192.07670454545456"))
        try text.replacingCharacters(in: range, with: "\"width\":\(width)").write(
            toFile: project.path("hostile.json"), atomically: true, encoding: .utf8)
        let result = try project.typefit(
            ["diff", "a/report.json", "hostile.json", "--out", "d"], timeLimit: .seconds(60))
        Self.expectExit(result, 2, "width \(width)")
        Self.expectOneLine(result, saying: ["hostile.json:", "width"])
    }

    /// Promise: a baseline cut anywhere (here at 10 % … 99 %) is exit 2 every time, never a
    /// crash, and the previous reports stay byte for byte (the damage is found before anything
    /// is put in place, even when it lies far beyond the rows read ahead: 600 more strings make
    /// the baseline ~30,000 rows).
    @Test func aCutBaselineIsExitTwoAndThePreviousReportsStay() throws {
        let project = try FaultProject()
        defer { project.remove() }
        let prefixes = ["screen", "section", "row", "callout", "caption", "button"]
        let catalog =
            "key,locale,text\n"
            + (0..<600).map { "\(prefixes[$0 % 6]).more\($0),en,Settings page number \($0) of the app\n" }.joined()
        try catalog.write(toFile: project.path("more.csv"), atomically: true, encoding: .utf8)
        let more = ["--strings", "more.csv"]
        Self.expectExit(
            try project.typefit(
                ["check", "--guide", "a.yml", "--out", "out"] + more + Self.formats + [
                    "--baseline", "base.json", "--update-baseline", "--fail-on", "never",
                ]), 0, "baseline")
        let whole = try Data(contentsOf: URL(fileURLWithPath: project.path("base.json")))
        let before = try project.snapshot("out")
        for percent in stride(from: 10, through: 90, by: 20) + [99] {
            try whole.prefix(whole.count * percent / 100).write(to: URL(fileURLWithPath: project.path("cut.json")))
            let result = try project.typefit(
                ["check", "--guide", "b.yml", "--out", "out"] + more + Self.formats + ["--baseline", "cut.json"],
                timeLimit: .seconds(120))
            Self.expectExit(result, 2, "baseline cut at \(percent) %")
            Self.expectOneLine(result, saying: ["cut.json"])
            #expect(try project.snapshot("out") == before, "cut at \(percent) %: the previous reports changed")
            #expect(try project.temporaries("out").isEmpty)
        }
    }

    /// Promise: a closed stdout or stderr (`>&-`, `2>&-`) is the end of that output: the run
    /// still writes its reports and exits 0 or 1 by its verdict, never by a signal.
    @Test(arguments: [
        "check --guide a.yml --fail-on never >&-", "check --guide a.yml --fail-on never --timings 2>&-",
        "check --guide a.yml >&- 2>&-",
    ])
    func aClosedStreamIsTheEndOfOutput(_ command: String) throws {
        let project = try FaultProject()
        defer { project.remove() }
        let result = try TypeFitProcess.run(
            executable: "/bin/sh", ["-c", "exec \"$0\" \(command) --format json", try TypeFitProcess.binary],
            in: project.folder, timeLimit: .seconds(60))
        Self.expectExit(result, command.contains("never") ? 0 : 1, command)
        #expect(
            (try? JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: project.path("Reports/report.json"))))) != nil)
    }

    /// Promise: SIGINT or SIGTERM once the run is writing (a temporary file exists) ends it as
    /// that signal does, removing its temporary files and leaving the previous reports.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalMidRunLeavesNoTemporaryFile(_ signal: Int32) throws {
        let project = try FaultProject()
        defer { project.remove() }
        Self.expectExit(
            try project.typefit(["check", "--guide", "a.yml", "--out", "out", "--fail-on", "never"]), 0, "previous")
        let before = try project.snapshot("out")
        let run = try project.start(
            try TypeFitProcess.binary, ["check", "--guide", "b.yml", "--out", "out", "--fail-on", "never"], name: "run")
        while run.isRunning, (try? project.temporaries("out"))?.isEmpty != false { usleep(1_000) }
        kill(run.processIdentifier, signal)
        run.waitUntilExit()
        #expect(run.terminationReason == .uncaughtSignal && run.terminationStatus == signal)
        #expect(try project.temporaries("out").isEmpty)
        #expect(try project.snapshot("out") == before)
    }

    /// Promise: a temporary file a killed run left (its process gone, untouched for a minute)
    /// is removed by the next run; one of a live process, one just written, and a user's own
    /// hidden file are left alone.
    @Test func theNextRunRemovesOnlyDeadRunsLeftovers() throws {
        let project = try FaultProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.path("out"), withIntermediateDirectories: true)
        let dead = Int32.max - 1  // no such process
        let leftovers = [
            ".report.json.typefit-\(dead)-1a2b.tmp": true, ".report.csv.typefit-\(getpid())-1a2b.tmp": false,
            ".summary.md.typefit-\(dead)-3c4d.tmp": false, ".report.json.mine.tmp": false,
        ]
        for (name, _) in leftovers { try Data("x".utf8).write(to: URL(fileURLWithPath: project.path("out/" + name))) }
        let old = Date(timeIntervalSinceNow: -120)
        for name in [
            ".report.json.typefit-\(dead)-1a2b.tmp", ".report.csv.typefit-\(getpid())-1a2b.tmp",
            ".report.json.mine.tmp",
        ] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: project.path("out/" + name))
        }
        Self.expectExit(
            try project.typefit(["check", "--guide", "a.yml", "--out", "out", "--format", "json", "--fail-on", "never"]
            ), 0, "next run")
        for (name, removed) in leftovers {
            #expect(FileManager.default.fileExists(atPath: project.path("out/" + name)) == !removed, "\(name)")
        }
    }
}
