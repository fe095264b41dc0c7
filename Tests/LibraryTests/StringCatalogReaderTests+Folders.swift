import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Catalogs as teams keep them: a folder or a glob, Base.lproj beside the languages, Android's
/// legacy folder codes, `@string/` references.
extension StringCatalogReaderTests {
    static func readAll(_ paths: [String]) throws -> StringCatalog {
        try StringCatalogReader.readAll(paths.map { StringSource(path: $0) }, baseLocale: "en")
    }

    @Test func aFolderFindsEveryCatalogFormat() throws {
        let catalog = try Self.readAll([Self.app])
        #expect(
            catalog.files.map { String($0.dropFirst(Self.app.count + 1)) } == [
                "Base.lproj/Localizable.strings", "de.lproj/InfoPlist.strings", "de.lproj/Localizable.strings",
                "de.lproj/Localizable.stringsdict",
                "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "l10n/app_de.arb", "po/sr@latin.po",
                "res/values-b+sr+Latn/strings.xml", "res/values-iw/strings.xml", "res/values/strings.xml",
            ])
        #expect(Set(catalog.strings.map(\.locale)) == ["en", "de", "he", "sr-Latn"])
    }

    @Test func baseAndEnglishAreMeasuredOnceFromEnglish() throws {
        let catalog = try Self.readAll([Self.app + "/*.lproj/*.strings"])
        let english = catalog.strings.filter { $0.locale == "en" }
        #expect(english.filter { $0.key == "greeting" }.map(\.text) == ["Hello"])
        #expect(english.contains { $0.key == "only.base" && $0.text == "Only in Base" })
        #expect(
            catalog.notes.contains(
                "1 keys are in both Base.lproj and en.lproj; the en.lproj copies are measured (iOS looks there before Base.lproj)"
            ))
        // The .stringsdict beside en.lproj/Localizable.strings replaces its "%#@files@" entry.
        #expect(
            english.filter { $0.key.hasPrefix("files.count") }.map(\.key) == [
                "files.count[plural.one]", "files.count[plural.other]",
            ])
    }

    @Test func androidLegacyCodesAndReferences() throws {
        let catalog = try Self.readAll([Self.app + "/res"])
        let table = Set(Self.table(catalog.strings))
        #expect(
            table.isSuperset(of: [
                "he alarm = שעון מעורר", "he alarm_title = שעון מעורר", "he tabs[0] = שעון מעורר", "he tabs[1] = Clock",
                "en alarm_title = Alarm", "en tabs[0] = Alarm", "sr-Latn alarm = Alarm",
            ]))
        #expect(!catalog.strings.contains { $0.text.hasPrefix("@string/") })
    }

    @Test func globsAndMissingPaths() throws {
        #expect(try Self.readAll([Self.app + "/**/*.po"]).files.count == 1)
        #expect(try Self.readAll([Self.app + "/res/values*/strings.xml"]).files.count == 3)
        let error = #expect(throws: InputError.self) { try Self.readAll([Self.app + "/*.xcstrings"]) }
        #expect(error?.message == "the pattern matches no file")
        let empty = #expect(throws: InputError.self) { try Self.readAll([Fixtures.url("Fonts").path]) }
        #expect(empty?.message.hasPrefix("the folder holds no string catalog") == true)
    }
}

@Suite struct LocaleTagTests {
    @Test(arguments: [
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("pt_br", "pt-BR"), ("zh-hans", "zh-Hans"),
        ("zh_Hant_TW", "zh-Hant-TW"),
        ("b+sr+Latn", "sr-Latn"), ("b+es+419", "es-419"), ("sr@latin", "sr-Latn"), ("ca@valencia", "ca-valencia"),
        ("English", "en"), ("de_DE.UTF-8", "de-DE"), ("en-x-expand100", "en-x-expand100"), ("en-XA", "en-XA"),
        ("und", "und"),
        // An extlang is replaced by itself (RFC 5646 §4.5): "zh-yue" is "yue"; Excalidraw's
        // "kab-KAB" is Kabyle.
        ("zh-yue-HK", "yue-HK"), ("kab-KAB", "kab"), ("fil-PH", "fil-PH"),
    ])
    func canonical(tag: String, expected: String) {
        #expect(LocaleTag.canonical(tag) == expected)
    }
}

/// Three-letter language codes (issue 34, item 5): any ISO 639 language names a catalog.
extension StringCatalogReaderTests {
    @Test(arguments: [
        ("kaa.json", "kaa"), ("fil.json", "fil"), ("yue.json", "yue"), ("ast.json", "ast"), ("ckb.json", "ckb"),
        ("gsw.json", "gsw"), ("kab-KAB.json", "kab"), ("de.json", "de"), ("pt_BR.json", "pt-BR"),
        ("locales/ast/app.json", "ast"),
    ])
    func aFileNamedByAnyISOLanguageIsThatLocale(path: String, locale: String) throws {
        let catalog = try Self.readAll([path: #"{"save": "Save"}"#])
        #expect(catalog.strings.map(\.locale) == [locale])
        #expect(catalog.notes.isEmpty, "\(catalog.notes)")
    }

    @Test func aFolderScanFindsThreeLetterLocalesAndNamesTheFilesItLeavesOut() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["de.json", "kaa.json", "ckb.json", "app.json", "percentages.json"] {
            try #"{"save": "Save"}"#.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let catalog = try StringCatalogReader.readAll([StringSource(path: folder.path)], baseLocale: "en")
        #expect(Set(catalog.strings.map(\.locale)) == ["de", "kaa", "ckb"])
        #expect(
            catalog.notes.contains(
                "\(folder.path): 2 .json files not read, their names are no language code: app.json, percentages.json"),
            "\(catalog.notes)")
    }

    @Test func aNamedFileWithoutALocaleIsMeasuredAsTheBaseLocaleAndSaysSo() throws {
        let catalog = try Self.readAll(["strings.json": #"{"save": "Save"}"#])
        #expect(catalog.strings.map(\.locale) == ["en"])
        #expect(
            catalog.notes.contains {
                $0.hasSuffix(
                    "strings.json: its name is no language code; measured as en (give it a locale: in the guide)")
            }, "\(catalog.notes)")
    }

    /// A key defined twice for one locale is named with both places (issue 35, item 1); i18next
    /// namespaces are separate by design.
    @Test func aKeyDefinedTwiceForOneLocaleIsNamed() throws {
        let catalog = try Self.readAll([
            "de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n\"save\" = \"Speichern\";\n",
            "strings.csv": "key,locale,text\nquit,de,Beenden\n",
            "de.lproj/Other.strings": "\"quit\" = \"Schließen\";\n",
            "locales/de/common.json": #"{"ok": "OK"}"#, "locales/de/app.json": #"{"ok": "Gut"}"#,
        ])
        #expect(
            catalog.notes.contains(
                "2 keys are defined twice for one locale, and measured each time: save (de) at Localizable.strings:1 and Localizable.strings:2; quit (de) at Other.strings:1 and strings.csv:2"
            ), "\(catalog.notes)")
    }
}
