import ArgumentParser
import Foundation
import TypeFitSupport
import TypeFitCheck
import TypeFitReports

extension TypeFitCommand {
    /// `typefit codegen`
    struct Codegen: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write Swift text styles (UIFont with UIFontMetrics) generated from a style guide.",
            discussion: """
                Resolves every style's family, weight and italic over the guide's fonts (any style \
                that does not resolve exactly is an error, exit 2) and writes a TextStyle enum — one \
                case per style with the PostScript name, the size at Large, the text-style curve, \
                maximumPointSize, line height and letter spacing, and the scaled UIFont — plus a \
                Color palette and a Theme enum when the guide has themes. The output depends only on \
                the guide and the fonts; it is written atomically.
                """)

        @Option(help: "The style guide (YAML or JSON).")
        var guide: String = "typefit.yml"

        @Option(help: "The Swift file to write.")
        var out: String = "TextStyles.swift"

        func run() throws {
            let styleGuide = try StyleGuideParser.read(guide)
            let source = try SwiftTextStyles.generate(styleGuide, source: URL(fileURLWithPath: guide).lastPathComponent)
            do {
                try Data(source.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
            } catch {
                throw InputError(file: out, line: nil, message: "cannot write the Swift file: \(error.localizedDescription)")
            }
            let themes = styleGuide.themes.isEmpty ? "" : ", \(styleGuide.palette.count) colours, \(styleGuide.themes.count) themes"
            Output.print("typefit codegen: \(styleGuide.styles.count) text styles\(themes); wrote \(out)\n")
        }
    }
}
