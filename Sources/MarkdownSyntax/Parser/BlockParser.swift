/// The block phase of parsing: reads the source line by line and maintains the chain of open
/// container blocks, as cmark does (CommonMark spec, appendix "A parsing strategy").
///
/// For each line it first matches the prefixes of the open containers (block quote `>`, list
/// item indentation…), then looks for new block starts, then adds the rest of the line to the
/// tip or starts a paragraph. Leaf content is only collected here; inline parsing happens once
/// every block is closed, when all link reference definitions are known.
///
/// Stored properties are `@exclusivity(unchecked)` for the reason given on ``BlockBuilder``.
final class BlockParser {
    let input: UnsafeBufferPointer<UInt8>
    let options: ParseOptions
    /// The root; it owns every block of the tree, so the references below need no counting.
    let document: BlockBuilder
    /// Blocks taken out of the tree (a paragraph turned into a table header), kept alive for
    /// as long as the unretained references to them (`oldTip`) may still be read.
    @exclusivity(unchecked) var detached: [BlockBuilder] = []
    @exclusivity(unchecked) unowned(unsafe) var tip: BlockBuilder
    @exclusivity(unchecked) unowned(unsafe) var oldTip: BlockBuilder
    @exclusivity(unchecked) unowned(unsafe) var lastMatchedContainer: BlockBuilder
    @exclusivity(unchecked) var allClosed = true
    let definitions: DefinitionStore

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
        let root = BlockBuilder(kind: .document, parent: nil, startLine: 1, start: 0)
        document = root
        tip = root
        oldTip = root
        lastMatchedContainer = root
    }

    /// Runs the block phase over the whole input and closes every block. `lineStarts` are the
    /// source's line starts (``SourceLineTable/lineStarts``), already found once for the
    /// document, so lines are not searched for a second time.
    func run(lineStarts: [Int]) {
        let count = input.count
        for (index, start) in lineStarts.enumerated() where start < count {
            let next = index + 1 < lineStarts.count ? lineStarts[index + 1] : count
            var end = next
            if end > start, input[end - 1] == 0x0A { end -= 1 }
            if end > start, input[end - 1] == 0x0D { end -= 1 }
            incorporateLine(start: start, end: end)
        }
        while true {
            let block = tip
            finalize(block, endingAt: lineEnd)
            guard let parent = block.parent else { break }
            tip = parent
        }
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

        unowned(unsafe) var container = document
        var allMatched = true
        while let last = container.lastChild, last.isOpen {
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
        if !allMatched, let parent = container.parent { container = parent }
        allClosed = container === oldTip
        lastMatchedContainer = container

        var matchedLeaf = container.kind != .paragraph && container.acceptsLines
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

        if !allClosed && !isBlank && tip.kind == .paragraph {
            addLine()
        } else {
            closeUnmatchedBlocks()
            if isBlank, let last = container.lastChild { last.lastLineBlank = true }
            let kind = container.kind
            let lastLineBlank = isBlank && !(kind == .blockQuote || kind == .heading || kind == .thematicBreak
                || (kind == .codeBlock && container.isFenced)
                || (kind == .item && container.children.isEmpty && container.startLine == lineNumber))
            container.lastLineBlank = lastLineBlank
            var ancestor = container.parent
            while let current = ancestor {
                current.lastLineBlank = false
                ancestor = current.parent
            }
            if lineConsumed {
                return
            } else if container.acceptsLines {
                if container.kind == .paragraph {
                    // A regular continuation line is added from its first non-space (a lazy
                    // one, above, keeps its indentation), as cmark does.
                    findNextNonspace()
                    advanceNextNonspace()
                }
                addLine()
                if container.kind == .htmlBlock, (1...5).contains(container.htmlBlockType),
                   HTMLBlockRules.endConditionMet(type: container.htmlBlockType, input, from: offset, to: lineEnd) {
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
    func mayStartBlock(_ byte: UInt8, container: BlockBuilder) -> Bool {
        if container.kind == .table { return true }
        if options.extensions.contains(.table) && container.kind == .paragraph { return true }
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
        tip.appendLine(input, from: offset, to: lineEnd, leadingSpaces: spaces)
        tip.end = lineEnd
    }

    @discardableResult
    func addChild(_ kind: BlockBuilder.Kind, at start: Int) -> BlockBuilder {
        while !tip.canContain(kind) {
            let parent = tip.parent
            finalize(tip, endingAt: previousLineEnd)
            guard let parent else { break }
            tip = parent
        }
        let child = BlockBuilder(kind: kind, parent: tip, startLine: lineNumber, start: start)
        child.end = lineEnd
        tip.append(child)
        tip = child
        return child
    }

    func closeUnmatchedBlocks() {
        guard !allClosed else { return }
        while oldTip !== lastMatchedContainer {
            guard let parent = oldTip.parent else { break }
            finalize(oldTip, endingAt: previousLineEnd)
            oldTip = parent
        }
        allClosed = true
    }

    // MARK: Continuation

    enum Continuation { case matched, notMatched, lineFinished }

    @inline(__always)
    func continuation(of container: BlockBuilder) -> Continuation {
        switch container.kind {
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
            if indent >= container.list.markerOffset + container.list.padding {
                advanceOffset(container.list.markerOffset + container.list.padding, columns: true)
            } else if isBlank && !container.children.isEmpty {
                advanceNextNonspace()
            } else {
                return .notMatched
            }
            return .matched
        case .heading, .thematicBreak:
            return .notMatched
        case .codeBlock:
            if container.isFenced {
                if indent <= 3, peek(nextNonspace) == container.fenceCharacter {
                    var i = nextNonspace
                    while i < lineEnd, input[i] == container.fenceCharacter { i += 1 }
                    let length = i - nextNonspace
                    while i < lineEnd, ByteClass.isSpaceOrTab(input[i]) { i += 1 }
                    if length >= container.fenceLength && i == lineEnd {
                        finalize(container, endingAt: lineEnd)
                        return .lineFinished
                    }
                }
                var remaining = container.fenceIndent
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
            return isBlank && (container.htmlBlockType == 6 || container.htmlBlockType == 7) ? .notMatched : .matched
        case .paragraph:
            return isBlank ? .notMatched : .matched
        case .table:
            guard !isBlank, TableRules.parseRow(input, from: nextNonspace, to: lineEnd) != nil else { return .notMatched }
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

    func finalize(_ block: BlockBuilder, endingAt end: Int) {
        guard block.isOpen else { return }
        block.isOpen = false
        switch block.kind {
        case .paragraph:
            consumeDefinitions(of: block)
        case .codeBlock:
            if block.isFenced { block.end = Swift.max(block.end, end) } else { trimTrailingBlankLines(block) }
        case .list:
            finalizeList(block)
        case .item, .blockQuote, .footnoteDefinition, .table:
            if let last = block.children.last { block.end = Swift.max(last.end, block.end) }
        case .document:
            block.end = input.count
        case .heading, .thematicBreak, .htmlBlock:
            break
        }
        if tip === block, let parent = block.parent { tip = parent }
    }

    /// Removes leading link reference definitions (and extended-attribute definitions) from a paragraph.
    func consumeDefinitions(of block: BlockBuilder) {
        defer {
            var onlySpace = true
            for byte in block.content where !ByteClass.isASCIIWhitespace(byte) { onlySpace = false; break }
            if onlySpace { block.isRemoved = true }
        }
        guard block.content.first == UInt8(ascii: "[") || (options.extendedAttributes && block.content.first == UInt8(ascii: "^")) else { return }
        let consumed = block.content.withUnsafeBufferPointer { buffer in
            definitions.consumeDefinitions(buffer, segments: block.segments, extendedAttributes: options.extendedAttributes)
        }
        guard consumed > 0 else { return }
        let firstSource = SourceMap.sourceOffset(of: consumed, in: block.segments)
        block.content.removeFirst(consumed)
        var segments = [ContentSegment(contentOffset: 0, sourceOffset: firstSource)]
        for segment in block.segments where segment.contentOffset > consumed {
            segments.append(ContentSegment(contentOffset: segment.contentOffset - consumed, sourceOffset: segment.sourceOffset))
        }
        block.segments = segments
        block.start = firstSource
    }

    func trimTrailingBlankLines(_ block: BlockBuilder) {
        var end = block.content.count
        // Drop whole trailing lines made only of spaces and tabs.
        while end > 0 {
            var lineBegin = end - 1
            while lineBegin > 0, block.content[lineBegin - 1] != 0x0A { lineBegin -= 1 }
            var blank = true
            for i in lineBegin..<(end - 1) where !ByteClass.isSpaceOrTab(block.content[i]) { blank = false; break }
            if !blank { break }
            end = lineBegin
        }
        block.content.removeSubrange(end...)
        while let last = block.segments.last, last.contentOffset >= end, block.segments.count > 1 { block.segments.removeLast() }
        if let last = block.segments.last {
            block.end = last.sourceOffset + Swift.max(0, end - 1 - last.contentOffset)
        }
    }

    func finalizeList(_ block: BlockBuilder) {
        var tight = true
        outer: for (index, item) in block.children.enumerated() {
            let hasNext = index + 1 < block.children.count
            if item.lastLineBlank && hasNext { tight = false; break }
            for (subIndex, sub) in item.children.enumerated() {
                let subHasNext = subIndex + 1 < item.children.count
                if (hasNext || subHasNext) && endsWithBlankLine(sub) { tight = false; break outer }
            }
        }
        block.list.isTight = tight
        if let last = block.children.last { block.end = last.end }
    }

    func endsWithBlankLine(_ block: BlockBuilder) -> Bool {
        var current: BlockBuilder? = block
        while let node = current {
            if node.lastLineBlank { return true }
            current = (node.kind == .list || node.kind == .item) ? node.children.last : nil
        }
        return false
    }
}
