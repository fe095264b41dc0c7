import Foundation
import TestSupport
import Testing

/// What `check` says to a CI system, end to end on the built binary, over a hand-made repository:
/// a guide in `ios/` with a German catalog whose lines are known.
@Suite struct CIOutputCommandTests {
    /// repo/.git, repo/ios/typefit.yml, repo/ios/de.lproj/Localizable.strings (lines 2, 3 and 5).
    static func repository(platform: String = "ios", catalog: String? = nil) throws -> URL {
        let repo = try Fixtures.temporaryFolder().resolvingSymlinksInPath()
        let ios = repo.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: ios.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try """
            version: 1
            fonts: [\(Fixtures.bundled("Inter"))]
            platforms: [\(platform)]
            categories: [large, accessibility5]
            web: {textSizes: [100%, 200%]}
            strings: [de.lproj/Localizable.strings]
            styles:
              - name: Label
                family: Inter
                size: 17
                scalesWith: body
                limits: {maxWidth: 120}
            """.write(to: ios.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        try (catalog
            ?? """
            /* Buttons */
            "ok" = "OK";
            "save" = "Änderungen speichern";

            "long" = "Ein sehr langer Text, der nicht passt";
            """).write(
                to: ios.appendingPathComponent("de.lproj/Localizable.strings"), atomically: false, encoding: .utf8)
        return repo
    }

    @Test func annotationsLandOnTheCatalogLineWorstFirstAndCapped() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let summary = repo.appendingPathComponent("step-summary.md")
        let result = try TypeFitProcess.run(
            [
                "check", "--guide", "ios/typefit.yml", "--out", "Reports", "--format", "json", "--annotations",
                "github", "--annotations-max", "1",
            ], in: repo, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.exitCode == 1)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        // One error (the cap), the worst: the longest text at AX5, on its line; then one notice.
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(
                "::error file=ios/de.lproj/Localizable.strings,line=5,title=typefit%3A Label too wide::long (de) in Label at AX5 53.0 pt: over maxWidth by"
            ) == true)
        #expect(lines.first?.hasSuffix("— \"Ein sehr langer Text, der nicht passt\"") == true)
        #expect(
            lines.last
                == "::notice title=typefit%3A more findings::1 error annotated, the worst first, of 4 failing and 0 warned measurements; every one is in the reports (report.html, report.sqlite)"
        )
        // summary.md went to the job summary, and nothing else of typefit's is written there.
        let appended = try String(contentsOf: summary, encoding: .utf8)
        #expect(appended.hasPrefix("# typefit"))
    }

    /// Without --annotations nothing is printed for CI and the job summary is left alone.
    @Test func nothingForCIUnlessAsked() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let summary = repo.appendingPathComponent("step-summary.md")
        let result = try TypeFitProcess.run(
            ["check", "--guide", "ios/typefit.yml", "--format", "json"], in: repo,
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.exitCode == 1 && !result.stdout.contains("::"))
        #expect(!FileManager.default.fileExists(atPath: summary.path))
    }

    /// Inter's win metrics clip its tallest glyphs where Windows draws text: a web guide is warned
    /// (and `--fail-on warning` fails, the terminal saying why); an iOS guide is not.
    @Test(arguments: [("ios", Int32(0)), ("web", Int32(1))])
    func fontFindingsCountOnlyOnTheirPlatforms(platform: String, exitCode: Int32) throws {
        let repo = try Self.repository(platform: platform, catalog: "\"ok\" = \"OK\";\n")
        defer { try? FileManager.default.removeItem(at: repo) }
        let result = try TypeFitProcess.run(
            ["check", "--guide", "ios/typefit.yml", "--format", "json", "--fail-on", "warning"], in: repo)
        #expect(result.exitCode == exitCode)
        let warned = result.stdout.contains("warning, font Inter Regular (Label): win metrics")
        #expect(warned == (platform == "web"))
        #expect(result.stdout.contains("0 failed, \(platform == "web" ? 1 : 0) warnings"))
    }
}
