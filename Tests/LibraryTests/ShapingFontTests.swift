import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Widths against HarfBuzz's own command-line shaper: every case of Tests/Fixtures/shaping-cases.txt
/// (written by Scripts/make_shaping_cases.py from `hb-shape --font-size=upem`), and the same
/// command run live when `hb-shape` is installed (libharfbuzz-bin, from `make deps`).
@Suite struct ShapingFontTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var font: String, variations: String, features: String, text: String, advance: Int
        var testDescription: String {
            "\(URL(fileURLWithPath: font).lastPathComponent) \(variations)\(features) \(text)"
        }
        var path: String { font.hasPrefix("/") ? font : Fixtures.root.appendingPathComponent(font).path }
    }

    static let cases: [Case] = {
        guard let text = try? String(contentsOf: Fixtures.url("shaping-cases.txt"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let advance = Int(fields[4]) else { return nil }
            return Case(font: fields[0], variations: fields[1], features: fields[2], text: fields[3], advance: advance)
        }
    }()

    static func typefitAdvance(_ c: Case) throws -> Double {
        let face = try FontFace(path: c.path, library: FreeTypeLibrary())
        var variation: [String: Double] = [:]
        for item in c.variations.split(separator: ",") {
            let parts = item.split(separator: "=")
            if parts.count == 2, let value = Double(parts[1]) { variation[String(parts[0])] = value }
        }
        let font = try ShapingFont(
            face: face, variation: variation, features: c.features.split(separator: ",").map(String.init))
        let prepared = try TextPreparer().prepare(c.text, font: font)
        return prepared.advanceEm * Double(face.metrics.unitsPerEm)
    }

    @Test func tableIsComplete() {
        #expect(Self.cases.count >= 16)
    }

    @Test(arguments: cases)
    func advanceEqualsHarfBuzz(_ c: Case) throws {
        guard FileManager.default.fileExists(atPath: c.path) else {
            throw FixtureError(
                "\(c.path) is missing: run make deps (fonts-noto-core, fonts-noto-color-emoji, fonts-dejavu-core)")
        }
        let advance = try Self.typefitAdvance(c)
        #expect(abs(advance - Double(c.advance)) < 1e-6, "typefit \(advance), hb-shape \(c.advance)")
    }

    @Test(arguments: cases)
    func advanceEqualsLiveHbShape(_ c: Case) throws {
        let hbShape = try Tool.hbShape.path()
        var arguments = ["--font-size=upem", "--output-format=json"]
        if !c.variations.isEmpty { arguments.append("--variations=\(c.variations)") }
        if !c.features.isEmpty { arguments.append("--features=\(c.features)") }
        arguments += [c.path, c.text]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let live = glyphs.compactMap { $0["ax"] as? Int }.reduce(0, +)
        #expect(live == c.advance, "the committed table is stale: hb-shape now says \(live)")
        #expect(abs(try Self.typefitAdvance(c) - Double(live)) < 1e-6)
    }

    @Test func opticalSizeFollowsThePointSize() throws {
        // The variable test font: "A" is 600 at opsz 12, 550 at opsz 72, 620 at opsz 8 (clamped below).
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-VF.ttf"), library: FreeTypeLibrary())
        let measurer = try TextMeasurer(font: ShapingFont(face: face))
        #expect(measurer.font.isSizeDependent)
        #expect(abs(try measurer.measure("A", pointSize: 12).width - 7.2) < 1e-9)  // 600 × 12 / 1000
        #expect(abs(try measurer.measure("A", pointSize: 72).width - 39.6) < 1e-9)  // 550 × 72 / 1000
        #expect(abs(try measurer.measure("A", pointSize: 6).width - 3.72) < 1e-9)  // opsz clamped to 8: 620
        #expect(abs(try measurer.measure("A", pointSize: 42).width - 575 * 0.042) < 1e-9)  // halfway: 575
        // Pinning opsz turns it off.
        let pinned = try TextMeasurer(
            font: ShapingFont(
                face: FontFace(path: Fixtures.testFont("TypeFitTest-VF.ttf"), library: FreeTypeLibrary()),
                variation: ["opsz": 12]))
        #expect(!pinned.font.isSizeDependent)
        #expect(abs(try pinned.measure("A", pointSize: 72).width - 43.2) < 1e-9)
    }

    /// The generated trak table: 0 at 12 pt, −50 units per glyph at 24 pt. HarfBuzz 6.0 applies it
    /// once the point size is set, interpolating between entries and extrapolating beyond them
    /// (hb-shape --font-ptem gives the same: A+V = 1120 at 12, 1070 at 18, 1020 at 24, 1170 at 6, 820 at 48).
    @Test(arguments: [(12.0, 1120.0), (18.0, 1070.0), (24.0, 1020.0), (6.0, 1170.0), (48.0, 820.0)])
    func trackingTableFollowsThePointSize(size: Double, units: Double) throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-Trak.ttf"), library: FreeTypeLibrary())
        let measurer = try TextMeasurer(font: ShapingFont(face: face))
        #expect(measurer.font.hasTrackingTable)
        #expect(abs(try measurer.measure("AV", pointSize: size).advance - units * size / 1000) < 1e-9)
    }

    @Test func badFeatureIsAnError() throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        #expect(throws: FontError.self) { try ShapingFont(face: face, features: ["=1"]) }
    }

    @Test func harfBuzzVersion() {
        #expect(ShapingFont.harfBuzzVersion.split(separator: ".").count == 3)
    }
}
