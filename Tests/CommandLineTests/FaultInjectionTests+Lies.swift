import Foundation
import TestSupport
import Testing

/// Item 8: a report that lies about itself is damaged, never a baseline; what a run no longer
/// measures is said. Item 7: one line for one bad file.
extension FaultInjectionTests {
    struct Lie: CustomStringConvertible, Sendable {
        var description: String
        /// Turns a true report.json into a lying one.
        var edit: @Sendable (String) -> String
        var says: String
    }

    static let lies: [Lie] = [
        Lie(
            description: "half its results",
            edit: { text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let rows = lines.indices.filter { lines[$0].hasPrefix("    {\"category\":") }
                let kept = lines.indices.filter { !rows.dropFirst(rows.count / 2).contains($0) }
                var result = kept.map { String(lines[$0]) }
                // The row before the cut no longer takes a comma.
                if let last = kept.firstIndex(of: rows[rows.count / 2 - 1]) {
                    result[last] = String(result[last].dropLast(result[last].hasSuffix(",") ? 1 : 0))
                }
                return result.joined(separator: "\n")
            }, says: "the report is damaged: its summary counts 3854 measurements, but its results hold 1927"),
        Lie(
            description: "a key twice in a row",
            edit: { text in
                text.replacingOccurrences(
                    of: "{\"category\":\"xSmall\",", with: "{\"category\":\"xSmall\",\"width\":1,", options: [],
                    range: nil)
            }, says: "\"width\" comes twice in one object"),
        Lie(
            description: "a second results array",
            edit: { text in
                text.replacingOccurrences(of: "\n  \"rows\" : [", with: "\n  \"results\" : [],\n  \"rows\" : [")
            }, says: "\"results\" comes twice in one object"),
        Lie(
            description: "more failures than its rows",
            edit: { text in
                text.replacingOccurrences(of: "\"failures\" : 306", with: "\"failures\" : 0")
            }, says: "its summary counts 0 failures, but its rows hold 306"),
    ]

    /// Promise: a report whose summary disagrees with its rows, or that holds a key twice, is
    /// damaged: `diff` and `check --baseline` exit 2 naming it, and the gate never passes on it.
    @Test(arguments: lies)
    func aReportThatLiesIsDamaged(_ lie: Lie) throws {
        let project = try FaultProject()
        defer { project.remove() }
        let text = try project.jsonReport()
        let edited = lie.edit(text)
        #expect(edited != text)
        try edited.write(toFile: project.path("lie.json"), atomically: true, encoding: .utf8)
        for arguments in [
            ["diff", "lie.json", "a/report.json", "--out", "d"],
            ["check", "--guide", "a.yml", "--out", "c", "--baseline", "lie.json"] + Self.formats,
        ] {
            let result = try project.typefit(arguments, timeLimit: .seconds(60))
            Self.expectExit(result, 2, "\(lie.description), \(arguments[0])")
            Self.expectOneLine(result, saying: ["lie.json", lie.says])
        }
    }

    /// Promise: strings in the baseline that this run no longer measures are said in the
    /// terminal ("N removed") and listed in diff.csv, not passed over.
    @Test func rowsMissingFromThisRunAreSaid() throws {
        let project = try FaultProject()
        defer { project.remove() }
        Self.expectExit(
            try project.typefit(
                ["check", "--guide", "a.yml", "--out", "base"] + Self.formats + [
                    "--baseline", "base.json", "--update-baseline", "--fail-on", "never",
                ]), 0, "baseline")
        let guide = try String(contentsOfFile: project.path("a.yml"), encoding: .utf8)
        try #require(guide.contains("baseLocale: en\n"))
        try guide.replacingOccurrences(of: "baseLocale: en\n", with: "baseLocale: en\nlocales: [en]\n").write(
            toFile: project.path("en.yml"), atomically: true, encoding: .utf8)
        let result = try project.typefit(
            ["check", "--guide", "en.yml", "--out", "out"] + Self.formats + [
                "--baseline", "base.json", "--fail-on", "never",
            ])
        Self.expectExit(result, 0, "fewer locales")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("typefit diff: ") })
        #expect(line.contains(" removed)"), "\(line)")
        #expect(try String(contentsOfFile: project.path("out/diff.csv"), encoding: .utf8).contains(",removed,no,"))
    }

    /// Promise: a collection whose header claims a million faces is one error line from
    /// `inspect`, not one per face read.
    @Test func aCollectionClaimingAMillionFacesIsOneLine() throws {
        let result = try TypeFitProcess.run(
            ["inspect", Fixtures.url("hostile/ttc-numFonts-huge.ttc").path], timeLimit: .seconds(30))
        Self.expectExit(result, 2, "inspect")
        Self.expectOneLine(result, saying: ["ttc-numFonts-huge.ttc", "the collection claims"])
    }

    /// Promise: a font file nobody may read is named in the error for its missing family, not
    /// left to "no font family Inter".
    @Test func anUnreadableFontIsNamed() throws {
        let project = try FaultProject()
        defer { project.remove() }
        try FileManager.default.removeItem(atPath: project.path("Fonts"))
        try FileManager.default.createDirectory(atPath: project.path("Fonts/Inter"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.interFolder + "/Inter-Regular.otf", toPath: project.path("Fonts/Inter/Inter-Regular.otf"))
        let result = try project.typefitAsNobody(
            ["check", "--guide", "a.yml", "--no-isolation"], modes: ["Fonts/Inter/Inter-Regular.otf": "000"])
        Self.expectExit(result, 2, "unreadable font")
        Self.expectOneLine(result, saying: ["Inter-Regular.otf cannot be read (permission denied)"])
    }
}
