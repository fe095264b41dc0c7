import ArgumentParser
import Foundation
import TypeFitText
import TypeFitCheck

/// The `typefit` root command.
struct TypeFitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typefit",
        abstract: "Check that typography fits at every text size, from the font files alone.",
        discussion: """
            Exit codes: 0 ok, 1 a limit failed, 2 bad input or usage.
            """,
        // Every width depends on the libraries as much as on typefit: --version names them all.
        version: versionText,
        subcommands: [
            Check.self, Merge.self, Init.self, Diff.self, Inspect.self, Resolve.self, Ladder.self, Measure.self,
            Render.self,
            Codegen.self, Probe.self,
        ])
}

extension TypeFitCommand {
    /// `--version`: typefit's version and the commit it was built from ("dirty" when tracked
    /// files differed from it; Plugins/BuildCommit), then each library's version.
    static var versionText: String {
        var versions = CheckReport.Versions.current()
        if let commit = BuildCommit.commit {
            versions.typefit += " (commit \(commit)\(BuildCommit.dirty ? ", dirty" : ""))"
        }
        return versions.text
    }
}

@main
enum Main {
    static func main() async {
        MallocArenas.limit()
        // A pipe whose reader left (`typefit check | head -1`) is the end of that output
        // (Output sees EPIPE), not a signal that kills the run before its reports are in place.
        signal(SIGPIPE, SIG_IGN)
        // A probe child watches its parent from its first moment, arguments not parsed yet.
        if CommandLine.arguments.dropFirst().first == TypeFitCommand.Probe.configuration.commandName {
            ProbeLifeline.watchParent()
            // What a check asks of its child (font paths, no option) needs no parsing.
            let fonts = Array(CommandLine.arguments.dropFirst(2))
            if !fonts.contains(where: { $0.hasPrefix("-") }) {
                TypeFitCommand.Probe.probe(fonts)
                Foundation.exit(0)
            }
        }
        do {
            var command = try TypeFitCommand.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(with: error)
        }
    }

    /// Prints `error` and exits: help and version to stdout with 0, everything else as one line on
    /// stderr with 2 (bad input or usage), unless the command chose its own exit code.
    static func exit(with error: Error) -> Never {
        if let code = error as? ExitCode {
            Foundation.exit(code.rawValue)
        }
        let code = TypeFitCommand.exitCode(for: error)
        if code == .success {
            Output.print(TypeFitCommand.fullMessage(for: error) + "\n")
            Foundation.exit(0)
        }
        let parsed = TypeFitCommand.message(for: error)
        let first = CommandLine.arguments.dropFirst().first
        let message =
            (parsed.hasPrefix("Unexpected argument '\(first ?? "")'") ? unknownCommand(first) : nil)
            ?? parsed.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " ")
        Output.printError("error: \(message)")
        Foundation.exit(2)
    }

    /// "unknown command 'chek'; did you mean check?" when the first argument names no command.
    static func unknownCommand(_ first: String?) -> String? {
        guard let first, !first.hasPrefix("-"), first != "help" else { return nil }
        let names = TypeFitCommand.configuration.subcommands.map { $0._commandName }
            .filter { $0 != TypeFitCommand.Probe._commandName }
        guard !names.contains(first) else { return nil }
        let nearest = names.map { ($0, editDistance($0, first.lowercased())) }.min { $0.1 < $1.1 }
        if let nearest, nearest.1 <= 2 {
            return "unknown command '\(first)'; did you mean \(nearest.0)?"
        }
        return "unknown command '\(first)'; the commands are \(names.joined(separator: ", "))"
    }

    /// Levenshtein distance (insertions, deletions and substitutions of characters).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
