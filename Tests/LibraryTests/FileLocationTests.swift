import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Where each catalog format says a text is written: the 1-based line (and column, where the
/// format has one) of its *value*, counted by hand in each minimal catalog below.
@Suite struct FileLocationTests {
    /// Reads `text` saved as `name` in a fresh folder: key → "line" or "line:column".
    static func places(_ name: String, _ text: String, withLocale: Bool = false) throws -> [String: String] {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
        let strings = try StringCatalogReader.read(StringSource(path: url.path), baseLocale: "en")
        return Dictionary(
            strings.map { string in
                (
                    withLocale ? "\(string.locale) \(string.key)" : string.key,
                    [string.line, string.column].compactMap { $0 }.map(String.init).joined(separator: ":")
                )
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test func jsonValueLineAndColumn() throws {
        let json = """
            {
              "menu": {
                "save": "Save",
                "quit":
                  "Quit"
              }
            }
            """
        #expect(try Self.places("en.json", json) == ["menu.save": "3:13", "menu.quit": "5:7"])
    }

    @Test func arbPluralCasesShareTheirValuesPlace() throws {
        let arb = """
            {
              "@@locale": "de",
              "files": "{count, plural, one {1 Datei} other {{count} Dateien}}",
              "@files": {"placeholders": {"count": {"type": "int"}}}
            }
            """
        #expect(try Self.places("app_de.arb", arb) == ["files[plural.one]": "3:12", "files[plural.other]": "3:12"])
    }

    @Test func xcstringsLocalizationValue() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Fertig"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        // de's value; en has no localization, so it shows the key, placed at the key's entry.
        #expect(
            try Self.places("Localizable.xcstrings", catalog, withLocale: true) == [
                "de Done": "9:23", "en Done": "4:14",
            ])
    }

    @Test func stringsdictFormsAndWidths() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@</string>
                <key>count</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>one</key>
                  <string>one file</string>
                  <key>other</key>
                  <string>%ld files</string>
                </dict>
              </dict>
              <key>title</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                  <key>20</key>
                  <string>Short</string>
                  <key>50</key>
                  <string>A longer title</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        #expect(
            try Self.places("de.lproj/Localizable.stringsdict", plist) == [
                "files[plural.one]": "13", "files[plural.other]": "15", "title[width.20]": "23",
                "title[width.50]": "25",
            ])
    }

    @Test func xmlPropertyListStrings() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>a</key>
              <string>Alpha</string>
              <key>b</key>
              <string>Beta</string>
            </dict>
            </plist>
            """
        #expect(try Self.places("de.lproj/Localizable.strings", plist) == ["a": "5", "b": "7"])
    }

    @Test func androidStringAndPluralItems() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="save">Speichern</string>
                <plurals name="files">
                    <item quantity="one">1 Datei</item>
                    <item quantity="other">%d Dateien</item>
                </plurals>
            </resources>
            """
        #expect(
            try Self.places("values-de/strings.xml", xml) == [
                "save": "3", "files[plural.one]": "5", "files[plural.other]": "6",
            ])
    }

    @Test func gettextMsgstrLines() throws {
        let po = """
            msgid ""
            msgstr "Language: de\\n"

            msgctxt "menu"
            msgid "Save"
            msgstr "Speichern"

            msgid "One file"
            msgid_plural "%d files"
            msgstr[0] "Eine Datei"
            msgstr[1] "%d Dateien"
            """
        #expect(
            try Self.places("de.po", po) == [
                "menu|Save": "6", "One file[plural.0]": "10", "One file[plural.1]": "11",
            ])
    }

    @Test func appleStringsAndCSVRows() throws {
        #expect(
            try Self.places("de.lproj/Localizable.strings", "/* a */\n\"a\" = \"A\";\n\n\"b\" =\n  \"B\";\n")
                == ["a": "2", "b": "4"])
        #expect(
            try Self.places("strings.csv", "key,locale,text\nx,de,X\n\"y\",de,\"Y\nY\"\nz,de,Z\n")
                == ["x": "2", "y": "3", "z": "5"])
    }

    @Test func descriptionIsCompilerStyle() {
        #expect(FileLocation(file: "a/b.json", line: 3, column: 7).description == "a/b.json:3:7")
        #expect(FileLocation(file: "a.strings", line: 2).description == "a.strings:2")
        #expect(FileLocation(file: "font.ttf").description == "font.ttf")
        #expect(FileLocation.relative("/r/app/de.json", to: "/r") == "app/de.json")
        #expect(FileLocation.relative("/rx/de.json", to: "/r") == "/rx/de.json")
        #expect(FileLocation.relative("/p/Strings/de.json", to: "/p/Guides") == "../Strings/de.json")
        #expect(FileLocation.relative("/p/a/b/de.json", to: "/p/c/d") == "../../a/b/de.json")
    }
}
