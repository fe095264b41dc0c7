import TypeFitReports
import TypeFitSupport
import TypeFitCheck

/// A check compared with a compact baseline (``CompactBaseline``) from its own rows as they
/// stream. The baseline holds where each string failed and warned, not every width, so:
/// - a measurement that fails now and did not fail in the baseline is a new failure (exit 1);
/// - at a string's worst size, wider by more than the tolerance or more lines is a regression;
/// - a measurement that failed and no longer does is fixed; one that warns and passed is a new
///   warning; a failure the new run no longer measures is removed;
/// - font files whose SHA-256 differs, and different engine versions, are said.
package struct CompactBaselineComparison: Sendable {
    private let base: CompactBaseline
    private let tolerance: Tolerance
    /// The baseline's entries by string: where they fail and warn, and their worst.
    private var entries: [String: Entry] = [:]
    private var changes: [(change: ReportDiff.RowChange, order: Int)] = []
    private var order = 0

    private struct Entry: Sendable {
        var finding: CompactBaseline.Finding
        var failing: Set<CompactBaseline.Place>
        var warned: Set<CompactBaseline.Place>
        /// Failing places the new run measured.
        var seen: Set<CompactBaseline.Place> = []
    }

    package init(base: CompactBaseline, tolerance: Tolerance) {
        self.base = base
        self.tolerance = tolerance
        for finding in base.findings {
            entries[Self.id(finding.style, finding.key, finding.locale)] = Entry(
                finding: finding, failing: Set(finding.failing), warned: Set(finding.warned))
        }
    }

    static func id(_ style: String, _ key: String, _ locale: String) -> String {
        style + "\u{0}" + key + "\u{0}" + locale
    }

    package mutating func add(_ row: CheckResult) {
        let id = Self.id(row.style, row.key, row.locale)
        let place = CompactBaseline.Place(group: CompactBaseline.group(row), category: row.category.description)
        var kinds: [ReportDiff.Kind] = []
        if var entry = entries[id] {
            let failed = entry.failing.contains(place)
            if failed { entry.seen.insert(place) }
            let warned = entry.warned.contains(place)
            if row.status == .fail, !failed { kinds.append(.newFailure) }
            if row.status != .fail, failed { kinds.append(.fixed) }
            if row.status == .warn, !failed, !warned { kinds.append(.newWarning) }
            if let worst = entry.finding.worst, worst.place == place {
                if tolerance.exceeded(base: worst.width, new: row.width) {
                    kinds.append(row.width > worst.width ? .wider : .narrower)
                }
                if row.lineCount != worst.lines { kinds.append(row.lineCount > worst.lines ? .moreLines : .fewerLines) }
            }
            entries[id] = entry
        } else if row.status == .fail {
            kinds.append(.newFailure)
        } else if row.status == .warn {
            kinds.append(.newWarning)
        }
        guard !kinds.isEmpty else { return }
        changes.append((ReportDiff.RowChange(base: nil, new: row, kinds: kinds), order))
        order += 1
    }

    /// The comparison, once the run's measurements are all added.
    package func finish(_ report: CheckReport, guide: StyleGuide) -> ReportDiff {
        var all = changes
        // Failures the new run no longer measures (a string removed, a size no longer checked).
        for entry in entries.values.sorted(by: {
            Self.id($0.finding.style, $0.finding.key, $0.finding.locale)
                < Self.id($1.finding.style, $1.finding.key, $1.finding.locale)
        }) {
            for place in entry.finding.failing where !entry.seen.contains(place) {
                let row = CheckResult(
                    style: entry.finding.style,
                    platform: PlatformID(rawValue: String(place.group.prefix { $0 != "-" })) ?? .ios,
                    category: .every, sizeClass: nil, key: entry.finding.key, locale: entry.finding.locale,
                    text: "", pointSize: 0, lineHeight: 0, width: 0, lineCount: 0, height: 0, maxWidth: nil,
                    maxLines: nil, status: .fail, reasons: [.text("failed at \(place.category) in the baseline")])
                all.append((ReportDiff.RowChange(base: row, new: nil, kinds: [.removed]), order + all.count))
            }
        }
        var diff = ReportDiff(
            tolerance: tolerance, changes: ReportDiff.RowChange.ordered(all),
            fontChanges: fontChanges(report, guide: guide))
        diff.guide = report.guide
        diff.versionChanges = ReportDiff.versionChanges(base: base.versions, new: report.versions.byKey)
        return diff
    }

    /// Each style's font file: another file, or the same name with other bytes.
    private func fontChanges(_ report: CheckReport, guide: StyleGuide) -> [ReportDiff.FontChange] {
        let before = Dictionary(base.fonts.map { ($0.style, $0) }, uniquingKeysWith: { first, _ in first })
        var digests: [String: String] = [:]
        return report.fonts.compactMap { font in
            guard let old = before[font.style] else { return nil }
            let file = FileLocation.relative(font.path, to: guide.folder)
            if old.file != file || old.faceIndex != font.faceIndex {
                return ReportDiff.FontChange(
                    style: font.style, field: "font file", base: "\(old.file)#\(old.faceIndex)",
                    new: "\(file)#\(font.faceIndex)")
            }
            let digest = digests[font.path] ?? ((try? SHA256.hexDigest(ofFile: font.path)) ?? "unreadable")
            digests[font.path] = digest
            guard digest != old.sha256 else { return nil }
            return ReportDiff.FontChange(
                style: font.style, field: "\(file) SHA-256", base: String(old.sha256.prefix(12)),
                new: String(digest.prefix(12)))
        }
    }
}

extension CompactBaselineComparison {
    /// Reads a check's measurements from `stream` as reader `reader` and compares them with `base`.
    static func read(
        _ stream: ResultStream, reader: Int, base: CompactBaseline, tolerance: Tolerance, guide: StyleGuide
    ) -> Result<ReportDiff, any Error> {
        var comparison = CompactBaselineComparison(base: base, tolerance: tolerance)
        while let event = stream.read(reader) {
            switch event {
            case .head, .measured: continue
            case let .results(results): for row in results { comparison.add(row) }
            case let .end(report): return .success(comparison.finish(report, guide: guide))
            }
        }
        return .failure(CancellationError())
    }
}
