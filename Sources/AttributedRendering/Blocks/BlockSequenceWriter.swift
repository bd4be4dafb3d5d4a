/// What the line-based renderers (plain text, Markdown, terminal) share in walking a block
/// tree: sibling blocks one after the other, a separator between them outside tight lists.
protocol BlockSequenceWriter {
    /// Writes one block; `tight` when it is in a tight list.
    mutating func write(_ block: AttributedBlock, tight: Bool)
    /// Writes sibling blocks in order (by default a separator between two unless `tight`).
    mutating func writeBlocks(_ blocks: [AttributedBlock], tight: Bool)
    /// Writes what separates two sibling blocks outside a tight list (a blank line).
    mutating func writeBlockSeparator()
}

extension BlockSequenceWriter {
    mutating func writeBlocks(_ blocks: [AttributedBlock], tight: Bool) {
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { writeBlockSeparator() }
            write(block, tight: tight)
        }
    }
}

/// A ``BlockSequenceWriter`` that lays out lines through a ``PrefixedLineWriter``.
protocol PrefixedBlockWriter: BlockSequenceWriter {
    var lines: PrefixedLineWriter { get set }
}

extension PrefixedBlockWriter {
    /// The content of a list item under the marker the caller pushed: its blocks (the item
    /// itself when it is a leaf), or one empty line for an empty item so the marker shows.
    mutating func writeItemContent(_ item: AttributedBlock, tight: Bool) {
        if item.children.isEmpty && item.segments.isEmpty {
            lines.writeLine("")
        } else if case .listItem? = item.intentKind {
            writeBlocks(item.children, tight: tight)
        } else {
            write(item, tight: tight)
        }
    }
}
