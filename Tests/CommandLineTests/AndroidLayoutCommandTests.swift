import Foundation
import TestSupport
import Testing

/// Android's two layouts end to end: a guide checked as a TextView and as Compose's `Text`,
/// `measure --android-layout`, and `init` choosing Compose for a Compose app.
@Suite struct AndroidLayoutCommandTests {
    static let label = "Hohe Benachrichtigungspriorität"

    /// A project with Roboto and a guide of two styles alike but for `android: {layout: …}`.
    static func project(extraGuideLines: String = "") throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Roboto-Regular.ttf").path,
            withDestinationPath: Fixtures.bundled("Roboto/Roboto-Regular.ttf"))
        let style = { (name: String, layout: String) in
            "  - {name: \(name), family: Roboto, size: 16, android: {layout: \(layout)}, limits: {maxWidth: 140, maxLines: 2}, strings: {samples: [\"\(label)\"]}}"
        }
        let guide = [
            "fonts: [Roboto-Regular.ttf]", "systemFonts: false", "platforms: [android]", "android: {scales: [1]}",
            "styles:", style("TextView", "textView"), style("Compose", "compose"),
        ]
        try guide.joined(separator: "\n").write(
            to: folder.appendingPathComponent("typefit.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Minikin's numbers (`static_layout`, Roboto 16 px in 140 px): a TextView breaks
    /// high-quality and pads the first and last lines — "Hohe Benachrichtig|ungspriorität", 2 lines,
    /// 22 + 19 = 41 px; Compose breaks greedily without padding — "Hohe|Benachrichtigungs|priorität",
    /// 3 lines of 19 px, over maxLines 2.
    /// `typefit check` of the project in `folder` (a limit fails: exit 1): its report.json and
    /// its rows by style.
    static func checked(_ folder: URL) throws -> (report: [String: Any], byStyle: [String: [String: Any]]) {
        let result = try TypeFitProcess.run(["check", "--format", "json", "--out", "out"], in: folder)
        #expect(result.exitCode == 1, "\(result.stderr)")
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(report["results"] as? [[String: Any]])
        return (report, Dictionary(uniqueKeysWithValues: rows.map { ($0["style"] as? String ?? "", $0) }))
    }

    @Test func aTextViewAndComposeGiveDifferentLineCountsAndHeights() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (report, byStyle) = try Self.checked(folder)
        #expect(byStyle["TextView"]?["lineCount"] as? Int == 2)
        #expect(byStyle["TextView"]?["height"] as? Double == 41)
        #expect(byStyle["TextView"]?["status"] as? String == "pass")
        #expect(byStyle["Compose"]?["lineCount"] as? Int == 3)
        #expect(byStyle["Compose"]?["height"] as? Double == 57)
        #expect(byStyle["Compose"]?["status"] as? String == "fail")
        let model = try #require((report["models"] as? [String: String])?["androidLayout"])
        #expect(model.hasPrefix("StaticLayout (Android 15) over Minikin, layout textView (highQuality breaking"))
        #expect(model.contains("Compose: compose (simple breaking, line-break style normal, font padding off"))
    }

    /// Minikin's numbers (`static_layout` with Android's de-1996 patterns, Roboto 16 px in 120 px):
    /// without hyphenation (a TextView's default) "Benachrichtigungseinstellungen" breaks between
    /// letters, 5 lines, 98 px; with `hyphenation: normal` "Die Benachrich-|tigungseinstel-|lungen
    /// wurden|aktualisiert", 4 lines, 79 px. Two styles alike but for it, in one check (they must
    /// not share a prepared text); and a guide whose patterns folder lacks German's is bad input.
    @Test func hyphenationChangesLineCountsAndMissingPatternsAreBadInput() throws {
        let patterns = Fixtures.root.appendingPathComponent(".build-tools/hyphenation").path
        guard FileManager.default.fileExists(atPath: patterns + "/hyph-de-1996.pat.txt") else {
            try Tool.unavailable("no hyphenation patterns: run make hyphenation-patterns")
        }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Roboto-Regular.ttf").path,
            withDestinationPath: Fixtures.bundled("Roboto/Roboto-Regular.ttf"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("patterns").path, withDestinationPath: patterns)
        let text = "Die Benachrichtigungseinstellungen wurden aktualisiert"
        let style = { (name: String, android: String) in
            "  - {name: \(name), family: Roboto, size: 16, android: {\(android)}, limits: {maxWidth: 120, maxLines: 4}, strings: {samples: [\"\(text)\"]}}"
        }
        let guide = { (folder: String) in
            [
                "fonts: [Roboto-Regular.ttf]", "systemFonts: false", "platforms: [android]", "baseLocale: de",
                "android: {scales: [1], hyphenationPatterns: \(folder)}", "styles:", style("Plain", "layout: textView"),
                style("Hyphenated", "hyphenation: normal"),
            ].joined(separator: "\n")
        }
        try guide("patterns").write(to: folder.appendingPathComponent("typefit.yml"), atomically: true, encoding: .utf8)
        let (report, byStyle) = try Self.checked(folder)
        #expect(byStyle["Plain"]?["lineCount"] as? Int == 5)
        #expect(byStyle["Plain"]?["height"] as? Double == 98)
        #expect(byStyle["Hyphenated"]?["lineCount"] as? Int == 4)
        #expect(byStyle["Hyphenated"]?["height"] as? Double == 79)
        #expect(byStyle["Hyphenated"]?["status"] as? String == "pass")
        let model = try #require((report["models"] as? [String: String])?["androidLayout"])
        #expect(model.contains("Hyphenated: textView (highQuality breaking, hyphenation normal"))

        try guide("elsewhere").write(
            to: folder.appendingPathComponent("typefit.yml"), atomically: true, encoding: .utf8)
        let missing = try TypeFitProcess.run(["check", "--out", "out2"], in: folder)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("no hyph-de-1996.pat.txt in ") && missing.stderr.contains("elsewhere"))
    }

    @Test func measureTakesTheLayout() throws {
        let font = Fixtures.bundled("Roboto/Roboto-Regular.ttf")
        let arguments = ["measure", "--platform", "android", "--font", font, "--size", "16", "--width", "140"]
        let textView = try TypeFitProcess.run(arguments + [Self.label])
        #expect(textView.exitCode == 0 && textView.stdout.contains("lines 2   line height 21.00 pt   height 41.00 pt"))
        let compose = try TypeFitProcess.run(arguments + ["--android-layout", "compose", Self.label])
        #expect(compose.exitCode == 0 && compose.stdout.contains("lines 3   line height 19.00 pt   height 57.00 pt"))
        #expect(compose.stdout.contains("compose (simple breaking, line-break style normal, font padding off"))
        // A key over the layout's default: Compose with a TextView's padding and breaking.
        let padded = try TypeFitProcess.run(
            arguments + [
                "--android-layout", "compose", "--font-padding", "--break-strategy", "highQuality", Self.label,
            ])
        #expect(padded.stdout.contains("height 41.00 pt"))
        let web = try TypeFitProcess.run([
            "measure", "--font", font, "--size", "16", "--android-layout", "compose", "x",
        ])
        #expect(web.exitCode == 2 && web.stderr.contains("they need --platform android"))
    }

    /// `init` writes `android: {layout: compose}` for an app whose Gradle files use Compose, and
    /// nothing about it for one whose do not; the guide still checks.
    @Test func initChoosesComposeFromTheGradleFiles() throws {
        for usesCompose in [true, false] {
            let folder = try InitCommandTests.project(catalogs: "app/res")
            defer { try? FileManager.default.removeItem(at: folder) }
            let gradle = folder.appendingPathComponent("app")
            try FileManager.default.createDirectory(at: gradle, withIntermediateDirectories: true)
            let dependency = usesCompose ? "androidx.compose.material3:material3" : "androidx.appcompat:appcompat"
            try "dependencies {\n    implementation(\"\(dependency):1.3.0\")\n}\n".write(
                to: gradle.appendingPathComponent("build.gradle.kts"), atomically: true, encoding: .utf8)
            let result = try TypeFitProcess.run(["init", "--out", "guides/typefit.yml"], in: folder)
            #expect(result.exitCode == 0, "\(result.stderr)")
            let guide = try String(contentsOf: folder.appendingPathComponent("guides/typefit.yml"), encoding: .utf8)
            #expect(guide.contains("\nandroid: {layout: compose}") == usesCompose)
            let check = try TypeFitProcess.run(
                ["check", "--guide", "guides/typefit.yml", "--format", "json"], in: folder)
            #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
        }
    }
}
