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
        try FileManager.default.createDirectory(
            at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
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
        try
            (catalog
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

    static let sarifSchema = Fixtures.shared?.appendingPathComponent("sarif/sarif-schema-2.1.0.json")

    /// report.sarif is valid SARIF 2.1.0: the OASIS schema from ../shared/fixtures, with Python's
    /// jsonschema (skipped, saying so, in a clone without the shared fixtures).
    @Test(
        .enabled(
            if: sarifSchema.map { FileManager.default.fileExists(atPath: $0.path) } ?? false,
            "../shared/fixtures/sarif is absent: report.sarif cannot be checked against the SARIF schema"))
    func sarifIsValidAgainstTheSchema() throws {
        let schema = try #require(Self.sarifSchema)
        let python = try Tool.python3.path()
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let result = try TypeFitProcess.run(["check", "--guide", "ios/typefit.yml", "--format", "sarif"], in: repo)
        #expect(result.exitCode == 1)
        let validation = try TypeFitProcess.run(
            executable: python,
            [
                "-c",
                "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))); print('valid')",
                repo.appendingPathComponent("Reports/report.sarif").path, schema.path,
            ])
        if validation.stderr.contains("No module named 'jsonschema'") {
            try Tool.unavailable("python3-jsonschema is missing: install it (make deps)")
        }
        #expect(validation.stdout == "valid\n", "\(validation.stderr)")
    }

    /// report.sarif places each result at its catalog line under SRCROOT, and keeps its
    /// fingerprints when the numbers move; codequality.json holds the same findings.
    @Test func sarifPlacesResultsOnTheirLines() throws {
        let repo = try Self.repository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let result = try TypeFitProcess.run(
            ["check", "--guide", "ios/typefit.yml", "--format", "sarif,codequality"], in: repo)
        #expect(result.exitCode == 1)
        let sarif = repo.appendingPathComponent("Reports/report.sarif")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let placed = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            return "\(result["ruleId"] ?? "?") \(result["level"] ?? "?") \(uri):\(line)"
        }
        // Worst first: the longest text, then "save"; Inter's font finding is no iOS warning.
        #expect(
            placed == [
                "typefit/width error ios/de.lproj/Localizable.strings:5",
                "typefit/width error ios/de.lproj/Localizable.strings:3",
            ])
        let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"]
        #expect(base == "file://\(repo.path)/")
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["typefitFinding/v1"] }
        #expect(Set(fingerprints).count == 2)
        // GitLab's Code Quality: the same findings, placed by path and begin line.
        let quality = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: repo.appendingPathComponent("Reports/codequality.json")))
                as? [[String: Any]])
        #expect(
            quality.map { "\($0["severity"] ?? "") \(($0["location"] as? [String: Any])?["path"] ?? "")" } == [
                "major ios/de.lproj/Localizable.strings", "major ios/de.lproj/Localizable.strings",
            ])
        #expect(quality.compactMap { $0["fingerprint"] as? String } == fingerprints)
        // A wider box moves every number but no fingerprint.
        let guide = repo.appendingPathComponent("ios/typefit.yml")
        try String(contentsOf: guide, encoding: .utf8).replacingOccurrences(of: "maxWidth: 120", with: "maxWidth: 121")
            .write(to: guide, atomically: false, encoding: .utf8)
        let second = try TypeFitProcess.run(["check", "--guide", "ios/typefit.yml", "--format", "sarif"], in: repo)
        // The second run replaces the first's report.sarif (typefit recognises its own file).
        #expect(second.exitCode == 1, "\(second.stderr)")
        #expect(try String(contentsOf: sarif, encoding: .utf8).contains("> 121.00)"))
        let again = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let againResults = ((again["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(
            againResults.compactMap { ($0["partialFingerprints"] as? [String: String])?["typefitFinding/v1"] }
                == fingerprints)
    }

    /// More failing strings than SARIF's 5,000 results: the worst 5,000, the rest counted.
    @Test func sarifHoldsAtMostFiveThousandResults() throws {
        let catalog = (0..<6000).map { "\"k\($0)\" = \"Eine Zeile, die nie passt \($0)\";" }.joined(separator: "\n")
        let repo = try Self.repository(catalog: catalog)
        defer { try? FileManager.default.removeItem(at: repo) }
        let result = try TypeFitProcess.run(
            ["check", "--guide", "ios/typefit.yml", "--format", "sarif,xcode", "--annotations-max", "3"], in: repo)
        #expect(result.exitCode == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: repo.appendingPathComponent("Reports/report.sarif")))
                as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == 5000)
        let properties = try #require(run["properties"] as? [String: Int])
        #expect(properties["failedMeasurements"] == 12_000 && properties["results"] == 5000)
        #expect(properties["resultsLeftOut"] == 0 && properties["moreStringsNotCounted"] == 1)
        // Xcode's lines: three errors at their absolute catalog lines, then one line for the rest.
        let xcode = result.stdout.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.hasPrefix("warning: ")
        }
        #expect(xcode.count == 4)
        #expect(xcode.first?.hasPrefix("\(repo.path)/ios/de.lproj/Localizable.strings:") == true)
        #expect(xcode.last?.hasPrefix("warning: typefit: more findings than the 3 of each level shown") == true)
    }

    /// Layout rows and colour pairs are findings at their lines in the guide (the embedded default
    /// has both): a row at its `rows:` entry, a colour pair at its style.
    @Test func rowsAndContrastPointAtTheGuide() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try TypeFitProcess.run(["check", "--out", out.path, "--format", "sarif", "--fail-on", "never"])
        #expect(result.exitCode == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.sarif")))
                as? [String: Any])
        let results = ((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let guide = try String(contentsOf: Fixtures.root.appendingPathComponent("typefit.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for rule in ["typefit/rows", "typefit/contrast"] {
            let found = try #require(results.first { $0["ruleId"] as? String == rule }, "no \(rule) result")
            let location = (found["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "typefit.yml")
            let line = try #require((location?["region"] as? [String: Any])?["startLine"] as? Int)
            // The line names the row or the style.
            #expect(guide[line - 1].contains("name:"), "\(rule) at line \(line): \(guide[line - 1])")
        }
    }
}
