import Foundation
import TestSupport
import Testing
@testable import TypeFitCatalogs
@testable import TypeFitCheck
@testable import TypeFitReports
import TypeFitSupport

/// `report.html` from real checks: self-contained, every glyph outline defined once and every
/// `<use>` resolving, the grid complete, and the size limits kept and announced.
@Suite struct HTMLReportTests {
    /// report.html draws each cell's three worst labels: the check keeps them only when asked.
    static let drawing = CheckOptions(labelsPerCell: 3)

    static func fixtureReport() async throws -> (CheckReport, StyleGuide) {
        let guide = try StyleGuideParser.read(Fixtures.url("Guides/check.yml").path)
        return (try await Checker.run(guide, options: Self.drawing), guide)
    }

    static func matches(of pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func pageIsSelfContained() async throws {
        let (report, guide) = try await Self.fixtureReport()
        let page = HTMLReport.render(report, guide: guide)
        #expect(page.hasPrefix("<!doctype html>"))
        for outside in ["src=", "<link", "@import", "url(", "http://", "https://"] {
            #expect(!page.contains(outside), "the page refers outside itself: \(outside)")
        }
        // Every outline is defined once; every <use> points at a defined symbol.
        let defined = try Self.matches(of: #"<symbol id="([^"]+)""#, in: page)
        let used = Set(try Self.matches(of: ##"xlink:href="#([^"]+)""##, in: page))
        #expect(!defined.isEmpty)
        #expect(Set(defined).count == defined.count)
        #expect(used == Set(defined))
    }

    @Test func gridHasACellPerStyleAndSize() async throws {
        let (report, guide) = try await Self.fixtureReport()
        let page = HTMLReport.render(report, guide: guide)
        let grid = ReportGrid(report)
        #expect(grid.rows.map(\.label) == ["Label", "Title"])
        #expect(grid.columns.map(\.label) == ["L", "xxxL", "AX5"])
        #expect(try Self.matches(of: #"<td class="cell ([a-z ]+)""#, in: page).count == 6)
        // The worst verdict colours the cell: Label fails at AX5 ("Settings" is over 100 pt there).
        let labelAX5 = grid.counts(0, 2)
        #expect(labelAX5.worst == .fail)
        #expect(page.contains("<td class=\"cell fail\" tabindex=\"0\" data-r=\"0\" data-c=\"2\""))
        // One strip per cell, each with drawn labels.
        #expect(try Self.matches(of: #"<div class="strip" id="(strip-\d+-\d+)""#, in: page).count == 6)
        #expect(try Self.matches(of: #"<figure class="fig" data-r="(\d+)""#, in: page).count >= 6)
    }

    /// iOS with two size classes and Android: a grid row per style and size class (Android has
    /// none), a column per category and font scale, and a plot pair per platform.
    @Test func mixedPlatformsAndSizeClasses() async throws {
        let style = GuideStyle(
            name: "Body", family: "TypeFit TypoOn", size: 16, regularSize: 18, scalesWith: .textStyle(.body),
            limits: .init(maxWidth: 120, maxLines: 2), samples: ["Hello world again"])
        var guide = StyleGuide(fontFolders: [Fixtures.testFontsFolder], styles: [style], file: "mixed.yml")
        guide.platforms = [.ios, .android]
        guide.sizeClasses = [.compact, .regular]
        guide.categories = [.large, .accessibility3]
        guide.androidScales = [1, 1.3, 2]
        let report = try await Checker.run(guide, options: Self.drawing)
        let grid = ReportGrid(report)
        #expect(grid.rows.map(\.label) == ["Body (compact)", "Body (regular)", "Body"])
        #expect(grid.columns.map(\.label) == ["L", "AX3", "×1", "×1.3", "×2"])
        let page = HTMLReport.render(report, guide: guide)
        // Each grid row has a size curve and a width distribution per platform it has rows on.
        #expect(try Self.matches(of: #"<svg class="(plot)""#, in: page).count == 6)
        #expect(try Self.matches(of: #"<div class="strip" id="(strip-\d+-\d+)""#, in: page).count == 7)
        // A grid per platform, each with the rows it measured: no empty cells for the other's.
        #expect(page.contains("<h3>iOS · content-size categories</h3>"))
        #expect(page.contains("<h3>Android · font scales</h3>"))
        #expect(!page.contains("cell empty"))
        #expect(try Self.matches(of: #"<tr class="grid-row" data-r="(\d)""#, in: page) == ["0", "1", "2"])
        #expect(page.contains("<td class=\"cell pass\" tabindex=\"0\" data-r=\"2\" data-c=\"2\""))
        // summary.md: a table per platform, each with its own steps and styles.
        let summary = SummaryMarkdown.render(report)
        #expect(summary.contains("### iOS · content-size categories\n\n| style | strings | large | AX3 |\n"))
        #expect(summary.contains("### Android · font scales\n\n| style | strings | 1 | 1.3 | 2 |\n"))
        #expect(summary.components(separatedBy: "\n| Body | 1 |").count - 1 == 2)
    }

    /// A cell keeps its worst labels while it is checked, one per string, in bounded memory.
    @Test func worstRowsComeFirstOncePerString() {
        func row(_ text: String, _ status: CheckStatus, width: Double) -> CheckResult {
            CheckResult(
                style: "S", platform: .ios, category: .ios(.large), sizeClass: nil, key: text, locale: "en", text: text,
                pointSize: 17,
                lineHeight: 20, width: width, lineCount: 1, height: 20, maxWidth: 100, maxLines: nil, status: status,
                reasons: [])
        }
        let rows = [
            row("a", .pass, width: 90), row("b", .fail, width: 120), row("c", .warn, width: 97),
            row("b", .fail, width: 120), row("d", .fail, width: 140),
        ]
        for (capacity, expected) in [(3, [4, 1, 2]), (10, [4, 1, 2, 0])] {
            var worst = WorstLabels<Int>(capacity: capacity)
            for (index, result) in rows.enumerated() { worst.offer(result, order: index, payload: index) }
            #expect(worst.kept.map(\.payload) == expected)
        }
    }

    /// `admits` is exact: a measurement it turns away would not have changed what the cell keeps
    /// (2,000 random offers of 12 texts, ties included, into cells of 1 to 5 labels).
    @Test func whatAdmitsTurnsAwayOfferWouldNotKeep() {
        var generator = SystemRandomNumberGenerator()
        for capacity in 1...5 {
            var worst = WorstLabels<Int>(capacity: capacity)
            var turnedAway = 0
            for order in 0..<2_000 {
                let text = "t\(Int.random(in: 0..<12, using: &generator))"
                let status = [CheckStatus.pass, .warn, .fail][Int.random(in: 0..<3, using: &generator)]
                let result = CheckResult(
                    style: "S", platform: .ios, category: .ios(.large), sizeClass: nil, key: text, locale: "en",
                    text: text,
                    pointSize: 17, lineHeight: 20, width: Double(Int.random(in: 90...110, using: &generator)),
                    lineCount: 1,
                    height: 20, maxWidth: 100, maxLines: nil, status: status, reasons: [])
                let before = worst.kept.map(\.order)
                let admitted = worst.admits(result, order: order)
                worst.offer(result, order: order, payload: order)
                if !admitted {
                    turnedAway += 1
                    #expect(worst.kept.map(\.order) == before)
                }
            }
            #expect(turnedAway > 1_000)
        }
    }

    @Test func limitsAreKeptAndSaidOnThePage() async throws {
        let (report, guide) = try await Self.fixtureReport()
        let page = HTMLReport.render(report, guide: guide, limits: .init(drawingsPerCell: 1, drawings: 4, tableRows: 5))
        #expect(try Self.matches(of: #"<figure class="fig" data-r="(\d+)""#, in: page).count == 4)
        #expect(page.contains("<b>2 labels are not drawn</b>"))
        #expect(page.contains("<b>The table holds the 5 worst of \(report.results.count) rows</b>"))
        #expect(page.contains("{\"complete\":false,"))
        let data = try #require(page.range(of: "\"rows\":[\n").map { page[$0.upperBound...] })
        let rows = data.prefix { $0 != "<" }.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(rows.count == 5)
    }

    /// The table keeps no more rows than it can show, whatever the order of statuses: the
    /// chosen rows are the first failures, then warnings, then passes, in the report's order.
    @Test func tableRowsKeepOnlyWhatCanBeChosen() {
        func row(_ index: Int, _ status: CheckStatus) -> CheckResult {
            CheckResult(
                style: "S", platform: .ios, category: .ios(.large), sizeClass: nil, key: "k\(index)", locale: "en",
                text: "t\(index)", pointSize: 17,
                lineHeight: 20, width: 1, lineCount: 1, height: 20, maxWidth: 100, maxLines: nil, status: status,
                reasons: [])
        }
        var generator = SystemRandomNumberGenerator()
        for limit in [1, 5, 40] {
            let statuses = (0..<200).map { _ in
                [CheckStatus.pass, .warn, .fail][Int.random(in: 0..<3, using: &generator)]
            }
            var table = HTMLReport.TableRows(limit: limit)
            for (index, status) in statuses.enumerated() {
                withUnsafePointer(to: row(index, status)) { table.offer($0, r: 0, c: 0) }
                #expect(table.kept <= limit)
            }
            var expected: [Int] = []
            for status in [CheckStatus.fail, .warn, .pass] {
                expected += statuses.indices.filter { statuses[$0] == status }.prefix(limit - expected.count)
            }
            let chosen = table.chosenParts().flatMap { $0 }
            #expect(
                String(decoding: chosen, as: UTF8.self)
                    == expected.sorted().map {
                        "[0,0,\"k\($0)\",\"en\",\"t\($0)\",17,20,1,1,\(statuses[$0] == .fail ? 2 : statuses[$0] == .warn ? 1 : 0),\"\",\"\"]"
                    }.joined(separator: ",\n"))
        }
    }

    @Test func scriptStringsCannotCloseTheScript() {
        #expect(HTMLReport.scriptString("</script><b>\"x\"\\\n") == #""\u003c/script>\u003cb>\"x\"\\\n""#)
        #expect(HTMLReport.scriptString("a\u{1}b\u{2028}") == #""a\u0001b\u2028""#)
    }

    /// The byte-level script string equals escaping scalar by scalar, on random mixes of what
    /// matters (U+2028's neighbours E2 80 A7/AA share its first two bytes).
    @Test func scriptStringBytesAgreeWithScalars() {
        let pool: [Unicode.Scalar] = [
            "a", "\"", "\\", "<", ">", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{2027}", "\u{2028}",
            "\u{2029}", "\u{202A}", "\u{E000}", "😀", "漢",
        ]
        for string in RandomText.mixes(of: pool) {
            let reference = escaping(string) { scalar in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case "<": "\\u003c"
                case "\u{2028}": "\\u2028"
                case "\u{2029}": "\\u2029"
                default: scalar.value < 0x20 ? "\\u" + String(format: "%04x", scalar.value) : nil
                }
            }
            #expect(HTMLReport.scriptString(string) == "\"" + reference + "\"", "\(string.unicodeScalars.map(\.value))")
        }
    }

    /// The embedded default (Fonts/ + typefit.yml) stays under 5 MB.
    @Test func embeddedDefaultIsUnderFiveMegabytes() async throws {
        let guide = try StyleGuideParser.read(Fixtures.root.appendingPathComponent("typefit.yml").path)
        let report = try await Checker.run(guide, options: Self.drawing)
        let page = HTMLReport.render(report, guide: guide)
        #expect(page.utf8.count < 5_000_000)
        // 2,040 on iOS, 1,700 on the web (5 text sizes, each also under text spacing), 114 in
        // Flutter (6 strings at 19 text scales).
        #expect(report.results.count == 3_854)
        // The settings cell and the themes of the embedded default have their sections.
        #expect(
            page.contains(
                "<h3>Settings cell <span class=\"spec\">— 343 pt wide; switch to a vertical axis from <b>accessibility2</b></span></h3>"
            ))
        #expect(page.contains("<h2>Contrast (WCAG 2.2 AA)</h2>"))
        #expect(page.contains("muted on paper</td><td>3.26:1</td>"))
    }

    /// 10 000 strings in one style (120 000 rows): drawings and table rows stay within the limits
    /// and the page says so.
    @Test func tenThousandStringsStayUsable() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = (0..<10_000).map { "\"Label number \($0) with some words\"" }.joined(separator: ",")
        try Data("[\(strings)]".utf8).write(to: folder.appendingPathComponent("many.json"))
        let style = GuideStyle(
            name: "Row", family: "TypeFit TypoOn", size: 17, scalesWith: .textStyle(.body), limits: .init(maxWidth: 300)
        )
        let guide = StyleGuide(
            fontFolders: [Fixtures.testFontsFolder],
            stringSources: [StringSource(path: folder.appendingPathComponent("many.json").path)],
            styles: [style], file: "many.yml")
        let report = try await Checker.run(guide, options: Self.drawing)
        #expect(report.results.count == 120_000)
        let page = HTMLReport.render(report, guide: guide)
        #expect(page.utf8.count < 6_000_000)
        #expect(page.contains("<b>The table holds the 20000 worst of 120000 rows</b>"))
        #expect(try Self.matches(of: #"<figure class="fig" data-r="(\d+)""#, in: page).count == 36)
    }
}

extension HTMLReportTests {
    /// A String Catalog key that is a whole sentence is shortened in the page, whole in its tooltip,
    /// and the page counts warnings as summary.md does.
    @Test func longKeysAreShortenedWithTheWholeKeyAsTooltip() async throws {
        let (report, guide) = try await Self.fixtureReport()
        var long = report
        let key = "Are you sure you want to delete this account and all of its data? %@"
        long.results = long.results.map { row in
            var copy = row
            copy.key = key
            return copy
        }
        for index in long.labels.labels.indices { long.labels.labels[index].result.key = key }
        let page = HTMLReport.render(long, guide: guide)
        #expect(page.contains("<code title=\"\(key)\">Are you sure you want to delet…l of its data? %@</code>"))
        #expect(page.contains("function keyCell(tr, key, source)"))
        #expect(page.contains(report.warningText + " in all"))
    }
}
