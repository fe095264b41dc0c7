import Foundation
import TestSupport
import Testing

/// `typefit measure --platform android` against Android's own Minikin on the same font files
/// (Scripts/android_conformance.py, Scripts/minikin/static_layout.cpp): 938 cases in Latin with
/// diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari, emoji, Korean, Japanese and
/// Chinese, with soft hyphens, hyphens, a URL, an email address, overlong words and newlines, in
/// four fonts (one whose glyphs reach far past its ascent and descent), at 11–53 px (fractional
/// among them), in three widths, under every break strategy, with font padding and fallback
/// line spacing on and off, line spacing multiplier and extra, maxLines with the end ellipsis,
/// and letter spacing; Compose's lineHeight in every LineHeightStyle; and hyphenation (none, normal, full, normalFast, fullFast) in English and
/// German with the patterns Android ships (hyph-utf8's). Minikin's numbers are computed here and now by Minikin built from
/// Android 15's sources, with StaticLayout's line metrics; in every case the lines must start at
/// the same characters, each line's width agree within 1/64 px, each line's height and the
/// paragraph's be the same whole pixels, and maxLines cut at the same place.
@Suite(.serialized) struct AndroidConformanceTests {
    @Test func typefitLaysOutTextAsAndroidDoes() throws {
        let staticLayout = try AndroidEngine.staticLayout
        let summary = try ConformanceRun.check(
            script: "Scripts/android_conformance.py",
            [try TypeFitProcess.binary, staticLayout, try AndroidEngine.hyphenationPatterns]
        ) { "\($0)" }
        print("\(summary) — \(AndroidEngine.version)")
    }
}
