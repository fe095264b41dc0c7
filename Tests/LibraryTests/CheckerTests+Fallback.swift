import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
import TypeFitText
@testable import TypeFitCheck
@testable import TypeFitPipeline
@testable import TypeFitReports

/// Characters the style's font lacks are drawn as each platform draws them: its fallback font
/// for the script (stood in for by Noto on Linux), named in the reasons; a script no font here
/// covers is said once per style, with the package that would cover it.
extension CheckerTests {
    static func fallbackReport(
        _ samples: [String], platforms: [PlatformID] = [.ios], systemFonts: Bool = true,
        locale: String = "en"
    ) async throws -> CheckReport {
        let style = GuideStyle(name: "Label", family: "TypeFit TypoOn", size: 10, scalesWith: .fixed, samples: samples)
        return try await Checker.run(
            Self.guide(style) {
                $0.categories = [.large]
                $0.platforms = platforms
                $0.androidScales = [1]
                $0.includeSystemFonts = systemFonts
                $0.baseLocale = locale
            })
    }

    @Test func thaiIsDrawnByThePlatformsThaiFont() async throws {
        let report = try await Self.fallbackReport(["ab สวัสดี"], platforms: [.ios, .android])
        let ios = try #require(report.results.first { $0.platform == .ios })
        #expect(ios.status == .warn)
        #expect(
            ios.reasons.first?.description.hasPrefix("drawn with fallback font Noto Sans Thai (for Thonburi): U+0E2A")
                == true)
        let android = try #require(report.results.first { $0.platform == .android })
        // Android's own Thai font is the UI variant; Debian's fonts-noto-core has the plain one.
        #expect(
            android.reasons.first?.description.hasPrefix(
                "drawn with fallback font Noto Sans Thai (for Noto Sans Thai UI): U+0E2A") == true)
    }

    /// A string whose reasons are the same at each of its sizes (its fallback font) has them as
    /// one object: their sentences made once, not at every size.
    @Test func aStringsSameReasonsAtItsSizesAreMadeOnce() async throws {
        let style = GuideStyle(
            name: "Label", family: "TypeFit TypoOn", size: 10, scalesWith: .textStyle(.body),
            samples: ["ab สวัสดี", "ab"])
        let report = try await Checker.run(
            Self.guide(style) {
                $0.categories = [.large, .accessibility1, .accessibility5]
                $0.includeSystemFonts = true
            })
        let thai = report.results.filter { $0.text == "ab สวัสดี" }
        try #require(thai.count == 3)
        #expect(Set(thai.map(\.pointSize)).count == 3)
        #expect(thai.allSatisfy { $0.status == .warn })
        let first = try #require(thai.first?.verdict)
        #expect(thai.allSatisfy { $0.verdict === first })
        #expect(first.texts == first.reasons.map(\.description))
        #expect(first.texts.first?.hasPrefix("drawn with fallback font Noto Sans Thai") == true)
        #expect(report.results.filter { $0.text == "ab" }.allSatisfy { $0.verdict == nil && $0.status == .pass })
    }

    /// Noto Sans Thai reaches further than TypeFit TypoOn: the row's height is its line's
    /// (TextLayoutTests+FallbackLines has the arithmetic), while the style's line height stays
    /// the font's own. On Android the line is StaticLayout's, in whole px: Noto Sans Thai's
    /// ascent 10.61 and descent 4.5 at 10 px rounded (11 + 5), past TypoOn's top and bottom.
    @Test func aTallerFallbackFontRaisesTheRowsHeight() async throws {
        let report = try await Self.fallbackReport(["ab สวัสดี"], platforms: [.ios, .android])
        let heights = report.results.map {
            ($0.platform, ($0.lineHeight * 1e9).rounded() / 1e9, ($0.height * 1e9).rounded() / 1e9)
        }
        #expect(heights.map(\.0) == [.ios, .android])
        #expect(heights.map(\.1) == [10.9, 10])
        #expect(heights.map(\.2) == [16.01, 16])
    }

    /// Fallback fonts are found once per run: four styles measured by two tasks on two platforms
    /// share one fontconfig configuration; report.html draws what the check drew, finding nothing.
    @Test func fallbackFontsAreFoundOncePerRun() async throws {
        let styles = (1...4).map {
            GuideStyle(
                name: "Label \($0)", family: "TypeFit TypoOn", size: 10 + Double($0), scalesWith: .fixed,
                samples: ["ab สวัสดี"])
        }
        var guide = Self.guide(styles[0]) {
            $0.categories = [.large]
            $0.platforms = [.ios, .android]
            $0.androidScales = [1]
            $0.includeSystemFonts = true
        }
        guide.styles = styles
        let options = CheckOptions(jobs: 2, labelsPerCell: 3)
        let report = try await Checker.run(guide, options: options)
        #expect(report.results.count == 8)
        #expect(
            report.results.allSatisfy {
                $0.reasons.first?.description.hasPrefix("drawn with fallback font Noto Sans Thai") == true
            })
        let search = options.fonts.fallbackSearch(folders: guide.fontFolders, includeSystemFonts: true)
        #expect(search.configurationsBuilt == 1)
        #expect(HTMLReport.render(report, guide: guide).contains("aria-label=\"ab สวัสดี\""))
        #expect(search.configurationsBuilt == 1)
    }

    /// With isolation, the fallback fonts a run needs are found — and each probed once — before
    /// measuring, by one scout per way of shaping: the two measuring tasks never wait on a child
    /// process, and the rows are the same as without isolation.
    @Test func fallbackFontsAreProbedOnceBeforeMeasuring() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("probed.txt").path
        let styles = (1...4).map {
            GuideStyle(
                name: "Label \($0)", family: "TypeFit TypoOn", size: 10 + Double($0), scalesWith: .fixed,
                samples: ["ab สวัสดี", "cd"])
        }
        var guide = Self.guide(styles[0]) {
            $0.categories = [.large]
            $0.platforms = [.ios, .android]
            $0.androidScales = [1]
            $0.includeSystemFonts = true
        }
        guide.styles = styles
        // A probe that notes each file it is asked about and passes it (answering the handshake).
        let probe = IsolatedProbe(
            executable: "/bin/sh",
            arguments: ["-c", "echo \"$1\" >> '\(log)'; echo \"$TYPEFIT_PROBE_TOKEN faces 1\"", "probe"])
        let isolated = try await Checker.run(guide, options: CheckOptions(jobs: 2, isolation: probe))
        let probed = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
            ($0 as NSString).lastPathComponent
        }
        // The style's font at admission, then Noto Sans Thai once, though both platforms draw with it.
        #expect(probed == ["TypeFitTest-TypoOn.ttf", "NotoSansThai-Regular.ttf"])
        #expect(isolated.timings.map(\.phase).contains("find fallback fonts"))
        let trusting = try await Checker.run(guide, options: CheckOptions(jobs: 2))
        #expect(isolated.results == trusting.results)
    }

    /// "؛" (Arabic semicolon) is punctuation of several scripts: in Hebrew text it is drawn by
    /// an Arabic font, as Android's chain does, not counted as Hebrew no font covers.
    @Test func punctuationOfAnotherScriptIsDrawnByItsFont() async throws {
        let report = try await Self.fallbackReport(["אין ؛)"], platforms: [.android], locale: "he")
        let reasons = try #require(report.results.first?.reasons)
        #expect(report.results.first?.status == .warn)
        #expect(
            reasons.contains {
                $0.description.hasPrefix("drawn with fallback font Noto Naskh Arabic")
                    && $0.description.hasSuffix("U+061B")
            })
        #expect(TextBoundaries.scriptExtensions(of: "\u{061B}").prefix(1) == ["Arab"])
    }

    @Test func aScriptNoFontCoversIsSaidOncePerStyle() async throws {
        // No system fonts: nothing here has Han.
        let report = try await Self.fallbackReport(["ab 中", "cd 文字", "plain"], systemFonts: false, locale: "ja")
        let notMeasured = report.results.filter { $0.reasons.first?.description.hasPrefix("not measured:") == true }
        #expect(notMeasured.count == 1)
        #expect(
            notMeasured.first?.reasons.map(\.description) == [
                "not measured: 2 strings (ja) use Han (CJK), which no font here covers (iOS draws them with Hiragino Sans); install fonts-noto-cjk (Noto Sans CJK JP) or add a font for them to fonts:, with systemFonts: true for installed fonts"
            ])
        #expect(report.results.filter { $0.key == "sample.3" }.count == 1)  // "plain" is measured
        #expect(report.failures == 1)
        #expect(report.stringCounts == ["Label": 1])  // measured: "plain" only
        // Said where people look: the terminal summary and summary.md.
        #expect(
            CheckSummary.render(report, written: []).contains(
                "\n  not measured: 2 strings (ja) use Han (CJK), which no font here covers"))
        #expect(
            SummaryMarkdown.render(report).contains(
                "## Not measured: no font for these scripts\n\n- 2 strings (ja) use Han (CJK)"))
        // What failed at every size is said in words under the platforms' tables.
        #expect(SummaryMarkdown.render(report).contains("| style | strings | large |\n"))
        #expect(SummaryMarkdown.render(report).contains("\nNot measured at any size: Label **1**.\n"))
        #expect(SummaryMarkdown.render(report).contains("| Label | every size |"))
    }

    /// summary.md's footer names the scaling model of each platform measured: an Android-only
    /// check's says Android's, never UIFontMetrics.
    @Test func theSummaryFooterNamesTheMeasuredPlatformsScaling() async throws {
        let android = SummaryMarkdown.render(try await Self.fallbackReport(["plain"], platforms: [.android]))
        let footer = try #require(android.split(separator: "\n").last { $0.hasPrefix("<sub>") })
        #expect(footer.contains("Android: Android 14 FontScaleConverterFactory"))
        #expect(!footer.contains("UIFontMetrics"))
        let both = SummaryMarkdown.render(try await Self.fallbackReport(["plain"], platforms: [.ios, .android]))
        #expect(both.contains("· iOS: size: base × S(style, category)") && both.contains("· Android: Android 14"))
    }

    /// "。" is punctuation (script Common) that many fonts have; after Japanese it is the CJK
    /// font's, never whichever font fontconfig sorts first (Noto Sans Mongolian has it too).
    @Test func cjkPunctuationFollowsTheTextsScript() async throws {
        let report = try await Self.fallbackReport(["ab。"], systemFonts: true, locale: "ja")
        let reasons = report.results.flatMap(\.reasons).map(\.description).joined(separator: " ")
        #expect(!reasons.contains("Mongolian"))
        // Under `make test` the machine's fonts are the pinned ones, which have no Noto Sans CJK.
        let cjkVisible =
            !PinnedMachineFonts.inEffect
            && FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        #expect(
            reasons.hasPrefix(
                cjkVisible
                    ? "drawn with fallback font Noto Sans CJK JP (for Hiragino Sans)"
                    : "not measured: 1 string (ja) use Han (CJK)"))
    }

    @Test func emojiIsDrawnByTheColourEmojiFont() async throws {
        let report = try await Self.fallbackReport(["ok 👍"])
        #expect(
            report.results.first?.reasons.first?.description.hasPrefix(
                "drawn with fallback font Noto Color Emoji (for Apple Color Emoji): U+1F44D") == true)
    }
}
