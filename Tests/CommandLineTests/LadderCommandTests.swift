import Foundation
import TestSupport
import Testing

/// `typefit ladder`, end to end through the built binary.
@Suite struct LadderCommandTests {
    @Test func iosTableMatchesTheGolden() throws {
        let result = try TypeFitProcess.run(["ladder", "--style", "body", "--size", "18", "--max", "24"])
        #expect(result.exitCode == 0)
        try Fixtures.expectGolden(result.stdout, "ladder-body-18-max-24.txt")
    }

    @Test func androidTableMatchesTheGolden() throws {
        let result = try TypeFitProcess.run(["ladder", "--platform", "android", "--size", "16"])
        #expect(result.exitCode == 0)
        try Fixtures.expectGolden(result.stdout, "ladder-android-16.txt")
    }

    @Test func iosJSON() throws {
        let result = try TypeFitProcess.run(["ladder", "--style", "AX", "--format", "json"])
        #expect(result.exitCode == 2)
        let ok = try TypeFitProcess.run([
            "ladder", "--style", "title3", "--size", "compact=20,regular=24", "--size-class", "regular", "--format",
            "json",
        ])
        #expect(ok.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(ok.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["platform", "rows"])
        let rows = try #require(document["rows"] as? [[String: Any]])
        try #require(rows.count == 12)
        #expect(Set(rows[0].keys) == ["category", "pointSize", "lineHeight"])
        #expect(rows[3]["pointSize"] as? Double == 24)
        #expect(abs((rows[11]["pointSize"] as? Double ?? 0) - 66) < 1e-12)
    }

    @Test func androidJSONRows() throws {
        let result = try TypeFitProcess.run([
            "ladder", "--platform", "android", "--size", "28", "--scales", "1.5", "2.5", "--format", "json",
        ])
        #expect(result.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["platform"] as? String == "android")
        let rows = try #require(document["rows"] as? [[String: Double]])
        #expect(rows == [["scale": 1.5, "pointSize": 29.333334], ["scale": 2.5, "pointSize": 70]])
    }

    @Test func fontLineHeightAndFixedCurve() throws {
        let result = try TypeFitProcess.run([
            "ladder", "--style", "fixed", "--size", "17", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf",
            "--line-height-model", "android", "--format", "csv",
        ])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\r\n")
        #expect(lines.count == 13)
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(",17.0,17.0") })  // typo 1000/1000 × 17
    }

    @Test(arguments: [
        (["ladder", "--style", "huge"], "unknown style 'huge'; valid: largeTitle"),
        (["ladder", "--max-category", "AX9"], "unknown category 'AX9'; valid: xSmall"),
        (["ladder", "--style", "fixed"], "--style fixed needs --size."),
        (["ladder", "--size", "big"], "--size must be a positive number"),
        (["ladder", "--line-height", "tall"], "--line-height must be a multiplier"),
        (["ladder", "--min", "30", "--max", "20"], "--min 30.0 is larger than --max 20.0."),
    ])
    func badInputExitsTwo(arguments: [String], message: String) throws {
        let result = try TypeFitProcess.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Renamed options (one name per concept: `--scaling`, `--line-height-model`) still read
    /// their old names, with a note saying the new one.
    @Test func oldOptionNamesStillWorkWithANote() throws {
        let base = [
            "ladder", "--style", "title1", "--size", "30", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf",
            "--format", "csv",
        ]
        let new = try TypeFitProcess.run(base + ["--scaling", "leading", "--line-height-model", "android"])
        let old = try TypeFitProcess.run(base + ["--model", "leading", "--engine", "android"])
        #expect(new.exitCode == 0 && old.exitCode == 0)
        #expect(old.stdout == new.stdout)
        #expect(new.stderr.isEmpty)
        #expect(
            old.stderr.contains("note: --model is now --scaling")
                && old.stderr.contains("note: --engine is now --line-height-model"))
        let measured = try TypeFitProcess.run([
            "measure", "--font", "Fonts/Inter/Inter-Regular.otf", "--size", "17", "--model", "android", "Hello",
        ])
        #expect(measured.exitCode == 0 && measured.stderr.contains("note: --model is now --line-height-model"))
    }
}
