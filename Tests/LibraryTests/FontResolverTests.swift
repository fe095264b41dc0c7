import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// fontconfig resolution over private configurations holding only the test folders.
@Suite struct FontResolverTests {
    static let interWeights: [(Int, String)] = [
        (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
        (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
    ]

    /// Every Inter weight × italic resolves to its own file, exactly, with nothing synthesized.
    @Test(arguments: interWeights, [false, true])
    func everyInterWeightAndItalic(weight: (Int, String), italic: Bool) throws {
        let resolver = try FontResolver(folders: [Fixtures.interFolder])
        let result = try resolver.resolve(FontQuery(family: "Inter", weight: FontWeight(weight.0), italic: italic))
        let file =
            weight.1 == "Regular"
            ? (italic ? "Inter-Italic.otf" : "Inter-Regular.otf") : "Inter-\(weight.1)\(italic ? "Italic" : "").otf"
        #expect(result.path == Fixtures.bundled("Inter/\(file)"))
        #expect(result.family == "Inter")
        #expect(result.weight == weight.0)
        #expect(result.italic == italic)
        #expect(result.exact)
        #expect(!result.syntheticBold && !result.syntheticOblique)
        #expect(result.variation == nil)
    }

    /// With only Regular (400) and Bold (700): fontconfig picks the nearest weight on its own scale.
    @Test(arguments: [
        (500, "Inter-Regular.otf", false), (600, "Inter-Bold.otf", false), (300, "Inter-Regular.otf", false),
        (900, "Inter-Bold.otf", false), (100, "Inter-Regular.otf", false),
    ])
    func nearestWeightWhenMissing(requested: Int, file: String, exact: Bool) throws {
        let folder = try Fixtures.folder(linking: [
            Fixtures.bundled("Inter/Inter-Regular.otf"), Fixtures.bundled("Inter/Inter-Bold.otf"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try FontResolver(folders: [folder.path]).resolve(
            FontQuery(family: "Inter", weight: FontWeight(requested)))
        #expect(result.path.hasSuffix("/" + file))
        #expect(result.exact == exact)
        #expect(!result.syntheticBold)
    }

    @Test func boldAndItalicAreSynthesizedWhenTheFamilyLacksThem() throws {
        let folder = try Fixtures.folder(linking: [Fixtures.bundled("Inter/Inter-Regular.otf")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try FontResolver(folders: [folder.path]).resolve(
            FontQuery(family: "inter", weight: FontWeight(700), italic: true))
        #expect(result.path.hasSuffix("/Inter-Regular.otf"))
        #expect(!result.exact)
        #expect(result.syntheticBold)
        #expect(result.syntheticOblique)
    }

    @Test func missingFamilyListsTheAvailableOnes() throws {
        let resolver = try FontResolver(folders: [Fixtures.interFolder, Fixtures.robotoFolder])
        #expect(throws: FontError.familyNotFound(family: "Helvetica", available: ["Inter", "Roboto"])) {
            try resolver.resolve(FontQuery(family: "Helvetica"))
        }
        #expect(resolver.families() == ["Inter", "Roboto"])
    }

    @Test func machineFontsStayOutUnlessAskedFor() throws {
        let resolver = try FontResolver(folders: [Fixtures.interFolder])
        #expect(throws: FontError.self) { try resolver.resolve(FontQuery(family: "DejaVu Sans")) }
        _ = try Fixtures.dejaVuSans
        let withSystem = try FontResolver(folders: [Fixtures.interFolder], includeSystemFonts: true)
        #expect(try withSystem.resolve(FontQuery(family: "DejaVu Sans")).family == "DejaVu Sans")
    }

    /// A character no font has is answered from the configuration's coverage, without sorting
    /// its fonts; a fallback order's family that is not installed is known without a question.
    @Test func coverageAnswersWithoutSorting() throws {
        let search = FallbackSearch(folders: [Fixtures.interFolder], includeSystemFonts: false)
        #expect(try search.hasFamily("Inter") && search.hasFamily(" inter"))
        #expect(try !search.hasFamily("Noto Sans CJK JP"))
        #expect(try search.fallback(for: "\u{4E00}", near: FontQuery(family: "Inter")) == nil)
        #expect(try search.fallback(for: "A", near: FontQuery(family: "Inter"))?.family == "Inter")
        let locator = try FontconfigLocator(folders: [Fixtures.interFolder])
        #expect(locator.covers("ß") && !locator.covers("\u{4E00}") && !locator.covers("\u{0E01}"))
        #expect(search.configurationsBuilt == 1)
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: FontError.unreadable(path: "/no/such/folder", reason: "no such font file or folder")) {
            try FontResolver(folders: ["/no/such/folder"])
        }
    }

    @Test func collectionMemberByFaceIndex() throws {
        let resolver = try FontResolver(folders: [Fixtures.testFontsFolder])
        let bold = try resolver.resolve(FontQuery(family: "TypeFit Collection", weight: FontWeight(700)))
        #expect(bold.path == Fixtures.testFont("TypeFitTest.ttc"))
        #expect(bold.faceIndex == 1)
        #expect(bold.style == "Bold")
        let regular = try resolver.resolve(FontQuery(family: "TypeFit Collection"))
        #expect(regular.faceIndex == 0)
    }

    /// weight → (exact, variation): named instances give their coordinates; other weights inside
    /// the axis give the requested weight; outside, the nearest end.
    @Test(arguments: [
        (400, true, ["wght": 400.0, "opsz": 12.0]),
        (550, true, ["wght": 550.0, "opsz": 12.0]),
        (700, true, ["wght": 700.0, "opsz": 12.0]),
        (900, true, ["wght": 900.0, "opsz": 12.0]),
        (950, false, ["wght": 900.0, "opsz": 12.0]),
    ])
    func variableFontCoordinates(weight: Int, exact: Bool, variation: [String: Double]) throws {
        let resolver = try FontResolver(folders: [Fixtures.testFontsFolder])
        let result = try resolver.resolve(FontQuery(family: "TypeFit Variable", weight: FontWeight(weight)))
        #expect(result.path == Fixtures.testFont("TypeFitTest-VF.ttf"))
        #expect(result.exact == exact)
        #expect(result.variation == variation)
        #expect(result.weight == Int(variation["wght"] ?? 0))
    }
}
