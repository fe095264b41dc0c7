import TypeFitSupport
import TypeFitText
import TypeFitCheck

/// The style × size grid of a check: its rows (a style, with its size class when the guide checks
/// more than one), its columns (a platform's category or font scale), and for each cell its
/// measurements' counts by status, its first and its widths. Built from the report's rows in
/// their order, as they pass.
struct ReportGrid {
    /// A grid row: a style in a size class.
    struct Row: Hashable {
        var style: String
        var sizeClass: SizeClass?
        var label: String { sizeClass.map { "\(style) (\($0.rawValue))" } ?? style }
    }

    /// A grid column: an iOS category, an Android font scale, a web text size or a Flutter text scale.
    struct Column: Hashable {
        var platform: PlatformID
        var category: SizeCategory
        var label: String {
            guard let platform = category.platform else { return "×\(category)" }
            let label = platform.rules.columnLabel(of: category.step)
            return category.textSpacing ? label + " 1.4.12" : label
        }
    }

    struct Counts: Hashable {
        var pass = 0, warn = 0, fail = 0
        var worst: CheckStatus? { fail > 0 ? .fail : warn > 0 ? .warn : pass > 0 ? .pass : nil }
        var total: Int { pass + warn + fail }
        mutating func add(_ status: CheckStatus) {
            switch status {
            case .pass: pass += 1
            case .warn: warn += 1
            case .fail: fail += 1
            }
        }
    }

    /// A cell's measurements: their counts, the first (its size and line height), their widths.
    struct Cell {
        var counts = Counts()
        var first: CheckResult?
        var widths = WidthSample()

        /// Counts `result` (read where it lies; copied only as the cell's first).
        mutating func record(_ result: UnsafePointer<CheckResult>) {
            counts.add(result.pointee.status)
            // A pattern, not `first == nil`: that compares two `CheckResult?` (the type is
            // Equatable), copying the cell's first at every row.
            if case .none = first { first = result.pointee }
            widths.add(result.pointee.width)
        }
    }

    var rows: [Row] = []
    var columns: [Column] = []
    /// Per row, per column.
    var cells: [[Cell]] = []
    /// Rows that belong to no cell: a font refused, a string not measured at all.
    var errors: [CheckResult] = []
    private var rowIndex: [Row: Int] = [:]
    private var columnIndex: [Column: Int] = [:]
    private var lastRow: (row: Row, index: Int)?
    /// Each size's place in `cellOfPlace`, by the rows' shared size (``SizeMap``: most rows
    /// found by identity), and the cell there.
    private var placeOfSize = SizeMap()
    private var cellOfPlace: [(r: Int, c: Int)] = []

    init() {}

    /// The grid of an in-memory report.
    init(_ report: CheckReport) {
        report.results.forEachInPlace { add($0) }
    }

    /// Adds a measurement; returns its cell, or nil for a row that belongs to none.
    @discardableResult
    mutating func add(_ result: UnsafePointer<CheckResult>) -> (r: Int, c: Int)? {
        if let place = placeOfSize.value(forSizeOf: result) {
            let cell = cellOfPlace[place]
            record(result, r: cell.r, c: cell.c)
            return cell
        }
        guard result.pointee.category != .every else {
            errors.append(result.pointee)
            return nil
        }
        let row = Row(style: result.pointee.style, sizeClass: result.pointee.sizeClass)
        let column = Column(platform: result.pointee.platform, category: result.pointee.category)
        // A style's rows come together: most rows are the last one's grid row.
        if let last = lastRow, last.row == row, let c = columnIndex[column] {
            setCell((last.index, c), for: result.pointee.size)
            record(result, r: last.index, c: c)
            return (last.index, c)
        }
        let r =
            rowIndex[row]
            ?? {
                rows.append(row)
                cells.append(Array(repeating: Cell(), count: columns.count))
                rowIndex[row] = rows.count - 1
                return rows.count - 1
            }()
        let c =
            columnIndex[column]
            ?? {
                columns.append(column)
                for index in cells.indices { cells[index].append(Cell()) }
                columnIndex[column] = columns.count - 1
                return columns.count - 1
            }()
        lastRow = (row, r)
        setCell((r, c), for: result.pointee.size)
        record(result, r: r, c: c)
        return (r, c)
    }

    private mutating func setCell(_ cell: (r: Int, c: Int), for size: MeasuredSize) {
        placeOfSize.set(cellOfPlace.count, for: size)
        cellOfPlace.append(cell)
    }

    private mutating func record(_ result: UnsafePointer<CheckResult>, r: Int, c: Int) {
        cells[r][c].record(result)
    }

    func counts(_ r: Int, _ c: Int) -> Counts {
        cells[r][c].counts
    }

    func isEmpty(_ r: Int, _ c: Int) -> Bool {
        cells[r][c].first == nil
    }
}

/// A cell's widths, for the width distribution plot: the values themselves up to
/// ``exactLimit``, then a histogram of ``fineBins`` bins over [0, range) whose range doubles as
/// wider values come — so a cell of a million strings holds 1,024 counts, not a million widths.
/// The plot's bins (26 over the row's scale) are then counted from the fine bins' centres: a
/// width within 1/1,024 of the range of a plot bin's edge may be counted in its neighbour.
struct WidthSample {
    static let exactLimit = 1_024
    static let fineBins = 1_024

    private(set) var maximum: Double?
    private var values: [Double] = []
    private var fine: [Int] = []
    private var range = 1.0

    mutating func add(_ width: Double) {
        maximum = max(maximum ?? width, width)
        if fine.isEmpty {
            values.append(width)
            guard values.count > Self.exactLimit else { return }
            fine = Array(repeating: 0, count: Self.fineBins)
            let moved = values
            values = []
            for value in moved { count(value) }
        } else {
            count(width)
        }
    }

    private mutating func count(_ width: Double) {
        while width >= range, range < 1e12 {
            // Double the range: pairs of bins become one.
            var wider = Array(repeating: 0, count: Self.fineBins)
            for bin in 0..<Self.fineBins { wider[bin / 2] += fine[bin] }
            fine = wider
            range *= 2
        }
        fine[Self.bin(width, count: Self.fineBins, scale: range)] += 1
    }

    private static func bin(_ value: Double, count: Int, scale: Double) -> Int {
        let position = value / scale * Double(count)
        guard position.isFinite else { return position > 0 ? count - 1 : 0 }
        return min(count - 1, max(0, Int(position)))
    }

    /// The widths counted in `count` bins over [0, scale).
    func bins(_ count: Int, scale: Double) -> [Int] {
        var bins = Array(repeating: 0, count: count)
        if fine.isEmpty {
            for value in values { bins[Self.bin(value, count: count, scale: scale)] += 1 }
        } else {
            for (index, n) in fine.enumerated() where n > 0 {
                bins[Self.bin((Double(index) + 0.5) * range / Double(Self.fineBins), count: count, scale: scale)] += n
            }
        }
        return bins
    }
}
