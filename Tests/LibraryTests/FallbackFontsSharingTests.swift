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
}
