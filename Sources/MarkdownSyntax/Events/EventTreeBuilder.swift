/// Rebuilds the syntax tree that a sequence of ``MarkdownEvent``s describes: the tree the
/// parser returns, node for node, when the events are those of ``MarkdownEvents``. The check
/// that the event stream and the tree agree (the fuzz invariants and the tests use it).
package struct EventTreeBuilder {
    /// Why the events describe no tree: an end without its start, or a start never ended.
    package struct Unbalanced: Error, CustomStringConvertible {
        package var description: String
    }

    private struct BlockFrame {
        let kind: BlockKind
        let range: SourceRange
        var children: [BlockNode] = []
        var inlines: [InlineNode] = []
    }

    private struct InlineFrame {
        let kind: InlineKind
        let range: SourceRange
        var children: [InlineNode] = []
    }

    private var blocks: [BlockFrame] = []
    private var inlines: [InlineFrame] = []
    private var document: [BlockNode] = []

    /// The top-level blocks `events` describe.
    package static func blocks(from events: some Sequence<MarkdownEvent>) throws(Unbalanced) -> [BlockNode] {
        var builder = EventTreeBuilder()
        for event in events { try builder.add(event) }
        guard builder.blocks.isEmpty, builder.inlines.isEmpty else {
            throw Unbalanced(description: "\(builder.blocks.count) blocks and \(builder.inlines.count) inlines left open")
        }
        return builder.document
    }

    private mutating func add(_ event: MarkdownEvent) throws(Unbalanced) {
        switch event {
        case .startBlock(let kind, let range):
            guard inlines.isEmpty else { throw Unbalanced(description: "\(kind) starts inside an inline") }
            blocks.append(BlockFrame(kind: kind, range: range))
        case .endBlock(let kind, let range):
            guard inlines.isEmpty, let frame = blocks.popLast(), frame.kind == kind, frame.range == range else {
                throw Unbalanced(description: "end of \(kind) at \(range) matches no open block")
            }
            let node = BlockNode(kind: kind, children: frame.children, inlines: frame.inlines, range: range)
            if blocks.isEmpty { document.append(node) } else { blocks[blocks.count - 1].children.append(node) }
        case .startInline(let kind, let range):
            guard !blocks.isEmpty else { throw Unbalanced(description: "\(kind) outside a block") }
            inlines.append(InlineFrame(kind: kind, range: range))
        case .endInline(let kind, let range):
            guard let frame = inlines.popLast(), frame.kind == kind, frame.range == range else {
                throw Unbalanced(description: "end of \(kind) at \(range) matches no open inline")
            }
            try addInline(InlineNode(kind: kind, children: frame.children, range: range))
        case .inline(let kind, let range):
            try addInline(InlineNode(kind: kind, range: range))
        }
    }

    private mutating func addInline(_ inline: InlineNode) throws(Unbalanced) {
        if !inlines.isEmpty {
            inlines[inlines.count - 1].children.append(inline)
        } else if !blocks.isEmpty {
            blocks[blocks.count - 1].inlines.append(inline)
        } else {
            throw Unbalanced(description: "\(inline.kind) outside a block")
        }
    }
}
