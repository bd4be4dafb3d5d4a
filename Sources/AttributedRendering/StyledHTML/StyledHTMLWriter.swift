import MarkdownSyntax
import AttributedMarkdown
import AttributedStyles
import Foundation

/// Writes the elements of ``StyledHTMLRenderer``: each block and inline element with its
/// theme class (or inline style), runs that differ from the theme in a styled `<span>`.
struct StyledHTMLWriter {
    let string: AttributedString
    let options: StyledHTMLRenderer.Options
    private let css: StyleCSS
    /// The theme's style per combination of roles: computed once, since documents repeat a
    /// handful of combinations over thousands of runs.
    private var themeStyles: [ThemeStyleKey: AttributeContainer] = [:]
    private(set) var output = ""

    /// What decides the theme's style for a run.
    private struct ThemeStyleKey: Hashable {
        var blocks: [Theme.BlockRole]
        var inlines: [Theme.InlineRole]
    }

    init(string: AttributedString, options: StyledHTMLRenderer.Options) {
        self.string = string
        self.options = options
        css = StyleCSS(appearance: options.theme.appearance)
    }

    // MARK: Attributes

    /// ` class="am-p"` or ` style="…"` for a block role.
    private func attributes(for role: Theme.BlockRole, extraStyle: String? = nil) -> String {
        styleAttributes(className: role.cssClassName, container: options.theme.blocks[role], extraStyle: extraStyle)
    }

    private func attributes(for role: Theme.InlineRole) -> String {
        styleAttributes(className: role.cssClassName, container: options.theme.inlines[role], extraStyle: nil)
    }

    private func styleAttributes(className: String, container: AttributeContainer?, extraStyle: String?) -> String {
        var declarations: [String] = []
        var result = ""
        if options.inlineStyles {
            if let container {
                let style = css.inlineStyle(for: container)
                if !style.isEmpty { declarations.append(style) }
            }
        } else {
            result += " class=\"\(className)\""
        }
        if let extraStyle { declarations.append(extraStyle) }
        if !declarations.isEmpty {
            result += " style=\""
            HTMLEscaping.appendEscaped(declarations.joined(separator: "; "), to: &result)
            result += "\""
        }
        return result
    }

    // MARK: Blocks

    mutating func writeDocument(_ document: AttributedBlock) {
        output += "<div" + styleAttributes(className: StyleCSS.documentClassName, container: options.theme.base, extraStyle: nil) + ">\n"
        var footnotes: [(definition: FootnoteDefinition, block: AttributedBlock)] = []
        for child in document.children {
            if case .footnoteDefinition(let definition) = child.kind {
                footnotes.append((definition, child))
            } else {
                write(child, tight: false)
            }
        }
        if !footnotes.isEmpty {
            let ordered = footnotes.enumerated().sorted {
                ($0.element.definition.number, $0.offset) < ($1.element.definition.number, $1.offset)
            }
            output += "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
            for entry in ordered {
                output += "<li id=\"fn-"
                HTMLEscaping.appendEscapedHref(entry.element.definition.label, to: &output)
                output += "\">\n"
                for child in entry.element.block.children { write(child, tight: false) }
                // The back-reference ends the last paragraph, as on GitHub, else stands alone.
                let hasFinalParagraph = output.hasSuffix("</p>\n")
                if hasFinalParagraph { output.removeLast("</p>\n".count) }
                output += hasFinalParagraph ? " " : ""
                output += "<a href=\"#fnref-"
                HTMLEscaping.appendEscapedHref(entry.element.definition.label, to: &output)
                output += "\" class=\"footnote-backref\" aria-label=\"Back to reference \(entry.element.definition.number)\">↩</a>"
                output += hasFinalParagraph ? "</p>\n</li>\n" : "\n</li>\n"
            }
            output += "</ol>\n</section>\n"
        }
        output += "</div>\n"
    }

    private mutating func write(_ block: AttributedBlock, tight: Bool) {
        switch block.kind {
        case .document, .footnoteDefinition:
            for child in block.children { write(child, tight: false) }
        case .implicitParagraph:
            writeParagraph(block, tight: tight)
        case .htmlBlock:
            writeRawHTML(block.text)
            if !output.hasSuffix("\n") { output += "\n" }
        case .block(let kind):
            write(block, kind: kind, tight: tight)
        }
    }

    private mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool) {
        switch kind {
        case .paragraph:
            writeParagraph(block, tight: tight)
        case .header(let level):
            let level = Swift.min(Swift.max(level, 1), 6)
            output += "<h\(level)" + attributes(for: .heading(level: level)) + ">"
            writeInlines(block.segments)
            output += "</h\(level)>\n"
        case .codeBlock(let language):
            output += "<pre" + attributes(for: .codeBlock) + "><code"
            if let language, !language.isEmpty {
                output += " class=\"language-"
                HTMLEscaping.appendEscaped(language, to: &output)
                output += "\""
            }
            output += ">"
            for segment in block.segments { writeText(segment, escapedText: nil) }
            output += "</code></pre>\n"
        case .thematicBreak:
            output += "<hr" + attributes(for: .thematicBreak) + " />\n"
        case .blockQuote:
            output += "<blockquote" + attributes(for: .blockQuote) + ">\n"
            for child in block.children { write(child, tight: false) }
            output += "</blockquote>\n"
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        case .table(let columns):
            writeTable(block, columns: columns)
        default:
            for child in block.children { write(child, tight: false) }
            if !block.segments.isEmpty { writeParagraph(block, tight: false) }
        }
    }

    private mutating func writeParagraph(_ block: AttributedBlock, tight: Bool) {
        if tight {
            writeInlines(block.segments)
            output += "\n"
            return
        }
        output += "<p" + attributes(for: .paragraph) + ">"
        writeInlines(block.segments)
        output += "</p>\n"
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        var start = 1
        if ordered, case .listItem(let ordinal)? = list.children.first?.intentKind { start = ordinal }
        output += (ordered ? "<ol" : "<ul") + attributes(for: .list)
        if start != 1 { output += " start=\"\(start)\"" }
        output += ">\n"
        for item in list.children {
            output += "<li" + attributes(for: .listItem) + ">"
            switch item.taskState {
            case .checked?: output += "<input type=\"checkbox\" checked disabled /> "
            case .unchecked?: output += "<input type=\"checkbox\" disabled /> "
            case nil: break
            }
            if case .listItem? = item.intentKind {
                if !list.isTight { output += "\n" }
                for child in item.children { write(child, tight: list.isTight) }
            } else {
                write(item, tight: list.isTight)
            }
            if output.hasSuffix("\n"), list.isTight { output.removeLast() }
            output += "</li>\n"
        }
        output += ordered ? "</ol>\n" : "</ul>\n"
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        output += "<table" + attributes(for: .table) + ">\n"
        var bodyOpen = false
        for row in table.children {
            let isHeader = row.intentKind == .tableHeaderRow
            if isHeader {
                output += "<thead" + attributes(for: .tableHeader) + ">\n"
            } else if !bodyOpen {
                output += "<tbody>\n"
                bodyOpen = true
            }
            output += "<tr>\n"
            for cell in row.children {
                output += isHeader ? "<th" : "<td"
                if case .tableCell(let column)? = cell.intentKind, columns.indices.contains(column) {
                    switch columns[column].alignment {
                    case .center: output += " style=\"text-align: center\""
                    case .right: output += " style=\"text-align: right\""
                    default: break
                    }
                }
                output += ">"
                writeInlines(cell.segments)
                output += isHeader ? "</th>\n" : "</td>\n"
            }
            output += "</tr>\n"
            if isHeader { output += "</thead>\n" }
        }
        if bodyOpen { output += "</tbody>\n" }
        output += "</table>\n"
    }

    private mutating func writeRawHTML(_ html: String) {
        RawHTMLPolicy.append(html, unsafe: options.unsafe, tagFilter: options.tagFilter, to: &output)
    }

    // MARK: Inlines

    private mutating func writeInlines(_ segments: [InlineSegment]) {
        for event in InlineEventPlanner.events(for: segments) {
            switch event {
            case .open(let span): open(span)
            case .close(let span): close(span)
            case .segment(let segment): writeSegment(segment)
            case .image(let source, let title, let alt): writeImage(source: source, title: title, alt: alt)
            }
        }
    }

    private mutating func open(_ span: InlineSpan) {
        switch span {
        case .link(let url, let title):
            HTMLInlineTags.appendLinkOpening(
                url: url, title: title, extraAttributes: attributes(for: .link), unsafe: options.unsafe, to: &output)
        case .emphasis: output += "<em" + attributes(for: .emphasized) + ">"
        case .strong: output += "<strong" + attributes(for: .stronglyEmphasized) + ">"
        case .strikethrough: output += "<del" + attributes(for: .strikethrough) + ">"
        }
    }

    private mutating func close(_ span: InlineSpan) {
        switch span {
        case .link: output += "</a>"
        case .emphasis: output += "</em>"
        case .strong: output += "</strong>"
        case .strikethrough: output += "</del>"
        }
    }

    private mutating func writeSegment(_ segment: InlineSegment) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder { return }
        if let reference = segment.footnoteReference {
            HTMLInlineTags.appendFootnoteReference(reference, to: &output)
        } else if intent.contains(.code) {
            output += "<code" + attributes(for: .code) + ">"
            writeText(segment, escapedText: nil)
            output += "</code>"
        } else if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { output += "<br />\n" }
        } else if intent.contains(.softBreak) {
            output += "\n"
        } else if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            writeRawHTML(segment.text)
        } else {
            writeText(segment, escapedText: nil)
        }
    }

    /// The run's text, in a `<span style>` holding what its style attributes say beyond the
    /// theme's style for its kind of text.
    private mutating func writeText(_ segment: InlineSegment, escapedText: String?) {
        let extra = differingStyle(of: segment)
        if !extra.isEmpty {
            output += "<span style=\""
            HTMLEscaping.appendEscaped(extra, to: &output)
            output += "\">"
        }
        if let escapedText { output += escapedText } else { HTMLEscaping.appendEscaped(segment.text, to: &output) }
        if !extra.isEmpty { output += "</span>" }
    }

    /// CSS for the run's character style attributes that differ from the theme's style for
    /// the run's blocks and inline intents (attributes the run lacks inherit the theme's).
    private mutating func differingStyle(of segment: InlineSegment) -> String {
        guard let run = string[segment.range].runs.first else { return "" }
        let attributes = run.attributes
        let key = ThemeStyleKey(
            blocks: Theme.blockRoles(of: attributes[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self]),
            inlines: Theme.InlineRole.roles(
                for: attributes[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self],
                isLink: segment.link != nil || segment.linkDestination != nil))
        let expected: AttributeContainer
        if let cached = themeStyles[key] {
            expected = cached
        } else {
            expected = options.theme.style(blocks: key.blocks, inlines: key.inlines)
            themeStyles[key] = expected
        }
        var differing = AttributeContainer()
        var differs = false
        typealias Style = AttributeScopes.StyleAttributes
        func copy<K: AttributedStringKey>(_ key: K.Type) where K.Value: Equatable & Sendable {
            if let value = attributes[K.self], value != expected[K.self] {
                differing[K.self] = value
                differs = true
            }
        }
        copy(Style.FontAttribute.self)
        copy(Style.ForegroundColorAttribute.self)
        copy(Style.BackgroundColorAttribute.self)
        copy(Style.UnderlineStyleAttribute.self)
        copy(Style.StrikethroughStyleAttribute.self)
        copy(Style.KernAttribute.self)
        copy(Style.TrackingAttribute.self)
        copy(Style.BaselineOffsetAttribute.self)
        return differs ? css.inlineStyle(for: differing) : ""
    }

    private mutating func writeImage(source: String, title: String?, alt: [InlineSegment]) {
        HTMLImageTag.append(source: source, title: title, alt: alt, unsafe: options.unsafe, to: &output)
    }
}
