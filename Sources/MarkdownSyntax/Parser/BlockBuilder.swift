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

/// The start of one content line of a block: content offset and the source offset it came from.
struct ContentSegment {
    var contentOffset: Int
    var sourceOffset: Int
}

/// Maps offsets of a block's joined content back to source offsets.
enum SourceMap {
    static func sourceOffset(of offset: Int, in segments: [ContentSegment]) -> Int {
        guard !segments.isEmpty else { return offset }
        // Most leaves are a single line.
        if segments.count == 1 { return segments[0].sourceOffset + Swift.max(0, offset - segments[0].contentOffset) }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].contentOffset <= offset { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        return segment.sourceOffset + Swift.max(0, offset - segment.contentOffset)
    }
}

/// The parsed marker of a list item: what kind of list it belongs to and how far its content is indented.
struct ListMarker {
    var isOrdered = false
    var bulletCharacter: UInt8 = 0
    var start = 1
    var delimiter: UInt8 = 0
    var markerOffset = 0
    var padding = 0
    var isTight = true

    /// Two markers continue the same list when type, bullet character and delimiter agree.
    func continuesList(_ other: ListMarker) -> Bool {
        isOrdered == other.isOrdered && bulletCharacter == other.bulletCharacter && delimiter == other.delimiter
    }
}

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
