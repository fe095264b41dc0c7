import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend

/// ``FallbackCandidates`` (sorting only the faces that have the character) answers what
/// fontconfig's own per-character sort (``FontconfigLocator/fallback(for:near:color:)``) answers,
/// over the machine's pinned fonts and the bundled Inter: for characters across every Unicode
/// block they have (Latin, Greek, Cyrillic, Arabic, Hebrew, Indic, Thai, CJK, symbols, emoji),
/// for families that are there, that are not, and generic ones, roman and italic, light and
/// bold, monochrome and colour.
@Suite struct FallbackCandidatesTests {
    static let queries = [
        FontQuery(family: "Inter"), FontQuery(family: "Inter", weight: FontWeight(700), italic: true),
        FontQuery(family: "Noto Sans", weight: FontWeight(300)), FontQuery(family: "DejaVu Serif", italic: true),
        FontQuery(family: "Droid Sans Fallback"), FontQuery(family: "sans-serif"), FontQuery(family: "monospace"),
        FontQuery(family: "No Such Family", weight: FontWeight(900)),
    ]

    /// Every 89th code point up to U+2FFFF, and every emoji of the first emoji block.
    static let scalars: [Unicode.Scalar] =
        stride(from: 0x20, through: 0x2FFFF, by: 89).compactMap(Unicode.Scalar.init)
        + (0x1F300...0x1F3FF).compactMap(Unicode.Scalar.init)

    @Test func sortingTheFacesThatHaveTheCharacterAnswersAsSortingThemAll() throws {
        guard PinnedMachineFonts.inEffect else {
            try Test.cancel("runs on the pinned machine fonts (FONTCONFIG_FILE as make test sets it)")
        }
        let locator = try FontconfigLocator(folders: [Fixtures.interFolder], includeSystemFonts: true)
        var compared = 0, found = 0
        let candidates = locator.fallbackCandidates()
        for query in Self.queries {
            for scalar in Self.scalars where locator.covers(scalar) {
                for color in [false, true] where !color || scalar.value >= 0x1F300 {
                    let sorted = locator.fallback(for: scalar, near: query, color: color)
                    let fewer = candidates.fallback(for: scalar, near: query, color: color)
                    #expect(
                        fewer == sorted,
                        "U+\(String(scalar.value, radix: 16, uppercase: true)) near \(query), color \(color)")
                    compared += 1
                    if sorted != nil { found += 1 }
                }
            }
        }
        // The comparison met many characters the fonts have, and colour faces among them.
        #expect(compared > 3_000 && found > 3_000, "\(compared) compared, \(found) with a face")
    }
}
