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

    func build() -> MarkdownDocument {
        let lineTable = SourceLineTable(input)
        if options.syntax != .full {
            return MarkdownDocument(blocks: inlineOnlyBlocks(), lineTable: lineTable)
        }
        let parser = BlockParser(input: input, options: options, definitions: definitions)
        parser.run(lineStarts: lineTable.lineStarts)
        var footnotes: FootnoteRegistry?
        if options.extensions.contains(.footnotes) {
            let registry = FootnoteRegistry()
            registerFootnotes(in: parser.document, registry: registry)
            footnotes = registry
        }
        let collector = FootnoteCollector()
        var blocks = convertChildren(of: parser.document, footnotes: footnotes, collector: collector)
        if let footnotes {
            var referenced: [(number: Int, node: BlockNode)] = []
            var seen = Set<String>()
            for (normalized, var node) in collector.definitions {
                guard seen.insert(normalized).inserted, let entry = footnotes.entry(forNormalizedLabel: normalized),
                      entry.number > 0 else { continue }
                node.kind = .footnoteDefinition(FootnoteDefinitionInfo(label: entry.label, number: entry.number,
                                                                       referenceCount: entry.referenceCount))
                referenced.append((entry.number, node))
            }
            referenced.sort { $0.number < $1.number }
            blocks.append(contentsOf: referenced.map(\.node))
        }
        return MarkdownDocument(blocks: blocks, lineTable: lineTable)
    }

    private func registerFootnotes(in block: BlockBuilder, registry: FootnoteRegistry) {
        for child in block.children {
            if child.kind == .footnoteDefinition {
                let label = Array(child.footnoteLabel.utf8)
                let normalized = label.withUnsafeBufferPointer { LinkLabel.normalize($0, from: 0, to: $0.count) }
                registry.define(normalizedLabel: normalized, label: child.footnoteLabel)
            }
            if !child.children.isEmpty { registerFootnotes(in: child, registry: registry) }
        }
    }

    private func convertChildren(of block: BlockBuilder, footnotes: FootnoteRegistry?, collector: FootnoteCollector) -> [BlockNode] {
        var nodes: [BlockNode] = []
        nodes.reserveCapacity(block.children.count)
        for child in block.children {
            if child.kind == .footnoteDefinition {
                let children = convertChildren(of: child, footnotes: footnotes, collector: collector)
                let label = Array(child.footnoteLabel.utf8)
                let normalized = label.withUnsafeBufferPointer { LinkLabel.normalize($0, from: 0, to: $0.count) }
                let info = FootnoteDefinitionInfo(label: child.footnoteLabel, number: 0, referenceCount: 0)
                collector.definitions.append((normalized, BlockNode(kind: .footnoteDefinition(info), children: children,
                                                                    range: SourceRange(child.start, child.end))))
                continue
            }
            if let node = convert(child, footnotes: footnotes, collector: collector) { nodes.append(node) }
        }
        return nodes
    }

    private func convert(_ block: BlockBuilder, footnotes: FootnoteRegistry?, collector: FootnoteCollector) -> BlockNode? {
        let range = SourceRange(block.start, Swift.max(block.start, block.end))
        switch block.kind {
        case .document, .footnoteDefinition:
            return nil
        case .paragraph:
            if block.isRemoved { return nil }
            return BlockNode(kind: .paragraph, inlines: parseInlines(block.content, block.segments, footnotes: footnotes), range: range)
        case .heading:
            return BlockNode(kind: .heading(level: block.headingLevel),
                             inlines: parseInlines(block.content, block.segments, footnotes: footnotes), range: range)
        case .thematicBreak:
            return BlockNode(kind: .thematicBreak, range: range)
        case .blockQuote:
            return BlockNode(kind: .blockQuote, children: convertChildren(of: block, footnotes: footnotes, collector: collector), range: range)
        case .list:
            let marker = block.list
            let kind: ListInfo.Kind = marker.isOrdered
                ? .ordered(start: marker.start, delimiter: Character(Unicode.Scalar(marker.delimiter)))
                : .bullet(marker: Character(Unicode.Scalar(marker.bulletCharacter)))
            var items = convertChildren(of: block, footnotes: footnotes, collector: collector)
            for index in items.indices {
                guard case .listItem(var info) = items[index].kind else { continue }
                info.ordinal = marker.isOrdered ? marker.start + index : index + 1
                items[index].kind = .listItem(info)
            }
            return BlockNode(kind: .list(ListInfo(kind: kind, isTight: marker.isTight)), children: items, range: range)
        case .item:
            return BlockNode(kind: .listItem(ListItemInfo(ordinal: 1, task: block.taskState)),
                             children: convertChildren(of: block, footnotes: footnotes, collector: collector), range: range)
        case .codeBlock:
            let content = String(decoding: block.content, as: UTF8.self)
            return BlockNode(kind: .codeBlock(CodeBlockInfo(info: block.info, isFenced: block.isFenced, content: content)), range: range)
        case .htmlBlock:
            return BlockNode(kind: .htmlBlock(String(decoding: block.content, as: UTF8.self)), range: range)
        case .table:
            return convertTable(block, footnotes: footnotes, range: range)
        }
    }

    private func convertTable(_ block: BlockBuilder, footnotes: FootnoteRegistry?, range: SourceRange) -> BlockNode {
        let columns = block.alignments.count
        var rows: [BlockNode] = []
        rows.reserveCapacity(block.rows.count)
        for (index, row) in block.rows.enumerated() {
            var cells: [BlockNode] = []
            cells.reserveCapacity(columns)
            for column in 0..<columns {
                if column < row.cells.count {
                    let cell = row.cells[column]
                    cells.append(BlockNode(kind: .tableCell, inlines: parseInlines(cell.content, cell.segments, footnotes: footnotes),
                                           range: SourceRange(cell.start, cell.end)))
                } else {
                    cells.append(BlockNode(kind: .tableCell, range: SourceRange(row.end, row.end)))
                }
            }
            rows.append(BlockNode(kind: .tableRow(isHeader: index == 0), children: cells, range: SourceRange(row.start, row.end)))
        }
        return BlockNode(kind: .table(columns: block.alignments), children: rows, range: range)
    }

    private func parseInlines(_ content: [UInt8], _ segments: [ContentSegment], footnotes: FootnoteRegistry?) -> [InlineNode] {
        content.withUnsafeBufferPointer { buffer in
            var parser = InlineParser(content: buffer, options: options, specials: specials, definitions: definitions,
                                      footnotes: footnotes)
            parser.parse()
            if let inlines = InlineTreeBuilder.singleTextRun(arena: parser.arena, content: buffer, segments: segments,
                                                             options: options) {
                return inlines
            }
            var builder = InlineTreeBuilder(arena: parser.arena, content: buffer, segments: segments, options: options)
            return builder.build()
        }
    }

    /// `.inlineOnly` and `.inlineOnlyPreservingWhitespace`: the whole input is one paragraph.
    private func inlineOnlyBlocks() -> [BlockNode] {
        var start = 0
        if options.syntax == .inlineOnly {
            while start < input.count, ByteClass.isASCIIWhitespace(input[start]) { start += 1 }
        }
        guard start < input.count else { return [] }
        let content = Array(UnsafeBufferPointer(rebasing: input[start...]))
        let inlines = parseInlines(content, [ContentSegment(contentOffset: 0, sourceOffset: start)], footnotes: nil)
        guard !inlines.isEmpty else { return [] }
        return [BlockNode(kind: .paragraph, inlines: inlines, range: SourceRange(start, input.count))]
    }
}
