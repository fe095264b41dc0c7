import TypeFitSupport

/// How much a width or line height may move before it counts: points, or a percentage of the base.
public enum Tolerance: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case percent(Double)

    /// "0.5pt", "0.5", "1%".
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%"), let value = Double(trimmed.dropLast()), value >= 0 {
            self = .percent(value)
        } else if let value = Double(trimmed.hasSuffix("pt") ? String(trimmed.dropLast(2)) : trimmed), value >= 0 {
            self = .points(value)
        } else {
            return nil
        }
    }

    /// Whether `new` differs from `base` by more than the tolerance (differences within 1e-9 pt
    /// of it are floating-point noise, not change).
    public func exceeded(base: Double, new: Double) -> Bool {
        let limit = switch self {
        case let .points(points): points
        case let .percent(percent): abs(base) * percent / 100
        }
        return abs(new - base) > limit + 1e-9
    }

    public var description: String {
        switch self {
        case let .points(points): "\(compactNumber(points)) pt"
        case let .percent(percent): "\(compactNumber(percent))%"
        }
    }
}

/// The measurements and fonts of two check runs compared row by row.
public struct ReportDiff: Sendable {
    /// What changed for one row.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Now fails; did not before (or the row is new and fails).
        case newFailure
        /// Needs more lines than before.
        case moreLines
        /// Wider than before by more than the tolerance.
        case wider
        /// Line height moved by more than the tolerance.
        case lineHeight
        /// Now warns; passed before.
        case newWarning
        /// Failed before; no longer.
        case fixed
        case fewerLines
        case narrower
        /// In the new run only / in the base only.
        case added
        case removed
        /// A layout row must switch to a vertical axis at a smaller / larger category than before.
        case switchesEarlier
        case switchesLater

        /// Kinds that fail the gate.
        public var isRegression: Bool { [.newFailure, .moreLines, .wider].contains(self) }
    }

    public struct RowChange: Hashable, Sendable {
        public var base: ReportFile.Row?
        public var new: ReportFile.Row?
        public var kinds: [Kind]
        public var isRegression: Bool { kinds.contains(where: \.isRegression) }
        public var row: ReportFile.Row? { new ?? base }
    }

    /// A font-level change: a metric of a style's face, or coverage the checked strings lost.
    public struct FontChange: Hashable, Sendable {
        public var style: String
        public var field: String
        public var base: String
        public var new: String
    }

    public var tolerance: Tolerance
    public var changes: [RowChange]
    public var fontChanges: [FontChange]
    /// Layout rows and contrast pairs whose verdict changed.
    public var verdictChanges: [VerdictChange] = []

    public var regressions: [RowChange] { changes.filter(\.isRegression) }
    public var fixes: [RowChange] { changes.filter { $0.kinds.contains(.fixed) } }
    /// Regressions of measurements, layout rows and contrast: what fails the gate.
    public var regressionCount: Int { regressions.count + verdictChanges.filter(\.isRegression).count }
    public var fixCount: Int { fixes.count + verdictChanges.filter { $0.kinds.contains(.fixed) }.count }
    public var isEmpty: Bool { changes.isEmpty && fontChanges.isEmpty && verdictChanges.isEmpty }

    /// Compares `new` against `base`. Rows are matched by style, platform, category, size class,
    /// key and locale. Order: regressions first (new failures, then more lines, then wider), then
    /// fixes, then the rest, each in the new report's order.
    public static func compare(base: ReportFile, new: ReportFile, tolerance: Tolerance) -> ReportDiff {
        // Keyed by the rows' own strings (no joined identity per row: a million of them).
        var baseRows: [ReportFile.RowKey: ReportFile.Row] = [:]
        baseRows.reserveCapacity(base.results.count)
        for row in base.results { baseRows[row.rowKey] = row }
        var seen = Set<ReportFile.RowKey>()
        seen.reserveCapacity(new.results.count)
        var changes: [RowChange] = []
        for row in new.results {
            let key = row.rowKey
            seen.insert(key)
            guard let old = baseRows[key] else {
                changes.append(RowChange(base: nil, new: row, kinds: row.status == .fail ? [.added, .newFailure] : [.added]))
                continue
            }
            var kinds: [Kind] = []
            if row.status == .fail && old.status != .fail { kinds.append(.newFailure) }
            if row.status == .warn && old.status == .pass { kinds.append(.newWarning) }
            if old.status == .fail && row.status != .fail { kinds.append(.fixed) }
            if row.lineCount > old.lineCount { kinds.append(.moreLines) }
            if row.lineCount < old.lineCount { kinds.append(.fewerLines) }
            if tolerance.exceeded(base: old.width, new: row.width) { kinds.append(row.width > old.width ? .wider : .narrower) }
            if tolerance.exceeded(base: old.lineHeight, new: row.lineHeight) { kinds.append(.lineHeight) }
            if !kinds.isEmpty { changes.append(RowChange(base: old, new: row, kinds: kinds)) }
        }
        for row in base.results where !seen.contains(row.rowKey) {
            changes.append(RowChange(base: row, new: nil, kinds: [.removed]))
        }
        let rank: (RowChange) -> Int = { change in
            if change.kinds.contains(.newFailure) { return 0 }
            if change.kinds.contains(.moreLines) { return 1 }
            if change.kinds.contains(.wider) { return 2 }
            if change.kinds.contains(.fixed) { return 3 }
            return 4
        }
        let ordered = changes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var diff = ReportDiff(tolerance: tolerance, changes: ordered, fontChanges: fontChanges(base: base, new: new))
        diff.verdictChanges = verdictChanges(base: base, new: new)
        return diff
    }

    static func fontChanges(base: ReportFile, new: ReportFile) -> [FontChange] {
        var result: [FontChange] = []
        let baseFonts = Dictionary(base.fonts.map { ($0.style, $0) }, uniquingKeysWith: { first, _ in first })
        for font in new.fonts {
            guard let old = baseFonts[font.style] else { continue }
            func add(_ field: String, _ a: String, _ b: String) {
                if a != b { result.append(FontChange(style: font.style, field: field, base: a, new: b)) }
            }
            add("font", "\(old.family) \(old.resolvedStyle)", "\(font.family) \(font.resolvedStyle)")
            if let a = old.metrics, let b = font.metrics {
                add("unitsPerEm", "\(a.unitsPerEm)", "\(b.unitsPerEm)")
                add("hhea", line(a.hhea), line(b.hhea))
                add("typo", a.typo.map { "\($0.ascender)/\($0.descender)/\($0.lineGap) \($0.useTypoMetrics ? "USE_TYPO_METRICS" : "")" } ?? "-",
                    b.typo.map { "\($0.ascender)/\($0.descender)/\($0.lineGap) \($0.useTypoMetrics ? "USE_TYPO_METRICS" : "")" } ?? "-")
                add("win", a.win.map { "\($0.ascent)/\($0.descent)" } ?? "-", b.win.map { "\($0.ascent)/\($0.descent)" } ?? "-")
                add("glyphCount", "\(a.glyphCount)", "\(b.glyphCount)")
                add("axes", a.axes.map { "\($0.tag) \(compactNumber($0.min))…\(compactNumber($0.max))" }.joined(separator: ", "),
                    b.axes.map { "\($0.tag) \(compactNumber($0.min))…\(compactNumber($0.max))" }.joined(separator: ", "))
                add("namedInstances", a.namedInstances.map(\.name).joined(separator: ", "), b.namedInstances.map(\.name).joined(separator: ", "))
            }
        }
        // Coverage: code points the checked strings now miss (from "missing glyphs" reasons).
        func missing(_ report: ReportFile) -> [String: Set<String>] {
            var byStyle: [String: Set<String>] = [:]
            for row in report.results {
                for reason in row.reasons where reason.hasPrefix("missing glyphs ") {
                    byStyle[row.style, default: []].formUnion(reason.dropFirst(15).split(separator: " ").map(String.init))
                }
            }
            return byStyle
        }
        let before = missing(base), after = missing(new)
        for style in new.fonts.map(\.style) {
            let lost = (after[style] ?? []).subtracting(before[style] ?? []).sorted()
            if !lost.isEmpty { result.append(FontChange(style: style, field: "coverage lost", base: "", new: lost.joined(separator: " "))) }
        }
        return result
    }

    private static func line(_ metrics: ReportFile.Metrics.Line) -> String {
        "\(metrics.ascender)/\(metrics.descender)/\(metrics.lineGap)"
    }
}
