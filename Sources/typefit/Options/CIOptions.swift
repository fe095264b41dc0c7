import ArgumentParser
import Foundation
import TypeFitPipeline
import TypeFitSupport
import TypeFitCheck
import TypeFitReports

/// How `check` and `diff` speak to a CI system: annotations on the pull request's lines, the
/// job summary, the repository root their paths are relative to.
struct CIOptions: ParsableArguments {
    @Option(
        help:
            "Print findings as annotations for a CI system: github (::error lines on the catalog's line, the worst first; with GITHUB_STEP_SUMMARY set, summary.md or diff.md is appended to the job summary)."
    )
    var annotations: Annotations?

    @Option(
        parsing: .unconditional,
        help: "The most annotations of each level; one notice says how many more. (default: 10)")
    var annotationsMax: Int = 10

    @Option(
        help: "The repository root that annotation paths are relative to. (default: the git top level above the guide)",
        completion: .directory)
    var root: String?

    enum Annotations: String, CaseInsensitiveArgument { case github }

    func validate() throws {
        guard annotationsMax >= 0, annotationsMax <= 1000 else {
            throw ValidationError("--annotations-max takes 0 to 1000, not \(annotationsMax).")
        }
    }

    /// Prints the annotations of `findings` and appends `summary` to the job summary, when asked.
    func report(_ findings: @autoclosure () -> CIFindings, guideFolder: String, summary: () -> String) {
        guard annotations == .github else { return }
        let annotator = GitHubAnnotations(
            paths: RepositoryPaths(root: root, guideFolder: guideFolder), limit: annotationsMax)
        let findings = findings()
        Output.print(
            annotator.render(
                findings.list, cut: findings.cut, totals: findings.totals,
                whereToLook: "every one is in the reports (report.html, report.sqlite)"))
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            do {
                try AppendedFile.append(summary() + "\n", to: path)
            } catch {
                Output.printError("warning: GITHUB_STEP_SUMMARY: \(error)")
            }
        }
    }
}
extension ReportCSV.Rows: CaseInsensitiveArgument {}
