import ArgumentParser
import TypeFitText
import TypeFitCheck
import TypeFitReports

extension TypeFitCommand {
    /// `typefit inspect FONT...`
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the metrics of every face of the given font files or folders.",
            discussion: """
                Metrics are in font units: hhea, OS/2 typo and win, cap height and x-height (a * marks a \
                value measured from the outline of H or x because OS/2 lacks it), and the line height \
                each engine uses: apple (hhea, as CoreText), android (typo when USE_TYPO_METRICS is on, \
                else hhea, as FreeType and Skia) and web (Blink: the android metrics, each term rounded \
                at the used size).
                """)

        @Argument(
            help: "Font files (TTF, OTF, TTC, OTC, WOFF, WOFF2) or folders to search for them.",
            completion: .file(extensions: ["ttf", "otf", "ttc", "otc", "woff", "woff2"]))
        var fonts: [String]

        @Option(help: "Output format.")
        var format: OutputFormat = .table

        @OptionGroup var isolation: IsolationOptions

        func run() throws {
            let results = FontInspector().inspect(
                paths: FontFiles.expand(fonts), gate: FontGate(probe: isolation.probe))
            let faces = results.compactMap { if case let .face(face) = $0 { face } else { nil } }
            switch format {
            case .table: Output.print(InspectTable.render(faces))
            case .json: Output.print(try JSONOutput.encode(InspectJSON(faces: faces)) + "\n")
            }
            let failures = results.compactMap { if case let .failure(error) = $0 { error } else { nil } }
            failures.forEach { Output.printError("error: \($0)") }
            if !failures.isEmpty || results.isEmpty {
                if results.isEmpty { Output.printError("error: no font files in \(fonts.joined(separator: ", "))") }
                throw ExitCode(2)
            }
        }
    }
}
