import Foundation
import TestSupport
import Testing

/// `typefit measure`, end to end through the built binary.
@Suite struct MeasureCommandTests {
    static func json(_ stdout: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let result = try TypeFitProcess.run([
            "measure", "--font", "Fonts/Inter/Inter-SemiBold.otf", "--style", "body", "--category", "AX5",
            "--width", "300", "--format", "json", "Änderungen speichern",
        ])
        #expect(result.exitCode == 0)
        let document = try Self.json(result.stdout)
        #expect(
            Set(document.keys) == [
                "pointSize", "advance", "width", "lineCount", "lineHeight", "height", "lines", "truncated", "missing",
                "fallbacks",
            ])
        #expect(document["pointSize"] as? Double == 53)
        #expect(document["lineCount"] as? Int == 3)
        // hb-shape: 31155 units at upem 2816.
        #expect(abs((document["advance"] as? Double ?? 0) - 31155.0 * 53 / 2816) < 0.005)
        let lines = try #require(document["lines"] as? [[String: Any]])
        try #require(lines.count == 3)
        #expect(lines.map { $0["text"] as? String } == ["Änderunge", "n", "speichern"])
        #expect(Set(lines[0].keys) == ["text", "width", "start", "height"])
        #expect(lines.map { $0["start"] as? Int } == [0, 9, 11])  // the space (10) ends line 2
        // Inter's hhea (2728/−680/0 at upem 2816) at 53 pt: 64.14 pt a line.
        #expect(lines.allSatisfy { abs(($0["height"] as? Double ?? 0) - 3408.0 * 53 / 2816) < 1e-9 })
        #expect(document["truncated"] is NSNull)
        #expect((document["missing"] as? [String]) == [])
    }

    /// `--platform web`: CSS px, Blink's widths and breaks; the CSS options need it.
    @Test func webPlatformLaysOutInCSSPixels() throws {
        let result = try TypeFitProcess.run([
            "measure", "--platform", "web", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10",
            "--width", "40",
            "--overflow-wrap", "anywhere", "abc ,defgh abcdefghijk",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("10 px, width 40 px; platform web"))
        // Blink breaks after a space even before a comma (ICU does not); the 11-letter word goes
        // to its own line and is split between clusters (8 letters of 5 px fit 40 px).
        #expect(result.stdout.contains("1  15.00  abc\n2  27.50  ,defgh\n3  40.00  abcdefgh\n4  15.00  ijk\n"))
        let refused = try TypeFitProcess.run([
            "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--overflow-wrap",
            "anywhere", "ab",
        ])
        #expect(refused.exitCode == 2)
        #expect(
            refused.stderr.contains(
                "--overflow-wrap, --white-space and --word-break are CSS properties: they need --platform web."))
    }

    @Test func tableMatchesTheGolden() throws {
        let result = try TypeFitProcess.run([
            "measure", "--family", "Roboto", "--weight", "medium", "--fonts", "Fonts", "--size", "17", "--width", "100",
            "--max-lines", "2", "Save changes to the document before closing?",
        ])
        #expect(result.exitCode == 0)
        try Fixtures.expectGolden(result.stdout, "measure-roboto-truncated.txt")
    }

    @Test func truncationInJSON() throws {
        let result = try TypeFitProcess.run([
            "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--width", "30",
            "--max-lines", "2", "--format", "json", "hello world again",
        ])
        let truncated = try #require(try Self.json(result.stdout)["truncated"] as? [String: Any])
        #expect(truncated["index"] as? Int == 10)
        #expect(truncated["visibleText"] as? String == "hello\nworl…")
    }

    @Test func mixedSpansFromAFile() throws {
        let result = try TypeFitProcess.run([
            "measure", "--family", "Inter", "--fonts", "Fonts", "--size", "17", "--spans",
            "Tests/Fixtures/Spans/price.json", "--format", "json",
        ])
        #expect(result.exitCode == 0)
        let document = try Self.json(result.stdout)
        // hb-shape: Inter Regular "Total " 7336 units at 17 pt + Inter Bold "42,00 €" 10913 at 22 pt
        // + 0.5 pt after each of the bold span's first six clusters.
        #expect(abs((document["advance"] as? Double ?? 0) - (7336.0 * 17 / 2816 + 10913.0 * 22 / 2816 + 3)) < 1e-9)
        #expect(document["pointSize"] as? Double == 22)
        // The tallest span decides the line: Inter's hhea 3408 / 2816 × 22.
        #expect(abs((document["lineHeight"] as? Double ?? 0) - 3408.0 * 22 / 2816) < 1e-9)
    }

    @Test func fallbackFontsAreMarked() throws {
        let result = try TypeFitProcess.run([
            "measure", "--font", "Fonts/Inter/Inter-Regular.otf", "--fallback-fonts", try DebianFont.notoFolder,
            "--size", "17", "--format", "json", "Hi मित्र",
        ])
        #expect(result.exitCode == 0)
        let document = try Self.json(result.stdout)
        let fallbacks = try #require(document["fallbacks"] as? [[String: Any]])
        #expect(fallbacks.count == 1)
        #expect((fallbacks.first?["family"] as? String)?.contains("Devanagari") == true)
        #expect((document["missing"] as? [String])?.first == "U+092E")
    }

    @Test func textFromAFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("text.txt")
        try "ab\ncd\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try TypeFitProcess.run([
            "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--text-file",
            file.path, "--format", "json",
        ])
        #expect(try Self.json(result.stdout)["lineCount"] as? Int == 2)
        // One final line end is the file's, "\n" or "\r\n"; a second is the text's (help and
        // docs/commands-fonts.md say so); a FIFO is refused, never waited on.
        let lines = { (contents: String) throws -> Int? in
            try contents.write(to: file, atomically: true, encoding: .utf8)
            let measured = try TypeFitProcess.run([
                "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--text-file",
                file.path, "--format", "json",
            ])
            return try Self.json(measured.stdout)["lineCount"] as? Int
        }
        #expect(try lines("ab\r\n") == 1)
        let argument = try TypeFitProcess.run([
            "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--format", "json",
            "--", "ab\n",
        ])
        let asArgument = try Self.json(argument.stdout)
        #expect(try lines("ab\n\n") == asArgument["lineCount"] as? Int)
        let fifo = folder.appendingPathComponent("fifo.txt").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let refused = try TypeFitProcess.run([
            "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "10", "--text-file", fifo,
        ])
        #expect(refused.exitCode == 2 && refused.stderr.contains("not a regular file"), "\(refused.stderr)")
    }

    @Test(arguments: [
        (["measure", "--size", "17", "x"], "Give either --font FILE or --family NAME"),
        (["measure", "--font", "Fonts/Inter/Inter-Regular.otf", "x"], "Give either --size PT or --style STYLE"),
        (["measure", "--font", "Fonts/Inter/Inter-Regular.otf", "--style", "bodyy", "x"], "unknown style 'bodyy'"),
        (
            ["measure", "--font", "Fonts/Inter/Inter-Regular.otf", "--style", "body", "--category", "AX7", "x"],
            "unknown category 'AX7'"
        ),
        (["measure", "--font", "nope.ttf", "--size", "17", "x"], "nope.ttf: no such file"),
        (["measure", "--family", "Nope", "--fonts", "Fonts", "--size", "17", "x"], "no font family \"Nope\""),
        (
            [
                "measure", "--font", "Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "--variation", "wght=2000", "--size",
                "17", "x",
            ], "wght=2000 is outside the axis range 100…900"
        ),
        (
            [
                "measure", "--font", "Fonts/Inter/Inter-Regular.otf", "--size", "17", "--spans",
                "Tests/Fixtures/Spans/bad-size.json",
            ], "bad-size.json: spans[0].size: expected a number"
        ),
    ])
    func badInputExitsTwoWithOneLine(arguments: [String], message: String) throws {
        let result = try TypeFitProcess.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

extension MeasureCommandTests {
    /// `--text-file -` reads the text from standard input (a final newline is not part of it).
    @Test func textFromStandardInput() throws {
        let piped = try TypeFitProcess.run(
            [
                "measure", "--font", "Fonts/Inter/Inter-SemiBold.otf", "--size", "17", "--format", "json",
                "--text-file", "-",
            ],
            input: "Änderungen speichern\n")
        #expect(piped.exitCode == 0, "\(piped.stderr)")
        #expect(abs((try Self.json(piped.stdout)["advance"] as? Double ?? 0) - 31155.0 * 17 / 2816) < 0.005)
    }
}

extension MeasureCommandTests {
    /// A fonts folder with `loop → .`, `sub/up → ..` and the link pair `a → b → a` (issue 43,
    /// item 8): the loops are found by device and inode and left out with a note, the fonts in it
    /// still found — it was refused as "folders nested more than 32 deep".
    @Test func linkLoopsInAFontsFolderAreLeftOut() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts/sub")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let manager = FileManager.default
        try manager.copyItem(
            atPath: Fixtures.bundled("Roboto/Roboto-Regular.ttf"), toPath: fonts.appendingPathComponent("R.ttf").path)
        let top = folder.appendingPathComponent("fonts").path
        try manager.createSymbolicLink(atPath: top + "/loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: top + "/sub/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: top + "/a", withDestinationPath: "b")
        try manager.createSymbolicLink(atPath: top + "/b", withDestinationPath: "a")
        let guide = """
            fonts: [fonts]
            systemFonts: false
            styles:
              - {name: Body, family: Roboto, size: 17, scalesWith: body, limits: {maxWidth: 300}, strings: {samples: ["Hallo"]}}
            """
        try guide.write(to: folder.appendingPathComponent("typefit.yml"), atomically: true, encoding: .utf8)
        let result = try TypeFitProcess.run(["check", "--out", "out"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/summary.md"), encoding: .utf8)
        #expect(
            summary.contains("fonts/loop is a link loop (a folder it is inside): left out of the fonts"), "\(summary)")
        #expect(summary.contains("fonts/sub/up is a link loop"))
    }
}
