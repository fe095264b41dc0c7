import TestSupport
import Testing
@testable import TypeFitBackend

/// Line height per engine. Expected values worked out by hand from the generated fonts' tables:
/// hhea 800/−200/90, typo 750/−250/0, upem 1000.
@Suite struct LineHeightModelTests {
    static func metrics(_ file: String) throws -> FaceMetrics {
        try FontFace(path: Fixtures.testFont(file), library: FreeTypeLibrary()).metrics
    }

    /// font → (apple, android, web) in font units
    @Test(arguments: [
        ("TypeFitTest-TypoOn.ttf", 1090, 1000, 1000),  // android/web follow USE_TYPO_METRICS: 750 + 250 + 0
        ("TypeFitTest-TypoOff.ttf", 1090, 1090, 1090),  // bit off: hhea everywhere
        ("TypeFitTest-OS2v1.ttf", 1090, 1090, 1090),
    ])
    func fontUnitsPerEngine(file: String, apple: Int, android: Int, web: Int) throws {
        let face = try Self.metrics(file)
        #expect(face.lineHeightUnits(.apple) == apple)
        #expect(face.lineHeightUnits(.android) == android)
        #expect(face.lineHeightUnits(.web) == web)
    }

    /// font, size → (apple, android, web) in points.
    /// TypoOff at 17: hhea 13.6 + 3.4 + 1.53 = 18.53 unrounded; Blink rounds 14 + 3 + 2 = 19.
    /// TypoOn at 17: typo 12.75 + 4.25 + 0 = 17; Blink 13 + 4 + 0 = 17.
    /// TypoOn at 13: 9.75 + 3.25 → 10 + 3 = 13; apple 14.17.
    /// TypoOff at 11: 8.8 + 2.2 + 0.99 = 11.99; Blink 9 + 2 + 1 = 12.
    @Test(arguments: [
        ("TypeFitTest-TypoOff.ttf", 17.0, 18.53, 18.53, 19.0),
        ("TypeFitTest-TypoOn.ttf", 17.0, 18.53, 17.0, 17.0),
        ("TypeFitTest-TypoOn.ttf", 13.0, 14.17, 13.0, 13.0),
        ("TypeFitTest-TypoOff.ttf", 11.0, 11.99, 11.99, 12.0),
    ])
    func pointsAtASize(file: String, size: Double, apple: Double, android: Double, web: Double) throws {
        let face = try Self.metrics(file)
        #expect(abs(face.lineHeight(.apple, pointSize: size) - apple) < 1e-9)
        #expect(abs(face.lineHeight(.android, pointSize: size) - android) < 1e-9)
        #expect(face.lineHeight(.web, pointSize: size) == web)
    }

    @Test func robotoIgnoresTypoMetricsBecauseTheBitIsOff() throws {
        // Roboto: hhea 1900/−500/0, typo 2146/−555/0, USE_TYPO_METRICS off → every engine reads hhea.
        let face = try FontFace(path: Fixtures.bundled("Roboto/Roboto-Regular.ttf"), library: FreeTypeLibrary()).metrics
        #expect(face.lineMetrics(for: .android) == face.hhea)
        #expect(face.lineHeightUnits(.apple) == 2400)
        #expect(abs(face.lineHeight(.apple, pointSize: 16) - 18.75) < 1e-12)
    }

    @Test func zeroHheaFallsBackToTypoThenWin() {
        var face = FaceMetrics(
            path: "synthetic", faceIndex: 0, family: "X", style: "Regular", postscriptName: nil, weight: 400,
            italic: ItalicInfo(fsSelection: false, macStyle: false, angle: 0), unitsPerEm: 1000,
            hhea: LineMetrics(ascender: 0, descender: 0, lineGap: 0), numberOfHMetrics: 1,
            typo: TypoMetrics(metrics: LineMetrics(ascender: 700, descender: -300, lineGap: 50), useTypoMetrics: false),
            win: WinMetrics(ascent: 900, descent: 400), os2Version: 4, capHeight: nil, xHeight: nil,
            glyphCount: 1, axes: [], namedInstances: [])
        #expect(face.lineHeightUnits(.android) == 1050)
        face.typo = TypoMetrics(metrics: LineMetrics(ascender: 0, descender: 0, lineGap: 0), useTypoMetrics: false)
        #expect(face.lineHeightUnits(.android) == 1300)
        #expect(face.lineHeightUnits(.apple) == 0)
    }
}
