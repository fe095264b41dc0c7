import TypeFitReports
import Foundation
import TypeFitSupport
import TypeFitCheck

/// `report.sarif`: SARIF 2.1.0 (OASIS), what GitHub code scanning, Azure DevOps and most linters
/// read. One rule per kind of finding (``FindingKind``) with its help; each result at its
/// catalog file and line relative to the repository root (`SRCROOT`: the git top level above
/// the guide); `partialFingerprints` from the finding's identity (style, key, locale, category,
/// kind), so code scanning follows a finding from push to push while its numbers move. At most
/// ``maximumResults`` results, the worst first; the run's `properties` count the rest.
package enum SARIFReport {
    package static let maximumResults = 5000
    package static let fileName = "report.sarif"

    /// Reads the measurements as the check streams, keeping the worst strings.
    final class Sink: ReportSink {
        private var worst = WorstFindings(limit: SARIFReport.maximumResults)
        private let guide: StyleGuide
        private let render: (CheckReport, WorstFindings, StyleGuide) throws -> String
        private let fileName: String

        init(
            guide: StyleGuide, fileName: String,
            render: @escaping (CheckReport, WorstFindings, StyleGuide) throws -> String
        ) {
            self.guide = guide
            self.fileName = fileName
            self.render = render
        }

        func start(_ head: CheckReport) throws {}

        func add(_ results: [CheckResult]) throws {
            for row in results where row.status != .pass { worst.offer(row) }
        }

        func finish(_ report: CheckReport) throws -> [RenderedReport] {
            [.text(name: fileName, text: try render(report, worst, guide))]
        }
    }

    /// The document for a finished check and its worst strings.
    package static func render(_ report: CheckReport, worst: WorstFindings, guide: StyleGuide) throws -> String {
        let paths = RepositoryPaths(root: nil, guideFolder: guide.folder)
        let findings = CIFindings(check: report, worst: worst, guide: guide)
        let shown = Array(findings.list.prefix(maximumResults))
        let kinds = FindingKind.allCases
        let results = shown.map { finding in
            Result(
                ruleId: finding.kind.ruleID, ruleIndex: kinds.firstIndex(of: finding.kind) ?? 0,
                level: finding.level.rawValue, message: Message(text: "\(finding.title): \(finding.message)"),
                locations: [Location(finding.location.map(paths.inRepository), guide: guide, paths: paths)],
                partialFingerprints: ["typefitFinding/v1": finding.fingerprint])
        }
        let run = Run(
            tool: Tool(
                driver: Driver(
                    name: "typefit", version: TypeFitInfo.version, semanticVersion: TypeFitInfo.version,
                    rules: kinds.map(Rule.init))),
            originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: Self.folderURI(paths.root), uriBaseId: nil)],
            results: results,
            properties: [
                "measurements": report.totals.measurements, "failedMeasurements": worst.failedMeasurements,
                "warnedMeasurements": worst.warnedMeasurements, "results": shown.count,
                // Findings kept but beyond the 5,000; and 1 when more failing or warned strings than
                // the 5,000 of each level kept were met (how many is not counted: bounded memory).
                "resultsLeftOut": findings.list.count - shown.count, "moreStringsNotCounted": findings.cut ? 1 : 0,
            ])
        return try JSONOutput.encode(
            Document(
                schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs: [run])) + "\n"
    }

    /// `file:///path/to/root/`, each part percent-encoded.
    static func folderURI(_ folder: String) -> String {
        "file://" + relativeURI(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// A path as a URI reference: each part percent-encoded, the slashes kept.
    static func relativeURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
    }

    struct Document: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var properties: [String: Int]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration

        init(_ kind: FindingKind) {
            id = kind.ruleID
            name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
            shortDescription = Message(text: kind.words.prefix(1).uppercased() + kind.words.dropFirst())
            fullDescription = Message(text: kind.help)
            help = Message(text: kind.help)
            defaultConfiguration = Configuration(level: kind.defaultLevel.rawValue)
        }
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation

        /// At the finding's file and line; a finding with no place is placed at the guide.
        init(_ location: FileLocation?, guide: StyleGuide, paths: RepositoryPaths) {
            let place =
                location ?? paths.inRepository(FileLocation(file: FileLocation.relative(guide.file, to: guide.folder)))
            let absolute = place.file.hasPrefix("/")
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(
                    uri: absolute
                        ? "file://" + SARIFReport.relativeURI(place.file) : SARIFReport.relativeURI(place.file),
                    uriBaseId: absolute ? nil : "SRCROOT"),
                region: place.line.map { Region(startLine: $0, startColumn: place.column) })
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }
}

extension FindingKind {
    /// The level a finding of this kind has unless it only warns.
    var defaultLevel: CIFinding.Level {
        switch self {
        case .fallback, .fixedSize, .font: .warning
        default: .error
        }
    }
}

extension CIFinding {
    /// A stable digest of the finding's identity (FNV-1a, 64 bits, as 16 hex digits): the same
    /// finding gets the same fingerprint on every run and machine.
    package var fingerprint: String {
        var hash = FNV1a()
        hash.add(identity.joined(separator: "\u{1F}"))
        return hash.hex
    }
}
