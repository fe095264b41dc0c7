import Foundation
import TestSupport
import Testing

/// `typefit inspect`, end to end through the built binary.
@Suite struct InspectCommandTests {
    @Test func tableOfTheTestFontsMatchesTheGolden() throws {
        let result = try TypeFitProcess.run(["inspect", "Tests/Fixtures/Fonts"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        try Fixtures.expectGolden(result.stdout, "inspect-test-fonts.txt")
    }

    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let result = try TypeFitProcess.run([
            "inspect", "--format", "json", "Tests/Fixtures/Fonts/TypeFitTest-VF.ttf", "Fonts/Inter/Inter-Regular.otf",
        ])
        #expect(result.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["faces"])
        let faces = try #require(document["faces"] as? [[String: Any]])
        try #require(faces.count == 2)
        for face in faces {
            #expect(
                Set(face.keys) == [
                    "path", "faceIndex", "family", "style", "postscriptName", "weight", "italic", "unitsPerEm", "hhea",
                    "typo",
                    "win", "capHeight", "xHeight", "glyphCount", "axes", "namedInstances", "lineHeight",
                ])
            #expect(Set((face["hhea"] as? [String: Any])?.keys ?? [:].keys) == ["ascender", "descender", "lineGap"])
            #expect(
                Set((face["typo"] as? [String: Any])?.keys ?? [:].keys) == [
                    "ascender", "descender", "lineGap", "useTypoMetrics",
                ])
            #expect(Set((face["win"] as? [String: Any])?.keys ?? [:].keys) == ["ascent", "descent"])
            #expect(Set((face["capHeight"] as? [String: Any])?.keys ?? [:].keys) == ["value", "source"])
            #expect(Set((face["xHeight"] as? [String: Any])?.keys ?? [:].keys) == ["value", "source"])
            #expect(Set((face["lineHeight"] as? [String: Any])?.keys ?? [:].keys) == ["apple", "android", "web"])
        }
        let variable = faces[0]
        let axes = try #require(variable["axes"] as? [[String: Any]])
        #expect(axes.map { Set($0.keys) } == [["tag", "min", "default", "max"], ["tag", "min", "default", "max"]])
        #expect(axes.first?["tag"] as? String == "wght")
        let instances = try #require(variable["namedInstances"] as? [[String: Any]])
        try #require(instances.count == 4)
        #expect(Set(instances[0].keys) == ["name", "coordinates"])
        #expect((instances[1]["coordinates"] as? [String: Double]) == ["wght": 700, "opsz": 12])
        #expect((variable["lineHeight"] as? [String: Int]) == ["apple": 1090, "android": 1000, "web": 1000])
        #expect(variable["italic"] as? Bool == false)
    }

    @Test func brokenFileIsOneErrorLineAndTheRestIsStillPrinted() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.ttf")
        try Data("not a font at all".utf8).write(to: broken)
        let result = try TypeFitProcess.run([
            "inspect", "--format", "json", broken.path, "Tests/Fixtures/Fonts/TypeFitTest-TypoOn.ttf",
        ])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "typefit: error: \(broken.path): not a TrueType, OpenType, collection or WOFF font (it starts with 6e 6f 74 20)\n"
        )
        #expect(result.stdout.contains("\"TypeFit TypoOn\""))
    }

    @Test func missingFileExitsTwoWithOneLine() throws {
        let result = try TypeFitProcess.run(["inspect", "no-such-font.otf"])
        #expect(result.exitCode == 2)
        #expect(result.stderr == "typefit: error: no-such-font.otf: no such file\n")
    }

    @Test func noArgumentsIsAUsageErrorWithExitTwo() throws {
        let result = try TypeFitProcess.run(["inspect"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("typefit: error: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpExitsZero() throws {
        let result = try TypeFitProcess.run(["inspect", "--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("USAGE: typefit inspect"))
    }
}
