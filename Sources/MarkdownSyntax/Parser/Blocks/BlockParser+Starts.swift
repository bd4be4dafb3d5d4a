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

    func tryBlockStarts(_ container: Int) -> StartResult {
        let byte = peek(nextNonspace)
        let containerKind = blocks[container].kind
        let canNest = blocks[container].depth < options.effectiveNestingDepth
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
            if containerKind == .paragraph, byte == UInt8(ascii: "=") || byte == UInt8(ascii: "-"), startSetextHeading(container) {
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
        // Only a bullet or a digit can open a list item; testing the byte here spares the call
        // for the many lines that start with a letter.
        let mayOpenItem = byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || ByteClass.isDigit(byte)
        if mayOpenItem, (!isIndented || containerKind == .list) && indent < 4 && canNest, startListItem(container) {
            return .container
        }
        if isIndented && blocks[tip].kind != .paragraph && !isBlank {
            advanceOffset(4, columns: true)
            closeUnmatchedBlocks()
            let code = addChild(.codeBlock, at: offset)
            blocks[code].isFenced = false
            return .leaf
        }
        if !isIndented, containerKind == .item, options.extensions.contains(.tasklist), startTaskCheckbox(container) {
            return .consumedPrefix
        }
        if options.extensions.contains(.table) {
            // A delimiter row holds only `|`, `-`, `:` and spaces, so its first byte is one of the three.
            if containerKind == .paragraph, !isIndented,
               byte == UInt8(ascii: "|") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":"),
               startTable(container) { return .leaf }
            if containerKind == .table, !isBlank {
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
        blocks[heading].headingLevel = level
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
        // The heading's text is always one slice of its line: nothing is copied.
        segments.append(ContentSegment(contentOffset: 0, sourceOffset: contentStart))
        blocks[heading].textInSource = true
        blocks[heading].contentStart = contentStart
        blocks[heading].contentEnd = contentEnd
        blocks[heading].segmentEnd = segments.count
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func startSetextHeading(_ container: Int) -> Bool {
        let marker = input[nextNonspace]
        var i = nextNonspace
        while i < lineEnd, input[i] == marker { i += 1 }
        while i < lineEnd, ByteClass.isSpaceOrTab(input[i]) { i += 1 }
        guard i == lineEnd else { return false }
        closeUnmatchedBlocks()
        consumeDefinitions(of: container)
        guard !blocks[container].isRemoved else {
            blocks[container].isRemoved = false
            return false
        }
        blocks[container].kind = .heading
        blocks[container].headingLevel = marker == UInt8(ascii: "=") ? 1 : 2
        while blocks[container].contentEnd > blocks[container].contentStart,
              ByteClass.isASCIIWhitespace(leafByte(container, blocks[container].contentEnd - 1)) {
            blocks[container].contentEnd -= 1
        }
        blocks[container].end = lineEnd
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
        blocks[code].isFenced = true
        blocks[code].fenceCharacter = fence
        blocks[code].fenceLength = length
        blocks[code].fenceIndent = indent
        if infoEnd > infoStart {
            blocks[code].infoStart = infoStart
            blocks[code].infoEnd = infoEnd
        }
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func startHTMLBlock(_ container: Int) -> Bool {
        let lazyParagraph = !allClosed && !isBlank && blocks[tip].kind == .paragraph
        let allowType7 = blocks[container].kind != .paragraph && !lazyParagraph
        let type = HTMLBlockRules.startType(input, from: nextNonspace, to: lineEnd, allowType7: allowType7)
        guard type > 0 else { return false }
        closeUnmatchedBlocks()
        let html = addChild(.htmlBlock, at: offset)
        blocks[html].htmlBlockType = type
        return true
    }

    // MARK: Lists

    func startListItem(_ container: Int) -> Bool {
        let containerKind = blocks[container].kind
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
            guard containerKind != .paragraph || number == 1 else { return false }
            marker.isOrdered = true
            marker.start = number
            marker.delimiter = delimiter
            i += 1
        } else {
            return false
        }
        let after = peek(i)
        guard after == 0x0A || ByteClass.isSpaceOrTab(after) else { return false }
        if containerKind == .paragraph {
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
        if blocks[tip].kind != .list || !blocks[tip].list.continuesList(marker) {
            let list = addChild(.list, at: markerStart)
            blocks[list].list = marker
        }
        let item = addChild(.item, at: markerStart)
        blocks[item].list = marker
        blocks[item].end = lineEnd
        return true
    }

    /// The GFM checkbox `[ ]`/`[x]` at the start of a list item's content, with cmark-gfm's
    /// rule: the item's marker must be the first thing on the physical line (so not after `>`
    /// or another marker on the same line), and a space or tab must follow the `]`.
    func startTaskCheckbox(_ item: Int) -> Bool {
        guard !blocks[item].hasChildren, blocks[item].startLine == lineNumber, blocks[item].taskState == nil else { return false }
        var firstNonspace = lineStart
        while firstNonspace < lineEnd, ByteClass.isSpaceOrTab(input[firstNonspace]) { firstNonspace += 1 }
        guard blocks[item].start == firstNonspace else { return false }
        let i = nextNonspace
        guard i + 3 < lineEnd, input[i] == UInt8(ascii: "["), input[i + 2] == UInt8(ascii: "]") else { return false }
        let mark = input[i + 1]
        guard mark == 0x20 || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return false }
        guard ByteClass.isSpaceOrTab(input[i + 3]) else { return false }
        blocks[item].taskState = mark == 0x20 ? .unchecked : .checked
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
        var end = i + 2
        while end < lineEnd, ByteClass.isSpaceOrTab(input[end]) { end += 1 }
        closeUnmatchedBlocks()
        let definition = addChild(.footnoteDefinition, at: nextNonspace)
        footnoteDefinitions.append(definition)
        blocks[definition].labelStart = labelStart
        blocks[definition].labelEnd = i
        advanceNextNonspace()
        advanceOffset(end - offset, columns: false)
        return true
    }

    // MARK: Tables

    func startTable(_ paragraph: Int) -> Bool {
        guard let alignments = TableRules.parseDelimiterRow(input, from: nextNonspace, to: lineEnd),
              alignments.count <= options.maximumTableColumns else { return false }
        // The header row is the paragraph's last line.
        let record = blocks[paragraph]
        let count = record.contentEnd - record.contentStart
        guard count > 0 else { return false }
        var headerStart = count - 1
        while headerStart > 0, leafByte(paragraph, record.contentStart + headerStart - 1) != 0x0A { headerStart -= 1 }
        let headerEnd = count - 1
        // The header's cells, from the paragraph's text; their text goes to the shared buffer once
        // the paragraph is closed (its own text may be the buffer's last bytes, given back then).
        guard let headerCells = TableRules.parseRow(leafText(paragraph), from: headerStart, to: headerEnd),
              headerCells.count == alignments.count else { return false }
        // Their source ranges while the paragraph still maps its header line.
        var cells = headerCells.map { cell in
            TableCellSource(start: sourceOffset(ofContentOffset: cell.start, in: paragraph),
                            end: sourceOffset(ofContentOffset: cell.end, in: paragraph), textStart: 0, textEnd: 0, textInSource: false)
        }
        closeUnmatchedBlocks()
        let headerSourceStart = sourceOffset(ofContentOffset: headerStart, in: paragraph)
        let headerSourceEnd = sourceOffset(ofContentOffset: headerEnd, in: paragraph)
        if headerStart > 0 {
            blocks[paragraph].contentEnd = record.contentStart + headerStart
            var segmentEnd = record.segmentEnd
            while segmentEnd > record.segmentStart, segments[segmentEnd - 1].contentOffset >= headerStart { segmentEnd -= 1 }
            blocks[paragraph].segmentEnd = segmentEnd
            blocks[paragraph].end = headerSourceStart
            finalize(paragraph, endingAt: headerSourceStart)
        } else if record.parent != BlockRecord.none {
            blocks[paragraph].isOpen = false
            removeLastChild(of: record.parent)
            tip = record.parent
        }
        let table = addChild(.table, at: headerSourceStart)
        blocks[table].tableIndex = tables.count
        for index in cells.indices {
            cells[index].textStart = content.count
            headerCells[index].content.withUnsafeBufferPointer { content.append(contentsOf: $0) }
            cells[index].textEnd = content.count
        }
        tables.append(TableBuilder(
            alignments: alignments,
            rows: [TableRowBuilder(start: headerSourceStart, end: headerSourceEnd, firstCell: 0, cellCount: cells.count)],
            cells: cells))
        blocks[table].end = lineEnd
        offset = lineEnd
        lineConsumed = true
        return true
    }

    func addTableRow(_ table: Int) {
        let start = nextNonspace
        let tableIndex = blocks[table].tableIndex
        if tableIndex != BlockRecord.none {
            let firstCell = tables[tableIndex].cells.count
            let cellCount = TableRules.forEachCell(input, from: start, to: lineEnd) { cellStart, cellEnd, hasEscapedPipe in
                var cell = TableCellSource(start: cellStart, end: cellEnd, textStart: cellStart, textEnd: cellEnd, textInSource: true)
                if hasEscapedPipe {
                    // Its text with `\|` unescaped, in the shared buffer.
                    cell.textStart = content.count
                    TableRules.unescapePipes(input, from: cellStart, to: cellEnd) { _ = content.append($0) }
                    cell.textEnd = content.count
                    cell.textInSource = false
                }
                tables[tableIndex].cells.append(cell)
            }
            tables[tableIndex].rows.append(TableRowBuilder(start: start, end: lineEnd, firstCell: firstCell, cellCount: cellCount))
        }
        blocks[table].end = lineEnd
        offset = lineEnd
        lineConsumed = true
    }
}
