import Foundation
import TestSupport
import Testing

@testable import TypeFitText

/// Minikin's hyphenator over hyph-utf8's patterns (the files `make hyphenation-patterns` fetches
/// from Debian's TeX Live; skipped without them), and Android's choice of patterns per locale.
struct AndroidHyphenationTests {
    static let folder = Fixtures.root.appendingPathComponent(".build-tools/hyphenation").path

    /// The hyphenator for `language`, or a skip when the patterns are not fetched.
    static func hyphenator(_ language: String) throws -> MinikinHyphenator {
        guard FileManager.default.fileExists(atPath: folder + "/hyph-en-us.pat.txt") else {
            try Tool.unavailable("no hyphenation patterns: run make hyphenation-patterns")
        }
        return try AndroidHyphenationPatterns.hyphenator(for: language, folder: folder)
    }

    /// The word with a "-" at each of its hyphenation points.
    static func hyphenated(_ word: String, _ hyphenator: MinikinHyphenator) -> String {
        let units = Array(word.utf16)
        let types = hyphenator.hyphenate(units[...])
        var out: [UInt16] = []
        for (index, unit) in units.enumerated() {
            if types[index] != .dontBreak { out.append(0x2D) }
            out.append(unit)
        }
        return String(decoding: out, as: UTF16.self)
    }

    @Test(arguments: [
        ("en-US", "universities", "uni-ver-si-ties"), ("en-US", "associate", "as-so-ciate"),
        ("en-US", "table", "ta-ble"), ("en-US", "incomprehensible", "in-com-pre-hen-si-ble"),
        ("en-US", "Hyphenation", "Hy-phen-ation"),
        (
            "de-DE", "Benachrichtigungseinstellungen",
            "Be-nach-rich-ti-gungs-ein-stel-lun-gen"
        ), ("de", "Straßenbahn", "Stra-ßen-bahn"),
    ])
    func wordsHyphenateAsAndroidsPatternsSay(language: String, word: String, expected: String) throws {
        let got = Self.hyphenated(word, try Self.hyphenator(language))
        #expect(got == expected)
    }

    /// `HyphenatorMap::lookup` over Android's `init()` table: the whole tag, then fewer subtags,
    /// then the script; English falls back to British English but for CLDR's American locales.
    @Test(arguments: [
        ("en-US", "en-us"), ("en", "en-gb"), ("en-AU", "en-gb"), ("en-PR", "en-us"), ("en_US", "en-us"),
        ("de", "de-1996"), ("de-AT", "de-1996"), ("de-CH-1901", "de-ch-1901"), ("de-LI-1901", "de-ch-1901"),
        ("no-NO", "nb"), ("mn", "mn-cyrl"), ("sa-Deva", "hi"), ("pt-BR", "pt"), ("am", "und-ethi"),
    ])
    func localesFindAndroidsPatterns(language: String, patterns: String) {
        #expect(AndroidHyphenationPatterns.locale(for: language) == patterns)
    }

    @Test func languagesWithoutPatternsBreakOnlyAtHyphensAndSoftHyphens() throws {
        #expect(AndroidHyphenationPatterns.locale(for: "ja") == nil)
        #expect(AndroidHyphenationPatterns.locale(for: nil) == nil)
        let japanese = try AndroidHyphenationPatterns.hyphenator(for: "ja", folder: "/nonexistent")
        #expect(Self.hyphenated("Lo\u{AD}rem", japanese) == "Lo\u{AD}-rem")
        #expect(Self.hyphenated("Wi-Fi-Netz", japanese) == "Wi--Fi--Netz")
        #expect(Self.hyphenated("-Fi", japanese) == "-Fi")  // not after a hyphen that starts the word
        // German's patterns skip a word with a hyphen; it breaks after the hyphen, without one.
        let german = try Self.hyphenator("de")
        let units = Array("E-Mail-Benachrichtigung".utf16)
        let types = german.hyphenate(units[...])
        #expect(types[2] == .dontInsertHyphen && types[7] == .dontInsertHyphen)
        #expect(types.enumerated().allSatisfy { [2, 7].contains($0.offset) || $0.element == .dontBreak })
    }

    /// Android has patterns for German: without them typefit would break fewer words than a
    /// device, so it refuses, naming the file and the folders it looked in.
    @Test func missingPatternsAreAnErrorNamingTheFile() {
        #expect {
            _ = try AndroidHyphenationPatterns.hyphenator(for: "de-DE", folder: "/nonexistent/patterns")
        } throws: { error in
            "\(error)".contains("hyph-de-1996.pat.txt in /nonexistent/patterns")
        }
    }
}
