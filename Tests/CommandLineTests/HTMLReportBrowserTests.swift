import Foundation
import TestSupport
import Testing

/// `report.html` of the embedded default opened in headless Chromium (Debian's `chromium`,
/// installed by `make deps`): no message on the page's console, the script fills the table, and
/// the screenshot is not blank. `UPDATE_GOLDENS=1` also copies the screenshot to
/// docs/report.png, the picture in the README.
@Suite(.serialized) struct HTMLReportBrowserTests {
    /// Writes the embedded default's report.html into `folder` and runs Chromium on it with
    /// `flags`, at `fragment` (e.g. "#cell-0-11") when given.
    static func openReport(in folder: URL, _ flags: [String], fragment: String = "", formats: String = "html") throws
        -> TypeFitProcess.Result
    {
        let browser = try Chromium.path
        let check = try TypeFitProcess.run(["check", "--fail-on", "never", "--format", formats, "--out", folder.path])
        #expect(check.exitCode == 0, "\(check.stderr)")
        let page = folder.appendingPathComponent("report.html")
        return try TypeFitProcess.run(
            executable: browser,
            Chromium.headless(folder.appendingPathComponent("profile")) + flags + [page.absoluteString + fragment])
    }

    /// A link to a cell opens it as a click does: the table shows only Button (grid row 11) at AX5
    /// (column 11) — its 18 rows (3 button.* strings of Samples/ in six languages) — and the
    /// cell's strip is marked.
    @Test func cellLinkOpensTheCell() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Self.openReport(in: folder, ["--dump-dom"], fragment: "#cell-11-11")
        #expect(dom.exitCode == 0, "\(dom.stderr)")
        #expect(dom.stdout.contains("<span id=\"cell-name\">Button at AX5</span>"))
        #expect(dom.stdout.contains("<div class=\"strip target\" id=\"strip-11-11\">"))
        let info = try #require(
            try NSRegularExpression(pattern: "rows 1–(\\d+) of (\\d+)</span>").firstMatch(
                in: dom.stdout, range: NSRange(dom.stdout.startIndex..., in: dom.stdout)))
        let shown = try #require(Range(info.range(at: 2), in: dom.stdout).flatMap { Int(dom.stdout[$0]) })
        #expect(shown == 18)
    }

    /// The embedded default's web labels, which report.html also sets as CSS from the font files
    /// (`@font-face`): Chromium loads every font, breaks each wrapped label into as many lines as
    /// typefit counted (lines a clamp hides included), and its widest line is as wide as typefit
    /// measured — WCAG 1.4.12 rows, with their spacing, among them.
    @Test func webLabelsLayOutInChromiumAsTypefitCounted() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try TypeFitProcess.run(["check", "--fail-on", "never", "--format", "html", "--out", folder.path])
        #expect(check.exitCode == 0, "\(check.stderr)")
        let page = folder.appendingPathComponent("report.html")
        var html = try String(contentsOf: page, encoding: .utf8)
        html += """
            <pre id="out"></pre><script>
            document.fonts.ready.then(() => {
              const out = [], seg = new Intl.Segmenter(undefined, {granularity: "grapheme"});
              for (const label of document.querySelectorAll(".web-label")) {
                const text = label.querySelector(".web-text"), node = text.firstChild, range = document.createRange();
                const lines = new Map();   // top → [left, right]
                for (const g of seg.segment(node.data)) {
                  range.setStart(node, g.index); range.setEnd(node, g.index + g.segment.length);
                  for (const r of range.getClientRects()) {
                    if (r.width <= 0) continue;
                    const top = Math.round(r.top), line = lines.get(top) || [r.left, r.right];
                    lines.set(top, [Math.min(line[0], r.left), Math.max(line[1], r.right)]);
                  }
                }
                const widest = Math.max(...[...lines.values()].map(l => l[1] - l[0]));
                const loaded = label.dataset.families.split(" ").every(f => document.fonts.check("12px '" + f + "'"));
                out.push({text: node.data, typefit: label.dataset.lines ? Number(label.dataset.lines) : -1, chromium: lines.size, loaded,
                          typefitWidth: Number(label.dataset.width), chromiumWidth: widest});
              }
              document.getElementById("out").textContent = JSON.stringify(out);
            });
            </script>
            """
        try html.write(to: page, atomically: true, encoding: .utf8)
        let labels = try #require(
            try JSONSerialization.jsonObject(with: Data(Chromium.output(of: page, in: folder).utf8)) as? [[String: Any]]
        )
        #expect(labels.count >= 20, "web labels drawn: \(labels.count)")
        // One-line labels (maxLines 1) are measured unwrapped: their count is no wrapped box's.
        let wrapped = labels.filter { ($0["typefit"] as? Int ?? -1) >= 0 }
        #expect(wrapped.count >= 10, "wrapped web labels: \(wrapped.count)")
        for label in labels {
            #expect(label["loaded"] as? Bool == true, "font files not loaded for \(label["text"] ?? "")")
        }
        for label in wrapped {
            #expect(label["typefit"] as? Int == label["chromium"] as? Int, "\(label)")
        }
        // The widest line, within a LayoutUnit either way (typefit's width is Blink's rounded run).
        for label in labels {
            let typefit = try #require(label["typefitWidth"] as? Double),
                chromium = try #require(label["chromiumWidth"] as? Double)
            #expect(abs(typefit - chromium) <= 1.0 / 64, "\(label)")
        }
    }

    @Test func reportOpensCleanlyInChromium() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screenshot = folder.appendingPathComponent("report.png")
        let shot = try Self.openReport(in: folder, ["--screenshot=\(screenshot.path)", "--window-size=1280,1600"])
        #expect(shot.exitCode == 0, "\(shot.stderr)")
        // Chromium logs console messages (errors, uncaught exceptions) as "…:CONSOLE(line)] …".
        let console = shot.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(console.isEmpty, "console: \(console)")

        let stats = try TypeFitProcess.run(
            executable: try Tool.python3.path(), ["Scripts/png_stats.py", screenshot.path])
        #expect(stats.exitCode == 0, "\(stats.stderr)")
        let fields = Dictionary(
            uniqueKeysWithValues: stats.stdout.split(separator: " ").compactMap { pair -> (String, Double)? in
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
                else { return nil }
                return (String(parts[0]), value)
            })
        #expect(fields["width"] == 1280 && fields["height"] == 1600)
        // A blank page has one colour; the report has text, the coloured grid and drawn glyphs.
        #expect((fields["colours"] ?? 0) > 500, "\(stats.stdout)")
        #expect((fields["ink"] ?? 0) > 0.05, "\(stats.stdout)")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            let target = Fixtures.root.appendingPathComponent("docs/report.png")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: screenshot, to: target)
        }
    }

    /// A filter link (what the filters put in the address bar) filters on load: the German
    /// failures of one style, named as people write it, as many as report.json has.
    @Test func filterLinkFiltersTheTable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Self.openReport(
            in: folder, ["--dump-dom"], fragment: "#filter?status=fail&locale=de&style=large%20title",
            formats: "json,html")
        #expect(dom.exitCode == 0, "\(dom.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json")))
                as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        let expected = results.filter {
            $0["locale"] as? String == "de" && $0["status"] as? String == "fail" && $0["category"] as? String != "-"
                && $0["style"] as? String == "Large Title"
        }.count
        #expect(expected > 0)
        #expect(dom.stdout.contains("<span id=\"page-info\">rows 1–\(min(expected, 100)) of \(expected)</span>"))
        #expect(!dom.stderr.contains(":CONSOLE"))
    }

    /// The DOM after the script ran: the first page of 100 rows of 2 040, the grid's cells.
    @Test func scriptFillsTheTable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Self.openReport(in: folder, ["--dump-dom"])
        #expect(dom.exitCode == 0, "\(dom.stderr)")
        #expect(dom.stdout.contains("<span id=\"page-info\">rows 1–100 of 3854</span>"))
        let body = try #require(
            dom.stdout.range(of: "<tbody id=\"results-body\">").map { dom.stdout[$0.upperBound...] })
        let rows = String(body).components(separatedBy: "</tbody>")[0].components(separatedBy: "<tr>").count - 1
        #expect(rows == 100)
        // A grid per platform with the styles it measures: 13 styles × 12 iOS categories, the same
        // 13 × 5 web text sizes, each also under text spacing, and Material 3's bodyMedium × 7
        // Android and 12 iOS text scales in Flutter.
        #expect(dom.stdout.components(separatedBy: "<td class=\"cell ").count - 1 == 13 * 12 + 13 * 10 + 19)
    }
}
