import TypeFitText
import TypeFitCheck

/// The style × size grid of a check: its rows (a style, with its size class when the guide checks
/// more than one), its columns (a platform's category or font scale), and for each cell its
/// measurements' counts by status. Built from the report's rows in their order.
struct ReportGrid {
    /// A grid row: a style in a size class.
    struct Row: Hashable {
        var style: String
        var sizeClass: SizeClass?
        var label: String { sizeClass.map { "\(style) (\($0.rawValue))" } ?? style }
    }

    /// A grid column: an iOS category or an Android font scale.
    struct Column: Hashable {
        var platform: StyleGuide.Platform
        var category: SizeCategory
        var label: String {
            switch category {
            case let .ios(category): category.shortLabel
            case .android, .every: "×\(category)"
            }
        }
    }

    struct Counts: Hashable {
        var pass = 0, warn = 0, fail = 0
        var worst: CheckStatus? { fail > 0 ? .fail : warn > 0 ? .warn : pass > 0 ? .pass : nil }
        mutating func add(_ status: CheckStatus) {
            switch status {
            case .pass: pass += 1
            case .warn: warn += 1
            case .fail: fail += 1
            }
        }
    }

    var rows: [Row] = []
    var columns: [Column] = []
    /// Per (row, column) index pair: the indexes of the report rows in that cell.
    var members: [[[Int]]] = []
    /// Rows that belong to no cell: a font refused, a string not measured at all.
    var errors: [Int] = []

    init(_ report: CheckReport) {
        var rowIndex: [Row: Int] = [:]
        var columnIndex: [Column: Int] = [:]
        var cells: [(Int, Int, Int)] = []
        for (index, result) in report.results.enumerated() {
            guard result.category != .every else {
                errors.append(index)
                continue
            }
            let row = Row(style: result.style, sizeClass: result.sizeClass)
            let column = Column(platform: result.platform, category: result.category)
            let r = rowIndex[row] ?? { rows.append(row); rowIndex[row] = rows.count - 1; return rows.count - 1 }()
            let c = columnIndex[column] ?? { columns.append(column); columnIndex[column] = columns.count - 1; return columns.count - 1 }()
            cells.append((r, c, index))
        }
        members = Array(repeating: Array(repeating: [], count: columns.count), count: rows.count)
        for (r, c, index) in cells { members[r][c].append(index) }
    }

    func counts(_ r: Int, _ c: Int, in report: CheckReport) -> Counts {
        var counts = Counts()
        for index in members[r][c] { counts.add(report.results[index].status) }
        return counts
    }
}

extension ContentSizeCategory {
    /// A short column label: xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
    var shortLabel: String {
        switch self {
        case .xSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "xL"
        case .xxLarge: "xxL"
        case .xxxLarge: "xxxL"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        }
    }
}
