import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import Testing

/// `typefit render --platform flutter`: SkParagraph's lines drawn, as measure lays them out.
extension RenderCommandTests {
    @Test func flutterLinesAreDrawnAsMeasured() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("label.svg").path
        let arguments = [
            "--platform", "flutter", "--font", "Fonts/Roboto/Roboto-Regular.ttf", "--size", "17", "--width", "80",
            "--max-lines", "2",
        ]
        let text = "Änderungen speichern und schließen"
        let render = try TypeFitProcess.run(["render"] + arguments + ["--out", out, text])
        #expect(render.exitCode == 0, "\(render.stderr)")
        let measure = try TypeFitProcess.run(["measure"] + arguments + [text])
        // The same numbers and lines: render prints measure's table, then the file it wrote.
        #expect(render.stdout == measure.stdout + "wrote \(out)\n")
        // CanvasKit's lines: "Änderung", then "en speic…" (the last line keeps what fits).
        #expect(measure.stdout.contains("Änderung\n"))
        #expect(measure.stdout.contains("en speic…"))
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Both lines' glyphs, the ellipsis among them: 8 + 8 + 1 uses at least.
        #expect(svg.components(separatedBy: "<use ").count - 1 >= 17)
    }
}
