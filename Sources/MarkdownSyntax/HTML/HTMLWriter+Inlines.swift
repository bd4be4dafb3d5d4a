/// Inline content: one loop over the elements of a leaf, read through ``InlineCursor`` whether
/// they come from the syntax tree or from the inline parser's arena (the streaming path's way to
/// skip building and freeing an ``InlineNode`` tree per leaf, ``renderRecords(_:leaves:isValidUTF8:chunkSize:to:)``).
/// Containers go on the cursor's stack of frames rather than the call stack, so any nesting depth
/// is safe, and each node is read in place, not copied onto a stack.
extension HTMLWriter {
    /// What to write once a container's children are done.
    enum InlineClosing {
        case none
        case emphasis
        /// `</strong>`, unless the opening tag was collapsed into an enclosing strong.
        case strong(written: Bool)
        case strikethrough
        case link
        /// The end of an image's `alt` attribute, then its title (``InlineCursor/imageTitle``) and `/>`.
        case image
    }

    /// Writes inline nodes of the syntax tree, as cmark does.
    @inline(never)
    mutating func renderInlines(_ inlines: [InlineNode]) {
        guard !inlines.isEmpty else { return }
        var cursor = InlineCursor(tree: inlines, stack: takeInlineStack())
        writeInlines(&cursor)
        cursor.returnStack(to: &inlineStack)
    }

    /// Writes a leaf's inline content from the inline parser's arena: the same HTML as
    /// ``renderInlines(_:)`` of the tree ``InlineTreeBuilder`` would build from it.
    @inline(never)
    mutating func renderInlines(_ arena: InlineArena, content: UnsafeBufferPointer<UInt8>, nestingLimit: Int) {
        guard let root = arena.nodes.first, root.first >= 0 else { return }
        arena.nodes.withUnsafeBufferPointer { nodes in
            arena.extra.withUnsafeBufferPointer { extra in
                arena.links.withUnsafeBufferPointer { links in
                    arena.footnotes.withUnsafeBufferPointer { footnotes in
                        var cursor = InlineCursor(arena: nodes, content: content, extra: extra, links: links,
                                                  footnotes: footnotes, nestingLimit: nestingLimit,
                                                  stack: takeInlineStack())
                        writeInlines(&cursor)
                        cursor.returnStack(to: &inlineStack)
                    }
                }
            }
        }
    }

    /// A leaf whose content is one run of plain text (``LeafInlineParser/plainTextEnd(_:)``): what
    /// its arena's one text node writes, without the parse.
    mutating func renderPlainText(_ text: UnsafeBufferPointer<UInt8>) {
        if !text.isEmpty { markup.text(text) }
    }

    /// The cursor's stack, borrowed from the writer for one leaf (left empty meanwhile, which
    /// costs no allocation) and handed back, empty again, once the leaf is written.
    @inline(__always)
    private mutating func takeInlineStack() -> [InlineCursor.Frame] {
        var stack: [InlineCursor.Frame] = []
        swap(&stack, &inlineStack)
        return stack
    }

    /// The one loop over inline content: each element written as cmark writes it.
    @inline(__always)
    private mutating func writeInlines(_ cursor: inout InlineCursor) {
        while !cursor.isDone {
            let plain = cursor.plain
            let element = cursor.next()
            switch element {
            case .end:
                close(cursor.closing, cursor: cursor)
                cursor.leave()
            case .text:
                cursor.withBytes { markup.text($0) }
            case .softBreak:
                if plain { markup.plainBreak() } else { markup.softBreak() }
            case .lineBreak:
                if plain { markup.plainBreak() } else { markup.lineBreak() }
            case .code:
                cursor.withBytes { if plain { markup.text($0) } else { markup.code($0) } }
            case .html:
                cursor.withBytes { if plain { markup.text($0) } else { markup.rawHTML($0) } }
            case .footnoteReference:
                let info = cursor.footnoteReference
                if plain {
                    markup.plainFootnoteReference(number: info.number)
                } else {
                    markup.footnoteReference(label: info.label, number: info.number, occurrence: info.occurrence)
                }
            case .emphasis, .strong, .strikethrough, .link, .image, .extendedAttributes:
                // An image description writes only its text: no tags inside it.
                if plain {
                    cursor.enter(parentIsStrong: false, plain: true, closing: .none)
                    continue
                }
                switch element {
                case .emphasis:
                    markup.emphasisOpening()
                    cursor.enter(parentIsStrong: false, plain: false, closing: .emphasis)
                case .strong:
                    let written = !(options.collapsesNestedStrong && cursor.parentIsStrong)
                    if written { markup.strongOpening() }
                    cursor.enter(parentIsStrong: true, plain: false, closing: .strong(written: written))
                case .strikethrough:
                    markup.strikethroughOpening()
                    cursor.enter(parentIsStrong: false, plain: false, closing: .strikethrough)
                case .link:
                    let info = cursor.link
                    markup.linkOpening(destination: info.destination, title: info.title)
                    cursor.enter(parentIsStrong: false, plain: false, closing: .link)
                case .image:
                    // `<img src="…" alt="`; the description follows in plain mode, then the closing.
                    let info = cursor.link
                    markup.imageOpening(source: info.destination)
                    cursor.enter(parentIsStrong: false, plain: true, closing: .image)
                default:
                    // Extended attributes have no HTML form; the text renders as is.
                    cursor.enter(parentIsStrong: cursor.parentIsStrong, plain: false, closing: .none)
                }
            }
        }
    }

    @inline(__always)
    private mutating func close(_ closing: InlineClosing, cursor: borrowing InlineCursor) {
        switch closing {
        case .none: break
        case .emphasis: markup.emphasisClosing()
        case .strong(let written): if written { markup.strongClosing() }
        case .strikethrough: markup.strikethroughClosing()
        case .link: markup.linkClosing()
        case .image: markup.imageClosing(title: cursor.imageTitle)
        }
    }
}
