import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend

/// Glyph outlines drawn through HarfBuzz against fontTools' pens (Tests/Fixtures/fonttools-outlines.json,
/// written by Scripts/read_glyph_outlines.py): the same commands and coordinates, in font units.
@Suite struct GlyphOutlineTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var font: String
        var char: Character
        var location: [String: Double]
        var commands: [[String]]
        var testDescription: String { "\(URL(fileURLWithPath: font).lastPathComponent) \(char) \(location)" }
    }

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: Fixtures.url("fonttools-outlines.json")),
            let items = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return items.compactMap { item in
            guard let font = item["font"] as? String, let char = (item["char"] as? String)?.first,
                let location = item["location"] as? [String: Double], let commands = item["commands"] as? [[Any]]
            else { return nil }
            let strings = commands.map {
                $0.map { value in (value as? String) ?? compactNumber((value as? NSNumber)?.doubleValue ?? .nan) }
            }
            return Case(font: font, char: char, location: location, commands: strings)
        }
    }()

    static func outline(_ path: String, _ char: Character, variation: [String: Double] = [:]) throws -> GlyphOutline {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.root.appendingPathComponent(path).path, library: FreeTypeLibrary()),
            variation: variation)
        let glyph = try #require(char.unicodeScalars.first.flatMap { font.glyph(for: $0) })
        return font.outline(glyph: glyph)
    }

    @Test func fixtureHasTheCases() {
        #expect(Self.cases.count == 6)
    }

    @Test(arguments: cases) func matchesFontTools(_ c: Case) throws {
        let outline = try Self.outline(c.font, c.char, variation: c.location)
        let svg = outline.svgPathData
        // The fixture's commands as typefit writes them (y flipped), compared as one path string.
        let expected = c.commands.map { command -> String in
            let op = command[0]
            let numbers = command.dropFirst().enumerated().map { index, value in
                index % 2 == 1
                    ? (value == "0" ? "0" : value.hasPrefix("-") ? String(value.dropFirst()) : "-" + value) : value
            }
            return op + numbers.joined(separator: " ")
        }.joined()
        #expect(svg == expected)
    }

    /// The box "H" of the generated test font, exactly: y up in the outline, y down in SVG.
    @Test func boxGlyphCommands() throws {
        let outline = try Self.outline("Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf", "H")
        #expect(outline.commands.first == .move(x: 40, y: 0))
        #expect(outline.commands.contains(.line(x: 560, y: 712)))
        #expect(outline.commands.last == .close)
        #expect(outline.svgPathData == "M40 0L40 -712L560 -712L560 0Z")
        // At wght 900 the variable font's H is 100 units wider (gvar point deltas).
        let bold = try Self.outline("Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "H", variation: ["wght": 900])
        #expect(bold.svgPathData == "M40 0L40 -712L660 -712L660 0Z")
    }

    /// Roboto is TrueType (quadratic segments), Inter is CFF (cubic): both kinds come through.
    @Test func curveKinds() throws {
        let roboto = try Self.outline("Fonts/Roboto/Roboto-Regular.ttf", "O")
        let inter = try Self.outline("Fonts/Inter/Inter-Regular.otf", "O")
        #expect(roboto.commands.contains { if case .quadratic = $0 { true } else { false } })
        #expect(inter.commands.contains { if case .cubic = $0 { true } else { false } })
        let space = try Self.outline("Fonts/Inter/Inter-Regular.otf", " ")
        #expect(space.isEmpty)
    }
}
