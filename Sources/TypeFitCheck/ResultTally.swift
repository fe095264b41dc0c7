import TypeFitSupport
import TypeFitText

/// What a summary needs of the measurements beyond their counts, gathered as they are made: the
/// categories in the order met, the size classes, failures per style and category, and each
/// style's worst offenders (at most ``offendersPerStyle`` strings, so it does not grow with the
/// rows). Each measuring task tallies its own units; the tallies are merged in the report's order
/// and give what one tally of every row would (``merge(_:)``).
package struct ResultTally: Hashable, Sendable {
    /// At most this many offenders are kept per style.
    package static let offendersPerStyle = 3

    /// The categories in the order met.
    package var categories: [SizeCategory] { seenCategories.elements }
    /// The size classes met.
    package private(set) var sizeClasses = Set<SizeClass>()
    /// Rows tallied (the next row's place in the report's order).
    private var order = 0
    private var seenCategories = FirstSeen<SizeCategory>()
    private var lastSizeClass: SizeClass?
    /// The styles with failures, and per style its failures per category (by place in
    /// `categories`): counted without hashing a style and a category per failed row.
    private var failingStyles = FirstSeen<String>()
    private var failureCounts: [[Int]] = []
    private var offendersByStyle: [String: [Offender]] = [:]
    /// The styles measured on each platform (at a size of its own, not `every`).
    private var measured = FirstSeen<StylePlatform>()

    /// Each size's place in `categories`, its style and platform already in `measured`: what a
    /// row at a size met before needs, found by its shared size (``SizeMap``). A cache, not
    /// part of the tally's value.
    private var placeOfSize = SizePlaces()

    private struct SizePlaces: Hashable, Sendable {
        var places = SizeMap()
        static func == (lhs: SizePlaces, rhs: SizePlaces) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
    }

    private struct StylePlatform: Hashable, Sendable {
        var style: String
        var platform: PlatformID
    }

    package init() {}

    package init(_ results: [CheckResult]) {
        results.forEachInPlace { add($0) }
    }

    /// Failed measurements of `style` at `category`.
    package func failures(style: String, category: SizeCategory) -> Int {
        guard let styleIndex = failingStyles.elements.firstIndex(of: style),
            let categoryIndex = categories.firstIndex(of: category),
            categoryIndex < failureCounts[styleIndex].count
        else { return 0 }
        return failureCounts[styleIndex][categoryIndex]
    }

    /// Whether `style` was measured on `platform` (a summary's table per platform lists its styles).
    package func measured(_ style: String, on platform: PlatformID) -> Bool {
        measured.elements.contains(StylePlatform(style: style, platform: platform))
    }

    /// `style`'s worst failed rows, worst first: the worst row of each of its worst strings
    /// (key and locale), the first measured first among equals — one string is not listed at
    /// three sizes.
    package func offenders(of style: String) -> [CheckResult] {
        offendersByStyle[style]?.map(\.row) ?? []
    }

    /// How far a failing row is over its limit, for ordering: lines over maxLines first (a
    /// thousand points each), then the width.
    package static func overflow(_ row: CheckResult) -> Double {
        if let maxLines = row.maxLines { return Double(row.lineCount - maxLines) * 1000 + row.width }
        return row.width - (row.maxWidth ?? 0)
    }

    /// Adds the tally of the rows that follow these. The result is the tally of both runs of
    /// rows in turn: orders are shifted by the rows before, categories and styles keep their
    /// first-met order, and a style's worst strings overall are among each part's worst.
    package mutating func merge(_ later: ResultTally) {
        let categoryPlaces = later.categories.map { seenCategories.index(of: $0) }
        sizeClasses.formUnion(later.sizeClasses)
        for pair in later.measured.elements { _ = measured.index(of: pair) }
        for (style, counts) in zip(later.failingStyles.elements, later.failureCounts) {
            let place = failingStyle(style)
            for (category, count) in counts.enumerated() where count > 0 {
                add(count, style: place, category: categoryPlaces[category])
            }
        }
        for (style, kept) in later.offendersByStyle {
            for var offender in kept {
                offender.order += order
                Self.place(offender, in: &offendersByStyle[style, default: []])
            }
        }
        order += later.order
    }

    /// Counts one more row (read where it lies, not copied).
    mutating func add(_ row: UnsafePointer<CheckResult>) {
        order += 1
        let category: Int
        if let known = placeOfSize.places.value(forSizeOf: row) {
            category = known
        } else {
            category = seenCategories.index(of: row.pointee.category)
            if row.pointee.category.platform != nil {
                _ = measured.index(of: StylePlatform(style: row.pointee.style, platform: row.pointee.platform))
            }
            placeOfSize.places.set(category, for: row.pointee.size)
        }
        if let sizeClass = row.pointee.sizeClass, sizeClass != lastSizeClass {
            sizeClasses.insert(sizeClass)
            lastSizeClass = sizeClass
        }
        guard row.pointee.status == .fail else { return }
        add(1, style: failingStyle(row.pointee.style), category: category)
        offer(row, overflow: Self.overflow(row.pointee), order: order)
    }

    /// The place of `style` among the failing styles, given a row of counts when new.
    private mutating func failingStyle(_ style: String) -> Int {
        let place = failingStyles.index(of: style)
        if place == failureCounts.count { failureCounts.append([]) }
        return place
    }

    private mutating func add(_ count: Int, style: Int, category: Int) {
        if failureCounts[style].count <= category {
            failureCounts[style] += Array(repeating: 0, count: category + 1 - failureCounts[style].count)
        }
        failureCounts[style][category] += count
    }

    /// A failed row among its style's worst: the worst row of its string so far.
    struct Offender: Hashable, Sendable {
        var row: CheckResult
        var overflow: Double
        var order: Int

        func isWorse(than other: Offender) -> Bool {
            Self.isWorse(overflow, order, than: other)
        }

        /// Whether a row over by `overflow`, measured `order`th, is worse than `other`: further
        /// over, or as far and measured first.
        static func isWorse(_ overflow: Double, _ order: Int, than other: Offender) -> Bool {
            overflow != other.overflow ? overflow > other.overflow : order < other.order
        }

        /// Whether this is a row of the string (key and locale) `row` is of.
        func isSameString(as row: borrowing CheckResult) -> Bool {
            self.row.key == row.key && self.row.locale == row.locale
        }
    }

    /// Keeps the worst rows of the `offendersPerStyle` worst strings: the same as sorting all
    /// failures by overflow (first measured first among equals) and keeping each string's first.
    /// A row that cannot be kept is left where it lies (no copy of its strings).
    private mutating func offer(_ row: UnsafePointer<CheckResult>, overflow: Double, order: Int) {
        if let kept = offendersByStyle[row.pointee.style], kept.count == Self.offendersPerStyle, let last = kept.last,
            !Offender.isWorse(overflow, order, than: last), !kept.contains(where: { $0.isSameString(as: row.pointee) })
        {
            return
        }
        let candidate = Offender(row: row.pointee, overflow: overflow, order: order)
        Self.place(candidate, in: &offendersByStyle[candidate.row.style, default: []])
    }

    /// Puts `candidate` among `kept` (sorted, worst first, one row per string). The outcome does
    /// not depend on the order candidates come in: a string's kept row only gets worse, and a
    /// string let go had `offendersPerStyle` strings worse than it.
    private static func place(_ candidate: Offender, in kept: inout [Offender]) {
        if let same = kept.firstIndex(where: { $0.isSameString(as: candidate.row) }) {
            guard candidate.isWorse(than: kept[same]) else { return }
            kept.remove(at: same)
        } else if kept.count == offendersPerStyle, let last = kept.last, !candidate.isWorse(than: last) {
            return
        }
        kept.insert(candidate, at: kept.firstIndex { candidate.isWorse(than: $0) } ?? kept.count)
        if kept.count > offendersPerStyle { kept.removeLast() }
    }

    /// Equal when they tell the same: the same categories, size classes, failures per style and
    /// category, and offenders (not how the counts are laid out).
    package static func == (a: ResultTally, b: ResultTally) -> Bool {
        a.order == b.order && a.categories == b.categories && a.sizeClasses == b.sizeClasses
            && a.failureCells == b.failureCells && a.offendersByStyle == b.offendersByStyle
            && Set(a.measured.elements) == Set(b.measured.elements)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(order)
        hasher.combine(categories)
        hasher.combine(failureCells)
    }

    /// Failures per style and category, without the empty cells.
    private var failureCells: [String: [SizeCategory: Int]] {
        var cells: [String: [SizeCategory: Int]] = [:]
        for (style, counts) in zip(failingStyles.elements, failureCounts) {
            for (index, count) in counts.enumerated() where count > 0 {
                cells[style, default: [:]][categories[index]] = count
            }
        }
        return cells
    }
}
