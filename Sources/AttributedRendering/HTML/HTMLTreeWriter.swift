import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

/// The one HTML writer of the rendering module: a block tree (``AttributedBlock``) as cmark-gfm
/// writes HTML, with what a ``HTMLDecoration`` adds.
///
/// Blocks follow cmark's layout: every block starts on a fresh line (`cr`), containers put their
/// tags on lines of their own, paragraphs in tight lists lose `<p>`, footnote definitions come
/// last in a `<section class="footnotes">`, each with back-references ending its last paragraph.
/// Text, URLs and raw HTML go through the package's one HTML-safety core (`HTMLEscaping`,
/// `URLSafety`, `RawHTMLPolicy` in MarkdownSyntax).
struct HTMLTreeWriter<Decoration: HTMLDecoration> {
    /// Pass raw HTML and dangerous URLs through.
    let unsafe: Bool
    /// Apply GFM's tag filter to raw HTML that `unsafe` lets through.
    let tagFilter: Bool
    var decoration: Decoration
    var output = ""
    /// Heading anchors: with a slugger, every heading of the body gets `id="slug"` from its
    /// text, in the order written; `headingIDs` (consumed in order) come first when given.
    var slugger: HeadingSlugger?
    var headingIDs: [String] = []
    private var nextHeadingID = 0

    init(unsafe: Bool, tagFilter: Bool, decoration: Decoration) {
        self.unsafe = unsafe
        self.tagFilter = tagFilter
        self.decoration = decoration
    }

    /// The anchor of the next heading, when anchors are on.
    private mutating func headingID(for block: AttributedBlock) -> String? {
        if nextHeadingID < headingIDs.count {
            defer { nextHeadingID += 1 }
            return headingIDs[nextHeadingID]
        }
        return slugger?.slug(for: block.text)
    }

    /// Starts a new line unless the output is empty or already at one (cmark's `cr`).
    mutating func cr() {
        if let last = output.utf8.last, last != UInt8(ascii: "\n") {
            output += "\n"
        }
    }

    /// The whole document: the decoration's opening, the body, the footnotes, its closing.
    mutating func writeDocument(_ document: AttributedBlock) {
        output += decoration.documentOpening
        for child in document.bodyBlocks { write(child, inTightList: false) }
        // Anchors are for the body's headings (a block at a time gives the same).
        slugger = nil
        headingIDs = []
        writeFootnotes(document.footnotes)
        output += decoration.documentClosing
    }

    /// cmark-gfm's footnote section, notes in ``AttributedBlock/footnotes`` order.
    mutating func writeFootnotes(_ footnotes: [AttributedBlock.Footnote]) {
        guard !footnotes.isEmpty else { return }
        cr()
        output += "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
        for footnote in footnotes {
            writeFootnoteDefinition(footnote.block, definition: footnote.definition)
        }
        output += "</ol>\n</section>\n"
    }

    /// One block. A top-level block written alone into an empty writer gives the same bytes
    /// it has in the whole document: every block either starts at a line start or writes
    /// `cr` first, which does nothing on empty output.
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
            let level = Swift.min(Swift.max(level, 1), 6)
            cr()
            output += "<h\(level)"
            if let id = headingID(for: block) {
                output += " id=\""
                HTMLEscaping.appendEscaped(id, to: &output)
                output += "\""
            }
            output += decoration.attributes(for: .heading(level: level)) + ">"
            writeInlines(block.segments)
            output += "</h\(level)>\n"
        case .codeBlock(let languageHint):
            cr()
            output += "<pre" + decoration.attributes(for: .codeBlock) + "><code"
            // The hint is the whole info string; cmark's class names its first word.
            if let language = CodeBlockInfo.language(ofInfo: languageHint) {
                output += " class=\"language-"
                HTMLEscaping.appendEscaped(language, to: &output)
                output += "\""
            }
            output += ">"
            for segment in block.segments { writeText(segment) }
            output += "</code></pre>\n"
        case .thematicBreak:
            cr()
            output += "<hr" + decoration.attributes(for: .thematicBreak) + " />\n"
        case .blockQuote:
            cr()
            output += "<blockquote" + decoration.attributes(for: .blockQuote) + ">\n"
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
        output += "<p" + decoration.attributes(for: .paragraph) + ">"
        writeInlines(block.segments)
        if let backReferences {
            output += " "
            writeBackReferences(backReferences)
        }
        output += "</p>\n"
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        cr()
        output += (ordered ? "<ol" : "<ul") + decoration.attributes(for: .list)
        if ordered, case .listItem(let start)? = list.children.first?.intentKind, start != 1 {
            output += " start=\"\(start)\""
        }
        output += ">\n"
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
        output += "<li" + decoration.attributes(for: .listItem) + ">"
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
        output += "<table" + decoration.attributes(for: .table) + ">\n"
        var bodyOpen = false
        for row in table.children {
            let isHeader = row.intentKind == .tableHeaderRow
            cr()
            if isHeader {
                output += "<thead" + decoration.attributes(for: .tableHeader) + ">\n"
            } else if !bodyOpen {
                output += "<tbody>\n"
                bodyOpen = true
            }
            output += "<tr>"
            for cell in row.children {
                cr()
                output += isHeader ? "<th" : "<td"
                if case .tableCell(let column)? = cell.intentKind, columns.indices.contains(column) {
                    output += decoration.alignmentAttribute(columns[column].alignment)
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
        let count = Swift.max(definition.referenceCount, 1)
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
        RawHTMLPolicy.append(html, unsafe: unsafe, tagFilter: tagFilter, to: &output)
    }
}
