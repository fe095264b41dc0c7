import Foundation
import TestSupport
import Testing

/// `typefit init` in a fresh project folder, then `typefit check` on what it wrote: one command
/// from a first report.
@Suite struct InitCommandTests {
    /// A project folder with Inter (linked) and a copy of the hand-made catalogs in `catalogs`.
    static func project(catalogs: String) throws -> URL {
        let folder = try Fixtures.temporaryFolder()
        let fonts = folder.appendingPathComponent("App/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf"] {
            try FileManager.default.createSymbolicLink(
                atPath: fonts.appendingPathComponent(name).path, withDestinationPath: Fixtures.bundled("Inter/\(name)"))
        }
        try FileManager.default.copyItem(
            at: Fixtures.url("Strings/\(catalogs)"), to: folder.appendingPathComponent("App/Strings"))
        return folder
    }

    @Test func writesAGuideThatChecks() throws {
        let folder = try Self.project(catalogs: "app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "typefit init: Apple's 11 text styles in Inter, fonts from App/Fonts, 1 catalog location; wrote typefit.yml"
            ))
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        #expect(guide.contains("fonts: [\"App/Fonts\"]"))
        #expect(guide.contains("  - \"App/Strings\""))
        #expect(guide.contains("{name: \"Headline\", family: \"Inter\", weight: 600, size: 17, scalesWith: headline"))
        let check = try TypeFitProcess.run(["check", "--format", "json"], in: folder)
        #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
        #expect(check.stdout.contains("measurements of 11 styles"))
        // A second init keeps the team's edits.
        let again = try TypeFitProcess.run(["init"], in: folder)
        #expect(again.exitCode == 2)
        #expect(
            again.stderr
                == "typefit: error: typefit.yml: already exists; edit it, or run init with --force to start again\n")
    }

    /// init lists the folders catalogs live in, so a locale added later is checked too; a file
    /// inside a listed folder is not listed again (issue 34, item 11).
    @Test func catalogsAreListedByTheirFolders() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "fonts/Inter-Regular.otf": nil,
            "lib/l10n/app_en.arb": #"{"a": "A"}"#, "lib/l10n/app_de.arb": #"{"a": "Ä"}"#,
            "web/locales/de/common.json": #"{"a": "Ä"}"#, "web/locales/fr/common.json": #"{"a": "À"}"#,
            "po/de.po": "msgid \"a\"\nmsgstr \"Ä\"\n", "po/fr.po": "msgid \"a\"\nmsgstr \"À\"\n",
            "ios/Resources/de.lproj/Localizable.strings": #""a" = "Ä";"#,
            "ios/Resources/Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {}}"#,
            "Extras.xcstrings": #"{"sourceLanguage": "en", "strings": {}}"#,
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let text {
                try text.write(to: url, atomically: false, encoding: .utf8)
            } else {
                try FileManager.default.createSymbolicLink(
                    atPath: url.path, withDestinationPath: Fixtures.bundled("Inter/Inter-Regular.otf"))
            }
        }
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        let listed = guide.split(separator: "\n").filter { $0.hasPrefix("  - \"") }.map(String.init)
        #expect(
            Set(listed) == [
                "  - \"Extras.xcstrings\"", "  - \"ios/Resources\"", "  - \"lib/l10n\"", "  - \"po\"",
                "  - \"web/locales\"",
            ], "\(guide)")
    }

    /// init never reads typefit's own reports (issue 35, item 1): init → check → init → check
    /// measures the same strings, and a report named as a catalog is refused in words.
    @Test func initAndCheckAgainMeasureTheSameStrings() throws {
        let folder = try Self.project(catalogs: "app")
        defer { try? FileManager.default.removeItem(at: folder) }
        func measurements() throws -> String {
            let check = try TypeFitProcess.run(["check", "--fail-on", "never"], in: folder)
            #expect(check.exitCode == 0, "\(check.stderr)")
            return check.stdout.firstMatch(of: /[0-9]+ measurements of [0-9]+ styles/).map { String($0.output) } ?? ""
        }
        #expect(try TypeFitProcess.run(["init"], in: folder).exitCode == 0)
        let first = try measurements()
        #expect(first.hasSuffix("measurements of 11 styles"), "\(first)")
        let again = try TypeFitProcess.run(["init", "--force"], in: folder)
        #expect(again.exitCode == 0, "\(again.stderr)")
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        #expect(!guide.contains("Reports"), "\(guide)")
        #expect(try measurements() == first)
        let named = try TypeFitProcess.run(["check", "--strings", "Reports/report.csv"], in: folder)
        #expect(named.exitCode == 2)
        #expect(
            named.stderr.contains(
                "Reports/report.csv:1: is a typefit report (its columns style … status), not a string catalog"),
            "\(named.stderr)")
    }

    /// A repository with an iOS and an Android app checks both platforms; a folder that is not
    /// there, or a file, is said in words (issue 35, item 2).
    @Test func aMixedRepositoryChecksEveryPlatformItHas() throws {
        let folder = try Self.project(catalogs: "app")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try TypeFitProcess.run(["init"], in: folder).exitCode == 0)
        let guide = try String(contentsOf: folder.appendingPathComponent("typefit.yml"), encoding: .utf8)
        #expect(guide.contains("platforms: [ios, android]"), "\(guide)")
        let nowhere = try TypeFitProcess.run(["init", "nowhere", "--force"], in: folder)
        #expect(nowhere.exitCode == 2)
        #expect(nowhere.stderr == "typefit: error: nowhere: no such folder\n")
        let file = try TypeFitProcess.run(["init", "typefit.yml", "--force"], in: folder)
        #expect(file.exitCode == 2)
        #expect(file.stderr == "typefit: error: typefit.yml: is a file; init looks through a project's folder\n")
    }

    @Test func androidCatalogsGetMaterialStyles() throws {
        let folder = try Self.project(catalogs: "app/res")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypeFitProcess.run(["init", "--out", "guides/typefit.yml"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let guide = try String(contentsOf: folder.appendingPathComponent("guides/typefit.yml"), encoding: .utf8)
        #expect(guide.contains("platforms: [android]"))
        #expect(guide.contains("fonts: [\"../App/Fonts\"]"))
        #expect(
            guide.contains(
                "{name: \"Label Large\", family: \"Inter\", weight: 500, size: 14, limits: {maxWidth: 343, maxLines: 1}}"
            ))
        let check = try TypeFitProcess.run(["check", "--guide", "guides/typefit.yml", "--format", "json"], in: folder)
        #expect(check.exitCode == 0 || check.exitCode == 1, "\(check.stderr)")
    }

    @Test func aFolderWithoutFontsSaysSo() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TypeFitProcess.run(["init"], in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("no font files (.ttf, .otf, .ttc, .woff, .woff2) in this folder"))
    }
}
