import Foundation
import TestSupport
import Testing

/// No file the project writes is over 400 lines: its code, tests, scripts and pages (data is
/// exempt: fonts, sample catalogs, test fixtures and goldens, images). A page that grows past
/// it is split, as the command-line reference was into docs/cli.md and docs/cli-fonts.md.
@Suite struct FileLengthTests {
    /// The folders whose files are the project's own writing, and the data folders inside them.
    static let folders = ["Sources", "Tests", "docs", "Scripts", "Examples", "Plugins", "Formula", ".ci"]
    static let dataFolders = ["Tests/Fixtures"]
    static let textSuffixes = [
        ".swift", ".md", ".py", ".sh", ".c", ".h", ".cpp", ".mjs", ".modulemap", ".rb", ".yml", ".yaml", ".txt",
        ".supp", "/run",
    ]
    static let topLevel = ["README.md", "CHANGELOG.md", "Makefile", "Package.swift", "action.yml", "typefit.yml"]

    /// The project's text files, by path relative to the root.
    static func files() -> [String] {
        var files = topLevel
        for folder in folders {
            let walk = FileManager.default.enumerator(atPath: Fixtures.root.appendingPathComponent(folder).path)
            while let relative = walk?.nextObject() as? String {
                let path = folder + "/" + relative
                guard !dataFolders.contains(where: { path.hasPrefix($0 + "/") }),
                    textSuffixes.contains(where: { path.hasSuffix($0) })
                else { continue }
                files.append(path)
            }
        }
        return files
    }

    @Test func noFileIsOverFourHundredLines() throws {
        let files = Self.files()
        #expect(files.count > 400, "the project's files were found (\(files.count))")
        #expect(files.contains("Sources/TypeFitCheck/Checker.swift") && files.contains("docs/cli.md"))
        for path in files {
            let text = try String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)
            let lines =
                text.split(separator: "\n", omittingEmptySubsequences: false).count
                - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= 400, "\(path) has \(lines) lines: split it (no file over 400 lines)")
        }
    }
}
