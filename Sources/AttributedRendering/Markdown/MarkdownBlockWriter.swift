import AttributedMarkdown
import Foundation

/// The block layout behind ``MarkdownWriter``: containers become line prefixes (`> `, list
/// markers and their continuation indentation), blocks are separated by blank lines except
/// inside tight lists.
struct MarkdownBlockWriter: PrefixedBlockWriter {
    var lines = PrefixedLineWriter()

    var output: String { lines.output }

    mutating func writeDocument(_ document: AttributedBlock) {
        let body = document.bodyBlocks
        writeBlocks(body, tight: false)
        for (position, footnote) in document.footnotes.enumerated() {
            if !body.isEmpty || position > 0 { lines.writeLine("") }
            lines.push(first: "[^\(footnote.definition.label)]: ", continuation: "    ")
            writeBlocks(footnote.block.children, tight: false)
            lines.pop()
        }
    }

    /// Sibling blocks, a blank line apart unless `tight`; a list right after a list of the
    /// same kind takes another marker so that the two stay separate lists.
    mutating func writeBlocks(_ blocks: [AttributedBlock], tight: Bool) {
        var previousList: (ordered: Bool, marker: Character)?
        for (index, block) in blocks.enumerated() {
            if index > 0, !tight { writeBlockSeparator() }
            switch block.intentKind {
            case .orderedList?, .unorderedList?:
                let ordered = block.intentKind == .orderedList
                let avoid = previousList.flatMap { $0.ordered == ordered ? $0.marker : nil }
                let marker = writeList(block, ordered: ordered, avoiding: avoid)
                previousList = (ordered, marker)
            default:
                write(block, tight: tight)
                previousList = nil
            }
        }
    }

    mutating func writeBlockSeparator() { lines.writeLine("") }

    mutating func writeParagraphText(_ segments: [InlineSegment]) {
        lines.writeLines(MarkdownInlineWriter.markdown(for: segments, context: .paragraph))
    }

    mutating func writeHTMLBlock(_ text: String) {
        lines.writeLines(text.droppingFinalLineFeed)
    }

    mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool) {
        switch kind {
        case .paragraph:
            lines.writeLines(MarkdownInlineWriter.markdown(for: block.segments, context: .paragraph))
        case .header(let level):
            writeHeading(block, level: min(max(level, 1), 6))
        case .codeBlock(let languageHint):
            writeCodeBlock(block.text, languageHint: languageHint)
        case .thematicBreak:
            lines.writeLine("***")
        case .blockQuote:
            lines.push(first: "> ", continuation: "> ")
            if let alert = block.alert {
                // The marker line as written; a blank quote line after it unless a paragraph
                // follows, which the marker line must run into, as in the source.
                lines.writeLine(alert.marker)
                if block.children.first?.intentKind != .paragraph { lines.writeLine("") }
            }
            if block.children.isEmpty { lines.writeLine("") }
            writeBlocks(block.children, tight: false)
            lines.pop()
        case .orderedList, .unorderedList:
            _ = writeList(block, ordered: kind == .orderedList, avoiding: nil)
        case .table(let columns):
            writeTable(block, columns: columns)
        default:
            writeStrayContent(of: block)
        }
    }

    private mutating func writeHeading(_ block: AttributedBlock, level: Int) {
        let hasBreaks = block.segments.contains { !$0.inlineIntent.isDisjoint(with: [.softBreak, .lineBreak]) }
        if hasBreaks, level <= 2 {
            // Only a setext heading can span lines.
            lines.writeLines(MarkdownInlineWriter.markdown(for: block.segments, context: .heading))
            lines.writeLine(level == 1 ? "===" : "---")
            return
        }
        var segments = block.segments
        if hasBreaks {
            for index in segments.indices where !segments[index].inlineIntent.isDisjoint(with: [.softBreak, .lineBreak]) {
                segments[index].inlineIntent.subtract([.softBreak, .lineBreak])
                segments[index].text = String(repeating: " ", count: segments[index].text.unicodeScalars.count)
            }
        }
        let text = MarkdownInlineWriter.markdown(for: segments, context: .heading)
        lines.writeLine(String(repeating: "#", count: level) + " " + text)
    }

    private mutating func writeCodeBlock(_ code: String, languageHint: String?) {
        let hint = languageHint ?? ""
        let fenceCharacter: Character = hint.contains("`") ? "~" : "`"
        var longest = 0
        var current = 0
        for character in code {
            current = character == fenceCharacter ? current + 1 : 0
            longest = max(longest, current)
        }
        let fence = String(repeating: fenceCharacter, count: max(3, longest + 1))
        lines.writeLine(fence + hint)
        let body = code.droppingFinalLineFeed
        if !code.isEmpty { lines.writeLines(body) }
        lines.writeLine(fence)
    }

    /// Writes a list with its items' markers; returns the marker used (`-`, `*`, `+`, `.`, `)`).
    private mutating func writeList(_ list: AttributedBlock, ordered: Bool, avoiding: Character?) -> Character {
        let alternatives: [Character] = ordered ? [".", ")"] : ["-", "*", "+"]
        var marker = list.listItemDelimiter.flatMap { alternatives.contains($0) ? $0 : nil } ?? alternatives[0]
        if marker == avoiding, let other = alternatives.first(where: { $0 != avoiding }) {
            marker = other
        }
        for (index, item) in list.children.enumerated() {
            if index > 0, !list.isTight { lines.writeLine("") }
            var number = index + 1
            if case .listItem(let ordinal)? = item.intentKind { number = ordinal }
            var first = ordered ? "\(number)\(marker) " : "\(marker) "
            let continuation = String(repeating: " ", count: first.count)
            switch item.taskState {
            case .checked?: first += "[x] "
            case .unchecked?: first += "[ ] "
            case nil: break
            }
            lines.push(first: first, continuation: continuation)
            writeItemContent(item, tight: list.isTight)
            lines.pop()
        }
        return marker
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        var wroteDelimiterRow = false
        for row in table.children {
            let cells = row.children.map { MarkdownInlineWriter.markdown(for: $0.segments, context: .tableCell) }
            lines.writeLine("| " + cells.joined(separator: " | ") + " |")
            if !wroteDelimiterRow {
                let delimiters = (0..<max(columns.count, cells.count)).map { column -> String in
                    guard columns.indices.contains(column) else { return "---" }
                    switch columns[column].alignment {
                    case .center: return ":-:"
                    case .right: return "--:"
                    default: return "---"
                    }
                }
                lines.writeLine("| " + delimiters.joined(separator: " | ") + " |")
                wroteDelimiterRow = true
            }
        }
    }
}
