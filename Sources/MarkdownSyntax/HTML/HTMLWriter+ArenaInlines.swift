/// Inline content written straight from the inline parser's arena, the streaming path's way to
/// skip building and freeing an ``InlineNode`` tree per leaf (``renderRecords(_:leaves:chunkSize:flush:)``). The same
/// HTML as the tree writer (``renderInlines(_:)``), through the same element helpers; what
/// ``InlineTreeBuilder`` would do differently is handled here too: adjacent text needs no
/// merging to escape the same, and containers deeper than the nesting limit are dissolved
/// (their tags left out, their children written in place).
extension HTMLWriter {
    /// One container whose children are being written.
    struct ArenaCursor {
        /// The next child to write (-1: none left).
        var node: Int
        let parentIsStrong: Bool
        /// An image description: only text is written.
        let plain: Bool
        let closing: InlineClosing
        /// Kept (not dissolved) containers around the children, as ``InlineTreeBuilder`` counts them.
        let depth: Int
    }

    mutating func renderInlines(_ arena: InlineArena, content: UnsafeBufferPointer<UInt8>, nestingLimit: Int) {
        let nodes = arena.nodes
        guard let root = nodes.first, root.first >= 0 else { return }
        // The stack's storage is borrowed from the writer (left empty meanwhile, which costs no
        // allocation) and handed back, empty again, when the loop below has run it down.
        var stack = arenaCursors
        arenaCursors = []
        defer {
            assert(stack.isEmpty)
            arenaCursors = stack
        }
        stack.append(ArenaCursor(node: root.first, parentIsStrong: false, plain: false, closing: .none, depth: 0))
        arena.extra.withUnsafeBufferPointer { extra in
            while let top = stack.indices.last {
                let index = stack[top].node
                guard index >= 0 else {
                    close(stack.removeLast().closing)
                    continue
                }
                let node = nodes[index]
                stack[top].node = node.next
                let plain = stack[top].plain
                switch node.kind {
                case .text:
                    markup.text(UnsafeBufferPointer(rebasing: content[node.start..<node.end]))
                case .extraText:
                    markup.text(UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd]))
                case .softBreak:
                    if plain { markup.plainBreak() } else { markup.softBreak() }
                case .lineBreak:
                    if plain { markup.plainBreak() } else { markup.lineBreak() }
                case .code:
                    let text = UnsafeBufferPointer(rebasing: extra[node.payloadStart..<node.payloadEnd])
                    if plain { markup.text(text) } else { markup.code(text) }
                case .html:
                    let html = UnsafeBufferPointer(rebasing: content[node.start..<node.end])
                    if plain { markup.text(html) } else { markup.rawHTML(html) }
                case .footnoteReference(let reference):
                    if plain {
                        markup.plainFootnoteReference(number: arena.footnotes[reference].number)
                    } else {
                        putFootnoteReference(arena.footnotes[reference])
                    }
                case .root:
                    break
                case .emphasis, .strong, .strikethrough, .link, .image, .extendedAttributes:
                    let frame = stack[top]
                    if frame.depth >= nestingLimit {
                        // Dissolved: the children belong to the enclosing container.
                        stack.append(ArenaCursor(node: node.first, parentIsStrong: frame.parentIsStrong, plain: plain,
                                                 closing: .none, depth: frame.depth))
                        continue
                    }
                    let depth = frame.depth + 1
                    if plain {
                        stack.append(ArenaCursor(node: node.first, parentIsStrong: false, plain: true, closing: .none,
                                                 depth: depth))
                        continue
                    }
                    let cursor: ArenaCursor
                    switch node.kind {
                    case .emphasis:
                        cursor = ArenaCursor(node: node.first, parentIsStrong: false, plain: false, closing: openEmphasis(),
                                             depth: depth)
                    case .strong:
                        cursor = ArenaCursor(node: node.first, parentIsStrong: true, plain: false,
                                             closing: openStrong(parentIsStrong: frame.parentIsStrong), depth: depth)
                    case .strikethrough:
                        cursor = ArenaCursor(node: node.first, parentIsStrong: false, plain: false,
                                             closing: openStrikethrough(), depth: depth)
                    case .link(let link):
                        cursor = ArenaCursor(node: node.first, parentIsStrong: false, plain: false,
                                             closing: openLink(arena.links[link]), depth: depth)
                    case .image(let link):
                        cursor = ArenaCursor(node: node.first, parentIsStrong: false, plain: true,
                                             closing: openImage(arena.links[link]), depth: depth)
                    default:
                        // Extended attributes have no HTML form; the text renders as is.
                        cursor = ArenaCursor(node: node.first, parentIsStrong: frame.parentIsStrong, plain: false,
                                             closing: .none, depth: depth)
                    }
                    stack.append(cursor)
                }
            }
        }
    }
}
