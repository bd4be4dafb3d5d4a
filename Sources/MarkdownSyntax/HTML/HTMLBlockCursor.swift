/// A cursor over a document's blocks, whichever form they have: the syntax tree's ``BlockNode``s
/// (``HTMLWriter/TreeBlockCursor``) or the block phase's records, walked without making nodes
/// (``HTMLWriter/RecordBlockCursor``, the streaming path). ``HTMLWriter`` has one loop over
/// blocks (`writeBlocks(_:chunkSize:to:)`): it asks the cursor for the next step, decides the
/// markup of each kind of block there, and asks the cursor for a leaf's content, as it does for
/// inline content through ``HTMLWriter/InlineCursor``.
///
/// A protocol, not one type with a form (as ``HTMLWriter/InlineCursor`` is): the two forms keep
/// state of their own (a stack of children arrays; a record walk with the inline parser and the
/// footnote leaves kept for later). The loop is generic over it and specialised for each form.
protocol HTMLBlockCursor {
    /// The next step of the walk, or nil at the end. A leaf's step makes it the current block,
    /// whose content the members below read.
    mutating func next() -> HTMLWriter.BlockStep?

    /// The footnote definition that the last step opened or closed, or whose last paragraph it is.
    var footnote: FootnoteDefinitionInfo? { get }

    /// Writes the current paragraph's or heading's inline content.
    mutating func writeInlines(into writer: inout HTMLWriter)

    /// The current heading's inline content as a tree (for its id, ``HTMLRenderOptions/headingIDs``).
    mutating func headingInlines() -> [InlineNode]

    /// Calls `body` with the current code block's language (its info string's first word; empty
    /// when none) and its code, both valid UTF-8.
    func withCodeBlock(_ body: (_ language: UnsafeBufferPointer<UInt8>, _ code: UnsafeBufferPointer<UInt8>) -> Void)

    /// How many bytes may be read from the start of the code ``withCodeBlock(_:)`` passes: more
    /// than its count when the buffer it lies in goes on after it, else 0 (only the code's own
    /// bytes). Asked inside `withCodeBlock`'s body, and only when the code is highlighted (passed
    /// to the body, it cost every plain code block ~15 instructions).
    var codeReadableCount: Int { get }

    /// Calls `body` with the current HTML block's lines, valid UTF-8.
    func withHTMLBlock(_ body: (UnsafeBufferPointer<UInt8>) -> Void)

    /// The current table's row count (the header row first).
    var tableRowCount: Int { get }

    /// Whether a row of the current table is its header, and how many cells it has.
    func tableRow(_ row: Int) -> (isHeader: Bool, cells: Int)

    /// The alignment of a cell of the current table (nil beyond its columns).
    func tableAlignment(row: Int, column: Int) -> TableColumnAlignment?

    /// Writes the inline content of a cell of the current table.
    mutating func writeTableCell(row: Int, column: Int, into writer: inout HTMLWriter)
}
