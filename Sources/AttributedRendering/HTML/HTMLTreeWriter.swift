import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

/// The one HTML writer of the rendering module: a block tree (``AttributedBlock``) as cmark-gfm
/// writes HTML, with what a ``HTMLDecoration`` adds.
///
/// It decides which element comes next; the elements themselves are MarkdownSyntax's markup
/// emitter's (`HTMLMarkupWriter`), the one that ``HTMLRenderer`` writes with too: cmark's layout
/// (every block on a fresh line, container tags on lines of their own), paragraphs in tight lists
/// without `<p>`, footnote definitions last in a `<section class="footnotes">`, each with
/// back-references ending its last paragraph, and the package's one HTML-safety core.
struct HTMLTreeWriter<Decoration: HTMLDecoration> {
    var decoration: Decoration
    /// cmark-gfm's markup, written into a `String`.
    var markup: HTMLMarkupWriter<String>
    /// The HTML written so far.
    var output: String { markup.sink }
    /// Heading anchors: with a slugger, every heading of the body gets `id="slug"` from its
    /// text, in the order written; `headingIDs` (consumed in order) come first when given.
    var slugger: HeadingSlugger?
    var headingIDs: [String] = []
    private var nextHeadingID = 0

    init(safety: HTMLSafetyOptions, decoration: Decoration) {
        self.decoration = decoration
        markup = HTMLMarkupWriter(sink: "", safety: safety)
    }

    /// The anchor of the next heading, when anchors are on.
    private mutating func headingID(for block: AttributedBlock) -> String? {
        if nextHeadingID < headingIDs.count {
            defer { nextHeadingID += 1 }
            return headingIDs[nextHeadingID]
        }
        return slugger?.slug(for: block.text)
    }

    /// The whole document: the decoration's opening, the body, the footnotes, its closing.
    mutating func writeDocument(_ document: AttributedBlock) {
        markup.sink += decoration.documentOpening
        for child in document.bodyBlocks { write(child, inTightList: false) }
        // Anchors are for the body's headings (a block at a time gives the same).
        slugger = nil
        headingIDs = []
        writeFootnotes(document.footnotes)
        markup.sink += decoration.documentClosing
    }

    /// cmark-gfm's footnote section, notes in ``AttributedBlock/footnotes`` order.
    mutating func writeFootnotes(_ footnotes: [AttributedBlock.Footnote]) {
        guard !footnotes.isEmpty else { return }
        markup.footnoteSectionOpening()
        for footnote in footnotes {
            writeFootnoteDefinition(footnote.block, definition: footnote.definition)
        }
        markup.footnoteSectionClosing()
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
            markup.htmlBlock(block.text)
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
            markup.headingOpening(level: level, id: headingID(for: block),
                                  attributes: decoration.attributes(for: .heading(level: level)))
            writeInlines(block.segments)
            markup.headingClosing(level: level)
        case .codeBlock(let languageHint):
            let attributes = decoration.attributes(for: .codeBlock)
            // The hint is the whole info string (Apple's); cmark's class names its first word.
            withUTF8Bytes(of: CodeBlockInfo.language(ofInfo: languageHint) ?? "") { language in
                markup.codeBlock(language: language, attributes: attributes, context: &decoration) { markup, decoration in
                    let pieces = decoration.highlightsCode ? CodeBlockHighlighting.pieces(of: block, languageHint: languageHint) : nil
                    var chunker = CodeChunker(threshold: decoration.codeChunkThreshold, text: block.text)
                    chunker.open(&markup)
                    if let pieces {
                        Self.writeHighlightedCode(pieces, to: &markup, decoration: decoration, chunker: &chunker)
                    } else {
                        for segment in block.segments {
                            Self.writeCodeText(segment, to: &markup, decoration: &decoration, chunker: &chunker)
                        }
                    }
                    chunker.close(&markup)
                }
            }
        case .thematicBreak:
            markup.thematicBreak(attributes: decoration.attributes(for: .thematicBreak))
        case .blockQuote:
            var noParts: [Int]?
            writeBlockQuote(block, partEnds: &noParts)
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        case .listItem:
            writeListItem(block, tight: false)
        case .table(let columns):
            var noParts: [Int]?
            writeTable(block, columns: columns, partEnds: &noParts)
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
        markup.paragraphOpening(attributes: decoration.attributes(for: .paragraph))
        writeInlines(block.segments)
        if let backReferences {
            markup.sink += " "
            markup.backReferences(label: backReferences.label, number: backReferences.number,
                                  referenceCount: backReferences.referenceCount)
        }
        markup.paragraphClosing()
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        var ends: [Int]? = nil
        writeList(list, ordered: ordered, partEnds: &ends)
    }

    /// A list; with `partEnds`, the UTF-8 length of ``output`` after its opening tag and after
    /// each child, appended to it: where the list's parts end.
    ///
    /// With `nestedInLastItem`, the parts are those of the list that ends its last item (an
    /// outline's), not its own.
    private mutating func writeList(_ list: AttributedBlock, ordered: Bool, partEnds: inout [Int]?, nestedInLastItem: Bool = false) {
        var start = 1
        if ordered, case .listItem(let ordinal)? = list.children.first?.intentKind { start = ordinal }
        markup.listOpening(ordered: ordered, start: start, attributes: decoration.attributes(for: .list))
        if !nestedInLastItem { partEnds?.append(markup.sink.utf8.count) }
        for (position, item) in list.children.enumerated() {
            if case .listItem? = item.intentKind {
                if nestedInLastItem, position == list.children.count - 1 {
                    writeListItem(item, tight: list.isTight, nestedPartEnds: &partEnds)
                } else {
                    writeListItem(item, tight: list.isTight)
                }
            } else {
                write(item, inTightList: list.isTight)
            }
            if !nestedInLastItem { partEnds?.append(markup.sink.utf8.count) }
        }
        // A block that is not an item may end without a newline.
        markup.cr()
        markup.listClosing(ordered: ordered)
    }

    /// A top-level list, table or block quote written as ``write(_:inTightList:)`` writes it, with
    /// the UTF-8 offsets in ``output`` where its opening ends (a list's tag; a table's tag, header
    /// row and `<tbody>`; a quote's tag, or an alert's and its title) and where each of its parts
    /// (a list's or a quote's children, a table's body rows) ends;
    /// nil (nothing written) for another block.
    ///
    /// With `outline`, a list whose last item ends with a list is written in the parts of that
    /// nested list: its opening is everything up to the nested list's tag, and its closing the
    /// nested list's, the item's and the list's closing tags.
    mutating func writeInParts(_ block: AttributedBlock, outline: Bool = false) -> [Int]? {
        guard case .block(let kind) = block.kind else { return nil }
        var ends: [Int]? = []
        switch kind {
        case .orderedList, .unorderedList:
            guard outline else {
                writeList(block, ordered: kind == .orderedList, partEnds: &ends)
                break
            }
            guard let item = block.children.last, case .listItem? = item.intentKind,
                  let nested = item.children.last, nested.intentKind == .orderedList || nested.intentKind == .unorderedList
            else { return nil }
            writeList(block, ordered: kind == .orderedList, partEnds: &ends, nestedInLastItem: true)
        case .table(let columns): writeTable(block, columns: columns, partEnds: &ends)
        case .blockQuote: writeBlockQuote(block, partEnds: &ends)
        default: return nil
        }
        return ends
    }

    /// A block quote (or an alert); with `partEnds`, the UTF-8 length of ``output`` after its
    /// opening (an alert's title included) and after each child, each child's part ending with
    /// its newline (a child that writes none gets the one the next child or the closing would
    /// start with: the same bytes).
    private mutating func writeBlockQuote(_ quote: AttributedBlock, partEnds: inout [Int]?) {
        markup.blockQuoteOpening(attributes: decoration.attributes(for: .blockQuote), alert: quote.alert,
                                 alertDecoration: quote.alert.map(decoration.alertDecoration) ?? .none)
        partEnds?.append(markup.sink.utf8.count)
        for child in quote.children {
            write(child, inTightList: false)
            if partEnds != nil {
                markup.cr()
                partEnds?.append(markup.sink.utf8.count)
            }
        }
        markup.blockQuoteClosing(alert: quote.alert)
    }

    private mutating func writeListItem(_ item: AttributedBlock, tight: Bool) {
        var noParts: [Int]?
        writeListItem(item, tight: tight, nestedPartEnds: &noParts)
    }

    /// An item; with `nestedPartEnds` (not nil), its last child (a list) written with its parts' ends.
    private mutating func writeListItem(_ item: AttributedBlock, tight: Bool, nestedPartEnds: inout [Int]?) {
        markup.listItemOpening(task: item.taskState, attributes: decoration.attributes(for: .listItem))
        for (position, child) in item.children.enumerated() {
            if nestedPartEnds != nil, position == item.children.count - 1,
               child.intentKind == .orderedList || child.intentKind == .unorderedList {
                writeList(child, ordered: child.intentKind == .orderedList, partEnds: &nestedPartEnds)
            } else {
                write(child, inTightList: tight)
            }
        }
        markup.listItemClosing()
    }

    /// A table; with `partEnds`, the UTF-8 length of ``output`` after its opening (up to
    /// `<tbody>`, opened before the first body row) and after each body row.
    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn], partEnds: inout [Int]?) {
        markup.tableOpening(attributes: decoration.attributes(for: .table))
        var bodyOpen = false
        for row in table.children {
            let isHeader = row.intentKind == .tableHeaderRow
            if partEnds != nil, !isHeader, !bodyOpen {
                markup.tableBodyOpening(bodyOpen: &bodyOpen)
                partEnds?.append(markup.sink.utf8.count)
            }
            markup.tableRowOpening(isHeader: isHeader, bodyOpen: &bodyOpen,
                                   headerAttributes: isHeader ? decoration.attributes(for: .tableHeader) : "")
            for cell in row.children {
                var alignment: TableColumnAlignment?
                if case .tableCell(let column)? = cell.intentKind, columns.indices.contains(column) {
                    // A column aligned `:---` and one with no alignment are both `.left` in Apple's
                    // model, so `.left` gets no alignment (the common case).
                    switch columns[column].alignment {
                    case .center: alignment = .center
                    case .right: alignment = .right
                    default: alignment = nil
                    }
                }
                markup.tableCellOpening(isHeader: isHeader, alignment: alignment, spelling: decoration.alignmentSpelling)
                writeInlines(cell.segments)
                markup.tableCellClosing(isHeader: isHeader)
            }
            markup.tableRowClosing(isHeader: isHeader)
            if !isHeader { partEnds?.append(markup.sink.utf8.count) }
        }
        markup.tableClosing(bodyOpen: bodyOpen)
    }

    private mutating func writeFootnoteDefinition(_ block: AttributedBlock, definition: FootnoteDefinition) {
        markup.footnoteDefinitionOpening(label: definition.label)
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
        markup.footnoteDefinitionClosing(
            backReferences: wroteBackReferences ? nil : (definition.label, definition.number, definition.referenceCount))
    }
}
