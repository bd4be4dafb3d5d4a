/// A Markdown document as a sequence of ``MarkdownEvent``s, read lazily: the block structure is
/// parsed when iteration starts, and each leaf's inline content only when the iteration reaches
/// it, so no syntax tree is ever held (what is held is the input, the block phase's records and
/// the events of one block at a time).
///
/// The events are those of the tree ``MarkdownParser/parse(_:)-(String)`` returns, walked depth
/// first: rebuilding a tree from them gives that tree, node for node. The streaming HTML writer
/// (``HTMLRenderer/render(markdown:parser:chunkSize:to:)``) and the tree builder consume the same
/// walk over the block records, without making events.
///
/// ```swift
/// let parser = MarkdownParser(options: .init(extensions: .gfm))
/// var headings = 0
/// for event in parser.events("# Title\n\nText with *emphasis*.") {
///     if case .startBlock(.heading, _) = event { headings += 1 }
/// }
/// ```
public struct MarkdownEvents: Sequence, Sendable {
    let bytes: [UInt8]
    let options: ParseOptions

    public func makeIterator() -> Iterator { Iterator(bytes: bytes, options: options) }

    /// Produces the events one at a time; parses a leaf's inlines when its block is reached.
    public struct Iterator: IteratorProtocol {
        /// The block phase's result and what it points into, kept alive for the iteration.
        private final class Session {
            let input: UnsafeMutableBufferPointer<UInt8>
            let parser: BlockParser?
            let blocks: ParsedBlocks?
            var leaves: LeafInlineParser?
            /// The inline-only syntaxes' single paragraph (they have no block records).
            let inlineOnlyBlocks: [BlockNode]

            init(bytes: [UInt8], options: ParseOptions) {
                let cleaned = bytes.withUnsafeBufferPointer { ByteSearch.containsNUL($0) ? InputSanitizer.replacingNUL($0) : bytes }
                input = .allocate(capacity: cleaned.count)
                _ = input.initialize(from: cleaned)
                let builder = DocumentBuilder(input: UnsafeBufferPointer(input), options: options)
                if options.syntax == .full {
                    let (parser, footnotes, _) = builder.runBlockPhase()
                    let (blocks, leaves) = builder.parsedBlocks(of: parser, footnotes: footnotes)
                    self.parser = parser
                    self.blocks = blocks
                    self.leaves = leaves
                    inlineOnlyBlocks = []
                } else {
                    parser = nil
                    blocks = nil
                    leaves = nil
                    inlineOnlyBlocks = builder.inlineOnlyBlocks()
                }
            }

            deinit { input.deallocate() }
        }

        private let session: Session
        private var walk: DocumentWalk?
        /// The events of the step being read, and the next one's index.
        private var queue: [MarkdownEvent] = []
        private var queueIndex = 0
        /// The kinds of the open blocks, for their closing events.
        private var openKinds: [BlockKind] = []
        /// For each open list, the ordinal of its next item.
        private var ordinals: [Int] = []
        /// Footnote definitions met so far (document order) and their leaves' inlines.
        private var collected: [Int] = []
        private var deferred: [Int: [InlineNode]] = [:]
        /// After the document: the definitions to read, the next one's index, the walk over the current one.
        private var footnotes: [(record: Int, info: FootnoteDefinitionInfo)]?
        private var footnoteIndex = 0
        private var footnoteWalker: BlockWalker?
        private var currentFootnote: FootnoteDefinitionInfo?

        init(bytes: [UInt8], options: ParseOptions) {
            session = Session(bytes: bytes, options: options)
            if let blocks = session.blocks {
                walk = DocumentWalk(records: blocks.records)
            } else {
                for block in session.inlineOnlyBlocks {
                    queue.append(.startBlock(block.kind, block.range))
                    appendInlineEvents(block.inlines)
                    queue.append(.endBlock(block.kind, block.range))
                }
            }
        }

        public mutating func next() -> MarkdownEvent? {
            while queueIndex == queue.count {
                queue.removeAll(keepingCapacity: true)
                queueIndex = 0
                guard let blocks = session.blocks, let step = nextStep(blocks) else { return nil }
                read(step, blocks)
            }
            queueIndex += 1
            return queue[queueIndex - 1]
        }

        /// The next step of the document's walk, then of each referenced footnote definition's;
        /// steps inside a definition met in document order are consumed here (its leaves are
        /// parsed for later, so that references are numbered in document order).
        private mutating func nextStep(_ blocks: ParsedBlocks) -> BlockWalker.Step? {
            while var current = walk {
                walk = nil
                guard let step = current.next() else { break }
                let isDeferred = current.isDeferred
                walk = current
                guard isDeferred else { return step }
                switch step {
                case .leaf(let record): deferLeaves(of: record, blocks)
                case .exit(let record) where blocks.records[record].kind == .footnoteDefinition: collected.append(record)
                default: break
                }
            }
            if footnotes == nil { footnotes = blocks.referencedFootnotes(collected) }
            while let definitions = footnotes {
                if footnoteWalker == nil {
                    guard footnoteIndex < definitions.count else { return nil }
                    currentFootnote = definitions[footnoteIndex].info
                    footnoteWalker = BlockWalker(records: blocks.records, root: definitions[footnoteIndex].record,
                                                 includingRoot: true)
                    footnoteIndex += 1
                }
                if let step = footnoteWalker?.next() {
                    if case .footnoteDefinition = step { continue }
                    return step
                }
                footnoteWalker = nil
            }
            return nil
        }

        private mutating func read(_ step: BlockWalker.Step, _ blocks: ParsedBlocks) {
            switch step {
            case .enter(let record):
                var kind = blocks.kind(of: record)
                var range = blocks.range(of: record)
                switch kind {
                case .list(let info):
                    if case .ordered(let start, _) = info.kind { ordinals.append(start) } else { ordinals.append(1) }
                case .listItem(var info):
                    if let ordinal = ordinals.last {
                        info.ordinal = ordinal
                        ordinals[ordinals.count - 1] = ordinal + 1
                    }
                    kind = .listItem(info)
                case .footnoteDefinition:
                    if let currentFootnote { kind = .footnoteDefinition(currentFootnote) }
                    range = SourceRange(blocks.records[record].start, blocks.records[record].end)
                default:
                    break
                }
                openKinds.append(kind)
                queue.append(.startBlock(kind, range))
            case .exit(let record):
                let kind = openKinds.removeLast()
                if case .list = kind { ordinals.removeLast() }
                var range = blocks.range(of: record)
                if case .footnoteDefinition = kind {
                    range = SourceRange(blocks.records[record].start, blocks.records[record].end)
                }
                queue.append(.endBlock(kind, range))
            case .leaf(let record):
                readLeaf(record, blocks)
            case .footnoteDefinition:
                break
            }
        }

        private mutating func readLeaf(_ record: Int, _ blocks: ParsedBlocks) {
            let kind = blocks.kind(of: record)
            let range = blocks.range(of: record)
            queue.append(.startBlock(kind, range))
            switch blocks.records[record].kind {
            case .paragraph, .heading:
                appendInlineEvents(deferred.removeValue(forKey: record)
                                   ?? session.leaves?.tree(blocks.text(of: record), segments: blocks.segments(of: record))
                                   ?? [])
            case .table:
                let table = blocks.tables[blocks.records[record].tableIndex]
                for (index, row) in table.rows.enumerated() {
                    let rowRange = SourceRange(row.start, row.end)
                    queue.append(.startBlock(.tableRow(isHeader: index == 0), rowRange))
                    for column in table.alignments.indices {
                        guard column < row.cellCount else {
                            queue.append(.startBlock(.tableCell, SourceRange(row.end, row.end)))
                            queue.append(.endBlock(.tableCell, SourceRange(row.end, row.end)))
                            continue
                        }
                        let cell = table.cells[row.firstCell + column]
                        let cellRange = SourceRange(cell.start, cell.end)
                        queue.append(.startBlock(.tableCell, cellRange))
                        appendInlineEvents(deferred.removeValue(forKey: -1 - cell.start) ?? cellInlines(cell, blocks))
                        queue.append(.endBlock(.tableCell, cellRange))
                    }
                    queue.append(.endBlock(.tableRow(isHeader: index == 0), rowRange))
                }
            default:
                break
            }
            queue.append(.endBlock(kind, range))
        }

        private mutating func cellInlines(_ cell: TableCellSource, _ blocks: ParsedBlocks) -> [InlineNode] {
            cell.withText(content: blocks.content, input: blocks.input) { content, segments in
                session.leaves?.tree(content, segments: segments) ?? []
            }
        }

        /// Parses the leaves of `record`, in a footnote definition met in document order, for later.
        private mutating func deferLeaves(of record: Int, _ blocks: ParsedBlocks) {
            switch blocks.records[record].kind {
            case .paragraph, .heading:
                deferred[record] = session.leaves?.tree(blocks.text(of: record), segments: blocks.segments(of: record))
            case .table:
                for cell in blocks.tables[blocks.records[record].tableIndex].cells {
                    deferred[-1 - cell.start] = cellInlines(cell, blocks)
                }
            default:
                break
            }
        }

        /// The events of inline nodes, depth first (an explicit stack: any nesting is safe).
        private mutating func appendInlineEvents(_ inlines: [InlineNode]) {
            guard !inlines.isEmpty else { return }
            var stack: [(nodes: [InlineNode], index: Int)] = [(inlines, 0)]
            while let top = stack.indices.last {
                let index = stack[top].index
                guard index < stack[top].nodes.count else {
                    stack.removeLast()
                    if let parent = stack.last {
                        let container = parent.nodes[parent.index - 1]
                        queue.append(.endInline(container.kind, container.range))
                    }
                    continue
                }
                stack[top].index = index + 1
                let node = stack[top].nodes[index]
                switch node.kind {
                case .text, .softBreak, .lineBreak, .code, .html, .footnoteReference:
                    queue.append(.inline(node.kind, node.range))
                case .emphasis, .strong, .strikethrough, .link, .image, .extendedAttributes:
                    queue.append(.startInline(node.kind, node.range))
                    stack.append((node.children, 0))
                }
            }
        }
    }
}

extension MarkdownParser {
    /// The events of a Markdown text (see ``MarkdownEvents``), read lazily as you iterate.
    public func events(_ source: String) -> MarkdownEvents {
        MarkdownEvents(bytes: Array(source.utf8), options: options)
    }

    /// The events of Markdown given as UTF-8 bytes; invalid sequences read as U+FFFD.
    public func events(_ bytes: [UInt8]) -> MarkdownEvents {
        MarkdownEvents(bytes: bytes, options: options)
    }
}
