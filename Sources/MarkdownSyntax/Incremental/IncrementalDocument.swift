/// A Markdown source and its parsed document, kept in sync through edits by re-parsing only
/// the top-level blocks an edit can affect.
///
/// An editor re-parses on every keystroke; parsing a long document from scratch each time
/// costs time proportional to the whole document, while a keystroke changes one block.
/// ``apply(_:)`` parses the affected blocks again (inside a top-level list of many items, only
/// the affected items: ``ReparsedRegion/listItems``; inside a long table, only the affected rows:
/// ``ReparsedRegion/tableRows``; inside a long block quote, only the affected children:
/// ``ReparsedRegion/blockQuoteChildren``; inside an outline's long nested list, only the affected
/// items: ``ReparsedRegion/nestedListItems``), moves the ranges of the blocks after them,
/// and falls back to a full parse whenever the edit can change the meaning of text it does not
/// touch (see ``FullParseReason``). Either way the resulting ``document`` is exactly what
/// `MarkdownParser(options:).parse(source)` returns for the new source.
///
/// ```swift
/// var editor = IncrementalDocument(source: "# Title\n\nSome *text*.\n", options: .init(extensions: .gfm))
/// let update = try editor.apply(.insert("more ", at: 14))
/// // editor.document == MarkdownParser(options: .init(extensions: .gfm)).parse(editor.source)
/// ```
///
/// Keep the value uniquely owned (do not hold other copies of ``document`` across edits) and
/// the blocks after the edit are updated in place, without allocation.
public struct IncrementalDocument: Sendable {
    /// The current source text.
    public private(set) var source: String
    /// The parse of ``source``.
    ///
    /// With deferred range moves (see `init(source:options:defersRangeShifts:)`) this makes a
    /// copy of the tree with the pending moves applied, in time proportional to the document.
    public var document: MarkdownDocument {
        guard !pendingShifts.isEmpty else { return tree }
        var document = tree
        var shifts = pendingShifts
        shifts.apply(to: &document.blocks)
        return document
    }
    /// The parse of ``source``, except that the ranges of some top-level blocks have yet to move
    /// by `pendingShifts`.
    private var tree: MarkdownDocument
    /// The range moves of edits not yet applied to `tree` (always empty unless `defersRangeShifts`).
    private var pendingShifts = PendingRangeShifts()
    /// Whether an edit records the moves of the ranges after it rather than walking those nodes.
    private let defersRangeShifts: Bool
    /// The parser used for every (partial or full) parse.
    public let parser: MarkdownParser
    /// The labels the source may define: unchanged by splices, whose regions define none.
    private var definedLabels: ReferenceLabelScan.LabelSet
    /// Whether the source contains NUL bytes (which the parser replaces, shifting offsets).
    private var containsNUL: Bool

    /// Parses `source` with `options`.
    public init(source: String, options: ParseOptions = .init()) {
        let parser = MarkdownParser(options: options)
        self.init(source: source, document: parser.parse(source), parser: parser)
    }

    /// Adopts a document already parsed from `source` with `options`, to edit it incrementally
    /// without parsing it again. The document must be that parse; otherwise the edits that are
    /// spliced rather than re-parsed in full keep its differences.
    public init(source: String, document: MarkdownDocument, options: ParseOptions) {
        self.init(source: source, document: document, parser: MarkdownParser(options: options))
    }

    /// Parses `source` with `options`; with `defersRangeShifts`, an edit does not move the ranges
    /// of the blocks after it (a walk over the rest of the document) but records the move, and
    /// the package accessors (``topLevelBlockRange(at:)``, ``topLevelBlocks(_:)``…) apply it to
    /// the blocks they answer; ``document`` applies every pending move to a copy. For a live
    /// preview, which reads a few blocks per keystroke of a long document.
    package init(source: String, options: ParseOptions, defersRangeShifts: Bool) {
        let parser = MarkdownParser(options: options)
        self.init(source: source, document: parser.parse(source), parser: parser, defersRangeShifts: defersRangeShifts)
    }

    private init(source: String, document: MarkdownDocument, parser: MarkdownParser, defersRangeShifts: Bool = false) {
        self.source = source
        self.tree = document
        self.parser = parser
        self.defersRangeShifts = defersRangeShifts
        (definedLabels, containsNUL) = Self.scan(source)
    }

    // MARK: Reading blocks without applying pending moves

    /// The number of top-level blocks (`document.blocks.count`).
    package var topLevelBlockCount: Int { tree.blocks.count }

    /// The line table of ``source`` (`document.lineTable`).
    package var lineTable: SourceLineTable { tree.lineTable }

    /// The range of top-level block `index` (`document.blocks[index].range`).
    package func topLevelBlockRange(at index: Int) -> SourceRange {
        tree.blocks[index].range.shifted(by: pendingShifts.shift(at: index))
    }

    /// Whether top-level block `index` is a list (without copying it or applying its pending move).
    package func topLevelBlockIsList(at index: Int) -> Bool {
        if case .list = tree.blocks[index].kind { return true }
        return false
    }

    /// Whether top-level block `index` is a block quote (without copying it or applying its pending move).
    package func topLevelBlockIsBlockQuote(at index: Int) -> Bool {
        if case .blockQuote = tree.blocks[index].kind { return true }
        return false
    }

    /// `body` of top-level block `index` as stored, without copying it or applying its pending
    /// move (its ranges may be stale): for questions about its structure only.
    package func withStoredTopLevelBlock<Result>(at index: Int, _ body: (BlockNode) -> Result) -> Result {
        body(tree.blocks[index])
    }

    /// The first child of top-level block `index` whose range ends at or after `offset`, else
    /// the last child; nil when the block has none. Reads the stored ranges with the block's
    /// pending move, without copying the block (moving a 12,000-row table's ranges to find the
    /// caret's row took ~30 ms).
    package func childIndex(ofTopLevelBlock index: Int, endingAtOrAfter offset: Int) -> Int? {
        Self.firstChild(of: tree.blocks[index].children, endingAtOrAfter: offset - pendingShifts.shift(at: index))
    }

    /// The first of `children` whose stored range ends at or after `stored`, else the last; nil when there is none.
    private static func firstChild(of children: [BlockNode], endingAtOrAfter stored: Int) -> Int? {
        guard !children.isEmpty else { return nil }
        var low = 0
        var high = children.count - 1
        while low < high {
            let middle = (low + high) / 2
            if children[middle].range.upperBound >= stored { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Top-level blocks `range` (`Array(document.blocks[range])`).
    package func topLevelBlocks(_ range: Range<Int>) -> [BlockNode] {
        var blocks = Array(tree.blocks[range])
        for index in blocks.indices {
            let shift = pendingShifts.shift(at: range.lowerBound + index)
            if shift != 0 { blocks[index].shiftRanges(by: shift) }
        }
        return blocks
    }

    /// A document whose blocks in `range` are ``document``'s (the other blocks' ranges may be
    /// stale): what a reader of those blocks only can use. The tree itself when they have no
    /// pending move; else a copy with only those blocks moved (moving every block after an edit
    /// above a 1 MB table made each inspection of one of its rows cost ~20 ms).
    package func document(exactIn range: Range<Int>) -> MarkdownDocument {
        guard !pendingShifts.isZero(over: range) else { return tree }
        var document = tree
        for index in range {
            let shift = pendingShifts.shift(at: index)
            if shift != 0 { document.blocks[index].shiftRanges(by: shift) }
        }
        return document
    }

    /// A document whose top-level block `index` has its own range and the ranges of its
    /// children `children` as ``document`` has them (its other children's, and the other
    /// blocks', may be stale): what a reader of those children only can use. Moving a whole
    /// 13,930-row table to read one row took ~10 ms.
    package func document(exactChildren children: Range<Int>, ofTopLevelBlock index: Int) -> MarkdownDocument {
        let shift = pendingShifts.shift(at: index)
        guard shift != 0 else { return tree }
        var document = tree
        var block = document.blocks[index]
        block.range = block.range.shifted(by: shift)
        for inline in block.inlines.indices { block.inlines[inline].shiftRanges(by: shift) }
        for child in children { block.children[child].shiftRanges(by: shift) }
        document.blocks[index] = block
        return document
    }

    /// The number of children (items, rows…) of top-level block `index`; with `nested`, of the
    /// last child of its last child (an outline's nested list), 0 when it has none.
    package func childCount(ofTopLevelBlock index: Int, nested: Bool = false) -> Int {
        guard nested else { return tree.blocks[index].children.count }
        return tree.blocks[index].children.last?.children.last?.children.count ?? 0
    }

    /// The range of child `child` of top-level block `index` (without copying the block); with
    /// `nested`, of that child of an outline's nested list (see ``childCount(ofTopLevelBlock:nested:)``).
    package func childRange(_ child: Int, ofTopLevelBlock index: Int, nested: Bool = false) -> SourceRange {
        let shift = pendingShifts.shift(at: index)
        guard nested else { return tree.blocks[index].children[child].range.shifted(by: shift) }
        let outline = tree.blocks[index].children[tree.blocks[index].children.count - 1]
        return outline.children[outline.children.count - 1].children[child].range.shifted(by: shift)
    }

    /// The first item of the nested list of outline `index` (the last child of its last item)
    /// whose range ends at or after `offset`, else its last; nil when it has none.
    package func nestedChildIndex(ofTopLevelBlock index: Int, endingAtOrAfter offset: Int) -> Int? {
        guard let items = tree.blocks[index].children.last?.children.last?.children else { return nil }
        return Self.firstChild(of: items, endingAtOrAfter: offset - pendingShifts.shift(at: index))
    }

    /// Applies `edit` to ``source`` and brings ``document`` up to date.
    ///
    /// - Returns: What was parsed again: a region of top-level blocks, or the whole source and why.
    /// - Throws: ``SourceEditError`` when the edit's range is outside the source or splits a
    ///   character; the source and document are then unchanged.
    @discardableResult
    public mutating func apply(_ edit: SourceEdit) throws(SourceEditError) -> IncrementalUpdate {
        var oldSource = source
        let utf8 = oldSource.utf8
        let range = edit.range
        guard range.lowerBound >= 0, range.lowerBound <= range.upperBound, range.upperBound <= utf8.count else {
            throw .rangeOutOfBounds(range, sourceLength: utf8.count)
        }
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        for (offset, index) in [(range.lowerBound, lower), (range.upperBound, upper)]
        where index < utf8.endIndex && utf8[index] & 0xC0 == 0x80 {
            throw .splitsScalar(at: offset)
        }
        var newSource = oldSource
        newSource.replaceSubrange(lower..<upper, with: edit.replacement)
        source = newSource

        if containsNUL || edit.replacement.utf8.contains(0) {
            return reparseFully(.nulBytes)
        }
        let plan = oldSource.withUTF8 { old in
            newSource.withUTF8 { new in self.plan(for: edit, old: old, new: new) }
        }
        switch plan {
        case .fullParse(let reason):
            return reparseFully(reason)
        case .splice(let oldBlocks, let newBlocks, let region, let lineTable):
            let delta = edit.lengthChange
            tree.blocks.replaceSubrange(oldBlocks, with: newBlocks)
            let firstMoved = oldBlocks.lowerBound + newBlocks.count
            if defersRangeShifts {
                pendingShifts.splice(oldBlocks, newCount: newBlocks.count, delta: delta, blockCount: tree.blocks.count)
                if pendingShifts.steps.count > PendingRangeShifts.limit { pendingShifts.apply(to: &tree.blocks) }
            } else if delta != 0 {
                for index in firstMoved..<tree.blocks.count { tree.blocks[index].shiftRanges(by: delta) }
            }
            tree.lineTable = lineTable
            let replaced = oldBlocks.lowerBound..<firstMoved
            return .spliced(ReparsedRegion(oldBlocks: oldBlocks, newBlocks: replaced, source: region))
        case .spliceItems(let block, let path, let oldItems, let newItems, let region, let containerEnds, let lineTable):
            spliceItems(of: block, path: path, oldItems, with: newItems, delta: edit.lengthChange, containerEnds: containerEnds)
            tree.lineTable = lineTable
            let replaced = block..<(block + 1)
            let newRange = oldItems.lowerBound..<(oldItems.lowerBound + newItems.count)
            if let item = path.first {
                let items = ReparsedNestedListItems(item: item, oldItems: oldItems, newItems: newRange)
                return .spliced(ReparsedRegion(oldBlocks: replaced, newBlocks: replaced, source: region, nestedListItems: items))
            }
            switch tree.blocks[block].kind {
            case .table:
                let rows = ReparsedTableRows(oldRows: oldItems, newRows: newRange)
                return .spliced(ReparsedRegion(oldBlocks: replaced, newBlocks: replaced, source: region, tableRows: rows))
            case .blockQuote:
                let children = ReparsedBlockQuoteChildren(oldChildren: oldItems, newChildren: newRange)
                return .spliced(ReparsedRegion(oldBlocks: replaced, newBlocks: replaced, source: region, blockQuoteChildren: children))
            default:
                break
            }
            let items = ReparsedListItems(oldItems: oldItems, newItems: newRange)
            return .spliced(ReparsedRegion(oldBlocks: replaced, newBlocks: replaced, source: region, listItems: items))
        case .spliceTableRows(let table, let oldRows, let newRows, let oldFollowing, let newFollowing, let region, let lineTable):
            spliceItems(of: table, path: [], oldRows, with: newRows, delta: edit.lengthChange, containerEnds: nil)
            // The blocks after the table that became rows go, or those its rows became come: stored
            // exact, and the blocks after them keep the shift the splice just gave them.
            tree.blocks.replaceSubrange(oldFollowing, with: newFollowing)
            if defersRangeShifts, !(oldFollowing.isEmpty && newFollowing.isEmpty) {
                pendingShifts.splice(oldFollowing, newCount: newFollowing.count, delta: 0, blockCount: tree.blocks.count)
                if pendingShifts.steps.count > PendingRangeShifts.limit { pendingShifts.apply(to: &tree.blocks) }
            }
            tree.lineTable = lineTable
            let rows = ReparsedTableRows(oldRows: oldRows, newRows: oldRows.lowerBound..<(oldRows.lowerBound + newRows.count))
            return .spliced(ReparsedRegion(
                oldBlocks: table..<Swift.max(table + 1, oldFollowing.upperBound),
                newBlocks: table..<(table + 1 + newFollowing.count), source: region, tableRows: rows))
        }
    }

    /// Replaces the items `oldItems` of top-level list `block` by `newItems` (exact ranges),
    /// moves the items after them by `delta` (and renumbers them when the count changed), and
    /// the blocks after the list by `delta`. The same for the rows of a top-level table, for the
    /// children of a top-level block quote, and for the items of the list at `path` below block
    /// `block` (an outline's nested list); the block and the containers on the path end at
    /// `containerEnds` when given.
    private mutating func spliceItems(
        of block: Int, path: [Int], _ oldItems: Range<Int>, with newItems: [BlockNode], delta: Int, containerEnds: [Int]?
    ) {
        // The list's stored ranges become exact, as the new items are.
        let pending = pendingShifts.shift(at: block)
        if pending != 0 { tree.blocks[block].shiftRanges(by: pending) }
        Self.splice(&tree.blocks[block], path: path[...], ends: containerEnds?[...], oldItems, with: newItems, delta: delta)
        if defersRangeShifts {
            pendingShifts.splice(block..<(block + 1), newCount: 1, delta: delta, blockCount: tree.blocks.count)
            if pendingShifts.steps.count > PendingRangeShifts.limit { pendingShifts.apply(to: &tree.blocks) }
        } else if delta != 0 {
            for index in (block + 1)..<tree.blocks.count { tree.blocks[index].shiftRanges(by: delta) }
        }
    }

    /// ``spliceItems(of:path:_:with:delta:containerEnds:)`` inside `container`, at `path` below it.
    private static func splice(
        _ container: inout BlockNode, path: ArraySlice<Int>, ends: ArraySlice<Int>?, _ oldItems: Range<Int>, with newItems: [BlockNode],
        delta: Int
    ) {
        if let step = path.first {
            splice(&container.children[step], path: path.dropFirst(), ends: ends?.dropFirst(), oldItems, with: newItems, delta: delta)
        } else {
            let countChange = newItems.count - oldItems.count
            container.children.replaceSubrange(oldItems, with: newItems)
            let firstMoved = oldItems.lowerBound + newItems.count
            for index in firstMoved..<container.children.count {
                if delta != 0 { container.children[index].shiftRanges(by: delta) }
                if countChange != 0, case .listItem(var info) = container.children[index].kind {
                    info.ordinal += countChange
                    container.children[index].kind = .listItem(info)
                }
            }
        }
        // A list ends where its last item ends, and a table where its last row does (an edit
        // after their text, in the lines before the next block, moves nothing of them); a quote,
        // and the containers around a nested list, where the plan says (a quote's quoted blank
        // lines after its last child are its own).
        let end = ends?.first ?? container.children.last?.range.upperBound ?? container.range.upperBound + delta
        container.range = SourceRange(container.range.lowerBound, end)
    }

    /// What to re-parse, with the new line table when splicing. A separate function so that the
    /// reparser's reference to the blocks is gone before they are mutated: the blocks after the
    /// edit are then moved in place rather than copied.
    private func plan(for edit: SourceEdit, old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) -> Plan {
        let reparser = BlockReparser(
            parser: parser,
            blocks: tree.blocks,
            shifts: pendingShifts,
            lines: SourceLineIndex(tree.lineTable),
            definedLabels: definedLabels,
            editRange: edit.range,
            delta: edit.lengthChange
        )
        switch reparser.plan(old: old, new: new) {
        case .fullParse(let reason):
            return .fullParse(reason)
        case .splice(let oldBlocks, let newBlocks, let region):
            let lineTable = tree.lineTable.splicing(edit.range, delta: edit.lengthChange, newSource: new)
            return .splice(oldBlocks: oldBlocks, newBlocks: newBlocks, region: region, lineTable: lineTable)
        case .spliceItems(let block, let path, let oldItems, let newItems, let region, let containerEnds):
            let lineTable = tree.lineTable.splicing(edit.range, delta: edit.lengthChange, newSource: new)
            return .spliceItems(
                block: block, path: path, oldItems: oldItems, newItems: newItems, region: region, containerEnds: containerEnds,
                lineTable: lineTable)
        case .spliceTableRows(let table, let oldRows, let newRows, let oldFollowing, let newFollowing, let region):
            let lineTable = tree.lineTable.splicing(edit.range, delta: edit.lengthChange, newSource: new)
            return .spliceTableRows(
                table: table, oldRows: oldRows, newRows: newRows, oldFollowing: oldFollowing, newFollowing: newFollowing, region: region,
                lineTable: lineTable)
        }
    }

    private enum Plan {
        case splice(oldBlocks: Range<Int>, newBlocks: [BlockNode], region: SourceRange, lineTable: SourceLineTable)
        case spliceItems(
            block: Int, path: [Int], oldItems: Range<Int>, newItems: [BlockNode], region: SourceRange, containerEnds: [Int]?,
            lineTable: SourceLineTable)
        case spliceTableRows(
            table: Int, oldRows: Range<Int>, newRows: [BlockNode], oldFollowing: Range<Int>, newFollowing: [BlockNode], region: SourceRange,
            lineTable: SourceLineTable)
        case fullParse(FullParseReason)
    }

    private mutating func reparseFully(_ reason: FullParseReason) -> IncrementalUpdate {
        tree = parser.parse(source)
        pendingShifts = PendingRangeShifts()
        (definedLabels, containsNUL) = Self.scan(source)
        return .fullParse(reason)
    }

    /// The document-wide facts kept between edits, found in one pass over the source.
    private static func scan(_ source: String) -> (ReferenceLabelScan.LabelSet, Bool) {
        var source = source
        return source.withUTF8 { bytes in (ReferenceLabelScan.definedLabels(in: bytes), bytes.contains(0)) }
    }
}
