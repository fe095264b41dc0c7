import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend

/// typefit's readings (FreeType + HarfBuzz) against the same fonts read once with fontTools
/// (Scripts/read_font_metrics.py → Tests/Fixtures/fonttools-metrics.json).
@Suite struct FaceMetricsCrossCheckTests {
    struct Reading: Decodable {
        struct Line: Decodable {
            var ascender: Int
            var descender: Int
            var lineGap: Int
        }
        struct Typo: Decodable {
            var ascender: Int
            var descender: Int
            var lineGap: Int
            var useTypoMetrics: Bool
        }
        struct Win: Decodable {
            var ascent: Int
            var descent: Int
        }
        struct Sourced: Decodable {
            var value: Int
            var source: String
        }
        struct Axis: Decodable {
            var tag: String
            var min: Double
            var `default`: Double
            var max: Double
        }
        struct Instance: Decodable {
            var name: String
            var coordinates: [String: Double]
        }
        var family: String
        var style: String
        var postscriptName: String?
        var unitsPerEm: Int
        var glyphCount: Int
        var hhea: Line
        var numberOfHMetrics: Int
        var weight: Int
        var italic: Bool
        var italicAngle: Double
        var os2Version: Int?
        var typo: Typo?
        var win: Win?
        var capHeight: Sourced?
        var xHeight: Sourced?
        var axes: [Axis]
        var namedInstances: [Instance]
    }

    static let readings: [String: Reading] = {
        guard let data = try? Data(contentsOf: Fixtures.url("fonttools-metrics.json")),
            let decoded = try? JSONDecoder().decode([String: Reading].self, from: data)
        else { return [:] }
        return decoded
    }()

    /// Where each fixture key's font lives.
    static func path(for key: String) throws -> (path: String, faceIndex: Int) {
        let parts = key.split(separator: "#")
        let file = String(parts[0]), index = Int(parts[1]) ?? 0
        if file.hasPrefix("TypeFitTest") { return (Fixtures.testFont(file), index) }
        if file.hasPrefix("Inter") { return (Fixtures.bundled("Inter/\(file)"), index) }
        if file.hasPrefix("Roboto") { return (Fixtures.bundled("Roboto/\(file)"), index) }
        if file == "DejaVuSans.ttf" { return (try Fixtures.dejaVuSans, index) }
        throw FixtureError("no path known for \(key)")
    }

    @Test func fixtureCoversEveryKindOfFont() {
        let keys = Set(Self.readings.keys)
        for key in [
            "DejaVuSans.ttf#0", "Inter-Regular.otf#0", "Roboto-Regular.ttf#0", "TypeFitTest.ttc#1",
            "TypeFitTest-VF.ttf#0",
        ] {
            #expect(keys.contains(key), "fonttools-metrics.json lacks \(key); run make fonts")
        }
    }

    @Test(arguments: readings.keys.sorted())
    func matchesFontTools(key: String) throws {
        let reading = try #require(Self.readings[key])
        let (path, faceIndex) = try Self.path(for: key)
        let metrics = try FontFace(path: path, faceIndex: faceIndex, library: FreeTypeLibrary()).metrics
        #expect(metrics.family == reading.family)
        #expect(metrics.style == reading.style)
        #expect(metrics.postscriptName == reading.postscriptName)
        #expect(metrics.unitsPerEm == reading.unitsPerEm)
        #expect(metrics.glyphCount == reading.glyphCount)
        #expect(
            metrics.hhea
                == LineMetrics(
                    ascender: reading.hhea.ascender, descender: reading.hhea.descender, lineGap: reading.hhea.lineGap))
        #expect(metrics.numberOfHMetrics == reading.numberOfHMetrics)
        #expect(metrics.weight == reading.weight)
        #expect(metrics.italic.isItalic == reading.italic)
        #expect(metrics.italic.angle == reading.italicAngle)
        #expect(metrics.os2Version == reading.os2Version)
        #expect(metrics.typo?.metrics.ascender == reading.typo?.ascender)
        #expect(metrics.typo?.metrics.descender == reading.typo?.descender)
        #expect(metrics.typo?.metrics.lineGap == reading.typo?.lineGap)
        #expect(metrics.typo?.useTypoMetrics == reading.typo?.useTypoMetrics)
        #expect(metrics.win?.ascent == reading.win?.ascent)
        #expect(metrics.win?.descent == reading.win?.descent)
        #expect(metrics.capHeight?.value == reading.capHeight?.value)
        #expect(metrics.capHeight?.source.rawValue == reading.capHeight?.source)
        #expect(metrics.xHeight?.value == reading.xHeight?.value)
        #expect(metrics.xHeight?.source.rawValue == reading.xHeight?.source)
        #expect(metrics.axes.map(\.tag) == reading.axes.map(\.tag))
        #expect(metrics.axes.map(\.minimum) == reading.axes.map(\.min))
        #expect(metrics.axes.map(\.defaultValue) == reading.axes.map(\.default))
        #expect(metrics.axes.map(\.maximum) == reading.axes.map(\.max))
        #expect(metrics.namedInstances.map(\.name) == reading.namedInstances.map(\.name))
        #expect(metrics.namedInstances.map(\.coordinates) == reading.namedInstances.map(\.coordinates))
    }
}
