import AttributedMarkdown
import Foundation

/// The block layout behind ``PlainTextRenderer``.
struct PlainTextWriter: PrefixedBlockWriter {
    var lines = PrefixedLineWriter()

    var output: String { lines.output }

    /// Thematic breaks are drawn as this many ``ruleCharacter``s.
    static let thematicBreakWidth = 20
    /// The character a thematic break is drawn with: U+2015 HORIZONTAL BAR, which joins into a
    /// line in most fonts (the mapping's placeholder, U+2E3B, is three ems wide on its own).
    static let ruleCharacter = "\u{2015}"

    mutating func writeDocument(_ document: AttributedBlock) {
        let body = document.bodyBlocks
        writeBlocks(body, tight: false)
        for (position, footnote) in document.footnotes.enumerated() {
            if !body.isEmpty || position > 0 { lines.writeBlankLine() }
            let marker = "[\(footnote.definition.number)] "
            lines.push(first: marker, continuation: String(repeating: " ", count: marker.count))
            writeBlocks(footnote.block.children, tight: false)
            lines.pop()
        }
    }

    /// Sibling blocks are separated by a blank line, or by nothing inside a tight list.
    mutating func writeBlockSeparator() { lines.writeBlankLine() }

    mutating func writeParagraphText(_ segments: [InlineSegment]) { lines.writeLines(Self.inlineText(segments)) }

    mutating func writeHTMLBlock(_ text: String) { lines.writeLines(Self.trimmingFinalNewline(text)) }

    mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool) {
        switch kind {
        case .paragraph, .header:
            lines.writeLines(Self.inlineText(block.segments))
        case .codeBlock:
            lines.push(indentation: "    ")
            lines.writeLines(Self.trimmingFinalNewline(block.text))
            lines.pop()
        case .thematicBreak:
            let text = block.text
            lines.writeLine(MarkdownMappingConventions.isThematicBreakPlaceholder(text)
                ? String(repeating: Self.ruleCharacter, count: Self.thematicBreakWidth) : text)
        case .blockQuote:
            lines.push(indentation: "  ")
            // An alert's title line stands where its marker was.
            if let alert = block.alert { lines.writeLine(alert.title) }
            writeBlocks(block.children, tight: false)
            lines.pop()
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        case .table(let columns):
            writeTable(block, columns: columns)
        default:
            writeStrayContent(of: block)
        }
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        for (index, item) in list.children.enumerated() {
            if index > 0, !list.isTight { lines.writeBlankLine() }
            var marker: String
            if ordered {
                marker = item.orderedListMarker(position: index) + " "
            } else {
                marker = "• "
            }
            switch item.taskState {
            case .checked?: marker += "[x] "
            case .unchecked?: marker += "[ ] "
            case nil: break
            }
            lines.push(first: marker, continuation: String(repeating: " ", count: marker.count))
            writeItemContent(item, tight: list.isTight)
            lines.pop()
        }
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        // A cell's text is kept as it is, even a line break written as `&#10;`: plain text keeps
        // every character of the string (the fuzzer checks it), so such a row spans two lines.
        let rows: [[String]] = table.children.map { row in
            row.children.map { Self.inlineText($0.segments) }
        }
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        for row in rows {
            var line = ""
            // Where the last cell's own text ends: only padding after it is trimmed, so a cell
            // whose content is whitespace (a code span holding a space) keeps its characters.
            var contentEnd = 0
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let padding = widths[column] - cell.count
                let alignment = columns.indices.contains(column) ? columns[column].alignment : .left
                switch alignment {
                case .right:
                    line += String(repeating: " ", count: padding) + cell
                    contentEnd = line.count
                case .center:
                    line += String(repeating: " ", count: padding / 2) + cell
                    contentEnd = line.count
                    line += String(repeating: " ", count: padding - padding / 2)
                default:
                    line += cell
                    contentEnd = line.count
                    line += String(repeating: " ", count: padding)
                }
            }
            line = String(line.prefix(contentEnd))
            lines.writeLine(line)
        }
    }

    /// A leaf block's text: the runs' characters, footnote references as `[n]`, the empty-link
    /// placeholder dropped.
    static func inlineText(_ segments: [InlineSegment]) -> String {
        var text = ""
        for segment in segments where !segment.isEmptyContentPlaceholder {
            if let reference = segment.footnoteReference {
                text += "[\(reference.number)]"
            } else {
                text += segment.text
            }
        }
        return text
    }

    static func trimmingFinalNewline(_ text: String) -> String {
        text.droppingFinalLineFeed
    }
}
