/// One row of a GFM table: its source range and where its cells are in its table's
/// ``TableBuilder/cells``.
struct TableRowBuilder {
    var start: Int
    var end: Int
    /// The row's first cell in ``TableBuilder/cells``; its cells follow it.
    var firstCell: Int
    var cellCount: Int
}

/// A table cell: its trimmed source range and where its text (pipes unescaped) is.
///
/// Plain data, like a leaf's ``BlockRecord``: a cell without an escaped pipe (nearly all) is a
/// slice of the source; the others, and the header row's cells (read from the paragraph that
/// became the table), have their text in the block parser's shared buffer. So adding a row
/// allocates nothing per cell (the cells had a byte array and a segment array each: on a 1 MB
/// table, a third of the whole render went on making and freeing them).
struct TableCellSource {
    var start: Int
    var end: Int
    /// The text's range in the source (``textInSource``) or in the shared buffer.
    var textStart: Int
    var textEnd: Int
    var textInSource: Bool

    /// The cell's text: a slice of `input` or of `content` (``ParsedBlocks``' buffers).
    @inline(__always)
    func text(content: UnsafeBufferPointer<UInt8>, input: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (textInSource ? input : content)[textStart..<textEnd])
    }

    /// Calls `body` with the cell's text and its one line segment (the text starts at ``start``
    /// in the source), without allocating.
    @inline(__always)
    func withText<Result>(content: UnsafeBufferPointer<UInt8>, input: UnsafeBufferPointer<UInt8>,
                          _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<ContentSegment>) -> Result) -> Result {
        var segment = ContentSegment(contentOffset: 0, sourceOffset: start)
        let text = text(content: content, input: input)
        return withUnsafePointer(to: &segment) { body(text, UnsafeBufferPointer(start: $0, count: 1)) }
    }
}
