import Foundation
import TestSupport
import Testing
@testable import TypeFitSupport
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCheck

/// Compose's defaults and `LineBreak` presets as androidx sets StaticLayout up, the guide keys
/// that choose them, and the ICU tailoring `LineBreakConfig` asks Minikin for.
@Suite struct AndroidComposeTests {
    @Test func composeDefaultsAreAndroidxs() {
        let compose = StaticLayoutSettings(layout: .compose)
        #expect(compose.breakStrategy == .simple)
        #expect(compose.lineBreakConfig == AndroidLineBreakConfig(style: .normal))
        #expect(!compose.includeFontPadding && compose.fallbackLineSpacing)
        #expect(compose.lineSpacingMultiplier == 1 && compose.lineSpacingExtra == 0)
        let textView = StaticLayoutSettings()
        #expect(textView.breakStrategy == .highQuality && textView.includeFontPadding)
        #expect(textView.lineBreakConfig.icuKeywords == "")
        var heading = compose
        heading.apply(.heading)
        #expect(heading.breakStrategy == .balanced && heading.lineBreakConfig.icuKeywords == "@lb=loose;lw=phrase")
        heading.apply(.paragraph)
        #expect(heading.breakStrategy == .highQuality && heading.lineBreakConfig.icuKeywords == "@lb=strict")
    }

    /// ICU's `normal` strictness (Compose's `LineBreak.Simple`) breaks before small kana; its
    /// default (a TextView's) keeps them with what precedes — as Minikin lays out
    /// "ユーザーのチェックリスト…" in 100 px: "ユーザーのチ|ェック…" for Compose, "ユーザーの|チェック…"
    /// for a TextView.
    @Test func theNormalStrictnessBreaksBeforeSmallKana() throws {
        let text = "チェック"
        let locale = TextPreparer.lineBreakLocale("en-US", .minikin(AndroidLineBreakConfig(style: .normal)))
        #expect(locale == "en-US@lb=normal")
        let normal = try TextBoundaries.lineBreaks(in: text, locale: locale).map(\.offset)
        let plain = try TextBoundaries.lineBreaks(in: text, locale: "en-US").map(\.offset)
        #expect(normal.contains(3))  // チ|ェ
        #expect(!plain.contains(3))
    }

    /// The guide's `android` keys over the layout's defaults, and a style's over the guide's,
    /// key by key; a bad value names its line and field.
    @Test func aStyleSetsItsKeysOverTheGuides() throws {
        let text = """
            fonts: [Fonts]
            platforms: [android]
            android: {layout: compose, lineSpacingExtra: 2}
            styles:
              - {name: Body, family: Inter, size: 16}
              - {name: Title, family: Inter, size: 22, android: {lineBreak: heading}}
              - {name: Legacy, family: Inter, size: 16, android: {layout: textView}}
              - {name: Padded, family: Inter, size: 16, android: {includeFontPadding: true, lineBreakStyle: strict}}
              - {name: Tall, family: Inter, size: 14, android: {lineHeight: 20, lineHeightTrim: both, hyphenation: normalFast}}
            """
        let guide = try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        let settings = guide.styles.map { $0.android ?? StaticLayoutSettings() }
        #expect(settings[0].layout == .compose && settings[0].breakStrategy == .simple)
        #expect(settings[0].lineSpacingExtra == 2 && !settings[0].includeFontPadding)
        #expect(settings[1].breakStrategy == .balanced && settings[1].lineBreakConfig.wordStyle == .phrase)
        #expect(settings[2].layout == .textView && settings[2].breakStrategy == .highQuality)
        #expect(settings[2].includeFontPadding && settings[2].lineSpacingExtra == 2)
        #expect(settings[3].includeFontPadding && settings[3].lineBreakConfig.style == .strict)
        #expect(settings[3].breakStrategy == .simple)
        #expect(settings[4].lineHeight == 20 && settings[4].composeLineHeightStyle.trim == .both)
        #expect(settings[4].composeLineHeightStyle.alignment == .center)  // Material 3's
        #expect(settings[4].lineBreakConfig.hyphenation == .normalFast)
        let bad = text.replacingOccurrences(of: "layout: compose", with: "layout: jetpack")
        do {
            _ = try StyleGuideParser.parse(bad, file: "g.yml", baseFolder: "/app")
            Issue.record("a bad layout was accepted")
        } catch {
            #expect(error.description.hasPrefix("g.yml:3:") && error.description.contains("textView, compose"))
        }
    }

    /// `models.androidLayout` names the layout, each style's own, and each Compose style's
    /// `LineHeightStyle` (Material 3's unless the style sets its own).
    @Test func theReportNamesTheLayoutsAndComposesLineHeightStyles() throws {
        let text = """
            fonts: [Fonts]
            platforms: [android]
            styles:
              - {name: Body, family: Inter, size: 16, lineHeight: 1.5}
              - {name: Title, family: Inter, size: 22, lineHeight: 1.3, android: {layout: compose}}
              - {name: Label, family: Inter, size: 12, lineHeight: 1.2, android: {layout: compose, lineHeightTrim: both, lineHeightAlignment: proportional}}
            """
        let guide = try StyleGuideParser.parse(text, file: "g.yml", baseFolder: "/app")
        let model = try #require(AndroidPlatform().layoutModels(guide)["androidLayout"])
        #expect(model.hasPrefix("StaticLayout (Android 15) over Minikin, layout textView (highQuality breaking"))
        #expect(model.contains("; Title: compose (simple breaking"))
        #expect(
            model.hasSuffix(
                "Compose's lineHeight by LineHeightStyleSpan: Title (center, trim none, fixed), Label (proportional, trim both, fixed)"
            ))
    }
}
