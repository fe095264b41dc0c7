import TypeFitReports
import TypeFitSupport

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`): findings on the
/// lines of the pull request's files. GitHub shows 10 annotations of each level per step and 50
/// per job, so at most `limit` of each level are printed, worst first, then one `::notice`
/// saying how many more there are and where they are.
///
/// Escaping is the runner's (actions/runner `ActionCommand.cs`): in a property `%`, CR, LF, `:`
/// and `,` are escaped; in the message only `%`, CR and LF — a comma there stays a comma.
package struct GitHubAnnotations: Sendable {
    package var paths: RepositoryPaths
    /// The most annotations of each level.
    package var limit: Int

    package init(paths: RepositoryPaths, limit: Int = 10) {
        self.paths = paths
        self.limit = limit
    }

    /// The commands for `findings`, worst first within a level: at most ``limit`` of each level,
    /// then — when some were left out here or before (`cut`: the list itself was cut) — one
    /// `::notice` saying how many were shown of `totals` ("88,000 failing measurements") and
    /// `whereToLook`.
    package func render(_ findings: [CIFinding], cut: Bool, totals: String, whereToLook: String) -> String {
        var lines: [String] = []
        var shown: [String] = []
        var leftOut = cut
        for (level, word) in [(CIFinding.Level.error, "error"), (.warning, "warning"), (.note, "notice")] {
            let ofLevel = findings.filter { $0.level == level }
            guard !ofLevel.isEmpty else { continue }
            for finding in ofLevel.prefix(limit) { lines.append(command(finding)) }
            leftOut = leftOut || ofLevel.count > limit
            let count = min(limit, ofLevel.count)
            shown.append("\(count) \(word)\(count == 1 ? "" : "s")")
        }
        if leftOut {
            lines.append(
                "::notice title=\(Self.property("typefit: more findings"))::"
                    + Self.message(
                        "\(shown.joined(separator: " and ")) annotated, the worst first, of \(totals); \(whereToLook)"))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// One `::error`/`::warning`/`::notice` line.
    func command(_ finding: CIFinding) -> String {
        var properties: [String] = []
        if let location = finding.location.map(paths.inRepository) {
            properties.append("file=\(Self.property(location.file))")
            if let line = location.line {
                properties.append("line=\(line)")
                if let column = location.column { properties.append("col=\(column)") }
            }
        }
        properties.append("title=\(Self.property(finding.title))")
        let command =
            switch finding.level {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        return "::\(command) \(properties.joined(separator: ","))::\(Self.message(finding.message))"
    }

    /// A property value as the runner unescapes it: `%`, CR, LF, `:` and `,`.
    static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// A message as the runner unescapes it: `%`, CR and LF only.
    static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}
