/// The state of one rendering: the markup emitter with its output buffer, and footnote bookkeeping.
struct HTMLWriter {
    let options: HTMLRenderOptions
    /// cmark-gfm's markup, written into the output buffer.
    var markup: HTMLMarkupWriter<HTMLOutput>
    /// Footnote definitions opened so far, and the last one whose back-references are written.
    var footnoteIndex = 0
    var writtenFootnoteIndex = 0
    /// The heading ids given so far (used with ``HTMLRenderOptions/headingIDs``).
    var slugger = HeadingSlugger()
    /// The stack of ``InlineCursor``, kept between leaves so that its storage is allocated once
    /// per rendering rather than once per paragraph.
    var inlineStack: [InlineCursor.Frame] = []

    /// A writer whose buffer starts with room for `capacity` bytes (HTML is usually a little
    /// longer than its Markdown, so the renderer passes the source size plus a quarter).
    init(options: HTMLRenderOptions, capacity: Int = 4096) {
        self.options = options
        markup = HTMLMarkupWriter(sink: HTMLOutput(capacity: capacity), safety: options.safety)
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
    }

    /// The HTML written, as a `String`; ends the writer.
    func takeString() -> String { markup.sink.takeString() }

    /// The HTML written, as UTF-8 bytes; ends the writer.
    func takeBytes() -> [UInt8] { markup.sink.takeBytes() }

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
                if let container = finished.container { exit(container) }
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
        if footnoteIndex > 0 { markup.footnoteSectionClosing() }
    }

    /// Hands the HTML written so far to `sink` and empties the buffer.
    mutating func flush(to sink: (UnsafeBufferPointer<UInt8>) -> Void) { markup.sink.flush(to: sink) }

    /// How many bytes wait in the buffer.
    var bufferedByteCount: Int { markup.sink.count }

    /// A cursor over `block`'s children, which closes `block` when they are done.
    private func children(of block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?) -> BlockCursor {
        BlockCursor(nodes: block.children, tight: tight, footnote: footnote, container: block)
    }

    // MARK: Blocks

    /// Writes a block's opening (a leaf's whole HTML) and returns the cursor over its children
    /// for a container.
    private mutating func enter(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool) -> BlockCursor? {
        switch block.kind {
        case .paragraph:
            writeParagraph(tight: tight, endingFootnote: isLast ? footnote : nil) { $0.renderInlines(block.inlines) }
        case .heading(let level):
            writeHeading(level: level, id: options.headingIDs ? slugger.slug(for: block.inlines) : nil) {
                $0.renderInlines(block.inlines)
            }
        case .thematicBreak:
            markup.thematicBreak()
        case .blockQuote(let alert):
            enter(.blockQuote(alert: alert))
            return children(of: block, tight: false, footnote: nil)
        case .list(let info):
            switch info.kind {
            case .bullet: enter(.list(ordered: false, start: 1))
            case .ordered(let start, _): enter(.list(ordered: true, start: start))
            }
            return children(of: block, tight: info.isTight, footnote: nil)
        case .listItem(let info):
            enter(.item(info.task))
            return children(of: block, tight: tight, footnote: nil)
        case .codeBlock(let info):
            var language = info.language ?? ""
            language.withUTF8 { language in
                guard options.highlightsCode else { return markup.codeBlock(language: language) { $0.text(info.content) } }
                var content = info.content
                content.withUTF8 { code in markup.codeBlock(language: language) { $0.code(code, highlightingAs: language) } }
            }
        case .htmlBlock(let html):
            markup.htmlBlock(html)
        case .table(let columns):
            writeTable(rows: block.children.count) { row in
                let cells = block.children[row]
                guard case .tableRow(let isHeader) = cells.kind else { return (false, cells.children.count) }
                return (isHeader, cells.children.count)
            } alignment: { _, column in
                column < columns.count ? columns[column] : nil
            } cell: { writer, row, column in
                writer.renderInlines(block.children[row].children[column].inlines)
            }
        case .tableRow, .tableCell:
            // Rendered by their table.
            break
        case .footnoteDefinition(let info):
            enter(.footnoteDefinition(info))
            return children(of: block, tight: false, footnote: info)
        }
        return nil
    }

    private mutating func exit(_ block: BlockNode) {
        switch block.kind {
        case .blockQuote(let alert): exit(.blockQuote(alert: alert))
        case .list(let info): exit(.list(ordered: info.isOrdered, start: 1))
        case .listItem(let info): exit(.item(info.task))
        case .footnoteDefinition(let info): exit(.footnoteDefinition(info))
        default: break
        }
    }

    // MARK: Block dispatch (shared by the tree and the record writers)

    /// A container block as both walks see it: its children come between ``enter(_:)`` and ``exit(_:)``.
    enum Container {
        /// A block quote, or a GitHub alert.
        case blockQuote(alert: AlertKind?)
        case list(ordered: Bool, start: Int)
        case item(TaskState?)
        /// A footnote definition written in the footnote section.
        case footnoteDefinition(FootnoteDefinitionInfo)
    }

    mutating func enter(_ container: Container) {
        switch container {
        case .blockQuote(let alert): markup.blockQuoteOpening(alert: alert)
        case .list(let ordered, let start): markup.listOpening(ordered: ordered, start: start)
        case .item(let task): markup.listItemOpening(task: task)
        case .footnoteDefinition(let info):
            if footnoteIndex == 0 { markup.footnoteSectionOpening() }
            footnoteIndex += 1
            markup.footnoteDefinitionOpening(label: info.label)
        }
    }

    mutating func exit(_ container: Container) {
        switch container {
        case .blockQuote(let alert): markup.blockQuoteClosing(alert: alert)
        case .list(let ordered, _): markup.listClosing(ordered: ordered)
        case .item: markup.listItemClosing()
        case .footnoteDefinition(let info):
            let pending = writtenFootnoteIndex < footnoteIndex
            if pending { writtenFootnoteIndex = footnoteIndex }
            markup.footnoteDefinitionClosing(
                backReferences: pending ? (info.label, writtenFootnoteIndex, info.referenceCount) : nil)
        }
    }

    /// A paragraph (without `<p>` in a tight list item); `endingFootnote` when it is the last
    /// block of that footnote definition, whose back-references it then holds.
    mutating func writeParagraph(tight: Bool, endingFootnote footnote: FootnoteDefinitionInfo?,
                                 inlines: (inout HTMLWriter) -> Void) {
        if !tight { markup.paragraphOpening() }
        inlines(&self)
        if let footnote {
            markup.put(" ")
            if writtenFootnoteIndex < footnoteIndex {
                writtenFootnoteIndex = footnoteIndex
                markup.backReferences(label: footnote.label, number: writtenFootnoteIndex,
                                      referenceCount: footnote.referenceCount)
            }
        }
        if !tight { markup.paragraphClosing() }
    }

    mutating func writeHeading(level: Int, id: String?, inlines: (inout HTMLWriter) -> Void) {
        markup.headingOpening(level: level, id: id)
        inlines(&self)
        markup.headingClosing(level: level)
    }

    /// A table: `shape(row)` gives whether a row is the header and its cell count, `alignment`
    /// the alignment of a cell (nil beyond the columns), `cell` writes a cell's inlines.
    mutating func writeTable(rows: Int, shape: (Int) -> (isHeader: Bool, cells: Int),
                             alignment: (Int, Int) -> TableColumnAlignment?, cell: (inout HTMLWriter, Int, Int) -> Void) {
        markup.tableOpening()
        var bodyOpen = false
        for row in 0..<rows {
            let (isHeader, cells) = shape(row)
            markup.tableRowOpening(isHeader: isHeader, bodyOpen: &bodyOpen)
            for column in 0..<cells {
                markup.tableCellOpening(isHeader: isHeader, alignment: alignment(row, column))
                cell(&self, row, column)
                markup.tableCellClosing(isHeader: isHeader)
            }
            markup.tableRowClosing(isHeader: isHeader)
        }
        markup.tableClosing(bodyOpen: bodyOpen)
    }
}
