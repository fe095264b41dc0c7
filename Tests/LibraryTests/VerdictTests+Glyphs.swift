import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCheck

extension VerdictTests {
    /// A check judges a text's missing characters and those a fallback font draws where the text
    /// holds them: the same verdict, reasons in the same order, as when they are passed.
    @Test func glyphsReadFromTheTextJudgeAsWhenPassed() throws {
        let folder = try Fixtures.folder(linking: [DebianFont.notoSansThai.installedPath])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FreeTypeLibrary()
        let fallback = try FallbackFonts(
            folders: [folder.path], near: FontQuery(family: "TypeFit TypoOn"), library: library)
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: library)
        let font = try ShapingFont(face: face)
        let preparer = try TextPreparer(language: "th")
        var (sawFallback, sawMissing) = (false, false)
        // Latin only, Thai from the fallback font, a private-use character no font has, both.
        for text in ["ab cd", "ab สวัสดี", "ab \u{E000}", "สวัสดี \u{E000} x"] {
            let prepared = try preparer.prepare(text, font: font, fallback: fallback)
            sawFallback = sawFallback || !prepared.fallbacks.isEmpty
            sawMissing = sawMissing || !prepared.missing.isEmpty
            // Passing, warning (the last line fills the box) and failing (three lines of two).
            for (width, last, lines) in [(50.0, 50.0, 1), (99.0, 97.0, 2), (120.0, 40.0, 3)] {
                let limits = GuideStyle.Limits(maxWidth: 100, maxLines: 2)
                let numbers = Verdict.Measured(width: width, lastLineWidth: last, lineCount: lines, lineHeight: 20)
                let cut = lines > 2 ? "ab…" : nil
                let expected = Verdict.evaluate(
                    numbers, truncatedText: cut, missing: prepared.missing, fallbacks: prepared.fallbacks,
                    limits: limits, margin: 0.05)
                #expect(
                    Verdict.evaluate(
                        numbers, truncatedText: cut, glyphsOf: prepared, limits: limits, margin: 0.05, unit: .pt)
                        == expected, "\(text) at \(width)")
            }
        }
        #expect(sawFallback && sawMissing)
    }
}
