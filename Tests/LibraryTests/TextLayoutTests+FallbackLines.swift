import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// A fallback font that reaches further above or below the baseline than the style's font raises
/// the lines it draws on — only those, and only when the line height is the font's own.
///
/// Metrics (fontTools, upem 1000): TypeFit TypoOn hhea 800/−200/90, typo 750/−250/0 with
/// USE_TYPO_METRICS; Noto Sans Thai hhea = typo 1061/−450/0, USE_TYPO_METRICS off. At 10 pt:
/// - apple (hhea): TypoOn 8 + 2 + 0.9 = 10.9; with Thai max(8, 10.61) + max(2, 4.5) + max(0.9, 0) = 16.01
/// - android (typo for TypoOn, hhea for Thai): 7.5 + 2.5 = 10; with Thai 10.61 + 4.5 = 15.11
/// - web (each part rounded at the size): 8 + 3 = 11; with Thai 11 + 5 = 16
extension TextLayoutTests {
    static let thai = DebianFont.notoSansThai.installedPath

    static func thaiMeasurer() throws -> (TextMeasurer, URL) {
        let folder = try Fixtures.folder(linking: [thai])
        let library = try FreeTypeLibrary()
        let fallback = try FallbackFonts(
            folders: [folder.path], near: FontQuery(family: "TypeFit TypoOn"), library: library)
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: library)
        return (try TextMeasurer(font: ShapingFont(face: face), fallback: fallback, language: "th"), folder)
    }

    @Test(arguments: [(LineHeightModel.apple, 10.9, 16.01), (.android, 10, 15.11), (.web, 11, 16)])
    func aTallerFallbackFontRaisesItsLine(model: LineHeightModel, own: Double, raised: Double) throws {
        let (measurer, folder) = try Self.thaiMeasurer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin = try measurer.measure("ab cd", pointSize: 10, model: model)
        #expect(abs(latin.height - own) < 1e-9)
        let mixed = try measurer.measure("ab สวัสดี", pointSize: 10, model: model)
        #expect(mixed.fallbacks.map(\.family) == ["Noto Sans Thai"])
        #expect(abs(mixed.height - raised) < 1e-9)
        #expect(abs(mixed.lineHeight - raised) < 1e-9)
        // Wrapped after "ab" (the Thai word is 2252 units, 22.52 pt): only the Thai line is raised.
        let wrapped = try measurer.measure("ab สวัสดี", pointSize: 10, maxWidth: 25, model: model)
        #expect(wrapped.lines.map(\.text) == ["ab", "สวัสดี"])
        #expect(abs(wrapped.height - (own + raised)) < 1e-9)
        // The check's fast path agrees with the full measurement.
        let layout = TextLayout(
            pointSize: 10, lineHeight: own, maxWidth: 25,
            fontLine: TextLayout.FontLine(
                try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()).metrics,
                model: model, pointSize: 10))
        let summary = layout.summarize(try measurer.prepared("ab สวัสดี", pointSize: 10))
        #expect(summary.lineCount == 2)
        #expect(abs(summary.height - (own + raised)) < 1e-9)
    }

    /// An explicit line height is the line's, whatever font draws on it.
    @Test func anExplicitLineHeightIsNotRaised() throws {
        let (measurer, folder) = try Self.thaiMeasurer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let m = try measurer.measure("ab สวัสดี", pointSize: 10, model: .apple, lineHeight: 12)
        #expect(m.height == 12)
    }
}
