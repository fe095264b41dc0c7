import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitPipeline

/// A font release named as one (issue 43): the bundled Inter Regular against the same font with
/// every advance 4 % wider and a new version (Tests/Fixtures/DiffFonts/inter-wider, made by
/// Scripts/make_test_fonts.py with fontTools), as a vendor's update arrives.
extension DiffCommandTests {
    @Test func aFontReleaseIsNamedWithWhatTheTextsMeet() throws {
        let (result, out) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/diff-inter.yml", "--fonts-base", "Fonts/Inter", "--fonts-new",
            "Tests/Fixtures/DiffFonts/inter-wider",
        ])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 1)
        // Not "0 font changes": the file, its version and its advances.
        #expect(result.stdout.hasPrefix("typefit diff: 5 regressions, 0 fixed, 6 changed rows, 3 font changes\n"))
        #expect(
            result.stdout.contains(
                "\nfont Body: the font file changed; Version 3.019;git-0a5106e0b → Version 4.001; advances: 23 changed: mean +4.02 %, largest +4.06 % («,» 0.280 → 0.291 em)"
            ))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("diff.json")))
                as? [String: Any])
        let fonts = try #require(document["fonts"] as? [[String: String]])
        #expect(fonts.map { $0["field"] } == ["file", "version", "advances"])
        #expect(fonts.last?["before"] == "23 characters the texts use (in both faces)")
        // diff.md names the fonts before the rows they explain.
        let markdown = try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8)
        let fontsAt = try #require(markdown.range(of: "### Font changes (3)"))
        let rowsAt = try #require(markdown.range(of: "| | style | size | key |"))
        #expect(fontsAt.lowerBound < rowsAt.lowerBound)
        #expect(
            markdown.contains(
                "| Body | advances | 23 characters the texts use (in both faces) | 23 changed: mean +4.02 %"))
    }

    /// Kerning of the pairs the texts use: v2 kerns A V −120 where v1 kerned −80; "VW" is not kerned.
    @Test func kerningOfThePairsTheTextsUse() throws {
        let library = try FreeTypeLibrary()
        let fonts = try ["v1", "v2"].map {
            try ShapingFont(
                face: FontFace(path: Fixtures.url("DiffFonts/\($0)/TypeFitDiff-Regular.ttf").path, library: library))
        }
        var usage = FontRelease.Usage()
        usage.add("AVW")
        usage.add("VWA")
        let kerning = try #require(FontReleaseMetrics.kerning(fonts[0], fonts[1], usage: usage))
        #expect(kerning.base == "3 pairs the texts use (in both faces)")
        #expect(kerning.new == "1 changed; most moved: «AV» −0.080 → −0.120 em")
        // The same face: nothing to say.
        #expect(FontReleaseMetrics.kerning(fonts[0], fonts[0], usage: usage) == nil)
        #expect(FontReleaseMetrics.advances(fonts[0], fonts[0], usage: usage) == nil)
    }
}
