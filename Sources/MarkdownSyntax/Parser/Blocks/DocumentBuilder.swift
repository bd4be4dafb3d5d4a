/// Runs both parsing phases over one input and assembles the ``MarkdownDocument``: block
/// structure first, then, walking the block records (``DocumentWalk``), the inline content of
/// every leaf in document order (so footnote numbers follow first references), then footnote
/// definitions moved to the end.
///
/// The tree is one consumer of the record walk; the streaming HTML writer
/// (``HTMLWriter/renderRecords(_:leaves:isValidUTF8:chunkSize:to:)``) and ``MarkdownEvents`` are the others.
struct DocumentBuilder {
    let input: UnsafeBufferPointer<UInt8>
    let options: ParseOptions
    let definitions = DefinitionStore()
    let specials: SpecialBytes
    /// The bytes of a leading byte-order mark, which are not parsed (0 when there is none, or
    /// when the input is a region inside a document, where U+FEFF is text).
    let byteOrderMarkLength: Int

    /// A builder for `input`; `atDocumentStart` false for a region inside a document (the
    /// incremental parser's), whose leading U+FEFF is text rather than a byte-order mark.
    init(input: UnsafeBufferPointer<UInt8>, options: ParseOptions, atDocumentStart: Bool = true) {
        self.input = input
        self.options = options
        specials = SpecialBytes(options: options)
        byteOrderMarkLength = atDocumentStart ? InputSanitizer.byteOrderMarkLength(input) : 0
    }

    func build() -> MarkdownDocument {
        var blocks: [BlockNode] = []
        let lineTable = forEachBlock { blocks.append($0) }
        return MarkdownDocument(blocks: blocks, lineTable: lineTable)
    }

    /// The block phase's result: the parser (which owns the records and the leaves' shared
    /// buffers), the footnote labels when footnotes are on, and, when `needsLineTable`, the
    /// source's line table (found by the same line scan; the syntax tree needs it, the record
    /// walkers do not).
    func runBlockPhase(needsLineTable: Bool = false) -> (parser: BlockParser, footnotes: FootnoteRegistry?, lineTable: SourceLineTable?) {
        let parser = BlockParser(input: input, options: options, definitions: definitions)
        let lineTable = parser.run(recordingLineStarts: needsLineTable, skippedPrefix: byteOrderMarkLength).map {
            SourceLineTable(lineStarts: $0, byteCount: input.count)
        }
        var footnotes: FootnoteRegistry?
        if options.extensions.contains(.footnotes) {
            let registry = FootnoteRegistry()
            registerFootnotes(parser.footnoteDefinitions, blocks: parser.blocks, registry: registry)
            footnotes = registry
        }
        return (parser, footnotes, lineTable)
    }

    /// The reader of a finished block phase, and an inline parser for its leaves. The parsed
    /// blocks point into `parser`'s buffers: valid while `parser` lives (nothing is appended to
    /// its buffers once the block phase is over, so they do not move).
    func parsedBlocks(of parser: BlockParser, footnotes: FootnoteRegistry?) -> (ParsedBlocks, LeafInlineParser) {
        let content = parser.content.withUnsafeBufferPointer { $0 }
        let segments = parser.segments.withUnsafeBufferPointer { $0 }
        let blocks = ParsedBlocks(input: input, records: parser.blocks, content: content, segments: segments,
                                  tables: parser.tables, footnotes: footnotes)
        let leaves = LeafInlineParser(options: options, specials: specials, definitions: definitions, footnotes: footnotes)
        return (blocks, leaves)
    }

    /// Runs the block phase and calls `body` with its records and an inline parser for their
    /// leaves (`options.syntax` must be ``SyntaxMode/full``). Returns `body`'s result and, when
    /// `needsLineTable`, the source's line table.
    func withParsedBlocks<R>(needsLineTable: Bool = false,
                             _ body: (ParsedBlocks, inout LeafInlineParser) -> R) -> (R, SourceLineTable?) {
        let (parser, footnotes, lineTable) = runBlockPhase(needsLineTable: needsLineTable)
        let (blocks, parsedLeaves) = parsedBlocks(of: parser, footnotes: footnotes)
        var leaves = parsedLeaves
        let result = withExtendedLifetime(parser) { body(blocks, &leaves) }
        return (result, lineTable)
    }

    /// Parses the input and hands its top-level blocks to `body` one at a time, in the order of
    /// ``MarkdownDocument/blocks`` (referenced footnote definitions last), so that a consumer
    /// never needs the whole tree: each block's nodes are made just before `body` sees it.
    /// Returns the source's line table.
    func forEachBlock(_ body: (BlockNode) -> Void) -> SourceLineTable {
        if options.syntax != .full {
            inlineOnlyBlocks().forEach(body)
            return SourceLineTable(input)
        }
        let lineTable = withParsedBlocks(needsLineTable: true) { blocks, leaves in
            assembleTree(blocks, &leaves, body)
        }.1
        return lineTable ?? SourceLineTable(input)
    }

    /// The tree consumer of the record walk: containers collect their children's nodes until
    /// they close; a closed top-level block goes to `body`, a closed footnote definition aside
    /// until the document is done.
    private func assembleTree(_ blocks: ParsedBlocks, _ leaves: inout LeafInlineParser, _ body: (BlockNode) -> Void) {
        var walk = DocumentWalk(records: blocks.records)
        var open: [(record: Int, children: [BlockNode])] = []
        var collected: [Int] = []
        var definitions: [Int: BlockNode] = [:]
        func add(_ node: BlockNode) {
            if open.isEmpty { body(node) } else { open[open.count - 1].children.append(node) }
        }
        while let step = walk.next() {
            switch step {
            case .enter(let record):
                var children: [BlockNode] = []
                children.reserveCapacity(blocks.records[record].childCount)
                open.append((record, children))
            case .leaf(let record):
                add(leafNode(record, blocks, &leaves))
            case .exit(let record):
                let children = open.removeLast().children
                let block = blocks.records[record]
                if block.kind == .footnoteDefinition {
                    definitions[record] = BlockNode(kind: blocks.kind(of: record), children: children,
                                                    range: SourceRange(block.start, block.end))
                    collected.append(record)
                    continue
                }
                var node = BlockNode(kind: blocks.kind(of: record), children: children, range: blocks.range(of: record))
                if block.kind == .list { numberItems(of: &node, marker: block.list) }
                add(node)
            case .footnoteDefinition:
                break
            }
        }
        for (record, info) in blocks.referencedFootnotes(collected) {
            guard var node = definitions[record] else { continue }
            node.kind = .footnoteDefinition(info)
            body(node)
        }
    }

    /// List items' ordinals: their position in the list, from the list's start.
    private func numberItems(of list: inout BlockNode, marker: ListMarker) {
        for index in list.children.indices {
            guard case .listItem(var info) = list.children[index].kind else { continue }
            info.ordinal = marker.isOrdered ? marker.start + index : index + 1
            list.children[index].kind = .listItem(info)
        }
    }

    /// Gives `registry` the labels of the footnote definitions (`definitions`, in document order).
    private func registerFootnotes(_ definitions: [Int], blocks: PlainBuffer<BlockRecord>, registry: FootnoteRegistry) {
        registry.reserveCapacity(definitions.count)
        for definition in definitions {
            let start = blocks[definition].labelStart
            let end = blocks[definition].labelEnd
            let label = String(decoding: UnsafeBufferPointer(rebasing: input[start..<end]), as: UTF8.self)
            registry.define(normalizedLabel: LinkLabel.normalize(input, from: start, to: end), label: label, record: definition)
        }
    }

    /// The node of a block without child blocks.
    private func leafNode(_ record: Int, _ blocks: ParsedBlocks, _ leaves: inout LeafInlineParser) -> BlockNode {
        let range = blocks.range(of: record)
        switch blocks.records[record].kind {
        case .paragraph, .heading:
            let inlines = leaves.tree(blocks.text(of: record), segments: blocks.segments(of: record))
            return BlockNode(kind: blocks.kind(of: record), inlines: inlines, range: range)
        case .table:
            return tableNode(blocks.tables[blocks.records[record].tableIndex], blocks, &leaves, range: range)
        default:
            return BlockNode(kind: blocks.kind(of: record), range: range)
        }
    }

    private func tableNode(_ table: TableBuilder, _ blocks: ParsedBlocks, _ leaves: inout LeafInlineParser,
                           range: SourceRange) -> BlockNode {
        let columns = table.alignments.count
        var rows: [BlockNode] = []
        rows.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            var cells: [BlockNode] = []
            cells.reserveCapacity(columns)
            for column in 0..<columns {
                if column < row.cellCount {
                    let cell = table.cells[row.firstCell + column]
                    let inlines = cell.withText(content: blocks.content, input: blocks.input) { leaves.tree($0, segments: $1) }
                    cells.append(BlockNode(kind: .tableCell, inlines: inlines, range: SourceRange(cell.start, cell.end)))
                } else {
                    cells.append(BlockNode(kind: .tableCell, range: SourceRange(row.end, row.end)))
                }
            }
            rows.append(BlockNode(kind: .tableRow(isHeader: index == 0), children: cells, range: SourceRange(row.start, row.end)))
        }
        return BlockNode(kind: .table(columns: table.alignments), children: rows, range: range)
    }

    /// `.inlineOnly` and `.inlineOnlyPreservingWhitespace`: the whole input is one paragraph.
    func inlineOnlyBlocks() -> [BlockNode] {
        var start = byteOrderMarkLength
        if options.syntax == .inlineOnly {
            while start < input.count, ByteClass.isASCIIWhitespace(input[start]) { start += 1 }
        }
        guard start < input.count else { return [] }
        let content = UnsafeBufferPointer(rebasing: input[start...])
        var leaves = LeafInlineParser(options: options, specials: specials, definitions: definitions, footnotes: nil)
        let inlines = leaves.tree(content, segments: [ContentSegment(contentOffset: 0, sourceOffset: start)])
        guard !inlines.isEmpty else { return [] }
        return [BlockNode(kind: .paragraph, inlines: inlines, range: SourceRange(start, input.count))]
    }
}
