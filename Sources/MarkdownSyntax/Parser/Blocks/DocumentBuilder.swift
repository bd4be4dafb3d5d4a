/// Runs both parsing phases over one input and assembles the ``MarkdownDocument``: block
/// structure first, then inline content of every leaf in document order (so footnote numbers
/// follow first references), then footnote definitions moved to the end.
struct DocumentBuilder {
    let input: UnsafeBufferPointer<UInt8>
    let options: ParseOptions
    let definitions = DefinitionStore()
    let specials: SpecialBytes

    init(input: UnsafeBufferPointer<UInt8>, options: ParseOptions) {
        self.input = input
        self.options = options
        specials = SpecialBytes(options: options)
    }

    /// Footnote definitions taken out of the tree, with their normalized labels.
    private final class FootnoteCollector {
        var definitions: [(normalized: String, node: BlockNode)] = []
    }

    /// What converting the block records into ``BlockNode``s reads: the records, the leaves'
    /// shared text and segments, and a reusable segment array for ``InlineTreeBuilder``.
    private final class ConversionContext {
        let blocks: PlainBuffer<BlockRecord>
        let content: UnsafeBufferPointer<UInt8>
        let segments: UnsafeBufferPointer<ContentSegment>
        let tables: [TableBuilder]
        let footnotes: FootnoteRegistry?
        let collector = FootnoteCollector()
        /// One leaf's segments at a time: the inline tree builder holds the array only while it
        /// runs, so refilling it for the next leaf reuses its storage instead of allocating.
        /// Exclusivity is unchecked: the context lives in one conversion on one thread and the
        /// array is only ever refilled between two leaves, never while it is being read.
        @exclusivity(unchecked) var leafSegments: [ContentSegment] = []
        /// Whether leaves keep their inline arena for the streaming HTML writer (``PreparedInlines``)
        /// instead of building ``InlineNode``s; off inside footnote definitions, which are handed
        /// over after the conversion, when the shared text is gone.
        var preparesInlines = false
        /// The prepared leaves of the top-level block being converted, in document order.
        var prepared: [PreparedInlines] = []

        init(parser: BlockParser, content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>,
             footnotes: FootnoteRegistry?) {
            blocks = parser.blocks
            self.content = content
            self.segments = segments
            tables = parser.tables
            self.footnotes = footnotes
        }
    }

    func build() -> MarkdownDocument {
        var blocks: [BlockNode] = []
        let lineTable = forEachBlock { blocks.append($0) }
        return MarkdownDocument(blocks: blocks, lineTable: lineTable)
    }

    /// Parses the input and hands its top-level blocks to `body` one at a time, in the order of
    /// ``MarkdownDocument/blocks`` (referenced footnote definitions last), so that a consumer
    /// such as the streaming HTML renderer never needs the whole tree: each block's nodes are
    /// made just before `body` sees it. Returns the source's line table.
    func forEachBlock(_ body: (BlockNode) -> Void) -> SourceLineTable {
        forEachBlock(preparingInlines: false) { block, _ in body(block) }
    }

    /// ``forEachBlock(_:)``, where with `preparingInlines` the leaves that qualify come with no
    /// inlines and their parsed content goes, in document order, to the second argument of `body`
    /// (``PreparedInlines``, valid only during the call) for ``HTMLWriter`` to write directly.
    func forEachBlock(preparingInlines: Bool, _ body: (BlockNode, [PreparedInlines]) -> Void) -> SourceLineTable {
        let lineTable = SourceLineTable(input)
        if options.syntax != .full {
            inlineOnlyBlocks().forEach { body($0, []) }
            return lineTable
        }
        let parser = BlockParser(input: input, options: options, definitions: definitions)
        parser.run(lineStarts: lineTable.lineStarts)
        var footnotes: FootnoteRegistry?
        if options.extensions.contains(.footnotes) {
            let registry = FootnoteRegistry()
            registerFootnotes(in: BlockParser.document, blocks: parser.blocks, registry: registry)
            footnotes = registry
        }
        // The block phase is over, so the shared buffers no longer grow: pointers into them
        // stay valid for the whole conversion.
        let collected = parser.content.withUnsafeBufferPointer { content in
            parser.segments.withUnsafeBufferPointer { segments in
                let context = ConversionContext(parser: parser, content: content, segments: segments, footnotes: footnotes)
                context.preparesInlines = preparingInlines
                convertChildren(of: BlockParser.document, context) { block in
                    body(block, context.prepared)
                    context.prepared.removeAll(keepingCapacity: true)
                }
                return context.collector.definitions
            }
        }
        if let footnotes {
            var referenced: [(number: Int, node: BlockNode)] = []
            var seen = Set<String>()
            for (normalized, var node) in collected {
                guard seen.insert(normalized).inserted, let entry = footnotes.entry(forNormalizedLabel: normalized),
                      entry.number > 0 else { continue }
                node.kind = .footnoteDefinition(FootnoteDefinitionInfo(label: entry.label, number: entry.number,
                                                                       referenceCount: entry.referenceCount))
                referenced.append((entry.number, node))
            }
            referenced.sort { $0.number < $1.number }
            referenced.forEach { body($0.node, []) }
        }
        return lineTable
    }

    private func footnoteLabel(of record: BlockRecord) -> (label: String, normalized: String) {
        let label = String(decoding: UnsafeBufferPointer(rebasing: input[record.labelStart..<record.labelEnd]), as: UTF8.self)
        return (label, LinkLabel.normalize(input, from: record.labelStart, to: record.labelEnd))
    }

    private func registerFootnotes(in block: Int, blocks: PlainBuffer<BlockRecord>, registry: FootnoteRegistry) {
        var child = blocks[block].firstChild
        while child != BlockRecord.none {
            if blocks[child].kind == .footnoteDefinition {
                let (label, normalized) = footnoteLabel(of: blocks[child])
                registry.define(normalizedLabel: normalized, label: label)
            }
            if blocks[child].hasChildren { registerFootnotes(in: child, blocks: blocks, registry: registry) }
            child = blocks[child].nextSibling
        }
    }

    private func convertChildren(of block: Int, _ context: ConversionContext) -> [BlockNode] {
        var nodes: [BlockNode] = []
        nodes.reserveCapacity(context.blocks[block].childCount)
        convertChildren(of: block, context) { nodes.append($0) }
        return nodes
    }

    /// Converts `block`'s children in order, handing each node to `body`; footnote definitions
    /// go to the context's collector instead.
    private func convertChildren(of block: Int, _ context: ConversionContext, each body: (BlockNode) -> Void) {
        let blocks = context.blocks
        var child = blocks[block].firstChild
        while child != BlockRecord.none {
            defer { child = blocks[child].nextSibling }
            if blocks[child].kind == .footnoteDefinition {
                let prepares = context.preparesInlines
                context.preparesInlines = false
                let children = convertChildren(of: child, context)
                context.preparesInlines = prepares
                let (label, normalized) = footnoteLabel(of: blocks[child])
                let info = FootnoteDefinitionInfo(label: label, number: 0, referenceCount: 0)
                context.collector.definitions.append((normalized, BlockNode(kind: .footnoteDefinition(info), children: children,
                                                                            range: SourceRange(blocks[child].start, blocks[child].end))))
                continue
            }
            if let node = convert(child, context) { body(node) }
        }
    }

    /// The text of a leaf, from the shared buffer or the input (``BlockRecord/text(content:input:)``).
    private func text(of record: BlockRecord, _ context: ConversionContext) -> UnsafeBufferPointer<UInt8> {
        record.text(content: context.content, input: input)
    }

    /// Inline content of a paragraph or heading.
    private func leafInlines(of record: BlockRecord, _ context: ConversionContext) -> [InlineNode] {
        if context.preparesInlines,
           let arena = preparedArena(text(of: record, context), footnotes: context.footnotes) {
            context.prepared.append(PreparedInlines(key: record.start, arena: arena, content: text(of: record, context),
                                                    storage: [], nestingLimit: options.effectiveNestingDepth))
            return []
        }
        context.leafSegments.removeAll(keepingCapacity: true)
        for index in record.segmentStart..<record.segmentEnd { context.leafSegments.append(context.segments[index]) }
        return parseInlines(text(of: record, context), context.leafSegments, footnotes: context.footnotes)
    }

    private func convert(_ block: Int, _ context: ConversionContext) -> BlockNode? {
        let record = context.blocks[block]
        let range = SourceRange(record.start, Swift.max(record.start, record.end))
        switch record.kind {
        case .document, .footnoteDefinition:
            return nil
        case .paragraph:
            if record.isRemoved { return nil }
            return BlockNode(kind: .paragraph, inlines: leafInlines(of: record, context), range: range)
        case .heading:
            return BlockNode(kind: .heading(level: record.headingLevel), inlines: leafInlines(of: record, context), range: range)
        case .thematicBreak:
            return BlockNode(kind: .thematicBreak, range: range)
        case .blockQuote:
            return BlockNode(kind: .blockQuote, children: convertChildren(of: block, context), range: range)
        case .list:
            let marker = record.list
            let kind: ListInfo.Kind = marker.isOrdered
                ? .ordered(start: marker.start, delimiter: Character(Unicode.Scalar(marker.delimiter)))
                : .bullet(marker: Character(Unicode.Scalar(marker.bulletCharacter)))
            var items = convertChildren(of: block, context)
            for index in items.indices {
                guard case .listItem(var info) = items[index].kind else { continue }
                info.ordinal = marker.isOrdered ? marker.start + index : index + 1
                items[index].kind = .listItem(info)
            }
            return BlockNode(kind: .list(ListInfo(kind: kind, isTight: marker.isTight)), children: items, range: range)
        case .item:
            return BlockNode(kind: .listItem(ListItemInfo(ordinal: 1, task: record.taskState)),
                             children: convertChildren(of: block, context), range: range)
        case .codeBlock:
            let content = String(decoding: text(of: record, context), as: UTF8.self)
            let info = record.infoEnd > record.infoStart
                ? String(decoding: TextUnescaping.unescape(input, from: record.infoStart, to: record.infoEnd), as: UTF8.self)
                : nil
            return BlockNode(kind: .codeBlock(CodeBlockInfo(info: info, isFenced: record.isFenced, content: content)), range: range)
        case .htmlBlock:
            return BlockNode(kind: .htmlBlock(String(decoding: text(of: record, context), as: UTF8.self)), range: range)
        case .table:
            guard record.tableIndex != BlockRecord.none else { return nil }
            return convertTable(context.tables[record.tableIndex], context, range: range)
        }
    }

    private func convertTable(_ table: TableBuilder, _ context: ConversionContext, range: SourceRange) -> BlockNode {
        let footnotes = context.footnotes
        let columns = table.alignments.count
        var rows: [BlockNode] = []
        rows.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            var cells: [BlockNode] = []
            cells.reserveCapacity(columns)
            for column in 0..<columns {
                if column < row.cells.count {
                    let cell = row.cells[column]
                    if context.preparesInlines,
                       let arena = cell.content.withUnsafeBufferPointer({ preparedArena($0, footnotes: footnotes) }) {
                        context.prepared.append(PreparedInlines(key: cell.start, arena: arena, content: nil, storage: cell.content,
                                                                nestingLimit: options.effectiveNestingDepth))
                        cells.append(BlockNode(kind: .tableCell, range: SourceRange(cell.start, cell.end)))
                        continue
                    }
                    let inlines = cell.content.withUnsafeBufferPointer { parseInlines($0, cell.segments, footnotes: footnotes) }
                    cells.append(BlockNode(kind: .tableCell, inlines: inlines, range: SourceRange(cell.start, cell.end)))
                } else {
                    cells.append(BlockNode(kind: .tableCell, range: SourceRange(row.end, row.end)))
                }
            }
            rows.append(BlockNode(kind: .tableRow(isHeader: index == 0), children: cells, range: SourceRange(row.start, row.end)))
        }
        return BlockNode(kind: .table(columns: table.alignments), children: rows, range: range)
    }

    /// The parsed arena of a leaf whose HTML can be written from it, or nil when the leaf needs
    /// the tree (a GFM e-mail autolink may hide in its text: only ``InlineTreeBuilder`` finds them).
    private func preparedArena(_ content: UnsafeBufferPointer<UInt8>, footnotes: FootnoteRegistry?) -> InlineArena? {
        if options.extensions.contains(.autolink), ByteSearch.contains(UInt8(ascii: "@"), in: content) { return nil }
        var parser = InlineParser(content: content, options: options, specials: specials, definitions: definitions,
                                  footnotes: footnotes)
        parser.parse()
        return parser.arena
    }

    private func parseInlines(_ content: UnsafeBufferPointer<UInt8>, _ segments: [ContentSegment], footnotes: FootnoteRegistry?) -> [InlineNode] {
        var parser = InlineParser(content: content, options: options, specials: specials, definitions: definitions,
                                  footnotes: footnotes)
        parser.parse()
        if let inlines = InlineTreeBuilder.singleTextRun(arena: parser.arena, content: content, segments: segments,
                                                         options: options) {
            return inlines
        }
        var builder = InlineTreeBuilder(arena: parser.arena, content: content, segments: segments, options: options)
        return builder.build()
    }

    /// `.inlineOnly` and `.inlineOnlyPreservingWhitespace`: the whole input is one paragraph.
    private func inlineOnlyBlocks() -> [BlockNode] {
        var start = 0
        if options.syntax == .inlineOnly {
            while start < input.count, ByteClass.isASCIIWhitespace(input[start]) { start += 1 }
        }
        guard start < input.count else { return [] }
        let content = UnsafeBufferPointer(rebasing: input[start...])
        let inlines = parseInlines(content, [ContentSegment(contentOffset: 0, sourceOffset: start)], footnotes: nil)
        guard !inlines.isEmpty else { return [] }
        return [BlockNode(kind: .paragraph, inlines: inlines, range: SourceRange(start, input.count))]
    }
}
