import ArgumentParser
import TypeFitCheck

extension TypeFitCommand {
    /// `typefit check`
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check a style guide: every style × size × string × locale against its limits.",
            discussion: """
                Writes report.csv (with rows.csv and contrast.csv when the guide has layout rows or colours), \
                summary.md, junit.xml, report.html and report.sqlite (atomically) to --out — report.json, \
                report.sarif and codequality.json when --format asks — and \
                prints a short summary. Exit codes: 0 nothing tripped --fail-on, 1 it did, 2 bad input. \
                With no arguments, runs typefit.yml in the current folder.
                """)

        @OptionGroup var check: CheckArguments

        @Option(
            help: ArgumentHelp(
                "Measure part K of N of the strings (1/4 … 4/4), for a CI job matrix: each string in every style and size, in one part; 'typefit merge' joins the parts' --out folders into the reports of one run. (default: all)",
                valueName: "k/n"),
            transform: parseShard)
        var shard: CheckShard?

        func validate() throws {
            guard shard != nil else { return }
            if check.baseline != nil {
                throw ValidationError(
                    "--baseline compares the whole check: give it to 'typefit merge', not to a shard.")
            }
            if !check.reports.contains(.sqlite) {
                throw ValidationError("--shard needs report.sqlite among --format: it is what 'typefit merge' reads.")
            }
        }

        func run() async throws {
            try await check.run(shard: shard)
        }
    }
}

/// "2/4" as a shard, or a usage error saying what a shard is.
func parseShard(_ text: String) throws -> CheckShard {
    guard let shard = CheckShard(text) else {
        throw ValidationError(
            "--shard takes K/N, part K of N parts (1 ≤ K ≤ N ≤ \(CheckShard.maximumCount)), as in 2/4; not '\(text)'.")
    }
    return shard
}
