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
}
