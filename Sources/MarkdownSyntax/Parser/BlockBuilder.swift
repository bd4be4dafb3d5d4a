/// A block under construction: the mutable, reference-typed twin of ``BlockNode`` that the
/// line-by-line block phase keeps open, appends lines to and finally closes.
///
/// Reference semantics let the parser hold the chain of open containers and the tip without
/// copying; the finished tree is converted to value types once parsing is over.
///
/// Stored properties are `@exclusivity(unchecked)`: the builders never leave one parse on one
/// thread and no property is ever accessed while another access to it is in progress, so the
/// runtime exclusivity bookkeeping (a call per access, several per line) would only cost time.
final class BlockBuilder {
    enum Kind: Equatable {
        case document, blockQuote, list, item, paragraph, heading, thematicBreak
        case codeBlock, htmlBlock, table, footnoteDefinition
    }

    @exclusivity(unchecked) var kind: Kind
    /// The enclosing block. Not retained: a parent always outlives its children (it holds
    /// them, and the document root is held by the parser for the whole parse), so the
    /// reference is never dangling and costs no reference counting on the per-line path.
    @exclusivity(unchecked) unowned(unsafe) var parent: BlockBuilder?
    @exclusivity(unchecked) var children: [BlockBuilder] = []
    /// `children.last`, without reference counting: the per-line walk down the open blocks
    /// reads it once per container per line. Safe for the same reason as `parent`.
    @exclusivity(unchecked) unowned(unsafe) var lastChild: BlockBuilder?
    @exclusivity(unchecked) var isOpen = true
    @exclusivity(unchecked) var lastLineBlank = false
    /// 1-based line where the block starts.
    @exclusivity(unchecked) var startLine: Int
    /// Source offsets of the block.
    @exclusivity(unchecked) var start: Int
    @exclusivity(unchecked) var end: Int
    /// Nesting depth of containers (document is 0).
    @exclusivity(unchecked) var depth: Int

    /// Accumulated text lines (paragraphs, code, HTML, heading content), each ending in `\n`.
    @exclusivity(unchecked) var content: [UInt8] = []
    /// Where each appended line came from, to map content offsets back to the source.
    @exclusivity(unchecked) var segments: [ContentSegment] = []

    // List and item data.
    @exclusivity(unchecked) var list = ListMarker()
    @exclusivity(unchecked) var taskState: TaskState?
    // Code block data.
    @exclusivity(unchecked) var isFenced = false
    @exclusivity(unchecked) var fenceCharacter: UInt8 = 0
    @exclusivity(unchecked) var fenceLength = 0
    @exclusivity(unchecked) var fenceIndent = 0
    @exclusivity(unchecked) var info: String?
    // Heading data.
    @exclusivity(unchecked) var headingLevel = 0
    // HTML block data.
    @exclusivity(unchecked) var htmlBlockType = 0
    // Table data.
    @exclusivity(unchecked) var alignments: [TableColumnAlignment] = []
    @exclusivity(unchecked) var rows: [TableRowBuilder] = []
    // Footnote definition data.
    @exclusivity(unchecked) var footnoteLabel = ""
    /// Inline content once parsed (paragraphs and headings).
    @exclusivity(unchecked) var inlines: [InlineNode] = []
    /// True when a paragraph turned out to hold only definitions, so it disappears.
    @exclusivity(unchecked) var isRemoved = false

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
        // One growth check per line, geometric so that long blocks stay linear (appending the
        // line and then its line feed would otherwise reallocate twice on most lines).
        let needed = content.count + leadingSpaces + Swift.max(0, to - from) + 1
        if needed > content.capacity { content.reserveCapacity(Swift.max(needed, 2 * content.capacity, 64)) }
        if segments.capacity == 0 { segments.reserveCapacity(4) }
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
