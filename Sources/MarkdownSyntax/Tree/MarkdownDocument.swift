/// The result of parsing a Markdown text: its blocks, in source order.
///
/// The tree is made of plain values (``BlockNode`` and ``InlineNode``): it can be stored,
/// compared, sent across concurrency domains and rebuilt freely.
public struct MarkdownDocument: Hashable, Sendable {
    /// The top-level blocks.
    ///
    /// When the `footnotes` extension is on, referenced footnote definitions are moved to the
    /// end of this array in the order of their first reference (as cmark-gfm does), and
    /// definitions that are never referenced are dropped.
    public var blocks: [BlockNode]
    /// Line starts of the source, for converting node offsets to lines and columns.
    public var lineTable: SourceLineTable

    public init(blocks: [BlockNode], lineTable: SourceLineTable) {
        self.blocks = blocks
        self.lineTable = lineTable
    }

    /// The line and column of a UTF-8 offset in the source.
    public func location(ofOffset offset: Int) -> SourceLocation {
        lineTable.location(ofOffset: offset)
    }
}
