/// What ``IncrementalDocument/apply(_:)`` did to bring the document up to date.
public enum IncrementalUpdate: Hashable, Sendable {
    /// Only some top-level blocks were parsed again.
    case spliced(ReparsedRegion)
    /// The whole source was parsed again, for the reason given.
    case fullParse(FullParseReason)
}

/// The top-level blocks an incremental update replaced, so that views derived from the tree
/// (an `AttributedString`, rendered HTML) can be patched over the same span.
public struct ReparsedRegion: Hashable, Sendable {
    /// The indices, in the old document's `blocks`, of the blocks that were replaced.
    public var oldBlocks: Range<Int>
    /// The indices, in the new document's `blocks`, of the blocks that replaced them. Blocks
    /// before `oldBlocks` keep their index; blocks after it move by
    /// `newBlocks.count - oldBlocks.count`.
    public var newBlocks: Range<Int>
    /// The source bytes parsed again, as offsets in the new source. Every range after it moved
    /// by the edit's ``SourceEdit/lengthChange``.
    public var source: SourceRange
    /// When the edit was inside a long top-level list and only some of its items were parsed
    /// again: which items. The list is then the one block of ``oldBlocks`` and ``newBlocks``; a
    /// view may redraw just these items (the list's kind and spacing did not change, and the
    /// items after them moved by the edit's length change and, when the number of items
    /// changed, were numbered again).
    public var listItems: ReparsedListItems?
    /// When the edit was inside a long top-level table (or right after it) and only some of its
    /// body rows were parsed again: which rows. The table is then the one block of
    /// ``newBlocks`` and the first of ``oldBlocks``; its header row and alignments did not
    /// change, and the rows after these moved by the edit's length change. Any other blocks of
    /// ``oldBlocks`` came right after the table and became new rows at its end (a paragraph `| `
    /// that the next key made the row `| n`).
    public var tableRows: ReparsedTableRows?
    /// When the edit was inside a long top-level block quote (a quoted thread, a long alert; or
    /// right after it) and only some of its children were parsed again: which children. The
    /// quote is then the one block of ``oldBlocks`` and ``newBlocks``; its kind (an alert's
    /// type) did not change, and the children after these moved by the edit's length change.
    public var blockQuoteChildren: ReparsedBlockQuoteChildren?
    /// When the edit was inside the long list nested in the last item of a short top-level list
    /// (an outline; or right after it) and only some of that nested list's items were parsed
    /// again: which items. The top-level list is then the one block of ``oldBlocks`` and
    /// ``newBlocks``; its kind and spacing, its item's other children and the nested list's
    /// kind and spacing did not change, and the nested items after these moved by the edit's
    /// length change and, when the number of items changed, were numbered again.
    public var nestedListItems: ReparsedNestedListItems?

    public init(
        oldBlocks: Range<Int>, newBlocks: Range<Int>, source: SourceRange, listItems: ReparsedListItems? = nil,
        tableRows: ReparsedTableRows? = nil, blockQuoteChildren: ReparsedBlockQuoteChildren? = nil,
        nestedListItems: ReparsedNestedListItems? = nil
    ) {
        self.oldBlocks = oldBlocks
        self.newBlocks = newBlocks
        self.source = source
        self.listItems = listItems
        self.tableRows = tableRows
        self.blockQuoteChildren = blockQuoteChildren
        self.nestedListItems = nestedListItems
    }
}

/// The items of one top-level list that an incremental update replaced (see
/// ``ReparsedRegion/listItems``).
public struct ReparsedListItems: Hashable, Sendable {
    /// The indices, among the old list's items, of the items that were replaced.
    public var oldItems: Range<Int>
    /// The indices, among the new list's items, of the items that replaced them. Items after
    /// them move by `newItems.count - oldItems.count`.
    public var newItems: Range<Int>

    public init(oldItems: Range<Int>, newItems: Range<Int>) {
        self.oldItems = oldItems
        self.newItems = newItems
    }

    /// Lists with fewer items are re-parsed whole (cheap, and an edit would rarely leave an
    /// item before it and one after it untouched); views keep item-wise data for longer ones only.
    package static let minimumListItems = 8
}

/// The rows of one top-level table that an incremental update replaced (see
/// ``ReparsedRegion/tableRows``). Rows are counted as the table's children count them: the
/// header row is row 0, and is never among them.
public struct ReparsedTableRows: Hashable, Sendable {
    /// The indices, among the old table's rows, of the rows that were replaced.
    public var oldRows: Range<Int>
    /// The indices, among the new table's rows, of the rows that replaced them. Rows after them
    /// move by `newRows.count - oldRows.count`.
    public var newRows: Range<Int>

    public init(oldRows: Range<Int>, newRows: Range<Int>) {
        self.oldRows = oldRows
        self.newRows = newRows
    }

    /// Tables with fewer body rows are re-parsed whole.
    package static let minimumBodyRows = 8
}

/// The children of one top-level block quote that an incremental update replaced (see
/// ``ReparsedRegion/blockQuoteChildren``).
public struct ReparsedBlockQuoteChildren: Hashable, Sendable {
    /// The indices, among the old quote's children, of the children that were replaced.
    public var oldChildren: Range<Int>
    /// The indices, among the new quote's children, of the children that replaced them.
    /// Children after them move by `newChildren.count - oldChildren.count`.
    public var newChildren: Range<Int>

    public init(oldChildren: Range<Int>, newChildren: Range<Int>) {
        self.oldChildren = oldChildren
        self.newChildren = newChildren
    }

    /// Quotes with fewer children are re-parsed whole.
    package static let minimumChildren = 8
}

/// The items of the long list nested in the last item of a short top-level list (an outline)
/// that an incremental update replaced (see ``ReparsedRegion/nestedListItems``).
public struct ReparsedNestedListItems: Hashable, Sendable {
    /// The index, among the top-level list's items, of the item holding the nested list (its
    /// last item; the nested list is that item's last child).
    public var item: Int
    /// The indices, among the old nested list's items, of the items that were replaced.
    public var oldItems: Range<Int>
    /// The indices, among the new nested list's items, of the items that replaced them. Items
    /// after them move by `newItems.count - oldItems.count`.
    public var newItems: Range<Int>

    public init(item: Int, oldItems: Range<Int>, newItems: Range<Int>) {
        self.item = item
        self.oldItems = oldItems
        self.newItems = newItems
    }
}

/// Why an edit could not be handled by re-parsing part of the document.
///
/// Each case is a way an edit can change the meaning of text it does not touch; the parser
/// then takes the safe path and parses everything, which is always correct.
public enum FullParseReason: Hashable, Sendable {
    /// Link reference or footnote definitions (`[label]: …`) are in the edited region (links
    /// elsewhere may resolve differently), or the region may use a label defined outside it
    /// (a region parsed alone would not see that definition).
    case definitions
    /// The document has footnotes, whose numbers and placement at the end are document-wide, or
    /// may define one that nothing refers to (it makes no node, so the tree does not show which
    /// lines it holds).
    case footnotes
    /// The parser runs in an inline-only syntax mode: the whole input is one paragraph.
    case inlineOnlySyntax
    /// The source contains NUL bytes, which the parser rewrites to U+FFFD, so node offsets do
    /// not match the source.
    case nulBytes
    /// The edited region reaches the start of the document and its effect runs to the end
    /// (an opened fence, HTML block or list that swallows what follows): parsing the region
    /// is parsing everything.
    case wholeDocumentAffected
    /// The document was empty or does not match its source (its line table has another length).
    case noReusableBlocks
}
