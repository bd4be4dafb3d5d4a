/// The block phase of parsing: reads the source line by line and maintains the chain of open
/// container blocks, as cmark does (CommonMark spec, appendix "A parsing strategy").
///
/// For each line it first matches the prefixes of the open containers (block quote `>`, list
/// item indentation…), then looks for new block starts, then adds the rest of the line to the
/// tip or starts a paragraph. Leaf content is only collected here; inline parsing happens once
/// every block is closed, when all link reference definitions are known.
///
/// Blocks are ``BlockRecord``s in one ``PlainBuffer``, referred to by index, so this per-line
/// work does no reference counting. Stored properties are `@exclusivity(unchecked)`: the
/// parser never leaves one parse on one thread and no property is ever accessed while another
/// access to it is in progress, so the runtime exclusivity checks would only cost time.
final class BlockParser {
    let input: UnsafeBufferPointer<UInt8>
    let options: ParseOptions
    /// Every block of the tree, the document first (index 0).
    let blocks: PlainBuffer<BlockRecord>
    /// The text of every leaf, one after the other: only the tip can receive lines and a new
    /// leaf only opens once the previous one is closed, so each leaf's lines are contiguous
    /// here and a leaf needs no buffer of its own (see ``BlockRecord/contentStart``).
    let content: PlainBuffer<UInt8>
    /// The line segments of every leaf, in the same way (see ``BlockRecord/segmentStart``).
    let segments: PlainBuffer<ContentSegment>
    /// Rows and alignments of the tables (see ``BlockRecord/tableIndex``).
    @exclusivity(unchecked) var tables: [TableBuilder] = []
    /// The footnote definitions' records in document order (the order they were started in, which
    /// is the tree's), so their labels are registered without walking every record.
    @exclusivity(unchecked) var footnoteDefinitions: [Int] = []
    @exclusivity(unchecked) var tip = 0
    @exclusivity(unchecked) var oldTip = 0
    @exclusivity(unchecked) var lastMatchedContainer = 0
    @exclusivity(unchecked) var allClosed = true
    let definitions: DefinitionStore

    /// The index of the document block.
    static let document = 0

    // State of the current line.
    @exclusivity(unchecked) var lineNumber = 0
    @exclusivity(unchecked) var lineStart = 0
    /// End of the current line's content (before its line ending).
    @exclusivity(unchecked) var lineEnd = 0
    @exclusivity(unchecked) var previousLineEnd = 0
    @exclusivity(unchecked) var offset = 0
    @exclusivity(unchecked) var column = 0
    @exclusivity(unchecked) var nextNonspace = 0
    @exclusivity(unchecked) var nextNonspaceColumn = 0
    @exclusivity(unchecked) var indent = 0
    @exclusivity(unchecked) var isIndented = false
    @exclusivity(unchecked) var isBlank = false
    @exclusivity(unchecked) var partiallyConsumedTab = false
    /// Set when a start consumed the whole line (fences, table rows).
    @exclusivity(unchecked) var lineConsumed = false

    init(input: UnsafeBufferPointer<UInt8>, options: ParseOptions, definitions: DefinitionStore) {
        self.input = input
        self.options = options
        self.definitions = definitions
        blocks = PlainBuffer<BlockRecord>(minimumCapacity: input.count / 64)
        // Leaf text is at most the source plus a few columns of expanded tab per line, so one
        // allocation usually serves the whole parse.
        content = PlainBuffer<UInt8>(minimumCapacity: input.count + 64)
        segments = PlainBuffer<ContentSegment>(minimumCapacity: input.count / 32)
        _ = blocks.append(BlockRecord(kind: .document, parent: BlockRecord.none, depth: 0, startLine: 1, start: 0))
    }

    /// Runs the block phase over the whole input and closes every block. Lines are found as the
    /// parse goes (``SourceLineScanner``); with `recordingLineStarts` their starts are also kept and
    /// returned (``SourceLineTable/lineStarts``), for a caller that needs the line table (the
    /// syntax tree), so the source is still scanned once. The HTML writer and the event stream
    /// need no table: on `large.md` that is 1.6 MB of memory and an array append per line saved.
    /// The first `skippedPrefix` bytes of the first line (a byte-order mark) are not parsed.
    @discardableResult
    func run(recordingLineStarts: Bool, skippedPrefix: Int = 0) -> [Int]? {
        var lines = SourceLineScanner(input)
        var skipped = skippedPrefix
        var starts: [Int] = []
        if recordingLineStarts {
            starts.reserveCapacity(input.count / 32 + 1)
            starts.append(0)
        }
        while let line = lines.next() {
            if recordingLineStarts, line.hasLineEnding { starts.append(line.next) }
            incorporateLine(start: line.start + skipped, end: line.contentEnd)
            skipped = 0
        }
        while true {
            let block = tip
            finalize(block, endingAt: lineEnd)
            let parent = blocks[block].parent
            guard parent != BlockRecord.none else { break }
            tip = parent
        }
        return recordingLineStarts ? starts : nil
    }

    // MARK: Line scanning

    @inline(__always) func peek(_ index: Int) -> UInt8 { index < lineEnd ? input[index] : 0x0A }

    /// Finds the first non-space byte at or after `offset`. The result is reused while it is
    /// still ahead of `offset` (as cmark does), so deep containers over a long indentation do
    /// not rescan the same spaces once per container.
    @inline(__always)
    func findNextNonspace() {
        if nextNonspace <= offset {
            var i = offset
            var columns = column
            while i < lineEnd {
                let byte = input[i]
                if byte == 0x20 { i += 1; columns += 1 } else if byte == 0x09 { i += 1; columns += 4 - columns % 4 } else { break }
            }
            nextNonspace = i
            nextNonspaceColumn = columns
        }
        isBlank = nextNonspace >= lineEnd
        indent = nextNonspaceColumn - column
        isIndented = indent >= 4
    }

    func advanceNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    /// Advances by `count` characters, or by `count` columns when `columns` is true (a tab may then be partly consumed).
    func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0, offset < lineEnd {
            if input[offset] == 0x09 {
                let charsToTab = 4 - column % 4
                if columns {
                    partiallyConsumedTab = charsToTab > count
                    let advance = Swift.min(count, charsToTab)
                    column += advance
                    if !partiallyConsumedTab { offset += 1 }
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    // MARK: Lines

    func incorporateLine(start: Int, end: Int) {
        lineNumber += 1
        previousLineEnd = lineEnd
        lineStart = start
        lineEnd = end
        offset = start
        column = 0
        nextNonspace = start
        nextNonspaceColumn = 0
        isBlank = false
        partiallyConsumedTab = false
        lineConsumed = false
        oldTip = tip

        var container = Self.document
        var allMatched = true
        while true {
            let last = blocks[container].lastChild
            guard last != BlockRecord.none, blocks[last].isOpen else { break }
            container = last
            findNextNonspace()
            switch continuation(of: container) {
            case .matched: continue
            case .notMatched:
                allMatched = false
            case .lineFinished:
                return
            }
            break
        }
        if !allMatched, blocks[container].parent != BlockRecord.none { container = blocks[container].parent }
        allClosed = container == oldTip
        lastMatchedContainer = container

        var matchedLeaf = blocks[container].kind != .paragraph && blocks[container].kind.acceptsLines
        while !matchedLeaf {
            findNextNonspace()
            // As in cmark, a line that starts nothing keeps its leading whitespace: a lazy or
            // continuation paragraph line is added from the current offset (inline parsing
            // strips it at line starts, but code spans keep it).
            if !isIndented && !mayStartBlock(peek(nextNonspace), container: container) { break }
            switch tryBlockStarts(container) {
            case .none:
                matchedLeaf = true
            case .container:
                container = tip
                continue
            case .leaf:
                container = tip
                matchedLeaf = true
            case .consumedPrefix:
                break
            }
            break
        }

        if !allClosed && !isBlank && blocks[tip].kind == .paragraph {
            addLine()
        } else {
            closeUnmatchedBlocks()
            let last = blocks[container].lastChild
            if isBlank, last != BlockRecord.none { blocks[last].lastLineBlank = true }
            let kind = blocks[container].kind
            let lastLineBlank = isBlank && !(kind == .blockQuote || kind == .heading || kind == .thematicBreak
                || (kind == .codeBlock && blocks[container].isFenced)
                || (kind == .item && !blocks[container].hasChildren && blocks[container].startLine == lineNumber))
            blocks[container].lastLineBlank = lastLineBlank
            var ancestor = blocks[container].parent
            while ancestor != BlockRecord.none {
                blocks[ancestor].lastLineBlank = false
                ancestor = blocks[ancestor].parent
            }
            if lineConsumed {
                return
            } else if blocks[container].kind.acceptsLines {
                if kind == .paragraph {
                    // A regular continuation line is added from its first non-space (a lazy
                    // one, above, keeps its indentation), as cmark does.
                    findNextNonspace()
                    advanceNextNonspace()
                }
                addLine()
                let htmlBlockType = blocks[container].htmlBlockType
                if kind == .htmlBlock, (1...5).contains(htmlBlockType),
                   HTMLBlockRules.endConditionMet(type: htmlBlockType, input, from: offset, to: lineEnd) {
                    finalize(container, endingAt: lineEnd)
                }
            } else if offset < lineEnd && !isBlank {
                findNextNonspace()
                addChild(.paragraph, at: nextNonspace)
                advanceNextNonspace()
                addLine()
            }
        }
    }

    @inline(__always)
    func mayStartBlock(_ byte: UInt8, container: Int) -> Bool {
        let kind = blocks[container].kind
        if kind == .table { return true }
        // A paragraph line may also be a table's delimiter row, which starts with `|`, `-` or `:`.
        if options.extensions.contains(.table) && kind == .paragraph
            && (byte == UInt8(ascii: "|") || byte == UInt8(ascii: ":")) { return true }
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "-"),
             UInt8(ascii: "["):
            return true
        default:
            return ByteClass.isDigit(byte)
        }
    }

    func addLine() {
        var spaces = 0
        if partiallyConsumedTab {
            offset += 1
            spaces = 4 - column % 4
        }
        appendLine(to: tip, from: offset, to: lineEnd, leadingSpaces: spaces)
        blocks[tip].end = lineEnd
    }

    /// Appends source bytes `input[from..<to]` and a line feed as a new content line of `block`,
    /// which is the newest leaf, so its content ends where the shared buffer ends.
    ///
    /// Nothing is copied while the leaf's lines follow each other in the source, each ending in
    /// a `\n` and taken whole after its container prefixes (a top-level paragraph, a heading, a
    /// fenced block's body, an HTML block): the leaf's text is then the slice of the input from its
    /// first line to the last line's `\n` (``BlockRecord/textInSource``). The first line that
    /// breaks that (an indented continuation line, a line of a block quote, an expanded tab, a
    /// `\r\n`, the last line of a file without a line ending) copies the slice into the shared
    /// buffer once, and the leaf goes on there. On `large.md` most leaves never copy a byte, which
    /// also saves comparing every closed leaf with the source (``pointTextIntoSource(_:regionStart:isNewest:)``).
    func appendLine(to block: Int, from: Int, to: Int, leadingSpaces: Int) {
        let record = blocks[block]
        let endsWithLineFeed = to < input.count && input[to] == 0x0A
        if leadingSpaces == 0, endsWithLineFeed {
            if record.textInSource, from == record.contentEnd {
                segments.append(ContentSegment(contentOffset: from - record.contentStart, sourceOffset: from))
                blocks[block].contentEnd = to + 1
                blocks[block].segmentEnd = segments.count
                return
            }
            if !record.textInSource, record.contentEnd == record.contentStart {
                // The first line: the leaf starts as a slice of the source.
                segments.append(ContentSegment(contentOffset: 0, sourceOffset: from))
                blocks[block].textInSource = true
                blocks[block].contentStart = from
                blocks[block].contentEnd = to + 1
                blocks[block].segmentEnd = segments.count
                return
            }
        }
        if record.textInSource { copyTextIntoContent(block) }
        content.append(0x20, repeating: leadingSpaces)
        segments.append(ContentSegment(contentOffset: content.count - blocks[block].contentStart, sourceOffset: from))
        if to > from { content.append(contentsOf: UnsafeBufferPointer(rebasing: input[from..<to])) }
        content.append(0x0A)
        blocks[block].contentEnd = content.count
        blocks[block].segmentEnd = segments.count
    }

    /// Moves an open leaf's text from its source slice to the end of the shared buffer, where
    /// its next lines can be appended (its segments are relative to its start, so they stay).
    private func copyTextIntoContent(_ block: Int) {
        let record = blocks[block]
        let start = content.count
        if record.contentEnd > record.contentStart {
            content.append(contentsOf: UnsafeBufferPointer(rebasing: input[record.contentStart..<record.contentEnd]))
        }
        blocks[block].textInSource = false
        blocks[block].contentStart = start
        blocks[block].contentEnd = content.count
    }

    /// Byte `index` of leaf `block`'s text (an offset into the input or the shared buffer, as
    /// its ``BlockRecord/textInSource`` says).
    @inline(__always)
    func leafByte(_ block: Int, _ index: Int) -> UInt8 {
        blocks[block].textInSource ? input[index] : content[index]
    }

    /// The text of leaf `block` so far: a slice of the input or of the shared buffer. Valid until
    /// the next append to the shared buffer.
    func leafText(_ block: Int) -> UnsafeBufferPointer<UInt8> {
        let record = blocks[block]
        if record.textInSource { return UnsafeBufferPointer(rebasing: input[record.contentStart..<record.contentEnd]) }
        return content.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[record.contentStart..<record.contentEnd]) }
    }

    @discardableResult
    func addChild(_ kind: BlockRecord.Kind, at start: Int) -> Int {
        while !blocks[tip].kind.canContain(kind) {
            let parent = blocks[tip].parent
            finalize(tip, endingAt: previousLineEnd)
            guard parent != BlockRecord.none else { break }
            tip = parent
        }
        let parent = tip
        var record = BlockRecord(kind: kind, parent: parent, depth: blocks[parent].depth + 1, startLine: lineNumber, start: start)
        record.end = lineEnd
        record.contentStart = content.count
        record.contentEnd = content.count
        record.segmentStart = segments.count
        record.segmentEnd = segments.count
        let previous = blocks[parent].lastChild
        record.previousSibling = previous
        let child = blocks.append(record)
        if previous == BlockRecord.none { blocks[parent].firstChild = child } else { blocks[previous].nextSibling = child }
        blocks[parent].lastChild = child
        blocks[parent].childCount += 1
        tip = child
        return child
    }

    /// Unlinks `parent`'s last child (a paragraph that turned into a table header); its
    /// record stays in the store, unreachable from the tree.
    func removeLastChild(of parent: Int) {
        let removed = blocks[parent].lastChild
        guard removed != BlockRecord.none else { return }
        let previous = blocks[removed].previousSibling
        if previous == BlockRecord.none { blocks[parent].firstChild = BlockRecord.none } else { blocks[previous].nextSibling = BlockRecord.none }
        blocks[parent].lastChild = previous
        blocks[parent].childCount -= 1
    }

    /// Called for almost every line, and usually with nothing to close, so the test is inlined.
    @inline(__always)
    func closeUnmatchedBlocks() {
        if !allClosed { closeUnmatchedBlocksNow() }
    }

    private func closeUnmatchedBlocksNow() {
        while oldTip != lastMatchedContainer {
            let parent = blocks[oldTip].parent
            guard parent != BlockRecord.none else { break }
            finalize(oldTip, endingAt: previousLineEnd)
            oldTip = parent
        }
        allClosed = true
    }

    /// The source offset of `offset` in `block`'s content, through its line segments.
    func sourceOffset(ofContentOffset offset: Int, in block: Int) -> Int {
        let record = blocks[block]
        return segments.withUnsafeBufferPointer { all in
            SourceMap.sourceOffset(of: offset, in: UnsafeBufferPointer(rebasing: all[record.segmentStart..<record.segmentEnd]))
        }
    }

    // MARK: Continuation

    enum Continuation { case matched, notMatched, lineFinished }

    @inline(__always)
    func continuation(of container: Int) -> Continuation {
        switch blocks[container].kind {
        case .document, .list:
            return .matched
        case .blockQuote:
            guard !isIndented, peek(nextNonspace) == UInt8(ascii: ">") else { return .notMatched }
            advanceNextNonspace()
            advanceOffset(1, columns: false)
            if ByteClass.isSpaceOrTab(peek(offset)) { advanceOffset(1, columns: true) }
            return .matched
        case .item:
            // cmark's order: enough indentation first (a blank line keeps its spaces beyond the
            // item's indentation, which matters inside code), then the blank-line case.
            if indent >= blocks[container].list.markerOffset + blocks[container].list.padding {
                advanceOffset(blocks[container].list.markerOffset + blocks[container].list.padding, columns: true)
            } else if isBlank && blocks[container].hasChildren {
                advanceNextNonspace()
            } else {
                return .notMatched
            }
            return .matched
        case .heading, .thematicBreak:
            return .notMatched
        case .codeBlock:
            if blocks[container].isFenced {
                if indent <= 3, peek(nextNonspace) == blocks[container].fenceCharacter {
                    var i = nextNonspace
                    while i < lineEnd, input[i] == blocks[container].fenceCharacter { i += 1 }
                    let length = i - nextNonspace
                    while i < lineEnd, ByteClass.isSpaceOrTab(input[i]) { i += 1 }
                    if length >= blocks[container].fenceLength && i == lineEnd {
                        finalize(container, endingAt: lineEnd)
                        return .lineFinished
                    }
                }
                var remaining = blocks[container].fenceIndent
                while remaining > 0, ByteClass.isSpaceOrTab(peek(offset)) {
                    advanceOffset(1, columns: true)
                    remaining -= 1
                }
                return .matched
            }
            if indent >= 4 {
                advanceOffset(4, columns: true)
            } else if isBlank {
                advanceNextNonspace()
            } else {
                return .notMatched
            }
            return .matched
        case .htmlBlock:
            return isBlank && (blocks[container].htmlBlockType == 6 || blocks[container].htmlBlockType == 7) ? .notMatched : .matched
        case .paragraph:
            return isBlank ? .notMatched : .matched
        case .table:
            guard !isBlank, TableRules.isRow(input, from: nextNonspace, to: lineEnd) else { return .notMatched }
            return .matched
        case .footnoteDefinition:
            if indent >= 4 {
                advanceOffset(4, columns: true)
                return .matched
            }
            return lineStart == lineEnd ? .matched : .notMatched
        }
    }

    // MARK: Finalization

    func finalize(_ block: Int, endingAt end: Int) {
        guard blocks[block].isOpen else { return }
        blocks[block].isOpen = false
        // Where the leaf's lines start in the shared buffer, and whether they are its last bytes.
        let regionStart = blocks[block].contentStart
        let isNewest = blocks[block].contentEnd == content.count
        defer {
            if blocks[block].kind.hasText {
                if blocks[block].textInSource {
                    let segmentStart = blocks[block].segmentStart
                    if blocks[block].segmentEnd > segmentStart {
                        let first = segments[segmentStart]
                        collapseSegments(of: block, sourceStart: first.sourceOffset - first.contentOffset)
                    }
                } else {
                    pointTextIntoSource(block, regionStart: regionStart, isNewest: isNewest)
                }
            }
        }
        switch blocks[block].kind {
        case .paragraph:
            consumeDefinitions(of: block)
        case .codeBlock:
            if blocks[block].isFenced { blocks[block].end = Swift.max(blocks[block].end, end) } else { trimTrailingBlankLines(block) }
        case .list:
            finalizeList(block)
        case .item, .blockQuote, .footnoteDefinition, .table:
            let last = blocks[block].lastChild
            if last != BlockRecord.none { blocks[block].end = Swift.max(blocks[last].end, blocks[block].end) }
            if blocks[block].kind == .blockQuote, options.extensions.contains(.alerts) { recognizeAlert(block) }
        case .document:
            blocks[block].end = input.count
        case .heading, .thematicBreak, .htmlBlock:
            break
        }
        let parent = blocks[block].parent
        if tip == block, parent != BlockRecord.none { tip = parent }
    }

    /// Makes a closed leaf whose text equals a slice of the source refer to that slice instead
    /// of its copy, and gives the copy's bytes back to the shared buffer when they are its last.
    ///
    /// The copy is needed while the leaf is open (lines are stripped of container prefixes and
    /// joined; definitions, table headers and setext underlines are taken from it), but most
    /// leaves end up byte for byte equal to the source (a top-level paragraph with `\n` line
    /// endings, a heading, a fenced block's body, a one-line list item): those need no copy for
    /// the inline phase. The buffer then only holds leaves that differ (indented continuation
    /// lines, block quotes, expanded tabs, `\r\n`), which took about 7 MB off the peak memory
    /// of `large.md` (`/usr/bin/time -v`). The comparison is a byte comparison, so a leaf is only
    /// ever pointed at bytes equal to its text; its segments (source positions) stay as they are.
    func pointTextIntoSource(_ block: Int, regionStart: Int, isNewest: Bool) {
        let record = blocks[block]
        let length = record.contentEnd - record.contentStart
        guard length > 0, record.segmentEnd > record.segmentStart else { return }
        let first = segments[record.segmentStart]
        let sourceStart = first.sourceOffset - first.contentOffset
        guard sourceStart >= 0, length <= input.count - sourceStart else { return }
        let equal = content.withUnsafeBufferPointer { all in
            ByteSearch.equal(UnsafeBufferPointer(rebasing: all[record.contentStart..<record.contentEnd]),
                           UnsafeBufferPointer(rebasing: input[sourceStart..<(sourceStart + length)]))
        }
        guard equal else { return }
        blocks[block].contentStart = sourceStart
        blocks[block].contentEnd = sourceStart + length
        blocks[block].textInSource = true
        if isNewest { content.removeLast(content.count - regionStart) }
        collapseSegments(of: block, sourceStart: sourceStart)
    }

    /// Keeps only the first line segment of a leaf whose text is a slice of the source starting
    /// at `sourceStart`, when every segment maps its content offset to `sourceStart` plus that
    /// offset (the lines are contiguous in the source): the first segment alone then maps every
    /// offset the same way (``SourceMap/sourceOffset(of:in:)`` clamps below it, as before), so
    /// every source position is unchanged. Only done for the newest segments, whose space goes
    /// back to the buffer: on `large.md` about 150,000 of its 190,000 segments (2.4 MB of peak
    /// memory) are never stored.
    private func collapseSegments(of block: Int, sourceStart: Int) {
        let record = blocks[block]
        guard record.segmentEnd == segments.count, record.segmentEnd - record.segmentStart > 1 else { return }
        for index in (record.segmentStart + 1)..<record.segmentEnd {
            let segment = segments[index]
            guard segment.sourceOffset - segment.contentOffset == sourceStart else { return }
        }
        blocks[block].segmentEnd = record.segmentStart + 1
        segments.removeLast(record.segmentEnd - (record.segmentStart + 1))
    }

    /// Removes leading link reference definitions (and extended-attribute definitions) from a paragraph.
    func consumeDefinitions(of block: Int) {
        defer {
            var onlySpace = true
            for index in blocks[block].contentStart..<blocks[block].contentEnd where !ByteClass.isASCIIWhitespace(leafByte(block, index)) {
                onlySpace = false
                break
            }
            if onlySpace { blocks[block].isRemoved = true }
        }
        let record = blocks[block]
        guard record.contentEnd > record.contentStart else { return }
        let first = leafByte(block, record.contentStart)
        guard first == UInt8(ascii: "[") || (options.extendedAttributes && first == UInt8(ascii: "^")) else { return }
        let text = leafText(block)
        let consumed = segments.withUnsafeBufferPointer { allSegments in
            definitions.consumeDefinitions(text, segments: UnsafeBufferPointer(rebasing: allSegments[record.segmentStart..<record.segmentEnd]),
                                           extendedAttributes: options.extendedAttributes)
        }
        guard consumed > 0 else { return }
        dropLeadingContent(of: block, count: consumed)
    }

    /// Makes block quote `block` a GitHub alert when ``AlertRules`` say it is one, taking the
    /// marker line out of its first paragraph (the paragraph goes when nothing else is in it).
    private func recognizeAlert(_ block: Int) {
        let parent = blocks[block].parent
        let first = blocks[block].firstChild
        guard parent != BlockRecord.none, blocks[parent].kind == .document, first != BlockRecord.none,
              blocks[first].kind == .paragraph, !blocks[first].isRemoved,
              let (kind, lineLength) = AlertRules.marker(in: leafText(first)) else { return }
        let restOfParagraph = blocks[first].contentEnd - blocks[first].contentStart - lineLength
        guard restOfParagraph > 0 || blocks[first].nextSibling != BlockRecord.none else { return }
        blocks[block].alert = kind
        if restOfParagraph > 0 {
            dropLeadingContent(of: first, count: lineLength)
        } else {
            blocks[first].isRemoved = true
        }
    }

    /// Removes the first `consumed` bytes of leaf `block`'s text, keeping its segments (source
    /// positions) right for what remains.
    private func dropLeadingContent(of block: Int, count consumed: Int) {
        let record = blocks[block]
        let firstSource = segments.withUnsafeBufferPointer { allSegments in
            SourceMap.sourceOffset(of: consumed, in: UnsafeBufferPointer(rebasing: allSegments[record.segmentStart..<record.segmentEnd]))
        }
        // The remaining lines, rebased on the new content start, replace the block's segments
        // in place: a first segment at the cut, then those that started after it. Segments are
        // in content order, so the kept ones are a suffix; the first segment (at offset 0) is
        // always dropped, so writing never overtakes reading.
        var firstKept = record.segmentStart
        while firstKept < record.segmentEnd, segments[firstKept].contentOffset <= consumed { firstKept += 1 }
        var write = record.segmentStart
        if firstKept > record.segmentStart {
            segments[write] = ContentSegment(contentOffset: 0, sourceOffset: firstSource)
            write += 1
            for read in firstKept..<record.segmentEnd {
                let segment = segments[read]
                segments[write] = ContentSegment(contentOffset: segment.contentOffset - consumed, sourceOffset: segment.sourceOffset)
                write += 1
            }
        } else {
            // Not reachable with segments built by `appendLine` (a line starting with `[` has its
            // segment at offset 0), but kept correct without the in-place shortcut.
            let newStart = segments.count
            segments.append(ContentSegment(contentOffset: 0, sourceOffset: firstSource))
            for read in firstKept..<record.segmentEnd {
                let segment = segments[read]
                segments.append(ContentSegment(contentOffset: segment.contentOffset - consumed, sourceOffset: segment.sourceOffset))
            }
            blocks[block].segmentStart = newStart
            write = segments.count
        }
        blocks[block].segmentEnd = write
        blocks[block].contentStart += consumed
        blocks[block].start = firstSource
    }

    func trimTrailingBlankLines(_ block: Int) {
        let record = blocks[block]
        let base = record.contentStart
        var end = record.contentEnd - base
        // Drop whole trailing lines made only of spaces and tabs.
        while end > 0 {
            var lineBegin = end - 1
            while lineBegin > 0, leafByte(block, base + lineBegin - 1) != 0x0A { lineBegin -= 1 }
            var blank = true
            for i in lineBegin..<(end - 1) where !ByteClass.isSpaceOrTab(leafByte(block, base + i)) { blank = false; break }
            if !blank { break }
            end = lineBegin
        }
        blocks[block].contentEnd = base + end
        var segmentEnd = record.segmentEnd
        while segmentEnd - record.segmentStart > 1, segments[segmentEnd - 1].contentOffset >= end { segmentEnd -= 1 }
        blocks[block].segmentEnd = segmentEnd
        if segmentEnd > record.segmentStart {
            let last = segments[segmentEnd - 1]
            blocks[block].end = last.sourceOffset + Swift.max(0, end - 1 - last.contentOffset)
        }
    }

    func finalizeList(_ block: Int) {
        var tight = true
        var item = blocks[block].firstChild
        outer: while item != BlockRecord.none {
            let next = blocks[item].nextSibling
            let hasNext = next != BlockRecord.none
            if blocks[item].lastLineBlank && hasNext { tight = false; break }
            var sub = blocks[item].firstChild
            while sub != BlockRecord.none {
                let subNext = blocks[sub].nextSibling
                if (hasNext || subNext != BlockRecord.none) && endsWithBlankLine(sub) { tight = false; break outer }
                sub = subNext
            }
            item = next
        }
        blocks[block].list.isTight = tight
        let last = blocks[block].lastChild
        if last != BlockRecord.none { blocks[block].end = blocks[last].end }
    }

    func endsWithBlankLine(_ block: Int) -> Bool {
        var node = block
        while node != BlockRecord.none {
            if blocks[node].lastLineBlank { return true }
            let kind = blocks[node].kind
            node = (kind == .list || kind == .item) ? blocks[node].lastChild : BlockRecord.none
        }
        return false
    }
}
