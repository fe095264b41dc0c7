import TestSupport
import Foundation
import Testing
@testable import TypeFitSupport
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// Layout rows on the exact-metrics test font ("Hello" = 2600 units: 2.6 pt per point of size;
/// hhea line 1.09 × size). Body sizes: xSmall 14 … xxxLarge 23, AX1 28 … AX5 53.
@Suite struct RowCheckerTests {
    static func guide(_ row: GuideRow) -> StyleGuide {
        let body = GuideStyle(name: "Body", family: "TypeFit TypoOn", size: 17, scalesWith: .textStyle(.body))
        var guide = StyleGuide(fontFolders: [Fixtures.testFontsFolder], styles: [body], file: "g.yml")
        guide.rows = [row]
        return guide
    }

    static func run(_ row: GuideRow) async throws -> [RowResult] {
        try await Checker.run(guide(row), options: CheckOptions(jobs: 1)).rows
    }

    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// "Hello" + a 24 pt icon + 8 pt in a 100 pt cell: 91.8 pt at xxxLarge fits, 104.8 pt at AX1 does not.
    @Test func fitsUpToXXXLargeAndSwitchesAtAccessibility1() async throws {
        let row = GuideRow(
            name: "Cell", width: 100, spacing: 8,
            elements: [.text(style: "Body", text: "Hello"), .fixed(width: 24, height: 24)])
        let results = try await Self.run(row)
        #expect(results.count == 12)
        let atXXXL: Double = 2.6 * 23 + 32, atAX1: Double = 2.6 * 28 + 32
        #expect(results[6].category.description == "xxxLarge" && Self.near(results[6].horizontalWidth, atXXXL))
        #expect(results[7].category.description == "accessibility1" && Self.near(results[7].horizontalWidth, atAX1))
        #expect(results.allSatisfy { $0.switchCategory == .accessibility1 })
        #expect(results.allSatisfy { $0.status == .pass })
        #expect(results.map(\.axis) == Array(repeating: .horizontal, count: 7) + Array(repeating: .vertical, count: 5))
    }

    /// The same row kept horizontal one category longer fails at AX1 and says where to switch.
    @Test func switchingTooLateFails() async throws {
        let row = GuideRow(
            name: "Cell", width: 100, spacing: 8, switchAt: .accessibility2,
            elements: [.text(style: "Body", text: "Hello"), .fixed(width: 24, height: 24)])
        let results = try await Self.run(row)
        let ax1 = try #require(results.first { $0.category.description == "accessibility1" })
        #expect(ax1.status == .fail && ax1.axis == .horizontal)
        #expect(
            ax1.reasons.map(\.description) == [
                "side by side 104.80 pt > 100 pt: switch to a vertical axis from accessibility1, before accessibility2"
            ])
        // Within 5 % of the width is a warning: 2.6 × 23 + 32 = 91.8 is not, in a 96 pt cell it is.
        var tight = row
        tight.width = 96
        #expect(try await Self.run(tight).first { $0.category.description == "xxxLarge" }?.status == .warn)
    }

    /// Spacing along the body curve: 8 pt × 28 / 17 at AX1.
    @Test func spacingScalesAlongItsCurve() async throws {
        let row = GuideRow(
            name: "Cell", width: 100, spacing: 8, spacingScalesWith: .textStyle(.body),
            elements: [.text(style: "Body", text: "Hello"), .fixed(width: 24, height: 24)])
        let ax1 = try #require(try await Self.run(row).first { $0.category.description == "accessibility1" })
        let expected: Double = 2.6 * 28 + 24 + 8.0 * 28 / 17
        #expect(Self.near(ax1.horizontalWidth, expected))
    }

    /// Stacked, the text wraps in the cell: at AX5 "Hel|lo" (2 × 57.77) + 24 + 8 = 147.54 > 140;
    /// at AX4 "Hell|o" (2 × 51.23) + 32 = 134.46 fits.
    @Test func verticalStackKeepsMaxHeight() async throws {
        let row = GuideRow(
            name: "Cell", width: 100, spacing: 8, maxHeight: 140,
            elements: [.text(style: "Body", text: "Hello"), .fixed(width: 24, height: 24)])
        let results = try await Self.run(row)
        let ax4 = try #require(results.first { $0.category.description == "accessibility4" })
        let ax5 = try #require(results.first { $0.category.description == "accessibility5" })
        let stackedAX4: Double = 2 * 47 * 1.09 + 32, stackedAX5: Double = 2 * 53 * 1.09 + 32
        #expect(ax4.status == .pass && Self.near(ax4.verticalHeight, stackedAX4))
        #expect(ax5.status == .fail && Self.near(ax5.verticalHeight, stackedAX5))
        #expect(ax5.reasons.map(\.description) == ["stacked 147.54 pt > maxHeight 140 pt"])
    }

    /// Catalog strings: one result set per locale that has the key.
    @Test func catalogKeysAreCheckedPerLocale() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.csv")
        try "key,locale,text\ncell.title,en,Hello\ncell.title,de,Hallo Welt\n".write(
            to: file, atomically: true, encoding: .utf8)
        var guide = Self.guide(
            GuideRow(
                name: "Cell", width: 110,
                elements: [.string(style: "Body", key: "cell.title"), .fixed(width: 24, height: 24)]))
        guide.stringSources = [StringSource(path: file.path)]
        let results = try await Checker.run(guide).rows
        #expect(Set(results.map(\.locale)) == ["en", "de"])
        // In 110 pt: "Hallo Welt" (4950 units) + 32 is 106.25 pt at small (15 pt), 111.2 at medium;
        // "Hello" is 104.8 at AX1, 117.8 at AX2.
        #expect(results.first { $0.locale == "de" }?.switchCategory == .medium)
        #expect(results.first { $0.locale == "en" }?.switchCategory == .accessibility2)
        var missing = guide
        missing.rows[0].elements[0] = .string(style: "Body", key: "nope")
        await #expect(throws: InputError.self) { try await Checker.run(missing) }
    }
}
