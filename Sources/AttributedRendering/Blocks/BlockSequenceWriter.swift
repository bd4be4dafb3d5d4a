import AttributedMarkdown
import Foundation

/// What the line-based renderers (plain text, Markdown, terminal) share in walking a block
/// tree: sibling blocks one after the other, a separator between them outside tight lists.
protocol BlockSequenceWriter {
    /// Writes one block; `tight` when it is in a tight list (by default: containers without
    /// an intent of their own as their children, the rest through the requirements below).
    mutating func write(_ block: AttributedBlock, tight: Bool)
    /// Writes a block with a presentation intent of kind `kind`.
    mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool)
    /// Writes the raw text of an HTML block.
    mutating func writeHTMLBlock(_ text: String)
    /// Writes sibling blocks in order (by default a separator between two unless `tight`).
    mutating func writeBlocks(_ blocks: [AttributedBlock], tight: Bool)
    /// Writes what separates two sibling blocks outside a tight list (a blank line).
    mutating func writeBlockSeparator()
    /// Writes the runs of a paragraph-like leaf (an implicit paragraph, a stray cell).
    mutating func writeParagraphText(_ segments: [InlineSegment])
}

extension BlockSequenceWriter {
    mutating func write(_ block: AttributedBlock, tight: Bool) {
        switch block.kind {
        case .document, .footnoteDefinition:
            writeBlocks(block.children, tight: false)
        case .implicitParagraph:
            writeParagraphText(block.segments)
        case .htmlBlock:
            writeHTMLBlock(block.text)
        case .block(let kind):
            write(block, kind: kind, tight: tight)
        }
    }

    mutating func writeBlocks(_ blocks: [AttributedBlock], tight: Bool) {
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { writeBlockSeparator() }
            write(block, tight: tight)
        }
    }

    /// A list item, row or cell found on its own (hand-built strings): its blocks, then its
    /// runs as a paragraph.
    mutating func writeStrayContent(of block: AttributedBlock) {
        writeBlocks(block.children, tight: false)
        if !block.segments.isEmpty { writeParagraphText(block.segments) }
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

extension AttributedBlock {
    /// The marker of this item of an ordered list, `3.` or `3)`: its ordinal when the string
    /// records one, else its 0-based `position` plus one; `)` when the item was written so.
    func orderedListMarker(position: Int) -> String {
        var number = position + 1
        if case .listItem(let ordinal)? = intentKind { number = ordinal }
        return "\(number)\(listItemDelimiter == ")" ? ")" : ".")"
    }
}
