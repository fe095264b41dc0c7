import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend
@testable import TypeFitCatalogs
@testable import TypeFitCheck
@testable import TypeFitReports

/// A style that measures nothing must not pass: it is an input error naming the guide, the style
/// and why, unless the style is marked `optional`.
extension CheckerTests {
    static let catalog = StringSource(path: Fixtures.url("Strings/strings.csv").path)

    static func emptyStyleError(_ configure: (inout StyleGuide) -> Void) async throws -> InputError? {
        var style = GuideStyle(
            name: "Tab bar", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, keys: ["tab.*"], line: 7)
        style.limits.maxWidth = 80
        var guide = Self.guide(style) { $0.stringSources = [Self.catalog] }
        configure(&guide)
        do {
            _ = try await Checker.run(guide)
            return nil
        } catch let error as InputError {
            return error
        }
    }

    @Test func keysThatMatchNothingAreAnInputError() async throws {
        let error = try #require(try await Self.emptyStyleError { _ in })
        #expect(error.file == "test.yml")
        #expect(error.line == 7)
        let keys = Set(try StringCatalogReader.read(Self.catalog, baseLocale: "en").map(\.key)).count
        #expect(error.message == "styles[0] 'Tab bar': keys [tab.*] match none of the \(keys) keys in 1 catalog")
    }

    @Test func aLocaleFilterThatMatchesNothingIsAnInputError() async throws {
        let error = try #require(
            try await Self.emptyStyleError {
                $0.styles[0].keys = ["settings.*"]
                $0.locales = ["ja"]
            })
        #expect(
            error.message.hasPrefix(
                "styles[0] 'Tab bar': keys [settings.*] match 1 keys, but locales [ja] match none of their locales ("))
    }

    @Test func keysWithoutACatalogAreAnInputError() async throws {
        let error = try #require(try await Self.emptyStyleError { $0.stringSources = [] })
        #expect(
            error.message
                == "styles[0] 'Tab bar': keys [tab.*] but the guide names no string catalog (strings: or --strings)")
    }

    @Test func anOptionalStyleIsANoteAndTheOthersAreMeasured() async throws {
        let report = try await Checker.run(
            Self.guide(
                GuideStyle(name: "Label", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, samples: ["ab"])
            ) {
                var tab = GuideStyle(
                    name: "Tab bar", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, keys: ["tab.*"])
                tab.isOptional = true
                $0.styles.append(tab)
                $0.stringSources = [Self.catalog]
            })
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.hasSuffix("(optional: measured nothing)") == true)
        #expect(report.stringCounts == ["Label": 1, "Tab bar": 0])
        #expect(Set(report.results.map(\.style)) == ["Label"])
    }
}

/// `systemFonts: true` adds fallback fonts for characters; it never supplies a style's own face.
extension CheckerTests {
    @Test func systemFontsDoNotStandInForAStylesMissingWeight() async throws {
        let regular = try Fixtures.dejaVuSans
        let folder = try Fixtures.folder(linking: [regular])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The machine has DejaVu Sans Bold (fonts-dejavu-core); the guide's folder does not.
        #expect(FileManager.default.fileExists(atPath: DebianFont.dejaVuSansBold.installedPath))
        let style = GuideStyle(
            name: "Button", family: "DejaVu Sans", weight: FontWeight(700), size: 17, scalesWith: .fixed,
            samples: ["Save"], line: 4)
        var guide = StyleGuide(
            fontFolders: [folder.path], includeSystemFonts: true, categories: [.large], styles: [style],
            file: "g.yml")
        guide.file = "g.yml"
        let error = await #expect(throws: InputError.self) { try await Checker.run(guide) }
        #expect(error?.description == "g.yml:4: styles[0].weight: DejaVu Sans has no weight 700; it has 400")
    }

    @Test func fontsMayNameFiles() async throws {
        let style = GuideStyle(name: "Body", family: "DejaVu Sans", size: 17, scalesWith: .fixed, samples: ["Save"])
        let report = try await Checker.run(
            StyleGuide(fontFolders: [try Fixtures.dejaVuSans], categories: [.large], styles: [style], file: "g.yml")
        )
        #expect(report.fonts.first?.path == (try Fixtures.dejaVuSans))
        #expect(report.results.count == 1)
    }
}

extension CheckerTests {
    /// "Settings" is 4100 units: 41 pt at 10 pt, in a one-line label of 30 pt.
    @Test func oneLineLabelsReportTheirUnwrappedWidth() async throws {
        let style = GuideStyle(
            name: "Tab", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed,
            limits: .init(maxWidth: 30, maxLines: 1), samples: ["Settings"])
        let report = try await Checker.run(Self.guide(style) { $0.categories = [.large] })
        let row = try #require(report.results.first)
        #expect(row.width == 41)
        #expect(row.lineCount == 1)
        #expect(
            row.reasons.first?.description.hasPrefix(
                "over maxWidth by 11.00 pt (41.00 > 30.00) on its 1 line; truncated at \"") == true)
    }
}

extension CheckerTests {
    /// "Settings" upper-cased is "SETTINGS": 8 × 600 units = 48 pt at 10 pt (lower case: 41 pt).
    @Test func textCaseIsAppliedBeforeShaping() async throws {
        var style = GuideStyle(
            name: "Header", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, samples: ["Settings"])
        style.textCase = .uppercase
        let report = try await Checker.run(Self.guide(style) { $0.categories = [.large] })
        #expect(report.results.first?.text == "SETTINGS")
        #expect(report.results.first?.width == 48)
    }
}

extension CheckerTests {
    /// Android lengths are dp, and the reasons say so. "abcd" = 2000 units: 39.98 dp at 20 sp
    /// (scale 1) as Minikin measures it — FreeType's 16.16 advance of 500 units at 20 px is
    /// 655359/65536 px, which Minikin keeps in 1/256 px: 2559/256 a glyph.
    @Test func androidReasonsAreInDp() async throws {
        let style = GuideStyle(
            name: "Label", family: "TypeFit TypoOn", size: 20, scalesWith: .fixed, limits: .init(maxWidth: 30),
            samples: ["abcd"])
        let report = try await Checker.run(
            Self.guide(style) {
                $0.platforms = [.android]
                $0.androidScales = [1]
            })
        #expect(report.results.first?.reasons.map(\.description) == ["over maxWidth by 9.98 dp (39.98 > 30.00)"])
        #expect(JUnitXML.render(report).contains("font scale 1: sample.1 (en) @ 20.00 dp"))
    }
}
