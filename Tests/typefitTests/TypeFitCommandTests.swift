import ArgumentParser
import Testing
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
        #expect(resolve.fontDirectories == ["A", "B"])
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
