import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// A check's tasks share prepared texts but each has its own fallback fonts: a text prepared by
/// one task is laid out by another, which may not have opened the fallback font the text drew
/// with. Flutter's cut measures its ellipsis in each cluster's font, so it must find that font
/// whichever task prepared the text (it once fell back to the text's own font in the task that
/// had not opened it: "15∶30, 2∶…" in one run, "15∶30, 2…" in the next).
@Suite struct FallbackFontsSharingTests {
    @Test func aTextPreparedInOneTaskFindsItsFallbackFontInAnother() throws {
        let folder = try Fixtures.folder(linking: [try DebianFont.dejaVuSans.path])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FreeTypeLibrary()
        let near = FontQuery(family: "Inter")
        let preparing = try FallbackFonts(folders: [folder.path], near: near, library: library)
        let font = try ShapingFont(
            face: FontFace(
                path: Fixtures.root.appendingPathComponent("Fonts/Inter/Inter-Regular.otf").path, library: library))
        // Inter has no U+2236 RATIO: DejaVu Sans draws it.
        let prepared = try TextPreparer(language: "en").prepare("15∶30", font: font, fallback: preparing)
        let use = try #require(prepared.fallbacks.first)
        #expect(use.family == "DejaVu Sans")

        // Another task's fallback fonts, which have not met U+2236.
        let laying = try FallbackFonts(folders: [folder.path], near: near, library: library)
        let found = try #require(laying.font(of: use))
        #expect(found.face.path == use.path)
        #expect(found.face.metrics.faceIndex == use.faceIndex)

        // The ellipsis after a DejaVu cluster is DejaVu's "…" in either task, not Inter's.
        let layout = SkParagraphLayout(
            fontSize: 17, maxWidth: 40, maxLines: 1, letterSpacing: 0, style: FlutterTextStyle(), font: font)
        let own = layout.including(prepared, fallback: preparing, font: font).ellipsisWidths
        let other = layout.including(prepared, fallback: laying, font: font).ellipsisWidths
        #expect(own.count == 2)
        #expect(own[1] != own[0])
        #expect(other == own)
    }

    /// A Flutter label is drawn in the fonts it was prepared with, whatever else those fallback
    /// fonts had opened: its glyphs keep their font's outlines (drawn in the text's own font, or
    /// another fallback's, Arabic labels changed from run to run with the drawing tasks' order).
    @Test func aFlutterDrawingDoesNotDependOnTheFallbackFontsOpenedBefore() throws {
        let folder = try Fixtures.folder(linking: [
            try DebianFont.dejaVuSans.path, DebianFont.notoSansThai.installedPath,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FreeTypeLibrary()
        let font = try ShapingFont(
            face: FontFace(
                path: Fixtures.root.appendingPathComponent("Fonts/Inter/Inter-Regular.otf").path, library: library))
        let layout = SkParagraphLayout(
            fontSize: 17, maxWidth: 300, maxLines: 2, letterSpacing: 0, style: FlutterTextStyle(), font: font)
        let thai = "สวัสดีครับ"
        func drawn(after earlier: String?) throws -> (DrawnText, String, [String]) {
            let fallback = try FallbackFonts(folders: [folder.path], near: FontQuery(family: "Inter"), library: library)
            let preparer = try TextPreparer(language: "th")
            if let earlier { _ = try preparer.prepare(earlier, font: font, fallback: fallback) }
            let prepared = try preparer.prepare(thai, font: font, fallback: fallback, keepGlyphs: true)
            let symbols = GlyphSymbols()
            let drawing = layout.draw(prepared, font: font, fallback: fallback, symbols: symbols)
            return (drawing, symbols.definitions(), prepared.fallbacks.map(\.family))
        }
        let alone = try drawn(after: nil)
        // DejaVu Sans (U+2236, which Inter lacks) opened first: Noto Sans Thai is then the second.
        let afterRatio = try drawn(after: "15∶30")
        #expect(alone.2 == ["Noto Sans Thai"] && afterRatio.2 == alone.2)
        #expect(!alone.1.isEmpty)
        #expect(afterRatio.1 == alone.1)
        #expect(afterRatio.0 == alone.0)
    }
}
