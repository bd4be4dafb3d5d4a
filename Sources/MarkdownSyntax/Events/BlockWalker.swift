/// A depth-first walk over the block phase's records (``BlockRecord``), one step at a time,
/// without building ``BlockNode``s: what the event consumers (the streaming HTML writer,
/// ``MarkdownEvents``) read instead of a tree.
///
/// The records already form a tree linked by index (parent, first child, next sibling), so the
/// walk needs no stack of its own: it is two indices, and a step allocates nothing. Records that
/// make no node are skipped (paragraphs that held only link reference definitions, tables
/// without rows); footnote definitions are not entered but reported as
/// ``Step/footnoteDefinition(_:)``, since their content is written after the document
/// (a walker started at a definition with `includingRoot` enters that one).
struct BlockWalker {
    enum Step: Equatable {
        /// A container opens (block quote, list, list item, footnote definition); its children follow.
        case enter(Int)
        /// The container closes.
        case exit(Int)
        /// A block without child blocks: paragraph, heading, thematic break, code block, HTML block, table.
        case leaf(Int)
        /// A footnote definition met in document order; the walk goes on after it.
        case footnoteDefinition(Int)
    }

    private let records: PlainBuffer<BlockRecord>
    private let root: Int
    private let includesRoot: Bool
    /// The next record to visit, or ``BlockRecord/none`` when `up`'s children are done.
    private var node: Int
    /// The container to close next when `node` is ``BlockRecord/none``.
    private var up: Int
    private var isDone = false

    /// A walk over `root`'s descendants, and `root` itself when `includingRoot`.
    init(records: PlainBuffer<BlockRecord>, root: Int, includingRoot: Bool) {
        self.records = records
        self.root = root
        includesRoot = includingRoot
        if includingRoot {
            node = root
            up = records[root].parent
        } else {
            node = records[root].firstChild
            up = root
        }
    }

    /// The next step, or nil at the end of the walk.
    mutating func next() -> Step? {
        while !isDone {
            if node == BlockRecord.none {
                let closed = up
                if closed == root {
                    isDone = true
                    return includesRoot ? .exit(closed) : nil
                }
                node = records[closed].nextSibling
                up = records[closed].parent
                return .exit(closed)
            }
            let index = node
            let record = records[index]
            if record.kind == .footnoteDefinition, !(includesRoot && index == root) {
                advance(past: index)
                return .footnoteDefinition(index)
            }
            if ParsedBlocks.makesNoNode(record) {
                advance(past: index)
                continue
            }
            switch record.kind {
            case .blockQuote, .list, .item, .footnoteDefinition, .document:
                if record.firstChild != BlockRecord.none {
                    node = record.firstChild
                } else {
                    node = BlockRecord.none
                    up = index
                }
                return .enter(index)
            default:
                advance(past: index)
                return .leaf(index)
            }
        }
        return nil
    }

    /// Moves to the sibling after `index`, or to closing its parent.
    private mutating func advance(past index: Int) {
        let next = records[index].nextSibling
        if next == BlockRecord.none {
            node = BlockRecord.none
            up = records[index].parent
        } else {
            node = next
        }
    }
}
