import AttributedMarkdown
import AttributedStyles
import Foundation

/// Writes the paragraphs and tables behind ``RTFRenderer``, collecting fonts and colors.
struct RTFWriter {
    /// The string the block tree was made from; nil for a tree of a run list (whose segments
    /// carry their run's attributes and no range).
    let string: AttributedString?
    let options: RTFRenderer.Options
    /// A theme applied on the fly under each run's own attributes (a run list's tree only):
    /// what rendering `theme.apply(to:)`'s copy gives, per distinct attribute container.
    private let themeStyles: ThemeRunStyles?
    private var themedAttributes: [AttributeContainer?] = []
    private var tables = RTFResourceTables(
        bodyFont: .init(name: "Helvetica", family: "swiss"),
        monospacedFont: .init(name: "Courier New", family: "modern"))
    private var body = ""
    /// Left indentation of the current blocks, in twips.
    private var indent = 0
    private var listDepth = 0
    /// A list marker waiting for the first paragraph of its item.
    private var pendingMarker: String?

    private static let indentStep = 360
    private static let linkColor = StyleColor.RGBA(red: 0.04, green: 0.41, blue: 0.85)
    private static let mutedColor = StyleColor.RGBA(red: 0.35, green: 0.39, blue: 0.43)

    init(string: AttributedString, options: RTFRenderer.Options) {
        self.string = string
        self.options = options
        themeStyles = nil
    }

    /// A writer for the tree of a run list (``AttributedBlock/tree(ofRuns:)``), with `theme`
    /// applied to its runs on the fly when given.
    init(runsApplying theme: Theme?, options: RTFRenderer.Options) {
        string = nil
        self.options = options
        themeStyles = theme.map(ThemeRunStyles.init(theme:))
    }

    /// The complete document: header, tables, body.
    var document: String {
        "{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1\n" + tables.header
            + "\\viewkind4\\paperw12240\\paperh15840\\margl1440\\margr1440\\margt1440\\margb1440\n"
            + body + "}\n"
    }

    private var halfPoints: Int { Self.halfPoints(options.baseFontSize) }

    private static func halfPoints(_ points: Double) -> Int {
        guard points.isFinite else { return 24 }
        return Int((Swift.min(Swift.max(points, 1), FontDescriptor.maximumSize) * 2).rounded())
    }

    // MARK: Blocks

    mutating func writeDocument(_ document: AttributedBlock) {
        for child in document.bodyBlocks { write(child, tight: false) }
        let footnotes = document.footnotes
        if !footnotes.isEmpty { writeRule() }
        for footnote in footnotes {
            pendingMarker = "\(footnote.definition.number)."
            indent += Self.indentStep
            for child in footnote.block.children { write(child, tight: false) }
            indent -= Self.indentStep
            pendingMarker = nil
        }
    }

    private mutating func write(_ block: AttributedBlock, tight: Bool) {
        switch block.kind {
        case .document, .footnoteDefinition:
            for child in block.children { write(child, tight: false) }
        case .implicitParagraph:
            writeParagraph(block.segments, spaceAfter: tight ? 0 : 120)
        case .htmlBlock:
            writeCode(block.text, segments: block.segments)
        case .block(let kind):
            write(block, kind: kind, tight: tight)
        }
    }

    private mutating func write(_ block: AttributedBlock, kind: PresentationIntent.Kind, tight: Bool) {
        switch kind {
        case .paragraph:
            writeParagraph(block.segments, spaceAfter: tight ? 0 : 120)
        case .header(let level):
            writeParagraph(block.segments, spaceBefore: 240, spaceAfter: 120, heading: Swift.min(Swift.max(level, 1), 6))
        case .codeBlock:
            writeCode(block.text, segments: block.segments)
        case .thematicBreak:
            writeRule()
        case .blockQuote:
            indent += 2 * Self.indentStep
            if let alert = block.alert {
                // The title, bold, as a paragraph of its own where the marker was, in the size and
                // colour of the alert's first text.
                var title = RTFRunStyle()
                title.halfPoints = halfPoints
                if let first = Self.firstSegment(in: block) { title = style(of: first, heading: nil, bold: false) }
                title.bold = true
                title.italic = false
                body += "{\\pard\\plain\\sa60\\li\(indent) {" + title.controlWords
                RTFEscaping.appendText(alert.title, to: &body)
                body += "}\\par}\n"
            }
            for child in block.children { write(child, tight: false) }
            indent -= 2 * Self.indentStep
        case .orderedList, .unorderedList:
            writeList(block, ordered: kind == .orderedList)
        case .table(let columns):
            writeTable(block, columns: columns)
        default:
            for child in block.children { write(child, tight: false) }
            if !block.segments.isEmpty { writeParagraph(block.segments, spaceAfter: 120) }
        }
    }

    /// The first run of text inside `block`, depth first.
    private static func firstSegment(in block: AttributedBlock) -> InlineSegment? {
        if let first = block.segments.first { return first }
        for child in block.children {
            if let first = firstSegment(in: child) { return first }
        }
        return nil
    }

    /// `{\pard … text\par}`: a paragraph group, so its properties end with it.
    private mutating func writeParagraph(
        _ segments: [InlineSegment],
        spaceBefore: Int = 0,
        spaceAfter: Int,
        heading: Int? = nil
    ) {
        var properties = "\\pard\\plain\\sb\(spaceBefore)\\sa\(spaceAfter)\\li\(indent)"
        if let heading {
            properties += "\\keepn\\outlinelevel\(heading - 1)"
        }
        if let marker = pendingMarker {
            properties += "\\fi-\(Self.indentStep)\\tx\(indent)"
            body += "{" + properties + " "
            // The marker in the size and color of the text it introduces.
            var markerStyle = RTFRunStyle()
            markerStyle.halfPoints = halfPoints
            if let first = segments.first {
                let textStyle = style(of: first, heading: heading, bold: false)
                markerStyle.halfPoints = textStyle.halfPoints
                markerStyle.foreground = textStyle.foreground
            }
            body += "{" + markerStyle.controlWords
            RTFEscaping.appendText(marker, to: &body)
            body += "}\\tab "
            pendingMarker = nil
        } else {
            body += "{" + properties + " "
        }
        writeInlines(segments, heading: heading)
        body += "\\par}\n"
    }

    private mutating func writeCode(_ text: String, segments: [InlineSegment]) {
        var style = RTFRunStyle()
        style.font = 1
        style.halfPoints = Self.halfPoints(options.baseFontSize * 0.85)
        if let first = segments.first { apply(attributes(of: first), to: &style) }
        style.font = monospacedFont(for: segments.first)
        var content = text
        if content.hasSuffix("\n") { content.removeLast() }
        body += "{\\pard\\plain\\sa120\\li\(indent + Self.indentStep)"
        if let background = style.background { body += "\\cbpat\(background)" }
        body += " {" + style.controlWords
        for (index, line) in content.linesAtLineFeeds.enumerated() {
            if index > 0 { body += "\\line " }
            RTFEscaping.appendText(line, to: &body)
        }
        body += "}\\par}\n"
    }

    private mutating func writeRule() {
        body += "{\\pard\\plain\\sa120\\li\(indent)\\brdrb\\brdrs\\brdrw10\\brsp20\\fs8 \\par}\n"
    }

    private mutating func writeList(_ list: AttributedBlock, ordered: Bool) {
        let bullets = ["•", "◦", "▪"]
        let bullet = bullets[listDepth % bullets.count]
        listDepth += 1
        indent += Self.indentStep
        for (index, item) in list.children.enumerated() {
            var marker: String
            if ordered {
                var number = index + 1
                if case .listItem(let ordinal)? = item.intentKind { number = ordinal }
                marker = "\(number)\(item.listItemDelimiter == ")" ? ")" : ".")"
            } else {
                marker = bullet
            }
            switch item.taskState {
            case .checked?: marker = ordered ? marker + " ☑" : "☑"
            case .unchecked?: marker = ordered ? marker + " ☐" : "☐"
            case nil: break
            }
            pendingMarker = marker
            if item.children.isEmpty && item.segments.isEmpty {
                writeParagraph([], spaceAfter: list.isTight ? 0 : 120)
            } else if case .listItem? = item.intentKind {
                for child in item.children { write(child, tight: list.isTight) }
            } else {
                write(item, tight: list.isTight)
            }
            pendingMarker = nil
        }
        indent -= Self.indentStep
        listDepth -= 1
        if listDepth == 0, list.isTight { body += "{\\pard\\plain\\sa0\\fs8 \\par}\n" }
    }

    private mutating func writeTable(_ table: AttributedBlock, columns: [PresentationIntent.TableColumn]) {
        let columnCount = table.children.map(\.children.count).max() ?? 0
        guard columnCount > 0 else { return }
        let textWidth = options.textWidth.isFinite ? Swift.min(Swift.max(options.textWidth, 72), 2_000) : 468
        let totalTwips = Int(textWidth * 20) - indent
        let cellWidth = Swift.max(Self.indentStep, totalTwips / columnCount)
        for row in table.children {
            let isHeader = row.intentKind == .tableHeaderRow
            body += "\\trowd\\trgaph108\\trleft\(indent)"
            if isHeader { body += "\\trhdr" }
            for column in 0..<columnCount {
                body += "\\clbrdrt\\brdrs\\brdrw10\\clbrdrl\\brdrs\\brdrw10\\clbrdrb\\brdrs\\brdrw10\\clbrdrr\\brdrs\\brdrw10"
                body += "\\cellx\(indent + cellWidth * (column + 1))"
            }
            body += "\n"
            var cells = [AttributedBlock?](repeating: nil, count: columnCount)
            for (position, cell) in row.children.enumerated() {
                var column = position
                if case .tableCell(let index)? = cell.intentKind { column = index }
                if column < columnCount { cells[column] = cell }
            }
            for (column, cell) in cells.enumerated() {
                body += "\\pard\\plain\\intbl"
                switch columns.indices.contains(column) ? columns[column].alignment : .left {
                case .center: body += "\\qc"
                case .right: body += "\\qr"
                default: body += "\\ql"
                }
                body += " "
                if let cell { writeInlines(cell.segments, heading: nil, bold: isHeader) }
                body += "\\cell\n"
            }
            body += "\\row\n"
        }
        body += "{\\pard\\plain\\sa120\\fs8 \\par}\n"
    }

    // MARK: Inlines

    private mutating func writeInlines(_ segments: [InlineSegment], heading: Int?, bold: Bool = false) {
        var index = segments.startIndex
        while index < segments.endIndex {
            let segment = segments[index]
            if let source = segment.imageSource {
                var alt = ""
                while index < segments.endIndex, segments[index].imageSource == source {
                    if !segments[index].isEmptyContentPlaceholder { alt += segments[index].text }
                    index += 1
                }
                var style = self.style(of: segment, heading: heading, bold: bold)
                style.italic = true
                body += "{" + style.controlWords
                RTFEscaping.appendText("[image: " + (alt.isEmpty ? source : alt) + "]", to: &body)
                body += "}"
                continue
            }
            if let destination = segment.linkDestination, !destination.isEmpty {
                body += "{\\field{\\*\\fldinst HYPERLINK \""
                RTFEscaping.appendFieldArgument(destination, to: &body)
                body += "\"}{\\fldrslt "
                while index < segments.endIndex, segments[index].linkDestination == destination {
                    writeSegment(segments[index], heading: heading, bold: bold)
                    index += 1
                }
                body += "}}"
                continue
            }
            writeSegment(segment, heading: heading, bold: bold)
            index += 1
        }
    }

    private mutating func writeSegment(_ segment: InlineSegment, heading: Int?, bold: Bool) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder { return }
        if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { body += "\\line " }
            return
        }
        var style = self.style(of: segment, heading: heading, bold: bold)
        var text = segment.text
        if intent.contains(.softBreak) { text = " " }
        if let reference = segment.footnoteReference {
            style.superscript = true
            text = String(reference.number)
        }
        body += "{" + style.controlWords
        RTFEscaping.appendText(text, to: &body)
        body += "}"
    }

    /// Markdown's meaning as formatting, then the run's style attributes over it.
    private mutating func style(of segment: InlineSegment, heading: Int?, bold: Bool) -> RTFRunStyle {
        var style = RTFRunStyle()
        style.halfPoints = halfPoints
        style.bold = bold
        if let heading {
            let scale = [2.0, 1.6, 1.3, 1.1, 1.0, 0.9][heading - 1]
            style.halfPoints = Self.halfPoints(options.baseFontSize * scale)
            style.bold = true
        }
        let intent = segment.inlineIntent
        if intent.contains(.emphasized) { style.italic = true }
        if intent.contains(.stronglyEmphasized) { style.bold = true }
        if intent.contains(.strikethrough) { style.strikethrough = true }
        if intent.contains(.code) { style.font = 1 }
        if segment.linkDestination != nil { style.underline = .solid }
        let attributes = attributes(of: segment)
        // Semantic colors only where the run has none, so the color table lists used colors only.
        if attributes[AttributeScopes.StyleAttributes.ForegroundColorAttribute.self] == nil {
            if segment.linkDestination != nil {
                style.foreground = tables.color(Self.linkColor)
            } else if intent.contains(.inlineHTML) {
                style.foreground = tables.color(Self.mutedColor)
            }
        }
        apply(attributes, to: &style)
        if intent.contains(.code) { style.font = monospacedFont(for: segment) }
        return style
    }

    /// The attributes of the run `segment` was cut from: kept in the segment by the block tree
    /// (slicing the string for its first run cost ~350 instructions a segment in Foundation);
    /// looked up in the string only for a segment built by hand or an empty range.
    private mutating func attributes(of segment: InlineSegment) -> AttributeContainer {
        guard let string else { return runAttributes(of: segment) }
        if let attributes = segment.runAttributes, !segment.range.isEmpty { return attributes }
        return string[segment.range].runs.first?.attributes ?? AttributeContainer()
    }

    /// A run list segment's attributes: its run's, with the theme's style merged under them
    /// (`.keepCurrent`, as ``Theme/apply(to:)`` merges it), once per distinct container. A
    /// placeholder segment (an empty link's) has none, as its empty range has none in a string.
    private mutating func runAttributes(of segment: InlineSegment) -> AttributeContainer {
        guard let own = segment.runAttributes else { return AttributeContainer() }
        guard let themeStyles else { return own }
        guard let index = segment.runAttributesIndex else { return themeStyles.styledAttributes(of: own) }
        if index < themedAttributes.count, let known = themedAttributes[index] { return known }
        let themed = themeStyles.styledAttributes(of: own)
        if index >= themedAttributes.count {
            themedAttributes.append(contentsOf: repeatElement(nil, count: index + 1 - themedAttributes.count))
        }
        themedAttributes[index] = themed
        return themed
    }

    /// The monospaced font for code: the run's own family when it names a monospaced one.
    private mutating func monospacedFont(for segment: InlineSegment?) -> Int {
        guard let segment, let font = attributes(of: segment)[AttributeScopes.StyleAttributes.FontAttribute.self],
              font.design == .monospaced, let family = font.family, !family.isEmpty
        else { return 1 }
        return tables.font(.init(name: family, family: "modern"))
    }

    private mutating func apply(_ attributes: AttributeContainer, to style: inout RTFRunStyle) {
        let appearance = options.appearance
        if let font = attributes[AttributeScopes.StyleAttributes.FontAttribute.self] {
            if let family = font.family, !family.isEmpty {
                let kind: String
                switch font.design {
                case .monospaced?: kind = "modern"
                case .serif?: kind = "roman"
                default: kind = "swiss"
                }
                style.font = tables.font(.init(name: family, family: kind))
            } else if font.design == .monospaced {
                style.font = 1
            }
            if let size = font.resolvedSize { style.halfPoints = Self.halfPoints(size) }
            if let weight = font.resolvedWeight { style.bold = weight.isBold }
            if let italic = font.isItalic { style.italic = italic }
        }
        if let color = attributes[AttributeScopes.StyleAttributes.ForegroundColorAttribute.self] {
            style.foreground = tables.color(color.resolved(for: appearance))
        }
        if let color = attributes[AttributeScopes.StyleAttributes.BackgroundColorAttribute.self], color.resolved(for: appearance).opacity > 0 {
            style.background = tables.color(color.resolved(for: appearance))
        }
        if let underline = attributes[AttributeScopes.StyleAttributes.UnderlineStyleAttribute.self] {
            style.underline = underline.pattern
            style.underlineColor = underline.color.map { tables.color($0.resolved(for: appearance)) }
        }
        if attributes[AttributeScopes.StyleAttributes.StrikethroughStyleAttribute.self] != nil {
            style.strikethrough = true
        }
    }
}
