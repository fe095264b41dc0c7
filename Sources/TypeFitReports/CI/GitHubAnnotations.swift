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

    /// The commands for `findings` (in any order: they are sorted worst first within a level,
    /// keeping their order otherwise); `more` counts findings of each level not among them, and
    /// `whereToLook` names the files that hold everything.
    package func render(_ findings: [CIFinding], more: [CIFinding.Level: Int] = [:], whereToLook: String) -> String {
        var lines: [String] = []
        var hidden = more
        for level in [CIFinding.Level.error, .warning, .note] {
            let ofLevel = findings.filter { $0.level == level }
            for finding in ofLevel.prefix(limit) { lines.append(command(finding)) }
            hidden[level, default: 0] += max(0, ofLevel.count - limit)
        }
        let counts = [(CIFinding.Level.error, "error"), (.warning, "warning"), (.note, "note")].compactMap {
            level, word -> String? in
            guard let count = hidden[level], count > 0 else { return nil }
            return "\(count) more \(word)\(count == 1 ? "" : "s")"
        }
        if !counts.isEmpty {
            lines.append(
                "::notice title=\(Self.property("typefit: more findings"))::"
                    + Self.message("\(counts.joined(separator: " and ")) not annotated (worst first, \(limit) of each level shown); \(whereToLook)"))
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
