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
        case .text(let text), .code(let text), .html(let text): escaped(text)
        case .softBreak, .lineBreak: put(" ")
        case .footnoteReference(let info): putPlainFootnoteReference(info)
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
            escaped(text)
        case .softBreak:
            put("\n")
        case .lineBreak:
            put("<br />\n")
        case .code(let text):
            var text = text
            text.withUTF8 { putCode($0) }
        case .html(let html):
            var html = html
            html.withUTF8 { putRawHTML($0) }
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

    mutating func putCode(_ text: UnsafeBufferPointer<UInt8>) {
        put("<code>")
        HTMLEscaping.appendEscaped(text, to: &output)
        put("</code>")
    }

    mutating func putRawHTML(_ html: UnsafeBufferPointer<UInt8>) {
        if options.unsafe, !options.tagFilter {
            output.appendBytes(html)
        } else if options.unsafe {
            RawHTMLPolicy.append(String(decoding: html, as: UTF8.self), unsafe: true, tagFilter: true, to: &output)
        } else {
            output.appendLiteral(RawHTMLPolicy.omitted)
        }
    }

    mutating func putFootnoteReference(_ info: FootnoteReferenceInfo) {
        put("<sup class=\"footnote-ref\"><a href=\"#fn-")
        href(info.label)
        put("\" id=\"fnref-")
        href(info.label)
        if info.occurrence > 1 { putText("-\(info.occurrence)") }
        putText("\" data-footnote-ref>\(info.number)</a></sup>")
    }

    /// An image description's text for a footnote reference (plain mode).
    mutating func putPlainFootnoteReference(_ info: FootnoteReferenceInfo) { putText(String(info.number)) }

    mutating func openEmphasis() -> InlineClosing {
        put("<em>")
        return .emphasis
    }

    mutating func openStrong(parentIsStrong: Bool) -> InlineClosing {
        let written = !(options.collapsesNestedStrong && parentIsStrong)
        if written { put("<strong>") }
        return .strong(written: written)
    }

    mutating func openStrikethrough() -> InlineClosing {
        put("<del>")
        return .strikethrough
    }

    /// A link or image destination, left empty when it is dangerous in safe mode.
    private mutating func putURL(_ destination: String) {
        if options.unsafe || !URLSafety.isDangerous(destination) { href(destination) }
    }

    mutating func openLink(_ info: LinkInfo) -> InlineClosing {
        put("<a href=\"")
        putURL(info.destination)
        put("\"")
        if let title = info.title, !title.isEmpty {
            put(" title=\"")
            escaped(title)
            put("\"")
        }
        put(">")
        return .link
    }

    /// Writes `<img src="…" alt="`; the description follows in plain mode, then the closing.
    mutating func openImage(_ info: LinkInfo) -> InlineClosing {
        put("<img src=\"")
        putURL(info.destination)
        put("\" alt=\"")
        return .image(title: info.title)
    }

    mutating func close(_ closing: InlineClosing) {
        switch closing {
        case .none: break
        case .emphasis: put("</em>")
        case .strong(let written): if written { put("</strong>") }
        case .strikethrough: put("</del>")
        case .link: put("</a>")
        case .image(let title):
            put("\"")
            if let title, !title.isEmpty {
                put(" title=\"")
                escaped(title)
                put("\"")
            }
            put(" />")
        }
    }
}
