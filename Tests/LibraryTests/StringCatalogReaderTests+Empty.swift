import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs

/// An empty translation is never measured as a pass (issue 34, item 8): it is left out, and the
/// notes say how many and what the app shows instead.
extension StringCatalogReaderTests {
    /// Writes `files` into a new folder and reads `reading` there (every file when nil).
    static func readAll(_ files: [String: String], reading: [String]? = nil) throws -> StringCatalog {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return try StringCatalogReader.readAll(
            (reading ?? files.keys.sorted()).map { StringSource(path: folder.appendingPathComponent($0).path) },
            baseLocale: "en")
    }

    @Test func emptyTextsAreLeftOutAndCounted() throws {
        let catalog = try Self.readAll([
            "de.json": #"{"save": "Speichern", "quit": "", "menu": {"open": ""}}"#,
            "values-de/strings.xml": """
            <resources><string name="a"/><string name="b">B</string><string name="c"></string></resources>
            """,
        ])
        #expect(Self.table(catalog.strings).sorted() == ["de b = B", "de save = Speichern"])
        #expect(
            catalog.notes.contains(
                "2 empty texts in 1 .json file not measured: i18next treats an empty value as missing (returnEmptyString: false since v22) and shows its fallback language's text; measured, it would pass every limit"
            ))
        #expect(catalog.notes.contains { $0.hasPrefix("2 empty texts in 1 .xml file not measured: ") })
    }

    /// gettext: an empty msgstr is untranslated and shows the msgid, which is measured under its
    /// locale; a .pot is all msgids, the source language's texts.
    @Test func untranslatedGettextEntriesAreSaid() throws {
        let po = """
            msgid ""
            msgstr "Language: de\\n"

            msgid "Save"
            msgstr "Speichern"

            msgid "Quit"
            msgstr ""
            """
        let catalog = try Self.readAll(["de.po": po])
        #expect(
            Self.table(catalog.strings) == [
                "de Save = Speichern", "de Quit = Quit", "en Save = Save", "en Quit = Quit",
            ])
        #expect(
            catalog.notes.contains(
                "de.po: 1 untranslated entry (empty msgstr) measured as the msgid, which the app shows there"))
        let template = try Self.readAll(["app.pot": po.replacingOccurrences(of: "Speichern", with: "")])
        #expect(!template.notes.contains { $0.contains("untranslated") })
        #expect(Self.table(template.strings) == ["en Save = Save", "en Quit = Quit"])
    }

    /// A folder of gettext catalogs: a `.pot` alone is a catalog (its msgids, the source
    /// language), `LINGUAS` says which locales the build installs, an `en.po` is the source
    /// language's own translation.
    @Test func gettextFoldersMeasureTheirSourceLanguage() throws {
        func po(_ locale: String, _ text: String) -> String {
            "msgid \"\"\nmsgstr \"Language: \(locale)\\n\"\n\nmsgid \"Save\"\nmsgstr \"\(text)\"\n"
        }
        let potOnly = try Self.readAll(["po/app.pot": po("", "")], reading: ["po"])
        #expect(Self.table(potOnly.strings) == ["en Save = Save"])
        let listed = try Self.readAll(
            [
                "po/app.pot": po("", ""), "po/de.po": po("de", "Speichern"), "po/fr.po": po("fr", "Enregistrer"),
                // Not installed either: the source language stays the msgids.
                "po/en.po": po("en", "Save now"), "po/LINGUAS": "# installed\nde\n",
            ], reading: ["po"])
        #expect(Self.table(listed.strings).sorted() == ["de Save = Speichern", "en Save = Save"])
        #expect(
            listed.notes.contains {
                $0.hasSuffix(
                    "po/LINGUAS: 2 .po files not listed, not measured (the build does not install them): en.po, fr.po")
            }, "\(listed.notes)")
        let english = try Self.readAll(
            ["po/de.po": po("de", "Speichern"), "po/en.po": po("en", "Save now")], reading: ["po"])
        #expect(Self.table(english.strings).sorted() == ["de Save = Speichern", "en Save = Save now"])
    }
}
