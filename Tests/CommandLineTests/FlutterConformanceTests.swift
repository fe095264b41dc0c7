import Foundation
import TestSupport
import Testing

/// `typefit measure --platform flutter` against Flutter's own SkParagraph on the same font files
/// (Scripts/flutter_conformance.py, Scripts/flutter_paragraph.mjs): 575 cases in Latin with
/// diacritics, Cyrillic, Greek, Arabic, Hebrew, Thai, Devanagari, emoji, Korean, Japanese and
/// Chinese, with soft hyphens, tabs, newlines, a no-break space, a URL and overlong words, in
/// four fonts, at 11–53 px (fractional among them), in three widths, with TextStyle.height under
/// both leading distributions and every TextHeightBehavior, maxLines with the ellipsis, and
/// letter spacing, and the classes an independent set found (a cut at a newline, an ellipsis
/// without maxLines, the ellipsis's font, maqaf-joined Hebrew, .notdef in a fallback's block,
/// Unicode 16's quotes and hyphens). SkParagraph's numbers are computed here and now by CanvasKit in Node; in
/// every case the advance and the widest line must agree within 1/64 px, the lines start at the
/// same graphemes with the same text, the height within 0.01 px, and maxLines cut at the same place.
@Suite(.serialized) struct FlutterConformanceTests {
    @Test func typefitLaysOutTextAsFlutterDoes() throws {
        let node = try Tool.node.path()
        let canvasKit = try FlutterEngine.canvasKit
        let summary = try ConformanceRun.check(
            script: "Scripts/flutter_conformance.py", [try TypeFitProcess.binary, canvasKit],
            environment: ["NODE": node], minimum: 575
        ) { "\($0)" }
        print("\(summary) — \(FlutterEngine.version)")
    }
}
