/// The state of one rendering: output buffer and footnote bookkeeping.
struct HTMLWriter {
    let options: HTMLRenderOptions
    var output: HTMLOutput
    private var footnoteIndex = 0
    private var writtenFootnoteIndex = 0
    /// The heading ids given so far (used with ``HTMLRenderOptions/headingIDs``).
    private var slugger = HeadingSlugger()
    /// The prepared leaves of the blocks being written (``renderBlocks(_:prepared:)``) and the next one's index.
    private var prepared: [PreparedInlines] = []
    private var preparedIndex = 0

    /// A writer whose buffer starts with room for `capacity` bytes (HTML is usually a little
    /// longer than its Markdown, so the renderer passes the source size plus a quarter).
    init(options: HTMLRenderOptions, capacity: Int = 4096) {
        self.options = options
        output = HTMLOutput(capacity: capacity)
    }

    /// Block-level work: blocks nest without bound in a hand-made tree, so they go through an
    /// explicit stack of cursors (a children array and a position in it), like inline content
    /// (``renderInlines(_:)``). Each block is read in place; none is copied onto a work stack.
    private struct BlockCursor {
        let nodes: [BlockNode]
        var index = 0
        /// The children belong to a tight list item: paragraphs are written without `<p>`.
        let tight: Bool
        /// The footnote definition the children belong to (its back-references follow the last paragraph).
        let footnote: FootnoteDefinitionInfo?
        /// The container to close once its children are written (nil for the document).
        let container: BlockNode?
        /// The container's own context, for closing it.
        var containerTight = false
        var containerFootnote: FootnoteDefinitionInfo?
        var containerIsLast = false
    }

    mutating func put(_ text: StaticString) { output.append(text) }
    /// Computed text (numbers, interpolations). Literals go to the `StaticString` overload,
    /// a bulk copy; a separate name keeps Swift from picking this one for them.
    mutating func putText(_ text: String) { output.append(text) }
    /// The HTML written, as a `String`; ends the writer.
    func takeString() -> String { output.takeString() }

    /// The HTML written, as UTF-8 bytes; ends the writer.
    func takeBytes() -> [UInt8] { output.takeBytes() }

    mutating func cr() { if let last = output.last, last != 0x0A { output.append(0x0A) } }
    mutating func escaped(_ text: String) { HTMLEscaping.appendEscaped(text, to: &output) }
    mutating func href(_ url: String) { HTMLEscaping.appendEscapedHref(url, to: &output) }

    /// Writes a whole document's blocks.
    mutating func render(_ blocks: [BlockNode]) {
        renderBlocks(blocks)
        finish()
    }

    /// Writes blocks that follow those already written (one top-level block at a time when
    /// streaming); ``finish()`` ends the document.
    ///
    /// `prepared` holds, in document order, the parsed content of the leaves among `blocks` that
    /// come without inlines (``DocumentBuilder/forEachBlock(preparingInlines:_:)``).
    mutating func renderBlocks(_ blocks: [BlockNode], prepared: [PreparedInlines] = []) {
        self.prepared = prepared
        preparedIndex = 0
        defer { self.prepared = [] }
        var stack = [BlockCursor(nodes: blocks, tight: false, footnote: nil, container: nil)]
        while let top = stack.indices.last {
            let index = stack[top].index
            guard index < stack[top].nodes.count else {
                let finished = stack.removeLast()
                if let container = finished.container {
                    exit(container, tight: finished.containerTight, footnote: finished.containerFootnote,
                         isLast: finished.containerIsLast)
                }
                continue
            }
            stack[top].index = index + 1
            // Read in place through a local reference to the array: borrowed, not copied.
            let nodes = stack[top].nodes
            let isLast = index == nodes.count - 1
            if let opened = enter(nodes[index], tight: stack[top].tight, footnote: stack[top].footnote, isLast: isLast) {
                stack.append(opened)
            }
        }
    }

    /// Closes what the document's end closes: the footnote section, when there was one.
    mutating func finish() {
        if footnoteIndex > 0 { put("</ol>\n</section>\n") }
    }

    /// Hands the HTML written so far to `sink` and empties the buffer.
    mutating func flush(to sink: (UnsafeBufferPointer<UInt8>) -> Void) { output.flush(to: sink) }

    /// How many bytes wait in the buffer.
    var bufferedByteCount: Int { output.count }

    /// A cursor over `block`'s children, which closes `block` when they are done.
    private func children(of block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?,
                          closing context: (tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool)) -> BlockCursor {
        BlockCursor(nodes: block.children, tight: tight, footnote: footnote, container: block, containerTight: context.tight,
                    containerFootnote: context.footnote, containerIsLast: context.isLast)
    }

    // MARK: Blocks

    /// Writes a block's opening (a leaf's whole HTML) and returns the cursor over its children
    /// for a container.
    private mutating func enter(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool) -> BlockCursor? {
        let context = (tight: tight, footnote: footnote, isLast: isLast)
        switch block.kind {
        case .paragraph:
            if !tight {
                cr()
                put("<p>")
            }
            renderLeafInlines(block)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .heading(let level):
            cr()
            putHeadingTag(level, closing: false, id: options.headingIDs ? slugger.slug(for: block.inlines) : nil)
            renderLeafInlines(block)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .thematicBreak:
            cr()
            put("<hr />\n")
        case .blockQuote:
            cr()
            put("<blockquote>\n")
            return children(of: block, tight: false, footnote: nil, closing: context)
        case .list(let info):
            cr()
            switch info.kind {
            case .bullet: put("<ul>\n")
            case .ordered(let start, _): putText(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
            }
            return children(of: block, tight: info.isTight, footnote: nil, closing: context)
        case .listItem(let info):
            cr()
            put("<li>")
            switch info.task {
            case .checked: put("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked: put("<input type=\"checkbox\" disabled=\"\" /> ")
            case nil: break
            }
            return children(of: block, tight: tight, footnote: nil, closing: context)
        case .codeBlock(let info):
            cr()
            if let language = info.language {
                put("<pre><code class=\"language-")
                escaped(language)
                put("\">")
            } else {
                put("<pre><code>")
            }
            escaped(info.content)
            put("</code></pre>\n")
        case .htmlBlock(let html):
            cr()
            RawHTMLPolicy.append(html, unsafe: options.unsafe, tagFilter: options.tagFilter, to: &output)
            cr()
        case .table(let columns):
            cr()
            put("<table>\n")
            renderTableRows(of: block, columns: columns)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .tableRow, .tableCell:
            // Rendered by their table.
            break
        case .footnoteDefinition(let info):
            if footnoteIndex == 0 { put("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
            footnoteIndex += 1
            put("<li id=\"fn-")
            href(info.label)
            put("\">\n")
            return children(of: block, tight: false, footnote: info, closing: context)
        }
        return nil
    }

    private mutating func exit(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool) {
        switch block.kind {
        case .paragraph:
            if let footnote, isLast {
                put(" ")
                putFootnoteBackReferences(footnote)
            }
            if !tight { put("</p>\n") }
        case .heading(let level):
            putHeadingTag(level, closing: true)
        case .blockQuote:
            cr()
            put("</blockquote>\n")
        case .list(let info):
            put(info.isOrdered ? "</ol>\n" : "</ul>\n")
        case .listItem:
            put("</li>\n")
        case .table:
            cr()
            put("</table>\n")
        case .footnoteDefinition(let info):
            if putFootnoteBackReferences(info) { put("\n") }
            put("</li>\n")
        default:
            break
        }
    }

    /// A leaf's inline content: its prepared arena when it has one, else its inline nodes.
    private mutating func renderLeafInlines(_ leaf: BlockNode) {
        if leaf.inlines.isEmpty, preparedIndex < prepared.count, prepared[preparedIndex].key == leaf.range.lowerBound {
            let content = prepared[preparedIndex]
            preparedIndex += 1
            content.withContent { renderInlines(content.arena, content: $0, nestingLimit: content.nestingLimit) }
            return
        }
        renderInlines(leaf.inlines)
    }

    @discardableResult
    private mutating func putFootnoteBackReferences(_ info: FootnoteDefinitionInfo) -> Bool {
        guard writtenFootnoteIndex < footnoteIndex else { return false }
        writtenFootnoteIndex = footnoteIndex
        let number = String(writtenFootnoteIndex)
        put("<a href=\"#fnref-")
        href(info.label)
        putText("\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)\" aria-label=\"Back to reference \(number)\">↩</a>")
        if info.referenceCount > 1 {
            for occurrence in 2...info.referenceCount {
                put(" <a href=\"#fnref-")
                href(info.label)
                putText("-\(occurrence)\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)-\(occurrence)\" aria-label=\"Back to reference \(number)-\(occurrence)\">↩<sup class=\"footnote-ref\">\(occurrence)</sup></a>")
            }
        }
        return true
    }

    /// `<hN>` (with ` id="…"` when `id` is given) or `</hN>\n` without building a String (levels
    /// outside 1...6 come only from hand-made trees and are written as they are).
    private mutating func putHeadingTag(_ level: Int, closing: Bool, id: String? = nil) {
        put(closing ? "</h" : "<h")
        if (0...9).contains(level) { output.append(UInt8(ascii: "0") + UInt8(level)) } else { putText(String(level)) }
        if let id {
            put(" id=\"")
            escaped(id)
            put("\"")
        }
        put(closing ? ">\n" : ">")
    }

    private mutating func renderTableRows(of table: BlockNode, columns: [TableColumnAlignment]) {
        var bodyOpen = false
        for row in table.children {
            let isHeader: Bool
            if case .tableRow(let header) = row.kind { isHeader = header } else { isHeader = false }
            if isHeader {
                put("<thead>\n")
            } else if !bodyOpen {
                bodyOpen = true
                put("<tbody>\n")
            }
            put("<tr>\n")
            for (column, cell) in row.children.enumerated() {
                put(isHeader ? "<th" : "<td")
                if column < columns.count {
                    switch columns[column] {
                    case .none: break
                    case .left: put(" align=\"left\"")
                    case .center: put(" align=\"center\"")
                    case .right: put(" align=\"right\"")
                    }
                }
                put(">")
                renderLeafInlines(cell)
                put(isHeader ? "</th>\n" : "</td>\n")
            }
            put("</tr>\n")
            if isHeader { put("</thead>\n") }
        }
        if bodyOpen { put("</tbody>\n") }
    }
}
