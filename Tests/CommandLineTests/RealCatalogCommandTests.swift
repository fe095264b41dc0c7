import Foundation
import TestSupport
import Testing

/// The built binary on public apps' whole catalogs (../shared/fixtures/real-catalogs), as a new
/// user runs it: a style that matches nothing is bad input, and two versions' diff fits a
/// pull-request comment.
@Suite(.enabled(if: Fixtures.hasShared, "../shared/fixtures is absent: the real apps' catalogs are not in this clone"))
struct RealCatalogCommandTests {
    static func catalogs(_ app: String) -> String {
        Fixtures.shared?.appendingPathComponent("real-catalogs/\(app)").path ?? "/nonexistent"
    }

    static func guide(in folder: URL, app: String, styles: String) throws -> String {
        let path = folder.appendingPathComponent("\(app).yml").path
        try """
        version: 1
        fonts: [\(Fixtures.interFolder)]
        systemFonts: true
        categories: [large, accessibility5]
        strings: [\(catalogs(app))]
        styles:
        \(styles)
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func keysThatMatchNothingFailLoudly() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = try Self.guide(
            in: folder, app: "mastodon",
            styles: """
                  - {name: Body, family: Inter, size: 17, scalesWith: body, limits: {maxWidth: 343, maxLines: 3}, strings: {keys: ["Common.Controls.Actions.*"]}}
                  - {name: Tab bar, family: Inter, size: 10, scalesWith: fixed, limits: {maxWidth: 80}, strings: {keys: ["tab.*"]}}
                """)
        let result = try TypeFitProcess.run([
            "check", "--guide", guide, "--out", folder.appendingPathComponent("out").path,
        ])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr.hasPrefix("typefit: error: \(guide):8: styles[1] 'Tab bar': keys [tab.*] match none of the "))
        #expect(result.stderr.hasSuffix(" catalogs\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.json").path))
    }

    @Test func twoVersionsDiffFitsAPullRequestComment() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let style =
            "  - {name: Button, family: Inter, weight: semibold, size: 17, scalesWith: headline, limits: {maxWidth: 343, maxLines: 2}}"
        for app in ["mastodon-old", "mastodon"] {
            let guide = try Self.guide(in: folder, app: app, styles: style)
            let check = try TypeFitProcess.run([
                "check", "--guide", guide, "--out", folder.appendingPathComponent(app).path, "--format", "json",
                "--fail-on", "never",
            ])
            #expect(check.exitCode == 0, "\(check.stderr)")
        }
        let out = folder.appendingPathComponent("diff")
        let diff = try TypeFitProcess.run([
            "diff", folder.appendingPathComponent("mastodon-old/report.json").path,
            folder.appendingPathComponent("mastodon/report.json").path, "--out", out.path,
        ])
        #expect(diff.exitCode == 1)
        let markdown = try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8)
        #expect(markdown.utf16.count < 65_536)
        #expect(markdown.contains("more rows in diff.csv"))
    }
}
