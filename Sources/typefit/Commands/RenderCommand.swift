import ArgumentParser
import Foundation
import TypeFitSupport
import TypeFitReports

extension TypeFitCommand {
    /// `typefit render`
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw a measurement as SVG: the text in the font's own outlines, in its box.",
            discussion: """
                Measures like `typefit measure` and draws the result at 1 pt = 1 px: the box of \
                --width × (--max-lines × line height), line and baseline guides, the glyphs placed \
                by HarfBuzz's advances, and in red what does not fit (lines wider than the box, the \
                lines a --max-lines cut hides, the "…" at the truncation point, missing glyphs). \
                Each glyph outline is written once as a <symbol> and placed with <use>. The file \
                is written atomically; the measurement is printed.
                """)

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup var isolation: IsolationOptions

        @OptionGroup var label: LabelOptions

        @Option(help: "The SVG file to write.", completion: .file(extensions: ["svg"]))
        var out: String = "render.svg"

        func run() throws {
            let request = try label.request(fontOptions: fontOptions, isolation: isolation)
            let (svg, measurement, caption) = try request.render()
            // Written whole or not at all, over an SVG only (a file-system failure is one line in words).
            try replaceFile(at: out, with: svg, what: "an SVG") { head, _ in
                let start = String(decoding: head.prefix(256), as: UTF8.self)
                return start.hasPrefix("<svg") || start.hasPrefix("<?xml")
            }
            Output.print(
                MeasureText.render(
                    measurement, caption: caption,
                    unit: label.unitName)
                    + "wrote \(out)\n")
        }
    }
}
