import Testing
@testable import TypeFitText

/// Each platform's fallback chain per script (issue 35, item 6): on iOS Apple's own font comes
/// first — on a Mac with `systemFonts: true` it is installed and draws — then the Noto family
/// that stands in for it elsewhere; Android's chain is Noto's, as fonts.xml lists it.
@Suite struct PlatformFallbackTests {
    /// script, language → iOS chain, Android chain.
    @Test(arguments: [
        ("Hani", "ja", ["Hiragino Sans", "Noto Sans CJK JP"], ["Noto Sans CJK JP"]),
        ("Hani", "zh-Hant", ["PingFang TC", "Noto Sans CJK TC"], ["Noto Sans CJK TC"]),
        ("Zsye", "en", ["Apple Color Emoji", "Noto Color Emoji"], ["Noto Color Emoji"]),
        ("Thai", "th", ["Thonburi", "Noto Sans Thai"], ["Noto Sans Thai UI", "Noto Sans Thai"]),
        ("Latn", "de", ["SF Pro", "Noto Sans", "DejaVu Sans"], ["Roboto", "Noto Sans"]),
    ])
    func applesOwnFontComesFirstOnIOS(script: String, language: String, ios: [String], android: [String]) {
        #expect(PlatformFallback.chain(script: script, language: language, platform: .ios)?.families == ios)
        #expect(PlatformFallback.chain(script: script, language: language, platform: .android)?.families == android)
        #expect(PlatformFallback.chain(script: script, language: language, platform: .ios)?.platformFont == ios.first)
    }
}
