import Foundation
import TestSupport
import Testing

/// What a release is cut from, besides the archives (``ReleaseArchiveTests``): the Homebrew
/// formula in step with `make deps`'s Mac packages and filled per release, the CHANGELOG section
/// that becomes the release's notes, and the TypefitPlugins package as the release publishes it.
@Suite struct ReleaseFilesTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func script(_ name: String, _ arguments: [String]) throws -> TypeFitProcess.Result {
        try TypeFitProcess.run(
            executable: try Tool.python3.path(),
            [Fixtures.root.appendingPathComponent("Scripts/\(name)").path] + arguments)
    }

    /// Homebrew builds typefit with exactly the packages `make deps` asks a Mac developer for.
    @Test func formulaDependsOnMakeDepsMacPackages() throws {
        let formula = try text("Formula/typefit.rb")
        let depends = Set(formula.matches(of: /depends_on "([^"]+)"/).map { String($0.output.1) })
        let makefile = try text("Makefile")
        let line = try #require(makefile.firstMatch(of: /\nBREW_PACKAGES = ([^\n]+)/))
        let brew = Set(line.output.1.split(separator: " ").map(String.init))
        #expect(!brew.isEmpty)
        #expect(depends == brew, "formula: \(depends.sorted()), make deps: \(brew.sorted())")
        // The same list the macOS CI job and the release workflow install.
        for workflow in [".github/workflows/ci.yml", ".github/workflows/release.yml"] {
            let install = try #require(try text(workflow).firstMatch(of: /brew install ([^\n]+)/))
            #expect(Set(install.output.1.split(separator: " ").map(String.init)) == brew, "\(workflow)")
        }
    }

    @Test func formulaIsFilledForTheRelease() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("typefit.rb").path
        let url = "https://github.com/example/typefit/archive/refs/tags/1.2.3.tar.gz"
        let sum = String(repeating: "ab", count: 32)
        let filled = try script(
            "update_formula.py", [Fixtures.root.appendingPathComponent("Formula/typefit.rb").path, out, url, sum])
        #expect(filled.exitCode == 0, "\(filled.stderr)")
        let formula = try String(contentsOfFile: out, encoding: .utf8)
        #expect(formula.contains("  url \"\(url)\"\n"))
        #expect(formula.contains("  sha256 \"\(sum)\"\n"))
        let committed = try text("Formula/typefit.rb")
        let unchanged = { (text: String) in
            text.split(separator: "\n").filter { !$0.hasPrefix("  url ") && !$0.hasPrefix("  sha256 ") }
        }
        #expect(unchanged(formula) == unchanged(committed))
        let refused = try script(
            "update_formula.py", [Fixtures.root.appendingPathComponent("Formula/typefit.rb").path, out, url, "abc"])
        #expect(refused.exitCode != 0)
        #expect(refused.stderr.contains("not a SHA-256"))
    }

    /// The changelog's newest section is the next release's notes: "Unreleased" between releases,
    /// the source's version once it is cut. A version without a section is refused.
    @Test func changelogHoldsTheNextReleasesNotes() throws {
        let changelog = try text("CHANGELOG.md")
        let first = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try #require(
            try text("Sources/TypeFitCheck/Checker.swift").firstMatch(of: /static let version = "([0-9.]+)"/))
        #expect(first.hasPrefix("## Unreleased") || first.hasPrefix("## \(version.output.1)"), "\(first)")
        let notes = try script("release_notes.py", [String(first.dropFirst(3).split(separator: " ").first ?? "")])
        #expect(notes.exitCode == 0)
        #expect(notes.stdout.hasPrefix("### "), "\(notes.stdout.prefix(200))")
        let missing = try script("release_notes.py", ["99.0.0"])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.contains("has no section '## 99.0.0'"))
    }

    /// The package the release publishes for the binary plugin is one SwiftPM reads: a binary
    /// target at the release's URL with the bundle's checksum, and the same plugin as typefit's.
    @Test func pluginPackageForTheReleaseIsOneSwiftPMReads() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("TypefitPlugins")
        let url = "https://github.com/example/typefit/releases/download/1.2.3/typefit.artifactbundle.zip"
        let sum = String(repeating: "0f", count: 32)
        let bash = try Tool.bash.path()
        let written = try TypeFitProcess.run(
            executable: bash,
            [
                Fixtures.root.appendingPathComponent("Scripts/binary_plugin_package.sh").path, package.path, "--url",
                url, sum,
            ])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let plugin = "Plugins/TypefitPlugin/TypefitPlugin.swift"
        #expect(
            try Data(contentsOf: package.appendingPathComponent(plugin))
                == (try Data(contentsOf: Fixtures.root.appendingPathComponent(plugin))))
        // SwiftPM leaves a lock file named after the package's path in TMPDIR: in the folder
        // this test removes, not in the machine's /tmp.
        let dump = try TypeFitProcess.run(
            executable: "/usr/bin/env", ["swift", "package", "dump-package"], in: package,
            environment: ["TMPDIR": folder.path])
        #expect(dump.exitCode == 0, "\(dump.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let binary = try #require(targets.first { $0["type"] as? String == "binary" })
        #expect(binary["url"] as? String == url)
        #expect(binary["checksum"] as? String == sum)
        let products = try #require(manifest["products"] as? [[String: Any]])
        #expect(products.map { $0["name"] as? String } == ["TypefitPlugin"])
        let bad = try TypeFitProcess.run(
            executable: bash,
            [
                Fixtures.root.appendingPathComponent("Scripts/binary_plugin_package.sh").path, package.path, "--url",
                url, "xyz",
            ])
        #expect(bad.exitCode == 2)
    }
}
