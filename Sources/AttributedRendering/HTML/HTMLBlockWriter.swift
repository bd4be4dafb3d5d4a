import MarkdownSyntax
import AttributedMarkdown
import Foundation

/// Writes blocks as cmark's HTML renderer does: every block starts on a fresh line (`cr`),
/// containers put their tags on lines of their own, paragraphs in tight lists lose `<p>`.
struct HTMLBlockWriter {
    let options: AttributedHTMLRenderer.Options
    var output = ""

    init(options: AttributedHTMLRenderer.Options) {
        self.options = options
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    mutating func cr() {
        if let last = output.utf8.last, last != UInt8(ascii: "\n") {
            output += "\n"
        }
    }

    mutating func writeDocument(_ document: AttributedBlock) {
        var footnotes: [(definition: FootnoteDefinition, block: AttributedBlock)] = []
        for child in document.children {
            if case .footnoteDefinition(let definition) = child.kind {
                footnotes.append((definition, child))
            } else {
                write(child, inTightList: false)
            }
        }
        guard !footnotes.isEmpty else { return }
        // Definitions are listed by number, wherever the string holds them.
        let ordered = footnotes.enumerated().sorted {
            ($0.element.definition.number, $0.offset) < ($1.element.definition.number, $1.offset)
        }
        cr()
        output += "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
        for entry in ordered {
            writeFootnoteDefinition(entry.element.block, definition: entry.element.definition)
        }
        output += "</ol>\n</section>\n"
    }

    mutating func write(_ block: AttributedBlock, inTightList: Bool) {
        switch block.kind {
        case .document:
            for child in block.children { write(child, inTightList: false) }
        case .implicitParagraph:
            writeParagraph(block, tight: inTightList)
        case .htmlBlock:
            cr()
            writeRawHTML(block.text)
            cr()
        case .footnoteDefinition(let definition):
            // Only reached for a definition nested in another block (not made by the mapping).
            writeFootnoteDefinition(block, definition: definition)
        case .block(let kind):
            write(block, kind: kind, inTightList: inTightList)
        }
    }

    private mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, inTightList: Bool) {
        switch kind {
        case .paragraph:
            writeParagraph(block, tight: inTightList)
        case .header(let level):
            let level = min(max(level, 1), 6)
            cr()
            output += "<h\(level)>"
            writeInlines(block.segments)
            output += "</h\(level)>\n"
        case .codeBlock(let languageHint):
            cr()
            output += "<pre><code"
            if let languageHint, !languageHint.isEmpty {
                output += " class=\"language-"
                HTMLEscaping.appendEscaped(languageHint, to: &output)
                output += "\""
            }
            output += ">"
            for segment in block.segments { HTMLEscaping.appendEscaped(segment.text, to: &output) }
            output += "</code></pre>\n"
        case .thematicBreak:
            cr()
            output += "<hr />\n"
        case .blockQuote:
            cr()
            output += "<blockquote>\n"
            for child in block.children { write(child, inTightList: false) }
            cr()
            output += "</blockquote>\n"
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        case .listItem:
            writeListItem(block, tight: false)
        case .table(let columns):
            writeTable(block, columns: columns)
        default:
            // Rows and cells outside a table (hand-built strings): their content, as blocks.
            for child in block.children { write(child, inTightList: false) }
            if !block.segments.isEmpty { writeParagraph(block, tight: false) }
        }
    }

    private mutating func writeParagraph(_ block: AttributedBlock, tight: Bool, backReferences: FootnoteDefinition? = nil) {
        if tight {
            writeInlines(block.segments)
            return
        }
        cr()
        output += "<p>"
        writeInlines(block.segments)
        if let backReferences {
            output += " "
            writeBackReferences(backReferences)
        }
        output += "</p>\n"
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        cr()
        if ordered {
            var start = 1
            if case .listItem(let ordinal)? = list.children.first?.intentKind { start = ordinal }
            output += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
        } else {
            output += "<ul>\n"
        }
        for item in list.children {
            if case .listItem? = item.intentKind {
                writeListItem(item, tight: list.isTight)
            } else {
                write(item, inTightList: list.isTight)
            }
        }
        cr()
        output += ordered ? "</ol>\n" : "</ul>\n"
    }

    private mutating func writeListItem(_ item: AttributedBlock, tight: Bool) {
        cr()
        output += "<li>"
        switch item.taskState {
        case .checked?: output += "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
        case .unchecked?: output += "<input type=\"checkbox\" disabled=\"\" /> "
        case nil: break
        }
        for child in item.children { write(child, inTightList: tight) }
        output += "</li>\n"
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        cr()
        output += "<table>\n"
        var bodyOpen = false
        for row in table.children {
            let isHeader = row.intentKind == .tableHeaderRow
            cr()
            if isHeader {
                output += "<thead>\n"
            } else if !bodyOpen {
                output += "<tbody>\n"
                bodyOpen = true
            }
            output += "<tr>"
            for cell in row.children {
                cr()
                output += isHeader ? "<th" : "<td"
                if case .tableCell(let column)? = cell.intentKind, columns.indices.contains(column) {
                    switch columns[column].alignment {
                    case .center: output += " align=\"center\""
                    case .right: output += " align=\"right\""
                    default: break
                    }
                }
                output += ">"
                writeInlines(cell.segments)
                output += isHeader ? "</th>" : "</td>"
            }
            cr()
            output += "</tr>"
            if isHeader {
                cr()
                output += "</thead>"
            }
        }
        if bodyOpen {
            cr()
            output += "</tbody>"
        }
        cr()
        output += "</table>"
        cr()
    }

    private mutating func writeFootnoteDefinition(_ block: AttributedBlock, definition: FootnoteDefinition) {
        output += "<li id=\"fn-"
        HTMLEscaping.appendEscapedHref(definition.label, to: &output)
        output += "\">\n"
        var wroteBackReferences = false
        for (index, child) in block.children.enumerated() {
            let isLast = index == block.children.count - 1
            switch child.kind {
            case .block(.paragraph) where isLast, .implicitParagraph where isLast:
                writeParagraph(child, tight: false, backReferences: definition)
                wroteBackReferences = true
            default:
                write(child, inTightList: false)
            }
        }
        if !wroteBackReferences {
            writeBackReferences(definition)
            output += "\n"
        }
        output += "</li>\n"
    }

    /// cmark-gfm's back-references: one `↩` link per reference, the later ones numbered.
    private mutating func writeBackReferences(_ definition: FootnoteDefinition) {
        let count = max(definition.referenceCount, 1)
        for occurrence in 1...count {
            let suffix = occurrence > 1 ? "-\(occurrence)" : ""
            output += "<a href=\"#fnref-"
            HTMLEscaping.appendEscapedHref(definition.label, to: &output)
            output += suffix
            output += "\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(definition.number)\(suffix)\""
            output += " aria-label=\"Back to reference \(definition.number)\(suffix)\">↩"
            if occurrence > 1 { output += "<sup class=\"footnote-ref\">\(occurrence)</sup>" }
            output += "</a>"
            if occurrence < count { output += " " }
        }
    }

    mutating func writeRawHTML(_ html: String) {
        RawHTMLPolicy.append(html, unsafe: options.unsafe, tagFilter: options.tagFilter, to: &output)
    }

    mutating func writeInlines(_ segments: [InlineSegment]) {
        var inlines = HTMLInlineWriter(options: options)
        swap(&inlines.output, &output)
        inlines.write(segments)
        swap(&inlines.output, &output)
    }
}
