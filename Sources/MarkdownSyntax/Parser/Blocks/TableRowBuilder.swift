/// One row of a GFM table: the content range of each cell in the source line.
struct TableRowBuilder {
    var cells: [TableCellSource]
    var start: Int
    var end: Int
}

/// A table cell's text (pipes unescaped) and where it came from.
struct TableCellSource {
    var content: [UInt8]
    var segments: [ContentSegment]
    var start: Int
    var end: Int
}
