extension HTMLWriter {
    /// ``HTMLBlockCursor`` over the syntax tree's blocks. Blocks nest without bound in a hand-made
    /// tree, so containers go on an explicit stack of frames (a children array and a position in
    /// it) rather than the call stack; each block is read in place, none is copied onto a stack.
    struct TreeBlockCursor: HTMLBlockCursor {
        /// The children of one container being read.
        private struct Frame {
            let nodes: [BlockNode]
            var index = 0
            /// The children belong to a tight list item: paragraphs are written without `<p>`.
            let tight: Bool
            /// The footnote definition the children belong to (its back-references follow the last paragraph).
            let footnote: FootnoteDefinitionInfo?
            /// What to close once the children are done (nil for the document).
            let container: Container?
        }

        private var frames: [Frame]
        private(set) var footnote: FootnoteDefinitionInfo?
        /// The siblings of the current leaf, and its index among them.
        private var nodes: [BlockNode] = []
        private var current = 0
        /// The current table's column alignments.
        private var columns: [TableColumnAlignment] = []

        init(_ blocks: [BlockNode]) {
            frames = [Frame(nodes: blocks, tight: false, footnote: nil, container: nil)]
        }

        mutating func next() -> BlockStep? {
            while let top = frames.indices.last {
                let index = frames[top].index
                guard index < frames[top].nodes.count else {
                    let finished = frames.removeLast()
                    guard let container = finished.container else { continue }
                    if case .footnoteDefinition = container { footnote = finished.footnote }
                    return .exit(container)
                }
                frames[top].index = index + 1
                let block = frames[top].nodes[index]
                switch block.kind {
                case .paragraph:
                    select(frames[top].nodes, index)
                    let endsFootnote = frames[top].footnote != nil && index == frames[top].nodes.count - 1
                    if endsFootnote { footnote = frames[top].footnote }
                    return .paragraph(tight: frames[top].tight, endsFootnote: endsFootnote)
                case .heading(let level):
                    select(frames[top].nodes, index)
                    return .heading(level: level)
                case .thematicBreak:
                    return .thematicBreak
                case .codeBlock:
                    select(frames[top].nodes, index)
                    return .codeBlock
                case .htmlBlock:
                    select(frames[top].nodes, index)
                    return .htmlBlock
                case .table(let columns):
                    select(frames[top].nodes, index)
                    self.columns = columns
                    return .table
                case .tableRow, .tableCell:
                    // Written by their table.
                    continue
                case .blockQuote(let alert):
                    return open(block, .blockQuote(alert: alert), tight: false, footnote: nil)
                case .list(let info):
                    switch info.kind {
                    case .bullet: return open(block, .list(ordered: false, start: 1), tight: info.isTight, footnote: nil)
                    case .ordered(let start, _): return open(block, .list(ordered: true, start: start), tight: info.isTight, footnote: nil)
                    }
                case .listItem(let info):
                    return open(block, .item(info.task), tight: frames[top].tight, footnote: nil)
                case .footnoteDefinition(let info):
                    footnote = info
                    return open(block, .footnoteDefinition, tight: false, footnote: info)
                }
            }
            return nil
        }

        /// Reads `block`'s children next, then closes `container`.
        private mutating func open(_ block: BlockNode, _ container: Container, tight: Bool,
                                   footnote: FootnoteDefinitionInfo?) -> BlockStep {
            frames.append(Frame(nodes: block.children, tight: tight, footnote: footnote, container: container))
            return .enter(container)
        }

        private mutating func select(_ siblings: [BlockNode], _ index: Int) {
            nodes = siblings
            current = index
        }

        mutating func writeInlines(into writer: inout HTMLWriter) {
            writer.renderInlines(nodes[current].inlines)
        }

        mutating func headingInlines() -> [InlineNode] { nodes[current].inlines }

        func withCodeBlock(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
            guard case .codeBlock(let info) = nodes[current].kind else { return }
            withUTF8Bytes(of: info.language ?? "") { language in
                withUTF8Bytes(of: info.content) { body(language, $0) }
            }
        }

        /// The code is a string's: only its own bytes.
        var codeReadableCount: Int { 0 }

        func withHTMLBlock(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            guard case .htmlBlock(let html) = nodes[current].kind else { return }
            withUTF8Bytes(of: html, body)
        }

        var tableRowCount: Int { nodes[current].children.count }

        func tableRow(_ row: Int) -> (isHeader: Bool, cells: Int) {
            let cells = nodes[current].children[row]
            guard case .tableRow(let isHeader) = cells.kind else { return (false, cells.children.count) }
            return (isHeader, cells.children.count)
        }

        func tableAlignment(row: Int, column: Int) -> TableColumnAlignment? {
            column < columns.count ? columns[column] : nil
        }

        mutating func writeTableCell(row: Int, column: Int, into writer: inout HTMLWriter) {
            writer.renderInlines(nodes[current].children[row].children[column].inlines)
        }
    }
}
