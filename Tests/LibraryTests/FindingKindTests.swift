import Testing
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitText

/// A reason read back from a report (a merged shard's row, a baseline's) is only its sentence:
/// its kind — the SARIF rule, the annotation's words, the compact baseline's field — is told from
/// the sentence, and must be the kind the typed reason has.
@Suite struct FindingKindTests {
    static let uncovered = UncoveredScripts(
        strings: 6, locales: ["ja"], scripts: ["Hani", "Hira"], platform: .ios, platformFonts: ["Hiragino Sans"],
        families: ["Noto Sans CJK JP"], package: "fonts-noto-cjk", systemFonts: false)

    /// Every kind of reason, and the variants that change its sentence's shape.
    static let reasons: [Reason] = [
        .overMaxWidth(width: 320.5, maxWidth: 300, unit: .pt, oneLine: false, truncatedAt: nil),
        .overMaxWidth(width: 320.5, maxWidth: 300, unit: .px, oneLine: true, truncatedAt: "Delete the…"),
        .nearMaxWidth(width: 290, maxWidth: 300, margin: 0.05, unit: .dp, oneLine: true),
        .overMaxLines(lines: 12, maxLines: 2, truncatedAt: "Two\nlines"),
        .overMaxLines(lines: 3, maxLines: 2, truncatedAt: nil),
        .fillsMaxLines(maxLines: 1, lastLineWidth: 290, maxWidth: 300, unit: .pt),
        .overMaxHeight(height: 90, maxHeight: 80, unit: .pt),
        .nearMaxHeight(height: 78, maxHeight: 80, margin: 0.05, unit: .pt),
        .belowMinLineHeight(lineHeight: 18, minimum: 20, unit: .px),
        .nearMinLineHeight(lineHeight: 20.5, minimum: 20, margin: 0.05, unit: .px),
        .missingGlyphs(["\u{2236}", "\u{1F600}"]),
        .fallback(FallbackUse(family: "DejaVu Sans", path: "/f.ttf", codePoints: ["\u{2236}"], standsInFor: "SF Pro")),
        .uncoveredScripts(uncovered),
        .rowTooWide(width: 400, container: 343, switchFrom: .large, switchAt: .accessibility1),
        .rowNearlyTooWide(width: 340, container: 343, margin: 0.05),
        .stackedOverMaxHeight(height: 300, maxHeight: 200),
        .elementWiderThanContainer(container: 343),
        .lowContrast(ratio: 3.26, minimum: 4.5, level: .AA, largeText: false, pointSize: 17),
        .notMeasured("the text is over 10,000 characters"),
        .underTextSpacing,
        .fixedWebFontSize(CSSLength(value: 16, unit: .px), textSize: 200),
    ]

    @Test(arguments: reasons)
    func aSentenceReadBackHasItsReasonsKind(_ reason: Reason) {
        #expect(FindingKind(.text(reason.description)) == FindingKind(reason), "\(reason.description)")
    }

    @Test func everyKindOfMeasurementIsCovered() {
        let kinds = Set(Self.reasons.map(FindingKind.init))
        let expected: Set<FindingKind> = [
            .width, .lines, .height, .lineHeight, .missingGlyphs, .fallback, .uncoveredScript, .contrast, .rows,
            .fixedSize, .notMeasured, .other,
        ]
        #expect(kinds == expected)
    }

    /// A sentence typefit never writes is no kind in particular.
    @Test(arguments: ["", "over budget", "3 lines", "height 12", "not measured"])
    func anUnknownSentenceIsOther(_ sentence: String) {
        #expect(FindingKind(sentence: sentence) == .other)
    }
}

/// The advice of an uncovered-scripts reason names what to install, and never an empty list.
@Suite struct UncoveredAdviceTests {
    @Test func theWebNamesThePackageWithoutAnEmptyList() {
        var web = FindingKindTests.uncovered
        (web.platform, web.platformFonts, web.families) = (.web, [], [])
        #expect(!web.description.contains("()"), "\(web.description)")
        #if !os(macOS)
            #expect(web.description.contains("; install fonts-noto-cjk or add a font for them to fonts:"))
            #expect(FindingKindTests.uncovered.description.contains("install fonts-noto-cjk (Noto Sans CJK JP)"))
        #endif
    }
}
