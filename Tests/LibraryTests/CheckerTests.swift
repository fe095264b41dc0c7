import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitCatalogs
@testable import TypeFitCheck

/// The check pipeline on the exact-metrics fonts (a–z 500, A–Z 600 per 1000; hhea line 1090,
/// typo line 1000).
@Suite struct CheckerTests {
    static func guide(_ style: GuideStyle, _ configure: (inout StyleGuide) -> Void = { _ in }) -> StyleGuide {
        var guide = StyleGuide(
            fontFolders: [Fixtures.testFontsFolder], categories: [.large, .accessibility5], styles: [style],
            file: "test.yml")
        configure(&guide)
        return guide
    }

    @Test func androidRowsAreInDpWithTheAndroidLineHeight() async throws {
        let style = GuideStyle(
            name: "Body", family: "TypeFit TypoOn", size: 16, scalesWith: .textStyle(.body), samples: ["ab"])
        let report = try await Checker.run(
            Self.guide(style) {
                $0.platforms = [.android]
                $0.androidScales = [1, 1.3, 2]
            })
        try #require(report.results.count == 3)
        #expect(report.results.map(\.category.description) == ["1", "1.3", "2"])
        #expect(report.results.map(\.pointSize) == [16, 20.2, 28])  // Android 14 tables: 16 sp → 20.2 dp at 1.3
        #expect(report.results.map(\.lineHeight) == [16, 20.2, 28])  // typo 1000/1000 × dp (USE_TYPO_METRICS on)
        // "ab" = 1000 units, as Minikin measures it: the size truncated to 26.6 (20.1875), each
        // advance kept in 1/256 px.
        #expect(report.results[1].width == 20.1875)
        #expect(report.results.allSatisfy { $0.platform == .android })
    }

    @Test func sizeClassesAndClamps() async throws {
        let style = GuideStyle(
            name: "Hero", family: "TypeFit TypoOff", size: 30, regularSize: 40, scalesWith: .textStyle(.largeTitle),
            maximumPointSize: 50, samples: ["A"])
        let report = try await Checker.run(Self.guide(style) { $0.sizeClasses = [.compact, .regular] })
        #expect(report.results.map(\.sizeClass) == [.compact, .compact, .regular, .regular])
        // largeTitle: 34 → 60 at AX5; 30 × 60/34 = 52.94 → clamped to 50; 40 at Large (regular).
        #expect(report.results.map(\.pointSize) == [30, 50, 40, 50])
    }

    @Test func pseudoLocalesAndLocaleFilter() async throws {
        let style = GuideStyle(
            name: "Label", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, limits: .init(maxWidth: 45))
        var guide = Self.guide(style) {
            $0.stringSources = [StringSource(path: Fixtures.url("Strings/strings.csv").path)]
        }
        guide.categories = [.large]
        guide.locales = ["en"]
        let report = try await Checker.run(guide, options: CheckOptions(pseudo: [.expand(100), .accented]))
        let keys = report.results.map { "\($0.locale) \($0.key) \($0.status.rawValue)" }
        #expect(
            keys.prefix(4) == [
                "en settings.title pass", "en quote fail", "en nolocale fail", "en-x-expand100 settings.title fail",
            ])
        #expect(report.results.filter { $0.locale == "en-XA" }.map(\.text).first == "[Šéţţîñĝš]")
        // "Settings Settings": 2 × 4100 + 250 = 8450 units at 10 pt = 84.5 pt > 45.
        #expect(report.results.first { $0.locale == "en-x-expand100" }?.width == 84.5)
    }

    @Test func missingGlyphsFailAndFallbacksWarn() async throws {
        // A private-use character: no script, no platform font, no font anywhere.
        let style = GuideStyle(
            name: "Label", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, samples: ["ab \u{E000}"])
        let report = try await Checker.run(Self.guide(style) { $0.categories = [.large] })
        #expect(report.results.first?.status == .fail)
        #expect(report.results.first?.reasons.map(\.description) == ["missing glyphs U+E000"])
    }

    @Test func fontFindingsAndFamilyMismatch() async throws {
        let a = GuideStyle(name: "A", family: "TypeFit Collection", size: 10, scalesWith: .fixed, samples: ["a"])
        let b = GuideStyle(
            name: "B", family: "TypeFit Collection", weight: FontWeight(700), size: 10, scalesWith: .fixed,
            samples: ["a"])
        var guide = Self.guide(a)
        guide.styles.append(b)
        let report = try await Checker.run(guide)
        #expect(report.fonts.map(\.resolvedStyle) == ["Regular", "Bold"])
        #expect(report.fonts[0].findings.first == .lineGap(hhea: 90, typo: 0))
        // Both faces share one set of vertical metrics: no family mismatch.
        #expect(!report.fonts.flatMap(\.findings).contains { if case .familyMismatch = $0 { true } else { false } })
    }
}

@Suite struct FontFindingsTests {
    static func face(family: String, hhea: LineMetrics, win: WinMetrics? = nil, bounds: VerticalBounds? = nil)
        -> FaceMetrics
    {
        FaceMetrics(
            path: "x.ttf", faceIndex: 0, family: family, style: "Regular", postscriptName: nil, weight: 400,
            italic: ItalicInfo(fsSelection: false, macStyle: false, angle: 0), unitsPerEm: 1000, hhea: hhea,
            numberOfHMetrics: 1,
            typo: TypoMetrics(metrics: hhea, useTypoMetrics: true), win: win, os2Version: 4, capHeight: nil,
            xHeight: nil,
            glyphCount: 1, glyphBounds: bounds, axes: [], namedInstances: [])
    }

    @Test func winMetricsThatClip() {
        let clipped = Self.face(
            family: "A", hhea: LineMetrics(ascender: 800, descender: -200, lineGap: 0),
            win: WinMetrics(ascent: 850, descent: 200), bounds: VerticalBounds(yMin: -250, yMax: 900))
        #expect(
            FontFindings.findings(for: clipped) == [.winMetricsClip(ascent: 850, descent: 200, yMax: 900, yMin: -250)])
        #expect(
            FontFindings.findings(for: clipped).map(\.description) == [
                "win metrics (850/200) clip the tallest glyphs (yMax 900, yMin -250) on Windows"
            ])
        let fine = Self.face(
            family: "A", hhea: LineMetrics(ascender: 800, descender: -200, lineGap: 0),
            win: WinMetrics(ascent: 950, descent: 300), bounds: VerticalBounds(yMin: -250, yMax: 900))
        #expect(FontFindings.findings(for: fine).isEmpty)
    }

    @Test func familyWithDifferentVerticalMetrics() {
        let regular = Self.face(family: "Brand", hhea: LineMetrics(ascender: 800, descender: -200, lineGap: 0))
        let bold = Self.face(family: "Brand", hhea: LineMetrics(ascender: 820, descender: -200, lineGap: 0))
        let mismatches = FontFindings.familyMismatches([("Body", regular), ("Title", bold)])
        #expect(
            mismatches.mapValues(\.description) == [
                "Title":
                    "vertical metrics differ within the family Brand: hhea 820/-200/0 here, 800/-200/0 for style Body"
            ])
    }
}
