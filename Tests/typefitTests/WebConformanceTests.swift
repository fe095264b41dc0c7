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
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("conformance.json")
        let run = try TypeFitProcess.run(
            executable: try Tool.python3.path(),
            ["Scripts/web_conformance.py", try TypeFitProcess.binary, browser, "--json", output.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let data = try Data(contentsOf: output)
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(summary["cases"] as? Int)
        #expect(cases >= 500)
        let disagreements = try #require(summary["disagreements"] as? [[String: Any]])
        for entry in disagreements {
            let c = try #require(entry["case"] as? [String: Any])
            Issue.record(
                "\(entry["font"] ?? "?") \(c["size"] ?? "?")px w\(c["width"] ?? "?") \(c["overflowWrap"] ?? "?")/\(c["whiteSpace"] ?? "?")/\(c["wordBreak"] ?? "?") \(c["text"] ?? "?"): \(entry["problems"] ?? "")"
            )
        }
        #expect(summary["agree"] as? Int == cases)
        print(run.stdout.split(separator: "\n").last ?? "")
    }
}
