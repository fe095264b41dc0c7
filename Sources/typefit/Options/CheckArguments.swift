import ArgumentParser
import Foundation
import TypeFitPipeline
import TypeFitSupport
import TypeFitCatalogs
import TypeFitCheck
import TypeFitReports

/// What `typefit check` and `typefit merge` share: the guide and strings that make the plan, the
/// reports, the baseline and the exit code. A merge is a check whose measurements were made by
/// its shards.
struct CheckArguments: ParsableArguments {
    @Option(help: "The style guide (YAML or JSON).", completion: .file(extensions: ["yml", "yaml", "json"]))
    var guide: String = "typefit.yml"

    @Option(
        name: .customLong("strings"),
        help:
            "More string catalogs: a file (.strings, .stringsdict, .xcstrings, strings.xml, .po, .arb, .json, .csv), a folder to search, or a quoted glob (\"App/**/*.xcstrings\"); repeatable.",
        completion: .file())
    var stringFiles: [String] = []

    @Option(
        help:
            "Design tokens (DTCG JSON, or Tokens Studio's) whose typography tokens become styles; with no typefit.yml, checked on the web with the fonts in this folder.",
        completion: .file(extensions: ["json"]))
    var tokens: String?

    @Option(
        help: "Pseudo-localize the base-language strings: expand:30, expand:100, accented or bidi (repeatable).",
        transform: parsePseudo)
    var pseudo: [PseudoLocalization] = []

    @Option(help: "The folder for the reports.", completion: .directory)
    var out: String = "Reports"

    @Option(
        help:
            "Which reports to write: a comma-separated subset of json, csv, markdown, junit, html, sqlite, sarif (report.sarif), codequality (GitLab's codequality.json), and xcode (file:line: error: lines on stdout for a Run Script phase). (default: csv,markdown,junit,html,sqlite)",
        completion: .list(CheckOutput.allCases.map(\.rawValue)), transform: parseFormats)
    var format: [CheckOutput] = ReportFileFormat.defaults.compactMap { CheckOutput(rawValue: $0.rawValue) }

    @Option(help: "What makes the exit code 1: error (a failed limit), warning (also a warning), or never.")
    var failOn: FailOn = .error

    @OptionGroup var isolation: IsolationOptions

    @OptionGroup var ci: CIOptions

    @Option(
        help:
            "A baseline to compare with (a compact baseline, report.json or report.sqlite): writes diff.md, diff.json, diff.csv and exits 1 on a regression.",
        completion: .file(extensions: ["json", "sqlite"]))
    var baseline: String?

    @Flag(
        help:
            "Rewrite --baseline with this run's compact baseline (what failed and warned, sorted; atomically) instead of comparing."
    )
    var updateBaseline = false

    @Option(
        help:
            "Which measurements report.csv gives a row: findings (failed and warned ones, and one row per style and size for those that passed) or all. (default: findings)"
    )
    var csvRows: ReportCSV.Rows = .findings

    @Option(
        help: "With --baseline: how far a width or line height may move (0.5pt or 1%). (default: 0.01pt)",
        transform: parseTolerance)
    var tolerance: Tolerance = .points(0.01)

    @Flag(
        help:
            "Measure every web size again under WCAG 1.4.12 text spacing (line height 1.5, letter spacing 0.12 em, word spacing 0.16 em, paragraph spacing 2 em); the guide's textSpacing adds iOS or Android."
    )
    var textSpacing = false

    @Flag(help: "Print how long each stage and each report took, and the measurements per second (to stderr).")
    var timings = false

    @Option(parsing: .unconditional, help: "Measuring tasks to run at once. (default: the active cores)")
    var jobs: Int?

    @Option(
        help:
            "Progress on stderr: bar (measurements done, rate and time left, redrawn in place), plain (a line at every 10 %, for CI logs) or none. (default: bar on a terminal, else none)"
    )
    var progress: ProgressMode?

    @Flag(name: [.customShort("q"), .long], help: "Print errors only: no summary, findings, notes or progress.")
    var quiet = false

    enum FailOn: String, CaseInsensitiveArgument { case error, warning, never }

    /// A report file, or the Xcode lines printed on stdout.
    enum CheckOutput: String, CaseIterable {
        case json, csv, markdown, junit, html, sqlite, sarif, codequality, xcode

        var report: ReportFileFormat? { ReportFileFormat(rawValue: rawValue) }
    }

    /// The report files asked for.
    var reports: [ReportFileFormat] { format.compactMap(\.report) }

    func validate() throws {
        if updateBaseline, baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more.") }
    }

    /// Checks the guide, or with `shards` merges their rows instead of measuring (`typefit merge`).
    func run(shard: CheckShard? = nil, shards: [String] = []) async throws {
        var input = CheckInput(guide: guide, tokens: tokens)
        (input.strings, input.textSpacing) = (stringFiles, textSpacing)
        let (styleGuide, notes) = try input.read()
        if !quiet { notes.forEach { Output.printError("note: \($0)") } }
        let progress = ProgressBar(mode: quiet ? ProgressMode.none : self.progress)
        var options = CheckOptions(
            pseudo: pseudo, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            isolation: isolation.probe)
        options.notes = notes
        options.shard = shard
        if !shards.isEmpty { options.shards = try ShardReports(shards) }
        // SIGINT, SIGTERM and SIGHUP remove this run's temporary files before the process ends.
        let temporaries = TemporaryFiles()
        let cleanup = SignalCleanup(removing: temporaries)
        defer { withExtendedLifetime(cleanup) {} }
        var run = CheckRun(
            guide: styleGuide, options: options, formats: reports, output: out,
            relativeTo: FileManager.default.currentDirectoryPath,
            baseline: baseline.map { updateBaseline ? .update($0) : .compare($0, tolerance: tolerance) },
            temporaries: temporaries)
        run.csvRows = csvRows
        // The worst strings are kept for annotations and Xcode lines, and to say what the warnings are.
        run.findingsLimit = max(ci.annotations != nil || format.contains(.xcode) ? ci.annotationsMax : 0, 1)
        // The reports are written while the check measures; the report returned counts its rows.
        let start = ContinuousClock.now
        var writerPhases: [PhaseTiming] = []
        let outcome = try await run.run(
            progress: { done, total in progress.update(done, total) }, timings: { writerPhases.append($0) })
        progress.finish()
        let report = outcome.report
        if timings {
            // The writers ran alongside the measuring: their busy times are listed after the stages, as parts.
            let phases =
                report.timings + writerPhases.filter { !$0.isPart } + writerPhases.filter(\.isPart)
                + [PhaseTiming(phase: "wall clock", seconds: (ContinuousClock.now - start).seconds, isPart: true)]
            Output.printToStderr(TimingTable.render(phases, measurements: report.totals.measurements))
        }
        if !quiet {
            Output.print(CheckSummary.render(report, written: outcome.written.map { relativePath($0) }))
        }
        printFindings(outcome, guide: styleGuide)
        if let baseline, let diff = outcome.diff {
            if !quiet {
                Output.print(
                    "typefit diff: \(DiffOutput.counts(diff)) against \(baseline); \(outcome.diffFiles.map { relativePath($0) }.joined(separator: ", "))\n"
                )
                if let note = DiffOutput.versionNote(diff) { Output.printError("note: \(note)") }
            }
            if diff.regressionCount > 0 { throw ExitCode(1) }
        }
        let tripped =
            switch failOn {
            case .error: report.failures > 0
            case .warning: report.failures > 0 || report.warnings > 0
            case .never: false
            }
        if tripped { throw ExitCode(1) }
    }

    /// What the warnings are, then the findings for CI (Xcode lines, annotations, the job summary).
    private func printFindings(_ outcome: CheckRun.Outcome, guide: StyleGuide) {
        guard let worst = outcome.findings else { return }
        let report = outcome.report
        if !quiet { Output.print(CheckSummary.warnings(report, worst: worst)) }
        let findings = CIFindings(check: report, worst: worst, guide: guide)
        let whereToLook = "every one is in the reports (report.html, report.sqlite)"
        if format.contains(.xcode) {
            Output.print(
                XcodeLines(guideFolder: guide.folder, limit: ci.annotationsMax).render(
                    findings, whereToLook: whereToLook))
        }
        // With a baseline, the job summary also says what changed.
        ci.report(findings, guideFolder: guide.folder) {
            SummaryMarkdown.render(report) + (outcome.diff.map { "\n" + DiffOutput.markdown($0) } ?? "")
        }
    }

    private func relativePath(_ path: String) -> String {
        let base = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
