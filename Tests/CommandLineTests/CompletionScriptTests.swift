import Foundation
import TestSupport
import Testing

/// The shell completion scripts typefit generates (issue 35, item 5) complete paths and named
/// values, not only commands and flags: bash's is run, zsh's and fish's are read.
@Suite struct CompletionScriptTests {
    static func script(_ shell: String) throws -> String {
        let result = try TypeFitProcess.run(["--generate-completion-script", shell])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    /// words typed → what bash offers at the last one, in a folder with typefit.yml, typo.json,
    /// notes.txt and Reports/.
    @Test(arguments: [
        (["check", "--guide", "ty"], ["typefit.yml", "typo.json"]),
        (["check", "--out", "R"], ["Reports"]),
        (["check", "--fail-on", "w"], ["warning"]),
        (["check", "--progress", "p"], ["plain"]),
        (["ladder", "--min-category", "accessibility"], (1...5).map { "accessibility\($0)" }),
        (["ladder", "--style", "ti"], ["title1", "title2", "title3"]),
        (["measure", "--font", "ty"], []),
        (["ch"], ["check"]),
    ])
    func bashCompletesPathsAndNamedValues(words: [String], offered: [String]) throws {
        let bash = try Tool.bash.path()
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["typefit.yml", "typo.json", "notes.txt"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        try Self.script("bash").write(
            to: folder.appendingPathComponent("typefit.bash"), atomically: false, encoding: .utf8)
        let quoted = (["typefit"] + words).map { "'\($0)'" }.joined(separator: " ")
        let harness = """
            source ./typefit.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            COMPREPLY=(); _typefit typefit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let binaryFolder = URL(fileURLWithPath: try TypeFitProcess.binary).deletingLastPathComponent().path
        let result = try TypeFitProcess.run(
            executable: bash, ["-c", harness], in: folder,
            environment: ["PATH": binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        )
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }.sorted() == offered)
    }

    /// zsh and fish: each path option names its kind of file or a folder.
    @Test func zshAndFishDeclareFilesAndFolders() throws {
        let zsh = try Self.script("zsh")
        #expect(
            zsh.contains("'--guide[The style guide (YAML or JSON).]:guide:_files -g '\\''*.yml *.yaml *.json'\\'''"))
        #expect(zsh.contains("'--out[The folder for the reports.]:out:_files -/'"))
        #expect(zsh.contains(":font:_files -g '\\''*.ttf *.otf *.ttc *.otc *.woff *.woff2'\\''"))
        let fish = try Self.script("fish")
        #expect(fish.contains("-l 'out' -d 'The folder for the reports.' -rfa '(__typefit_complete_directories)'"))
        #expect(fish.contains("-l 'min-category'") && fish.contains("accessibility5"))
    }
}
