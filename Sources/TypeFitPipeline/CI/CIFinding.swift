import TypeFitReports
import TypeFitSupport
import TypeFitCheck

/// One finding as a CI system shows it: a level, a place, a title and a sentence. Made from a
/// check's worst strings (``WorstFindings``), its fonts' findings, or a diff's regressions, and
/// rendered as GitHub annotations, Xcode lines, SARIF results or GitLab Code Quality issues.
package struct CIFinding: Sendable {
    package enum Level: String, Sendable {
        case error, warning, note
    }

    package var level: Level
    package var kind: FindingKind
    /// The file and line it belongs to, relative to the guide's folder as in the reports.
    package var location: FileLocation?
    package var title: String
    package var message: String
    /// What identifies it from one run to the next (style, key, locale, category, kind): code
    /// scanning and GitLab track a finding by it while the numbers change.
    package var identity: [String]

    package init(
        level: Level, kind: FindingKind, location: FileLocation?, title: String, message: String, identity: [String]
    ) {
        self.level = level
        self.kind = kind
        self.location = location
        self.title = title
        self.message = message
        self.identity = identity
    }

    /// A string at its worst size: "Body: too wide" — "settings.save (de) at AX3 40.0 pt: …".
    package init(_ finding: WorstFindings.Finding) {
        let row = finding.row
        let kind = FindingKind(row)
        self.init(
            level: row.status == .fail ? .error : .warning, kind: kind, location: row.source,
            title: "typefit: \(row.style) \(row.status == .fail ? kind.words : kind.warningWords)",
            message: "\(row.key) (\(row.locale)) in \(row.style) at \(SummaryMarkdown.sizeLabel(row))"
                + (row.reasonTexts.isEmpty ? "" : ": " + row.reasonTexts.joined(separator: "; "))
                + " — \"\(Self.shortened(row.text))\"",
            identity: [row.style, row.key, row.locale, row.category.description, kind.rawValue])
    }

    /// A failed or warned layout row or colour pair, at its line in the guide: "subject: reasons".
    init(
        _ status: CheckStatus, kind: FindingKind, at location: FileLocation, title: String, subject: String,
        reasons: [Reason], identity: [String]
    ) {
        self.init(
            level: status == .fail ? .error : .warning, kind: kind, location: location, title: title,
            message: subject + ": " + reasons.map(\.description).joined(separator: "; "),
            identity: identity + [kind.rawValue])
    }

    /// A style's font findings (metrics that differ between platforms, clipping, a refused
    /// font), placed at the font file; warnings, but a refused font is an error.
    package static func fontFindings(_ report: CheckReport, relativeTo folder: String) -> [CIFinding] {
        report.fonts.flatMap { font in
            font.findings.map { finding in
                let refused = if case .refused = finding { true } else { false }
                return CIFinding(
                    level: refused ? .error : .warning, kind: .font,
                    location: FileLocation(file: FileLocation.relative(font.path, to: folder)),
                    title: "typefit: \(font.family) \(font.resolvedStyle) font metrics",
                    message: "\(font.style) (\(font.family) \(font.resolvedStyle)): \(finding)",
                    identity: [font.style, font.family, font.resolvedStyle, "\(finding)".prefix(40).description])
            }
        }
    }

    /// At most 120 characters of a text, on one line.
    static func shortened(_ text: String) -> String { oneLine(text, atMost: 120) }
}
