import Foundation
import TestSupport
import Testing

/// The help of every command, as a user reads it, kept in golden files (UPDATE_GOLDENS=1
/// rewrites them), so a changed option or text is a reviewed change.
@Suite struct HelpGoldenTests {
    static let commands = [
        "", "check", "merge", "init", "diff", "inspect", "resolve", "ladder", "measure", "render", "codegen",
    ]

    @Test(arguments: commands)
    func helpMatchesTheGolden(command: String) throws {
        let result = try TypeFitProcess.run(
            command.isEmpty ? ["--help"] : [command, "--help"], environment: ["COLUMNS": "100"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        try Fixtures.expectGolden(result.stdout, "help/\(command.isEmpty ? "typefit" : command).txt")
    }
}
