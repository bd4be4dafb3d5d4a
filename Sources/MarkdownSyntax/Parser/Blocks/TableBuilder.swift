/// The variable-size data of a GFM table under construction, kept beside its ``BlockRecord``
/// (which refers to it by ``BlockRecord/tableIndex``) so that records stay plain data.
struct TableBuilder {
    var alignments: [TableColumnAlignment]
    var rows: [TableRowBuilder]
    /// Every row's cells, one row after another (``TableRowBuilder/firstCell``).
    var cells: [TableCellSource]

    /// The cell in `column` of `row`, or nil when the row has fewer cells.
    @inline(__always)
    func cell(row: Int, column: Int) -> TableCellSource? {
        let row = rows[row]
        return column < row.cellCount ? cells[row.firstCell + column] : nil
    }

    /// The cells of `row`.
    func cells(of row: TableRowBuilder) -> ArraySlice<TableCellSource> {
        cells[row.firstCell..<(row.firstCell + row.cellCount)]
    }
}
