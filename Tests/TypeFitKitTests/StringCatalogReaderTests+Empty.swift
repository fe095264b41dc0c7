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

    /// gettext: an empty msgstr is untranslated and shows the msgid; a .pot is all msgids.
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
        #expect(Self.table(catalog.strings) == ["de Save = Speichern"])
        #expect(
            catalog.notes.contains(
                "de.po: 1 untranslated entry (empty msgstr) not measured: the app shows the msgid there"))
        let template = try Self.readAll(["app.pot": po.replacingOccurrences(of: "Speichern", with: "")])
        #expect(!template.notes.contains { $0.contains("untranslated") })
    }
}
