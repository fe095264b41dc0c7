import Foundation
import TestSupport
import Testing

/// `typefit measure --platform web` against headless Chromium on the same font files
/// (Scripts/web_conformance.py): 672 cases in Latin with diacritics, Cyrillic, Greek, Arabic,
/// Hebrew, Thai, Devanagari and emoji, with soft hyphens, a long word, URL-like punctuation and a
/// newline, in four fonts, at 11–53 px (fractional among them), in three widths, with both
/// `overflow-wrap` modes and three `white-space` modes. Chromium's numbers are measured here and
/// now; the unwrapped advance must agree within 1/64 px, the line starts exactly, and the
/// block's height within 1/64 px.
@Suite(.serialized) struct WebConformanceTests {
    /// Cases where typefit and Chromium still differ, each with its cause (see README, "The
    /// web"): all split a word wider than the line under `overflow-wrap: anywhere`, where Blink
    /// re-breaks the overflowing text by characters in its own way.
    static let knownDifferences: Set<String> = [
        "Inter 53px w80 anywhere/normal บันทึกการเปลี่ยนแปลงก่อนออกจากแอป",
        "Roboto 34px w80 anywhere/normal บันทึกการเปลี่ยนแปลงก่อนออกจากแอป",
        "NotoSans 53px w80 anywhere/pre-wrap บันทึกการเปลี่ยนแปลงก่อนออกจากแอป",
        "Roboto 53px w80 anywhere/pre-line Farbe/Überschrift report-2024 (beta) v1.2: fertig!",
    ]

    @Test func typefitLaysOutTheWebAsChromiumDoes() throws {
        let browser = try Chromium.path
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("conformance.json")
        let run = try TypeFitProcess.run(
            executable: "/usr/bin/python3", ["Scripts/web_conformance.py", try TypeFitProcess.binary, browser, "--json", output.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let data = try Data(contentsOf: output)
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(summary["cases"] as? Int)
        #expect(cases >= 500)
        let disagreements = try #require(summary["disagreements"] as? [[String: Any]])
        var found: Set<String> = []
        for entry in disagreements {
            let c = try #require(entry["case"] as? [String: Any])
            let size = (c["size"] as? Double).map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "?"
            let key = "\(entry["font"] ?? "?") \(size)px w\(c["width"] ?? "?") \(c["overflowWrap"] ?? "?")/\(c["whiteSpace"] ?? "?") \(c["text"] ?? "?")"
            found.insert(key)
            #expect(Self.knownDifferences.contains(key), "\(key): \(entry["problems"] ?? "")")
        }
        // A difference fixed is taken off the list.
        #expect(found == Self.knownDifferences, "no longer different: \(Self.knownDifferences.subtracting(found))")
        print(run.stdout.split(separator: "\n").last ?? "")
    }
}
