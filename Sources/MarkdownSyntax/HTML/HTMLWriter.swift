/// The state of one rendering: output buffer and footnote bookkeeping.
struct HTMLWriter {
    let options: HTMLRenderOptions
    var output: HTMLOutput
    /// Footnote definitions opened so far, and the last one whose back-references are written.
    var footnoteIndex = 0
    var writtenFootnoteIndex = 0
    /// The heading ids given so far (used with ``HTMLRenderOptions/headingIDs``).
    var slugger = HeadingSlugger()
    /// The work stack of ``renderInlines(_:content:nestingLimit:)``, kept between leaves so that
    /// its storage is allocated once per rendering rather than once per paragraph.
    var arenaCursors: [ArenaCursor] = []

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
    mutating func renderBlocks(_ blocks: [BlockNode]) {
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
            renderInlines(block.inlines)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .heading(let level):
            cr()
            putHeadingTag(level, closing: false, id: options.headingIDs ? slugger.slug(for: block.inlines) : nil)
            renderInlines(block.inlines)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .thematicBreak:
            cr()
            put("<hr />\n")
        case .blockQuote:
            cr()
            put("<blockquote>\n")
            return children(of: block, tight: false, footnote: nil, closing: context)
        case .list(let info):
            switch info.kind {
            case .bullet: putListOpening(isOrdered: false, start: 1)
            case .ordered(let start, _): putListOpening(isOrdered: true, start: start)
            }
            return children(of: block, tight: info.isTight, footnote: nil, closing: context)
        case .listItem(let info):
            putItemOpening(task: info.task)
            return children(of: block, tight: tight, footnote: nil, closing: context)
        case .codeBlock(let info):
            var language = info.language ?? ""
            language.withUTF8 { putCodeBlockOpening(language: $0) }
            escaped(info.content)
            put("</code></pre>\n")
        case .htmlBlock(let html):
            var html = html
            html.withUTF8 { putHTMLBlock($0) }
        case .table(let columns):
            cr()
            put("<table>\n")
            renderTableRows(of: block, columns: columns)
            exit(block, tight: tight, footnote: footnote, isLast: isLast)
        case .tableRow, .tableCell:
            // Rendered by their table.
            break
        case .footnoteDefinition(let info):
            putFootnoteDefinitionOpening(label: info.label)
            return children(of: block, tight: false, footnote: info, closing: context)
        }
        return nil
    }

    private mutating func exit(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool) {
        switch block.kind {
        case .paragraph:
            putParagraphClosing(tight: tight, footnote: isLast ? footnote : nil)
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
            putFootnoteDefinitionClosing(info)
        default:
            break
        }
    }

    @discardableResult
    mutating func putFootnoteBackReferences(_ info: FootnoteDefinitionInfo) -> Bool {
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
    mutating func putHeadingTag(_ level: Int, closing: Bool, id: String? = nil) {
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
            putRowOpening(isHeader: isHeader, bodyOpen: &bodyOpen)
            for (column, cell) in row.children.enumerated() {
                putCellOpening(isHeader: isHeader, alignment: column < columns.count ? columns[column] : nil)
                renderInlines(cell.inlines)
                put(isHeader ? "</th>\n" : "</td>\n")
            }
            putRowClosing(isHeader: isHeader)
        }
        if bodyOpen { put("</tbody>\n") }
    }

    // MARK: Block elements (shared by the tree and the record writers)

    mutating func putListOpening(isOrdered: Bool, start: Int) {
        cr()
        if !isOrdered {
            put("<ul>\n")
        } else if start == 1 {
            put("<ol>\n")
        } else {
            put("<ol start=\"")
            putText(String(start))
            put("\">\n")
        }
    }

    mutating func putItemOpening(task: TaskState?) {
        cr()
        put("<li>")
        switch task {
        case .checked: put("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        case .unchecked: put("<input type=\"checkbox\" disabled=\"\" /> ")
        case nil: break
        }
    }

    /// `<pre><code>`, with a `language-` class when `language` (the info string's first word) is not empty.
    mutating func putCodeBlockOpening(language: UnsafeBufferPointer<UInt8>) {
        cr()
        if language.isEmpty {
            put("<pre><code>")
        } else {
            put("<pre><code class=\"language-")
            HTMLEscaping.appendEscaped(language, to: &output)
            put("\">")
        }
    }

    mutating func putHTMLBlock(_ html: UnsafeBufferPointer<UInt8>) {
        cr()
        putRawHTML(html)
        cr()
    }

    /// The end of a paragraph; `footnote` when it is the last block of that footnote definition,
    /// whose back-references it then holds.
    mutating func putParagraphClosing(tight: Bool, footnote: FootnoteDefinitionInfo?) {
        if let footnote {
            put(" ")
            putFootnoteBackReferences(footnote)
        }
        if !tight { put("</p>\n") }
    }

    mutating func putFootnoteDefinitionOpening(label: String) {
        if footnoteIndex == 0 { put("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
        footnoteIndex += 1
        put("<li id=\"fn-")
        href(label)
        put("\">\n")
    }

    mutating func putFootnoteDefinitionClosing(_ info: FootnoteDefinitionInfo) {
        if putFootnoteBackReferences(info) { put("\n") }
        put("</li>\n")
    }

    /// A table row's `<tr>`, after `<thead>` for the header row or `<tbody>` before the first body row.
    mutating func putRowOpening(isHeader: Bool, bodyOpen: inout Bool) {
        if isHeader {
            put("<thead>\n")
        } else if !bodyOpen {
            bodyOpen = true
            put("<tbody>\n")
        }
        put("<tr>\n")
    }

    mutating func putRowClosing(isHeader: Bool) {
        put("</tr>\n")
        if isHeader { put("</thead>\n") }
    }

    /// `<th>` or `<td>`, with the column's alignment (nil: a cell beyond the columns).
    mutating func putCellOpening(isHeader: Bool, alignment: TableColumnAlignment?) {
        put(isHeader ? "<th" : "<td")
        switch alignment {
        case .some(.left): put(" align=\"left\"")
        case .some(.center): put(" align=\"center\"")
        case .some(.right): put(" align=\"right\"")
        case .some(.none), nil: break
        }
        put(">")
    }
}
