import Foundation
import TestSupport
import Testing
@testable import TypeFitBackend
@testable import TypeFitText

/// Blink's line-break opportunities between two characters, compared with headless Chromium's
/// over every pair of printable ASCII characters and after a space (each pair between two
/// letters, in a box of no width, where every opportunity breaks the line).
@Suite struct LineBreakRulesTests {
    /// The pairs (as two-character strings) between which `text(pair)` breaks in `preparer`.
    static func typefitBreaks(_ pairs: [String], preparer: TextPreparer, font: ShapingFont) throws -> Set<String> {
        var breaks: Set<String> = []
        for pair in pairs {
            let prepared = try preparer.prepare("x" + pair + "x", font: font)
            if prepared.segments.contains(where: { $0.end == 2 }) { breaks.insert(pair) }
        }
        return breaks
    }

    @Test func asciiPairsAndSpacesBreakAsInChromium() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("pairs.html")
        try """
        <!doctype html><html><head><meta charset="utf-8"><style>div { font-size: 10px; width: 0 }</style></head><body>
        <pre id="out"></pre><script>
        const firsts = [...Array(94).keys()].map(i => 0x21 + i).concat([0x20]);
        const out = [];
        for (const a of firsts) for (let b = 0x21; b <= 0x7e; b++) {
          const d = document.createElement("div"); d.textContent = "x" + String.fromCharCode(a, b) + "x"; document.body.appendChild(d);
          const r = document.createRange(), node = d.firstChild;
          r.setStart(node, 1); r.setEnd(node, 2); const ta = r.getClientRects()[0].top;
          r.setStart(node, 2); r.setEnd(node, 3); const tb = r.getClientRects()[0].top;
          if (tb > ta + 0.5) out.push(String.fromCharCode(a, b));
          d.remove();
        }
        document.getElementById("out").textContent = JSON.stringify(out);
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let chromium = try #require(
            try JSONSerialization.jsonObject(with: Data(Chromium.output(of: page, in: folder).utf8)) as? [String])
        #expect(chromium.count > 200)  // 241 with Chromium 13x on Debian 12

        var pairs: [String] = []
        for a in Array(0x21...0x7E) + [0x20] {
            for b in 0x21...0x7E { pairs.append(String(UnicodeScalar(UInt8(a))) + String(UnicodeScalar(UInt8(b)))) }
        }
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let blink = try Self.typefitBreaks(pairs, preparer: TextPreparer(lineBreaks: .blink(.normal)), font: font)
        #expect(blink.subtracting(chromium).sorted() == [], "typefit breaks where Chromium does not")
        #expect(Set(chromium).subtracting(blink).sorted() == [], "Chromium breaks where typefit does not")
        // ICU alone differs: it breaks after "/" before a letter, and not after a space before "!".
        let icu = try Self.typefitBreaks(["/S", " !"], preparer: TextPreparer(lineBreaks: .unicode), font: font)
        #expect(icu == ["/S"])
    }

    /// Outside ASCII, ICU decides: "Farbe/Überschrift" breaks after the slash, "Farbe/Schrift"
    /// does not; "report-2024" breaks after the hyphen, "-5" does not.
    @Test(arguments: [
        ("Farbe/Überschrift", [6, 17]), ("Farbe/Schrift", [13]), ("report-2024", [7, 11]), ("a -5", [2, 4]),
    ])
    func blinkBreaksWords(text: String, ends: [Int]) throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let prepared = try TextPreparer(lineBreaks: .blink(.normal)).prepare(text, font: font)
        #expect(prepared.segments.map(\.end) == ends)
    }

    /// Blink's `line-break: auto` is ICU's `normal`: it breaks before small kana and "ー" in any
    /// language (headless Chromium: `ユ|ー|ザ|ー`, `漢|ぁ`, with or without `lang="ja"`); ICU's
    /// root rules keep them with what precedes (its `ja` rules are `normal` already).
    @Test(arguments: [nil, "ja"] as [String?])
    func blinkBreaksBeforeSmallKana(language: String?) throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        #expect(
            try TextPreparer(language: language, lineBreaks: .blink(.normal)).prepare("ユーザー", font: font).segments.map(
                \.end) == [1, 2, 3, 4])
        #expect(
            try TextPreparer(language: language, lineBreaks: .blink(.normal)).prepare("漢ぁ", font: font).segments.map(
                \.end) == [1, 2])
        #expect(
            try TextPreparer(language: language, lineBreaks: .unicode).prepare("ユーザー", font: font).segments.map(\.end)
                == (language == nil ? [2, 4] : [1, 2, 3, 4]))
    }

    /// One character of each Line_Break class that `word-break` can meet in UI text (ASCII and
    /// not, for letters, digits and infix separators).
    static let classSamples: [String] = [
        "\u{A7}", "a", "\u{E4}", "\u{2014}", "|", "\u{B4}", "\u{FFFC}", "}", ")", "!", "\u{2007}", "-", "\u{6F22}",
        "\u{2026}", ".", "\u{2044}",
        "\u{3005}", "1", "\u{967}", "(", "%", "$", "\"", "\u{E01}", "/", "\u{3041}", "\u{5D0}", "\u{AC00}", "\u{E000}",
        "+", ",", "?",
    ]

    /// `word-break: break-all` and `keep-all` between every two of ``classSamples``, after "(",
    /// against headless Chromium (a box of no width breaks at every opportunity).
    @Test(arguments: [LineBreakRules.WordBreak.breakAll, .keepAll])
    func wordBreakPairsBreakAsInChromium(wordBreak: LineBreakRules.WordBreak) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("pairs.html")
        let samples = String(decoding: try JSONSerialization.data(withJSONObject: Self.classSamples), as: UTF8.self)
        try """
        <!doctype html><html><head><meta charset="utf-8"><style>div { font-size: 10px; width: 0; word-break: \(wordBreak.rawValue) }</style></head><body>
        <pre id="out"></pre><script>
        const samples = \(samples), out = [];
        for (const a of samples) for (const b of samples) {
          const d = document.createElement("div"); d.textContent = "(" + a + b; document.body.appendChild(d);
          const r = document.createRange(), node = d.firstChild;
          r.setStart(node, 1); r.setEnd(node, 1 + a.length); const ta = r.getClientRects()[0].top;
          r.setStart(node, 1 + a.length); r.setEnd(node, 1 + a.length + b.length); const rb = r.getClientRects();
          if (rb[rb.length - 1].top > ta + 0.5) out.push(a + b);
          d.remove();
        }
        document.getElementById("out").textContent = JSON.stringify(out);
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let chromium = Set(
            try #require(
                try JSONSerialization.jsonObject(with: Data(Chromium.output(of: page, in: folder).utf8)) as? [String]))
        #expect(chromium.count > 100)

        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        let preparer = try TextPreparer(lineBreaks: .blink(wordBreak))
        var typefit: Set<String> = []
        for a in Self.classSamples {
            for b in Self.classSamples
            where try preparer.prepare("(" + a + b, font: font).segments.contains(where: { $0.end == 2 }) {
                typefit.insert(a + b)
            }
        }
        #expect(typefit.subtracting(chromium).sorted() == [], "typefit breaks where Chromium does not")
        #expect(chromium.subtracting(typefit).sorted() == [], "Chromium breaks where typefit does not")
    }

    /// `word-break`: break-all breaks between letters, keep-all keeps letters together.
    @Test func wordBreakAddsOrTakesOpportunities() throws {
        let font = try ShapingFont(
            face: FontFace(path: Fixtures.testFont("TypeFitTest-TypoOn.ttf"), library: FreeTypeLibrary()))
        #expect(
            try TextPreparer(lineBreaks: .blink(.breakAll)).prepare("ab cd", font: font).segments.map(\.end) == [
                1, 3, 4, 5,
            ])
        #expect(
            try TextPreparer(lineBreaks: .blink(.keepAll)).prepare("ab cd", font: font).segments.map(\.end) == [3, 5])
    }
}
