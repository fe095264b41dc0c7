import Foundation
import TestSupport
import Testing

/// `check --baseline FILE --update-baseline` writes a compact baseline; `check --baseline FILE`
/// compares with it. End to end on the built binary, in a folder of its own with a copy of Inter.
extension CheckCommandTests {
    static func baselineProject() throws -> URL {
        let folder = try Fixtures.temporaryFolder().resolvingSymlinksInPath()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Fixtures.bundled("Inter/Inter-Regular.otf"),
            toPath: folder.appendingPathComponent("fonts/Inter-Regular.otf").path)
        try """
        "save" = "Änderungen speichern";
        "ok" = "OK";
        "long" = "Ein sehr langer Text, der nicht passt";
        """.write(to: folder.appendingPathComponent("de.strings"), atomically: false, encoding: .utf8)
        try guide(maxWidth: 200).write(
            to: folder.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        return folder
    }

    static func guide(maxWidth: Int) -> String {
        """
        version: 1
        fonts: [fonts]
        platforms: [ios]
        categories: [large, accessibility1, accessibility5]
        strings: [{path: de.strings, locale: de}]
        styles:
          - name: Label
            family: Inter
            size: 17
            scalesWith: body
            limits: {maxWidth: \(maxWidth)}
        """
    }

    @Test func aCompactBaselineGatesNewFailuresAndListsTheFixed() throws {
        let folder = try Self.baselineProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        func check(_ extra: [String]) throws -> TypeFitProcess.Result {
            try TypeFitProcess.run(
                ["check", "--format", "markdown", "--fail-on", "never", "--baseline", "baseline.json"] + extra,
                in: folder)
        }
        let update = try check(["--update-baseline"])
        #expect(update.exitCode == 0, "\(update.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(text.hasPrefix("{\"typefitBaseline\": 2,\n \"guide\": \"typefit.yml\",\n"))
        #expect(text.contains("\"file\": \"fonts/Inter-Regular.otf\", \"sha256\": \""))
        #expect(text.contains("  [\"Label\", \"long\", {\"de\": \"fail large…AX5 width; worst "))
        // The same run again: nothing changed.
        let same = try check([])
        #expect(same.exitCode == 0)
        #expect(same.stdout.contains("typefit diff: 0 regressions, 0 fixed, 0 changed rows, 0 font changes"))
        // A narrower box: "save" now fails where it passed: exit 1, and the baseline is left alone.
        try Self.guide(maxWidth: 150).write(
            to: folder.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        let narrower = try check([])
        #expect(narrower.exitCode == 1)
        #expect(narrower.stdout.contains("regressions, 0 fixed"))
        #expect(try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8) == text)
        let diff = try String(contentsOf: folder.appendingPathComponent("Reports/diff.md"), encoding: .utf8)
        #expect(diff.contains("| 🔴 | Label | large | `save` | de |"))
        // A wider box fixes "long" at the small sizes: listed, exit 0.
        try Self.guide(maxWidth: 700).write(
            to: folder.appendingPathComponent("typefit.yml"), atomically: false, encoding: .utf8)
        let wider = try check([])
        #expect(wider.exitCode == 0)
        #expect(wider.stdout.contains("0 regressions") && !wider.stdout.contains(" 0 fixed"))
    }

    /// Other bytes under the same font file name are a font change, said in the diff.
    @Test func aCompactBaselineSaysWhenAFontFileChanged() throws {
        let folder = try Self.baselineProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["check", "--format", "markdown", "--fail-on", "never", "--baseline", "baseline.json"]
        #expect(try TypeFitProcess.run(arguments + ["--update-baseline"], in: folder).exitCode == 0)
        let font = try FileHandle(forWritingTo: folder.appendingPathComponent("fonts/Inter-Regular.otf"))
        try font.seekToEnd()
        try font.write(contentsOf: Data([0]))  // a byte past the tables: the same glyphs, other bytes
        try font.close()
        let result = try TypeFitProcess.run(arguments, in: folder)
        #expect(result.stdout.contains("0 regressions, 0 fixed, 0 changed rows, 1 font changes"), "\(result.stdout)")
        let diff = try String(contentsOf: folder.appendingPathComponent("Reports/diff.md"), encoding: .utf8)
        #expect(diff.contains("fonts/Inter-Regular.otf SHA-256"))
    }
}
