import Foundation
import TestSupport
import Testing

/// The GitHub Action's steps (Scripts/action, run by action.yml) as the runner runs them: with
/// GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and the event pointed at temporary files, on the built
/// binary, in a hand-made repository (``CIOutputCommandTests/repository(platform:catalog:)``).
/// The GitLab example of docs/ci.md is run the same way. (actionlint checks the workflows in
/// `make lint-workflows`.)
@Suite struct ActionScriptTests {
    static func script(_ name: String) -> String { Fixtures.root.appendingPathComponent("Scripts/action/\(name)").path }

    /// Runs a step script in `folder` with the runner's files; returns the result and $GITHUB_OUTPUT's lines.
    static func step(_ name: String, _ arguments: [String] = [], in folder: URL, environment: [String: String])
        throws -> (result: TypeFitProcess.Result, outputs: [String: String], summary: String)
    {
        let runner = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: runner) }
        let output = runner.appendingPathComponent("output"), summary = runner.appendingPathComponent("summary")
        try Data().write(to: output)
        let result = try TypeFitProcess.run(
            executable: "/bin/bash", [script(name)] + arguments, in: folder,
            environment: [
                "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_EVENT_NAME": "pull_request",
                "RUNNER_TEMP": runner.path, "GITHUB_ACTION_PATH": Fixtures.root.path,
            ].merging(environment) { $1 })
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        let outputs = Dictionary(
            lines.compactMap { line -> (String, String)? in
                guard let equals = line.firstIndex(of: "=") else { return nil }
                return (String(line[..<equals]), String(line[line.index(after: equals)...]))
            }, uniquingKeysWith: { _, last in last })
        return (result, outputs, (try? String(contentsOf: summary, encoding: .utf8)) ?? "")
    }

    @Test func checkStepSetsTheOutputsAnnotatesAndWritesTheSummary() throws {
        let repo = try CIOutputCommandTests.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let (result, outputs, summary) = try Self.step(
            "check.sh", in: repo,
            environment: [
                "TYPEFIT": try TypeFitProcess.binary, "INPUT_GUIDE": "ios/typefit.yml", "INPUT_FAIL_ON": "error",
                "INPUT_ANNOTATIONS_MAX": "1",
            ])
        // The step itself passes; the verdict waits for the last step.
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            outputs == [
                "failures": "4", "regressions": "0", "report-dir": "typefit-reports", "exit-code": "1",
                "artifact-suffix": "",
            ])
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            annotations.count == 2
                && annotations.first?.hasPrefix("::error file=ios/de.lproj/Localizable.strings,line=5,") == true)
        #expect(summary.hasPrefix("# typefit check"))
        for name in ["report.sarif", "report.html", "report.sqlite", "summary.md"] {
            #expect(FileManager.default.fileExists(atPath: repo.appendingPathComponent("typefit-reports/\(name)").path))
        }
    }

    /// With a baseline the step counts regressions, and the job summary gets diff.md after summary.md.
    @Test func checkStepComparesWithTheBaseline() throws {
        let repo = try CIOutputCommandTests.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let binary = try TypeFitProcess.binary
        let update = try TypeFitProcess.run(
            [
                "check", "--guide", "ios/typefit.yml", "--baseline", "baseline.json", "--update-baseline", "--format",
                "markdown", "--fail-on", "never",
            ], in: repo)
        #expect(update.exitCode == 0)
        let guide = repo.appendingPathComponent("ios/typefit.yml")
        try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(of: "maxWidth: 120", with: "maxWidth: 20")
            .write(to: guide, atomically: false, encoding: .utf8)
        let (result, outputs, summary) = try Self.step(
            "check.sh", in: repo,
            environment: [
                "TYPEFIT": binary, "INPUT_GUIDE": "ios/typefit.yml", "INPUT_FAIL_ON": "never",
                "INPUT_BASELINE": "baseline.json",
            ])
        #expect(result.exitCode == 0)
        #expect(outputs["exit-code"] == "1" && Int(outputs["regressions"] ?? "") ?? 0 > 0)
        #expect(summary.hasPrefix("# typefit check") && summary.contains("\n# typefit diff\n"))
    }

    @Test(arguments: [("0", Int32(0)), ("1", Int32(1)), ("2", Int32(2)), ("", Int32(2))])
    func verdictStepFailsTheJobLast(code: String, exit: Int32) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, _, _) = try Self.step(
            "verdict.sh", in: folder, environment: code.isEmpty ? [:] : ["EXIT_CODE": code])
        #expect(result.exitCode == exit)
        #expect(result.stdout.contains("::error title=typefit::") == (exit != 0))
    }

    /// The comment: the marker first (how the next push finds it), diff.md over summary.md, and
    /// never over GitHub's 65,536 characters.
    @Test func commentBodyHasTheMarkerAndFits() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# typefit check\n\nsmall\n".write(
            to: folder.appendingPathComponent("summary.md"), atomically: false, encoding: .utf8)
        let (summaryOnly, _, _) = try Self.step("comment-body.sh", [folder.path], in: folder, environment: [:])
        #expect(summaryOnly.stdout == "<!-- typefit:comment -->\n# typefit check\n\nsmall\n")
        let big = "# typefit diff\n\n" + String(repeating: "| 🔴 | Body | AX5 | `key` | de | 1 | 2 |\n", count: 3_000)
        try big.write(to: folder.appendingPathComponent("diff.md"), atomically: false, encoding: .utf8)
        let (diff, _, _) = try Self.step("comment-body.sh", [folder.path], in: folder, environment: [:])
        #expect(diff.stdout.hasPrefix("<!-- typefit:comment -->\n# typefit diff\n"))
        #expect(diff.stdout.count <= 65_536 && diff.stdout.hasSuffix("the whole file is in the workflow's artifact.\n"))
    }

    @Test func cacheKeyFollowsTheSources() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, outputs, _) = try Self.step("cache-key.sh", in: folder, environment: [:])
        #expect(first.exitCode == 0)
        let key = try #require(outputs["key"])
        #expect(key.hasPrefix("typefit-") && key.split(separator: "-").last?.count == 16)
        #expect(try Self.step("cache-key.sh", in: folder, environment: [:]).outputs["key"] == key)
    }

    /// The GitLab job of docs/ci.md and of the README, its typefit command run here: the files its
    /// `reports:` name exist.
    @Test(arguments: ["docs/ci.md", "README.md"])
    func gitLabExampleWritesTheReportsItDeclares(page name: String) throws {
        let page = try String(contentsOf: Fixtures.root.appendingPathComponent(name), encoding: .utf8)
        let job = try #require(page.firstMatch(of: /```yaml\n# \.gitlab-ci\.yml\n(?<job>[\s\S]*?)```/)?.job)
        let command = try #require(
            job.split(separator: "\n").first { $0.contains("/opt/typefit/.build/release/typefit check") })
        let arguments = command.split(separator: " ").drop { !$0.hasSuffix("typefit") }.dropFirst().map(String.init)
        let declared = job.matches(of: /(?:junit|codequality): (\S+)/).map { String($0.1) }
        #expect(declared == ["typefit-reports/junit.xml", "typefit-reports/codequality.json"])
        let repo = try CIOutputCommandTests.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let update = try TypeFitProcess.run(
            [
                "check", "--guide", "ios/typefit.yml", "--baseline", "typography-baseline.json", "--update-baseline",
                "--format", "markdown", "--fail-on", "never",
            ], in: repo)
        #expect(update.exitCode == 0)
        let result = try TypeFitProcess.run(arguments + ["--guide", "ios/typefit.yml"], in: repo)
        #expect(result.exitCode == 0, "\(result.stderr)")
        for path in declared {
            #expect(FileManager.default.fileExists(atPath: repo.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// docs/ci.md's GitLab `parallel:` jobs, their scripts run here as GitLab runs them (each part
    /// with its CI_NODE_INDEX, then the merge): the merge writes the reports its job declares.
    @Test func gitLabParallelExampleMergesItsParts() throws {
        let page = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let jobs = try #require(
            page.firstMatch(of: /GitLab CI \(`parallel:`[\s\S]*?```yaml\n(?<jobs>[\s\S]*?)```/)?.jobs)
        let commands = jobs.split(separator: "\n").filter { $0.contains("    - typefit ") }.map {
            String($0.drop { $0 != "t" })
        }
        #expect(commands.count == 2 && commands[0].contains("--shard") && commands[1].hasPrefix("typefit merge"))
        let repo = try CIOutputCommandTests.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let folder = repo.appendingPathComponent("ios")
        let binaryFolder = URL(fileURLWithPath: try TypeFitProcess.binary).deletingLastPathComponent().path
        let path = binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for node in 1...3 {
            let part = try TypeFitProcess.run(
                executable: "/bin/bash", ["-c", commands[0]], in: folder,
                environment: ["CI_NODE_INDEX": "\(node)", "CI_NODE_TOTAL": "3", "PATH": path])
            #expect(part.exitCode == 0, "\(part.stderr)")
        }
        let merge = try TypeFitProcess.run(
            executable: "/bin/bash", ["-c", commands[1]], in: folder, environment: ["PATH": path])
        let whole = try TypeFitProcess.run(["check", "--out", "whole", "--format", "markdown"], in: folder)
        #expect(merge.exitCode == whole.exitCode && merge.exitCode == 1, "\(merge.stderr)")
        for declared in jobs.matches(of: /(?:junit|codequality): (\S+)/).map({ String($0.1) }) {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(declared).path), "\(declared)")
        }
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("typefit-reports/summary.md"))
                == Data(contentsOf: folder.appendingPathComponent("whole/summary.md")))
    }

    /// The Action's `shard` (a part: its report.sqlite, no annotations) and `merge` (the parts'
    /// folders, by a glob: the check's outputs, annotations and summary).
    @Test func shardAndMergeStepsSplitTheCheck() throws {
        let repo = try CIOutputCommandTests.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let binary = try TypeFitProcess.binary
        for part in 1...2 {
            let (result, outputs, summary) = try Self.step(
                "check.sh", in: repo,
                environment: ["TYPEFIT": binary, "INPUT_GUIDE": "ios/typefit.yml", "INPUT_SHARD": "\(part)/2"])
            #expect(result.exitCode == 0 && outputs["exit-code"] == "0", "\(result.stderr)")
            #expect(outputs["artifact-suffix"] == "-part-\(part)" && outputs["report-dir"] == "typefit-part-\(part)")
            #expect(!result.stdout.contains("::") && summary.isEmpty)
            #expect(
                FileManager.default.fileExists(
                    atPath: repo.appendingPathComponent("typefit-part-\(part)/report.sqlite").path))
        }
        let (merged, outputs, summary) = try Self.step(
            "check.sh", in: repo,
            environment: [
                "TYPEFIT": binary, "INPUT_GUIDE": "ios/typefit.yml", "INPUT_MERGE": "typefit-part-*",
                "INPUT_ANNOTATIONS_MAX": "1",
            ])
        #expect(merged.exitCode == 0, "\(merged.stderr)")
        #expect(
            outputs == [
                "failures": "4", "regressions": "0", "report-dir": "typefit-reports", "exit-code": "1",
                "artifact-suffix": "",
            ])
        #expect(merged.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 2)
        #expect(summary.hasPrefix("# typefit check"))
    }
}
