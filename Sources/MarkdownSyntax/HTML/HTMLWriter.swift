/// The state of one rendering: output buffer and footnote bookkeeping.
struct HTMLWriter {
    let options: HTMLRenderOptions
    var output: [UInt8] = []
    private var footnoteIndex = 0
    private var writtenFootnoteIndex = 0

    init(options: HTMLRenderOptions) {
        self.options = options
        output.reserveCapacity(4096)
    }

    private enum Step {
        case enterBlock(BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool)
        case exitBlock(BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool)
        case enterInline(InlineNode, parentIsStrong: Bool, plain: Bool)
        case exitInline(InlineNode, parentIsStrong: Bool)
        case exitImage(LinkInfo)
        case closeTableSection(String)
    }

    private mutating func put(_ text: StaticString) { text.withUTF8Buffer { output.append(contentsOf: $0) } }
    private mutating func put(_ text: String) { output.append(contentsOf: text.utf8) }
    private mutating func cr() { if let last = output.last, last != 0x0A { output.append(0x0A) } }
    private mutating func escaped(_ text: String) { HTMLEscaping.appendEscaped(text, to: &output) }
    private mutating func href(_ url: String) { HTMLEscaping.appendEscapedHref(url, to: &output) }

    mutating func render(_ blocks: [BlockNode]) {
        var stack: [Step] = []
        for (index, block) in blocks.enumerated().reversed() {
            stack.append(.enterBlock(block, tight: false, footnote: nil, isLast: index == blocks.count - 1))
        }
        while let step = stack.popLast() {
            switch step {
            case let .enterBlock(block, tight, footnote, isLast):
                enter(block, tight: tight, footnote: footnote, isLast: isLast, stack: &stack)
            case let .exitBlock(block, tight, footnote, isLast):
                exit(block, tight: tight, footnote: footnote, isLast: isLast)
            case let .enterInline(inline, parentIsStrong, plain):
                enter(inline, parentIsStrong: parentIsStrong, plain: plain, stack: &stack)
            case let .exitInline(inline, parentIsStrong):
                exit(inline, parentIsStrong: parentIsStrong)
            case let .exitImage(info):
                put("\"")
                if let title = info.title, !title.isEmpty {
                    put(" title=\"")
                    escaped(title)
                    put("\"")
                }
                put(" />")
            case let .closeTableSection(tag):
                put(tag)
            }
        }
        if footnoteIndex > 0 { put("</ol>\n</section>\n") }
    }

    private mutating func pushInlines(_ inlines: [InlineNode], parentIsStrong: Bool, plain: Bool, stack: inout [Step]) {
        for inline in inlines.reversed() {
            stack.append(.enterInline(inline, parentIsStrong: parentIsStrong, plain: plain))
        }
    }

    private mutating func pushChildren(of block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, stack: inout [Step]) {
        let count = block.children.count
        for (index, child) in block.children.enumerated().reversed() {
            stack.append(.enterBlock(child, tight: tight, footnote: footnote, isLast: index == count - 1))
        }
    }

    // MARK: Blocks

    private mutating func enter(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool, stack: inout [Step]) {
        switch block.kind {
        case .paragraph:
            if !tight {
                cr()
                put("<p>")
            }
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            pushInlines(block.inlines, parentIsStrong: false, plain: false, stack: &stack)
        case .heading(let level):
            cr()
            put("<h\(level)>")
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            pushInlines(block.inlines, parentIsStrong: false, plain: false, stack: &stack)
        case .thematicBreak:
            cr()
            put("<hr />\n")
        case .blockQuote:
            cr()
            put("<blockquote>\n")
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            pushChildren(of: block, tight: false, footnote: nil, stack: &stack)
        case .list(let info):
            cr()
            switch info.kind {
            case .bullet: put("<ul>\n")
            case .ordered(let start, _): put(start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
            }
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            pushChildren(of: block, tight: info.isTight, footnote: nil, stack: &stack)
        case .listItem(let info):
            cr()
            put("<li>")
            switch info.task {
            case .checked: put("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
            case .unchecked: put("<input type=\"checkbox\" disabled=\"\" /> ")
            case nil: break
            }
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            pushChildren(of: block, tight: tight, footnote: nil, stack: &stack)
        case .codeBlock(let info):
            cr()
            if let language = info.language {
                put("<pre><code class=\"language-")
                escaped(language)
                put("\">")
            } else {
                put("<pre><code>")
            }
            escaped(info.content)
            put("</code></pre>\n")
        case .htmlBlock(let html):
            cr()
            if options.unsafe {
                HTMLEscaping.appendRawHTML(html, filter: options.tagFilter, to: &output)
            } else {
                put("<!-- raw HTML omitted -->")
            }
            cr()
        case .table(let columns):
            cr()
            put("<table>\n")
            stack.append(.exitBlock(block, tight: tight, footnote: footnote, isLast: isLast))
            var steps: [Step] = []
            var bodyOpen = false
            for row in block.children {
                let isHeader: Bool
                if case .tableRow(let header) = row.kind { isHeader = header } else { isHeader = false }
                if isHeader {
                    steps.append(.closeTableSection("<thead>\n"))
                } else if !bodyOpen {
                    bodyOpen = true
                    steps.append(.closeTableSection("<tbody>\n"))
                }
                steps.append(.closeTableSection("<tr>\n"))
                for (column, cell) in row.children.enumerated() {
                    let tag = isHeader ? "th" : "td"
                    var open = "<\(tag)"
                    if column < columns.count {
                        switch columns[column] {
                        case .none: break
                        case .left: open += " align=\"left\""
                        case .center: open += " align=\"center\""
                        case .right: open += " align=\"right\""
                        }
                    }
                    steps.append(.closeTableSection(open + ">"))
                    for inline in cell.inlines { steps.append(.enterInline(inline, parentIsStrong: false, plain: false)) }
                    steps.append(.closeTableSection("</\(tag)>\n"))
                }
                steps.append(.closeTableSection("</tr>\n"))
                if isHeader { steps.append(.closeTableSection("</thead>\n")) }
            }
            if bodyOpen { steps.append(.closeTableSection("</tbody>\n")) }
            stack.append(contentsOf: steps.reversed())
        case .tableRow, .tableCell:
            // Rendered by their table.
            break
        case .footnoteDefinition(let info):
            if footnoteIndex == 0 { put("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
            footnoteIndex += 1
            put("<li id=\"fn-")
            href(info.label)
            put("\">\n")
            stack.append(.exitBlock(block, tight: tight, footnote: info, isLast: isLast))
            pushChildren(of: block, tight: false, footnote: info, stack: &stack)
        }
    }

    private mutating func exit(_ block: BlockNode, tight: Bool, footnote: FootnoteDefinitionInfo?, isLast: Bool) {
        switch block.kind {
        case .paragraph:
            if let footnote, isLast {
                put(" ")
                putFootnoteBackReferences(footnote)
            }
            if !tight { put("</p>\n") }
        case .heading(let level):
            put("</h\(level)>\n")
        case .blockQuote:
            cr()
            put("</blockquote>\n")
        case .list(let info):
            put(info.isOrdered ? "</ol>\n" : "</ul>\n")
        case .listItem:
            put("</li>\n")
        case .table:
            cr()
            put("</table>\n")
        case .footnoteDefinition(let info):
            if putFootnoteBackReferences(info) { put("\n") }
            put("</li>\n")
        default:
            break
        }
    }

    @discardableResult
    private mutating func putFootnoteBackReferences(_ info: FootnoteDefinitionInfo) -> Bool {
        guard writtenFootnoteIndex < footnoteIndex else { return false }
        writtenFootnoteIndex = footnoteIndex
        let number = String(writtenFootnoteIndex)
        put("<a href=\"#fnref-")
        href(info.label)
        put("\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)\" aria-label=\"Back to reference \(number)\">↩</a>")
        if info.referenceCount > 1 {
            for occurrence in 2...info.referenceCount {
                put(" <a href=\"#fnref-")
                href(info.label)
                put("-\(occurrence)\" class=\"footnote-backref\" data-footnote-backref data-footnote-backref-idx=\"\(number)-\(occurrence)\" aria-label=\"Back to reference \(number)-\(occurrence)\">↩<sup class=\"footnote-ref\">\(occurrence)</sup></a>")
            }
        }
        return true
    }

    // MARK: Inlines

    private mutating func enter(_ inline: InlineNode, parentIsStrong: Bool, plain: Bool, stack: inout [Step]) {
        if plain {
            switch inline.kind {
            case .text(let text), .code(let text), .html(let text): escaped(text)
            case .softBreak, .lineBreak: put(" ")
            case .footnoteReference(let info): put(String(info.number))
            default: pushInlines(inline.children, parentIsStrong: false, plain: true, stack: &stack)
            }
            return
        }
        switch inline.kind {
        case .text(let text):
            escaped(text)
        case .softBreak:
            put("\n")
        case .lineBreak:
            put("<br />\n")
        case .code(let text):
            put("<code>")
            escaped(text)
            put("</code>")
        case .html(let html):
            if options.unsafe {
                HTMLEscaping.appendRawHTML(html, filter: options.tagFilter, to: &output)
            } else {
                put("<!-- raw HTML omitted -->")
            }
        case .emphasis:
            put("<em>")
            stack.append(.exitInline(inline, parentIsStrong: parentIsStrong))
            pushInlines(inline.children, parentIsStrong: false, plain: false, stack: &stack)
        case .strong:
            let collapse = options.collapsesNestedStrong && parentIsStrong
            if !collapse { put("<strong>") }
            stack.append(.exitInline(inline, parentIsStrong: parentIsStrong))
            pushInlines(inline.children, parentIsStrong: true, plain: false, stack: &stack)
        case .strikethrough:
            put("<del>")
            stack.append(.exitInline(inline, parentIsStrong: parentIsStrong))
            pushInlines(inline.children, parentIsStrong: false, plain: false, stack: &stack)
        case .link(let info):
            put("<a href=\"")
            if options.unsafe || !HTMLEscaping.isDangerousURL(info.destination) { href(info.destination) }
            put("\"")
            if let title = info.title, !title.isEmpty {
                put(" title=\"")
                escaped(title)
                put("\"")
            }
            put(">")
            stack.append(.exitInline(inline, parentIsStrong: parentIsStrong))
            pushInlines(inline.children, parentIsStrong: false, plain: false, stack: &stack)
        case .image(let info):
            put("<img src=\"")
            if options.unsafe || !HTMLEscaping.isDangerousURL(info.destination) { href(info.destination) }
            put("\" alt=\"")
            stack.append(.exitImage(info))
            pushInlines(inline.children, parentIsStrong: false, plain: true, stack: &stack)
        case .footnoteReference(let info):
            put("<sup class=\"footnote-ref\"><a href=\"#fn-")
            href(info.label)
            put("\" id=\"fnref-")
            href(info.label)
            if info.occurrence > 1 { put("-\(info.occurrence)") }
            put("\" data-footnote-ref>\(info.number)</a></sup>")
        case .extendedAttributes:
            // Attributes have no HTML form; the text renders as is.
            stack.append(.exitInline(inline, parentIsStrong: parentIsStrong))
            pushInlines(inline.children, parentIsStrong: parentIsStrong, plain: false, stack: &stack)
        }
    }

    private mutating func exit(_ inline: InlineNode, parentIsStrong: Bool) {
        switch inline.kind {
        case .emphasis: put("</em>")
        case .strong: if !(options.collapsesNestedStrong && parentIsStrong) { put("</strong>") }
        case .strikethrough: put("</del>")
        case .link: put("</a>")
        default: break
        }
    }
}
