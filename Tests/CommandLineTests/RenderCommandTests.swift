import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TestSupport
import Testing

/// `typefit render`, end to end through the built binary.
@Suite struct RenderCommandTests {
    /// The generated test font at 20 pt in a 60 pt box, two lines shown ("AVA", "HH H…"), two hidden ("HHH", "HH").
    @Test func svgMatchesTheGolden() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("label.svg").path
        let result = try TypeFitProcess.run([
            "render", "--font", "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "--size", "20", "--width", "60",
            "--max-lines", "2", "--out", out, "AVA HH HHH HH",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(out)"))
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        try Fixtures.expectGolden(Fixtures.relativized(svg), "render-test-font.svg")
        // Each outline once as a symbol; every glyph drawn with <use>.
        let symbols = svg.components(separatedBy: "<symbol ").count - 1
        let uses = svg.components(separatedBy: "<use ").count - 1
        #expect(symbols == 4)  // A, V, H, "…"
        #expect(uses > symbols)
        // Well-formed XML (a SAX parse: XMLDocument's libxml2 tree is reported as a leak under LSan).
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }

    @Test func styleAndCategoryGiveTheSize() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("body.svg").path
        let result = try TypeFitProcess.run([
            "render", "--family", "Inter", "--fonts", "Fonts/Inter", "--style", "body", "--category", "AX5",
            "--width", "343", "--out", out, "Änderungen speichern",
        ])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("53 pt (body at accessibility5"))
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        // The glyphs of Inter (upem 2816) at 53 pt.
        #expect(svg.contains("scale(0.0188210)") || svg.contains("scale(0.018821)"))
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        let unwritable = try TypeFitProcess.run([
            "render", "--font", "Fonts/Inter/Inter-Regular.otf", "--size", "17", "--out", "/nonexistent/folder/x.svg",
            "Hi",
        ])
        #expect(unwritable.exitCode == 2)
        #expect(
            unwritable.stderr == "typefit: error: /nonexistent/folder/x.svg: cannot write it: no such file or folder\n")
        #expect(unwritable.stderr.split(separator: "\n").count == 1)
        let noFont = try TypeFitProcess.run(["render", "--font", "nope.ttf", "--size", "17", "Hi"])
        #expect(noFont.exitCode == 2)
        #expect(noFont.stderr.contains("nope.ttf"))
    }
}
