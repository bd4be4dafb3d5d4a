import Foundation
import MarkdownSyntax

/// A Markdown source and its `AttributedString`, kept up to date through edits by parsing and
/// mapping only the top-level blocks an edit affects and splicing their text into the string.
///
/// A live preview or an editor maps the document on every keystroke; mapping a long document
/// from scratch costs time (and `AttributedString` runs, which are expensive on Linux) in
/// proportion to the whole document, while a keystroke changes one block. ``apply(_:)`` lets
/// `IncrementalDocument` re-parse the affected blocks, maps just those blocks (or, when it
/// re-parsed some items of a long list, rows of a long table or children of a long block quote,
/// just those), and replaces their old text with
/// `replaceSubrange`. Either way ``attributedString`` is exactly (`==`,
/// run by run) what `AttributedString(markdown:including:options:baseURL:syntaxExtensions:)`
/// makes of the new ``source`` with the same options.
///
/// Why a splice can be exact: the mapping joins top-level blocks with no separator, and a block's
/// runs depend on the rest of the document only through three document-wide numberings: the
/// `PresentationIntent` identities (one pre-order counter), the inline span identities of
/// `AttributeScopes/MarkdownAttributes/InlineNestingAttribute` and, with source positions,
/// the line numbers. So the document keeps, per top-level block, its text length and how many
/// identities it takes; the sums over the blocks before an edit give where the replaced text
/// starts and the counters to map it from. When the new blocks take as many identities as the
/// old ones (and, with source positions, the line count is unchanged) nothing after them
/// changes: a keystroke touches only its block. Otherwise the numbers of every run after the
/// region move by the same amount, and they are shifted in place, which costs a fraction of
/// mapping those blocks again (see ``IncrementalAttributedUpdate/Remapping``). A full parse of the syntax layer (see
/// `FullParseReason`) maps the whole document again.
///
/// ```swift
/// var document = try IncrementalAttributedDocument(markdown: "# Title\n\nSome *text*.\n")
/// try document.apply(.insert("more ", at: 14))
/// // document.attributedString == AttributedString(markdown: document.source, …same options)
/// ```
///
/// Keep the value uniquely owned (do not hold other copies of ``attributedString`` or
/// ``syntax`` across edits), so that the string and the tree are updated in place.
public struct IncrementalAttributedDocument: Sendable {
    /// The source and its syntax tree.
    public private(set) var syntax: IncrementalDocument
    /// The attributed string of ``source``.
    public private(set) var attributedString: AttributedString
    /// How the tree becomes the attributed string: fixed at creation.
    private let configuration: MappingConfiguration
    /// One extent per top-level block of `syntax.document`, in order.
    private var extents: [TopLevelBlockExtent]
    /// Parallel to `extents`: for a list of at least `ReparsedListItems.minimumListItems` items,
    /// the extent of each item (whose sum, plus the list's own identity, is the block's extent),
    /// and for a table of more than `ReparsedTableRows.minimumBodyRows` body rows, of each row
    /// (the header row first); empty for other blocks. An edit inside one item of a long list,
    /// or one row of a long table, maps only the items or rows the syntax layer parsed again.
    private var itemExtents: [[TopLevelBlockExtent]]
    /// Parallel to `extents`: for an outline (a short top-level list whose last item ends with a
    /// long list), where its nested items start; its `itemExtents` are those items'. Nil for other blocks.
    private var outlines: [OutlineLayout?]
    /// How identities are given (see ``IdentityNumbering``): fixed at creation.
    private let numbering: IdentityNumbering
    /// With ``IdentityNumbering/unique``: the first intent and inline span identity each
    /// top-level block's runs use (parallel to `extents`), and the counters beyond every
    /// identity in use, from which each edit's region is numbered.
    private var firstIdentities: [MappingCounters] = []
    private var freeIdentities = MappingCounters()
    /// True after a mapping failed (an extended attribute that cannot be decoded, with the
    /// `.throwError` policy): ``attributedString`` is then older than the source, and the next
    /// edit maps the whole document.
    private var mappingIsStale = false

    /// The current Markdown source.
    public var source: String { syntax.source }

    /// How the `PresentationIntent` and inline span identities of the runs are kept through edits.
    package enum IdentityNumbering: Sendable {
        /// As a full parse numbers them (document order): an edit that changes how many a
        /// region takes renumbers every run after it, in proportion to the document.
        case documentOrder
        /// Unique, not in document order: every edit numbers its region after the highest
        /// identity in use, so no run after it changes. The string then differs from a full
        /// parse in its identity numbers only (its text, its runs' boundaries, every other
        /// attribute and which runs share a block are the same);
        /// ``topLevelBlockString(at:)`` gives a block numbered as in a full parse. For a view
        /// that draws blocks (a live preview), where a new paragraph in the middle of a long
        /// document would otherwise cost a pass over every run after it.
        case unique
    }

    /// The UTF-8 length, in ``attributedString``, of each top-level block of `syntax.document`,
    /// in order (they add up to the string's UTF-8 length): where each block's text lies, for a
    /// view that redraws blocks (the web app's live preview).
    package var topLevelBlockUTF8Counts: [Int] { extents.map(\.utf8Count) }

    /// The number of top-level blocks (of ``topLevelBlockUTF8Counts``), without making the array.
    package var topLevelBlockCount: Int { extents.count }

    /// The UTF-8 length of top-level block `index`'s text (`topLevelBlockUTF8Counts[index]`).
    package func topLevelBlockUTF8Count(at index: Int) -> Int { extents[index].utf8Count }

    /// The UTF-8 length of ``attributedString`` (the sum of ``topLevelBlockUTF8Counts``), kept
    /// up to date by every edit rather than counted.
    package private(set) var attributedUTF8Count = 0

    /// Parses and maps `markdown` as
    /// `AttributedString(markdown:including:options:baseURL:syntaxExtensions:)` does.
    ///
    /// - Parameters:
    ///   - markdown: The Markdown text.
    ///   - scope: The scope whose keys extended attributes may set.
    ///   - options: Apple's options; every edit is mapped with them.
    ///   - baseURL: Link and image destinations are made relative to it.
    ///   - syntaxExtensions: The GFM extensions to interpret; Apple's initializers interpret
    ///     tables and strikethrough.
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    public init<S: AttributeScope>(
        markdown: String,
        including scope: S.Type,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions = [.table, .strikethrough]
    ) throws {
        try self.init(
            markdown: markdown, including: scope, options: options, baseURL: baseURL, syntaxExtensions: syntaxExtensions,
            identityNumbering: .documentOrder)
    }

    /// Parses and maps `markdown` as the public initializers do, keeping identities through
    /// edits as `identityNumbering` says.
    package init<S: AttributeScope>(
        markdown: String,
        including scope: S.Type,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions = [.table, .strikethrough],
        identityNumbering: IdentityNumbering
    ) throws {
        numbering = identityNumbering
        let parseOptions = ParseOptions(
            extensions: syntaxExtensions,
            extendedAttributes: options.allowsExtendedAttributes,
            syntax: MarkdownConversion.syntaxMode(for: options.interpretedSyntax))
        // With unique identities nothing after an edit changes in the string; the syntax tree
        // then also records the moves of the later ranges instead of walking those nodes (reading
        // ``syntax``'s `document` applies them to a copy).
        syntax = IncrementalDocument(source: markdown, options: parseOptions, defersRangeShifts: identityNumbering == .unique)
        configuration = MappingConfiguration(options: options, baseURL: baseURL, scope: scope)
        let mapping = try Self.mapping(of: 0..<syntax.topLevelBlockCount, in: syntax, configuration: configuration)
        attributedString = mapping.string
        extents = mapping.extents
        itemExtents = mapping.itemExtents
        outlines = mapping.outlines
        attributedUTF8Count = Self.total(of: extents[...]).utf8Count
        recordIdentities(of: 0..<extents.count, from: MappingCounters())
    }

    /// Parses and maps `markdown` with the scope named by key path (`including: \.myApp`).
    public init<S: AttributeScope>(
        markdown: String,
        including scope: KeyPath<AttributeScopes, S.Type>,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions = [.table, .strikethrough]
    ) throws {
        try self.init(
            markdown: markdown, including: S.self, options: options, baseURL: baseURL,
            syntaxExtensions: syntaxExtensions)
    }

    /// Parses and maps `markdown`, extended attributes limited to
    /// `AttributeScopes/MarkdownAttributes` (which includes Foundation's), as the
    /// `syntaxExtensions:` initializers of `AttributedString` do.
    public init(
        markdown: String,
        options: AttributedString.MarkdownParsingOptions = .init(),
        baseURL: URL? = nil,
        syntaxExtensions: MarkdownExtensions = [.table, .strikethrough]
    ) throws {
        try self.init(
            markdown: markdown, including: AttributeScopes.MarkdownAttributes.self, options: options,
            baseURL: baseURL, syntaxExtensions: syntaxExtensions)
    }

    /// Applies `edit` to ``source`` and brings ``syntax`` and ``attributedString`` up to date.
    ///
    /// - Returns: What was parsed and mapped again, and which part of the string was replaced.
    /// - Throws: `SourceEditError` when the edit's range is outside the source or splits a
    ///   character (nothing changes then); ``MarkdownParsingError`` when an extended attribute
    ///   of the new source cannot be decoded and the failure policy is `.throwError`, exactly
    ///   when the full mapping of the new source throws. The edit is then applied to ``source``
    ///   and ``syntax``, ``attributedString`` keeps the last string mapped, and the next edit
    ///   maps the whole document.
    @discardableResult
    public mutating func apply(_ edit: SourceEdit) throws -> IncrementalAttributedUpdate {
        let oldLineCount = syntax.lineTable.lineStarts.count
        let update = try syntax.apply(edit)
        do {
            guard case .spliced(let region) = update, !mappingIsStale else {
                return try remapWholeDocument(after: update)
            }
            let lineShift = syntax.lineTable.lineStarts.count - oldLineCount
            return try splice(region, of: update, lineShift: lineShift)
        } catch {
            mappingIsStale = true
            throw error
        }
    }

    // MARK: Splicing

    private mutating func splice(
        _ region: ReparsedRegion, of update: IncrementalUpdate, lineShift: Int
    ) throws -> IncrementalAttributedUpdate {
        if let items = region.listItems, let block = region.oldBlocks.first, block < itemExtents.count,
           items.oldItems.upperBound <= itemExtents[block].count {
            return try spliceChildren(items.oldItems, with: items.newItems, ofBlock: block, of: update, lineShift: lineShift)
        }
        if let rows = region.tableRows, let block = region.oldBlocks.first, block < itemExtents.count,
           rows.oldRows.upperBound <= itemExtents[block].count {
            // Blocks after the table that became its last rows go with the rows the splice replaces; blocks its
            // last rows became come with the rows that replace them.
            let absorbed = (block + 1)..<region.oldBlocks.upperBound
            let released = (block + 1)..<region.newBlocks.upperBound
            if (absorbed.isEmpty && released.isEmpty)
                || (rows.oldRows.upperBound == itemExtents[block].count && absorbed.upperBound <= extents.count) {
                return try spliceChildren(
                    rows.oldRows, with: rows.newRows, ofBlock: block, following: absorbed, replacedBy: released, of: update, lineShift: lineShift)
            }
        }
        if let children = region.blockQuoteChildren, let block = region.oldBlocks.first, block < itemExtents.count,
           children.oldChildren.upperBound <= itemExtents[block].count {
            return try spliceChildren(children.oldChildren, with: children.newChildren, ofBlock: block, of: update, lineShift: lineShift)
        }
        // An outline still (the new nested list may have too few items to be kept apart: then mapped whole).
        if let items = region.nestedListItems, let block = region.oldBlocks.first, block < outlines.count, outlines[block] != nil,
           items.oldItems.upperBound <= itemExtents[block].count,
           syntax.withStoredTopLevelBlock(at: block, { OutlineLayout.parts(of: $0) != nil }) {
            return try spliceChildren(items.oldItems, with: items.newItems, ofBlock: block, of: update, lineShift: lineShift)
        }
        var utf8Start = 0
        var counters = MappingCounters()
        for extent in extents[..<region.oldBlocks.lowerBound] {
            utf8Start += extent.utf8Count
            counters.nextIdentity += extent.identityCount
            counters.nextInlineSpanIdentity += extent.inlineSpanCount
        }
        if numbering == .unique { counters = freeIdentities }
        let replaced = Self.total(of: extents[region.oldBlocks])
        let mapping = try Self.mapping(of: region.newBlocks, in: syntax, configuration: configuration, from: counters)
        let mapped = Self.total(of: mapping.extents[...])
        replaceText(utf8Start..<(utf8Start + replaced.utf8Count), with: mapping.string)
        extents.replaceSubrange(region.oldBlocks, with: mapping.extents)
        itemExtents.replaceSubrange(region.oldBlocks, with: mapping.itemExtents)
        outlines.replaceSubrange(region.oldBlocks, with: mapping.outlines)
        attributedUTF8Count += mapped.utf8Count - replaced.utf8Count
        if numbering == .unique {
            firstIdentities.replaceSubrange(region.oldBlocks, with: Self.firstIdentities(of: mapping.extents, from: counters))
        }
        let renumbering = renumberingAfterSplice(replacing: replaced, with: mapped, lineShift: lineShift)
        let replacedRange = utf8Start..<(utf8Start + mapped.utf8Count)
        return finish(update, replacedRange: replacedRange, renumbering: renumbering, children: nil)
    }

    /// How the runs after a region move when its text `replaced` was mapped again as `mapped`;
    /// with unique identities, the identities `mapped` took are marked used (nothing moves).
    private mutating func renumberingAfterSplice(
        replacing replaced: TopLevelBlockExtent, with mapped: TopLevelBlockExtent, lineShift: Int
    ) -> FollowingRunsRenumbering {
        let unique = numbering == .unique
        if unique {
            freeIdentities.nextIdentity += mapped.identityCount
            freeIdentities.nextInlineSpanIdentity += mapped.inlineSpanCount
        }
        return FollowingRunsRenumbering(
            identityShift: unique ? 0 : mapped.identityCount - replaced.identityCount,
            inlineSpanShift: unique ? 0 : mapped.inlineSpanCount - replaced.inlineSpanCount,
            lineShift: configuration.appliesSourcePositions ? lineShift : 0)
    }

    /// Where the text of top-level block `block` starts, and the counters (as a full parse
    /// numbers them) before it.
    private func start(ofBlock block: Int) -> (utf8Offset: Int, counters: MappingCounters) {
        let before = Self.total(of: extents[..<block])
        return (before.utf8Count, MappingCounters(
            nextIdentity: 1 + before.identityCount, nextInlineSpanIdentity: 1 + before.inlineSpanCount))
    }

    /// Where the text of child `child` (an item, a table row, or a quote's child) of top-level block `block`
    /// starts, and the counters (as a full parse numbers them) before it; the block's own
    /// identity in a full parse.
    private func start(ofChild child: Int, ofBlock block: Int) -> (utf8Offset: Int, counters: MappingCounters, containerIdentity: Int) {
        let (blockStart, counters) = start(ofBlock: block)
        let before = Self.total(of: itemExtents[block][..<child])
        // What comes before the first child: the container's own identity, or an outline's leading part.
        let leading = outlines[block]?.leading ?? TopLevelBlockExtent(utf8Count: 0, identityCount: 1, inlineSpanCount: 0)
        return (blockStart + leading.utf8Count + before.utf8Count, MappingCounters(
            nextIdentity: counters.nextIdentity + leading.identityCount + before.identityCount,
            nextInlineSpanIdentity: counters.nextInlineSpanIdentity + leading.inlineSpanCount + before.inlineSpanCount),
            counters.nextIdentity + leading.identityCount - 1)
    }

    /// The identities of an outline's list and last item, with the block's first identity at
    /// `listIdentity` (nil for another block).
    private func outlineIdentities(ofBlock block: Int, listIdentity: Int) -> (list: Int, item: Int)? {
        outlines[block].map { (listIdentity, listIdentity + $0.itemIdentityOffset) }
    }

    /// Moves the numbers of the runs after `replacedRange` as `renumbering` says and describes the update.
    private mutating func finish(
        _ update: IncrementalUpdate, replacedRange: Range<Int>, renumbering: FollowingRunsRenumbering,
        children: IncrementalAttributedUpdate.ReplacedChildren?
    ) -> IncrementalAttributedUpdate {
        var result = IncrementalAttributedUpdate(syntax: update, remapping: .region, replacedUTF8Range: replacedRange)
        if case .spliced(let region) = update, region.tableRows != nil {
            result.replacedTableRows = children
        } else if case .spliced(let region) = update, region.blockQuoteChildren != nil {
            result.replacedBlockQuoteChildren = children
        } else if case .spliced(let region) = update, region.nestedListItems != nil {
            result.replacedNestedListItems = children
        } else {
            result.replacedListItems = children
        }
        guard !renumbering.isEmpty else { return result }
        renumbering.apply(to: &attributedString, fromUTF8Offset: replacedRange.upperBound)
        result.remapping = .regionRenumberingFollowingRuns
        return result
    }

    /// Maps the items of top-level list `block` (or the rows of top-level table `block`, or the
    /// children of top-level block quote `block`) that the syntax layer parsed again,
    /// `newChildren`, and splices their text in place of the old ones', `oldChildren`. The list's
    /// own identity and spacing (the table's identity, header and columns; the quote's identity
    /// and alert) are unchanged, so nothing else in the block moves but what follows them, as
    /// after a splice of blocks, and, when their number changed, the later items' ordinals or
    /// rows' indices.
    ///
    /// `absorbed` (old indices) and `released` (new indices): the top-level blocks right after a
    /// table that became its last rows, and those its last rows became (see
    /// ``ReparsedTableRows``); the replaced rows then end the table, and the blocks' text goes and
    /// comes with theirs.
    private mutating func spliceChildren(
        _ oldChildren: Range<Int>, with newChildren: Range<Int>, ofBlock block: Int, following absorbed: Range<Int> = 0..<0,
        replacedBy released: Range<Int> = 0..<0, of update: IncrementalUpdate, lineShift: Int
    ) throws -> IncrementalAttributedUpdate {
        let unique = numbering == .unique
        let (blockStart, blockCounters) = start(ofBlock: block)
        var (utf8Start, counters, containerIdentity) = start(ofChild: newChildren.lowerBound, ofBlock: block)
        var listIdentity = blockCounters.nextIdentity
        if unique {
            counters = freeIdentities
            listIdentity = firstIdentities[block].nextIdentity
            containerIdentity = listIdentity + (outlines[block]?.leading.identityCount ?? 1) - 1
        }
        let replaced = Self.total(of: itemExtents[block][oldChildren])
        let document = syntax.document(exactIn: block..<(block + 1))
        let mapping = try AttributedStringBuilder.mapping(
            ofChildren: newChildren, ofBlock: block, in: document, configuration: configuration,
            source: Self.sourceWindow(ofChildren: newChildren, ofBlock: block, in: syntax, configuration: configuration, nested: outlines[block] != nil),
            containerIdentity: containerIdentity, outline: outlineIdentities(ofBlock: block, listIdentity: listIdentity),
            startingAt: counters)
        let mapped = Self.total(of: mapping.extents[...])
        let taken = Self.total(of: extents[absorbed])
        // The released blocks, numbered after the rows (which end the table).
        var after = counters
        after.nextIdentity += mapped.identityCount
        after.nextInlineSpanIdentity += mapped.inlineSpanCount
        let releasedMapping = released.isEmpty ? nil : try Self.mapping(of: released, in: syntax, configuration: configuration, from: after)
        let given = Self.total(of: releasedMapping?.extents[...] ?? [])
        var text = mapping.string
        if let releasedMapping { text.append(releasedMapping.string) }
        replaceText(utf8Start..<(utf8Start + replaced.utf8Count + taken.utf8Count), with: text)
        if !absorbed.isEmpty || releasedMapping != nil {
            let place = (block + 1)..<Swift.max(block + 1, absorbed.upperBound)
            extents.replaceSubrange(place, with: releasedMapping?.extents ?? [])
            itemExtents.replaceSubrange(place, with: releasedMapping?.itemExtents ?? [])
            outlines.replaceSubrange(place, with: releasedMapping?.outlines ?? [])
            if unique { firstIdentities.replaceSubrange(place, with: Self.firstIdentities(of: releasedMapping?.extents ?? [], from: after)) }
            attributedUTF8Count += given.utf8Count - taken.utf8Count
        }
        itemExtents[block].replaceSubrange(oldChildren, with: mapping.extents)
        extents[block].utf8Count += mapped.utf8Count - replaced.utf8Count
        extents[block].identityCount += mapped.identityCount - replaced.identityCount
        extents[block].inlineSpanCount += mapped.inlineSpanCount - replaced.inlineSpanCount
        extents[block].decodingFailureCount += mapped.decodingFailureCount - replaced.decodingFailureCount
        attributedUTF8Count += mapped.utf8Count - replaced.utf8Count
        var renumbering = renumberingAfterSplice(
            replacing: Self.total(of: [replaced, taken][...]), with: Self.total(of: [mapped, given][...]), lineShift: lineShift)
        // The block's own identity, below its children's, stays in the children after them.
        renumbering.identityFloor = containerIdentity + 1
        // A list's items (an outline's nested ones) and a table's rows are numbered; a quote's children are not.
        renumbering.childNumberShift = syntax.topLevelBlockIsBlockQuote(at: block) ? 0 : newChildren.count - oldChildren.count
        renumbering.container = containerIdentity
        renumbering.containerEnd = blockStart + extents[block].utf8Count
        return finish(
            update, replacedRange: utf8Start..<(utf8Start + mapped.utf8Count + given.utf8Count), renumbering: renumbering,
            children: .init(block: block, items: newChildren))
    }

    private mutating func remapWholeDocument(after update: IncrementalUpdate) throws -> IncrementalAttributedUpdate {
        let mapping = try Self.mapping(of: 0..<syntax.topLevelBlockCount, in: syntax, configuration: configuration)
        attributedString = mapping.string
        extents = mapping.extents
        itemExtents = mapping.itemExtents
        outlines = mapping.outlines
        recordIdentities(of: 0..<extents.count, from: MappingCounters())
        mappingIsStale = false
        let length = Self.total(of: extents[...]).utf8Count
        attributedUTF8Count = length
        return IncrementalAttributedUpdate(syntax: update, remapping: .wholeDocument, replacedUTF8Range: 0..<length)
    }

    /// With ``IdentityNumbering/unique``: records the first identities of the blocks the whole
    /// document's mapping numbered from `counters`, and the counters past them.
    private mutating func recordIdentities(of blocks: Range<Int>, from counters: MappingCounters) {
        guard numbering == .unique else { return }
        firstIdentities = Self.firstIdentities(of: extents[blocks], from: counters)
        let total = Self.total(of: extents[blocks])
        freeIdentities = MappingCounters(
            nextIdentity: counters.nextIdentity + total.identityCount,
            nextInlineSpanIdentity: counters.nextInlineSpanIdentity + total.inlineSpanCount)
    }

    /// The first identities of blocks with `extents`, numbered one after another from `counters`.
    private static func firstIdentities(
        of extents: some Collection<TopLevelBlockExtent>, from counters: MappingCounters
    ) -> [MappingCounters] {
        var next = counters
        return extents.map { extent in
            defer {
                next.nextIdentity += extent.identityCount
                next.nextInlineSpanIdentity += extent.inlineSpanCount
            }
            return next
        }
    }

    /// The text of top-level block `index` with its runs numbered as in a full parse of the
    /// source (with ``IdentityNumbering/unique``, the string's own numbers differ): what an
    /// inspector of one block shows.
    package func topLevelBlockString(at index: Int) -> AttributedString {
        let (start, exact) = start(ofBlock: index)
        if numbering == .unique, index < itemExtents.count, !itemExtents[index].isEmpty {
            // A long list or table whose items or rows may have been mapped again with new numbers: mapped once
            // more, as a full parse numbers it.
            let mapped = try? Self.mapping(of: index..<(index + 1), in: syntax, configuration: configuration, from: exact)
            if let mapped { return mapped.string }
        }
        var block = AttributedString(attributedString[attributedString.range(utf8Offsets: start..<(start + extents[index].utf8Count))])
        numberAsFullParse(&block, ofBlock: index, from: exact)
        return block
    }

    /// With ``IdentityNumbering/unique``: renumbers `text` (from the start of top-level block
    /// `index`) as a full parse numbers it, from `exact` (the counters before the block).
    private func numberAsFullParse(_ text: inout AttributedString, ofBlock index: Int, from exact: MappingCounters) {
        guard numbering == .unique, index < firstIdentities.count else { return }
        let first = firstIdentities[index]
        FollowingRunsRenumbering(
            identityShift: exact.nextIdentity - first.nextIdentity,
            inlineSpanShift: exact.nextInlineSpanIdentity - first.nextInlineSpanIdentity,
            lineShift: 0
        ).apply(to: &text, fromUTF8Offset: 0)
    }

    /// The first `limit` runs of top-level block `index`, numbered as ``topLevelBlockString(at:)``
    /// numbers them, and the number of runs the block has: what an inspector that lists a
    /// block's first runs shows, without copying and renumbering the rest of a long block (an
    /// outline or a quoted thread is one top-level block).
    package func topLevelBlockRuns(at index: Int, limit: Int) -> (prefix: AttributedString, runCount: Int) {
        if numbering == .unique, index < itemExtents.count, !itemExtents[index].isEmpty {
            // Mapped again as a whole (see topLevelBlockString(at:)); its first runs kept.
            let block = topLevelBlockString(at: index)
            var end = block.startIndex
            for run in block.runs.prefix(Swift.max(0, limit)) { end = run.range.upperBound }
            return (AttributedString(block[block.startIndex..<end]), block.runs.count)
        }
        let (start, exact) = start(ofBlock: index)
        let range = attributedString.range(utf8Offsets: start..<(start + extents[index].utf8Count))
        let runs = attributedString[range].runs
        var end = range.lowerBound
        for run in runs.prefix(Swift.max(0, limit)) { end = run.range.upperBound }
        var prefix = AttributedString(attributedString[range.lowerBound..<end])
        numberAsFullParse(&prefix, ofBlock: index, from: exact)
        return (prefix, runs.count)
    }

    /// The number of items of top-level block `index` when it is a list whose items are kept
    /// apart (at least `ReparsedListItems.minimumListItems`), else 0.
    package func listItemCount(ofTopLevelBlock index: Int) -> Int {
        isList(index) ? itemExtents[index].count : 0
    }

    /// The UTF-8 lengths of the items of top-level block `index` (see ``listItemCount(ofTopLevelBlock:)``).
    package func listItemUTF8Counts(ofTopLevelBlock index: Int) -> [Int] {
        isList(index) ? itemExtents[index].map(\.utf8Count) : []
    }

    /// True when top-level block `index` is a list whose items are kept apart.
    private func isList(_ index: Int) -> Bool {
        guard index < itemExtents.count, !itemExtents[index].isEmpty, outlines[index] == nil, index < syntax.topLevelBlockCount else {
            return false
        }
        return syntax.topLevelBlockIsList(at: index)
    }

    /// The number of items of top-level block `index` when it is a list whose items are kept
    /// apart, of rows (the header row included) when it is a table whose rows are, of
    /// children when it is a block quote whose children are, or of its nested list's items
    /// when it is an outline, else 0.
    package func keptChildCount(ofTopLevelBlock index: Int) -> Int {
        index < itemExtents.count ? itemExtents[index].count : 0
    }

    /// The kept child (see ``keptChildCount(ofTopLevelBlock:)``; an outline's nested item) of top-level
    /// block `index` that ends at or after source offset `offset`, else the last; nil when the
    /// block keeps none apart.
    package func keptChildIndex(ofTopLevelBlock index: Int, endingAtOrAfter offset: Int) -> Int? {
        guard keptChildCount(ofTopLevelBlock: index) > 0 else { return nil }
        return outlines[index] == nil
            ? syntax.childIndex(ofTopLevelBlock: index, endingAtOrAfter: offset)
            : syntax.nestedChildIndex(ofTopLevelBlock: index, endingAtOrAfter: offset)
    }

    /// The text of child `item` (an item, a row: the header row is row 0, or a quote's child) of top-level block
    /// `index` (one whose children are kept apart, ``keptChildCount(ofTopLevelBlock:)``), with
    /// its runs numbered as in a full parse of the source: what an inspector of one item of a
    /// long list, one row of a long table or one child of a long quote shows. Nil when the block is not such a block or
    /// the child cannot be mapped.
    package func topLevelChildString(at index: Int, child item: Int) -> AttributedString? {
        guard item >= 0, item < keptChildCount(ofTopLevelBlock: index) else { return nil }
        let (_, exact, containerIdentity) = start(ofChild: item, ofBlock: index)
        let items = item..<(item + 1)
        // An outline's nested items: the whole block's ranges (its nested children are not moved alone).
        let document = outlines[index] == nil
            ? syntax.document(exactChildren: items, ofTopLevelBlock: index) : syntax.document(exactIn: index..<(index + 1))
        return try? AttributedStringBuilder.mapping(
            ofChildren: items, ofBlock: index, in: document, configuration: configuration,
            source: Self.sourceWindow(ofChildren: items, ofBlock: index, in: syntax, configuration: configuration, nested: outlines[index] != nil),
            containerIdentity: containerIdentity, outline: outlineIdentities(ofBlock: index, listIdentity: start(ofBlock: index).counters.nextIdentity),
            startingAt: exact
        ).string
    }

    /// Replaces the text at UTF-8 offsets `range` of ``attributedString``.
    private mutating func replaceText(_ range: Range<Int>, with replacement: AttributedString) {
        let bounds = attributedString.range(utf8Offsets: range)
        attributedString.replaceSubrange(bounds, with: replacement)
    }

    // MARK: Decoding failures

    /// True when some extended attribute of ``source`` could not be decoded and its text was
    /// kept without it (the `.returnPartiallyParsedIfPossible` failure policy): a mapping with the
    /// `.throwError` policy would throw. Always false with `.throwError`, where ``apply(_:)`` throws.
    package var hasDecodingFailures: Bool { extents.contains { $0.decodingFailureCount > 0 } }

    /// The error a full mapping of ``source`` with the `.throwError` policy throws (the first
    /// extended attribute, in source order, that cannot be decoded), or nil when
    /// ``hasDecodingFailures`` is false.
    ///
    /// Only the top-level block holding that attribute is mapped again, with the `.throwError`
    /// policy (for a long list or table, only the item or row holding it), so that a document that
    /// keeps its string through the failure (the web preview, while an attribute is being typed)
    /// reports what a full parse would, at the cost of that block.
    package func firstDecodingFailure() -> (any Error)? {
        guard let block = extents.firstIndex(where: { $0.decodingFailureCount > 0 }) else { return nil }
        var throwing = configuration
        throwing.throwsOnDecodingFailure = true
        do {
            if block < itemExtents.count, outlines[block] == nil, let child = itemExtents[block].firstIndex(where: { $0.decodingFailureCount > 0 }),
               itemExtents[block].count == syntax.childCount(ofTopLevelBlock: block) {
                let children = child..<(child + 1)
                _ = try AttributedStringBuilder.mapping(
                    ofChildren: children, ofBlock: block, in: syntax.document(exactIn: block..<(block + 1)), configuration: throwing,
                    source: Self.sourceWindow(ofChildren: children, ofBlock: block, in: syntax, configuration: throwing, nested: false),
                    containerIdentity: 1, startingAt: MappingCounters(nextIdentity: 2, nextInlineSpanIdentity: 1))
            }
            _ = try Self.mapping(of: block..<(block + 1), in: syntax, configuration: throwing)
        } catch {
            return error
        }
        return nil
    }

    // MARK: Mapping

    /// The mapping of `blocks` of the current document, numbered from `counters`.
    private static func mapping(
        of blocks: Range<Int>, in syntax: IncrementalDocument, configuration: MappingConfiguration,
        from counters: MappingCounters = MappingCounters()
    ) throws -> BlockRangeMapping {
        try AttributedStringBuilder.mapping(
            of: blocks, in: syntax.document(exactIn: blocks), configuration: configuration,
            source: sourceWindow(for: blocks, in: syntax, configuration: configuration), startingAt: counters)
    }

    /// The source bytes the runs of `blocks` can end in (from the first block's start to the
    /// start of the block after them), only when source positions are applied: they need them
    /// to end on the first byte of the last character, as Apple's positions do.
    private static func sourceWindow(
        for blocks: Range<Int>, in syntax: IncrementalDocument, configuration: MappingConfiguration
    ) -> MappingSourceBytes? {
        guard configuration.appliesSourcePositions, !blocks.isEmpty else { return nil }
        let start = syntax.topLevelBlockRange(at: blocks.lowerBound).lowerBound
        let end = blocks.upperBound < syntax.topLevelBlockCount ? syntax.topLevelBlockRange(at: blocks.upperBound).lowerBound : syntax.source.utf8.count
        guard start <= end else { return nil }
        return window(start..<end, of: syntax.source)
    }

    /// The source bytes the runs of children `children` (items or rows; with `nested`, items of an
    /// outline's nested list) of top-level block `block` can end in (from the first one's start to the next one's, or to the next
    /// block's), with source positions only.
    private static func sourceWindow(
        ofChildren children: Range<Int>, ofBlock block: Int, in syntax: IncrementalDocument, configuration: MappingConfiguration,
        nested: Bool
    ) -> MappingSourceBytes? {
        guard configuration.appliesSourcePositions, !children.isEmpty else { return nil }
        let count = syntax.childCount(ofTopLevelBlock: block, nested: nested)
        guard children.upperBound <= count else { return nil }
        let start = syntax.childRange(children.lowerBound, ofTopLevelBlock: block, nested: nested).lowerBound
        let end = children.upperBound < count
            ? syntax.childRange(children.upperBound, ofTopLevelBlock: block, nested: nested).lowerBound
            : (block + 1 < syntax.topLevelBlockCount ? syntax.topLevelBlockRange(at: block + 1).lowerBound : syntax.source.utf8.count)
        return window(start..<end, of: syntax.source)
    }

    /// The source bytes at `range`, or nil when it is outside the source.
    private static func window(_ range: Range<Int>, of source: String) -> MappingSourceBytes? {
        let utf8 = source.utf8
        guard range.lowerBound >= 0,
              let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound, limitedBy: utf8.endIndex),
              let upper = utf8.index(lower, offsetBy: range.count, limitedBy: utf8.endIndex)
        else { return nil }
        return MappingSourceBytes(Array(utf8[lower..<upper]), startingAt: range.lowerBound)
    }

    /// The sum of `extents`.
    private static func total(of extents: ArraySlice<TopLevelBlockExtent>) -> TopLevelBlockExtent {
        var total = TopLevelBlockExtent(utf8Count: 0, identityCount: 0, inlineSpanCount: 0)
        for extent in extents {
            total.utf8Count += extent.utf8Count
            total.identityCount += extent.identityCount
            total.inlineSpanCount += extent.inlineSpanCount
            total.decodingFailureCount += extent.decodingFailureCount
        }
        return total
    }
}
