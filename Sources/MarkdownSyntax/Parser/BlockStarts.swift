/// Recognition of the lines that open a new block, in cmark-gfm's order: block quote, ATX
/// heading, fenced code, HTML block, setext underline, thematic break, footnote definition,
/// list item, indented code, then the extension starts (task-list checkbox, table header and rows).
extension BlockParser {
    enum StartResult {
        /// Nothing starts here.
        case none
        /// A container opened; look for more starts after it.
        case container
        /// A leaf opened (or the line was consumed); stop looking.
        case leaf
        /// A prefix of the line was consumed without opening a block (task-list checkbox).
        case consumedPrefix
    }

    func tryBlockStarts(_ container: BlockBuilder) -> StartResult {
        let byte = peek(nextNonspace)
        let canNest = container.depth < options.effectiveNestingDepth
        if !isIndented {
            if byte == UInt8(ascii: ">") && canNest {
                advanceNextNonspace()
                advanceOffset(1, columns: false)
                if ByteClass.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
                closeUnmatchedBlocks()
                addChild(.blockQuote, at: nextNonspace)
                return .container
            }
            if byte == UInt8(ascii: "#"), startATXHeading() { return .leaf }
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"), startFencedCode() { return .leaf }
            if byte == UInt8(ascii: "<"), startHTMLBlock(container) { return .leaf }
            if container.kind == .paragraph, byte == UInt8(ascii: "=") || byte == UInt8(ascii: "-"), startSetextHeading(container) {
                return .leaf
            }
            if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_"), isThematicBreak() {
                closeUnmatchedBlocks()
                addChild(.thematicBreak, at: nextNonspace)
                advanceOffset(lineEnd - offset, columns: false)
                return .leaf
            }
            if byte == UInt8(ascii: "["), canNest, options.extensions.contains(.footnotes), startFootnoteDefinition() {
                return .container
            }
        }
        if (!isIndented || container.kind == .list) && indent < 4 && canNest, startListItem(container) {
            return .container
        }
        if isIndented && tip.kind != .paragraph && !isBlank {
            advanceOffset(4, columns: true)
            closeUnmatchedBlocks()
            let code = addChild(.codeBlock, at: offset)
            code.isFenced = false
            return .leaf
        }
        if !isIndented, container.kind == .item, options.extensions.contains(.tasklist), startTaskCheckbox(container) {
            return .consumedPrefix
        }
        if options.extensions.contains(.table) {
            if container.kind == .paragraph, !isIndented, startTable(container) { return .leaf }
            if container.kind == .table, !isBlank {
                addTableRow(container)
                return .leaf
            }
        }
        return .none
    }

    // MARK: Headings

    func startATXHeading() -> Bool {
        var i = nextNonspace
        while i < lineEnd, input[i] == UInt8(ascii: "#") { i += 1 }
        let level = i - nextNonspace
        guard level <= 6, i == lineEnd || ByteClass.isSpaceOrTab(input[i]) else { return false }
        closeUnmatchedBlocks()
        let heading = addChild(.heading, at: nextNonspace)
        heading.headingLevel = level
        // Content: strip leading space, the optional closing sequence and trailing space.
        var contentStart = i
        while contentStart < lineEnd, ByteClass.isSpaceOrTab(input[contentStart]) { contentStart += 1 }
        var contentEnd = lineEnd
        while contentEnd > contentStart, ByteClass.isSpaceOrTab(input[contentEnd - 1]) { contentEnd -= 1 }
        var hashes = contentEnd
        while hashes > contentStart, input[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes == contentStart {
            contentEnd = contentStart
        } else if hashes < contentEnd, ByteClass.isSpaceOrTab(input[hashes - 1]) {
            contentEnd = hashes
            while contentEnd > contentStart, ByteClass.isSpaceOrTab(input[contentEnd - 1]) { contentEnd -= 1 }
        }
        heading.segments = [ContentSegment(contentOffset: 0, sourceOffset: contentStart)]
        if contentEnd > contentStart {
            heading.content.append(contentsOf: UnsafeBufferPointer(rebasing: input[contentStart..<contentEnd]))
        }
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func startSetextHeading(_ container: BlockBuilder) -> Bool {
        let marker = input[nextNonspace]
        var i = nextNonspace
        while i < lineEnd, input[i] == marker { i += 1 }
        while i < lineEnd, ByteClass.isSpaceOrTab(input[i]) { i += 1 }
        guard i == lineEnd else { return false }
        closeUnmatchedBlocks()
        consumeDefinitions(of: container)
        guard !container.isRemoved else {
            container.isRemoved = false
            return false
        }
        container.kind = .heading
        container.headingLevel = marker == UInt8(ascii: "=") ? 1 : 2
        while let last = container.content.last, ByteClass.isASCIIWhitespace(last) { container.content.removeLast() }
        container.end = lineEnd
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func isThematicBreak() -> Bool {
        let marker = input[nextNonspace]
        var count = 0
        var i = nextNonspace
        while i < lineEnd {
            let byte = input[i]
            if byte == marker { count += 1 } else if !ByteClass.isSpaceOrTab(byte) { return false }
            i += 1
        }
        return count >= 3
    }

    // MARK: Code and HTML

    func startFencedCode() -> Bool {
        let fence = input[nextNonspace]
        var i = nextNonspace
        while i < lineEnd, input[i] == fence { i += 1 }
        let length = i - nextNonspace
        guard length >= 3 else { return false }
        var infoStart = i
        while infoStart < lineEnd, ByteClass.isSpaceOrTab(input[infoStart]) { infoStart += 1 }
        var infoEnd = lineEnd
        while infoEnd > infoStart, ByteClass.isSpaceOrTab(input[infoEnd - 1]) { infoEnd -= 1 }
        if fence == UInt8(ascii: "`") {
            for j in infoStart..<infoEnd where input[j] == UInt8(ascii: "`") { return false }
        }
        closeUnmatchedBlocks()
        let code = addChild(.codeBlock, at: nextNonspace)
        code.isFenced = true
        code.fenceCharacter = fence
        code.fenceLength = length
        code.fenceIndent = indent
        if infoEnd > infoStart {
            code.info = String(decoding: TextUnescaping.unescape(input, from: infoStart, to: infoEnd), as: UTF8.self)
        }
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func startHTMLBlock(_ container: BlockBuilder) -> Bool {
        let lazyParagraph = !allClosed && !isBlank && tip.kind == .paragraph
        let allowType7 = container.kind != .paragraph && !lazyParagraph
        let type = HTMLBlockRules.startType(input, from: nextNonspace, to: lineEnd, allowType7: allowType7)
        guard type > 0 else { return false }
        closeUnmatchedBlocks()
        let html = addChild(.htmlBlock, at: offset)
        html.htmlBlockType = type
        return true
    }

    // MARK: Lists

    func startListItem(_ container: BlockBuilder) -> Bool {
        var marker = ListMarker()
        var i = nextNonspace
        let first = peek(i)
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            marker.bulletCharacter = first
            i += 1
        } else if ByteClass.isDigit(first) {
            var number = 0
            while i < lineEnd, ByteClass.isDigit(input[i]), i - nextNonspace < 9 {
                number = number * 10 + Int(input[i] - 0x30)
                i += 1
            }
            let delimiter = peek(i)
            guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return false }
            guard container.kind != .paragraph || number == 1 else { return false }
            marker.isOrdered = true
            marker.start = number
            marker.delimiter = delimiter
            i += 1
        } else {
            return false
        }
        let after = peek(i)
        guard after == 0x0A || ByteClass.isSpaceOrTab(after) else { return false }
        if container.kind == .paragraph {
            var j = i
            while j < lineEnd, ByteClass.isSpaceOrTab(input[j]) { j += 1 }
            if j == lineEnd { return false }
        }
        let markerLength = i - nextNonspace
        let markerIndent = indent
        let markerStart = nextNonspace
        advanceNextNonspace()
        advanceOffset(markerLength, columns: true)
        let spacesStartColumn = column
        let spacesStartOffset = offset
        repeat {
            advanceOffset(1, columns: true)
        } while column - spacesStartColumn < 5 && ByteClass.isSpaceOrTab(peek(offset)) && offset < lineEnd
        let blankItem = offset >= lineEnd
        let spacesAfterMarker = column - spacesStartColumn
        if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem {
            marker.padding = markerLength + 1
            column = spacesStartColumn
            offset = spacesStartOffset
            partiallyConsumedTab = false
            if ByteClass.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
        } else {
            marker.padding = markerLength + spacesAfterMarker
        }
        marker.markerOffset = markerIndent
        closeUnmatchedBlocks()
        if tip.kind != .list || !tip.list.continuesList(marker) {
            let list = addChild(.list, at: markerStart)
            list.list = marker
        }
        let item = addChild(.item, at: markerStart)
        item.list = marker
        item.end = lineEnd
        return true
    }

    /// The GFM checkbox `[ ]`/`[x]` at the start of a list item's content, with cmark-gfm's
    /// rule: the item's marker must be the first thing on the physical line (so not after `>`
    /// or another marker on the same line), and a space or tab must follow the `]`.
    func startTaskCheckbox(_ item: BlockBuilder) -> Bool {
        guard item.children.isEmpty, item.startLine == lineNumber, item.taskState == nil else { return false }
        var firstNonspace = lineStart
        while firstNonspace < lineEnd, ByteClass.isSpaceOrTab(input[firstNonspace]) { firstNonspace += 1 }
        guard item.start == firstNonspace else { return false }
        let i = nextNonspace
        guard i + 3 < lineEnd, input[i] == UInt8(ascii: "["), input[i + 2] == UInt8(ascii: "]") else { return false }
        let mark = input[i + 1]
        guard mark == 0x20 || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return false }
        guard ByteClass.isSpaceOrTab(input[i + 3]) else { return false }
        item.taskState = mark == 0x20 ? .unchecked : .checked
        advanceNextNonspace()
        advanceOffset(3, columns: false)
        findNextNonspace()
        if isBlank { offset = lineEnd }
        return true
    }

    // MARK: Footnotes

    func startFootnoteDefinition() -> Bool {
        var i = nextNonspace
        guard i + 1 < lineEnd, input[i + 1] == UInt8(ascii: "^") else { return false }
        i += 2
        let labelStart = i
        while i < lineEnd {
            let byte = input[i]
            if byte == UInt8(ascii: "]") || byte == 0x20 || byte == 0x09 { break }
            i += 1
        }
        guard i > labelStart, i + 1 < lineEnd, input[i] == UInt8(ascii: "]"), input[i + 1] == UInt8(ascii: ":") else { return false }
        let label = String(decoding: UnsafeBufferPointer(rebasing: input[labelStart..<i]), as: UTF8.self)
        var end = i + 2
        while end < lineEnd, ByteClass.isSpaceOrTab(input[end]) { end += 1 }
        closeUnmatchedBlocks()
        let definition = addChild(.footnoteDefinition, at: nextNonspace)
        definition.footnoteLabel = label
        advanceNextNonspace()
        advanceOffset(end - offset, columns: false)
        return true
    }

    // MARK: Tables

    func startTable(_ paragraph: BlockBuilder) -> Bool {
        guard let alignments = TableRules.parseDelimiterRow(input, from: nextNonspace, to: lineEnd),
              alignments.count <= options.maximumTableColumns else { return false }
        // The header row is the paragraph's last line.
        let content = paragraph.content
        guard !content.isEmpty else { return false }
        var headerStart = content.count - 1
        while headerStart > 0, content[headerStart - 1] != 0x0A { headerStart -= 1 }
        let headerEnd = content.count - 1
        let headerCells: [TableCellSource]? = content.withUnsafeBufferPointer { buffer in
            guard let cells = TableRules.parseRow(buffer, from: headerStart, to: headerEnd) else { return nil }
            return cells.map { cell in
                let start = paragraph.sourceOffset(ofContentOffset: cell.start)
                let end = paragraph.sourceOffset(ofContentOffset: cell.end)
                return TableCellSource(
                    content: cell.content, segments: [ContentSegment(contentOffset: 0, sourceOffset: start)], start: start, end: end)
            }
        }
        guard let headerCells, headerCells.count == alignments.count else { return false }
        closeUnmatchedBlocks()
        let headerSourceStart = paragraph.sourceOffset(ofContentOffset: headerStart)
        let headerSourceEnd = paragraph.sourceOffset(ofContentOffset: headerEnd)
        if headerStart > 0 {
            paragraph.content.removeSubrange(headerStart...)
            paragraph.segments.removeAll { $0.contentOffset >= headerStart }
            paragraph.end = headerSourceStart
            finalize(paragraph, endingAt: headerSourceStart)
        } else if let parent = paragraph.parent {
            paragraph.isOpen = false
            if let removed = parent.removeLastChild() { detached.append(removed) }
            tip = parent
        }
        let table = addChild(.table, at: headerSourceStart)
        table.alignments = alignments
        table.rows = [TableRowBuilder(cells: headerCells, start: headerSourceStart, end: headerSourceEnd)]
        table.end = lineEnd
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func addTableRow(_ table: BlockBuilder) {
        let start = nextNonspace
        let cells = TableRules.parseRow(input, from: start, to: lineEnd) ?? []
        let sources = cells.map { cell in
            TableCellSource(content: cell.content, segments: [ContentSegment(contentOffset: 0, sourceOffset: cell.start)],
                            start: cell.start, end: cell.end)
        }
        table.rows.append(TableRowBuilder(cells: sources, start: start, end: lineEnd))
        table.end = lineEnd
        offset = lineEnd
        lineConsumed = true
    }
}
