/// Block-level writing: one loop over the blocks of a document, read through ``HTMLBlockCursor``
/// whether they come from the syntax tree or straight from the block records (the streaming
/// path). The markup of each kind of block is decided here and nowhere else: containers' openings
/// and closings, paragraphs without `<p>` in tight list items, the footnote section and its
/// back-references, code blocks with the highlighting hook, HTML blocks and tables.
extension HTMLWriter {
    /// What ``HTMLBlockCursor/next()`` reached.
    enum BlockStep {
        /// A container opens; its children follow, then its ``exit(_:)``.
        case enter(Container)
        case exit(Container)
        /// A paragraph: without `<p>` when `tight` (in a tight list item); `endsFootnote` when it
        /// is the last block of a footnote definition (``HTMLBlockCursor/footnote``), whose
        /// back-references it then holds.
        case paragraph(tight: Bool, endsFootnote: Bool)
        case heading(level: Int)
        case thematicBreak
        case codeBlock
        case htmlBlock
        case table
    }

    /// A container block as both walks see it: its children come between its ``BlockStep/enter(_:)``
    /// and ``BlockStep/exit(_:)``. Trivial values only, so that a step is copied without reference
    /// counting; a footnote definition's label and numbers are read from ``HTMLBlockCursor/footnote``.
    enum Container {
        /// A block quote, or a GitHub alert.
        case blockQuote(alert: AlertKind?)
        case list(ordered: Bool, start: Int)
        case item(TaskState?)
        /// A footnote definition written in the footnote section.
        case footnoteDefinition
    }

    /// The one loop over blocks: each step written as cmark-gfm writes it, and the buffer handed
    /// to `sink` whenever `chunkSize` bytes wait in it.
    mutating func writeBlocks<Cursor: HTMLBlockCursor>(_ cursor: inout Cursor, chunkSize: Int,
                                                       to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        while let step = cursor.next() {
            switch step {
            case .enter(let container):
                enter(container, cursor)
            case .exit(let container):
                exit(container, cursor)
            case .paragraph(let tight, let endsFootnote):
                if !tight { markup.paragraphOpening() }
                cursor.writeInlines(into: &self)
                if endsFootnote, let footnote = cursor.footnote {
                    markup.put(" ")
                    if writtenFootnoteIndex < footnoteIndex {
                        writtenFootnoteIndex = footnoteIndex
                        markup.backReferences(label: footnote.label, number: writtenFootnoteIndex,
                                              referenceCount: footnote.referenceCount)
                    }
                }
                if !tight { markup.paragraphClosing() }
            case .heading(let level):
                if options.headingIDs {
                    let inlines = cursor.headingInlines()
                    markup.headingOpening(level: level, id: slugger.slug(for: inlines))
                    renderInlines(inlines)
                } else {
                    markup.headingOpening(level: level, id: nil)
                    cursor.writeInlines(into: &self)
                }
                markup.headingClosing(level: level)
            case .thematicBreak:
                markup.thematicBreak()
            case .codeBlock:
                // Two bodies, so that a plain block carries nothing highlighting needs.
                if options.highlightsCode {
                    let readableCount = cursor.codeReadableCount
                    cursor.withCodeBlock { language, code in
                        markup.codeBlock(language: language) { markup in
                            markup.code(code, highlightingAs: language, readableCount: Swift.max(code.count, readableCount))
                        }
                    }
                } else {
                    cursor.withCodeBlock { language, code in
                        markup.codeBlock(language: language) { $0.text(code) }
                    }
                }
            case .htmlBlock:
                cursor.withHTMLBlock { markup.htmlBlock($0) }
            case .table:
                writeTable(&cursor)
            }
            if markup.sink.count >= chunkSize { flush(to: sink) }
        }
    }

    @inline(__always)
    private mutating func enter<Cursor: HTMLBlockCursor>(_ container: Container, _ cursor: Cursor) {
        switch container {
        case .blockQuote(let alert): markup.blockQuoteOpening(alert: alert)
        case .list(let ordered, let start): markup.listOpening(ordered: ordered, start: start)
        case .item(let task): markup.listItemOpening(task: task)
        case .footnoteDefinition:
            if footnoteIndex == 0 { markup.footnoteSectionOpening() }
            footnoteIndex += 1
            markup.footnoteDefinitionOpening(label: cursor.footnote?.label ?? "")
        }
    }

    @inline(__always)
    private mutating func exit<Cursor: HTMLBlockCursor>(_ container: Container, _ cursor: Cursor) {
        switch container {
        case .blockQuote(let alert): markup.blockQuoteClosing(alert: alert)
        case .list(let ordered, _): markup.listClosing(ordered: ordered)
        case .item: markup.listItemClosing()
        case .footnoteDefinition:
            let pending = writtenFootnoteIndex < footnoteIndex
            if pending { writtenFootnoteIndex = footnoteIndex }
            let info = pending ? cursor.footnote : nil
            markup.footnoteDefinitionClosing(
                backReferences: info.map { ($0.label, writtenFootnoteIndex, $0.referenceCount) })
        }
    }

    /// The cursor's current table: the header row in `<thead>`, the others in `<tbody>` (opened
    /// by the first of them).
    private mutating func writeTable<Cursor: HTMLBlockCursor>(_ cursor: inout Cursor) {
        markup.tableOpening()
        var bodyOpen = false
        for row in 0..<cursor.tableRowCount {
            let (isHeader, cells) = cursor.tableRow(row)
            markup.tableRowOpening(isHeader: isHeader, bodyOpen: &bodyOpen)
            for column in 0..<cells {
                markup.tableCellOpening(isHeader: isHeader, alignment: cursor.tableAlignment(row: row, column: column))
                cursor.writeTableCell(row: row, column: column, into: &self)
                markup.tableCellClosing(isHeader: isHeader)
            }
            markup.tableRowClosing(isHeader: isHeader)
        }
        markup.tableClosing(bodyOpen: bodyOpen)
    }
}
