import ArgumentParser
import Foundation
import TestSupport
import Testing
import TypeFitBackend
@testable import typefit

/// Argument parsing of the root command and its subcommands, without running them.
@Suite struct TypeFitCommandTests {
    @Test func parsesInspect() throws {
        let command = try TypeFitCommand.parseAsRoot(["inspect", "--format", "json", "a.ttf", "b.otf"])
        let inspect = try #require(command as? TypeFitCommand.Inspect)
        #expect(inspect.fonts == ["a.ttf", "b.otf"])
        #expect(inspect.format == .json)
    }

    @Test func parsesResolve() throws {
        let command = try TypeFitCommand.parseAsRoot([
            "resolve", "--fonts", "A", "--fonts", "B", "--family", "Inter", "--weight", "bold", "--italic",
        ])
        let resolve = try #require(command as? TypeFitCommand.Resolve)
        #expect(resolve.fontFolders == ["A", "B"])
        #expect(resolve.family == "Inter")
        #expect(resolve.weight == "bold")
        #expect(resolve.italic)
        #expect(!resolve.systemFonts)
    }

    @Test func rejectsAnUnknownFormat() {
        #expect(throws: (any Error).self) { try TypeFitCommand.parseAsRoot(["inspect", "--format", "xml", "a.ttf"]) }
    }

    @Test func resolveNeedsAFontsFolder() {
        #expect(throws: (any Error).self) { try TypeFitCommand.parseAsRoot(["resolve", "--family", "Inter"]) }
    }
}

/// `typefit --version` names every library a width depends on, with the versions this process runs with.
@Suite struct TypeFitCommandVersionTests {
    @Test func versionNamesTheLibraries() throws {
        let result = try TypeFitProcess.run(["--version"])
        #expect(result.exitCode == 0)
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["typefit", "FreeType", "HarfBuzz", "ICU", "fontconfig", "SQLite"])
        #expect(result.stdout.contains("HarfBuzz \(ShapingFont.harfBuzzVersion)\n"))
        #expect(result.stdout.contains("ICU \(TextBoundaries.icuVersion)\n"))
        #expect(result.stdout.contains("fontconfig \(FontconfigLocator.version)\n"))
    }

    /// The first line names the commit the binary was built from (Plugins/BuildCommit): this
    /// checkout's HEAD or, when commits were made since the build, one of its ancestors.
    @Test func versionNamesTheCommitItWasBuiltFrom() throws {
        let git = "/usr/bin/git"
        let top =
            try FileManager.default.isExecutableFile(atPath: git)
            ? TypeFitProcess.run(executable: git, ["rev-parse", "--show-toplevel"]) : nil
        guard let top, top.exitCode == 0,
            URL(fileURLWithPath: top.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).standardizedFileURL.path
                == Fixtures.root.standardizedFileURL.path
        else {
            print("skipped: the package is not a git checkout here (no commit to name)")
            return
        }
        let first = try #require(try TypeFitProcess.run(["--version"]).stdout.split(separator: "\n").first)
        let match = try #require(
            first.wholeMatch(of: /typefit [0-9.]+ \(commit ([0-9a-f]{12})(, dirty)?\)/), "first line: \(first)")
        let commit = String(match.output.1)
        let ancestor = try TypeFitProcess.run(executable: git, ["merge-base", "--is-ancestor", commit, "HEAD"])
        #expect(ancestor.exitCode == 0, "\(commit) is not HEAD or an ancestor of it")
    }
}
