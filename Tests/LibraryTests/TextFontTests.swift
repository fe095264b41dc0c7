import Foundation
import TestSupport
import Testing
import TypeFitKit

/// The front door's measuring: the same numbers `typefit measure` prints (hb-shape's advances).
@Suite struct TextFontTests {
    @Test func measuresAsTheCommandLineDoes() throws {
        var font = TextFont(file: Fixtures.bundled("Inter/Inter-Regular.otf"))
        font.isolation = .off
        // hb-shape --font-size=upem: "Hello, world" is 15700 units at upem 2816 in Inter Regular.
        let one = try font.measure("Hello, world", pointSize: 17)
        #expect(abs(one.advance - 15700.0 / 2816 * 17) < 1e-9)
        #expect(one.lineCount == 1 && one.visibleText == nil)
        #expect(abs(one.lineHeight - 3408.0 / 2816 * 17) < 1e-9)  // hhea 2728 + 680, the apple rule
        let cut = try font.measure(
            "Weiterleiten an alle Kontakte im Adressbuch", pointSize: 17, width: 120, maxLines: 2)
        #expect(cut.lineCount == 2 && cut.visibleText?.hasSuffix("…") == true)
        #expect(cut.lines.allSatisfy { $0.width <= 120 })
    }

    @Test func aFamilyResolvesInItsFolders() throws {
        var font = TextFont(family: "Inter", weight: 600, in: [Fixtures.interFolder])
        font.isolation = .off
        let semibold = try font.measure("Save", pointSize: 20)
        var regular = TextFont(family: "Inter", in: [Fixtures.interFolder])
        regular.isolation = .off
        #expect(semibold.width > (try regular.measure("Save", pointSize: 20)).width)
    }

    @Test func aBadFontIsOneLineNamingIt() throws {
        var font = TextFont(file: Fixtures.root.appendingPathComponent("typefit.yml").path)
        font.isolation = .off
        #expect(throws: TypeFitError.self) { try font.measure("x", pointSize: 17) }
        do {
            _ = try font.measure("x", pointSize: 17)
        } catch {
            #expect(error.description.hasPrefix(Fixtures.root.appendingPathComponent("typefit.yml").path))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func anExecutableThatIsNoProbeIsRefused() throws {
        var font = TextFont(file: Fixtures.bundled("Inter/Inter-Regular.otf"))
        font.isolation = .executable("/bin/true")
        #expect(throws: TypeFitError.self) { try font.measure("x", pointSize: 17) }
        font.isolation = .executable(try TypeFitProcess.binary)
        #expect(try font.measure("x", pointSize: 17).lineCount == 1)
    }
}
