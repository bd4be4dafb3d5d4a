/// Inline content: written with a stack of cursors (a children array and a position in it)
/// rather than one work item per node, so each node is read in place, not copied onto a stack,
/// and any nesting depth is safe for the call stack.
extension HTMLWriter {
    /// What to write once a container's children are done.
    enum InlineClosing {
        case none
        case emphasis
        /// `</strong>`, unless the opening tag was collapsed into an enclosing strong.
        case strong(written: Bool)
        case strikethrough
        case link
        /// The end of an image's `alt` attribute, then its title and `/>`.
        case image(title: String?)
    }

    private struct InlineCursor {
        let nodes: [InlineNode]
        var index = 0
        /// The children are inside `<strong>` (for ``HTMLRenderOptions/collapsesNestedStrong``).
        let parentIsStrong: Bool
        /// The children are an image description: only their text is written.
        let plain: Bool
        let closing: InlineClosing
    }

    /// Writes inline nodes, as cmark does.
    mutating func renderInlines(_ inlines: [InlineNode]) {
        guard !inlines.isEmpty else { return }
        var stack = [InlineCursor(nodes: inlines, parentIsStrong: false, plain: false, closing: .none)]
        while let top = stack.indices.last {
            let index = stack[top].index
            guard index < stack[top].nodes.count else {
                close(stack.removeLast().closing)
                continue
            }
            stack[top].index = index + 1
            // The node is read in place from a local reference to its array (`write` does not
            // touch the stack; a container it opens comes back as a cursor to push), so it is
            // borrowed, not copied.
            let nodes = stack[top].nodes
            let opened = stack[top].plain
                ? writePlain(nodes[index])
                : write(nodes[index], parentIsStrong: stack[top].parentIsStrong)
            if let opened { stack.append(opened) }
        }
    }

    /// An image description: text only, breaks as spaces (cmark's "plain" mode).
    private mutating func writePlain(_ inline: InlineNode) -> InlineCursor? {
        switch inline.kind {
        case .text(let text), .code(let text), .html(let text): markup.text(text)
        case .softBreak, .lineBreak: markup.plainBreak()
        case .footnoteReference(let info): markup.plainFootnoteReference(number: info.number)
        default:
            if !inline.children.isEmpty {
                return InlineCursor(nodes: inline.children, parentIsStrong: false, plain: true, closing: .none)
            }
        }
        return nil
    }

    /// Writes a node, or a container's opening tag; returns the cursor over a container's children.
    private mutating func write(_ inline: InlineNode, parentIsStrong: Bool) -> InlineCursor? {
        switch inline.kind {
        case .text(let text):
            markup.text(text)
        case .softBreak:
            markup.softBreak()
        case .lineBreak:
            markup.lineBreak()
        case .code(let text):
            var text = text
            text.withUTF8 { markup.code($0) }
        case .html(let html):
            var html = html
            html.withUTF8 { markup.rawHTML($0) }
        case .emphasis:
            return open(inline.children, parentIsStrong: false, closing: openEmphasis())
        case .strong:
            return open(inline.children, parentIsStrong: true, closing: openStrong(parentIsStrong: parentIsStrong))
        case .strikethrough:
            return open(inline.children, parentIsStrong: false, closing: openStrikethrough())
        case .link(let info):
            return open(inline.children, parentIsStrong: false, closing: openLink(info))
        case .image(let info):
            return InlineCursor(nodes: inline.children, parentIsStrong: false, plain: true, closing: openImage(info))
        case .footnoteReference(let info):
            putFootnoteReference(info)
        case .extendedAttributes:
            // Attributes have no HTML form; the text renders as is.
            return open(inline.children, parentIsStrong: parentIsStrong, closing: .none)
        }
        return nil
    }

    /// The cursor over a container's children, or nil after closing it at once when it has none.
    private mutating func open(_ children: [InlineNode], parentIsStrong: Bool, closing: InlineClosing) -> InlineCursor? {
        if children.isEmpty {
            close(closing)
            return nil
        }
        return InlineCursor(nodes: children, parentIsStrong: parentIsStrong, plain: false, closing: closing)
    }

    // MARK: Elements (shared by the tree and the prepared-arena writers)

    mutating func putFootnoteReference(_ info: FootnoteReferenceInfo) {
        markup.footnoteReference(label: info.label, number: info.number, occurrence: info.occurrence)
    }

    mutating func openEmphasis() -> InlineClosing {
        markup.emphasisOpening()
        return .emphasis
    }

    mutating func openStrong(parentIsStrong: Bool) -> InlineClosing {
        let written = !(options.collapsesNestedStrong && parentIsStrong)
        if written { markup.strongOpening() }
        return .strong(written: written)
    }

    mutating func openStrikethrough() -> InlineClosing {
        markup.strikethroughOpening()
        return .strikethrough
    }

    mutating func openLink(_ info: LinkInfo) -> InlineClosing {
        markup.linkOpening(destination: info.destination, title: info.title)
        return .link
    }

    /// Writes `<img src="…" alt="`; the description follows in plain mode, then the closing.
    mutating func openImage(_ info: LinkInfo) -> InlineClosing {
        markup.imageOpening(source: info.destination)
        return .image(title: info.title)
    }

    mutating func close(_ closing: InlineClosing) {
        switch closing {
        case .none: break
        case .emphasis: markup.emphasisClosing()
        case .strong(let written): if written { markup.strongClosing() }
        case .strikethrough: markup.strikethroughClosing()
        case .link: markup.linkClosing()
        case .image(let title): markup.imageClosing(title: title)
        }
    }
}
