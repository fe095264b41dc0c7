import Foundation
import TestSupport
import Testing

/// A check's progress (issue 35, item 3): counted in measurements, redrawn on a terminal, a line
/// per tenth for a log, nothing with --quiet.
extension CheckCommandTests {
    /// A project of `strings` strings × 2 styles × 12 sizes (2,000: 48,000 measurements, under a
    /// second on one fast core).
    static func progressProject(strings: Int = 2_000) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        var csv = "key,locale,text\n"
        for index in 0..<strings { csv += "k\(index),en,Label number \(index) of the settings screen\n" }
        try csv.write(to: folder.appendingPathComponent("strings.csv"), atomically: false, encoding: .utf8)
        try """
        fonts: [\(Fixtures.testFontsFolder)]
        strings: [strings.csv]
        styles:
          - {name: A, family: TypeFit TypoOn, size: 17, scalesWith: body, limits: {maxWidth: 200}}
          - {name: B, family: TypeFit TypoOn, size: 13, scalesWith: footnote, limits: {maxWidth: 200}}
        """.write(to: folder.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        return folder
    }

    @Test func theProgressBarRedrawsOnATerminal() throws {
        let script = try Tool.script.path()
        // The bar appears after half a second and redraws at most ten times a second, so five
        // states need well over a second of measuring: 192,000 measurements are 2.6 s at the
        // 73,000 a second a fast CI core measured (48,000 there gave only four states).
        let folder = try Self.progressProject(strings: 8_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = "\(try TypeFitProcess.binary) check --jobs 1 --format markdown --fail-on never"
        let result = try TypeFitProcess.run(executable: script, ["-qec", command, "/dev/null"], in: folder)
        #expect(result.exitCode == 0, "\(result.stdout)")
        let states = Set(
            result.stdout.split(whereSeparator: { $0 == "\r" || $0 == "\n" }).filter {
                $0.contains("/192,000 measurements")
            })
        #expect(states.count >= 5, "\(states.sorted())")
        // Every state counts measurements of the planned total, with the rate once it is known.
        #expect(states.contains { $0.contains(" s left") })
    }

    @Test func plainProgressIsALinePerTenth() throws {
        let folder = try Self.progressProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypeFitProcess.run(
            ["check", "--jobs", "1", "--format", "markdown", "--fail-on", "never", "--progress", "plain"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("typefit check: ") && $0.contains("%") }
        #expect(lines.count >= 9, "\(result.stderr)")
        #expect(lines.last?.hasPrefix("typefit check: 100% — 48,000 of 48,000 measurements") == true)
    }

    @Test func quietPrintsNothingButErrors() throws {
        let folder = try Self.progressProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiet = try TypeFitProcess.run(
            ["check", "--quiet", "--progress", "plain", "--fail-on", "never"], in: folder)
        #expect(quiet.exitCode == 0)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stdout)\(quiet.stderr)")
        let failing = try TypeFitProcess.run(["check", "-q", "--guide", "missing.yml"], in: folder)
        #expect(failing.exitCode == 2)
        #expect(failing.stderr.hasPrefix("typefit: error: missing.yml"))
    }
}
