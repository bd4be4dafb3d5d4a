/// The streaming HTML path: HTML written straight from the block records as ``DocumentWalk``
/// reaches them (no ``BlockNode`` made), each leaf's inlines parsed when it is reached and
/// written from the inline parser's arena, which is reused from leaf to leaf. The same bytes as
/// the tree writer (``renderBlocks(_:)``) of the parsed document, through the same element
/// helpers.
extension HTMLWriter {
    /// A leaf of a footnote definition, parsed where the definition stands (so that references
    /// are numbered in document order) and written after the document.
    private enum DeferredLeaf {
        case arena(InlineArena)
        case tree([InlineNode])
    }

    /// What a record walk writes with: the records, the leaf parser and what is kept for later.
    private struct RecordContext {
        let blocks: ParsedBlocks
        /// False for input that is not valid UTF-8: text then goes through `String`, which turns
        /// each invalid sequence into U+FFFD as the tree does.
        let isValidUTF8: Bool
        /// Deferred leaves by ``key(record:)`` or ``key(cell:)``.
        var deferred: [Int: DeferredLeaf] = [:]
        /// The footnote definition being written after the document, if any.
        var footnote: FootnoteDefinitionInfo?

        static func key(record: Int) -> Int { record }
        static func key(cell: TableCellSource) -> Int { -1 - cell.start }
    }

    /// Writes the document the records make, flushing to `sink` whenever `chunkSize` bytes are
    /// buffered; ``finish()`` ends it.
    mutating func renderRecords(_ blocks: ParsedBlocks, leaves: inout LeafInlineParser, isValidUTF8: Bool,
                                chunkSize: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        var context = RecordContext(blocks: blocks, isValidUTF8: isValidUTF8)
        var walk = DocumentWalk(records: blocks.records)
        var collected: [Int] = []
        while let step = walk.next() {
            if walk.isDeferred {
                switch step {
                case .leaf(let record): deferLeaves(of: record, &context, &leaves)
                case .exit(let record) where blocks.records[record].kind == .footnoteDefinition: collected.append(record)
                default: break
                }
                continue
            }
            write(step, &context, &leaves)
            if markup.sink.count >= chunkSize { flush(to: sink) }
        }
        for (record, info) in blocks.referencedFootnotes(collected) {
            context.footnote = info
            var walker = BlockWalker(records: blocks.records, root: record, includingRoot: true)
            while let step = walker.next() {
                write(step, &context, &leaves)
                if markup.sink.count >= chunkSize { flush(to: sink) }
            }
        }
    }

    private mutating func write(_ step: BlockWalker.Step, _ context: inout RecordContext, _ leaves: inout LeafInlineParser) {
        switch step {
        case .enter(let record):
            if let container = container(record, context) { enter(container) }
        case .exit(let record):
            if let container = container(record, context) { exit(container) }
        case .leaf(let record):
            writeLeaf(record, &context, &leaves)
        case .footnoteDefinition:
            // One nested in the definition being written: it has its own entry.
            break
        }
    }

    /// The container a record opens (nil for a leaf, and for a footnote definition met where it
    /// stands rather than in the footnote section).
    private func container(_ record: Int, _ context: RecordContext) -> Container? {
        let block = context.blocks.records[record]
        switch block.kind {
        case .blockQuote: return .blockQuote(alert: block.alert)
        case .list: return .list(ordered: block.list.isOrdered, start: block.list.start)
        case .item: return .item(block.taskState)
        case .footnoteDefinition: return context.footnote.map { .footnoteDefinition($0) }
        default: return nil
        }
    }

    private mutating func writeLeaf(_ record: Int, _ context: inout RecordContext, _ leaves: inout LeafInlineParser) {
        let blocks = context.blocks
        let block = blocks.records[record]
        switch block.kind {
        case .paragraph:
            let endsFootnote = context.footnote != nil && block.parent != BlockRecord.none
                && blocks.records[block.parent].kind == .footnoteDefinition && blocks.isLastChild(record)
            writeParagraph(tight: blocks.isInTightItem(record), endingFootnote: endsFootnote ? context.footnote : nil) {
                $0.writeInlines(blocks.text(of: record), segments: blocks.segments(of: record),
                                key: RecordContext.key(record: record), &context, &leaves)
            }
        case .heading:
            let key = RecordContext.key(record: record)
            if options.headingIDs {
                let inlines: [InlineNode]
                if case .tree(let deferred)? = context.deferred.removeValue(forKey: key) {
                    inlines = deferred
                } else {
                    inlines = leaves.tree(blocks.text(of: record), segments: blocks.segments(of: record))
                }
                writeHeading(level: block.headingLevel, id: slugger.slug(for: inlines)) { $0.renderInlines(inlines) }
            } else {
                writeHeading(level: block.headingLevel, id: nil) {
                    $0.writeInlines(blocks.text(of: record), segments: blocks.segments(of: record), key: key, &context, &leaves)
                }
            }
        case .thematicBreak:
            markup.thematicBreak()
        case .codeBlock:
            let isValidUTF8 = context.isValidUTF8
            blocks.withInfo(of: record) { info in
                guard let info else { return writeCodeBlock(record, language: UnsafeBufferPointer(start: nil, count: 0), context) }
                Self.withValidUTF8(info, isValid: isValidUTF8) { writeCodeBlock(record, language: Self.firstWord(of: $0), context) }
            }
        case .htmlBlock:
            Self.withValidUTF8(blocks.text(of: record), isValid: context.isValidUTF8) { markup.htmlBlock($0) }
        case .table:
            let table = blocks.tables[block.tableIndex]
            writeTable(rows: table.rows.count) { row in
                (row == 0, table.alignments.count)
            } alignment: { _, column in
                table.alignments[column]
            } cell: { writer, row, column in
                let cells = table.rows[row].cells
                guard column < cells.count else { return }
                let cell = cells[column]
                cell.content.withUnsafeBufferPointer { content in
                    cell.segments.withUnsafeBufferPointer { segments in
                        writer.writeInlines(content, segments: segments, key: RecordContext.key(cell: cell), &context, &leaves)
                    }
                }
            }
        case .document, .blockQuote, .list, .item, .footnoteDefinition:
            break
        }
    }

    private mutating func writeCodeBlock(_ record: Int, language: UnsafeBufferPointer<UInt8>, _ context: RecordContext) {
        let highlights = options.highlightsCode
        markup.codeBlock(language: language) { markup in
            Self.withValidUTF8(context.blocks.text(of: record), isValid: context.isValidUTF8) { code in
                if highlights { markup.code(code, highlightingAs: language) } else { markup.text(code) }
            }
        }
    }

    /// A leaf's inline content: kept from where its footnote definition stood, or parsed now and
    /// written from the arena (from the tree when only the tree gives the right HTML).
    private mutating func writeInlines(_ content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>,
                                       key: Int, _ context: inout RecordContext, _ leaves: inout LeafInlineParser) {
        if !context.deferred.isEmpty, let deferred = context.deferred.removeValue(forKey: key) {
            switch deferred {
            case .arena(let arena): renderInlines(arena, content: content, nestingLimit: leaves.options.effectiveNestingDepth)
            case .tree(let inlines): renderInlines(inlines)
            }
            return
        }
        if !context.isValidUTF8 || leaves.needsTree(content) {
            renderInlines(leaves.tree(content, segments: segments))
            return
        }
        let nestingLimit = leaves.options.effectiveNestingDepth
        leaves.withArena(content) { renderInlines($0, content: content, nestingLimit: nestingLimit) }
    }

    /// Parses the leaves of `record` (in a footnote definition) and keeps them for later.
    private func deferLeaves(of record: Int, _ context: inout RecordContext, _ leaves: inout LeafInlineParser) {
        let blocks = context.blocks
        let block = blocks.records[record]
        switch block.kind {
        case .paragraph, .heading:
            let content = blocks.text(of: record)
            context.deferred[RecordContext.key(record: record)] = deferredLeaf(
                content, segments: blocks.segments(of: record), asTree: block.kind == .heading && options.headingIDs,
                context, &leaves)
        case .table:
            for row in blocks.tables[block.tableIndex].rows {
                for cell in row.cells {
                    context.deferred[RecordContext.key(cell: cell)] = cell.content.withUnsafeBufferPointer { content in
                        cell.segments.withUnsafeBufferPointer { segments in
                            deferredLeaf(content, segments: segments, asTree: false, context, &leaves)
                        }
                    }
                }
            }
        default:
            break
        }
    }

    private func deferredLeaf(_ content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>,
                              asTree: Bool, _ context: RecordContext, _ leaves: inout LeafInlineParser) -> DeferredLeaf {
        if asTree || !context.isValidUTF8 || leaves.needsTree(content) {
            return .tree(leaves.tree(content, segments: segments))
        }
        return .arena(leaves.arena(content))
    }

    /// `bytes` as they are when valid UTF-8, else with each invalid sequence replaced by U+FFFD.
    private static func withValidUTF8<R>(_ bytes: UnsafeBufferPointer<UInt8>, isValid: Bool,
                                         _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if isValid { return body(bytes) }
        var text = String(decoding: bytes, as: UTF8.self)
        return text.withUTF8(body)
    }

    /// The first word of a code block's info string (``CodeBlockInfo/language``); empty when none.
    static func firstWord(of info: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        while start < info.count, info[start] == 0x20 || info[start] == 0x09 { start += 1 }
        var end = start
        while end < info.count, info[end] != 0x20, info[end] != 0x09 { end += 1 }
        return UnsafeBufferPointer(rebasing: info[start..<end])
    }
}
