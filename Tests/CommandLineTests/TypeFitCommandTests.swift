import ArgumentParser
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
}
