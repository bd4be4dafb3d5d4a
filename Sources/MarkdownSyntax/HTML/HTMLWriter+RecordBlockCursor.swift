extension HTMLWriter {
    /// ``HTMLBlockCursor`` over the block phase's records, the streaming path: the records are
    /// walked as ``DocumentWalk`` reaches them (no ``BlockNode`` made), each leaf's inlines parsed
    /// when it is reached and written from the inline parser's arena, which is reused from leaf to
    /// leaf. A footnote definition's leaves are parsed where it stands (so that references are
    /// numbered in document order) and kept; the definitions are walked again after the document,
    /// in the order ``ParsedBlocks/referencedFootnotes(_:)`` gives, and write what was kept.
    struct RecordBlockCursor: HTMLBlockCursor {
        /// A leaf of a footnote definition, parsed where the definition stands.
        private enum DeferredLeaf {
            case arena(InlineArena)
            case tree([InlineNode])
        }

        private let blocks: ParsedBlocks
        /// The leaf parser (the renderer's, valid while the walk lasts).
        private let leaves: UnsafeMutablePointer<LeafInlineParser>
        /// False for input that is not valid UTF-8: text then goes through `String`, which turns
        /// each invalid sequence into U+FFFD as the tree does.
        private let isValidUTF8: Bool
        /// Whether a heading's id is needed (its inlines are then kept as a tree).
        private let headingIDs: Bool
        private var walk: DocumentWalk
        /// Deferred leaves, in the order they were parsed, and where each is: by record (-1: none;
        /// empty until a leaf is deferred), and by ``key(cell:)`` for table cells. Indexes only: with
        /// the leaves as a dictionary's values, every lookup (a miss included) destroyed an
        /// `Optional<DeferredLeaf>` through the runtime's generic value witnesses (~160 instructions
        /// a leaf), and hashing a record per leaf written cost ~100 more
        /// (scripts/bench/shapes.sh footnotes).
        private var deferredLeaves: [DeferredLeaf] = []
        private var deferredByRecord: [Int] = []
        private var deferredCells: [Int: Int] = [:]
        /// The footnote definitions met in the document, then those written after it, by record.
        private var collected: [Int] = []
        private var referenced: [(record: Int, info: FootnoteDefinitionInfo)] = []
        private var nextReferenced = 0
        /// True once the document is walked and the footnote definitions are.
        private var writesFootnotes = false
        /// The walk over the footnote definition being written after the document, and that definition.
        private var footnoteWalk: BlockWalker?
        private(set) var footnote: FootnoteDefinitionInfo?
        /// The current leaf's record, and its table when it is one.
        private var record = 0
        private var table: TableBuilder?

        init(_ blocks: ParsedBlocks, leaves: UnsafeMutablePointer<LeafInlineParser>, isValidUTF8: Bool, headingIDs: Bool) {
            self.blocks = blocks
            self.leaves = leaves
            self.isValidUTF8 = isValidUTF8
            self.headingIDs = headingIDs
            walk = DocumentWalk(records: blocks.records)
        }

        private static func key(record: Int) -> Int { record }
        private static func key(cell: TableCellSource) -> Int { -1 - cell.start }

        mutating func next() -> BlockStep? {
            while let step = nextRecordStep() {
                switch step {
                case .enter(let record):
                    if let container = container(record) { return .enter(container) }
                case .exit(let record):
                    if let container = container(record) { return .exit(container) }
                case .leaf(let record):
                    self.record = record
                    let block = blocks.records[record]
                    switch block.kind {
                    case .paragraph:
                        let endsFootnote = isInFootnote && block.parent != BlockRecord.none
                            && blocks.records[block.parent].kind == .footnoteDefinition && blocks.isLastChild(record)
                        return .paragraph(tight: blocks.isInTightItem(record), endsFootnote: endsFootnote)
                    case .heading: return .heading(level: block.headingLevel)
                    case .thematicBreak: return .thematicBreak
                    case .codeBlock: return .codeBlock
                    case .htmlBlock: return .htmlBlock
                    case .table:
                        table = blocks.tables[block.tableIndex]
                        return .table
                    case .document, .blockQuote, .list, .item, .footnoteDefinition: continue
                    }
                case .footnoteDefinition:
                    // One nested in the definition being written: it has its own entry.
                    continue
                }
            }
            return nil
        }

        /// The walk's next step to write: the document's (a footnote definition's leaves parsed
        /// and kept on the way), then each referenced footnote definition's.
        @inline(__always)
        private mutating func nextRecordStep() -> BlockWalker.Step? {
            if !writesFootnotes {
                while let step = walk.next() {
                    guard walk.isDeferred else { return step }
                    switch step {
                    case .leaf(let record): deferLeaves(of: record)
                    case .exit(let record) where blocks.records[record].kind == .footnoteDefinition: collected.append(record)
                    default: break
                    }
                }
                writesFootnotes = true
                referenced = blocks.referencedFootnotes(collected)
            }
            return nextFootnoteStep()
        }

        /// The next step of the footnote definitions written after the document.
        private mutating func nextFootnoteStep() -> BlockWalker.Step? {
            while true {
                if let step = footnoteWalk?.next() { return step }
                guard nextReferenced < referenced.count else {
                    footnoteWalk = nil
                    return nil
                }
                let (record, info) = referenced[nextReferenced]
                nextReferenced += 1
                footnote = info
                footnoteWalk = BlockWalker(records: blocks.records, root: record, includingRoot: true)
            }
        }

        /// Whether a footnote definition is being written after the document. Asked by pattern, not
        /// as `footnote != nil`: the comparison of two optionals of the (Equatable) info built a
        /// tuple of them that was destroyed through the runtime's generic witnesses, ~165
        /// instructions a block step in a document with footnotes.
        private var isInFootnote: Bool {
            if case .some = footnote { return true }
            return false
        }

        /// The container a record opens (nil for a leaf, and for a footnote definition met where it
        /// stands rather than in the footnote section).
        @inline(__always)
        private func container(_ record: Int) -> Container? {
            let block = blocks.records[record]
            switch block.kind {
            case .blockQuote: return .blockQuote(alert: block.alert)
            case .list: return .list(ordered: block.list.isOrdered, start: block.list.start)
            case .item: return .item(block.taskState)
            case .footnoteDefinition: return isInFootnote ? .footnoteDefinition : nil
            default: return nil
            }
        }

        mutating func writeInlines(into writer: inout HTMLWriter) {
            writeInlines(blocks.text(of: record), segments: blocks.segments(of: record), key: Self.key(record: record),
                         into: &writer)
        }

        mutating func headingInlines() -> [InlineNode] {
            if let index = removeDeferredIndex(forKey: Self.key(record: record)), case .tree(let inlines) = takeDeferred(index) {
                return inlines
            }
            return leaves.pointee.tree(blocks.text(of: record), segments: blocks.segments(of: record))
        }

        func withCodeBlock(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
            let isValidUTF8 = isValidUTF8
            let code = blocks.text(of: record)
            blocks.withInfo(of: record) { info in
                guard let info else {
                    return Self.withValidUTF8(code, isValid: isValidUTF8) { body(UnsafeBufferPointer(start: nil, count: 0), $0) }
                }
                Self.withValidUTF8(info, isValid: isValidUTF8) { info in
                    let language = Self.firstWord(of: info)
                    Self.withValidUTF8(code, isValid: isValidUTF8) { body(language, $0) }
                }
            }
        }

        /// The code lies in the input or the shared buffer, which go on after it; a copy made valid does not.
        var codeReadableCount: Int { isValidUTF8 ? blocks.readableCount(of: record) : 0 }

        func withHTMLBlock(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            Self.withValidUTF8(blocks.text(of: record), isValid: isValidUTF8, body)
        }

        var tableRowCount: Int { table?.rows.count ?? 0 }

        func tableRow(_ row: Int) -> (isHeader: Bool, cells: Int) { (row == 0, table?.alignments.count ?? 0) }

        func tableAlignment(row: Int, column: Int) -> TableColumnAlignment? { table?.alignments[column] }

        mutating func writeTableCell(row: Int, column: Int, into writer: inout HTMLWriter) {
            guard let cell = table?.cell(row: row, column: column) else { return }
            cell.withText(content: blocks.content, input: blocks.input) { content, segments in
                writeInlines(content, segments: segments, key: Self.key(cell: cell), into: &writer)
            }
        }

        /// A leaf's inline content: kept from where its footnote definition stood, or parsed now and
        /// written from the arena (from the tree when only the tree gives the right HTML).
        private mutating func writeInlines(_ content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>,
                                           key: Int, into writer: inout HTMLWriter) {
            let nestingLimit = leaves.pointee.options.effectiveNestingDepth
            if let index = removeDeferredIndex(forKey: key) {
                switch takeDeferred(index) {
                case .arena(let arena): writer.renderInlines(arena, content: content, nestingLimit: nestingLimit)
                case .tree(let inlines): writer.renderInlines(inlines)
                }
                return
            }
            if !isValidUTF8 || leaves.pointee.needsTree(content) {
                writer.renderInlines(leaves.pointee.tree(content, segments: segments))
                return
            }
            leaves.pointee.withArenaUnlessPlain(content, plain: { writer.renderPlainText($0) }) {
                writer.renderInlines($0, content: content, nestingLimit: nestingLimit)
            }
        }

        /// Where the leaf deferred under `key` is in ``deferredLeaves``, forgotten there; nil when none is.
        @inline(__always)
        private mutating func removeDeferredIndex(forKey key: Int) -> Int? {
            if key >= 0 {
                guard key < deferredByRecord.count, deferredByRecord[key] >= 0 else { return nil }
                defer { deferredByRecord[key] = -1 }
                return deferredByRecord[key]
            }
            return deferredCells.isEmpty ? nil : deferredCells.removeValue(forKey: key)
        }

        /// Notes that the next leaf appended to ``deferredLeaves`` is the one of `key`.
        private mutating func noteDeferred(forKey key: Int) {
            guard key >= 0 else { return deferredCells[key] = deferredLeaves.count }
            if deferredByRecord.isEmpty { deferredByRecord = Array(repeating: -1, count: blocks.records.count) }
            deferredByRecord[key] = deferredLeaves.count
        }

        /// The deferred leaf at `index` of ``deferredLeaves``, moved out (an empty tree left in its place).
        private mutating func takeDeferred(_ index: Int) -> DeferredLeaf {
            var leaf = DeferredLeaf.tree([])
            swap(&leaf, &deferredLeaves[index])
            return leaf
        }

        /// Parses the leaves of `record` (in a footnote definition) and keeps them for later.
        private mutating func deferLeaves(of record: Int) {
            let block = blocks.records[record]
            switch block.kind {
            case .paragraph, .heading:
                noteDeferred(forKey: Self.key(record: record))
                deferredLeaves.append(deferredLeaf(blocks.text(of: record), segments: blocks.segments(of: record),
                                                   asTree: block.kind == .heading && headingIDs))
            case .table:
                for cell in blocks.tables[block.tableIndex].cells {
                    noteDeferred(forKey: Self.key(cell: cell))
                    deferredLeaves.append(cell.withText(content: blocks.content, input: blocks.input) { content, segments in
                        deferredLeaf(content, segments: segments, asTree: false)
                    })
                }
            default:
                break
            }
        }

        private func deferredLeaf(_ content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>,
                                  asTree: Bool) -> DeferredLeaf {
            if asTree || !isValidUTF8 || leaves.pointee.needsTree(content) {
                return .tree(leaves.pointee.tree(content, segments: segments))
            }
            return .arena(leaves.pointee.arena(content))
        }

        /// `bytes` as they are when valid UTF-8, else with each invalid sequence replaced by U+FFFD.
        private static func withValidUTF8<R>(_ bytes: UnsafeBufferPointer<UInt8>, isValid: Bool,
                                             _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if isValid { return body(bytes) }
            var text = String(decoding: bytes, as: UTF8.self)
            return text.withUTF8(body)
        }

        /// The first word of a code block's info string (``CodeBlockInfo/language``); empty when none.
        private static func firstWord(of info: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            var start = 0
            while start < info.count, info[start] == 0x20 || info[start] == 0x09 { start += 1 }
            var end = start
            while end < info.count, info[end] != 0x20, info[end] != 0x09 { end += 1 }
            return UnsafeBufferPointer(rebasing: info[start..<end])
        }
    }
}
