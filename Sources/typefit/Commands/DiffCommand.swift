import ArgumentParser
import Foundation
import TypeFitPipeline
import TypeFitSupport
import TypeFitCheck
import TypeFitReports

extension TypeFitCommand {
    /// `typefit diff BASE NEW` or `typefit diff --guide FILE --fonts-base DIR --fonts-new DIR`
    struct Diff: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compare two check runs: which labels now wrap, widen or fail, and what changed in the fonts.",
            discussion: """
                Give two reports (report.json or report.sqlite, in any pairing), or a guide and two font folders to check it against. \
                Writes diff.md, diff.json and diff.csv (atomically) to --out. Exit codes: 0 no \
                regression beyond --tolerance, 1 a regression (a new failure, more lines, or wider \
                by more than the tolerance), 2 bad input.
                """)

        @Argument(
            help: "The base report (report.json or report.sqlite) and the new one.",
            completion: .file(extensions: ["json", "sqlite"]))
        var reports: [String] = []

        @Option(
            help: "A style guide to check twice, once per font folder.",
            completion: .file(extensions: ["yml", "yaml", "json"]))
        var guide: String?

        @Option(help: "The fonts before the change (with --guide).", completion: .directory)
        var fontsBase: String?

        @Option(help: "The fonts after the change (with --guide).", completion: .directory)
        var fontsNew: String?

        @Option(
            help: "How far a width or line height may move: points (0.5pt) or percent (1%). (default: 0.01pt)",
            transform: parseTolerance)
        var tolerance: Tolerance = .points(0.01)

        @Option(help: "The folder for diff.md, diff.json and diff.csv.", completion: .directory)
        var out: String = "Reports"

        @Option(
            help: "Which files to write: a comma-separated subset of markdown, json, csv. (default: markdown,json,csv)",
            transform: parseFormats)
        var format: [DiffFormat] = DiffFormat.allCases

        @OptionGroup var isolation: IsolationOptions

        @OptionGroup var ci: CIOptions

        func validate() throws {
            if guide == nil {
                guard reports.count == 2 else {
                    throw ValidationError(
                        "Give two reports (report.json or report.sqlite), or --guide with --fonts-base and --fonts-new."
                    )
                }
            } else {
                guard reports.isEmpty, fontsBase != nil, fontsNew != nil else {
                    throw ValidationError("--guide needs --fonts-base DIR and --fonts-new DIR (and no report files).")
                }
            }
        }

        func run() async throws {
            let diff: ReportDiff
            let label: String
            if let guide, let fontsBase, let fontsNew {
                diff = try await FontChangeCheck.compare(
                    try StyleGuideParser.read(guide), fontsBase: fontsBase, fontsNew: fontsNew, tolerance: tolerance,
                    options: CheckOptions(isolation: isolation.probe))
                label = guide
            } else {
                // Read a row at a time, side by side: neither report is held whole.
                let (base, new) = (
                    try ReportFile.prefetchedMeasurements(reports[0]), try ReportFile.prefetchedMeasurements(reports[1])
                )
                diff = try ReportDiff.compare(base: base, new: new, tolerance: tolerance)
                label = reports[1]
            }
            let temporaries = TemporaryFiles()
            let cleanup = SignalCleanup(removing: temporaries)
            defer { withExtendedLifetime(cleanup) {} }
            let written = try ReportWriter.write(diff, formats: format, to: out, temporaries: temporaries)
            // Catalog paths start at the guide's folder: the new report names the guide.
            let guideFolder = URL(fileURLWithPath: diff.guide ?? label).deletingLastPathComponent().path
            ci.report(CIFindings(diff: diff), guideFolder: guideFolder, summary: { DiffOutput.markdown(diff) })
            Output.print("typefit diff: \(DiffOutput.counts(diff))\n")
            for line in DiffOutput.fontLines(diff) { Output.print(line + "\n") }
            if let note = DiffOutput.versionNote(diff) { Output.printError("note: \(note)") }
            Output.print("reports: " + written.joined(separator: ", ") + "\n")
            if diff.regressionCount > 0 { throw ExitCode(1) }
        }
    }
}
