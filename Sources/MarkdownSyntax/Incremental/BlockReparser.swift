/// Finds the top-level blocks an edit can affect, parses just their text again, and checks that
/// the blocks after them are unchanged; the plan it returns is applied by ``IncrementalDocument``.
///
/// Why a region can be parsed alone: CommonMark decides block structure line by line, so the
/// parser state at the start of a line depends only on the lines before it. The region starts
/// at the first line of a top-level block that comes after a blank line (or at the start of
/// the document), at or before the edit: there, nothing is open in the old parse, and nothing
/// before has changed, so nothing is open in the new parse either. The edit may change that
/// first line itself unless the block above can take lines after a blank line (a list, indented
/// code, a footnote definition), which an edited, indented line could join. Tables are never a
/// region start, because a table's header line can be the last line of a paragraph above it.
///
/// Where the region can end is not known in advance: an edit can open a code fence or an HTML
/// block that swallows everything after it. So the region first ends with the first block that
/// starts on a line after the edit (the *sync block*), and is accepted only when the region's
/// last block equals the old sync block moved by the edit's length change: then the new parse
/// has closed everything before that block's first line exactly as the old one did, and the
/// lines after it are unchanged, so every later block is unchanged too. Otherwise the region
/// grows (doubling the number of blocks past the edit) until it re-synchronises or reaches the
/// end of the document.
struct BlockReparser {
    /// How to bring the old blocks up to date.
    enum Plan {
        /// Replace `oldBlocks` by `newBlocks` (already in new-source offsets); shift the blocks
        /// after them by the edit's length change.
        case splice(oldBlocks: Range<Int>, newBlocks: [BlockNode], region: SourceRange)
        /// Replace the items `oldItems` of top-level list `block` by `newItems` (in new-source
        /// offsets, numbered as items of that list); shift the items after them and the blocks
        /// after the list by the edit's length change, and renumber the later items when the
        /// count changed. The list keeps its kind and spacing. For a top-level table, the same
        /// with its rows (the header row is row 0 and never replaced), and for a top-level block
        /// quote with its children, which it keeps its kind for. With a `path`, the children are
        /// those of the container it reaches from the block (an index among the children at each
        /// step): an outline's nested list is `[last item, last child]`. A quote's end can lie
        /// past its last child (quoted blank lines), so the new ends of the block and of each
        /// container on the path are `containerEnds` (nil: each the end of its last child, as a
        /// list's and a table's).
        case spliceItems(
            block: Int, path: [Int], oldItems: Range<Int>, newItems: [BlockNode], region: SourceRange, containerEnds: [Int]?)
        /// Replace the rows `oldRows` of top-level table `table` by `newRows`, and the top-level
        /// blocks `oldFollowing` right after it by `newFollowing` (all new nodes in new-source
        /// offsets); shift the blocks after them by the edit's length change. The rows reach the
        /// table's end, and either the blocks after the table became rows (a paragraph `| ` that
        /// the next key makes the row `| n`: `oldFollowing` those blocks, `newFollowing` empty) or
        /// rows became blocks after it (that key deleted: `oldFollowing` empty).
        case spliceTableRows(
            table: Int, oldRows: Range<Int>, newRows: [BlockNode], oldFollowing: Range<Int>, newFollowing: [BlockNode], region: SourceRange)
        case fullParse(FullParseReason)
    }

    let parser: MarkdownParser
    /// The old top-level blocks; block `i`'s true ranges are its stored ones moved by
    /// `shifts.shift(at: i)`.
    let blocks: [BlockNode]
    let shifts: PendingRangeShifts
    let lines: SourceLineIndex
    /// The labels the whole old source may define (see ``ReferenceLabelScan/definedLabels(in:)``).
    let definedLabels: ReferenceLabelScan.LabelSet
    /// The edited bytes in the old source.
    let editRange: SourceRange
    /// New length minus old length.
    let delta: Int

    func plan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan {
        let options = parser.options
        guard options.syntax == .full else { return .fullParse(.inlineOnlySyntax) }
        guard !blocks.isEmpty, lines.byteCount == old.count else { return .fullParse(.noReusableBlocks) }
        // A footnote definition is in the tree only when something refers to it; one that is not
        // still holds its indented lines after blank lines, which the tree then shows as gaps
        // between blocks (a region started in such a gap parsed a footnote's paragraph as code).
        if options.extensions.contains(.footnotes),
           definedLabels.mayHoldFootnoteLabel || blocks.contains(where: \.isFootnoteDefinition) {
            return .fullParse(.footnotes)
        }
        if let itemPlan = listItemPlan(old: old, new: new) ?? tableRowPlan(old: old, new: new)
            ?? blockQuoteChildPlan(old: old, new: new) ?? outlineItemPlan(old: old, new: new) {
            return itemPlan
        }
        if let plan = tableAppendPlan(old: old, new: new) { return plan }
        if let tail = containerTail(),
           let plan = regionPlan(first: tail.block, regionStart: tail.regionStart, kept: tail.container, nestedItemLine: tail.nestedItemLine,
                                 old: old, new: new) {
            return plan
        }
        if let start = editedLineAfterBlankLine(old: old),
           let plan = regionPlan(first: start.first, regionStart: start.line, kept: nil, nestedItemLine: nil, startsOnEditedLine: true,
                                 old: old, new: new) {
            return plan
        }
        let first = firstRegionBlock(old: old)
        let regionStart = first == 0 ? 0 : lines.lineStart(of: range(of: first).lowerBound)
        return regionPlan(first: first, regionStart: regionStart, kept: nil, nestedItemLine: nil, old: old, new: new) ?? .fullParse(.noReusableBlocks)
    }

    /// The plan that replaces top-level blocks from block `first`, whose text is parsed again from
    /// `regionStart` (the line where block `first` starts, or with `kept`, the first line of
    /// that list's last item or table's last row: see ``containerTail()``); nil when the region
    /// does not hold.
    ///
    /// The region ends before a block that starts after the edit (the *sync block*) when a
    /// blank line after the edit comes right before it and the region's parse leaves nothing
    /// open there (``closesAtBlankLine(_:)``): then the sync block's first line starts a
    /// top-level block in the new parse as it did in the old one, and the sync block is not
    /// parsed (a heading edited above a 1 MB table parsed the table, ~1 s a keystroke in the
    /// web preview). Otherwise the region takes the sync block in and must end with it unchanged.
    private func regionPlan(
        first: Int, regionStart: Int, kept: Int?, nestedItemLine: Range<Int>?, startsOnEditedLine: Bool = false,
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>
    ) -> Plan? {
        // A kept table's rows are parsed after its header and delimiter lines, as in ``tableRowPlan(old:new:)``;
        // a list's nested list's last item after the first line of the item that holds that list.
        var header: [UInt8] = []
        var headerStart = 0
        if let nestedItemLine {
            guard nestedItemLine.upperBound <= regionStart, nestedItemLine.upperBound <= new.count else { return nil }
            header = Array(UnsafeBufferPointer(rebasing: new[nestedItemLine]))
        } else if let kept, case .table = blocks[kept].kind, blocks[kept].children.count > 1 {
            (header, headerStart) = tableHeader(of: kept, in: new)
        }
        let firstAfterEdit = firstBlockStartingAfterEdit()
        var sync = Swift.max(firstAfterEdit, first)
        // A region that starts on the edited line, above block `first` (``editedLineAfterBlankLine(old:)``),
        // may end before `first` itself: it then replaces no old block and adds the blocks of its lines.
        let lowest = startsOnEditedLine ? first - 1 : first
        var beforeSync = blankLineSync(sync, after: lowest, old: old)
        if !beforeSync, kept == nil,
           let plan = planAboveTable(sync, after: lowest, first: first, regionStart: regionStart, old: old, new: new) {
            return plan
        }
        var interrupting = !beforeSync && kept == nil && interruptingSync(sync, after: lowest, old: old)
        while true {
            let endsBeforeSync = beforeSync || interrupting
            let reachesEnd = !endsBeforeSync && sync + 1 >= blocks.count
            let oldEnd = reachesEnd ? old.count : lines.lineStart(of: range(of: endsBeforeSync ? sync : sync + 1).lowerBound)
            if reachesEnd, regionStart == 0 { return .fullParse(.wholeDocumentAffected) }
            let newEnd = oldEnd + delta
            guard regionStart <= editRange.lowerBound, editRange.upperBound <= oldEnd,
                  newEnd <= new.count, regionStart <= newEnd
            else { return nil }
            let oldRegion = UnsafeBufferPointer(rebasing: old[regionStart..<oldEnd])
            let newRegion = UnsafeBufferPointer(rebasing: new[regionStart..<newEnd])
            if touchesDefinitions(old: oldRegion, new: newRegion) { return .fullParse(.definitions) }
            var parsed = (regionStart == 0 ? parser.parse(Array(newRegion)) : parser.parse(region: header + Array(newRegion))).blocks
            for index in parsed.indices { parsed[index].shiftRanges(by: regionStart - header.count) }
            if let kept {
                // Where the kept table starts in the parse, moved as the parse was (its header's
                // offsets are not the new source's: only the rows after it are).
                let tableStart = range(of: kept).lowerBound - headerStart + regionStart - header.count
                let rest = nestedItemLine == nil ? blocksAfterLastChild(of: kept, in: parsed, tableStart: tableStart)
                    : blocksAfterLastNestedItem(of: kept, in: parsed)
                guard let rest else { return nil }
                parsed = rest
            }
            let region = SourceRange(regionStart, newEnd)
            if reachesEnd {
                return .splice(oldBlocks: first..<blocks.count, newBlocks: parsed, region: region)
            }
            if beforeSync {
                // With nothing after it in the region, the kept container is the region's last block.
                if closesAtBlankLine(parsed.last ?? kept.map { blocks[$0] }) {
                    return .splice(oldBlocks: first..<sync, newBlocks: parsed, region: region)
                }
                beforeSync = false
                continue
            }
            if interrupting {
                if parsed.last?.kind == .paragraph {
                    return .splice(oldBlocks: first..<sync, newBlocks: parsed, region: region)
                }
                interrupting = false
                continue
            }
            if isSynchronised(parsed.last, with: sync) {
                return .splice(oldBlocks: first..<(sync + 1), newBlocks: parsed, region: region)
            }
            sync += Swift.max(1, sync - firstAfterEdit + 1)
            sync = Swift.min(sync, blocks.count - 1)
        }
    }

    /// Whether the region may end right before block `sync` without parsing it: `sync` comes
    /// after block `first` and starts on a line after the edit, and the line before it is blank
    /// and starts after the edit's end (so it is blank in the new source too).
    private func blankLineSync(_ sync: Int, after first: Int, old: UnsafeBufferPointer<UInt8>) -> Bool {
        guard sync > first, sync < blocks.count else { return false }
        let syncLine = lines.lineStart(of: range(of: sync).lowerBound)
        guard syncLine > editRange.upperBound, syncLine > 0 else { return false }
        return lines.lineStart(of: syncLine - 1) > editRange.upperBound && lines.previousLineIsBlank(syncLine, in: old)
    }

    /// The plan that replaces blocks `first..<sync` (`sync` after block `lowest`: `first`, or the
    /// block above a region that starts on the edited line) when `sync` is a table that starts on a line
    /// after the edit (`Results:` right above a long table, or text typed on the blank line above
    /// one), parsing the region through the table's header and delimiter lines only; nil when the
    /// parse does not end with that table's header.
    ///
    /// A table's header line is paragraph text until its delimiter row comes: it joins a paragraph
    /// open above it, and the delimiter row then cuts that paragraph's last line off as the header
    /// (the paragraph ending where the header line starts), or starts a paragraph of its own. So
    /// the region takes the two lines in, and is accepted when its parse ends with a table of the
    /// same columns holding the same header row alone: then the new parse reaches the line after
    /// the delimiter row with that table open, as the old one did, and every later line (the rows,
    /// whatever ends the table, the rest) is parsed as before. The blocks before it are the
    /// region's; the table is kept.
    private func planAboveTable(
        _ sync: Int, after lowest: Int, first: Int, regionStart: Int, old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>
    ) -> Plan? {
        guard sync > lowest, sync < blocks.count, case .table(let columns) = blocks[sync].kind,
              var headerRow = blocks[sync].children.first
        else { return nil }
        let tableRange = range(of: sync)
        let syncLine = lines.lineStart(of: tableRange.lowerBound)
        let oldEnd = lines.lineEnd(of: lines.lineEnd(of: syncLine))  // past the delimiter row
        let newEnd = oldEnd + delta
        guard syncLine > editRange.upperBound, regionStart <= editRange.lowerBound, oldEnd <= tableRange.upperBound + 1,
              newEnd <= new.count, regionStart < newEnd
        else { return nil }
        let oldRegion = UnsafeBufferPointer(rebasing: old[regionStart..<oldEnd])
        let newRegion = UnsafeBufferPointer(rebasing: new[regionStart..<newEnd])
        if touchesDefinitions(old: oldRegion, new: newRegion) { return nil }
        var parsed = (regionStart == 0 ? parser.parse(Array(newRegion)) : parser.parse(region: Array(newRegion))).blocks
        for index in parsed.indices { parsed[index].shiftRanges(by: regionStart) }
        headerRow.shiftRanges(by: shifts.shift(at: sync) + delta)
        guard let table = parsed.popLast(), table.kind == .table(columns: columns), table.children == [headerRow] else { return nil }
        return .splice(oldBlocks: first..<sync, newBlocks: parsed, region: SourceRange(regionStart, syncLine + delta))
    }

    /// Whether the region may end right before block `sync` without parsing it although no blank
    /// line comes before it: `sync` comes after block `first`, starts on a line after the edit,
    /// and interrupted a top-level paragraph that ran up to its first line (`Release notes:` right
    /// above an 11,000-item list, or a line of text right above a quoted thread: a key in that
    /// line parsed the whole list or thread, ~0.7–1 s in the web preview). Then the region ends
    /// there when its parse ends with a top-level paragraph: the new parse reaches the sync
    /// block's first line, which is unchanged, with that paragraph open (as the old parse had
    /// one) or, when blank lines follow it, with nothing open. Either way that line starts the
    /// same block: what may interrupt a paragraph may start at the top level, with conditions
    /// added (a list from 1 and not empty, no HTML block of the seventh kind, no indented code),
    /// and the line is indented less than four columns (with more, it would have continued the
    /// old paragraph). Every later line is then parsed as before. Any other last block could
    /// still be open there (a list item, a fence, an HTML block) and take that line in.
    ///
    /// Only the blocks that start the same way whatever the paragraph holds qualify: a quote, an
    /// ATX heading, a fenced code block, an HTML block (of a kind that interrupts a paragraph) and
    /// a list (whose first item interrupted a paragraph in the old parse, so it starts with 1 or a
    /// bullet and is not empty, as it must in the new one). A table is left out (its header line
    /// is the paragraph's last line until its delimiter row comes), and so is a thematic break
    /// (`---` under a paragraph of only link reference definitions is one; under text, a heading's
    /// underline).
    ///
    /// A block whose first line starts it whatever is open before it qualifies after any block
    /// (typing on the blank line above a long list or quote, or in a paragraph that the edit put
    /// there): a quote, an ATX heading, a fenced code block, and a list whose first item could
    /// interrupt a paragraph (``startsWhateverIsOpen(_:line:in:)``).
    private func interruptingSync(_ sync: Int, after first: Int, old: UnsafeBufferPointer<UInt8>) -> Bool {
        guard sync > first, sync < blocks.count else { return false }
        let syncLine = lines.lineStart(of: range(of: sync).lowerBound)
        guard syncLine > editRange.upperBound else { return false }
        if blocks[sync - 1].kind == .paragraph, !lines.previousLineIsBlank(syncLine, in: old) {
            switch blocks[sync].kind {
            case .blockQuote, .heading, .codeBlock, .htmlBlock, .list: return true
            default: return false
            }
        }
        return startsWhateverIsOpen(sync, line: syncLine, in: old)
    }

    /// Whether top-level block `sync`, whose first line starts at `lineStart`, would start there
    /// the same way under an open paragraph as after a blank line: a quote; an ATX heading (one
    /// to six `#` and a space, a tab or the line's end: not a setext heading's text, which may
    /// start with `#`) or a code block whose line starts with a backtick or a tilde (not indented
    /// code); a bullet list or an ordered list from 1 whose first line holds
    /// more than its marker (CommonMark's conditions for a list that interrupts a paragraph).
    private func startsWhateverIsOpen(_ sync: Int, line lineStart: Int, in old: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = lineStart
        while index < old.count, index - lineStart < 4, old[index] == UInt8(ascii: " ") { index += 1 }
        guard index < old.count, index - lineStart < 4 else { return false }
        let first = old[index]
        switch blocks[sync].kind {
        case .blockQuote:
            return first == UInt8(ascii: ">")
        case .heading:
            // An ATX opening: one to six `#` and a space, a tab or the line's end. A setext
            // heading's text may start with `#` too (`##][` under `---`), and that text continues
            // an open paragraph (found by the fuzzer).
            var hashes = 0
            while index < old.count, old[index] == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            guard (1...6).contains(hashes) else { return false }
            guard index < old.count else { return true }
            return [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(old[index])
        case .codeBlock:
            return first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
        case .list(let info):
            let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
            switch info.kind {
            case .bullet:
                guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") else { return false }
                index += 1
            case .ordered(let start, _):
                guard start == 1, digits.contains(first) else { return false }
                while index < old.count, digits.contains(old[index]) { index += 1 }
                index += 1  // the delimiter
            }
            // Something other than blanks after the marker, on the same line (which a line feed
            // or a carriage return ends): an empty item (`-` alone) cannot interrupt a paragraph,
            // and under one, `-` is a setext heading's underline.
            while index < old.count {
                switch old[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
                default: return true
                }
            }
            return false
        default:
            return false
        }
    }

    /// True when a blank line after `block`, the region's last top-level block, leaves nothing
    /// open: a paragraph, a heading, a thematic break and a table end there, and so does a block
    /// quote with everything in it (a line without `>` continues a quote only as a lazy
    /// paragraph line, which a blank line is not). Lists, code, HTML and footnote definitions
    /// can go on past a blank line, so a region ending with one takes the sync block in.
    /// An empty region leaves nothing open (when it starts at a top-level block; one that
    /// starts in a kept list ends with that list, which a blank line does not close).
    private func closesAtBlankLine(_ block: BlockNode?) -> Bool {
        guard let block else { return true }
        switch block.kind {
        case .paragraph, .heading, .thematicBreak, .table, .blockQuote: return true
        default: return false
        }
    }

    /// A plan that adds rows to a long top-level table when an edit after it makes the lines
    /// right after it rows (the key that turns a paragraph `| ` into the row `| n`, or rows typed
    /// or pasted on the line after the table), so that the table is not parsed again (nil
    /// otherwise).
    ///
    /// The region runs from the first line of the table's last row to the first block after the
    /// edit that follows a blank line (or to the end of the document) and is parsed after the
    /// table's header and delimiter lines, as in ``tableRowPlan(old:new:)``: the lines before the
    /// last row are unchanged, so the new parse reaches it with the table open as the old one
    /// did. The parse must be one table with the same columns, holding that row unchanged and at
    /// least one row after it: then every block between the table and that sync block became
    /// rows. A blank line ends a table as it ends every block before the sync block in the old
    /// parse, and it lies after the edit, so it is blank in the new source too: the table ends
    /// there, and the sync block and everything after it are unchanged.
    private func tableAppendPlan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan? {
        let next = partitionIndex { range(of: $0).upperBound >= editRange.lowerBound }
        guard next >= 1, next <= blocks.count, case .table(let columns) = blocks[next - 1].kind else { return nil }
        let table = next - 1
        let rows = blocks[table].children
        guard rows.count > ReparsedTableRows.minimumBodyRows + 1, editRange.lowerBound > range(of: table).upperBound,
              var last = rows.last
        else { return nil }
        let shift = shifts.shift(at: table)
        last.shiftRanges(by: shift)
        // Only an edit on the line right after the table can make lines rows (a line after it that
        // could be a row already is one): an edit further down, in a block after it, is left to the
        // plans below without a parse here (a keystroke in a 1 MB code block after a table).
        let lineAfter = lines.lineEnd(of: last.range.lowerBound)
        guard lines.lineStart(of: editRange.lowerBound) == lineAfter else { return nil }
        // The sync block: the first that starts after the edit behind a blank line that starts after the
        // edit, among the next two (further, the region would grow with text a row rarely takes).
        var sync = next
        while sync < blocks.count {
            let syncLine = lines.lineStart(of: range(of: sync).lowerBound)
            if syncLine > editRange.upperBound, syncLine > 0, lines.lineStart(of: syncLine - 1) > editRange.upperBound,
               lines.previousLineIsBlank(syncLine, in: old) {
                break
            }
            sync += 1
            guard sync <= next + 1 else { return nil }
        }
        let regionStart = lines.lineStart(of: last.range.lowerBound)
        let oldEnd = sync < blocks.count ? lines.lineStart(of: range(of: sync).lowerBound) : old.count
        let newEnd = oldEnd + delta
        guard regionStart <= editRange.lowerBound, editRange.upperBound <= oldEnd, newEnd <= new.count, regionStart < newEnd else { return nil }
        let oldRegion = UnsafeBufferPointer(rebasing: old[regionStart..<oldEnd])
        let newRegion = UnsafeBufferPointer(rebasing: new[regionStart..<newEnd])
        if touchesDefinitions(old: oldRegion, new: newRegion) { return nil }
        let (header, headerStart) = tableHeader(of: table, in: new)
        let parsed = parser.parse(region: header + Array(newRegion)).blocks
        guard parsed.count == 1,
              let parsedRows = bodyRows(of: parsed[0], asTable: table, columns: columns, header: header, headerStart: headerStart,
                                        regionStart: regionStart),
              parsedRows.count > 1, parsedRows[0] == last
        else { return nil }
        return .spliceTableRows(
            table: table, oldRows: rows.count..<rows.count, newRows: Array(parsedRows.dropFirst()), oldFollowing: next..<sync,
            newFollowing: [], region: SourceRange(regionStart, newEnd))
    }

    /// The blocks from the first one that ends at or after the edit's start, when the block
    /// before them is a long top-level list or table and the edit starts after its text (in
    /// the lines after it, or in the next block): the edited lines may join it (an indented
    /// line continues a list's last item, a list marker adds an item, a line with a `|` adds a
    /// row), so the region starts at the first line of its last item or row
    /// (``blocksAfterLastChild(of:in:)`` checks that the container comes out unchanged) instead
    /// of at the container's first line: editing the paragraph after an 11,000-item list parsed
    /// the list (~0.8 s a keystroke in the web preview), and a `|` typed on the line after a
    /// 12,757-row table, to start a row, parsed the table (~1 s).
    private func containerTail() -> (block: Int, container: Int, regionStart: Int, nestedItemLine: Range<Int>?)? {
        let block = partitionIndex { range(of: $0).upperBound >= editRange.lowerBound }
        guard block >= 1, block <= blocks.count, editRange.lowerBound > range(of: block - 1).upperBound,
              let last = blocks[block - 1].children.last
        else { return nil }
        let shift = shifts.shift(at: block - 1)
        switch blocks[block - 1].kind {
        case .list:
            guard blocks[block - 1].children.count < ReparsedListItems.minimumListItems else { break }
            // A short list whose last item ends with a long list (an outline under one item): the
            // region starts at that nested list's last item, parsed after the first line of the
            // item that holds it (``blocksAfterLastNestedItem(of:in:)``).
            guard let nested = last.children.last, case .list = nested.kind,
                  nested.children.count >= ReparsedListItems.minimumListItems, let nestedLast = nested.children.last
            else { return nil }
            let itemLine = lines.lineStart(of: last.range.lowerBound + shift)
            let itemLineEnd = lines.lineEnd(of: last.range.lowerBound + shift)
            let regionStart = lines.lineStart(of: nestedLast.range.lowerBound + shift)
            guard itemLineEnd <= lines.lineStart(of: nested.range.lowerBound + shift) else { return nil }
            return (block, block - 1, regionStart, itemLine..<itemLineEnd)
        case .table: guard blocks[block - 1].children.count > ReparsedTableRows.minimumBodyRows + 1 else { return nil }
        default: return nil
        }
        return (block, block - 1, lines.lineStart(of: last.range.lowerBound + shift), nil)
    }

    /// ``blocksAfterLastChild(of:in:tableStart:)`` for a short top-level list whose last item ends
    /// with a long list (see ``containerTail()``), parsed from the first line of that item and then
    /// the first line of the nested list's last item: the blocks after the list, when the parse
    /// starts with a list of the same marker holding one item, which ends with a list of the nested
    /// list's marker holding that last item alone and unchanged; nil otherwise.
    ///
    /// The argument is the one for a long list's last item, one level down. The item's first line
    /// opens a list and an item with the same marker and content column as in the document, so at
    /// the nested item's line the parse has the same containers open (the list, the item, a list
    /// with the nested list's marker) as the old parse had, and each later line is matched against
    /// containers of the same kinds and columns. A line that would add an item to either list
    /// shows as a second item, and one that stays inside the nested item changes it: both are
    /// refused. Otherwise the next block closes the nested item, the nested list, the item and
    /// the list at its first line, in the document as in the parse, and what follows is parsed at
    /// the top level in both.
    private func blocksAfterLastNestedItem(of container: Int, in parsed: [BlockNode]) -> [BlockNode]? {
        guard case .list(let info) = blocks[container].kind, let item = blocks[container].children.last,
              let nested = item.children.last, case .list(let nestedInfo) = nested.kind, var last = nested.children.last,
              let head = parsed.first, case .list(let parsedInfo) = head.kind, Self.sameMarker(parsedInfo.kind, info.kind),
              head.children.count == 1, let parsedNested = head.children[0].children.last,
              case .list(let parsedNestedInfo) = parsedNested.kind, Self.sameMarker(parsedNestedInfo.kind, nestedInfo.kind),
              parsedNested.children.count == 1, var parsedLast = parsedNested.children.first
        else { return nil }
        last.shiftRanges(by: shifts.shift(at: container))
        Self.setOrdinal(Self.ordinal(of: last), of: &parsedLast)
        guard parsedLast == last else { return nil }
        return Array(parsed.dropFirst())
    }

    /// The blocks of a region parsed from the first line of the last child of top-level list or
    /// table `container` (see ``containerTail()``; a table's rows after its header and
    /// delimiter lines, the table starting at `tableStart` of the moved parse) that come after
    /// that child, when the parse starts with a container of the same kind (the same marker,
    /// the same columns) holding that child alone (after a table's header row) and unchanged;
    /// nil otherwise. The lines before the child are unchanged, so the new parse reaches its line
    /// with the container open, as the old one did; the child comes out the same and the next
    /// block is not a child of the container, so the container ends where it did and is the
    /// same (a list's spacing comes from its items and the lines between them).
    private func blocksAfterLastChild(of container: Int, in parsed: [BlockNode], tableStart: Int) -> [BlockNode]? {
        guard var last = blocks[container].children.last, let head = parsed.first else { return nil }
        last.shiftRanges(by: shifts.shift(at: container))
        switch (blocks[container].kind, head.kind) {
        case (.list(let info), .list(let parsedInfo)):
            guard Self.sameMarker(parsedInfo.kind, info.kind), head.children.count == 1, var item = head.children.first else { return nil }
            Self.setOrdinal(Self.ordinal(of: last), of: &item)
            guard item == last else { return nil }
        case (.table(let columns), .table(let parsedColumns)):
            guard parsedColumns == columns, head.range.lowerBound == tableStart,
                  head.children.count == 2, head.children[1] == last
            else { return nil }
        default:
            return nil
        }
        return Array(parsed.dropFirst())
    }

    /// A plan that re-parses only some items of a long top-level list, when the edit lies inside
    /// one (nil otherwise: the caller plans with whole top-level blocks).
    ///
    /// The argument is the top-level one, one level down. The region starts at the first line of
    /// an item that the edit does not touch (item `first`): the lines before it are unchanged, so
    /// the new parse reaches that line in the state the old one did, with the list open, and the
    /// line, a list marker of this list, closes the previous item and opens one, as before. Parsed
    /// alone, the same line opens a list and an item with the same marker and indentation, and
    /// every later line of the region meets the same containers below the list. The region ends
    /// where an item after the edit (the *sync item*) ends, at the next item's first line, and is
    /// accepted when the parse is one list of the same kind whose last item equals the old sync
    /// item moved by the edit (then everything before the next item's line was closed as before,
    /// and the lines from there on are unchanged). An edit in the last item, or after the list
    /// and before the next block, takes the region to the end of the list and through the next
    /// block, which must come out unchanged (or to the end of the document). Only the list's
    /// spacing is document-wide: the
    /// region must be tight when the list is, and loose when it is loose (the items before the
    /// region and after the sync item keep what they contribute, and the sync item contributes
    /// to the whole list what it did before).
    private func listItemPlan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan? {
        // The last top-level block that starts at or before the edit: the list the edit must be
        // inside, or after (where a lazy or indented line could join its last item).
        let index = partitionIndex { range(of: $0).lowerBound > editRange.lowerBound } - 1
        guard index >= 0, case .list(let info) = blocks[index].kind else { return nil }
        let items = blocks[index].children
        guard items.count >= ReparsedListItems.minimumListItems else { return nil }
        let shift = shifts.shift(at: index)
        func firstLine(_ item: Int) -> Int { lines.lineStart(of: items[item].range.lowerBound + shift) }
        // The last item whose first line the edit leaves alone.
        guard let first = lastChildWithFirstLineBeforeEdit(items, shift: shift) else { return nil }
        let firstOrdinal = Self.ordinal(of: items[0])
        return childPlan(
            block: index, childCount: items.count, first: first, firstLine: firstLine,
            old: old, new: new,
            parse: { region, regionStart, following in
                let parsed = parser.parse(region: Array(region)).blocks
                guard parsed.count == (following ? 2 : 1), case .list(let parsedInfo) = parsed[0].kind,
                      parsedInfo.isTight == info.isTight, Self.sameMarker(parsedInfo.kind, info.kind)
                else { return nil }
                var newItems = parsed[0].children
                for position in newItems.indices {
                    newItems[position].shiftRanges(by: regionStart)
                    Self.setOrdinal(firstOrdinal + first + position, of: &newItems[position])
                }
                return (newItems, following ? parsed[1] : nil, regionStart, nil)
            },
            matches: { last, sync, position in
                last == movedItem(items[sync], by: shift + delta, ordinal: firstOrdinal + first + position)
            })
    }

    /// A plan that re-parses only some body rows of a long top-level table, when the edit lies
    /// in one (or after the table, before the next block); nil otherwise.
    ///
    /// The argument is the list items' one (``listItemPlan(old:new:)``), with two differences.
    /// A body row is one line, and what it is depends on the lines before it only through the
    /// table being open and on its column count: so the region starts at the line of the last
    /// body row at or before the edit's start, and is parsed after the table's header and
    /// delimiter lines (unchanged, before the edit), which open the same table. A table has no
    /// spacing to keep; its alignments come from the delimiter line, so they are the same. The
    /// parse must be one table (an edit that ends the table, a blank line or a line that starts
    /// another block, gives more than one block and the caller plans with whole blocks), whose
    /// last row equals the old sync row moved by the edit, or, past the last row, followed by
    /// the old next block unchanged.
    private func tableRowPlan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan? {
        let index = partitionIndex { range(of: $0).lowerBound > editRange.lowerBound } - 1
        guard index >= 0, case .table(let columns) = blocks[index].kind else { return nil }
        let rows = blocks[index].children
        guard rows.count > ReparsedTableRows.minimumBodyRows else { return nil }
        let shift = shifts.shift(at: index)
        func firstLine(_ row: Int) -> Int { lines.lineStart(of: rows[row].range.lowerBound + shift) }
        // The last row whose line starts at or before the edit; it must be a body row.
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if firstLine(middle) <= editRange.lowerBound { low = middle + 1 } else { high = middle }
        }
        let first = low - 1
        guard first >= 1 else { return nil }
        let (header, headerStart) = tableHeader(of: index, in: new)
        // Blocks between the table and the unchanged block after it, when the edit made its last
        // rows something else (the key that made `| ` the row `| n`, deleted): the last parse's.
        var released: [BlockNode] = []
        let plan = childPlan(
            block: index, childCount: rows.count, first: first, firstLine: firstLine,
            old: old, new: new,
            parse: { region, regionStart, following in
                let parsed = parser.parse(region: header + Array(region)).blocks
                guard following ? parsed.count >= 2 : parsed.count == 1,
                      let newRows = bodyRows(of: parsed[0], asTable: index, columns: columns, header: header, headerStart: headerStart,
                                             regionStart: regionStart)
                else { return nil }
                let offset = regionStart - header.count
                released = following ? Array(parsed[1..<(parsed.count - 1)]) : []
                for position in released.indices { released[position].shiftRanges(by: offset) }
                return (newRows, following ? parsed.last : nil, offset, nil)
            },
            matches: { last, sync, _ in
                var moved = rows[sync]
                moved.shiftRanges(by: shift + delta)
                return last == moved
            })
        // The block after the table came out unchanged after the released blocks (the plan's check):
        // they go between the two.
        guard !released.isEmpty, case .spliceItems(let block, _, let oldRows, let newRows, let region, _)? = plan else { return plan }
        return .spliceTableRows(
            table: block, oldRows: oldRows, newRows: newRows, oldFollowing: (block + 1)..<(block + 1), newFollowing: released, region: region)
    }

    /// A plan that re-parses only some children of a long top-level block quote (a quoted mail
    /// thread, a long alert), when the edit lies inside one (nil otherwise).
    ///
    /// The argument is the list items' one (``listItemPlan(old:new:)``), with one difference: a
    /// line that starts a child of a quote carries no marker of its own, so whether it starts a
    /// child or continues the one before (a paragraph's next line) depends on that line's text.
    /// The region therefore starts at the first line of a child that the edit leaves whole
    /// (child `first`, whose first line ends before the edit): the lines before it are
    /// unchanged, so the new parse reaches it with the quote and the same blocks open as the old
    /// one, and the same line closes those blocks and starts a child again. Parsed alone, the
    /// line opens a quote and starts the same child, and every later line of the region meets
    /// the same container. The parse must be one plain quote (a region whose first line reads
    /// as an alert's marker, `> [!NOTE]`, is refused: inside the document it is a paragraph),
    /// whose last child equals the old sync child moved by the edit, or, past the last child,
    /// followed by the old next block unchanged. The quote keeps its kind (an alert's marker
    /// line comes before its first child) and its start.
    private func blockQuoteChildPlan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan? {
        let index = partitionIndex { range(of: $0).lowerBound > editRange.lowerBound } - 1
        guard index >= 0, case .blockQuote = blocks[index].kind else { return nil }
        let children = blocks[index].children
        guard children.count >= ReparsedBlockQuoteChildren.minimumChildren else { return nil }
        let shift = shifts.shift(at: index)
        func firstLine(_ child: Int) -> Int { lines.lineStart(of: children[child].range.lowerBound + shift) }
        guard let first = lastChildWithFirstLineBeforeEdit(children, shift: shift) else { return nil }
        return childPlan(
            block: index, childCount: children.count, first: first, firstLine: firstLine, oldEnds: [range(of: index).upperBound],
            old: old, new: new,
            parse: { region, regionStart, following in
                let parsed = parser.parse(region: Array(region)).blocks
                guard parsed.count == (following ? 2 : 1), case .blockQuote(alert: nil) = parsed[0].kind else { return nil }
                var newChildren = parsed[0].children
                for position in newChildren.indices { newChildren[position].shiftRanges(by: regionStart) }
                return (newChildren, following ? parsed[1] : nil, regionStart, [parsed[0].range.upperBound + regionStart])
            },
            matches: { last, sync, _ in
                var moved = children[sync]
                moved.shiftRanges(by: shift + delta)
                return last == moved
            })
    }

    /// A plan that re-parses only some items of a long list nested in the last item of a short
    /// top-level list (an outline: `- Notes` and a long list of `  - …` under it), when the edit
    /// lies inside one of them or after the list (nil otherwise).
    ///
    /// The argument is the list items' one (``listItemPlan(old:new:)``), one level down, with the
    /// region parsed after the first line of the item that holds the nested list and a blank
    /// line: that line opens a list and an item with the same marker and content column as in
    /// the document, and the first line of nested item `first` (which the edit leaves whole, and
    /// which starts an item of the nested list in the document, closing the one before) opens,
    /// after the blank line, a list of the nested list's marker and an item with the same
    /// columns (the parse must start the nested list on that line), so every later line meets containers of the same kinds and columns
    /// as in the old parse. The parse must be one list of the outer marker holding one item of two
    /// children, the first line's block and a list of the nested list's marker and spacing (a
    /// line that ends the nested list inside the item, or adds an item to the outer list, is
    /// refused); its last item must equal the old sync item moved and numbered as the nested
    /// list numbers it, or, past its last item, the block after the list come out unchanged. The
    /// outer list's spacing comes from the blank lines between its items and between the item's
    /// own children, which the region does not hold. The outer list, the item and the nested
    /// list take the parse's ends when the region reached them.
    private func outlineItemPlan(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan? {
        let index = partitionIndex { range(of: $0).lowerBound > editRange.lowerBound } - 1
        guard index >= 0, case .list(let info) = blocks[index].kind else { return nil }
        let items = blocks[index].children
        guard items.count < ReparsedListItems.minimumListItems, let item = items.last, item.children.count >= 2,
              let nested = item.children.last, case .list(let nestedInfo) = nested.kind,
              nested.children.count >= ReparsedListItems.minimumListItems
        else { return nil }
        let shift = shifts.shift(at: index)
        let nestedItems = nested.children
        let itemLine = lines.lineStart(of: item.range.lowerBound + shift)
        let itemLineEnd = lines.lineEnd(of: item.range.lowerBound + shift)
        guard itemLineEnd <= lines.lineStart(of: nested.range.lowerBound + shift), itemLineEnd <= new.count,
              let first = lastChildWithFirstLineBeforeEdit(nestedItems, shift: shift)
        else { return nil }
        func firstLine(_ child: Int) -> Int { lines.lineStart(of: nestedItems[child].range.lowerBound + shift) }
        // The item's first line, before the edit (the same bytes in both sources), and a blank
        // line: after it, the region's first line starts a nested item in the parse as in the
        // document, whatever it holds (without it, an ordered item not numbered 1 or an empty one
        // would continue the first line's paragraph, or underline it).
        let header = Array(UnsafeBufferPointer(rebasing: new[itemLine..<itemLineEnd])) + [0x0A]
        let firstLineLength = lines.lineEnd(of: firstLine(first)) - firstLine(first)
        let firstOrdinal = Self.ordinal(of: nestedItems[0])
        let path = [items.count - 1, item.children.count - 1]
        return childPlan(
            block: index, path: path, childCount: nestedItems.count, first: first, firstLine: firstLine,
            oldEnds: [range(of: index).upperBound, item.range.upperBound + shift, nested.range.upperBound + shift],
            old: old, new: new,
            parse: { region, regionStart, following in
                let parsed = parser.parse(region: header + Array(region)).blocks
                guard parsed.count == (following ? 2 : 1), case .list(let parsedInfo) = parsed[0].kind,
                      Self.sameMarker(parsedInfo.kind, info.kind), parsed[0].children.count == 1,
                      let parsedItem = parsed[0].children.first, parsedItem.children.count == 2,
                      let parsedNested = parsedItem.children.last, case .list(let parsedNestedInfo) = parsedNested.kind,
                      parsedNestedInfo.isTight == nestedInfo.isTight, Self.sameMarker(parsedNestedInfo.kind, nestedInfo.kind),
                      // The nested list starts on the region's first line.
                      let firstItem = parsedNested.children.first, firstItem.range.lowerBound >= header.count,
                      firstItem.range.lowerBound < header.count + firstLineLength
                else { return nil }
                // Parsed after the item's first line: offsets move from the parse's to the new source's.
                let offset = regionStart - header.count
                var newItems = parsedNested.children
                for position in newItems.indices {
                    newItems[position].shiftRanges(by: offset)
                    Self.setOrdinal(firstOrdinal + first + position, of: &newItems[position])
                }
                let ends = [parsed[0].range.upperBound, parsedItem.range.upperBound, parsedNested.range.upperBound].map { $0 + offset }
                return (newItems, following ? parsed[1] : nil, offset, ends)
            },
            matches: { last, sync, position in
                last == movedItem(nestedItems[sync], by: shift + delta, ordinal: firstOrdinal + first + position)
            })
    }

    /// The last of `children` (of a top-level block whose ranges move by `shift`) whose first line
    /// ends before the edit starts (the edit leaves that line whole); nil when there is none.
    private func lastChildWithFirstLineBeforeEdit(_ children: [BlockNode], shift: Int) -> Int? {
        var low = 0
        var high = children.count
        while low < high {
            let middle = (low + high) / 2
            if lines.lineEnd(of: children[middle].range.lowerBound + shift) <= editRange.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The search the child plans share (``listItemPlan(old:new:)``, ``tableRowPlan(old:new:)``,
    /// ``blockQuoteChildPlan(old:new:)``, ``outlineItemPlan(old:new:)``):
    /// the region runs from the line of child `first` of top-level block `index` to the end of
    /// a sync child after the edit, growing (doubling past the edit) until the parse's last child
    /// `matches` the old sync child moved by the edit; past the last child, through the block
    /// after `index`, which must come out unchanged (or to the end of the document).
    ///
    /// - Parameters:
    ///   - path: where the children are below the block (see ``Plan/spliceItems(block:path:oldItems:newItems:region:containerEnds:)``).
    ///   - firstLine: where child `i`'s first line starts in the old source.
    ///   - oldEnds: the old ends of the block and of each container on the path, when `parse`
    ///     gives their new ends.
    ///   - parse: the new region's children (in new-source offsets) and, when `following`, the
    ///     block after them with the offset that moves its ranges to the new source, and the new
    ///     ends of the block and the containers on the path when the region reaches them; nil when
    ///     the region does not parse as children of the same block.
    ///   - matches: whether the parse's last child, at `position` among the new children, is old
    ///     child `sync` moved by the edit.
    private func childPlan(
        block index: Int, path: [Int] = [], childCount: Int, first: Int, firstLine: (Int) -> Int, oldEnds: [Int] = [],
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>,
        parse: (_ region: UnsafeBufferPointer<UInt8>, _ regionStart: Int, _ following: Bool)
            -> (children: [BlockNode], next: BlockNode?, nextOffset: Int, containerEnds: [Int]?)?,
        matches: (_ last: BlockNode, _ sync: Int, _ position: Int) -> Bool
    ) -> Plan? {
        // The first child whose first line starts after the edit.
        var low = first + 1
        var high = childCount
        while low < high {
            let middle = (low + high) / 2
            if firstLine(middle) > editRange.upperBound { high = middle } else { low = middle + 1 }
        }
        let firstAfterEdit = low
        let regionStart = firstLine(first)
        var sync = firstAfterEdit
        while true {
            // Past the last child the region takes the block after this one too (the sync block:
            // the new parse must close this block where the old one did) and runs to the start of
            // the block after that, or to the end of the document.
            let reachesEnd = sync + 1 >= childCount
            let following = reachesEnd && index + 1 < blocks.count
            // The block after must lie on lines after the edit: an edit in its first line's
            // indentation leaves its node equal (moved) but moves its text's columns, which its
            // source positions hold (``containerTail()`` re-parses it instead).
            if following, editRange.upperBound >= lines.lineStart(of: range(of: index + 1).lowerBound) { return nil }
            let oldEnd = !reachesEnd ? firstLine(sync + 1)
                : index + 2 < blocks.count ? lines.lineStart(of: range(of: index + 2).lowerBound) : old.count
            let newEnd = oldEnd + delta
            guard regionStart <= editRange.lowerBound, editRange.upperBound <= oldEnd, newEnd <= new.count, regionStart <= newEnd
            else { return nil }
            let oldRegion = UnsafeBufferPointer(rebasing: old[regionStart..<oldEnd])
            let newRegion = UnsafeBufferPointer(rebasing: new[regionStart..<newEnd])
            if touchesDefinitions(old: oldRegion, new: newRegion) { return nil }
            guard let parsed = parse(newRegion, regionStart, following) else { return nil }
            let region = SourceRange(regionStart, newEnd)
            if reachesEnd {
                if following {
                    guard var next = parsed.next else { return nil }
                    next.shiftRanges(by: parsed.nextOffset)
                    var moved = blocks[index + 1]
                    moved.shiftRanges(by: shifts.shift(at: index + 1) + delta)
                    guard next == moved else { return nil }
                }
                return .spliceItems(
                    block: index, path: path, oldItems: first..<childCount, newItems: parsed.children, region: region,
                    containerEnds: parsed.containerEnds)
            }
            if let last = parsed.children.last, matches(last, sync, parsed.children.count - 1) {
                // The containers end after the sync child, on lines after the edit: moved by it.
                return .spliceItems(
                    block: index, path: path, oldItems: first..<(sync + 1), newItems: parsed.children, region: region,
                    containerEnds: parsed.containerEnds.map { _ in oldEnds.map { $0 + delta } })
            }
            sync = Swift.min(childCount - 1, sync + Swift.max(1, sync - firstAfterEdit + 1))
        }
    }

    /// Old list item `item` moved by `shift` and numbered `ordinal`: what the region's parse must
    /// give for it when everything before it was closed as before.
    private func movedItem(_ item: BlockNode, by shift: Int, ordinal: Int) -> BlockNode {
        var moved = item
        moved.shiftRanges(by: shift)
        Self.setOrdinal(ordinal, of: &moved)
        return moved
    }

    private static func ordinal(of item: BlockNode) -> Int {
        if case .listItem(let info) = item.kind { return info.ordinal }
        return 1
    }

    private static func setOrdinal(_ ordinal: Int, of item: inout BlockNode) {
        if case .listItem(var info) = item.kind, info.ordinal != ordinal {
            info.ordinal = ordinal
            item.kind = .listItem(info)
        }
    }

    /// True when a list of kind `a` continues a list of kind `b`: the same bullet, or the same
    /// ordered delimiter (the start number is the first item's).
    private static func sameMarker(_ a: ListInfo.Kind, _ b: ListInfo.Kind) -> Bool {
        switch (a, b) {
        case (.bullet(let x), .bullet(let y)): return x == y
        case (.ordered(_, let x), .ordered(_, let y)): return x == y
        default: return false
        }
    }

    /// A region start at the edit's own line when that line is in no block (a blank line between
    /// two blocks, where a new paragraph is being typed: under a 1 MB quoted thread, the first
    /// key of a reply parsed the thread, ~0.8 s in the web preview): the line before it is blank,
    /// and the block above it (the last one ending before the edit) cannot continue past a blank
    /// line, so nothing is open at the edit's line in the old parse, and, the lines before it
    /// being unchanged, nothing in the new one. `first` is the first block after the edit's
    /// line (nil when there is none, or no block above: the plans below take those).
    private func editedLineAfterBlankLine(old: UnsafeBufferPointer<UInt8>) -> (first: Int, line: Int)? {
        let first = partitionIndex { range(of: $0).upperBound >= editRange.lowerBound }
        guard first >= 1, first < blocks.count, !blocks[first - 1].continuesAfterBlankLine else { return nil }
        let line = lines.lineStart(of: editRange.lowerBound)
        // The block above ends before the edit's line (an edit in the line ending of a block's
        // last line starts after the block but on its line), and the first block after starts
        // after it.
        guard line > 0, range(of: first - 1).upperBound <= line, lines.lineStart(of: range(of: first).lowerBound) > line,
              lines.previousLineIsBlank(line, in: old)
        else { return nil }
        return (first, line)
    }

    /// The index of the first block of the region: the last block at or before the edit that
    /// follows a blank line, is not a table, and whose first line the edit leaves alone or cannot
    /// attach to the block above (0 when there is none).
    private func firstRegionBlock(old: UnsafeBufferPointer<UInt8>) -> Int {
        // The first block that ends at or after the edit's start.
        var candidate = partitionIndex { range(of: $0).upperBound >= editRange.lowerBound }
        while candidate > 0 {
            if candidate < blocks.count {
                let block = blocks[candidate]
                let blockStart = range(of: candidate).lowerBound
                let lineStart = lines.lineStart(of: blockStart)
                let firstLineUntouched = lines.lineEnd(of: blockStart) <= editRange.lowerBound
                // An edited first line can only join the block above when that block can
                // continue past a blank line (a list item or indented code taking an indented line).
                let editableFirstLine = lineStart <= editRange.lowerBound && !blocks[candidate - 1].continuesAfterBlankLine
                if firstLineUntouched || editableFirstLine, !block.isTable, lines.previousLineIsBlank(lineStart, in: old) {
                    return candidate
                }
            }
            candidate -= 1
        }
        return 0
    }

    /// The index of the first block whose first line starts after the edit's end (the block
    /// count when there is none; then the region runs to the end).
    private func firstBlockStartingAfterEdit() -> Int {
        let index = partitionIndex { lines.lineStart(of: range(of: $0).lowerBound) > editRange.upperBound }
        return Swift.min(index, blocks.count - 1)
    }

    /// True when the region's last block is the old sync block (index `sync`), moved by the
    /// length change.
    private func isSynchronised(_ candidate: BlockNode?, with sync: Int) -> Bool {
        guard let candidate else { return false }
        var moved = blocks[sync]
        moved.shiftRanges(by: shifts.shift(at: sync) + delta)
        return candidate == moved
    }

    /// The old source range of block `index`.
    /// Whether a region (its `old` and `new` text) must be parsed with the whole document for
    /// the link reference definitions: definitions outside the region are unchanged and among
    /// ``definedLabels``, so the region must define nothing, in the old text or the new one, and
    /// use no label defined outside it.
    private func touchesDefinitions(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Bool {
        ReferenceLabelScan.containsDefinitionMarker(old) || ReferenceLabelScan.containsDefinitionMarker(new)
            || definedLabels.mayIntersect(ReferenceLabelScan.usedLabels(in: new))
    }

    /// The header and delimiter lines of top-level table `index` (before any body row; the same
    /// bytes in both sources when the edit is in the body or after it) in `new`, and where they
    /// start: what a region of its rows is parsed after.
    private func tableHeader(of index: Int, in new: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], start: Int) {
        let start = lines.lineStart(of: range(of: index).lowerBound)
        let bodyStart = lines.lineStart(of: blocks[index].children[1].range.lowerBound + shifts.shift(at: index))
        return (Array(UnsafeBufferPointer(rebasing: new[start..<bodyStart])), start)
    }

    /// The body rows of `parsed`, the first block of a region of top-level table `index`'s rows
    /// parsed after its `header` (``tableHeader(of:in:)``, from `headerStart`), moved from the
    /// parse's offsets to the new source's (the region starts at `regionStart`), when it is that
    /// table: the same columns, starting where the table starts, its header row inside `header`;
    /// nil otherwise.
    private func bodyRows(
        of parsed: BlockNode, asTable index: Int, columns: [TableColumnAlignment], header: [UInt8], headerStart: Int, regionStart: Int
    ) -> [BlockNode]? {
        guard case .table(let parsedColumns) = parsed.kind, parsedColumns == columns,
              parsed.range.lowerBound == range(of: index).lowerBound - headerStart,
              parsed.children.first?.range.upperBound ?? .max <= header.count
        else { return nil }
        var rows = Array(parsed.children.dropFirst())
        for position in rows.indices { rows[position].shiftRanges(by: regionStart - header.count) }
        return rows
    }

    private func range(of index: Int) -> SourceRange {
        blocks[index].range.shifted(by: shifts.shift(at: index))
    }

    /// The first block index that satisfies `predicate`, for a predicate that is false then
    /// true along the blocks (they are in source order); `blocks.count` when none does.
    private func partitionIndex(_ predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = blocks.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension BlockNode {
    fileprivate var isTable: Bool {
        if case .table = kind { return true }
        return false
    }

    /// True for the blocks a line after a blank line can still belong to: lists (an indented
    /// line continues an item), indented code, and footnote definitions (indented continuation).
    fileprivate var continuesAfterBlankLine: Bool {
        switch kind {
        case .list, .footnoteDefinition: return true
        case .codeBlock(let info): return !info.isFenced
        default: return false
        }
    }

    fileprivate var isFootnoteDefinition: Bool {
        if case .footnoteDefinition = kind { return true }
        return false
    }
}
