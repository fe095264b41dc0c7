import TypeFitCheck
import TypeFitSupport

/// How much a width or line height may move before it counts: points, or a percentage of the base.
package enum Tolerance: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    case percent(Double)

    /// "0.5pt", "0.5", "1%".
    package init?(parsing text: String) {
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
    package func exceeded(base: Double, new: Double) -> Bool {
        let limit =
            switch self {
            case let .points(points): points
            case let .percent(percent): abs(base) * percent / 100
            }
        return abs(new - base) > limit + 1e-9
    }

    package var description: String {
        switch self {
        case let .points(points): "\(compactNumber(points)) pt"
        case let .percent(percent): "\(compactNumber(percent))%"
        }
    }
}

/// The measurements and fonts of two check runs compared row by row.
package struct ReportDiff: Sendable {
    /// What changed for one row.
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
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
        package var isRegression: Bool { [.newFailure, .moreLines, .wider].contains(self) }
    }

    package struct RowChange: Hashable, Sendable {
        package var base: CheckResult?
        package var new: CheckResult?
        package var kinds: [Kind]
        package var isRegression: Bool { kinds.contains(where: \.isRegression) }
        package var row: CheckResult? { new ?? base }

        package init(base: CheckResult?, new: CheckResult?, kinds: [Kind]) {
            (self.base, self.new, self.kinds) = (base, new, kinds)
        }

        /// New failures first, then more lines, wider, fixed, the rest; each group in the order met.
        package static func ordered(_ changes: [(change: RowChange, order: Int)]) -> [RowChange] {
            let rank = { (change: RowChange) -> Int in
                if change.kinds.contains(.newFailure) { return 0 }
                if change.kinds.contains(.moreLines) { return 1 }
                if change.kinds.contains(.wider) { return 2 }
                if change.kinds.contains(.fixed) { return 3 }
                return 4
            }
            return changes.sorted { (rank($0.change), $0.order) < (rank($1.change), $1.order) }.map(\.change)
        }
    }

    /// A font-level change: a metric of a style's face, or coverage the checked strings lost.
    package struct FontChange: Hashable, Sendable {
        package var style: String
        package var field: String
        package var base: String
        package var new: String

        package init(style: String, field: String, base: String, new: String) {
            (self.style, self.field, self.base, self.new) = (style, field, base, new)
        }
    }

    package var tolerance: Tolerance
    package var changes: [RowChange]
    package var fontChanges: [FontChange]
    /// Layout rows and contrast pairs whose verdict changed.
    package var verdictChanges: [VerdictChange] = []
    /// The new run's guide, as its report names it: where the rows' catalog paths start.
    package var guide: String?
    /// Tool and library versions that differ between the base and the new run: widths move
    /// with the shaping and line-breaking engines, whoever changed nothing.
    package var versionChanges: [VersionChange] = []

    package init(
        tolerance: Tolerance, changes: [RowChange], fontChanges: [FontChange], verdictChanges: [VerdictChange] = [],
        guide: String? = nil, versionChanges: [VersionChange] = []
    ) {
        self.tolerance = tolerance
        self.changes = changes
        self.fontChanges = fontChanges
        self.verdictChanges = verdictChanges
        self.guide = guide
        self.versionChanges = versionChanges
    }

    /// A version that differs: "harfbuzz" 11.0.0 → 6.0.0.
    package struct VersionChange: Hashable, Sendable {
        package var name: String
        package var base: String
        package var new: String
    }

    /// What decides a measurement besides the guide, the fonts and the strings. (SQLite stores
    /// the report and decides nothing.)
    package static let measuringVersions = ["typefit", "freetype", "harfbuzz", "icu", "fontconfig"]

    /// The measuring versions both reports name and that differ (a report without them, from an
    /// older typefit, compares nothing).
    package static func versionChanges(base: [String: String], new: [String: String]) -> [VersionChange] {
        measuringVersions.compactMap { name in
            guard let old = base[name], let now = new[name], old != now else { return nil }
            return VersionChange(name: name, base: old, new: now)
        }
    }

    package var regressions: [RowChange] { changes.filter(\.isRegression) }
    package var fixes: [RowChange] { changes.filter { $0.kinds.contains(.fixed) } }
    /// Regressions of measurements, layout rows and contrast: what fails the gate.
    package var regressionCount: Int { regressions.count + verdictChanges.filter(\.isRegression).count }
    package var fixCount: Int { fixes.count + verdictChanges.filter { $0.kinds.contains(.fixed) }.count }
    package var isEmpty: Bool { changes.isEmpty && fontChanges.isEmpty && verdictChanges.isEmpty }

    /// Metric changes of each style's face, and the code points a style's strings lost
    /// (`baseMissing`/`newMissing`: what "missing glyphs" reasons name, per style).
    static func fontChanges(
        base: ReportFile, new: ReportFile, baseMissing: [String: Set<String>], newMissing: [String: Set<String>]
    ) -> [FontChange] {
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
                add(
                    "typo",
                    a.typo.map {
                        "\($0.ascender)/\($0.descender)/\($0.lineGap) \($0.useTypoMetrics ? "USE_TYPO_METRICS" : "")"
                    } ?? "-",
                    b.typo.map {
                        "\($0.ascender)/\($0.descender)/\($0.lineGap) \($0.useTypoMetrics ? "USE_TYPO_METRICS" : "")"
                    } ?? "-")
                add(
                    "win", a.win.map { "\($0.ascent)/\($0.descent)" } ?? "-",
                    b.win.map { "\($0.ascent)/\($0.descent)" } ?? "-")
                add("glyphCount", "\(a.glyphCount)", "\(b.glyphCount)")
                add(
                    "axes",
                    a.axes.map { "\($0.tag) \(compactNumber($0.min))…\(compactNumber($0.max))" }.joined(
                        separator: ", "),
                    b.axes.map { "\($0.tag) \(compactNumber($0.min))…\(compactNumber($0.max))" }.joined(separator: ", ")
                )
                add(
                    "namedInstances", a.namedInstances.map(\.name).joined(separator: ", "),
                    b.namedInstances.map(\.name).joined(separator: ", "))
            }
        }
        // Coverage: code points the checked strings now miss (from "missing glyphs" reasons).
        let before = baseMissing, after = newMissing
        for style in new.fonts.map(\.style) {
            let lost = (after[style] ?? []).subtracting(before[style] ?? []).sorted()
            if !lost.isEmpty {
                result.append(
                    FontChange(style: style, field: "coverage lost", base: "", new: lost.joined(separator: " ")))
            }
        }
        return result
    }

    private static func line(_ metrics: ReportFile.Metrics.Line) -> String {
        "\(metrics.ascender)/\(metrics.descender)/\(metrics.lineGap)"
    }
}
