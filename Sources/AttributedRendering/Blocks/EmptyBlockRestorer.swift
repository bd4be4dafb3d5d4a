import AttributedMarkdown
import Foundation

/// Restores the empty blocks an `AttributedString` cannot hold but whose place its neighbours
/// reveal: list items skipped by the ordinals, table cells skipped by the column indices, a
/// missing header row, body rows skipped by the row indices. See ``AttributedBlock/tree(of:)``.
enum EmptyBlockRestorer {
    /// Restores the direct children of `block` (its own children are already complete).
    static func restore(in block: inout AttributedBlock) {
        switch block.intentKind {
        case .orderedList?, .unorderedList?:
            restoreListItems(in: &block)
        case .table(let columns)?:
            restoreRows(in: &block, columnCount: columns.count)
        default:
            break
        }
    }

    private static func ordinal(of block: AttributedBlock) -> Int? {
        if case .listItem(let ordinal)? = block.intentKind { return ordinal }
        return nil
    }

    private static func restoreListItems(in list: inout AttributedBlock) {
        var expected: Int? = list.intentKind == .unorderedList ? 1 : nil
        var children: [AttributedBlock] = []
        children.reserveCapacity(list.children.count)
        for child in list.children {
            if let ordinal = ordinal(of: child) {
                if let next = expected, ordinal > next, ordinal - next <= AttributedBlock.maximumRestoredGap {
                    for missing in next..<ordinal {
                        children.append(AttributedBlock(kind: .block(.listItem(ordinal: missing)), listItemDelimiter: child.listItemDelimiter))
                    }
                }
                expected = ordinal + 1
            }
            children.append(child)
        }
        list.children = children
        list.listItemDelimiter = list.children.lazy.compactMap(\.listItemDelimiter).first
    }

    private static func rowIndex(of block: AttributedBlock) -> Int? {
        if case .tableRow(let index)? = block.intentKind { return index }
        return nil
    }

    private static func restoreRows(in table: inout AttributedBlock, columnCount: Int) {
        var rows: [AttributedBlock] = []
        rows.reserveCapacity(table.children.count + 1)
        if table.children.first?.intentKind != .tableHeaderRow {
            rows.append(AttributedBlock(kind: .block(.tableHeaderRow)))
        }
        // The mapping numbers body rows from 1, so a first row numbered 2 follows an empty one.
        var expected: Int? = 1
        for row in table.children {
            if let index = rowIndex(of: row) {
                if let next = expected, index > next, index - next <= AttributedBlock.maximumRestoredGap {
                    for missing in next..<index {
                        rows.append(AttributedBlock(kind: .block(.tableRow(rowIndex: missing))))
                    }
                }
                expected = index + 1
            }
            rows.append(row)
        }
        for index in rows.indices {
            restoreCells(in: &rows[index], columnCount: columnCount)
        }
        table.children = rows
    }

    private static func columnIndex(of block: AttributedBlock) -> Int? {
        if case .tableCell(let index)? = block.intentKind { return index }
        return nil
    }

    /// Puts the row's cells in column order with an empty cell in every column that has none.
    private static func restoreCells(in row: inout AttributedBlock, columnCount: Int) {
        guard columnCount > 0, columnCount <= AttributedBlock.maximumRestoredGap else { return }
        var cells: [AttributedBlock?] = Array(repeating: nil, count: columnCount)
        var extra: [AttributedBlock] = []
        for cell in row.children {
            if let column = columnIndex(of: cell), column >= 0, column < columnCount, cells[column] == nil {
                cells[column] = cell
            } else {
                extra.append(cell)
            }
        }
        row.children = cells.enumerated().map { column, cell in
            cell ?? AttributedBlock(kind: .block(.tableCell(columnIndex: column)))
        } + extra
    }
}
