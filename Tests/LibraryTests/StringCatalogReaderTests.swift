import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Every catalog format on realistic fixtures (Tests/Fixtures/Strings) and its edge cases.
@Suite struct StringCatalogReaderTests {
    static func read(_ relative: String, locale: String? = nil) throws -> [LocalizedString] {
        try StringCatalogReader.read(
            StringSource(path: Fixtures.url("Strings/\(relative)").path, locale: locale), baseLocale: "en")
    }

    static func table(_ strings: [LocalizedString]) -> [String] {
        strings.map { "\($0.locale) \($0.key) = \($0.text)" }
    }

    @Test func jsonNestedKeysAndLocaleFromTheFileName() throws {
        let strings = try Self.read("en.json")
        #expect(
            Set(Self.table(strings)) == [
                "en settings.title = Settings", "en settings.save = Save changes", "en greeting = Hello, {name}!",
                "en balance = Balance: %1$@",
            ])
        #expect(strings.first { $0.key == "greeting" }?.line == 6)
    }

    @Test func jsonList() throws {
        #expect(Self.table(try Self.read("list.json", locale: "en")) == ["en 1 = Continue", "en 2 = Cancel"])
    }

    @Test func csvWithQuotesNewlinesAndADefaultLocale() throws {
        let strings = try Self.read("strings.csv")
        #expect(
            Self.table(strings) == [
                "en settings.title = Settings", "de settings.title = Einstellungen",
                "en quote = He said \"hi\", then left",
                "fr multiline = Première ligne\nDeuxième ligne", "en nolocale = Uses the default",
            ])
        #expect(strings.map(\.line) == [2, 3, 4, 5, 7])
    }

    @Test func appleStringsUTF8() throws {
        let strings = try Self.read("de.lproj/Localizable.strings")
        #expect(
            Self.table(strings) == [
                "de settings.title = Einstellungen", "de settings.save = Änderungen \"speichern\"",
                "de tab\tname = Tab\nzwei Zeilen",
                // CoreFoundation reads only \U as a Unicode escape: "\u00e9" is the text "u00e9" on a phone too.
                "de emoji = Daumen 👍 u00e9", "de unquoted_key = Ohne Anführungszeichen", "de same = same",
            ])
        #expect(strings.map(\.line) == [3, 5, 6, 7, 8, 9])
    }

    @Test func appleStringsUTF16() throws {
        #expect(
            Self.table(try Self.read("fr.lproj/Localizable.strings")) == [
                "fr settings.title = Réglages", "fr settings.save = Enregistrer",
            ])
    }

    @Test func xcstringsEveryLocaleAndVariation() throws {
        let strings = try Self.read("Localizable.xcstrings")
        #expect(
            Set(Self.table(strings)) == [
                "de Cancel = Abbrechen", "en Cancel = Cancel",
                "en items.count[plural.one] = %lld item", "en items.count[plural.other] = %lld items",
                "de items.count[device.iphone] = Auf dem iPhone",
                "de items.count[device.other.plural.one] = %lld Artikel",
                "de items.count[device.other.plural.other] = %lld Artikel",
            ])
    }

    @Test func androidStringsXML() throws {
        let strings = try Self.read("res/values/strings.xml")
        #expect(
            Self.table(strings) == [
                "en app_name = Typefit", "en save = Save changes", "en apostrophe = Don't \"quote\" me\nplease",
                "en quoted =   keep   spaces  ",
                "en cdata = <b>Bold</b> & brave", "en xliff = Hello, %1$s!", "en unicode = Café",
                "en songs[plural.one] = %d song", "en songs[plural.other] = %d songs", "en planets[0] = Mercury",
                "en planets[1] = Venus",
            ])
        #expect(strings.first { $0.key == "save" }?.line == 4)
        #expect(Self.table(try Self.read("res/values-de/strings.xml")) == ["de save = Änderungen speichern"])
        #expect(Self.table(try Self.read("res/values-pt-rBR/strings.xml")) == ["pt-BR save = Salvar alterações"])
    }

    @Test func gettextPO() throws {
        let strings = try Self.read("de.po")
        #expect(
            Self.table(strings) == [
                "de Save changes = Änderungen speichern", "de menu|Open = Öffnen",
                "de A long sentence = Ein langer Satz mit \"Anführungszeichen\"\tund Tab",
                "de %d file[plural.0] = %d Datei", "de %d file[plural.1] = %d Dateien",
                // Untranslated: the app shows the msgid.
                "de Untranslated = Untranslated",
                // The msgids are the source language's texts (ngettext's msgid and msgid_plural).
                "en Save changes = Save changes", "en menu|Open = Open", "en A long sentence = A long sentence",
                "en %d file[plural.0] = %d file", "en %d file[plural.1] = %d files", "en Untranslated = Untranslated",
            ])
        // The msgstr's line: where the translation is written; a source text's is its msgid's.
        #expect(strings.first?.line == 10)
        #expect(strings.first { $0.locale == "en" }?.line == 9)
    }

    /// file name, content → expected message start (file:line[:column]: …)
    @Test(arguments: [
        ("bad.json", "{\"a\": \"b\",\n  \"c\": }", "bad.json:2:"),
        ("bad.csv", "key,locale,text\nx,en,\"open", "bad.csv:2: a quoted field is not closed"),
        ("bad.csv", "key,locale,text\nx,en\n", "bad.csv:2: 2 fields, the header has 3"),
        ("bad.csv", "name,value2\nx,y\n", "bad.csv:1: the header must name the columns key and text"),
        ("bad.strings", "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", "bad.strings:3: expected \";\""),
        ("bad.strings", "/* never closed\n\"a\" = \"b\";", "bad.strings:1: a /* comment is not closed"),
        ("bad.po", "msgid \"a\"\nmsgstr \"b\nmsgid \"c\"", "bad.po:2: expected a quoted string"),
        ("bad.po", "msgid \"a\"\nmsgfoo \"b\"", "bad.po:2: unknown keyword msgfoo"),
        ("strings.xml", "<resources>\n<string>no name</string>\n</resources>", "strings.xml:2: <string> needs a name"),
        (
            "strings.xml", "<resources>\n<string name=\"a\">x</strin>\n</resources>",
            "strings.xml:2: <string name=\"a\"> is not closed before the next element starts"
        ),
        ("bad.xcstrings", "{\"strings\": {}}", "bad.xcstrings:1:1: sourceLanguage is required"),
        ("bad.yaml", "a: b", "bad.yaml: unknown string catalog format"),
    ])
    func parseErrorsNameFileAndLine(name: String, content: String, message: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: InputError.self) {
            try StringCatalogReader.read(StringSource(path: path), baseLocale: "en")
        }
        let description = error?.description.replacingOccurrences(of: folder.path + "/", with: "") ?? ""
        #expect(description.hasPrefix(message), "\(description)")
    }

    @Test func invalidUTF8NamesTheLine() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.strings").path
        try Data("\"a\" = \"b\";\n\"c\" = \"".utf8 + [0xC3, 0x28] + Array("\";\n".utf8)).write(
            to: URL(fileURLWithPath: path))
        let error = #expect(throws: InputError.self) {
            try StringCatalogReader.read(StringSource(path: path), baseLocale: "en")
        }
        #expect(error?.line == 2)
        #expect(error?.message == "not valid UTF-8")
    }
}

@Suite struct PlaceholdersTests {
    @Test(arguments: [
        ("Balance: %@", "Balance: Wwwwwwwwww"), ("%1$@ sent %2$d files", "Wwwwwwwwww sent 888888 files"),
        ("%lld items", "888888 items"),
        ("%.2f %%", "8888.88 %"), ("Hello, {name}!", "Hello, Wwwwwwwwww!"),
        // i18next: {{count}} is the plural's number; names are trimmed inside double braces.
        ("{{count}} left", "888888 left"), ("{{ message }} from {{ count }}", "Wwwwwwwwww from 888888"),
        ("{{ }}", "{{ }}"),
        ("{0}", "Wwwwwwwwww"),
        ("%#@files@ in folder", "Wwwwwwwwww in folder"), ("100% sure", "100% sure"),
        ("{not a placeholder}", "{not a placeholder}"),
        ("%s and %5.1f", "Wwwwwwwwww and 8888.88"), ("Trailing %", "Trailing %"),
    ])
    func fillsWithWorstCaseSamples(text: String, expected: String) {
        #expect(Placeholders.fill(text, with: PlaceholderSamples()) == expected)
    }
}

@Suite struct PseudoLocalizationTests {
    @Test func expandGrowsTheText() {
        #expect(PseudoLocalization.expand(100).apply("Save") == "Save Save")
        #expect(PseudoLocalization.expand(30).apply("Settings") == "Settings Set")  // 8 × 30% → 3 characters
        #expect(PseudoLocalization(parsing: "expand:30") == .expand(30))
        #expect(PseudoLocalization(parsing: "expand:0") == nil)
    }

    @Test func accentedAndBidi() {
        #expect(PseudoLocalization.accented.apply("Save 2") == "[Šàṽé 2]")
        #expect(
            PseudoLocalization.bidi.apply("Go on")
                == "\u{200F}\u{202E}Go\u{202C}\u{200F} \u{200F}\u{202E}on\u{202C}\u{200F}")
        #expect(PseudoLocalization.accented.locale(base: "en") == "en-XA")
        #expect(PseudoLocalization.bidi.locale(base: "en") == "ar-XB")
    }
}
