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
}
