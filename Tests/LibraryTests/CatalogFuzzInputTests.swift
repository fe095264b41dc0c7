import Foundation
import TestSupport
import Testing
@testable import TypeFitCheck

/// The text-side fuzz entry point, without libFuzzer: each fixture catalog, token file and guide,
/// given with its format's selector byte, is read and its strings measured; garbage is refused
/// quietly; the input folder is left empty.
@Suite struct CatalogFuzzInputTests {
    static func context() throws -> CatalogFuzzInput.Context {
        try CatalogFuzzInput.Context(
            fontPath: Fixtures.root.appendingPathComponent("Fonts/Roboto/Roboto-Regular.ttf").path)
    }

    /// (fixture, selector): a file of every format.
    static let cases: [(String, Int)] = [
        ("Strings/de.lproj/Localizable.strings", 0), ("Strings/Localizable.xcstrings", 1),
        ("Strings/res/values-de/strings.xml", 2),
        ("Strings/de.po", 3), ("Strings/app/en.lproj/Localizable.stringsdict", 4), ("Strings/en.json", 5),
        ("Strings/app/l10n/app_de.arb", 6), ("Strings/strings.csv", 7), ("Guides/check.yml", 8),
        ("Tokens/tokens.json", 9),
    ]

    @Test(arguments: cases)
    func everyFormatIsReadAndMeasured(fixture: String, selector: Int) throws {
        let context = try Self.context()
        let bytes = [UInt8(selector)] + [UInt8](try Data(contentsOf: Fixtures.url(fixture)))
        var measured = 0
        let elapsed = ContinuousClock().measure { measured = CatalogFuzzInput.run(bytes, context: context) }
        #expect(measured > 0, "\(fixture) as \(CatalogFuzzInput.formats[selector])")
        #expect(elapsed < .seconds(2))
    }

    @Test func garbageIsRefusedQuietly() throws {
        let context = try Self.context()
        for selector in CatalogFuzzInput.formats.indices {
            #expect(CatalogFuzzInput.run([UInt8(selector), 0xFF, 0xFE, 0x00, 0x3C, 0x7B], context: context) == 0)
        }
        #expect(CatalogFuzzInput.run([], context: context) == 0)
        // Each input's file is removed after it: only the format folders are left.
        let left = try FileManager.default.subpathsOfDirectory(atPath: context.folder.path)
        #expect(
            left.allSatisfy { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: context.folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                    && isFolder.boolValue
            })
    }
}
