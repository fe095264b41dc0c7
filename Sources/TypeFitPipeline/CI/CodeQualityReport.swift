import TypeFitReports
import TypeFitSupport
import TypeFitCheck

/// `codequality.json`: GitLab's Code Quality report (a CodeClimate-style list of issues), which a
/// merge request shows in its widget and diff: each issue with a description, a check name, a
/// fingerprint (the finding's identity), a severity and its place (path relative to the
/// repository root, begin line). At most ``SARIFReport/maximumResults`` issues, the worst first.
package enum CodeQualityReport {
    package static let fileName = "codequality.json"

    package static func render(_ report: CheckReport, worst: WorstFindings, guide: StyleGuide) throws -> String {
        let paths = RepositoryPaths(root: nil, guideFolder: guide.folder)
        let findings = CIFindings(check: report, worst: worst, guide: guide).list.prefix(SARIFReport.maximumResults)
        let guideFile = FileLocation(file: FileLocation.relative(guide.file, to: guide.folder))
        return try JSONOutput.encode(
            findings.map { finding in
                let place = paths.inRepository(finding.location ?? guideFile)
                return Issue(
                    type: "issue", description: "\(finding.title): \(finding.message)",
                    check_name: finding.kind.ruleID, fingerprint: finding.fingerprint,
                    severity: finding.level == .error ? "major" : finding.level == .warning ? "minor" : "info",
                    location: Location(path: place.file, lines: Lines(begin: place.line ?? 1)))
            }) + "\n"
    }

    // The field names are GitLab's.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Issue: Encodable {
        var type: String
        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var location: Location
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
    }
}
