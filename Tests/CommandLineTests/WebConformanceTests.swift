import Foundation
import TestSupport
import Testing

/// `typefit measure --platform web` against headless Chromium on the same font files
/// (Scripts/web_conformance.py): 816 cases in Latin with diacritics, Cyrillic, Greek, Arabic,
/// Hebrew, Thai, Devanagari, emoji, Japanese and Chinese, with soft hyphens, a long word, URL-like punctuation and a
/// newline, in four fonts, at 11–53 px (fractional among them), in three widths, with both
/// `overflow-wrap` modes, three `white-space` modes and three `word-break` modes. Chromium's
/// numbers are measured here and now; in every case the unwrapped advance must agree within
/// 1/64 px, the line starts exactly, and the block's height within 1/64 px.
@Suite(.serialized) struct WebConformanceTests {
    @Test func typefitLaysOutTheWebAsChromiumDoes() throws {
        let browser = try Chromium.path
        let summary = try ConformanceRun.check(
            script: "Scripts/web_conformance.py", [try TypeFitProcess.binary, browser]
        ) { c in
            "\(c["size"] ?? "?")px w\(c["width"] ?? "?") \(c["overflowWrap"] ?? "?")/\(c["whiteSpace"] ?? "?")/\(c["wordBreak"] ?? "?") \(c["text"] ?? "?")"
        }
        print(summary)
    }
}
