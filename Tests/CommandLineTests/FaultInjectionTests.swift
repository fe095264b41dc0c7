import Foundation
import TestSupport
import Testing

/// typefit under the faults a CI machine meets — two jobs sharing a folder, a killed runner, a
/// full or read-only disk, odd files, hostile numbers — each case stating its promise (exit code,
/// files left, bytes unchanged, time bounds) and checking it on the built binary. Moments are
/// chosen by progress, never by the clock: strace holds or kills the process at its n-th
/// `rename(2)`, a signal is sent once a temporary file exists. `make test-faults` runs this suite.
@Suite(.serialized) struct FaultInjectionTests {
    /// The formats most cases write (report.html's drawings make a run three times slower).
    static let formats = ["--format", "json,csv,markdown,junit,sqlite"]

    /// The regressions `typefit check --baseline` reported ("typefit diff: N regressions"), or nil.
    static func regressions(_ stdout: String) -> Int? {
        guard let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("typefit diff: ") }) else {
            return nil
        }
        return Int(line.dropFirst("typefit diff: ".count).prefix { $0.isNumber })
    }

    /// A run that ended by itself (no signal, not killed for time) with `code`.
    static func expectExit(
        _ result: TypeFitProcess.Result, _ code: Int32, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!result.timedOut, "\(what): still running at its time limit", sourceLocation: sourceLocation)
        #expect(result.reason == .exit, "\(what): ended by signal \(result.exitCode)", sourceLocation: sourceLocation)
        #expect(
            result.exitCode == code,
            "\(what): exit \(result.exitCode), not \(code); stderr: \(result.stderr.prefix(500))",
            sourceLocation: sourceLocation)
    }

    /// An error that is one line on stderr and says `words`.
    static func expectOneLine(
        _ result: TypeFitProcess.Result, saying words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            result.stderr.split(separator: "\n").count == 1, "not one line: \(result.stderr.prefix(800))",
            sourceLocation: sourceLocation)
        for word in words {
            #expect(
                result.stderr.contains(word), "\(result.stderr.prefix(500)) does not say \(word)",
                sourceLocation: sourceLocation)
        }
        #expect(
            !result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain="),
            sourceLocation: sourceLocation)
    }

    // MARK: Item 1: no false green from a race

    /// Promise: `check --baseline` compares this run's own measurements. Another check that
    /// writes the same folder while this one is held right after putting its reports in place
    /// (strace delays its 7th rename, report.sqlite's, by 3 s; the other run starts once
    /// report.sqlite is there)
    /// changes nothing: the same exit 1 and the same regressions as the run alone.
    @Test func aBaselineIsComparedWithThisRunsOwnRows() throws {
        let project = try FaultProject()
        defer { project.remove() }
        let strace = try Strace.path()
        Self.expectExit(
            try project.typefit(
                ["check", "--guide", "a.yml", "--out", "base"] + Self.formats + [
                    "--baseline", "base.json", "--update-baseline", "--fail-on", "never",
                ]), 0, "baseline")
        let alone = try project.typefit(
            ["check", "--guide", "b.yml", "--out", "alone"] + Self.formats + [
                "--baseline", "base.json", "--fail-on", "never",
            ])
        Self.expectExit(alone, 1, "b alone")
        let expected = try #require(Self.regressions(alone.stdout))
        #expect(expected > 50)
        try FileManager.default.createDirectory(atPath: project.path("shared"), withIntermediateDirectories: true)
        let held = try project.start(
            strace,
            [
                "-f", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:delay_exit=3000000:when=7",
                try TypeFitProcess.binary, "check", "--guide", "b.yml", "--out", "shared",
            ] + Self.formats
                + ["--baseline", "base.json", "--fail-on", "never"], name: "held")
        // Progress, not the clock: the held run's report.sqlite (its 7th rename) is in place.
        while held.isRunning, !FileManager.default.fileExists(atPath: project.path("shared/report.sqlite")) {
            usleep(5_000)
        }
        let other = try project.typefit(
            ["check", "--guide", "a.yml", "--out", "shared"] + Self.formats + ["--fail-on", "never"])
        Self.expectExit(other, 0, "the other run")
        held.waitUntilExit()
        #expect(
            held.terminationReason == .exit && held.terminationStatus == 1,
            "held run: \(held.terminationStatus) \(project.output("held.err").suffix(300))")
        #expect(Self.regressions(project.output("held.out")) == expected)
    }

    // MARK: Item 2: nothing typefit did not write is deleted

    struct Occupant: CustomStringConvertible, Sendable {
        var description: String
        /// Makes the thing in the way, in the project.
        var make: @Sendable (FaultProject) throws -> Void
        var arguments: [String]
        /// What must still be there, byte for byte.
        var kept: [String]
    }

    static let occupants: [Occupant] = [
        Occupant(
            description: "--baseline a folder of the user's",
            make: { project in
                try FileManager.default.createDirectory(
                    atPath: project.path("base.d"), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: URL(fileURLWithPath: project.path("base.d/notes.txt")))
            }, arguments: ["--baseline", "base.d", "--update-baseline"], kept: ["base.d/notes.txt"]),
        Occupant(
            description: "--baseline the user's guide", make: { _ in },
            arguments: ["--baseline", "b.yml", "--update-baseline"], kept: ["b.yml"]),
        Occupant(
            description: "a folder named report.json",
            make: { project in
                try FileManager.default.createDirectory(
                    atPath: project.path("Reports/report.json"), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: URL(fileURLWithPath: project.path("Reports/report.json/notes.txt")))
            }, arguments: [], kept: ["Reports/report.json/notes.txt"]),
        Occupant(
            description: "the user's own summary.md",
            make: { project in
                try FileManager.default.createDirectory(
                    atPath: project.path("Reports"), withIntermediateDirectories: true)
                try Data("# Our summary\n".utf8).write(to: URL(fileURLWithPath: project.path("Reports/summary.md")))
            }, arguments: [], kept: ["Reports/summary.md"]),
        Occupant(
            description: "a link named report.csv",
            make: { project in
                try FileManager.default.createDirectory(
                    atPath: project.path("Reports"), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(
                    atPath: project.path("Reports/report.csv"), withDestinationPath: project.path("b.yml"))
            }, arguments: [], kept: ["b.yml"]),
    ]

    /// Promise: an output or baseline path holding a folder, a link or a file typefit did not
    /// write is never replaced or deleted: exit 2 with one line naming it, before measuring.
    @Test(arguments: occupants)
    func whatTypefitDidNotWriteIsNeverDeleted(_ occupant: Occupant) throws {
        let project = try FaultProject()
        defer { project.remove() }
        try occupant.make(project)
        let before = occupant.kept.map { FileManager.default.contents(atPath: project.path($0)) }
        let result = try project.typefit(
            ["check", "--guide", "a.yml", "--fail-on", "never"] + Self.formats + occupant.arguments)
        Self.expectExit(result, 2, occupant.description)
        Self.expectOneLine(result, saying: ["typefit replaces only its own files"])
        #expect(occupant.kept.map { FileManager.default.contents(atPath: project.path($0)) } == before)
        #expect(before.allSatisfy { $0 != nil })
    }
}
