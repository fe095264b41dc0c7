import Foundation
import TestSupport
import Testing
import TypeFitSupport
import TypeFitCatalogs
import TypeFitBackend
import TypeFitText
import TypeFitCheck
import TypeFitReports

/// `typefit check`, end to end through the built binary, with golden reports.
@Suite struct CheckCommandTests {
    /// Library versions differ between machines; goldens hold placeholders instead.
    static func masked(_ text: String) throws -> String {
        let versions = [
            (try FreeTypeLibrary().version, "<freetype>"), (ShapingFont.harfBuzzVersion, "<harfbuzz>"),
            (TextBoundaries.icuVersion, "<icu>"), (FontconfigLocator.version, "<fontconfig>"),
            (SQLiteDatabase.version, "<sqlite>"),
        ]
        return versions.reduce(text) { text, pair in
            text.replacingOccurrences(of: "\"\(pair.0)\"", with: "\"\(pair.1)\"").replacingOccurrences(
                of: " \(pair.0) ", with: " \(pair.1) ")
        }
    }

    static func run(_ arguments: [String]) throws -> (TypeFitProcess.Result, URL) {
        let out = try Fixtures.temporaryFolder()
        return (try TypeFitProcess.run(["check", "--out", out.path] + arguments), out)
    }

    /// `--timings` says where the time went, stage by stage and report by report, on stderr.
    @Test func timingsNameEveryStageAndReport() throws {
        let (result, out) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/check.yml", "--timings", "--format", "json,junit",
        ])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let phases = lines.drop { $0 != "timings:" }.dropFirst().map {
            $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
        }
        #expect(
            Array(phases.prefix(10)) == [
                "read catalogs, plan", "resolve fonts", "admit fonts", "find fallback fonts", "measure (2 tasks)",
                "fallback fonts found", "finish reports", "report.json (busy)", "junit.xml (busy)", "wall clock",
            ])
        #expect(lines.dropLast().last?.hasPrefix("  12 measurements, ") == true)
        // The processor time over the measuring stage, every thread's, against its wall-clock time.
        let busy = try #require(lines.last)
        #expect(
            busy.hasPrefix("  measuring kept ") && busy.hasSuffix(" s of processor time, every thread's)"), "\(busy)")
        let cores = try #require(Double(busy.split(separator: " ")[2]))
        #expect(cores > 0 && cores <= Double(ProcessInfo.processInfo.activeProcessorCount) + 0.5)
        #expect(!result.stdout.contains("timings:"))
    }

    /// One measuring task or several: the same report, byte for byte.
    @Test func jobsDoNotChangeTheReport() throws {
        let (one, outOne) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/check.yml", "--format", "json", "--jobs", "1", "--timings",
        ])
        let (two, outTwo) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/check.yml", "--format", "json", "--jobs", "2",
        ])
        defer { for out in [outOne, outTwo] { try? FileManager.default.removeItem(at: out) } }
        #expect(one.exitCode == 1 && two.exitCode == 1)
        #expect(one.stderr.contains("\n  measure (1 task) "))
        #expect(
            try Data(contentsOf: outOne.appendingPathComponent("report.json"))
                == Data(contentsOf: outTwo.appendingPathComponent("report.json")))
        let (zero, outZero) = try Self.run(["--guide", "Tests/Fixtures/Guides/check.yml", "--jobs", "0"])
        defer { try? FileManager.default.removeItem(at: outZero) }
        #expect(zero.exitCode == 2 && zero.stderr.contains("--jobs must be 1 or more"))
    }

    @Test func reportsMatchTheGoldens() throws {
        let (result, out) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/check.yml", "--format", "json,csv,markdown,junit",
        ])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("typefit check: 12 measurements of 2 styles: 4 failed, 2 warnings\n"))
        for name in ["report.json", "report.csv", "summary.md", "junit.xml"] {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            try Fixtures.expectGolden(try Self.masked(text), "check/\(name)")
        }
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let (_, out) = try Self.run(["--guide", "Tests/Fixtures/Guides/check.json", "--format", "json"])
        defer { try? FileManager.default.removeItem(at: out) }
        let data = try Data(contentsOf: out.appendingPathComponent("report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["schemaVersion"] as? Int == 2)
        #expect(
            Set((report["tool"] as? [String: String])?.keys ?? [:].keys) == [
                "typefit", "freetype", "harfbuzz", "icu", "fontconfig", "sqlite",
            ])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(
            summary["measurements"] as? Int == 12 && summary["failures"] as? Int == 4
                && summary["warnings"] as? Int == 2)
        #expect(summary["strings"] as? [String: Int] == ["Label": 2, "Title": 2])
        let results = try #require(report["results"] as? [[String: Any]])
        try #require(!results.isEmpty)
        #expect(
            Set(results[0].keys) == [
                "style", "platform", "category", "sizeClass", "key", "locale", "text", "pointSize", "lineHeight",
                "width", "lineCount",
                "height", "maxWidth", "maxLines", "status", "reasons", "file", "line", "column",
            ])
        // Only json was asked for.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.csv").path))
    }

    @Test func csvReadsBackWithPythonsCSVModule() throws {
        let (_, out) = try Self.run([
            "--guide", "Tests/Fixtures/Guides/check.yml", "--pseudo", "accented", "--pseudo", "expand:30", "--csv-rows",
            "all",
        ])
        defer { try? FileManager.default.removeItem(at: out) }
        let script = """
            import csv, sys
            rows = list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")))
            print(len(rows), len(rows[0]), sorted({len(r) for r in rows}), rows[0][6], rows[-1][5])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, out.appendingPathComponent("report.csv").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 12 rows + pseudo-locales of the 3 English strings at 3 sizes, twice: 30 rows + header.
        #expect(output == "31 19 [19] text en-x-expand30\n")
    }

    @Test func failOnPolicy() throws {
        let (never, out1) = try Self.run(["--guide", "Tests/Fixtures/Guides/check.yml", "--fail-on", "never"])
        let (warning, out2) = try Self.run(["--guide", "Tests/Fixtures/Guides/check.yml", "--fail-on", "warning"])
        defer { [out1, out2].forEach { try? FileManager.default.removeItem(at: $0) } }
        #expect(never.exitCode == 0)
        #expect(warning.exitCode == 1)
    }

    @Test func passingGuideExitsZero() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("ok.yml")
        try """
        fonts: [\(Fixtures.testFontsFolder)]
        styles:
          - {name: Roomy, family: TypeFit TypoOff, size: 12, scalesWith: caption2, limits: {maxWidth: 400}, strings: {samples: [OK]}}
        """.write(to: guide, atomically: true, encoding: .utf8)
        let (result, out) = try Self.run(["--guide", guide.path])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("typefit check: 12 measurements of 1 style: 0 failed"))
    }

    /// Guide problems found against the fonts: exit 2, one line, and an existing report untouched.
    @Test(arguments: [
        (
            "{name: A, family: Helvetica, size: 17, scalesWith: body}",
            "styles[0].family: no font family \"Helvetica\" in the given fonts; available: TypeFit Collection, TypeFit OS2v1, TypeFit Tracked, TypeFit TypoOff, TypeFit TypoOn, TypeFit Variable"
        ),
        (
            "{name: A, family: TypeFit TypoOn, weight: bold, size: 17, scalesWith: body}",
            "styles[0].weight: TypeFit TypoOn has no weight 700; it has 400"
        ),
        (
            "{name: A, family: TypeFit Collection, italic: true, size: 17, scalesWith: body}",
            "styles[0].italic: TypeFit Collection has no italic face; it has 400, 700"
        ),
    ])
    func fontsTheGuideNamesMustExist(style: String, message: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("g.yml")
        try "fonts: [\(Fixtures.testFontsFolder)]\nstyles:\n  - \(style)\n".write(
            to: guide, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "previous".write(to: out.appendingPathComponent("report.json"), atomically: true, encoding: .utf8)
        let result = try TypeFitProcess.run(["check", "--guide", guide.path, "--out", out.path])
        #expect(result.exitCode == 2)
        #expect(result.stderr == "typefit: error: \(guide.path):3: \(message)\n")
        #expect(try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8) == "previous")
    }

    @Test func missingGuide() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypeFitProcess.run(["check"], in: folder)
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "typefit: error: typefit.yml: no typefit.yml in this folder; write one with typefit init, or give --guide FILE\n"
        )
    }

    @Test func embeddedDefaultRunsFromTheRepository() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try TypeFitProcess.run(["check", "--out", out.path, "--fail-on", "never"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("measurements of 14 styles"))
        // The default set: report.json only when asked for.
        for name in ["report.csv", "summary.md", "junit.xml", "report.html", "report.sqlite"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path))
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("report.json").path))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("| Tab bar |"))
    }
}

@Suite struct CheckTokensTests {
    @Test func stylesFromDesignTokens() throws {
        let out = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try TypeFitProcess.run([
            "check", "--guide", "Tests/Fixtures/Guides/tokens.yml", "--tokens", "Tests/Fixtures/Tokens/tokens.json",
            "--out", out.path, "--format", "json",
        ])
        #expect(
            result.stderr
                == "typefit: note: Tests/Fixtures/Tokens/tokens.json: typography.title.textDecoration: not used by typefit\n"
        )
        // typography.title: "Settings" (4100 units) at 20 pt + 7 × 0.5 letter spacing = 85.5 pt; at AX5 (title3, 55 pt) it wraps.
        let data = try Data(contentsOf: out.appendingPathComponent("report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(report["results"] as? [[String: Any]])
        #expect(rows.first?["style"] as? String == "typography.title")
        #expect(abs((rows.first?["width"] as? Double ?? 0) - 85.5) < 1e-9)
        #expect((report["notes"] as? [String])?.count == 2)
        #expect(
            (report["notes"] as? [String])?.last
                == "styles[1] 'typography.caption': no samples, no keys and no string catalog; give strings.samples or a catalog under strings: (optional: measured nothing)"
        )
        // typography.caption has no strings of its own and no catalog, and says optional: no rows.
        #expect(rows.allSatisfy { $0["style"] as? String == "typography.title" })
        #expect(rows.last?["lineCount"] as? Int == 2)
        #expect(result.exitCode == 0)
    }

    /// Tokens and fonts, no guide: a web team's first run. The tokens' styles are checked on the
    /// web at the default text sizes, with the fonts in the current folder; stderr says so.
    @Test func tokensAloneAreCheckedOnTheWeb() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: Fixtures.bundled("Inter/Inter-Regular.otf"),
            toPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        try """
        {"type": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter, sans-serif", "fontSize": "1rem", "lineHeight": "150%"},
          "$extensions": {"com.typefit": {"limits": {"maxWidth": 320, "maxLines": 2}, "strings": {"samples": ["Save your changes before you leave"]}}}}}}
        """.write(to: folder.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
        let result = try TypeFitProcess.run(
            ["check", "--tokens", "tokens.json", "--format", "json", "--out", "out"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no typefit.yml here: the tokens' styles are checked on the web"))
        let data = try Data(contentsOf: folder.appendingPathComponent("out/report.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rows = try #require(report["results"] as? [[String: Any]])
        #expect(
            rows.map { "\($0["platform"] ?? "") \($0["category"] ?? "") \($0["pointSize"] ?? "")" } == [
                "web 100% 16", "web 125% 20", "web 150% 24", "web 175% 28", "web 200% 32",
            ])
        #expect(rows.last?["lineHeight"] as? Double == 48)  // 150 % of 32 px
    }

    /// By default report.csv has a row per failure and warning, and one per style × size for the
    /// passing measurements there: their counts add up to every measurement.
    @Test func csvHoldsFindingsAndOneRowPerSizeForThePasses() throws {  // report.csv of `check`
        let (_, out) = try CheckCommandTests.run(["--guide", "Tests/Fixtures/Guides/check.yml", "--format", "csv"])
        defer { try? FileManager.default.removeItem(at: out) }
        let script = """
            import csv, sys
            rows = list(csv.DictReader(open(sys.argv[1], encoding="utf-8-sig", newline="")))
            passes = [r for r in rows if r["key"] == "*"]
            counted = sum(int(r["text"].split()[0]) for r in passes)
            print(len(rows) - len(passes), len(passes), counted, {r["status"] for r in passes})
            """
        let result = try TypeFitProcess.run(
            executable: try Tool.python3.path(), ["-c", script, out.appendingPathComponent("report.csv").path])
        // 4 failed measurements (its 2 warnings are font findings); the 8 that pass as one row per
        // style × size: 4 + 8 = its 12 measurements.
        #expect(result.stdout == "4 4 8 {'pass'}\n", "\(result.stderr)")
    }
}
