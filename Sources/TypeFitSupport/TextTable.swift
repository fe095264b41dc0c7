/// A plain-text table with a header row and columns padded to their widest cell.
/// Columns listed in `rightAligned` (by index) are aligned right, for numbers.
package struct TextTable: Sendable {
    package var header: [String]
    package var rows: [[String]]
    package var rightAligned: Set<Int>

    package init(header: [String], rows: [[String]] = [], rightAligned: Set<Int> = []) {
        self.header = header
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// The table as lines joined by newlines, with a trailing newline.
    package func render() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            header.indices.map { column in
                let cell = column < row.count ? row[column] : ""
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .replacing(/\s+$/, with: "")
        }
        .joined(separator: "\n") + "\n"
    }
}
