import AttributedMarkdown
import Foundation

/// Draws a table with box characters within a width: columns keep their natural width when
/// the table fits, otherwise the widest columns shrink (to a common cap, found by binary
/// search) and their cells wrap. When not even one column per cell fits, rows are listed
/// as wrapped `header: value` lines instead.
struct TerminalTableLayout {
    let table: AttributedBlock
    let columns: [PresentationIntent.TableColumn]
    let styler: TerminalInlineStyler
    let width: Int
    let borderStyle: TerminalStyle

    private struct Row {
        var cells: [[TerminalToken]]
        var isHeader: Bool
    }

    func lines() -> [TerminalLine] {
        let rows = table.children.map { row -> Row in
            let isHeader = row.intentKind == .tableHeaderRow
            var context = TerminalStyle.plain
            context.bold = isHeader
            var cells: [[TerminalToken]] = []
            for cell in row.children {
                var column = cells.count
                if case .tableCell(let index)? = cell.intentKind { column = index }
                while cells.count < column { cells.append([]) }
                cells.append(styler.tokens(for: cell.segments, context: context))
            }
            return Row(cells: cells, isHeader: isHeader)
        }
        let columnCount = rows.map(\.cells.count).max() ?? 0
        guard columnCount > 0 else { return [] }
        let borders = 3 * columnCount + 1
        // Two columns per cell at least, so that a wide character fits.
        guard width - borders >= 2 * columnCount else { return listedRows(rows) }

        var natural = [Int](repeating: 1, count: columnCount)
        for row in rows {
            for (column, tokens) in row.cells.enumerated() {
                let lines = TerminalLineWrapper(width: Int.max / 4).wrap(tokens)
                natural[column] = Swift.max(natural[column], lines.map(\.width).max() ?? 0)
            }
        }
        let widths = Self.fit(natural, into: width - borders)

        var output: [TerminalLine] = [rule("┌", "┬", "┐", widths)]
        for (index, row) in rows.enumerated() {
            if index > 0 { output.append(rule("├", "┼", "┤", widths, heavy: false)) }
            let wrapped = (0..<columnCount).map { column -> [TerminalLine] in
                column < row.cells.count ? TerminalLineWrapper(width: widths[column]).wrap(row.cells[column]) : [TerminalLine()]
            }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                var line = TerminalLine([TerminalFragment("│", style: borderStyle)])
                for column in 0..<columnCount {
                    let cellLine = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : TerminalLine()
                    let padding = Swift.max(0, widths[column] - cellLine.width)
                    let (left, right) = split(padding, alignment: alignment(of: column))
                    line.append(TerminalFragment(" " + String(repeating: " ", count: left)))
                    line.append(contentsOf: cellLine)
                    line.append(TerminalFragment(String(repeating: " ", count: right) + " "))
                    line.append(TerminalFragment("│", style: borderStyle))
                }
                output.append(line)
            }
            _ = row.isHeader
        }
        output.append(rule("└", "┴", "┘", widths))
        return output
    }

    private func alignment(of column: Int) -> PresentationIntent.TableColumn.Alignment {
        columns.indices.contains(column) ? columns[column].alignment : .left
    }

    private func split(_ padding: Int, alignment: PresentationIntent.TableColumn.Alignment) -> (Int, Int) {
        switch alignment {
        case .right: return (padding, 0)
        case .center: return (padding / 2, padding - padding / 2)
        default: return (0, padding)
        }
    }

    private func rule(_ left: String, _ middle: String, _ right: String, _ widths: [Int], heavy: Bool = false) -> TerminalLine {
        var text = left
        for (index, columnWidth) in widths.enumerated() {
            if index > 0 { text += middle }
            text += String(repeating: "─", count: columnWidth + 2)
        }
        text += right
        return TerminalLine([TerminalFragment(text, style: borderStyle)])
    }

    /// Column widths within `available` (at least two columns each): the natural widths when
    /// they fit, else every column capped at the largest cap that fits, the columns left
    /// over sharing the rest.
    static func fit(_ natural: [Int], into available: Int) -> [Int] {
        guard natural.reduce(0, +) > available else { return natural }
        var low = 2
        var high = natural.max() ?? 1
        while low < high {
            let cap = (low + high + 1) / 2
            if natural.reduce(0, { $0 + Swift.min($1, cap) }) <= available { low = cap } else { high = cap - 1 }
        }
        var widths = natural.map { Swift.min($0, low) }
        var spare = available - widths.reduce(0, +)
        for index in widths.indices where spare > 0 && widths[index] < natural[index] {
            widths[index] += 1
            spare -= 1
        }
        return widths
    }

    /// The narrow fallback: each row's cells as `header: value` paragraphs, rows separated
    /// by a short rule.
    private func listedRows(_ rows: [Row]) -> [TerminalLine] {
        let header = rows.first { $0.isHeader }
        var output: [TerminalLine] = []
        for (index, row) in rows.enumerated() where !row.isHeader {
            if index > 0, !output.isEmpty {
                output.append(TerminalLine([TerminalFragment(String(repeating: "─", count: Swift.min(width, 3)), style: borderStyle)]))
            }
            for (column, cell) in row.cells.enumerated() {
                var tokens: [TerminalToken] = []
                if let header, column < header.cells.count {
                    tokens = header.cells[column]
                    tokens.append(.text(": ", TerminalStyle.plain, link: nil))
                }
                tokens += cell
                output += TerminalLineWrapper(width: width).wrap(tokens)
            }
        }
        return output
    }
}
