/// A block under construction: the plain-data twin of ``BlockNode`` that the line-by-line
/// block phase keeps open, appends lines to and finally closes.
///
/// Records live in one ``PlainBuffer`` and refer to each other by index (parent, first and last
/// child, siblings) instead of by reference: the per-line walk down the open blocks then costs
/// no reference counting, a block costs no allocation of its own, and the whole tree is freed
/// as one buffer. Every field is trivial (no class, array or string), which is what makes that
/// single buffer possible; text lives in the parser's shared content buffer and variable-size
/// data (table rows) in side tables, each referenced by range or index.
struct BlockRecord {
    enum Kind: UInt8 {
        case document, blockQuote, list, item, paragraph, heading, thematicBreak
        case codeBlock, htmlBlock, table, footnoteDefinition

        /// Leaves whose lines are collected as text.
        @inline(__always)
        var acceptsLines: Bool { self == .paragraph || self == .codeBlock || self == .htmlBlock }

        @inline(__always)
        func canContain(_ child: Kind) -> Bool {
            switch self {
            case .document, .blockQuote, .item, .footnoteDefinition: return child != .item
            case .list: return child == .item
            default: return false
            }
        }
    }

    /// The index that stands for "no block" in the link fields.
    static let none = -1

    /// The enclosing block (``none`` for the document).
    var parent: Int
    var firstChild = BlockRecord.none
    var lastChild = BlockRecord.none
    var previousSibling = BlockRecord.none
    var nextSibling = BlockRecord.none
    /// How many children are linked, so conversion reserves arrays exactly.
    var childCount = 0
    /// 1-based line where the block starts.
    var startLine: Int
    /// Source offsets of the block.
    var start: Int
    var end: Int
    /// Nesting depth of containers (document is 0).
    var depth: Int

    /// The block's text in the parser's shared content buffer (paragraphs, code, HTML, heading
    /// content): lines each ending in `\n`, except a heading's single line.
    var contentStart = 0
    var contentEnd = 0
    /// The block's ``ContentSegment``s in the parser's shared segment buffer; their content
    /// offsets are relative to `contentStart`.
    var segmentStart = 0
    var segmentEnd = 0

    // List and item data.
    var list = ListMarker()
    var taskState: TaskState?
    // Code block data.
    var isFenced = false
    var fenceCharacter: UInt8 = 0
    // The byte-sized fields sit together after the list marker's own bytes, so a record has no
    // padding between fields (a large document holds tens of thousands of records).
    var kind: Kind
    var isOpen = true
    var lastLineBlank = false
    /// True when a paragraph turned out to hold only definitions, so it disappears.
    var isRemoved = false
    var fenceLength = 0
    var fenceIndent = 0
    /// Source range of a fenced block's info string, still escaped; empty when there is none.
    var infoStart = 0
    var infoEnd = 0
    // Heading data.
    var headingLevel = 0
    // HTML block data.
    var htmlBlockType = 0
    /// Index of a table's rows and alignments in the parser's table list.
    var tableIndex = BlockRecord.none
    /// Source range of a footnote definition's label.
    var labelStart = 0
    var labelEnd = 0

    init(kind: Kind, parent: Int, depth: Int, startLine: Int, start: Int) {
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.startLine = startLine
        self.start = start
        self.end = start
    }

    /// Asked through `blocks[index].hasChildren` on the per-line path; kept inlinable so that
    /// it reads one field rather than copying the record.
    @inline(__always)
    var hasChildren: Bool { firstChild != BlockRecord.none }
}
