import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs

/// JSON catalogs read by a JSON parser (issue 34, item 1): a key of any length, positions for
/// each text, `null` as the platform treats it.
extension StringCatalogReaderTests {
    /// One app ships a 1,250-character sentence as an i18next key in 11 files.
    static let sentenceKey = String(repeating: "A whole sentence used as its own key. ", count: 33).prefix(1_250)

    @Test func aSentenceKeyOfOverAThousandCharactersIsReadInEveryJSONFormat() throws {
        let key = String(Self.sentenceKey)
        let catalog = try Self.readAll([
            "en.json": "{\n  \"short\": \"Save\",\n  \"\(key)\": \"The sentence\"\n}",
            "app_de.arb": "{\"@@locale\": \"de\", \"\(key)\": \"Der Satz\", \"@\(key)\": {}}",
            "Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "\(key)": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "La phrase"}}}}}}
            """,
        ])
        let byLocale = Dictionary(grouping: catalog.strings.filter { $0.key == key }, by: \.locale)
        #expect(byLocale["en"]?.map(\.text).sorted() == [key, "The sentence"])
        #expect(byLocale["de"]?.map(\.text) == ["Der Satz"])
        #expect(byLocale["fr"]?.map(\.text) == ["La phrase"])
        let sentence = catalog.strings.first { $0.text == "The sentence" }
        #expect(sentence?.line == 3 && sentence?.column == 1_250 + 7)
    }

    /// i18next treats `null` as missing (returnNull: false since v23): the fallback shows.
    @Test func aJSONNullIsAnEmptyTextNotTheWordNull() throws {
        let catalog = try Self.readAll(["de.json": #"{"save": "Speichern", "quit": null}"#])
        #expect(Self.table(catalog.strings) == ["de save = Speichern"])
        #expect(catalog.notes.contains { $0.hasPrefix("1 empty text in 1 .json file not measured") })
    }

    /// i18next's `$t(key)` nesting shows the key's text in the same locale, else the fallback's
    /// (issue 34, item 7), resolved as Android's `@string/` references are.
    @Test func i18nextNestingIsResolvedPerLocaleWithTheFallback() throws {
        let catalog = try Self.readAll([
            "en.json":
                #"{"app": "Photo Organizer", "welcome": "Welcome to $t(app)!", "files_one": "{{count}} file", "files_other": "{{count}} files", "summary": "You have $t(files, {\"count\": 3}) in $t(common:app)", "broken": "See $t(nowhere)"}"#,
            "de.json": #"{"welcome": "Willkommen bei $t(app)!", "app": "Fotoverwaltung"}"#,
            "fr.json": #"{"welcome": "Bienvenue dans $t(app) !"}"#,
        ])
        let table = Self.table(catalog.strings)
        #expect(table.contains("en welcome = Welcome to Photo Organizer!"))
        #expect(table.contains("de welcome = Willkommen bei Fotoverwaltung!"))
        #expect(table.contains("fr welcome = Bienvenue dans Photo Organizer !"))
        #expect(table.contains("en summary = You have {{count}} files in Photo Organizer"))
        #expect(table.contains("en broken = See $t(nowhere)"))
        #expect(
            catalog.notes.contains {
                $0.hasPrefix(
                    "1 i18next $t() nesting could not be resolved from the catalogs and is measured as written: broken (en): $t(nowhere)"
                )
            }, "\(catalog.notes)")
    }

    /// Ten keys each nesting the next ten times, eight deep, would be 10⁸ copies: nesting stops
    /// at a megabyte and the rest stays as written.
    @Test func i18nextNestingIsBounded() throws {
        var entries: [String] = []
        for level in 0..<8 {
            entries.append("\"k\(level)\": \"" + String(repeating: "$t(k\(level + 1)) ", count: 10) + "\"")
        }
        entries.append("\"k8\": \"" + String(repeating: "w", count: 100) + "\"")
        let catalog = try Self.readAll(["en.json": "{" + entries.joined(separator: ", ") + "}"])
        let longest = catalog.strings.map(\.text.utf8.count).max() ?? 0
        #expect(longest > 1_000 && longest < 2 * I18nextNesting.maximumBytes, "\(longest)")
    }
}

/// A key written twice in one JSON object (issue 43, item 7): Flutter's own gallery app has one
/// in its template `intl_en.arb`. Catalogs keep the last value, as gen-l10n's `json.decode` and
/// i18next's `JSON.parse` do, with a note naming both lines; guides stay strict.
extension StringCatalogReaderTests {
    @Test func aRepeatedCatalogKeyKeepsItsLastValueWithANote() throws {
        for name in ["l10n/app_en.arb", "locales/en/translation.json"] {
            let json = "{\n  \"title\": \"First\",\n  \"other\": \"Kept\",\n  \"title\": \"Second, longer\"\n}"
            let catalog = try Self.markupCatalog(name, json, markup: nil)
            let texts = Dictionary(uniqueKeysWithValues: catalog.strings.map { ($0.key, $0.text) })
            #expect(texts == ["title": "Second, longer", "other": "Kept"], "\(name)")
            #expect(
                catalog.notes.contains {
                    $0.hasSuffix(
                        "1 key is written twice in one object: \"title\" (lines 2 and 4) — the last value is measured, as Flutter's gen-l10n and i18next read it"
                    )
                }, "\(catalog.notes)")
        }
        // A guide is read strictly: a repeated key there is a mistake to fix.
        #expect(throws: InputError.self) {
            _ = try DocumentNode.parse("{\"fonts\": [\"a\"], \"fonts\": [\"b\"]}", file: "typefit.json")
        }
    }
}

extension RealCatalogTests {
    /// Flutter's gallery template (`intl_en.arb`, "shrineProductChambrayShirt" at lines 2725 and
    /// 2757) is read whole, the last value kept and both lines named.
    @Test func flutterGallerysRepeatedKeyIsReadAsGenL10nReadsIt() throws {
        let catalog = try Self.read("flutter-gallery/lib/l10n/intl_en.arb")
        #expect(Self.text(catalog, "shrineProductChambrayShirt", "en") == "Chambray shirt")
        #expect(catalog.strings.count > 800)  // every key read, the file not refused
        #expect(
            catalog.notes.contains { $0.contains("\"shrineProductChambrayShirt\" (lines 2725 and 2757)") },
            "\(catalog.notes)")
    }
}
