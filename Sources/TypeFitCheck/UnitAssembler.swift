import Synchronization
import TypeFitText

/// A piece of a check's work: a run of one style's items, measured at every size of the style.
/// Units are small (``CheckOptions/unitMeasurements``, about 4,096 measurements) so both cores stay busy to the end and a batch of
/// results in flight stays small.
struct MeasuringUnit: Sendable {
    var style: Int
    var items: Range<Int>
    /// The style's last unit: its once-per-style rows follow.
    var endsStyle: Bool

    /// Strings per block: the reports list rows a block of strings at a time — every style's
    /// rows of strings 0..<512, then of 512..<1024, and so on — so styles that shape alike meet
    /// each string close together and a string shaped once is let go soon after
    /// (``PreparedTextCache``): memory follows the strings in flight, not the catalog. Fixed, so
    /// the order is the same whatever the units' size or the number of cores.
    static let blockItems = 512

    /// Shaping a string costs about as much as this many measurements of it (laying it out at
    /// one size): 20 µs against 0.85 µs per size for the GTK strings in Inter, on one core.
    static let shapingCost = 24

    /// For each style, how many times per string it shapes text the others reuse: once per
    /// platform whose font instance and fallback order no earlier style of `uses` has (each
    /// style's list of what it shapes with, per platform; empty for a style that measures nothing).
    static func shapings<Key: Hashable>(_ uses: [[Key]]) -> [Int] {
        var seen = Set<Key>()
        return uses.map { keys in keys.reduce(0) { count, key in seen.insert(key).inserted ? count + 1 : count } }
    }

    /// The plan's styles cut into units, in the report's order: block by block of strings
    /// (``blockItems``), within a block style by style, within a style runs of about
    /// `measurements` rows (a style whose font was refused, or that has no items, is one unit in
    /// the first block).
    static func units(_ plan: Checker.Plan, refused: Set<Int>, measurements: Int, shapings: [Int] = [])
        -> [MeasuringUnit]
    {
        let counts = plan.styles.indices.map { refused.contains($0) ? 0 : plan.styles[$0].items.count }
        let blocks = counts.map { max(1, ($0 + blockItems - 1) / blockItems) }
        var units: [MeasuringUnit] = []
        for block in 0..<(blocks.max() ?? 0) {
            for (index, count) in counts.enumerated() where block < blocks[index] {
                // Runs of about `measurements` rows' work, of equal length within the block: a
                // style that shapes its strings for the others gets shorter runs, so units cost
                // alike and the tasks seldom wait on each other at the window.
                let shaping = index < shapings.count ? shapings[index] * shapingCost : 0
                let most = max(1, measurements / max(1, plan.styles[index].sizes.count + shaping))
                let runs = (blockItems + most - 1) / most
                let step = (blockItems + runs - 1) / runs
                let blockEnd = min(count, (block + 1) * blockItems)
                var start = block * blockItems
                repeat {
                    let end = min(blockEnd, start + step)
                    units.append(MeasuringUnit(style: index, items: start..<end, endsStyle: end == count))
                    start = end
                } while start < blockEnd
            }
        }
        return units
    }
}

/// What measuring every style gave, beyond the rows that were streamed: their totals, how many
/// items of each style no font could draw, and each style's worst labels per size.
struct MeasuredStyles: Sendable {
    var totals = ResultTotals()
    var unmeasured: [Int]
    var worst: [[WorstLabels<CheckPlan.Item>]]
    /// The items no font of a platform covered, in the plan's order.
    var uncoveredItems: [UncoveredItem] = []
}

/// Puts units measured in any order back in the plan's order, appending each unit's rows to the
/// stream as soon as every unit before it is in (a style's uncovered-script rows after its last
/// unit), and gathers what the styles need once measured.
final class UnitAssembler: Sendable {
    private struct State {
        var pending: [Int: (result: CheckWorker.UnitResult, totals: ResultTotals)] = [:]
        var next = 0
        /// Planned measurements of the units delivered so far.
        var measuredSoFar = 0
        var failed = false
        var uncovered: [UncoveredStrings]
        var measured: MeasuredStyles
    }

    private let guide: StyleGuide
    private let units: [MeasuringUnit]
    private let stream: ResultStream
    private let progress: (@Sendable (Int, Int) -> Void)?
    /// Each unit's planned measurements (strings × sizes), and their sum: what progress counts.
    private let planned: [Int]
    private let plannedTotal: Int
    private let state: Mutex<State>

    init(
        guide: StyleGuide, plan: Checker.Plan, units: [MeasuringUnit], stream: ResultStream,
        progress: (@Sendable (Int, Int) -> Void)?, shard: ShardParts? = nil
    ) {
        self.guide = guide
        self.units = units
        self.stream = stream
        self.progress = progress
        // A shard plans its part's strings only.
        planned = units.map { unit in
            let items = shard.map { parts in unit.items.count { parts.isMeasured(style: unit.style, item: $0) } }
            return (items ?? unit.items.count) * max(1, plan.styles[unit.style].sizes.count)
        }
        plannedTotal = planned.reduce(0, +)
        let styles = plan.styles.count
        state = Mutex(
            State(
                uncovered: Array(repeating: UncoveredStrings(), count: styles),
                measured: MeasuredStyles(
                    unmeasured: Array(repeating: 0, count: styles), worst: Array(repeating: [], count: styles))))
    }

    var hasFailed: Bool { state.withLock { $0.failed } }

    func fail() {
        state.withLock { $0.failed = true }
    }

    /// Everything gathered (once every unit is delivered).
    var finished: MeasuredStyles { state.withLock { $0.measured } }

    /// Takes unit `index`'s result (its place was reserved in the stream) and appends every unit
    /// now in order.
    func deliver(_ result: CheckWorker.UnitResult, unit index: Int) {
        // Counted outside the lock, by the task that measured them; merged in order.
        let totals = ResultTotals(result.rows)
        var result = result
        // Rows no report reads (summary.md alone needs only the totals) are let go here, by the
        // thread that made them, not in the lock by whichever task appends the unit.
        if stream.readers == 0 { result.rows = [] }
        let done = state.withLock { state in
            state.measuredSoFar += planned[index]
            state.pending[index] = (result, totals)
            while state.next < units.count, let next = state.pending.removeValue(forKey: state.next) {
                let unit = units[state.next]
                var ready = next.result
                state.measured.totals.merge(next.totals)
                state.uncovered[unit.style].merge(ready.uncovered)
                state.measured.unmeasured[unit.style] += ready.unmeasured
                state.measured.uncoveredItems += ready.uncoveredItems
                if state.measured.worst[unit.style].isEmpty {
                    state.measured.worst[unit.style] = ready.worst
                } else {
                    for (cell, labels) in ready.worst.enumerated() {
                        state.measured.worst[unit.style][cell].merge(labels)
                    }
                }
                if unit.endsStyle {
                    let rows = state.uncovered[unit.style].rows(
                        style: guide.styles[unit.style].name, systemFonts: guide.includeSystemFonts)
                    state.measured.totals.merge(ResultTotals(rows))
                    ready.rows += rows
                }
                stream.append(.results(ready.rows), reserved: true)
                state.next += 1
            }
            return state.measuredSoFar
        }
        // Counted as units are measured, in whatever order: a style finishes only in the last
        // block, so counting styles would show nothing until the end.
        progress?(done, plannedTotal)
    }
}

/// A counter tasks share: each ``take()`` returns the next number once. An atomic add, not a
/// lock: Swift's `Mutex` on Linux is a priority-inheriting futex, and a task that met the other
/// holding it (preempted by a report writer while it held it) slept in the kernel until that
/// one ran again.
final class Counter: Sendable {
    private let value = Atomic(0)

    func take() -> Int {
        value.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}
