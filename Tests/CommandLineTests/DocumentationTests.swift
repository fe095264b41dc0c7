import Foundation
import TestSupport
import Testing
import TypeFitSupport
import TypeFitCheck

/// The documentation stays true of the code: every command and option it shows exists, every
/// guide key it shows is accepted, every page it links to is there, docs/cli.md and docs/cli-fonts.md
/// are the help of today's binary, and the README fits one screen's worth (300 lines).
@Suite struct DocumentationTests {
    /// README.md, CHANGELOG.md and every page under docs/, by path relative to the root.
    static func pages() throws -> [String: String] {
        var pages: [String: String] = [:]
        let root = Fixtures.root
        for name in ["README.md", "CHANGELOG.md"] {
            pages[name] = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
        }
        let docs = root.appendingPathComponent("docs")
        let walk = FileManager.default.enumerator(atPath: docs.path)
        while let relative = walk?.nextObject() as? String {
            guard relative.hasSuffix(".md") else { continue }
            pages["docs/" + relative] = try String(contentsOf: docs.appendingPathComponent(relative), encoding: .utf8)
        }
        return pages
    }

    /// Every command's help (the goldens HelpGoldenTests keeps equal to the binary's).
    static func helps() throws -> [String: String] {
        let folder = Fixtures.url("Expected/help")
        var helps: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".txt") {
            helps[String(name.dropLast(4))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return helps
    }

    /// `typefit WORD` in code: the commands the documentation runs.
    @Test func everyDocumentedCommandExists() throws {
        let commands = Set(try Self.helps().keys)
        let known = commands.union(["__probe"])
        for (page, text) in try Self.pages() {
            for match in text.matches(of: /`\$? ?typefit ([a-z_]+)/) + text.matches(of: /\n\$ typefit ([a-z_]+)/) {
                let command = String(match.output.1)
                #expect(known.contains(command), "\(page) shows `typefit \(command)`, which is no command")
            }
        }
    }

    /// Every `--option` the documentation names is an option of some command.
    @Test func everyDocumentedOptionExists() throws {
        let helps = try Self.helps().values.joined(separator: "\n")
        let options = Set(helps.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        // Options of other programs the documentation shows (swift, sqlite3, strace, chromium, make).
        let others: Set<String> = [
            "--product", "--target", "--minimum-access-level", "--sanitize", "--scratch-path", "--filter",
            "--skip-build",
            "--build-tests", "--explicit-target-dependency-import-check", "--font-size", "--output-format",
            "--variations",
            "--features", "--headless", "--no-sandbox", "--dump-dom", "--virtual-time-budget", "--fail-on-error",
            "--depth",
            "--body-file", "--font-ptem", "--no-print-directory", "--cflags", "--libs",
            "--allow-writing-to-package-directory", "--package-path",
            // docs/install.md: sha256sum's, swift build's, brew's.
            "--ignore-missing", "--static-swift-stdlib", "--repository",
            // swift-argument-parser's own, on every command but in no help text.
            "--generate-completion-script",
            // typefit-bench's (make bench), in docs/performance.md.
            "--c-loop",
        ]
        // The changelog's pages are history: they name options as they were then.
        let history: Set<String> = ["CHANGELOG.md", "docs/changelog-earlier.md"]
        for (page, text) in try Self.pages() where !history.contains(page) {
            for match in text.matches(of: /(?:^|[^\w-])(--[a-z][a-z0-9-]*)/) {
                let option = String(match.output.1)
                #expect(
                    options.contains(option) || others.contains(option), "\(page) names \(option), which no command has"
                )
            }
        }
    }

    /// The guide reference's full example is a guide the parser accepts, key for key.
    @Test func theGuideReferencesExampleParses() throws {
        let guide = try #require(try Self.pages()["docs/guide.md"])
        let start = try #require(guide.range(of: "```yaml\n"))
        let end = try #require(guide.range(of: "\n```", range: start.upperBound..<guide.endIndex))
        let example = String(guide[start.upperBound..<end.lowerBound])
        #expect(example.contains("styles:") && example.contains("limits:"))
        let parsed = try StyleGuideParser.parse(example, file: "docs/guide.md", baseFolder: Fixtures.root.path)
        #expect(!parsed.styles.isEmpty)
    }

    /// Every relative link between the pages leads to a file that is there.
    @Test func everyLinkLeadsSomewhere() throws {
        for (page, text) in try Self.pages() {
            let folder = Fixtures.root.appendingPathComponent(page).deletingLastPathComponent()
            for match in text.matches(of: /\]\(([^)#:]+)(#[^)]*)?\)/) {
                let target = folder.appendingPathComponent(String(match.output.1)).standardizedFileURL.path
                #expect(
                    FileManager.default.fileExists(atPath: target),
                    "\(page) links to \(match.output.1), which is not there")
            }
        }
    }

    /// Every link to a heading (`guide.md#limits`, `#fallback-fonts`) leads to a heading that
    /// is there, by GitHub's anchors: lower case, punctuation left out, spaces as hyphens.
    @Test func everyAnchorLeadsToAHeading() throws {
        let pages = try Self.pages()
        func anchors(_ text: String) -> Set<String> {
            Set(
                text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
                    let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                    return String(
                        title.unicodeScalars.filter {
                            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
                        }.map(Character.init)
                    ).replacingOccurrences(of: " ", with: "-")
                })
        }
        var checked = 0
        for (page, text) in pages {
            for match in text.matches(of: /\]\(([^)#:]*)#([^)]+)\)/) {
                // The linked page's path from the root: the link's folders from the page's.
                var parts = page.split(separator: "/").dropLast().map(String.init)
                for part in match.output.1.split(separator: "/") {
                    if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
                }
                let target = match.output.1.isEmpty ? page : parts.joined(separator: "/")
                guard target.hasSuffix(".md"), let targetText = pages[target] else { continue }
                checked += 1
                #expect(
                    anchors(targetText).contains(String(match.output.2)),
                    "\(page) links to \(target)#\(match.output.2), which has no such heading")
            }
        }
        #expect(checked > 20, "the links to headings were found")
    }

    /// docs/cli.md and docs/cli-fonts.md are what Scripts/make_cli_doc.py makes of today's help
    /// goldens (the script fails when a command's help is on neither page).
    @Test(arguments: ["docs/cli.md", "docs/cli-fonts.md"]) func theCLIReferenceIsCurrent(page: String) throws {
        let run = try TypeFitProcess.run(
            executable: try Tool.python3.path(), ["Scripts/make_cli_doc.py", "--stdout", page])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("## typefit "), "the page shows commands' help")
        try Fixtures.expectGolden(run.stdout, at: Fixtures.root.appendingPathComponent(page))
    }

    @Test func theReadmeFitsThreeHundredLines() throws {
        let readme = try #require(try Self.pages()["README.md"])
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
        #expect(readme.contains("make demo") && readme.contains("make test"))
    }
}
