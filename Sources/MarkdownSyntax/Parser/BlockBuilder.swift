/// A block under construction: the mutable, reference-typed twin of ``BlockNode`` that the
/// line-by-line block phase keeps open, appends lines to and finally closes.
///
/// Reference semantics let the parser hold the chain of open containers and the tip without
/// copying; the finished tree is converted to value types once parsing is over.
final class BlockBuilder {
    enum Kind: Equatable {
        case document, blockQuote, list, item, paragraph, heading, thematicBreak
        case codeBlock, htmlBlock, table, footnoteDefinition
    }

    var kind: Kind
    /// The enclosing block. Not retained: a parent always outlives its children (it holds
    /// them, and the document root is held by the parser for the whole parse), so the
    /// reference is never dangling and costs no reference counting on the per-line path.
    unowned(unsafe) var parent: BlockBuilder?
    var children: [BlockBuilder] = []
    /// `children.last`, without reference counting: the per-line walk down the open blocks
    /// reads it once per container per line. Safe for the same reason as `parent`.
    unowned(unsafe) var lastChild: BlockBuilder?
    var isOpen = true
    var lastLineBlank = false
    /// 1-based line where the block starts.
    var startLine: Int
    /// Source offsets of the block.
    var start: Int
    var end: Int
    /// Nesting depth of containers (document is 0).
    var depth: Int

    /// Accumulated text lines (paragraphs, code, HTML, heading content), each ending in `\n`.
    var content: [UInt8] = []
    /// Where each appended line came from, to map content offsets back to the source.
    var segments: [ContentSegment] = []

    // List and item data.
    var list = ListMarker()
    var taskState: TaskState?
    // Code block data.
    var isFenced = false
    var fenceCharacter: UInt8 = 0
    var fenceLength = 0
    var fenceIndent = 0
    var info: String?
    // Heading data.
    var headingLevel = 0
    // HTML block data.
    var htmlBlockType = 0
    // Table data.
    var alignments: [TableColumnAlignment] = []
    var rows: [TableRowBuilder] = []
    // Footnote definition data.
    var footnoteLabel = ""
    /// Inline content once parsed (paragraphs and headings).
    var inlines: [InlineNode] = []
    /// True when a paragraph turned out to hold only definitions, so it disappears.
    var isRemoved = false

    init(kind: Kind, parent: BlockBuilder?, startLine: Int, start: Int) {
        self.kind = kind
        self.parent = parent
        self.startLine = startLine
        self.start = start
        self.end = start
        self.depth = (parent?.depth ?? -1) + 1
    }

    /// Adds `child` as the last child.
    func append(_ child: BlockBuilder) {
        children.append(child)
        lastChild = child
    }

    /// Removes the last child and returns it (the caller keeps it alive while references to it remain).
    func removeLastChild() -> BlockBuilder? {
        let removed = children.popLast()
        lastChild = children.last
        return removed
    }

    /// Appends source bytes `source[from..<to]` and a line feed as a new content line.
    func appendLine(_ source: UnsafeBufferPointer<UInt8>, from: Int, to: Int, leadingSpaces: Int) {
        for _ in 0..<leadingSpaces { content.append(0x20) }
        segments.append(ContentSegment(contentOffset: content.count, sourceOffset: from))
        if to > from { content.append(contentsOf: UnsafeBufferPointer(rebasing: source[from..<to])) }
        content.append(0x0A)
    }

    /// Source offset of content offset `offset`, through the line segments.
    func sourceOffset(ofContentOffset offset: Int) -> Int {
        SourceMap.sourceOffset(of: offset, in: segments)
    }

    var acceptsLines: Bool { kind == .paragraph || kind == .codeBlock || kind == .htmlBlock }

    func canContain(_ child: Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .item, .footnoteDefinition: return child != .item
        case .list: return child == .item
        default: return false
        }
    }
}
