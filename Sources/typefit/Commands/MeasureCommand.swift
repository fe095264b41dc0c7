import ArgumentParser
import Foundation
import TypeFitReports

extension TypeFitCommand {
    /// `typefit measure`
    struct Measure: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure a string in a font at a size: width, lines, line height and height.",
            discussion: """
                The text is shaped with HarfBuzz at upem scale and scaled in Double; lines break at \
                ICU's opportunities for --language, greedily, with trailing spaces not counted. \
                Letter spacing is added after every character but the last of a line, as UIKit's \
                kern attribute draws. Height adds the lines' heights: the line height of --line-height-model (apple: \
                hhea; android: typo if USE_TYPO_METRICS, else hhea; web: Blink's rounding), raised on a \
                line where a taller fallback font draws. \
                --platform web lays the text out as Chrome does: sizes and widths in CSS px, Blink's \
                widths (FreeType advances, rounded up to 1/64 px), its line breaks and line height, \
                and the CSS --overflow-wrap, --white-space and --word-break. \
                --platform flutter lays it out as Flutter's SkParagraph does (docs/platforms.md): \
                logical px, Skia's FreeType advances, its line breaking, each line's height rounded \
                to a pixel, TextStyle.height (--height, --leading-distribution, \
                --text-height-behavior) and the ellipsis of --max-lines.
                """)

        @OptionGroup var fontOptions: FontOptions

        @OptionGroup var isolation: IsolationOptions

        @OptionGroup var label: LabelOptions

        @Option(help: "Output format.")
        var format: OutputFormat = .table

        func run() throws {
            let request = try label.request(fontOptions: fontOptions, isolation: isolation)
            let (measurement, caption) = try request.run()
            switch format {
            case .table:
                Output.print(
                    MeasureText.render(
                        measurement, caption: caption,
                        unit: label.unitName))
            case .json: Output.print(try JSONOutput.encode(measurement) + "\n")
            }
        }
    }
}
