import TypeFitReports
import TypeFitSupport
import TypeFitCheck

/// The worst failing and warned strings of a check, gathered as it streams: each string (style,
/// key, locale) once, at its worst size; at most `limit` errors and `limit` warnings, worst
/// first; every failing and warned measurement counted. The CI outputs (GitHub annotations, Xcode
/// lines, SARIF, GitLab Code Quality) show this bounded view of what may be a million rows.
///
/// Worst means: failed before warned, then the furthest over its limits (``CheckResult/overflow``),
/// then the first measured. A string's rows come one after another (at each of its sizes), so
/// they are merged as they pass; a string met again later is merged when the lists are compacted.
package struct WorstFindings: Sendable {
    /// One string at its worst size.
    package struct Finding: Sendable {
        package var row: CheckResult
        package var overflow: Double
        /// When it was met (ties go to the first).
        package var order: Int

        /// Its place in the order of findings (``Rank``).
        var rank: Rank { Rank(status: row.status, overflow: overflow, order: order) }

        /// Whether a row of `status`, `overflow` over its limits and met at `order`, is worse
        /// than `other` (read without making the row a finding).
        static func isWorse(_ status: CheckStatus, overflow: Double, order: Int, than other: Finding) -> Bool {
            Rank(status: status, overflow: overflow, order: order).isWorse(than: other.rank)
        }

        /// The string it is about: style, key and locale (compared as they are, not joined into
        /// one string for every finding at every compaction).
        var subject: Subject { Subject(style: row.style, key: row.key, locale: row.locale) }

        struct Subject: Hashable {
            var style: String
            var key: String
            var locale: String
        }

        /// What orders findings, worse first: failed before warned, then further over, then met first.
        struct Rank {
            var status: CheckStatus
            var overflow: Double
            var order: Int

            /// Whether this goes before `other`.
            func isWorse(than other: Rank) -> Bool {
                if status != other.status { return status > other.status }
                if overflow != other.overflow { return overflow > other.overflow }
                return order < other.order
            }
        }

        /// Whether `row` is of the same style, key and locale. The same string object has the
        /// same key and locale: asked first, so the strings' texts are not read (each read
        /// retained and released text the other threads read too) for a string's rows at each size.
        func isSameString(as row: borrowing CheckResult) -> Bool {
            guard self.row.string !== row.string else { return self.row.size.style == row.size.style }
            return self.row.key == row.key && self.row.locale == row.locale && self.row.style == row.style
        }
    }

    /// The most findings kept per level.
    package let limit: Int
    private var errorList: [Finding] = []
    private var warningList: [Finding] = []
    /// Failed and warned measurements met.
    package private(set) var failedMeasurements = 0
    package private(set) var warnedMeasurements = 0
    /// Warned measurements by kind, in the order first met, each with its first example.
    package private(set) var warningKinds: [(kind: FindingKind, count: Int, example: CheckResult)] = []
    /// Whether strings were left out of a list (more than `limit` of a level).
    private var errorsCut = false
    private var warningsCut = false
    /// The string being read: its worst row so far.
    private var current: Finding?
    private var met = 0

    package init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Takes one measurement into account.
    package mutating func offer(_ row: borrowing CheckResult) {
        guard row.status != .pass else { return }
        if row.status == .fail {
            failedMeasurements += 1
        } else {
            warnedMeasurements += 1
            let kind = FindingKind(row)
            if let index = warningKinds.firstIndex(where: { $0.kind == kind }) {
                warningKinds[index].count += 1
            } else {
                warningKinds.append((kind, 1, copy row))
            }
        }
        // The string being read is moved out and back, not copied; the row is copied only when
        // it is worse.
        if var held = current.take() {
            if held.isSameString(as: row) {
                let overflow = row.overflow
                if Finding.isWorse(row.status, overflow: overflow, order: held.order, than: held) {
                    held = Finding(row: copy row, overflow: overflow, order: held.order)
                }
                current = held
                return
            }
            current = held
        }
        settle()
        current = Finding(row: copy row, overflow: row.overflow, order: met)
        met += 1
    }

    /// The failing strings kept, worst first.
    package var errors: [Finding] { finished.errors }
    /// The warned strings kept (none of them also among the errors), worst first.
    package var warnings: [Finding] { finished.warnings }

    /// Both lists, merged, ordered and cut to the limit; `cut` when a list had more strings.
    package var finished: (errors: [Finding], warnings: [Finding], cut: Bool) {
        var copy = self
        copy.settle()
        let errors = Self.compacted(copy.errorList, limit: limit)
        let failing = Set(errors.kept.map(\.subject))
        let warnings = Self.compacted(copy.warningList.filter { !failing.contains($0.subject) }, limit: limit)
        return (errors.kept, warnings.kept, copy.errorsCut || copy.warningsCut || errors.cut || warnings.cut)
    }

    /// A list is compacted (sorted, each string once, cut to the limit) when it holds this many:
    /// at least 1,024, so a small limit does not sort a few findings every few strings.
    private var compactionSize: Int { max(2 * limit, 1_024) }

    /// Puts the string being read in its list.
    private mutating func settle() {
        guard let finding = current else { return }
        current = nil
        if finding.row.status == .fail {
            errorList.append(finding)
            if errorList.count >= compactionSize {
                let compacted = Self.compacted(errorList, limit: limit)
                (errorList, errorsCut) = (compacted.kept, errorsCut || compacted.cut)
            }
        } else {
            warningList.append(finding)
            if warningList.count >= compactionSize {
                let compacted = Self.compacted(warningList, limit: limit)
                (warningList, warningsCut) = (compacted.kept, warningsCut || compacted.cut)
            }
        }
    }

    /// `findings` worst first, each string once (at its worst), at most `limit`; `cut` when
    /// more strings than that were there.
    private static func compacted(_ findings: [Finding], limit: Int) -> (kept: [Finding], cut: Bool) {
        var seen = Set<Finding.Subject>()
        var kept: [Finding] = []
        // The indexes sorted by each finding's numbers, read once where the buffer holds them:
        // moving findings in the sort, or reading them in its comparisons, copied their rows
        // (each row's string and size retained and released, at every comparison).
        let ranks = findings.withUnsafeBufferPointer { found in
            found.indices.map { found[$0].rank }
        }
        let order = ranks.indices.sorted { ranks[$0].isWorse(than: ranks[$1]) }
        for index in order where seen.insert(findings[index].subject).inserted {
            guard kept.count < limit else { return (kept, true) }
            kept.append(findings[index])
        }
        return (kept, false)
    }
}

extension CheckResult {
    /// How far the measurement is over its limits: the larger of width ÷ maxWidth and lines ÷
    /// maxLines, at least 1 (a row that fails for another reason, such as a missing glyph).
    package var overflow: Double {
        var over = 1.0
        if let maxWidth, maxWidth > 0, width.isFinite { over = max(over, width / maxWidth) }
        if let maxLines, maxLines > 0 { over = max(over, Double(lineCount) / Double(maxLines)) }
        return over
    }
}

extension WorstFindings {
    /// Reads a check's measurements from `stream` as reader `reader` until the check ends.
    package static func read(_ stream: ResultStream, reader: Int, limit: Int) -> Result<WorstFindings, any Error> {
        var findings = WorstFindings(limit: limit)
        while let event = stream.read(reader) {
            switch event {
            case .head, .measured: continue
            case let .results(results):
                // Read in place: only the failed and warned rows are copied.
                results.forEachInPlace { row in if row.pointee.status != .pass { findings.offer(row.pointee) } }
            case .end: return .success(findings)
            }
        }
        return .failure(CancellationError())
    }
}
