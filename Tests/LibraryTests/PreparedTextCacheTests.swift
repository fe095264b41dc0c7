import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText
@testable import TypeFitCheck

/// The run's shared prepared text keeps a string only while a style that shapes alike has yet to
/// use it: memory follows the strings in flight, not the catalog times the styles.
@Suite struct PreparedTextCacheTests {
    static let regular = FontSpecifier(source: .file(path: "Regular.ttf", faceIndex: 0))
    static let bold = FontSpecifier(source: .file(path: "Bold.ttf", faceIndex: 0))
    static let fallback = CheckWorker.FallbackKey(query: FontQuery(family: "Test"), platform: .ios, laidOutBy: .ios)

    static func text(_ string: String) throws -> SharedText {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        return SharedText(try TextPreparer().prepare(string, font: font), platform: PlatformID.ios.rules)
    }

    /// A shared text carries what its platform's layouts make of it before any size, made once
    /// for every style that shares it: SkParagraph's clusters on Flutter, nothing on iOS.
    @Test func aSharedTextCarriesItsPlatformsDerivedText() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let prepared = try TextPreparer().prepare("HAVA AV\nHA", font: font, keepGlyphs: true)
        let flutter = try #require(SharedText(prepared, platform: PlatformID.flutter.rules).derived.skParagraph)
        let made = SkParagraphText(prepared)
        #expect(flutter.units.count == made.units.count)
        #expect(flutter.byteStart == made.byteStart)
        #expect(flutter.glyphs.map(\.advance) == made.glyphs.map(\.advance))
        #expect(SharedText(prepared, platform: PlatformID.ios.rules).derived.skParagraph == nil)
    }

    @Test func aTextIsLetGoWhenTheLastStyleThatSharesItHasUsedIt() throws {
        let cache = PreparedTextCache()
        for _ in 0..<3 { cache.expectUse(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)) }
        let key = PreparedTextCache.Key(
            shaping: cache.number(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)), locale: "en",
            text: "HAVA")
        #expect(cache.text(for: key) == nil)
        let made = try Self.text("HAVA")
        cache.store(made, for: key)  // the first style made it
        #expect(cache.text(for: key) === made)  // the second
        #expect(cache.text(for: key) === made)  // the third, the last: let go
        #expect(cache.text(for: key) == nil)
    }

    @Test func aTextNoOtherStyleSharesIsNotKept() throws {
        let cache = PreparedTextCache()
        cache.expectUse(CheckWorker.Shaping(font: Self.bold, fallback: Self.fallback))
        cache.expectUse(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback))
        cache.expectUse(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback))
        let bold = PreparedTextCache.Key(
            shaping: cache.number(CheckWorker.Shaping(font: Self.bold, fallback: Self.fallback)), locale: "en",
            text: "AV")
        let regular = PreparedTextCache.Key(
            shaping: cache.number(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)), locale: "en",
            text: "AV")
        #expect(bold.shaping != regular.shaping)
        let made = try Self.text("AV")
        cache.store(made, for: bold)
        #expect(cache.text(for: bold) == nil)
        cache.store(made, for: regular)
        #expect(cache.text(for: regular) === made)
    }

    /// Two tasks that both missed and both made the text: the second store is a use, not a new entry.
    @Test func aTextMadeTwiceCountsBothUses() throws {
        let cache = PreparedTextCache()
        for _ in 0..<3 { cache.expectUse(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)) }
        let key = PreparedTextCache.Key(
            shaping: cache.number(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)), locale: "en",
            text: "VA")
        let made = try Self.text("VA")
        cache.store(made, for: key)
        cache.store(made, for: key)
        #expect(cache.text(for: key) === made)
        #expect(cache.text(for: key) == nil)
    }

    /// Four tasks meet the same 400 strings (in their own orders) at once: the texts spread over
    /// the cache's shards, each is made at most once per task and let go after the fourth use.
    @Test func tasksSharingTextsAcrossShardsLetEachGoAfterItsLastUse() async throws {
        let cache = PreparedTextCache()
        let shaping = CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback)
        for _ in 0..<4 { cache.expectUse(shaping) }
        let number = cache.number(shaping)
        let made = try Self.text("AV")
        let strings = (0..<400).map { "string \($0)" }
        #expect(
            Set(strings.map { PreparedTextCache.Key(shaping: number, locale: "en", text: $0).shard }).count
                == PreparedTextCache.shardCount)
        let makes = await withTaskGroup(of: Int.self) { group in
            for task in 0..<4 {
                group.addTask {
                    var makes = 0
                    for index in 0..<strings.count {
                        let key = PreparedTextCache.Key(
                            shaping: number, locale: "en", text: strings[(index * [1, 3, 7, 9][task]) % strings.count])
                        if cache.text(for: key) == nil {
                            cache.store(made, for: key)
                            makes += 1
                        }
                    }
                    return makes
                }
            }
            return await group.reduce(0, +)
        }
        #expect(makes >= strings.count)
        for string in strings { #expect(cache.text(for: .init(shaping: number, locale: "en", text: string)) == nil) }
    }

    /// Keys compare by their bytes: canonically equal texts in other code points ("é" as one
    /// scalar or as "e" + U+0301) shape apart, so they are two entries.
    @Test func keysCompareTheirBytes() {
        let composed = PreparedTextCache.Key(shaping: 0, locale: "fr", text: "caf\u{E9}")
        let decomposed = PreparedTextCache.Key(shaping: 0, locale: "fr", text: "cafe\u{301}")
        #expect(composed.text == decomposed.text)  // String's own equality: canonical
        #expect(composed != decomposed)
        #expect(composed == PreparedTextCache.Key(shaping: 0, locale: "fr", text: "caf\u{E9}"))
        #expect(composed != PreparedTextCache.Key(shaping: 0, locale: "frc", text: "af\u{E9}"))
        #expect(Set([composed, decomposed, composed]).count == 2)
    }

    /// Without counts (a caller that does not plan) texts stay until the limit, then it starts again.
    @Test func uncountedTextsStayUntilTheLimit() throws {
        let cache = PreparedTextCache(limit: 2)
        let number = cache.number(CheckWorker.Shaping(font: Self.regular, fallback: Self.fallback))
        let texts = try ["A", "V", "H"].map(Self.text)
        for (text, string) in zip(texts, ["A", "V"]) {
            cache.store(text, for: .init(shaping: number, locale: "en", text: string))
        }
        #expect(cache.text(for: .init(shaping: number, locale: "en", text: "A")) === texts[0])
        #expect(cache.text(for: .init(shaping: number, locale: "en", text: "A")) === texts[0])
        cache.store(texts[2], for: .init(shaping: number, locale: "en", text: "H"))
        #expect(cache.text(for: .init(shaping: number, locale: "en", text: "A")) == nil)
        #expect(cache.text(for: .init(shaping: number, locale: "en", text: "H")) === texts[2])
    }
}
