import Foundation
import TestSupport
import Testing
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText
import TypeFitCheck
import TypeFitReports

/// `typefit diff` and `check --baseline` on the generated font pair (Tests/Fixtures/DiffFonts):
/// v2 (Version 2.000) has a wider W (600 → 800 units), a taller ascender (hhea 800 → 900), no "x"
/// and A V kerned −120 (the samples use no such pair).
@Suite struct DiffCommandTests {
    static let guideArguments = [
        "--guide", "Tests/Fixtures/Guides/diff.yml", "--fonts-base", "Tests/Fixtures/DiffFonts/v1", "--fonts-new",
        "Tests/Fixtures/DiffFonts/v2",
    ]

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        TypeFitProcess.Result, URL
    ) {
        let out = try Fixtures.temporaryFolder()
        return (try TypeFitProcess.run(["diff", "--out", out.path] + arguments, environment: environment), out)
    }

    @Test func theFontPairGivesExactlyTheExpectedRegressions() throws {
        let (result, out) = try Self.run(Self.guideArguments)
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("typefit diff: 3 regressions, 0 fixed, 4 changed rows, 7 font changes\n"))
        #expect(
            result.stdout.contains(
                "\nfont Label: the font file changed; Version 1.000 → Version 2.000; coverage removed: 1 the texts use: «x»; 1 in all; advances: 1 changed: mean +11.11 %, largest +33.33 % («W» 0.600 → 0.800 em); most moved: «W» +33.33 %\n"
            ))
        try Fixtures.expectGolden(
            try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8), "diff/diff.md")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("diff.json")))
                as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        // "WWWWWWWWWW": 60 → 80 pt, warn → fail; "Wax": x now missing; "WWW": 18 → 24 pt; "ab": line height only.
        #expect(changes.map { $0["key"] as? String } == ["sample.1", "sample.2", "sample.3", "sample.4"])
        #expect(
            changes.map { $0["kinds"] as? [String] } == [
                ["newFailure", "wider", "lineHeight"], ["newFailure", "wider", "lineHeight"], ["wider", "lineHeight"],
                ["lineHeight"],
            ])
        #expect(changes.map { $0["regression"] as? Bool } == [true, true, true, false])
        let fonts = try #require(document["fonts"] as? [[String: String]])
        // What changed in the face whose file changed, then its metrics.
        #expect(fonts.first?["field"] == "file")
        #expect(fonts.first?["before"]?.hasSuffix(" (TypeFitDiff-Regular.ttf)") == true)
        #expect(fonts.first?["before"] != fonts.first?["after"])
        #expect(
            Array(fonts.dropFirst()) == [
                ["style": "Label", "field": "version", "before": "Version 1.000", "after": "Version 2.000"],
                [
                    "style": "Label", "field": "coverage removed", "before": "67 characters mapped",
                    "after": "1 the texts use: «x»; 1 in all",
                ],
                [
                    "style": "Label", "field": "advances", "before": "3 characters the texts use (in both faces)",
                    "after":
                        "1 changed: mean +11.11 %, largest +33.33 % («W» 0.600 → 0.800 em); most moved: «W» +33.33 %",
                ],
                ["style": "Label", "field": "hhea", "before": "800/-200/90", "after": "900/-200/90"],
                ["style": "Label", "field": "glyphCount", "before": "68", "after": "67"],
                ["style": "Label", "field": "coverage lost", "before": "", "after": "U+0078"],
            ])
        let csv = try String(contentsOf: out.appendingPathComponent("diff.csv"), encoding: .utf8)
        #expect(csv.split(separator: "\r\n").count == 5)
    }

    @Test func githubAnnotations() throws {
        let summaryFolder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: summaryFolder) }
        let summary = summaryFolder.appendingPathComponent("summary.md")
        let (result, out) = try Self.run(
            Self.guideArguments + ["--annotations", "github", "--format", "json"],
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        defer { try? FileManager.default.removeItem(at: out) }
        let lines = result.stdout.split(separator: "\n")
        // On the style's line of the guide (the samples are written there), relative to the repository.
        #expect(
            lines.filter {
                $0.hasPrefix("::error file=Tests/Fixtures/Guides/diff.yml,line=6,title=typefit regression%3A Label::")
            }.count == 3)
        #expect(lines.filter { $0.hasPrefix("::warning title=typefit font change%3A Label::Label: ") }.count == 7)
        // A comma in the message stays a comma: the runner unescapes only %25, %0D and %0A there.
        #expect(
            lines.first?.hasSuffix(
                "::newFailure, wider, lineHeight: sample.1 (en) in Label at large 10.0 pt: over maxWidth by 20.00 pt (80.00 > 60.00) — \"WWWWWWWWWW\" (width 60.00 → 80.00)"
            ) == true)
        // The job summary gets diff.md.
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("# typefit diff"))
    }

    @Test func identicalInputsGiveAnEmptyDiff() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try TypeFitProcess.run([
            "check", "--guide", "Tests/Fixtures/Guides/check.yml", "--out", folder.path, "--format", "json",
            "--fail-on", "never",
        ])
        #expect(check.exitCode == 0)
        let report = folder.appendingPathComponent("report.json").path
        let (result, out) = try Self.run([report, report])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("typefit diff: 0 regressions, 0 fixed, 0 changed rows, 0 font changes\n"))
        #expect(
            try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8).contains(
                "No measurement or font changed."))
    }

    /// A base measured with another HarfBuzz (a Mac's Homebrew 11, say) is said first: the
    /// widths may move for that alone. The report.sqlite base says the same.
    @Test func differentEngineVersionsAreSaidFirst() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try TypeFitProcess.run([
            "check", "--guide", "Tests/Fixtures/Guides/check.yml", "--out", folder.path, "--format", "json,sqlite",
            "--fail-on", "never",
        ])
        #expect(check.exitCode == 0)
        let report = folder.appendingPathComponent("report.json")
        let json = try String(contentsOf: report, encoding: .utf8)
        let harfbuzz = try #require(json.firstMatch(of: /"harfbuzz" : "([^"]+)"/)).1
        let base = folder.appendingPathComponent("base.json")
        try json.replacingOccurrences(of: "\"harfbuzz\" : \"\(harfbuzz)\"", with: "\"harfbuzz\" : \"11.0.0\"")
            .write(to: base, atomically: false, encoding: .utf8)
        let (result, out) = try Self.run([base.path, folder.appendingPathComponent("report.sqlite").path])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 0)
        #expect(
            result.stderr.contains(
                "note: the base was measured with harfbuzz 11.0.0, this run with harfbuzz \(harfbuzz)"))
        let markdown = try String(contentsOf: out.appendingPathComponent("diff.md"), encoding: .utf8)
        #expect(
            markdown.hasPrefix(
                "# typefit diff\n\n> **The two runs measured with different engines**: harfbuzz 11.0.0 → \(harfbuzz)."))
        // The same versions: nothing said.
        let (same, sameOut) = try Self.run([report.path, folder.appendingPathComponent("report.sqlite").path])
        defer { try? FileManager.default.removeItem(at: sameOut) }
        #expect(!same.stderr.contains("note:"))
    }

    /// "WWW" grows by exactly 6 pt (18 → 24): a tolerance of 6 pt (or 33.4 % of 18 = 6.012) lets it
    /// pass, 5.99 pt (or 33.3 % = 5.994) does not.
    @Test(arguments: [("6pt", false), ("5.99pt", true), ("33.4%", false), ("33.3%", true)])
    func toleranceBoundaries(tolerance: String, wider: Bool) async throws {
        var guide = try StyleGuideParser.read(Fixtures.url("Guides/diff.yml").path)
        guide.styles[0].samples = ["WWW"]
        guide.fontFolders = [Fixtures.url("DiffFonts/v1").path]
        let base = ReportFile(try await Checker.run(guide))
        guide.fontFolders = [Fixtures.url("DiffFonts/v2").path]
        let new = ReportFile(try await Checker.run(guide))
        let diff = ReportDiff.compare(base: base, new: new, tolerance: try #require(Tolerance(parsing: tolerance)))
        #expect((diff.changes.first?.kinds.contains(.wider) ?? false) == wider)
        #expect(diff.regressions.isEmpty == !wider)
    }

    @Test func checkAgainstABaseline() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let guide = folder.appendingPathComponent("diff.yml")
        func write(fonts: String) throws {
            let text = try String(contentsOf: Fixtures.url("Guides/diff.yml"), encoding: .utf8)
                .replacingOccurrences(
                    of: "fonts: [../DiffFonts/v1]", with: "fonts: [\(Fixtures.url("DiffFonts/\(fonts)").path)]")
            try text.write(to: guide, atomically: true, encoding: .utf8)
        }
        try write(fonts: "v1")
        let missing = try TypeFitProcess.run([
            "check", "--guide", guide.path, "--out", folder.path, "--baseline", baseline,
        ])
        #expect(missing.exitCode == 2)
        #expect(
            missing.stderr
                == "typefit: error: \(baseline): no such baseline; create it from this run with --baseline \(baseline) --update-baseline\n"
        )
        let update = try TypeFitProcess.run([
            "check", "--guide", guide.path, "--out", folder.path, "--baseline", baseline, "--update-baseline",
            "--fail-on", "never",
        ])
        #expect(update.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: baseline))
        let same = try TypeFitProcess.run([
            "check", "--guide", guide.path, "--out", folder.path, "--baseline", baseline, "--fail-on", "never",
        ])
        #expect(same.exitCode == 0)
        #expect(
            same.stdout.contains(
                "typefit diff: 0 regressions, 0 fixed, 0 changed rows, 0 font changes against \(baseline)"))
        // The v1 run's full report, kept as a baseline too.
        let full = folder.appendingPathComponent("full.sqlite").path
        try FileManager.default.copyItem(atPath: folder.appendingPathComponent("report.sqlite").path, toPath: full)
        try write(fonts: "v2")
        let changed = try TypeFitProcess.run([
            "check", "--guide", guide.path, "--out", folder.path, "--baseline", baseline, "--fail-on", "never",
        ])
        #expect(changed.exitCode == 1)
        // The compact baseline holds where strings failed: two new failures, and the font file's
        // bytes changed ("WWW" is wider but still passes: only a full report records that).
        #expect(changed.stdout.contains("typefit diff: 2 regressions, 0 fixed, 2 changed rows, 1 font changes against"))
        let againstFull = try TypeFitProcess.run([
            "check", "--guide", guide.path, "--out", folder.path, "--baseline", full, "--fail-on", "never",
        ])
        #expect(againstFull.exitCode == 1)
        #expect(
            againstFull.stdout.contains("typefit diff: 3 regressions, 0 fixed, 4 changed rows, 3 font changes against"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff.md").path))
    }

    @Test(arguments: [
        (["only-one.json"], "Give two reports (report.json or report.sqlite)"),
        (["a.json", "b.json", "--tolerance", "big"], "--tolerance takes points (0.5pt) or a percentage (1%)"),
        (["--guide", "g.yml"], "--guide needs --fonts-base DIR and --fonts-new DIR"),
        (["nope.json", "nope2.json"], "nope.json: no such file"),
    ])
    func badInputExitsTwo(arguments: [String], message: String) throws {
        let result = try TypeFitProcess.run(["diff"] + arguments)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

@Suite struct ToleranceTests {
    @Test func parsesAndCompares() throws {
        #expect(Tolerance(parsing: "0.5pt") == .points(0.5))
        #expect(Tolerance(parsing: "0.5") == .points(0.5))
        #expect(Tolerance(parsing: "1%") == .percent(1))
        #expect(Tolerance(parsing: "-1pt") == nil)
        #expect(!Tolerance.points(0.5).exceeded(base: 10, new: 10.5))
        #expect(Tolerance.points(0.5).exceeded(base: 10, new: 10.51))
        #expect(!Tolerance.percent(1).exceeded(base: 200, new: 198))
        #expect(Tolerance.percent(1).exceeded(base: 200, new: 197.9))
    }
}
