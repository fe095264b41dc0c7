import ArgumentParser
import Foundation
import TypeFitSupport
import TypeFitCheck

extension TypeFitCommand {
    /// `typefit init`
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a starter typefit.yml from the fonts and string catalogs in a folder.",
            discussion: """
                Looks through FOLDER (default: the current one) for font files and string catalogs \
                (.strings, .stringsdict, .xcstrings, res/values*/strings.xml, .po, .arb, locale-named \
                JSON, CSV) and writes a guide: the family with the most faces (or --family), \
                Apple's 11 text styles — Material 3's type scale when the catalogs are Android's only — \
                with limits to start from (343 pt wide, a few lines each). Then run `typefit check`. \
                An existing file is kept unless --force.
                """)

        @Argument(help: "The project folder to look through.", completion: .directory)
        var folder: String = "."

        @Option(help: "The font family the styles use, when the fonts have several.")
        var family: String?

        @Option(help: "Where to write the guide.", completion: .file(extensions: ["yml", "yaml"]))
        var out: String = "typefit.yml"

        @Flag(help: "Overwrite an existing guide.")
        var force = false

        func run() throws {
            guard force || !FileManager.default.fileExists(atPath: out) else {
                throw InputError(
                    file: out, line: nil, message: "already exists; edit it, or run init with --force to start again")
            }
            let starter = try StarterGuide.make(folder: folder, family: family)
            // Paths in the guide are relative to the guide's own folder.
            let guideFolder = URL(fileURLWithPath: out).deletingLastPathComponent().standardizedFileURL.path
            let projectFolder = URL(fileURLWithPath: folder).standardizedFileURL.path
            var text = starter.text
            if guideFolder != projectFolder {
                text = starter.rebased(from: projectFolder, to: guideFolder)
            }
            _ = try OutputFolder(guideFolder)
            try replaceFile(at: out, with: text, what: "a guide")
            let catalogs =
                starter.catalogs.isEmpty
                ? "no string catalog (each style checks two samples)"
                : "\(starter.catalogs.count) catalog location\(starter.catalogs.count == 1 ? "" : "s")"
            let styles = starter.stylesDescription
            Output.print(
                "typefit init: \(styles) in \(starter.family), fonts from \(starter.fonts.joined(separator: ", ")), \(catalogs); wrote \(out)\nnext: typefit check\(out == "typefit.yml" ? "" : " --guide \(out)")\n"
            )
        }
    }
}
