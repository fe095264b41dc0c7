import Foundation
import TestSupport
import Testing

/// `typefit resolve`, end to end through the built binary.
@Suite struct ResolveCommandTests {
    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let result = try TypeFitProcess.run([
            "resolve", "--fonts", "Fonts", "--family", "Inter", "--weight", "semibold", "--italic", "--format", "json",
        ])
        #expect(result.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(
            Set(document.keys) == [
                "path", "faceIndex", "family", "style", "weight", "italic", "exact", "syntheticBold",
                "syntheticOblique", "variation",
            ])
        #expect(document["path"] as? String == Fixtures.bundled("Inter/Inter-SemiBoldItalic.otf"))
        #expect(document["weight"] as? Int == 600)
        #expect(document["italic"] as? Bool == true)
        #expect(document["exact"] as? Bool == true)
        #expect(document["variation"] is NSNull)
    }

    @Test func variableFontGivesItsCoordinates() throws {
        let result = try TypeFitProcess.run([
            "resolve", "--fonts", "Tests/Fixtures/Fonts", "--family", "TypeFit Variable", "--weight", "550", "--format",
            "json",
        ])
        #expect(result.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["variation"] as? [String: Double] == ["wght": 550, "opsz": 12])
    }

    @Test func tableOutputMatchesTheGolden() throws {
        let result = try TypeFitProcess.run([
            "resolve", "--fonts", "Fonts", "--family", "Roboto", "--weight", "600", "--italic",
        ])
        #expect(result.exitCode == 0)
        try Fixtures.expectGolden(Fixtures.relativized(result.stdout), "resolve-roboto-600-italic.txt")
    }

    @Test func missingFamilyExitsTwoAndListsFamilies() throws {
        let result = try TypeFitProcess.run(["resolve", "--fonts", "Fonts", "--family", "Helvetica"])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "typefit: error: no font family \"Helvetica\" in the given fonts; available: Inter, Roboto\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func badWeightExitsTwo() throws {
        let result = try TypeFitProcess.run(["resolve", "--fonts", "Fonts", "--family", "Inter", "--weight", "boldest"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("--weight must be 1–1000 or a weight name"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
