import Foundation
import TestSupport
import Testing

/// `typefit measure --platform flutter` against Flutter's own SkParagraph on the same font files
/// (Scripts/flutter_conformance.py, Scripts/flutter_paragraph.mjs): 552 cases in Latin with
/// diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari, emoji, Korean, Japanese and
/// Chinese, with soft hyphens, tabs, newlines, a no-break space, a URL and overlong words, in
/// four fonts, at 11–53 px (fractional among them), in three widths, with TextStyle.height under
/// both leading distributions and every TextHeightBehavior, maxLines with the ellipsis, and
/// letter spacing. SkParagraph's numbers are computed here and now by CanvasKit in Node; in
/// every case the advance and the widest line must agree within 1/64 px, the lines start at the
/// same graphemes with the same text, the height within 0.01 px, and maxLines cut at the same place.
@Suite(.serialized) struct FlutterConformanceTests {
    @Test func typefitLaysOutTextAsFlutterDoes() throws {
        let node = try Tool.node.path()
        let canvasKit = try FlutterEngine.canvasKit
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("conformance.json")
        let run = try TypeFitProcess.run(
            executable: try Tool.python3.path(),
            ["Scripts/flutter_conformance.py", try TypeFitProcess.binary, canvasKit, "--json", output.path],
            environment: ["NODE": node])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let data = try Data(contentsOf: output)
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(summary["cases"] as? Int)
        #expect(cases >= 500)
        let disagreements = try #require(summary["disagreements"] as? [[String: Any]])
        for entry in disagreements {
            let c = try #require(entry["case"] as? [String: Any])
            Issue.record("\(entry["font"] ?? "?") \(c): \(entry["problems"] ?? "")")
        }
        #expect(summary["agree"] as? Int == cases)
        print("\(run.stdout.split(separator: "\n").last ?? "") — \(FlutterEngine.version)")
    }
}
