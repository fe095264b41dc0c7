import ArgumentParser
import TypeFitBackend
import TypeFitText
import TypeFitReports

extension TypeFitCommand {
    /// `typefit resolve --fonts DIR --family NAME --weight W [--italic]`
    struct Resolve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find the font file fontconfig picks for a family, weight and italic.",
            discussion: """
                Only the given folders are searched (plus the machine's fonts with --system-fonts). \
                exact says whether the face has the requested family, weight and italic; syntheticBold \
                and syntheticOblique say whether iOS would synthesize them because the family lacks \
                such a face.
                """)

        @Option(
            name: .customLong("fonts"), help: "A folder of font files to search (repeatable).", completion: .directory)
        var fontFolders: [String]

        @Option(help: "The family name, e.g. \"Inter\".")
        var family: String

        @Option(
            help:
                "The weight: 1–1000 (CSS's range; 400 regular, 700 bold) or thin, extralight, light, regular, medium, semibold, bold, extrabold, black."
        )
        var weight: String = "regular"

        @Flag(help: "Ask for the italic face.")
        var italic = false

        @Flag(help: "Search the machine's fonts as well as the given folders.")
        var systemFonts = false

        @Option(help: "Output format.")
        var format: OutputFormat = .table

        func validate() throws {
            guard !fontFolders.isEmpty else {
                throw ValidationError("Give at least one --fonts folder.")
            }
            guard FontWeight(parsing: weight) != nil else {
                throw ValidationError("--weight must be 1–1000 or a weight name such as semibold, not '\(weight)'.")
            }
        }

        func run() throws {
            let query = FontQuery(
                family: family, weight: FontWeight(parsing: weight) ?? FontWeight(400), italic: italic)
            let resolver = try FontResolver(folders: fontFolders, includeSystemFonts: systemFonts)
            let resolution = try resolver.resolve(query)
            switch format {
            case .table: Output.print(ResolveText.render(resolution, query: query))
            case .json: Output.print(try JSONOutput.encode(resolution) + "\n")
            }
        }
    }
}
