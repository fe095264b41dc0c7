import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// The web's truncation (`-webkit-line-clamp` with `text-overflow: ellipsis`) against headless
/// Chromium on the generated test font: the last shown line keeps only its own clusters, cut at
/// the end until "…" fits. Blink draws a cut line as a second fragment, so the clusters it still
/// shows have two boxes (`Range.getClientRects()`) and the cut ones one; a line that is not cut
/// shows all of its own.
extension TextLayoutTests {
    static let clampTexts = ["aaaa bbbb cccc dddd eeee", "Welcome back to the settings page"]
    static let clampCases: [(width: Double, lines: Int)] = [(45, 2), (52, 2), (60, 2), (100, 1), (37, 1), (80, 2)]

    @Test func lineClampCutsTheLastLineAsChromiumDoes() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let font = Fixtures.testFont("TypeFitTest-TypoOn.ttf")
        var boxes = ""
        for text in Self.clampTexts {
            for (width, lines) in Self.clampCases {
                boxes +=
                    "<div class=\"c\" style=\"width: \(width)px; -webkit-line-clamp: \(lines)\" data-lines=\"\(lines)\">\(text)</div>\n"
            }
        }
        let page = folder.appendingPathComponent("clamp.html")
        try """
        <!doctype html><html><head><meta charset="utf-8"><style>
        @font-face { font-family: T; src: url("file://\(font)"); }
        .c { font-family: T; font-size: 10px; line-height: 20px; display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; text-overflow: ellipsis }
        </style></head><body>\(boxes)<pre id="out"></pre><script>
        document.fonts.ready.then(() => {
          const out = [];
          for (const box of document.querySelectorAll(".c")) {
            const node = box.firstChild, r = document.createRange(), top = box.getBoundingClientRect().top;
            const lastTop = top + 20 * (Number(box.dataset.lines) - 1);
            let own = "", shown = "";
            for (let i = 0; i < node.data.length; i++) {
              r.setStart(node, i); r.setEnd(node, i + 1);
              const rects = [...r.getClientRects()].filter(x => x.top >= lastTop - 0.5 && x.top < lastTop + 19.5 && x.width > 0);
              if (rects.length) own += node.data[i];
              if (rects.length > 1) shown += node.data[i];
            }
            out.push(shown || own.trimEnd());
          }
          document.getElementById("out").textContent = JSON.stringify(out);
        });
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let chromium = try #require(
            try JSONSerialization.jsonObject(with: Data(Chromium.output(of: page, in: folder).utf8)) as? [String])

        let shaping = try ShapingFont(face: FontFace(path: font, library: FreeTypeLibrary()))
        let preparer = try TextPreparer(lineBreaks: .blink(.normal))
        var typefit: [String] = []
        for text in Self.clampTexts {
            for (width, lines) in Self.clampCases {
                var layout = TextLayout(pointSize: 10, lineHeight: 20, maxWidth: width, maxLines: lines)
                layout.widths = .blink
                layout.breaksOverlongWords = false
                let last = try #require(layout.measure(try preparer.prepare(text, font: shaping)).lines.last)
                typefit.append(last.text.hasSuffix("…") ? String(last.text.dropLast()) : last.text)
            }
        }
        #expect(typefit == chromium)
        #expect(chromium.contains("cccc ddd"))  // a cut line
    }
}

extension TextLayoutTests {
    /// The web's summary and cut, on Blink's widths made once for both
    /// (``TextLayout/summarizeAndCut(_:oneLineCut:)``), say what measuring says: a label of one
    /// line, one cut after its first line, after its second, and one that fits; and a label of
    /// 30 lines cut at 16 (its lines kept on the stack) and at 17 (kept in an array).
    @Test(arguments: [
        "aaaa bbbb cccc dddd eeee", "Welcome back to the settings page", "hello", "ab\ncd\nef", "",
        "a b c d e f g h i j k l m n o p q r s t u v w x y z aa bb cc dd",
    ])
    func theWebsSummaryAndCutAreTheMeasurements(text: String) throws {
        let face = try FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary())
        let shaping = try ShapingFont(face: face)
        let prepared = try TextPreparer(lineBreaks: .blink(.normal)).prepare(text, font: shaping, keepGlyphs: true)
        for (width, lines) in [(45.0, 1), (45, 2), (45, 3), (60, 2), (400, 1), (400, 2), (12, 16), (12, 17)] {
            var layout = TextLayout(pointSize: 10, lineHeight: 20, maxWidth: width, maxLines: lines)
            layout.widths = .blink
            let measured = layout.measure(prepared)
            let (summary, truncated) = layout.summarizeAndCut(prepared)
            #expect(truncated == measured.truncation?.visibleText, "\(text) at \(width) px, \(lines) lines")
            #expect(summary.lineCount == measured.lines.count || summary.overflows)
            #expect(summary.overflows == (measured.truncation != nil), "\(text) at \(width) px, \(lines) lines")
        }
    }
}
