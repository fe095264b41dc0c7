import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend

/// Exact metrics of the generated fonts (values from Scripts/make_test_fonts.py), loading from
/// path and memory, collections, variable fonts, and typed errors for broken input.
@Suite struct FontFaceTests {
    let library: FreeTypeLibrary

    init() throws {
        library = try FreeTypeLibrary()
    }

    /// font file → (family, hhea a/d/g, typo a/d/g, USE_TYPO_METRICS, win a/d, OS/2 version,
    /// cap height, cap source, x height, x source)
    static let expected: [(String, String, [Int], [Int], Bool, [Int], Int, Int, MetricSource, Int, MetricSource)] = [
        (
            "TypeFitTest-TypoOn.ttf", "TypeFit TypoOn", [800, -200, 90], [750, -250, 0], true, [950, 300], 4, 700, .os2,
            500, .os2
        ),
        (
            "TypeFitTest-TypoOff.ttf", "TypeFit TypoOff", [800, -200, 90], [750, -250, 0], false, [950, 300], 4, 700,
            .os2, 500, .os2
        ),
        (
            "TypeFitTest-OS2v1.ttf", "TypeFit OS2v1", [800, -200, 90], [750, -250, 0], false, [950, 300], 1, 712,
            .glyph, 523, .glyph
        ),
        (
            "TypeFitTest-VF.ttf", "TypeFit Variable", [800, -200, 90], [750, -250, 0], true, [950, 300], 4, 700, .os2,
            500, .os2
        ),
    ]

    @Test(arguments: expected)
    func exactMetricsOfGeneratedFonts(
        _ row: (String, String, [Int], [Int], Bool, [Int], Int, Int, MetricSource, Int, MetricSource)
    ) throws {
        let (file, family, hhea, typo, useTypo, win, os2Version, cap, capSource, x, xSource) = row
        let metrics = try FontFace(path: Fixtures.testFont(file), library: library).metrics
        #expect(metrics.family == family)
        #expect(metrics.style == "Regular")
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.glyphCount == 68)
        #expect(metrics.weight == 400)
        #expect(metrics.italic == ItalicInfo(fsSelection: false, macStyle: false, angle: 0))
        #expect(metrics.hhea == LineMetrics(ascender: hhea[0], descender: hhea[1], lineGap: hhea[2]))
        #expect(
            metrics.typo
                == TypoMetrics(
                    metrics: LineMetrics(ascender: typo[0], descender: typo[1], lineGap: typo[2]),
                    useTypoMetrics: useTypo))
        #expect(metrics.win == WinMetrics(ascent: win[0], descent: win[1]))
        #expect(metrics.os2Version == os2Version)
        #expect(metrics.capHeight == SourcedMetric(value: cap, source: capSource))
        #expect(metrics.xHeight == SourcedMetric(value: x, source: xSource))
        #expect(metrics.postscriptName == family.replacingOccurrences(of: " ", with: "") + "-Regular")
    }

    @Test func variableFontAxesAndNamedInstances() throws {
        let metrics = try FontFace(path: Fixtures.testFont("TypeFitTest-VF.ttf"), library: library).metrics
        #expect(
            metrics.axes == [
                VariationAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900),
                VariationAxis(tag: "opsz", minimum: 8, defaultValue: 12, maximum: 72),
            ])
        #expect(
            metrics.namedInstances == [
                NamedInstance(name: "Regular", coordinates: ["wght": 400, "opsz": 12]),
                NamedInstance(name: "Bold", coordinates: ["wght": 700, "opsz": 12]),
                NamedInstance(name: "Black", coordinates: ["wght": 900, "opsz": 12]),
                NamedInstance(name: "Caption", coordinates: ["wght": 400, "opsz": 8]),
            ])
    }

    @Test func collectionFacesByIndex() throws {
        let path = Fixtures.testFont("TypeFitTest.ttc")
        #expect(try FontFace.faceCount(path: path, library: library) == 2)
        let regular = try FontFace(path: path, faceIndex: 0, library: library).metrics
        let bold = try FontFace(path: path, faceIndex: 1, library: library).metrics
        #expect(regular.family == "TypeFit Collection" && regular.style == "Regular" && regular.weight == 400)
        #expect(bold.family == "TypeFit Collection" && bold.style == "Bold" && bold.weight == 700)
        #expect(bold.faceIndex == 1)
        #expect(throws: FontError.faceIndexOutOfRange(path: path, faceIndex: 2, faceCount: 2)) {
            try FontFace(path: path, faceIndex: 2, library: library)
        }
    }

    @Test func cffFontLoads() throws {
        let metrics = try FontFace(path: Fixtures.bundled("Inter/Inter-SemiBoldItalic.otf"), library: library).metrics
        #expect(metrics.family == "Inter")
        #expect(metrics.style == "Semi Bold Italic")
        #expect(metrics.weight == 600)
        #expect(metrics.italic.isItalic)
        // Inter 4.0 beta 7 stores +9.4° (the spec wants negative for a right lean); fontTools reads the same.
        #expect(metrics.italic.angle == 9.399993896484375)
        #expect(metrics.postscriptName == "Inter-SemiBoldItalic")
    }

    @Test func loadsFromMemoryWithTheSameMetrics() throws {
        let path = Fixtures.testFont("TypeFitTest-TypoOn.ttf")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let fromMemory = try FontFace(bytes: bytes, label: "memory:TypoOn", library: library).metrics
        var fromFile = try FontFace(path: path, library: library).metrics
        fromFile.path = "memory:TypoOn"
        #expect(fromMemory == fromFile)
    }

    @Test func faceOutlivesItsCreatorsReferences() throws {
        // The face holds the library and the bytes; dropping our own references must not free them.
        let face = try { () throws -> FontFace in
            let ownLibrary = try FreeTypeLibrary()
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.testFont("TypeFitTest-VF.ttf"))))
            return try FontFace(bytes: bytes, label: "vf", library: ownLibrary)
        }()
        #expect(face.metrics.glyphCount == 68)
        #expect(face.metrics.axes.count == 2)
    }

    @Test func libraryVersion() throws {
        #expect(library.version.hasPrefix("2."))
    }

    // MARK: Broken input

    @Test func missingFileIsUnreadable() {
        #expect(throws: FontError.unreadable(path: "/no/such/font.ttf", reason: "no such file")) {
            try FontFace(path: "/no/such/font.ttf", library: library)
        }
    }

    @Test func folderIsUnreadable() {
        #expect(throws: FontError.unreadable(path: Fixtures.testFontsFolder, reason: "is a folder, not a regular file"))
        {
            try FontFace(path: Fixtures.testFontsFolder, library: library)
        }
    }

    @Test func emptyFileIsUnreadable() {
        #expect(throws: FontError.unreadable(path: "empty", reason: "file is empty")) {
            try FontFace(bytes: [UInt8](), label: "empty", library: library)
        }
    }

    @Test func fileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let path = Fixtures.testFont("TypeFitTest-VF.ttf")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 1000)
        #expect(throws: FontError.unreadable(path: path, reason: "file is \(size) bytes, over the limit of 1000 bytes"))
        {
            try FontFace(path: path, library: library, maximumFileSize: 1000)
        }
    }

    @Test func randomBytesAreAFreeTypeError() throws {
        var generator = SeededGenerator(seed: 42)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let error = #expect(throws: FontError.self) { try FontFace(bytes: bytes, label: "random", library: library) }
        #expect(
            error?.description.hasPrefix("random: not a TrueType, OpenType, collection or WOFF font (it starts with ")
                == true)
    }

    @Test func freeTypeErrorsNameTheCallAndTheMessage() throws {
        // A valid signature with nothing behind it gets past the sniff and FreeType refuses it.
        let bytes: [UInt8] = [0x00, 0x01, 0x00, 0x00, 0x00, 0x05]
        let error = #expect(throws: FontError.self) { try FontFace(bytes: bytes, label: "stub", library: library) }
        guard case let .freeType(operation, path, code, message)? = error else {
            Issue.record("expected a FreeType error, got \(String(describing: error))")
            return
        }
        #expect(operation == "FT_New_Memory_Face" && path == "stub" && code != 0)
        #expect(error?.description == "FT_New_Memory_Face(stub): \(message) (FT_Error \(code))")
        #expect(!message.isEmpty && message != "unknown FreeType error")
    }

    @Test(arguments: [4, 12, 100, 1000, 3000, 3400])
    func truncatedFontsAreTypedErrors(length: Int) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.testFont("TypeFitTest-TypoOn.ttf"))))
        let error = #expect(throws: FontError.self) {
            try FontFace(bytes: bytes.prefix(length), label: "truncated", library: library)
        }
        // FreeType itself loads the longer truncations; the table-directory check catches them.
        if length >= 1000, case let .implausible(_, _, check, detail)? = error {
            #expect(check == .tableDirectory)
            #expect(detail.contains("ends past the file's \(length) bytes"))
        }
    }

    /// Patches one field of a table in the TypoOn font and expects the named plausibility check to fail.
    @Test(arguments: [
        ("hhea", 34, 0, PlausibilityCheck.numberOfHMetrics),
        ("head", 18, 0, PlausibilityCheck.unitsPerEm),
        ("head", 18, 8, PlausibilityCheck.unitsPerEm),
        ("head", 18, 65535, PlausibilityCheck.unitsPerEm),
        ("hhea", 4, 0xFF38, PlausibilityCheck.ascenderAboveDescender),  // hhea ascender −200 = descender
    ])
    func implausibleFieldsAreRejected(table: String, offset: Int, value: Int, check: PlausibilityCheck) throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.testFont("TypeFitTest-TypoOn.ttf"))))
        let tableOffset = try #require(Self.tableOffset(table, in: bytes))
        bytes[tableOffset + offset] = UInt8(value >> 8)
        bytes[tableOffset + offset + 1] = UInt8(value & 0xFF)
        let error = #expect(throws: FontError.self) { try FontFace(bytes: bytes, label: "patched", library: library) }
        switch error {
        case let .implausible(_, _, failed, _)?: #expect(failed == check)
        case let .freeType(_, _, code, _)?:
            #expect(check == .unitsPerEm && code != 0, "FreeType itself refuses upem \(value)")
        default: Issue.record("unexpected \(String(describing: error))")
        }
    }

    /// The offset of an sfnt table, from the table directory.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int? {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        for record in 0..<u16(4) {
            let base = 12 + 16 * record
            if String(decoding: bytes[base..<base + 4], as: UTF8.self) == tag { return u32(base + 8) }
        }
        return nil
    }
}

/// A small deterministic random number generator (SplitMix64) for reproducible byte noise.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Setting design coordinates on the variable test font: the advance of "A" is 600 at the
/// default, +100 at wght 900, −50 at opsz 72, +20 at opsz 8 (Scripts/make_test_fonts.py), the
/// same as `hb-shape --variations=…` prints.
@Suite struct FontFaceVariationTests {
    @Test(arguments: [
        ([String: Double](), 600), (["wght": 900], 700), (["wght": 650], 650), (["opsz": 72], 550),
        (["opsz": 8], 620), (["wght": 900, "opsz": 72], 650),
    ])
    func advanceFollowsTheCoordinates(coordinates: [String: Double], advance: Int) throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-VF.ttf"), library: FreeTypeLibrary())
        try face.setVariation(coordinates)
        #expect(face.advance(of: "A") == advance)
        #expect(face.variation["wght"] == coordinates["wght"] ?? 400)
    }

    @Test func rejectsUnknownAxesAndOutOfRangeValues() throws {
        let path = Fixtures.testFont("TypeFitTest-VF.ttf")
        let face = try FontFace(path: path, library: FreeTypeLibrary())
        #expect(throws: FontError.invalidVariation(path: path, detail: "no axis 'wdth'; the font has wght, opsz")) {
            try face.setVariation(["wdth": 100])
        }
        #expect(throws: FontError.invalidVariation(path: path, detail: "wght=950 is outside the axis range 100…900")) {
            try face.setVariation(["wght": 950])
        }
        let staticFace = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        #expect(throws: FontError.self) { try staticFace.setVariation(["wght": 700]) }
        #expect(staticFace.advance(of: "A") == 600)
        #expect(staticFace.advance(of: "\u{4E00}") == nil)
    }
}
