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

        /// Leaves with text in the content buffer (lines, or a heading's one line).
        @inline(__always)
        var hasText: Bool { acceptsLines || self == .heading }

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

    // Storage. Links and counts between records are 32-bit (a record index is below the number
    // of records, and 2³¹ records would need hundreds of GB before any index overflowed); source
    // offsets stay word-sized. The fields only one kind of block uses share four words (`slot0`…
    // `slot3`, zero in a new record, each accessor below encoding its default as zero), so a
    // record takes 128 bytes instead of 224: on `large.md`, about 45,000 records and 4 MB less
    // peak memory (`/usr/bin/time -v`, massif). Which kind uses which slot:
    //   code block: fenceLength, fenceIndent, infoStart, infoEnd
    //   footnote definition: labelStart, labelEnd
    //   list, item: list.start, list.markerOffset, list.padding
    //   heading: headingLevel; HTML block: htmlBlockType; table: tableIndex; block quote: alert (all slot0)
    // A paragraph, which has none of them, is the only block that turns into another kind
    // (a setext heading, a table), so a slot is never read with another kind's value.
    private var parent32: Int32
    private var firstChild32: Int32 = -1
    private var lastChild32: Int32 = -1
    private var previousSibling32: Int32 = -1
    private var nextSibling32: Int32 = -1
    private var childCount32: Int32 = 0
    private var depth32: Int32
    private var slot0 = 0
    private var slot1 = 0
    private var slot2 = 0
    private var slot3 = 0

    /// 1-based line where the block starts.
    var startLine: Int
    /// Source offsets of the block.
    var start: Int
    var end: Int

    /// The block's text in the parser's shared content buffer (paragraphs, code, HTML, heading
    /// content): lines each ending in `\n`, except a heading's single line.
    var contentStart = 0
    var contentEnd = 0
    /// The block's ``ContentSegment``s in the parser's shared segment buffer; their content
    /// offsets are relative to `contentStart`.
    var segmentStart = 0
    var segmentEnd = 0

    // The byte-sized fields last, so a record has no padding between fields.
    var kind: Kind
    var isOpen = true
    var lastLineBlank = false
    /// True when a paragraph turned out to hold only definitions, so it disappears.
    var isRemoved = false
    /// True once the closed leaf's text turned out to be a verbatim slice of the source: then
    /// `contentStart..<contentEnd` are offsets into the input, not the shared content buffer
    /// (see ``BlockParser/pointTextIntoSource(_:regionStart:isNewest:)`` and ``text(content:input:)``).
    var textInSource = false
    // Code block data.
    var isFenced = false
    var fenceCharacter: UInt8 = 0
    var taskState: TaskState?
    // The list marker's bytes (its words are in the slots).
    private var listIsOrdered = false
    private var listBulletCharacter: UInt8 = 0
    private var listDelimiter: UInt8 = 0
    private var listIsTight = true

    /// The enclosing block (``none`` for the document).
    var parent: Int {
        @inline(__always) get { Int(parent32) }
        @inline(__always) set { parent32 = Self.narrow(newValue) }
    }
    var firstChild: Int {
        @inline(__always) get { Int(firstChild32) }
        @inline(__always) set { firstChild32 = Self.narrow(newValue) }
    }
    var lastChild: Int {
        @inline(__always) get { Int(lastChild32) }
        @inline(__always) set { lastChild32 = Self.narrow(newValue) }
    }
    var previousSibling: Int {
        @inline(__always) get { Int(previousSibling32) }
        @inline(__always) set { previousSibling32 = Self.narrow(newValue) }
    }
    var nextSibling: Int {
        @inline(__always) get { Int(nextSibling32) }
        @inline(__always) set { nextSibling32 = Self.narrow(newValue) }
    }
    /// How many children are linked, so conversion reserves arrays exactly.
    var childCount: Int {
        @inline(__always) get { Int(childCount32) }
        @inline(__always) set { childCount32 = Self.narrow(newValue) }
    }
    /// Nesting depth of containers (document is 0).
    var depth: Int {
        @inline(__always) get { Int(depth32) }
        @inline(__always) set { depth32 = Self.narrow(newValue) }
    }

    // List and item data.
    var list: ListMarker {
        get {
            ListMarker(start: slot0 &+ 1, markerOffset: slot1, padding: slot2, isOrdered: listIsOrdered,
                       bulletCharacter: listBulletCharacter, delimiter: listDelimiter, isTight: listIsTight)
        }
        set {
            slot0 = newValue.start &- 1
            slot1 = newValue.markerOffset
            slot2 = newValue.padding
            listIsOrdered = newValue.isOrdered
            listBulletCharacter = newValue.bulletCharacter
            listDelimiter = newValue.delimiter
            listIsTight = newValue.isTight
        }
    }
    // Code block data.
    var fenceLength: Int { get { slot0 } set { slot0 = newValue } }
    var fenceIndent: Int { get { slot1 } set { slot1 = newValue } }
    /// Source range of a fenced block's info string, still escaped; empty when there is none.
    var infoStart: Int { get { slot2 } set { slot2 = newValue } }
    var infoEnd: Int { get { slot3 } set { slot3 = newValue } }
    // Heading data.
    var headingLevel: Int { get { slot0 } set { slot0 = newValue } }
    // HTML block data.
    var htmlBlockType: Int { get { slot0 } set { slot0 = newValue } }
    /// Index of a table's rows and alignments in the parser's table list.
    var tableIndex: Int { get { slot0 &- 1 } set { slot0 = newValue &+ 1 } }
    /// A block quote's GitHub alert type (``AlertRules``), nil for an ordinary quote.
    var alert: AlertKind? {
        get { slot0 > 0 && slot0 <= AlertKind.allCases.count ? AlertKind.allCases[slot0 - 1] : nil }
        set { slot0 = newValue.flatMap { AlertKind.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 }
    }
    /// Source range of a footnote definition's label.
    var labelStart: Int { get { slot0 } set { slot0 = newValue } }
    var labelEnd: Int { get { slot1 } set { slot1 = newValue } }

    init(kind: Kind, parent: Int, depth: Int, startLine: Int, start: Int) {
        self.kind = kind
        self.parent32 = Self.narrow(parent)
        self.depth32 = Self.narrow(depth)
        self.startLine = startLine
        self.start = start
        self.end = start
    }

    /// A record index or count as stored (see the storage comment: it always fits).
    @inline(__always)
    private static func narrow(_ value: Int) -> Int32 {
        assert(value >= Int(Int32.min) && value <= Int(Int32.max))
        return Int32(truncatingIfNeeded: value)
    }

    /// The leaf's text: a slice of `input` or of the parser's shared `content` buffer.
    @inline(__always)
    func text(content: UnsafeBufferPointer<UInt8>, input: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: (textInSource ? input : content)[contentStart..<contentEnd])
    }

    /// Asked through `blocks[index].hasChildren` on the per-line path; kept inlinable so that
    /// it reads one field rather than copying the record.
    @inline(__always)
    var hasChildren: Bool { firstChild != BlockRecord.none }
}
