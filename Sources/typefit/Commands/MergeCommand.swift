import ArgumentParser

extension TypeFitCommand {
    /// `typefit merge`
    struct Merge: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join the parts of a sharded check into the reports of one run.",
            discussion: """
                Reads the report.sqlite of each part (typefit check --shard K/N, every K of one N), reads the \
                guide and strings as a check would — the parts must be of the same plan — and writes what one \
                unsharded check writes: the same reports, row for row, the --baseline comparison, CI \
                annotations and the exit code. Measures nothing: the fonts are opened only to draw \
                report.html's worst labels and lay out rows. Exit codes: 0 nothing tripped --fail-on, 1 it \
                did, 2 bad input (a part missing, twice, or of another plan).
                """)

        @Argument(
            help: "Each part's --out folder (or its report.sqlite), in any order.",
            completion: .directory)
        var parts: [String]

        @OptionGroup var check: CheckArguments

        func validate() throws {
            if parts.isEmpty { throw ValidationError("Give each part's --out folder.") }
        }

        func run() async throws {
            try await check.run(shards: parts)
        }
    }
}
