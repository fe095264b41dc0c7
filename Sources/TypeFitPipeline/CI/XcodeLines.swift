import TypeFitReports
import TypeFitSupport

/// Lines an Xcode Run Script build phase turns into issues in the Issue navigator and on the
/// catalog's line: `/abs/path/de.lproj/Localizable.strings:5:10: error: message` (clang's
/// format; Xcode wants absolute paths). At most `limit` of each level, the worst first, then
/// one `warning:` line saying how many more there are and where.
package struct XcodeLines: Sendable {
    /// The guide's folder (absolute): reports' paths start there.
    package var guideFolder: String
    package var limit: Int

    package init(guideFolder: String, limit: Int) {
        self.guideFolder = RepositoryPaths.absolute(guideFolder.isEmpty ? "." : guideFolder)
        self.limit = limit
    }

    package func render(_ findings: CIFindings, whereToLook: String) -> String {
        var lines: [String] = []
        var leftOut = findings.cut
        for level in [CIFinding.Level.error, .warning, .note] {
            let ofLevel = findings.list.filter { $0.level == level }
            leftOut = leftOut || ofLevel.count > limit
            for finding in ofLevel.prefix(limit) {
                // The file's absolute path (the guide's folder and the report's relative path).
                let place = RepositoryPaths(root: "/", guideFolder: guideFolder).inRepository(
                    finding.location ?? FileLocation(file: guideFolder))
                let path = place.file.hasPrefix("/") ? place.file : "/" + place.file
                let position = "\(place.line ?? 1):\(place.column ?? 1)"
                lines.append("\(path):\(position): \(level.rawValue): \(finding.title): \(finding.message)")
            }
        }
        if leftOut {
            lines.append(
                "warning: typefit: more findings than the \(limit) of each level shown (\(findings.totals)); \(whereToLook)"
            )
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
