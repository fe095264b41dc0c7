import TypeFitCheck
import TypeFitSupport

extension ReportDiff {
    /// Compares two reports read a row at a time (``ReportFile/measurements(_:)``): what `typefit diff`
    /// and `check --baseline` do with a million rows. Reports of the same guide list their rows
    /// in the same order, so the two are walked side by side and matched as they come; a row
    /// without its partner yet waits (until the partner comes, or as added or removed at the
    /// end). Memory: the rows that wait and the changes, not the reports.
    package static func compare(base: any ReportRows, new: any ReportRows, tolerance: Tolerance) throws(InputError)
        -> ReportDiff
    {
        var merge = RowMerge(tolerance: tolerance)
        try merge.run(
            base: { () throws(InputError) in try base.next() }, new: { () throws(InputError) in try new.next() })
        return merge.diff(base: try base.finish(), new: try new.finish())
    }

    /// Compares two reports in memory. Rows are matched by style, platform, category, size
    /// class, key and locale (rows with the same key, in order). Order: regressions first (new
    /// failures, then more lines, then wider), then fixes, then the rest, each in the new
    /// report's order, rows only in the base last.
    package static func compare(base: ReportFile, new: ReportFile, tolerance: Tolerance) -> ReportDiff {
        var merge = RowMerge(tolerance: tolerance)
        var (b, n) = (base.results.makeIterator(), new.results.makeIterator())
        merge.run(base: { b.next() }, new: { n.next() })
        var (baseShell, newShell) = (base, new)
        baseShell.results = []
        newShell.results = []
        return merge.diff(base: baseShell, new: newShell)
    }

    /// The kinds of change from `old` to `row` (none when they agree within the tolerance).
    static func kinds(from old: CheckResult, to row: CheckResult, tolerance: Tolerance) -> [Kind] {
        var kinds: [Kind] = []
        if row.status == .fail && old.status != .fail { kinds.append(.newFailure) }
        if row.status == .warn && old.status == .pass { kinds.append(.newWarning) }
        if old.status == .fail && row.status != .fail { kinds.append(.fixed) }
        if row.lineCount > old.lineCount { kinds.append(.moreLines) }
        if row.lineCount < old.lineCount { kinds.append(.fewerLines) }
        if tolerance.exceeded(base: old.width, new: row.width) {
            kinds.append(row.width > old.width ? .wider : .narrower)
        }
        if tolerance.exceeded(base: old.lineHeight, new: row.lineHeight) { kinds.append(.lineHeight) }
        return kinds
    }
}

/// Two reports' rows matched as they are read.
package struct RowMerge {
    let tolerance: Tolerance
    /// Rows waiting for their partner, by key, with their place in their report.
    private var waitingBase: [ReportFile.RowKey: [(index: Int, row: CheckResult)]] = [:]
    private var waitingNew: [ReportFile.RowKey: [(index: Int, row: CheckResult)]] = [:]
    /// Changes with their place: the new report's index (or, for rows only in the base, after
    /// every new row, by the base's index).
    private var changes: [(order: Int, change: ReportDiff.RowChange)] = []
    private var removed: [(index: Int, row: CheckResult)] = []
    /// Rows taken from each report so far.
    private var baseIndex = 0
    private var newCount = 0
    /// The most rows that waited at once (0 when the reports list their rows alike).
    private(set) var mostWaiting = 0
    private var waiting = 0
    /// Code points each style's strings lack ("missing glyphs" reasons), per report.
    private var baseMissing: [String: Set<String>] = [:]
    private var newMissing: [String: Set<String>] = [:]

    package init(tolerance: Tolerance) {
        self.tolerance = tolerance
    }

    /// Matches the two reports' rows, pulling one from each in turn.
    mutating func run<E: Error>(base: () throws(E) -> CheckResult?, new: () throws(E) -> CheckResult?) throws(E) {
        var (b, n) = (try base(), try new())
        while b != nil || n != nil {
            step(base: b, new: n)
            if b != nil { b = try base() }
            if n != nil { n = try new() }
        }
        end()
    }

    /// The next row of each report (nil when one has none left): matched with each other when
    /// they are the same row, else with a row of the other report waiting for it, else they
    /// wait. Rows pushed as a check measures them are compared as they come (``BaselineComparison``).
    package mutating func step(base old: CheckResult?, new row: CheckResult?) {
        if let old, let row, old.rowKey == row.rowKey {
            compare(old, row, at: newCount)
            (baseIndex, newCount) = (baseIndex + 1, newCount + 1)
            return
        }
        if let row {
            if let waited = Self.take(row.rowKey, from: &waitingBase) {
                waiting -= 1
                compare(waited.row, row, at: newCount)
            } else {
                park(row, at: newCount, fromNew: true)
            }
            newCount += 1
        }
        if let old {
            if let partner = Self.take(old.rowKey, from: &waitingNew) {
                waiting -= 1
                compare(old, partner.row, at: partner.index)
            } else {
                park(old, at: baseIndex, fromNew: false)
            }
            baseIndex += 1
        }
    }

    /// Both reports are read: rows still waiting are added (in the new report only) or removed.
    package mutating func end() {
        for (index, row) in waitingNew.values.joined() {
            Self.note(row, in: &newMissing)
            changes.append(
                (
                    index,
                    ReportDiff.RowChange(
                        base: nil, new: row, kinds: row.status == .fail ? [.added, .newFailure] : [.added])
                ))
        }
        for (index, row) in waitingBase.values.joined() {
            Self.note(row, in: &baseMissing)
            removed.append((index, row))
        }
        waitingNew = [:]
        waitingBase = [:]
    }

    /// A row that waits for its partner, counted.
    private mutating func park(_ row: CheckResult, at index: Int, fromNew: Bool) {
        if fromNew {
            waitingNew[row.rowKey, default: []].append((index, row))
        } else {
            waitingBase[row.rowKey, default: []].append((index, row))
        }
        waiting += 1
        mostWaiting = max(mostWaiting, waiting)
    }

    private static func take(
        _ key: ReportFile.RowKey, from rows: inout [ReportFile.RowKey: [(index: Int, row: CheckResult)]]
    ) -> (index: Int, row: CheckResult)? {
        guard var queue = rows[key], !queue.isEmpty else { return nil }
        let first = queue.removeFirst()
        rows[key] = queue.isEmpty ? nil : queue
        return first
    }

    private mutating func compare(_ old: CheckResult, _ row: CheckResult, at index: Int) {
        Self.note(old, in: &baseMissing)
        Self.note(row, in: &newMissing)
        let kinds = ReportDiff.kinds(from: old, to: row, tolerance: tolerance)
        if !kinds.isEmpty { changes.append((index, ReportDiff.RowChange(base: old, new: row, kinds: kinds))) }
    }

    private static func note(_ row: CheckResult, in missing: inout [String: Set<String>]) {
        for reason in row.reasonTexts where reason.hasPrefix("missing glyphs ") {
            missing[row.style, default: []].formUnion(reason.dropFirst(15).split(separator: " ").map(String.init))
        }
    }

    /// The diff: changes ranked, font changes and verdict changes from the reports' other parts.
    package func diff(base: ReportFile, new: ReportFile) -> ReportDiff {
        let all =
            changes
            + removed.map { (newCount + $0.index, ReportDiff.RowChange(base: $0.row, new: nil, kinds: [.removed])) }
        let ordered = ReportDiff.RowChange.ordered(all.map { (change: $0.change, order: $0.order) })
        var diff = ReportDiff(
            tolerance: tolerance, changes: ordered,
            fontChanges: ReportDiff.fontChanges(base: base, new: new, baseMissing: baseMissing, newMissing: newMissing))
        diff.verdictChanges = ReportDiff.verdictChanges(base: base, new: new)
        diff.guide = new.guide
        diff.versionChanges = ReportDiff.versionChanges(base: base.versions, new: new.versions)
        return diff
    }
}
