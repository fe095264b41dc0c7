import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Every documented escape of each format, decoded as the platform decodes it.
extension StringCatalogReaderTests {
    static func texts(_ relative: String) throws -> [String: String] {
        Dictionary(try Self.read(relative).map { ($0.key, $0.text) }) { first, _ in first }
    }

    /// CoreFoundation's old-style property-list parser (CFOldStylePList.c, getSlashedChar).
    @Test func appleStringsEscapesFollowCoreFoundation() throws {
        let texts = try Self.texts("escapes/Escapes.strings")
        #expect(texts["octal"] == "AA010")  // \101 = A, \60 = 0, \061 then "0"
        #expect(texts["controls"] == "a\u{7}b\u{8}f\u{C}n\nr\rt\tv\u{B}")
        #expect(texts["quote"] == "say \"hi\" and 'bye'")
        #expect(texts["backslash"] == "C:\\\\Temp")  // four backslashes in the file, two shown
        #expect(texts["unicode"] == "é🧘 A")  // \U is one UTF-16 unit; a pair is one character
        #expect(texts["lowercase"] == "u00e9")  // only \U is a Unicode escape
        #expect(texts["other"] == "q%")
        #expect(texts["single"] == "it's")  // '…' quotes too
        #expect(texts["continued"] == "one\ntwo")  // backslash-newline
        #expect(texts["unquoted$key"] == "path/to:file.txt")
    }

    /// aapt2's rules: \uXXXX is a UTF-16 unit, so a surrogate pair in two escapes is one character.
    @Test func androidEscapesDecodeSurrogatePairs() throws {
        let texts = try Self.texts("escapes/res/values/strings.xml")
        #expect(texts["surrogates"] == "🧘 yoga")
        #expect(texts["bmp"] == "café")
        #expect(texts["quotes"] == "It's \"fine\"")
        #expect(texts["controls"] == "a\nb\tc")
        #expect(texts["at"] == "@home ?query")
        #expect(texts["backslash"] == "C:\\Temp")
        #expect(texts["spaces"] == "many spaces")
        #expect(texts["quoted"] == "  kept    spaces  ")
        #expect(texts["entity"] == "<b> & © 😀")
    }

    @Test func jsonEscapesDecodeSurrogatePairs() throws {
        let texts = try Self.texts("escapes/en.json")
        #expect(texts["surrogates"] == "🧘 yoga")
        #expect(texts["bmp"] == "café")
        #expect(texts["controls"] == "a\nb\tc\r\u{8}\u{C}")
        #expect(texts["quote"] == "say \"hi\" / \\ done")
    }
}

extension StringCatalogReaderTests {
    /// libxml2 closes the open <string> at a later mismatched end tag and blames <resources>;
    /// the message names the element left open, at its own line.
    @Test func anUnclosedAndroidStringIsReportedAtItsLine() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("strings.xml").path
        try
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n    <string name=\"a\">Hello\n    <string name=\"b\">World</string>\n</resources>\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: InputError.self) {
            try StringCatalogReader.read(StringSource(path: path, locale: "en"), baseLocale: "en")
        }
        #expect(error?.line == 3)
        #expect(error?.message == "<string name=\"a\"> is not closed before the next element starts")
    }
}

extension StringCatalogReaderTests {
    @Test func gettextEscapesAreCs() throws {
        let texts = try Self.texts("escapes/de.po")
        #expect(texts["controls"] == "a\nb\tc\rd\u{7}e\u{8}f\u{C}g\u{B}h")
        #expect(texts["quotes"] == "say \"hi\" 'x' ? C:\\Temp")
        #expect(texts["bytes"] == "café A")  // octal and hex escapes are bytes of UTF-8
    }
}

extension StringCatalogReaderTests {
    /// Android's escaped HTML is measured as `Html.fromHtml` draws it: a space after a line break
    /// is dropped (`HtmlToSpannedConverter.characters`).
    @Test func inlineMarkupIsMeasuredAsDrawn() throws {
        let catalog = try StringCatalogReader.readAll(
            [StringSource(path: Fixtures.url("Strings/markup/res").path)], baseLocale: "en")
        let texts = Dictionary(catalog.strings.map { ($0.key, $0.text) }) { first, _ in first }
        #expect(texts["escaped"] == "Full-screen\u{200B}alerts \n\nTap here")
        #expect(texts["cdata"] == "Note: 5 < 6")
        #expect(texts["email"] == "Credits: Ann <ann@example.org>")  // not a tag
        #expect(texts["less"] == "a < b and c > d")
        #expect(
            catalog.notes.contains(
                "2 texts of 1 .xml file with markup measured as drawn (markup: html)"
            ))
    }
}
