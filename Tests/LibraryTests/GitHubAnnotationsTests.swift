import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// GitHub workflow commands as the runner reads them (actions/runner `ActionCommand.cs`
/// unescapes `%25`, `%0D`, `%0A` in a message, and also `%3A`, `%2C` in a property).
@Suite struct GitHubAnnotationsTests {
    @Test(arguments: [
        ("a, b", "a, b", "a%2C b"),
        ("50% wider", "50%25 wider", "50%25 wider"),
        ("two\nlines\r", "two%0Alines%0D", "two%0Alines%0D"),
        ("key: value", "key: value", "key%3A value"),
        ("%2C", "%252C", "%252C"),
    ])
    func escaping(text: String, message: String, property: String) {
        #expect(GitHubAnnotations.message(text) == message)
        #expect(GitHubAnnotations.property(text) == property)
    }

    static func finding(_ level: CIFinding.Level, _ name: String, line: Int? = nil) -> CIFinding {
        CIFinding(
            level: level, kind: .width, location: FileLocation(file: "de.lproj/Localizable.strings", line: line),
            title: "typefit: Body too wide", message: "\(name) (de), at AX5: over maxWidth", identity: [name])
    }

    /// Paths start at the guide's folder in reports; annotations put them under the repository root.
    @Test func placedOnTheCatalogLineUnderTheRoot() {
        let annotator = GitHubAnnotations(paths: RepositoryPaths(root: "/repo", guideFolder: "/repo/App"), limit: 10)
        let text = annotator.render(
            [Self.finding(.error, "save", line: 12)], cut: false, totals: "1 failing", whereToLook: "report.html")
        #expect(
            text
                == "::error file=App/de.lproj/Localizable.strings,line=12,title=typefit%3A Body too wide::save (de), at AX5: over maxWidth\n"
        )
    }

    /// At most `limit` per level, the rest counted in one notice; nothing said when all fit.
    @Test func cappedPerLevelWithOneNotice() {
        let annotator = GitHubAnnotations(paths: RepositoryPaths(root: "/r", guideFolder: "/r"), limit: 2)
        let findings =
            (0..<5).map { Self.finding(.error, "e\($0)") } + (0..<3).map { Self.finding(.warning, "w\($0)") }
        let lines = annotator.render(findings, cut: false, totals: "88,000 failing", whereToLook: "see report.html")
            .split(separator: "\n")
        #expect(lines.count == 5)
        #expect(
            lines.filter { $0.hasPrefix("::error ") }.map { $0.contains("e0 (de)") || $0.contains("e1 (de)") } == [
                true, true,
            ])
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 2)
        #expect(
            lines.last
                == "::notice title=typefit%3A more findings::2 errors and 2 warnings annotated, the worst first, of 88,000 failing; see report.html"
        )
        let few = annotator.render([Self.finding(.error, "e")], cut: false, totals: "", whereToLook: "")
        #expect(!few.contains("::notice"))
        // Cut before (more strings than were kept): the notice still says so.
        #expect(
            annotator.render([Self.finding(.error, "e")], cut: true, totals: "", whereToLook: "").contains("::notice"))
    }

    @Test func repositoryRootIsTheGitTopLevel() throws {
        let folder = try Fixtures.temporaryFolder().resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/ios/App", withIntermediateDirectories: true)
        #expect(RepositoryPaths(root: nil, guideFolder: folder + "/ios/App").root == folder)
        #expect(RepositoryPaths(root: "/elsewhere/", guideFolder: folder).root == "/elsewhere")
    }
}
