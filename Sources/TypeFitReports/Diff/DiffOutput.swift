import TypeFitSupport
import TypeFitCheck

/// The renderings of a ``ReportDiff``: Markdown for a pull-request comment, JSON, CSV and
/// GitHub Actions annotations.
package enum DiffOutput {
    /// At most this many rows in the Markdown table; the rest are counted.
    package static let tableLimit = 50

    package static func markdown(_ diff: ReportDiff) -> String {
        let regressions = diff.regressionCount, fixes = diff.fixCount
        var text = "# typefit diff\n\n"
        if !diff.versionChanges.isEmpty {
            text +=
                "> **The two runs measured with different engines**: "
                + diff.versionChanges.map { "\($0.name) \($0.base) → \($0.new)" }.joined(separator: ", ")
                + ". Widths and breaks move with these; a change below may come from them, not from the fonts or strings.\n\n"
        }
        text +=
            regressions == 0 ? "✅ **No regressions**" : "❌ **\(regressions) regression\(regressions == 1 ? "" : "s")**"
        text +=
            " · \(fixes) fixed · \(diff.changes.count) changed row\(diff.changes.count == 1 ? "" : "s") · tolerance \(diff.tolerance)\n\n"
        if diff.isEmpty {
            return text + "No measurement or font changed.\n"
        }
        // The fonts first: a release that widened every advance explains the rows below it.
        text += fontMarkdown(diff)
        if !diff.changes.isEmpty {
            text +=
                "| | style | size | key | locale | width | lines | line height | status |\n|---|---|---|---|---|---:|---:|---:|---|\n"
            for change in diff.changes.prefix(tableLimit) {
                guard let row = change.row else { continue }
                let mark = change.isRegression ? "🔴" : change.kinds.contains(.fixed) ? "🟢" : "⚪️"
                text +=
                    "| \(mark) | \(escape(row.style)) | \(row.platform.rules.diffPrefix)\(row.category) | `\(escape(SummaryMarkdown.shortKey(row.key)))` | \(row.locale) | "
                text +=
                    "\(arrow(change.base?.width, change.new?.width)) | \(arrowInt(change.base?.lineCount, change.new?.lineCount)) | "
                text +=
                    "\(arrow(change.base?.lineHeight, change.new?.lineHeight)) | \(change.base?.status.rawValue ?? "–") → \(change.new?.status.rawValue ?? "–") |\n"
            }
            if diff.changes.count > tableLimit {
                text += "\n…and \(diff.changes.count - tableLimit) more rows in diff.csv.\n"
            }
            text += "\n"
            let failing = diff.changes.filter { $0.kinds.contains(.newFailure) }
            if !failing.isEmpty {
                text += "<details><summary>Why the new failures fail</summary>\n\n"
                for change in failing.prefix(CommentBudget.sectionItems) {
                    guard let row = change.new else { continue }
                    text +=
                        "- **\(escape(row.style))** \(row.category) `\(escape(SummaryMarkdown.shortKey(row.key)))` (\(row.locale)): \(escape(row.reasonTexts.joined(separator: "; ")))\n"
                }
                text += CommentBudget.more(failing.count, shown: CommentBudget.sectionItems, in: "diff.csv")
                text += "\n</details>\n\n"
            }
        }
        text += verdictMarkdown(diff)
        return CommentBudget.fit(
            text, pointer: "_Cut to fit a pull-request comment: every change is in diff.csv and diff.json._")
    }

    package static func csv(_ diff: ReportDiff) -> String {
        var lines = [
            "style,platform,category,sizeClass,key,locale,change,regression,widthBefore,widthAfter,linesBefore,linesAfter,lineHeightBefore,lineHeightAfter,statusBefore,statusAfter"
        ]
        for change in diff.changes {
            guard let row = change.row else { continue }
            let identity: [String] = [
                row.style, row.platform.rawValue, row.category.description, row.sizeClass?.rawValue ?? "", row.key,
                row.locale,
            ]
            let kinds: [String] = [
                change.kinds.map(\.rawValue).joined(separator: " "), change.isRegression ? "yes" : "no",
            ]
            let fields: [String] = identity + kinds + side(change.base, change.new)
            lines.append(fields.map(ReportCSV.quote).joined(separator: ","))
        }
        // Layout rows and contrast pairs: the subject in the style column, no width or lines.
        for change in diff.verdictChanges {
            let fields: [String] = [
                change.subject, "", change.category.description, "", "", change.locale ?? "",
                change.kinds.map(\.rawValue).joined(separator: " "), change.isRegression ? "yes" : "no",
                "", "", "", "", "", "", change.base?.rawValue ?? "", change.new?.rawValue ?? "",
            ]
            lines.append(fields.map(ReportCSV.quote).joined(separator: ","))
        }
        return "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The font changes as a Markdown table (empty when none changed): per face whose file
    /// changed, what changed in it that the texts meet, then the faces' metrics.
    static func fontMarkdown(_ diff: ReportDiff) -> String {
        guard !diff.fontChanges.isEmpty else { return "" }
        var text =
            "### Font changes (\(diff.fontChanges.count))\n\n| style | what | before | after |\n|---|---|---|---|\n"
        for change in diff.fontChanges.prefix(CommentBudget.sectionItems) {
            let (before, after) = (
                oneLine(change.base, atMost: 120), oneLine(change.new, atMost: 400)
            )
            text += "| \(escape(change.style)) | \(change.field) | \(escape(before)) | \(escape(after)) |\n"
        }
        text += CommentBudget.more(diff.fontChanges.count, shown: CommentBudget.sectionItems, in: "diff.json")
        return text + "\n"
    }

    /// Lines for the terminal naming what changed in each face whose file changed ("Body:
    /// Version 3.019 → Version 4.001; advances: 23 changed: mean +4.02 %…"), at most `limit`.
    package static func fontLines(_ diff: ReportDiff, limit: Int = 10) -> [String] {
        var order: [String] = []
        var parts: [String: [String]] = [:]
        let release: Set<String> = ["version", "coverage added", "coverage removed", "advances", "kerning"]
        for change in diff.fontChanges where change.field == "file" || release.contains(change.field) {
            if parts[change.style] == nil { order.append(change.style) }
            switch change.field {
            case "file": parts[change.style, default: []].append("the font file changed")
            case "version": parts[change.style, default: []].append("\(change.base) → \(change.new)")
            default: parts[change.style, default: []].append("\(change.field): \(change.new)")
            }
        }
        var lines = order.prefix(limit).map { "font \($0): " + (parts[$0] ?? []).joined(separator: "; ") }
        if order.count > limit { lines.append("…and \(order.count - limit) more faces in diff.md") }
        return lines
    }

    /// The layout-row and contrast changes as a Markdown table (empty when none changed).
    static func verdictMarkdown(_ diff: ReportDiff) -> String {
        guard !diff.verdictChanges.isEmpty else { return "" }
        var text =
            "### Layout rows and contrast\n\n| | what | size | locale | before | after | status |\n|---|---|---|---|---|---|---|\n"
        for change in diff.verdictChanges.prefix(tableLimit) {
            let mark = change.isRegression ? "🔴" : change.kinds.contains(.fixed) ? "🟢" : "⚪️"
            text +=
                "| \(mark) | \(escape(change.subject)) | \(change.category) | \(change.locale ?? "") | \(escape(change.before)) | \(escape(change.after)) | "
                + "\(change.base?.rawValue ?? "–") → \(change.new?.rawValue ?? "–") |\n"
        }
        if diff.verdictChanges.count > tableLimit {
            text += "\n…and \(diff.verdictChanges.count - tableLimit) more in diff.csv.\n"
        }
        return text + "\n"
    }

    /// Width, lines, line height and status before and after, for the CSV.
    static func side(_ base: CheckResult?, _ new: CheckResult?) -> [String] {
        func number(_ row: CheckResult?, _ value: (CheckResult) -> Double) -> String {
            row.map { formatted(value($0), decimals: 2) } ?? ""
        }
        let widths = [number(base, \.width), number(new, \.width)]
        let lines = [base.map { "\($0.lineCount)" } ?? "", new.map { "\($0.lineCount)" } ?? ""]
        let heights = [number(base, \.lineHeight), number(new, \.lineHeight)]
        return widths + lines + heights + [base?.status.rawValue ?? "", new?.status.rawValue ?? ""]
    }

    /// "3 regressions, 0 fixed, 4 changed rows (2 removed), 3 font changes": what the terminal
    /// says of a diff. Rows in the base only (a string no longer measured) and in the new run
    /// only are named, never silent.
    /// A line for the terminal when the two runs' engines differ.
    package static func versionNote(_ diff: ReportDiff) -> String? {
        guard !diff.versionChanges.isEmpty else { return nil }
        return "the base was measured with "
            + diff.versionChanges.map { "\($0.name) \($0.base)" }.joined(separator: ", ") + ", this run with "
            + diff.versionChanges.map { "\($0.name) \($0.new)" }.joined(separator: ", ")
            + ": widths may differ for that reason alone"
    }

    package static func counts(_ diff: ReportDiff) -> String {
        let removed = diff.changes.filter { $0.kinds.contains(.removed) }.count
        let added = diff.changes.filter { $0.kinds.contains(.added) }.count
        let parts = [removed > 0 ? "\(removed) removed" : nil, added > 0 ? "\(added) added" : nil].compactMap { $0 }
        return "\(diff.regressionCount) regressions, \(diff.fixCount) fixed, \(diff.changes.count) changed rows"
            + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))") + ", \(diff.fontChanges.count) font changes"
    }

    package static func arrow(_ a: Double?, _ b: Double?) -> String {
        switch (a, b) {
        case let (a?, b?) where abs(a - b) < 0.005: formatted(b, decimals: 2)
        case let (a?, b?): "\(formatted(a, decimals: 2)) → \(formatted(b, decimals: 2))"
        case let (nil, b?): formatted(b, decimals: 2)
        case let (a?, nil): formatted(a, decimals: 2)
        default: ""
        }
    }

    static func arrowInt(_ a: Int?, _ b: Int?) -> String {
        switch (a, b) {
        case let (a?, b?) where a == b: "\(b)"
        case let (a?, b?): "\(a) → \(b)"
        default: "\(b ?? a ?? 0)"
        }
    }

    static func escape(_ text: String) -> String { SummaryMarkdown.escape(text) }
}

/// `diff.json`: `{"tolerance","summary":{"changes","regressions","fixes"},"changes":[{"style",
/// "platform","category","sizeClass","key","locale","kinds","regression","before","after"}],
/// "fonts":[{"style","field","before","after"}],"verdicts":[{"subject","category","locale","kinds",
/// "regression","before","after","statusBefore","statusAfter","reasons"}]}`; in changes, `before`/`after` are
/// `{"width","lineCount","lineHeight","status","reasons"}` or null.
package struct DiffJSON: Encodable {
    let diff: ReportDiff

    package init(_ diff: ReportDiff) { self.diff = diff }

    enum Keys: String, CodingKey { case tolerance, summary, changes, fonts, verdicts }

    struct Verdict: Encodable {
        let change: ReportDiff.VerdictChange
        enum Keys: String, CodingKey {
            case subject, category, locale, kinds, regression, before, after, statusBefore, statusAfter, reasons
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(change.subject, forKey: .subject)
            try container.encode(change.category, forKey: .category)
            try container.encodeAlways(change.locale, forKey: .locale)
            try container.encode(change.kinds, forKey: .kinds)
            try container.encode(change.isRegression, forKey: .regression)
            try container.encode(change.before, forKey: .before)
            try container.encode(change.after, forKey: .after)
            try container.encodeAlways(change.base, forKey: .statusBefore)
            try container.encodeAlways(change.new, forKey: .statusAfter)
            try container.encode(change.reasons, forKey: .reasons)
        }
    }

    struct Side: Encodable {
        let row: CheckResult
        enum Keys: String, CodingKey { case width, lineCount, lineHeight, status, reasons }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(row.width, forKey: .width)
            try container.encode(row.lineCount, forKey: .lineCount)
            try container.encode(row.lineHeight, forKey: .lineHeight)
            try container.encode(row.status, forKey: .status)
            try container.encode(row.reasonTexts, forKey: .reasons)
        }
    }

    struct Change: Encodable {
        let change: ReportDiff.RowChange
        enum Keys: String, CodingKey {
            case style, platform, category, sizeClass, key, locale, kinds, regression, before, after
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            guard let row = change.row else { return }
            try container.encode(row.style, forKey: .style)
            try container.encode(row.platform, forKey: .platform)
            try container.encode(row.category, forKey: .category)
            try container.encodeAlways(row.sizeClass, forKey: .sizeClass)
            try container.encode(row.key, forKey: .key)
            try container.encode(row.locale, forKey: .locale)
            try container.encode(change.kinds, forKey: .kinds)
            try container.encode(change.isRegression, forKey: .regression)
            try container.encodeAlways(change.base.map(Side.init), forKey: .before)
            try container.encodeAlways(change.new.map(Side.init), forKey: .after)
        }
    }

    struct Font: Encodable {
        let style: String, field: String, before: String, after: String
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(diff.tolerance.description, forKey: .tolerance)
        try container.encode(
            ["changes": diff.changes.count, "regressions": diff.regressionCount, "fixes": diff.fixCount],
            forKey: .summary)
        try container.encode(diff.changes.map(Change.init), forKey: .changes)
        try container.encode(
            diff.fontChanges.map { Font(style: $0.style, field: $0.field, before: $0.base, after: $0.new) },
            forKey: .fonts)
        try container.encode(diff.verdictChanges.map(Verdict.init), forKey: .verdicts)
    }
}
