import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs

/// Flutter `.arb` files as gen-l10n reads them (issue 34, items 4 and 9): placeholder types from
/// the template, numbers measured as numbers, apostrophes by the app's `l10n.yaml`.
extension StringCatalogReaderTests {
    static let template = """
        {
          "@@locale": "en",
          "items": "{count} items in {folder}",
          "@items": {"placeholders": {"count": {"type": "int"}, "folder": {"type": "String"}}},
          "price": "Total: {amount}",
          "@price": {"placeholders": {"amount": {"type": "double", "format": "simpleCurrency"}}},
          "share": "{percent} done, {big} views",
          "@share": {"placeholders": {"percent": {"type": "num", "format": "percentPattern"},
                                      "big": {"type": "int", "format": "compactLong"}}},
          "files": "{n, plural, one{{n} file} other{{n} files}}",
          "quote": "Say '{name}', it''s fine"
        }
        """

    @Test func arbNumberPlaceholdersUseTheNumberSampleInEveryLocale() throws {
        let catalog = try Self.readAll([
            "lib/l10n/app_en.arb": Self.template,
            // A translation declares nothing: gen-l10n takes the types from the template.
            "lib/l10n/app_de.arb": #"{"items": "{count} Dinge in {folder}", "price": "Summe: {amount}"}"#,
        ])
        let table = Self.table(catalog.strings)
        #expect(table.contains("en items = %d items in {folder}"))
        #expect(table.contains("de items = %d Dinge in {folder}"))
        #expect(table.contains("en price = Total: $%f"))
        #expect(table.contains("de price = Summe: $%f"))
        #expect(table.contains("en share = %f%% done, %d thousand views"))
        // {n} inside its own plural is the plural's number.
        #expect(table.contains("en files[plural.one] = %d file"))
        let samples = PlaceholderSamples()
        #expect(Placeholders.fill("Total: $%f", with: samples) == "Total: $8888.88")
        #expect(Placeholders.fill("%f%% done", with: samples) == "8888.88% done")
    }

    @Test func arbApostrophesAreTextUnlessL10nYamlTurnsEscapingOn() throws {
        let plain = try Self.readAll(["lib/l10n/app_en.arb": Self.template])
        #expect(Self.table(plain.strings).contains("en quote = Say '{name}', it''s fine"))
        let escaping = try Self.readAll(
            [
                "l10n.yaml": "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\nuse-escaping: true\n",
                "lib/l10n/app_en.arb": Self.template,
            ], reading: ["lib/l10n"])
        #expect(Self.table(escaping.strings).contains("en quote = Say {name}, it's fine"))
        #expect(escaping.notes.contains { $0.hasSuffix("l10n.yaml: .arb apostrophes read with use-escaping: true") })
    }
}
