import Foundation
import MarkdownSyntax

/// Walks a `MarkdownDocument` and builds the `AttributedString` Apple's
/// `AttributedString(markdown:)` builds for the same source.
///
/// - Blocks follow one another with no separator characters; each run carries the chain of
///   blocks it is in as a `presentationIntent` (innermost first), every block numbered by one
///   document-wide counter in pre-order, from 1.
/// - Inline markup becomes `inlinePresentationIntent` bits, `link`, `imageURL`…
/// - What Apple's model cannot say (tight lists, task items, footnotes, image titles, links that
///   `URL` cannot hold, a span nested in a span of its own kind) goes to the keys of
///   `AttributeScopes/MarkdownAttributes`.
///
/// The text and the coalesced runs are collected first (``RunAccumulator``); the
/// `AttributedString` is made in one pass at the end (``AttributedStringAssembler``).
struct AttributedStringBuilder {
    private let document: MarkdownDocument
    private let configuration: MappingConfiguration
    private let linkResolver: LinkDestinationResolver
    private let attributeDecoder: ExtendedAttributeDecoder
    /// The source bytes, when known: source positions then end on the first byte of the last
    /// character, as Apple's do, rather than on the last byte.
    private let source: MappingSourceBytes?
    private var output: RunAccumulator
    private var nextIdentity: Int
    /// The identity of the next recorded inline span (see ``InlineNestingLevel``); a counter of
    /// its own, so that block identities stay Apple's.
    private var nextInlineSpanIdentity: Int
    /// How many emphasis, strong, strikethrough and link spans enclose the inlines being mapped.
    private var inlineSpanDepth = 0
    /// Links with an empty label met in the current leaf block and not yet recorded on a character.
    private var pendingEmptyLinks: [EmptyLinks.Link] = []
    /// Extended attributes that could not be decoded and were left out (without
    /// `throwsOnDecodingFailure`), for ``TopLevelBlockExtent/decodingFailureCount``.
    private var decodingFailureCount = 0

    private init(
        document: MarkdownDocument, configuration: MappingConfiguration, source: MappingSourceBytes?,
        counters: MappingCounters, expectedUTF8Count: Int
    ) {
        self.document = document
        self.source = configuration.appliesSourcePositions ? source : nil
        self.configuration = configuration
        linkResolver = LinkDestinationResolver(baseURL: configuration.baseURL)
        attributeDecoder = configuration.attributeDecoder
        output = RunAccumulator(expectedUTF8Count: expectedUTF8Count)
        nextIdentity = counters.nextIdentity
        nextInlineSpanIdentity = counters.nextInlineSpanIdentity
    }

    /// The attributed string of `document`.
    ///
    /// - Throws: ``MarkdownParsingError`` when an extended attribute cannot be decoded and the
    ///   failure policy is `.throwError`.
    static func attributedString(
        from document: MarkdownDocument, configuration: MappingConfiguration, source: [UInt8]? = nil
    ) throws -> AttributedString {
        let output = try accumulatedRuns(from: document, configuration: configuration, source: source)
        return AttributedStringAssembler.assemble(output, languageCode: configuration.languageCode)
    }

    /// The text and coalesced attribute spans of `document`'s attributed string, before
    /// `AttributedString` is made of them (``AttributedRunList`` reads them directly).
    ///
    /// - Throws: ``MarkdownParsingError`` as ``attributedString(from:configuration:source:)``.
    static func accumulatedRuns(
        from document: MarkdownDocument, configuration: MappingConfiguration, source: [UInt8]? = nil
    ) throws -> RunAccumulator {
        var builder = AttributedStringBuilder(
            document: document, configuration: configuration, source: source.map { MappingSourceBytes($0) },
            counters: MappingCounters(), expectedUTF8Count: document.lineTable.byteCount)
        for block in document.blocks {
            try builder.appendBlock(block, in: RunAttributes())
        }
        return builder.output
    }

    /// The part of `document`'s attributed string that the top-level blocks in `blocks` make,
    /// numbered from `counters` exactly as the whole document's mapping numbers them when the
    /// blocks before `blocks` used the identities below `counters`.
    ///
    /// Blocks are joined with no separator, so the whole document's string is the
    /// concatenation of the strings of any partition of its blocks into consecutive ranges:
    /// this is what lets ``IncrementalAttributedDocument`` map only the blocks an edit replaced.
    ///
    /// - Parameter source: The source bytes around the blocks (only read with source positions).
    /// - Throws: ``MarkdownParsingError`` as ``attributedString(from:configuration:source:)``.
    static func mapping(
        of blocks: Range<Int>, in document: MarkdownDocument, configuration: MappingConfiguration,
        source: MappingSourceBytes?, startingAt counters: MappingCounters
    ) throws -> BlockRangeMapping {
        let selected = document.blocks[blocks]
        let expected = selected.first.map { first in
            (selected.last?.range.upperBound ?? first.range.upperBound) - first.range.lowerBound
        } ?? 0
        var builder = AttributedStringBuilder(
            document: document, configuration: configuration, source: source,
            counters: counters, expectedUTF8Count: expected)
        var extents: [TopLevelBlockExtent] = []
        extents.reserveCapacity(selected.count)
        var itemExtents: [[TopLevelBlockExtent]] = []
        itemExtents.reserveCapacity(selected.count)
        var outlines: [OutlineLayout?] = []
        outlines.reserveCapacity(selected.count)
        for block in selected {
            let before = builder.extentMark
            outlines.append(nil)
            if case .list(let info) = block.kind, block.children.count >= ReparsedListItems.minimumListItems {
                // A long list: the extent of each item too, for edits that map a few items again.
                let attributes = builder.listContext(info, entered: builder.enter(Self.intentKind(of: info), RunAttributes()))
                itemExtents.append(try builder.appendListChildren(block.children[...], info: info, in: attributes))
            } else if case .table(let alignments) = block.kind, block.children.count > ReparsedTableRows.minimumBodyRows {
                // A long table: the extent of each row too (the header row first).
                let attributes = builder.enter(.table(columns: Self.tableColumns(alignments)), RunAttributes())
                itemExtents.append(try builder.appendTableRows(block.children[...], in: attributes))
            } else if case .list(let info) = block.kind, let outline = OutlineLayout.parts(of: block) {
                // An outline: the extent of each item of its nested list, and where they start.
                let (layout, extents) = try builder.appendOutline(block, info: info, outline, since: before)
                itemExtents.append(extents)
                outlines[outlines.count - 1] = layout
            } else if case .blockQuote(let alert) = block.kind, block.children.count >= ReparsedBlockQuoteChildren.minimumChildren {
                // A long quote: the extent of each child too.
                let attributes = builder.blockQuoteContext(alert: alert, entered: builder.enter(.blockQuote, RunAttributes()))
                itemExtents.append(try builder.appendChildren(block.children[...], in: attributes))
            } else {
                try builder.appendBlock(block, in: RunAttributes())
                itemExtents.append([])
            }
            extents.append(builder.extent(since: before))
        }
        return BlockRangeMapping(
            string: AttributedStringAssembler.assemble(builder.output, languageCode: configuration.languageCode),
            extents: extents, itemExtents: itemExtents, outlines: outlines)
    }

    /// The part of `document`'s attributed string that children `children` of top-level block
    /// `block` (items of a list, rows of a table, the header row being row 0, or child blocks of
    /// a block quote) make, numbered
    /// from `counters` as the whole document's mapping numbers them when the block's own
    /// identity is `containerIdentity` and the blocks before the children used the identities
    /// below `counters`: a list's items, a table's rows and a quote's children are joined with no
    /// separator, as blocks are.
    ///
    /// - Parameter source: The source bytes around the children (only read with source positions).
    /// - Throws: ``MarkdownParsingError`` as ``attributedString(from:configuration:source:)``.
    static func mapping(
        ofChildren children: Range<Int>, ofBlock block: Int, in document: MarkdownDocument, configuration: MappingConfiguration,
        source: MappingSourceBytes?, containerIdentity: Int, outline: (list: Int, item: Int)? = nil,
        startingAt counters: MappingCounters
    ) throws -> BlockRangeMapping {
        let container = document.blocks[block]
        if let outline, case .list(let info) = container.kind, let parts = OutlineLayout.parts(of: container) {
            return try mapping(
                ofNestedItems: children, of: parts, in: info, document: document, configuration: configuration, source: source,
                identities: (outline.list, outline.item, containerIdentity), startingAt: counters)
        }
        let containerKind: PresentationIntent.Kind
        switch container.kind {
        case .list(let info): containerKind = Self.intentKind(of: info)
        case .table(let alignments): containerKind = .table(columns: Self.tableColumns(alignments))
        case .blockQuote: containerKind = .blockQuote
        default:
            return try mapping(of: block..<(block + 1), in: document, configuration: configuration, source: source, startingAt: counters)
        }
        let selected = container.children[children]
        let expected = selected.first.map { (selected.last?.range.upperBound ?? $0.range.upperBound) - $0.range.lowerBound } ?? 0
        var builder = AttributedStringBuilder(
            document: document, configuration: configuration, source: source, counters: counters, expectedUTF8Count: expected)
        var attributes = RunAttributes()
        if configuration.appliesPresentationIntents {
            attributes.block.presentationIntent = PresentationIntent(containerKind, identity: containerIdentity, parent: nil)
        }
        let extents: [TopLevelBlockExtent]
        switch container.kind {
        case .list(let info):
            extents = try builder.appendListChildren(selected, info: info, in: builder.listContext(info, entered: attributes))
        case .blockQuote(let alert):
            extents = try builder.appendChildren(selected, in: builder.blockQuoteContext(alert: alert, entered: attributes))
        default:
            extents = try builder.appendTableRows(selected, in: attributes)
        }
        return BlockRangeMapping(
            string: AttributedStringAssembler.assemble(builder.output, languageCode: configuration.languageCode),
            extents: extents, itemExtents: extents.map { _ in [] }, outlines: extents.map { _ in nil })
    }

    /// ``mapping(ofChildren:ofBlock:in:configuration:source:containerIdentity:outline:startingAt:)``
    /// for items `children` of an outline's nested list (`parts`, of a top-level list with
    /// `info`): in the context ``appendOutline(_:info:_:since:)`` maps them in, the list's,
    /// its last item's and the nested list's intents with `identities`.
    private static func mapping(
        ofNestedItems children: Range<Int>,
        of parts: (item: BlockNode, itemInfo: ListItemInfo, nested: BlockNode, nestedInfo: ListInfo), in info: ListInfo,
        document: MarkdownDocument, configuration: MappingConfiguration, source: MappingSourceBytes?,
        identities: (list: Int, item: Int, nested: Int), startingAt counters: MappingCounters
    ) throws -> BlockRangeMapping {
        let selected = parts.nested.children[children]
        let expected = selected.first.map { (selected.last?.range.upperBound ?? $0.range.upperBound) - $0.range.lowerBound } ?? 0
        var builder = AttributedStringBuilder(
            document: document, configuration: configuration, source: source, counters: counters, expectedUTF8Count: expected)
        let intents = configuration.appliesPresentationIntents
        var attributes = RunAttributes()
        if intents { attributes.block.presentationIntent = PresentationIntent(Self.intentKind(of: info), identity: identities.list, parent: nil) }
        attributes = builder.listContext(info, entered: attributes)
        if intents {
            attributes.block.presentationIntent = PresentationIntent(
                .listItem(ordinal: parts.itemInfo.ordinal), identity: identities.item, parent: attributes.block.presentationIntent)
        }
        attributes.block.listItemDelimiter = Self.delimiter(of: info)
        attributes.block.taskListItem = parts.itemInfo.task
        if intents {
            attributes.block.presentationIntent = PresentationIntent(
                Self.intentKind(of: parts.nestedInfo), identity: identities.nested, parent: attributes.block.presentationIntent)
        }
        attributes = builder.listContext(parts.nestedInfo, entered: attributes)
        let extents = try builder.appendListChildren(selected, info: parts.nestedInfo, in: attributes)
        return BlockRangeMapping(
            string: AttributedStringAssembler.assemble(builder.output, languageCode: configuration.languageCode),
            extents: extents, itemExtents: extents.map { _ in [] }, outlines: extents.map { _ in nil })
    }

    /// An outline (``OutlineLayout``) mapped as ``appendList(_:info:in:)`` maps it, with the
    /// extent of each item of its nested list and where they start (`blockStart`: the mark at the
    /// block's start).
    private mutating func appendOutline(
        _ list: BlockNode, info: ListInfo,
        _ parts: (item: BlockNode, itemInfo: ListItemInfo, nested: BlockNode, nestedInfo: ListInfo),
        since blockStart: TopLevelBlockExtent
    ) throws -> (OutlineLayout, [TopLevelBlockExtent]) {
        let listIdentity = nextIdentity
        let listAttributes = listContext(info, entered: enter(Self.intentKind(of: info), RunAttributes()))
        _ = try appendListChildren(list.children.dropLast(), info: info, in: listAttributes, recordingExtents: false)
        // The last item, as appendListItem(_:info:delimiter:in:) maps it, up to its nested list.
        let itemIdentity = nextIdentity
        var itemAttributes = enter(.listItem(ordinal: parts.itemInfo.ordinal), listAttributes)
        itemAttributes.block.listItemDelimiter = Self.delimiter(of: info)
        itemAttributes.block.taskListItem = parts.itemInfo.task
        try appendBlocks(Array(parts.item.children.dropLast()), in: itemAttributes)
        // The nested list, as appendList(_:info:in:) maps it.
        let nestedAttributes = listContext(parts.nestedInfo, entered: enter(Self.intentKind(of: parts.nestedInfo), itemAttributes))
        let leading = extent(since: blockStart)
        let extents = try appendListChildren(parts.nested.children[...], info: parts.nestedInfo, in: nestedAttributes)
        return (OutlineLayout(leading: leading, itemIdentityOffset: itemIdentity - listIdentity), extents)
    }

    /// Where the output and the counters stand, for ``extent(since:)``.
    private var extentMark: TopLevelBlockExtent {
        TopLevelBlockExtent(
            utf8Count: output.utf8Count, identityCount: nextIdentity, inlineSpanCount: nextInlineSpanIdentity,
            decodingFailureCount: decodingFailureCount)
    }

    /// What was mapped since `mark`.
    private func extent(since mark: TopLevelBlockExtent) -> TopLevelBlockExtent {
        TopLevelBlockExtent(
            utf8Count: output.utf8Count - mark.utf8Count, identityCount: nextIdentity - mark.identityCount,
            inlineSpanCount: nextInlineSpanIdentity - mark.inlineSpanCount,
            decodingFailureCount: decodingFailureCount - mark.decodingFailureCount)
    }

    // MARK: Blocks

    private mutating func appendBlock(_ block: BlockNode, in context: RunAttributes) throws {
        switch block.kind {
        case .paragraph:
            try appendLeafInlines(block.inlines, in: enter(.paragraph, context))
        case .heading(let level):
            try appendLeafInlines(block.inlines, in: enter(.header(level: level), context))
        case .thematicBreak:
            append(MarkdownMappingConventions.thematicBreak, enter(.thematicBreak, context), range: block.range)
        case .blockQuote(let alert):
            try appendBlocks(block.children, in: blockQuoteContext(alert: alert, entered: enter(.blockQuote, context)))
        case .list(let info):
            try appendList(block, info: info, in: context)
        case .listItem(let info):
            try appendListItem(block, info: info, delimiter: context.block.listItemDelimiter ?? "-", in: context)
        case .codeBlock(let info):
            // Apple's hint is the whole info string (recorded; see AppleCompatibility), not its first word.
            append(info.content, enter(.codeBlock(languageHint: Self.languageHint(of: info)), context), range: block.range)
        case .htmlBlock(let html):
            var attributes = context
            attributes.inline.inlinePresentationIntent.insert(.blockHTML)
            append(html, attributes, range: block.range)
        case .table(let alignments):
            try appendTable(block, alignments: alignments, in: context)
        case .tableRow(let isHeader):
            try appendTableRow(block, isHeader: isHeader, bodyRowIndex: 1, in: context)
        case .tableCell:
            try appendLeafInlines(block.inlines, in: enter(.tableCell(columnIndex: 0), context))
        case .footnoteDefinition(let info):
            var attributes = context
            attributes.block.footnoteDefinition = FootnoteDefinition(
                label: info.label, number: info.number, referenceCount: info.referenceCount)
            try appendBlocks(block.children, in: attributes)
        }
    }

    private mutating func appendBlocks(_ blocks: [BlockNode], in context: RunAttributes) throws {
        for block in blocks {
            try appendBlock(block, in: context)
        }
    }

    /// A block quote's context for its children: `entered` (the quote's intent on top) with its
    /// alert's type, when it is one.
    private func blockQuoteContext(alert: AlertKind?, entered: RunAttributes) -> RunAttributes {
        guard let alert else { return entered }
        var attributes = entered
        attributes.block.alert = alert
        return attributes
    }

    /// The children of a container block (a long quote's) in `attributes`, and the extent of each.
    private mutating func appendChildren(_ children: ArraySlice<BlockNode>, in attributes: RunAttributes) throws -> [TopLevelBlockExtent] {
        var extents: [TopLevelBlockExtent] = []
        extents.reserveCapacity(children.count)
        for child in children {
            let before = extentMark
            try appendBlock(child, in: attributes)
            extents.append(extent(since: before))
        }
        return extents
    }

    private mutating func appendList(_ list: BlockNode, info: ListInfo, in context: RunAttributes) throws {
        let attributes = listContext(info, entered: enter(Self.intentKind(of: info), context))
        _ = try appendListChildren(list.children[...], info: info, in: attributes, recordingExtents: false)
    }

    private static func intentKind(of info: ListInfo) -> PresentationIntent.Kind {
        info.isOrdered ? .orderedList : .unorderedList
    }

    /// A list's context for its items: `entered` (the list's intent on top) with the list named
    /// tight when it is.
    private func listContext(_ info: ListInfo, entered: RunAttributes) -> RunAttributes {
        var attributes = entered
        if info.isTight, let identity = attributes.block.presentationIntent?.components.first?.identity {
            attributes.block.tightLists.append(identity)
        }
        return attributes
    }

    /// The items of a list with `info`, in the list's context `attributes`; the extent of each
    /// when `recordingExtents` (else none).
    private mutating func appendListChildren(
        _ items: ArraySlice<BlockNode>, info: ListInfo, in attributes: RunAttributes, recordingExtents: Bool = true
    ) throws -> [TopLevelBlockExtent] {
        let delimiter = Self.delimiter(of: info)
        var extents: [TopLevelBlockExtent] = []
        if recordingExtents { extents.reserveCapacity(items.count) }
        for item in items {
            let before = extentMark
            if case .listItem(let itemInfo) = item.kind {
                try appendListItem(item, info: itemInfo, delimiter: delimiter, in: attributes)
            } else {
                try appendBlock(item, in: attributes)
            }
            if recordingExtents { extents.append(extent(since: before)) }
        }
        return extents
    }

    /// The delimiter a list's items carry (`listItemDelimiter`): its bullet, or its ordered delimiter.
    private static func delimiter(of info: ListInfo) -> Character {
        switch info.kind {
        case .bullet(let marker): marker
        case .ordered(_, let orderedDelimiter): orderedDelimiter
        }
    }

    private mutating func appendListItem(
        _ item: BlockNode, info: ListItemInfo, delimiter: Character, in context: RunAttributes
    ) throws {
        var attributes = enter(.listItem(ordinal: info.ordinal), context)
        attributes.block.listItemDelimiter = delimiter
        attributes.block.taskListItem = info.task
        try appendBlocks(item.children, in: attributes)
    }

    private mutating func appendTable(
        _ table: BlockNode, alignments: [TableColumnAlignment], in context: RunAttributes
    ) throws {
        let attributes = enter(.table(columns: Self.tableColumns(alignments)), context)
        try appendTableRows(table.children[...], in: attributes, recordingExtents: false)
    }

    private static func tableColumns(_ alignments: [TableColumnAlignment]) -> [PresentationIntent.TableColumn] {
        alignments.map { alignment in
            switch alignment {
            case .none, .left: PresentationIntent.TableColumn(alignment: .left)
            case .center: PresentationIntent.TableColumn(alignment: .center)
            case .right: PresentationIntent.TableColumn(alignment: .right)
            }
        }
    }

    /// The rows `rows` of a table (indices as among its children: the header row is row 0, and
    /// body row `i` is child `i`), in the table's context `attributes`; the extent of each row
    /// when `recordingExtents`.
    @discardableResult
    private mutating func appendTableRows(
        _ rows: ArraySlice<BlockNode>, in attributes: RunAttributes, recordingExtents: Bool = true
    ) throws -> [TopLevelBlockExtent] {
        var extents: [TopLevelBlockExtent] = []
        if recordingExtents { extents.reserveCapacity(rows.count) }
        var bodyRowIndex = Swift.max(1, rows.startIndex)
        for row in rows {
            let before = extentMark
            if case .tableRow(let isHeader) = row.kind {
                try appendTableRow(row, isHeader: isHeader, bodyRowIndex: bodyRowIndex, in: attributes)
                if !isHeader { bodyRowIndex += 1 }
            } else {
                try appendBlock(row, in: attributes)
            }
            if recordingExtents { extents.append(extent(since: before)) }
        }
        return extents
    }

    /// Body rows are numbered from 1: the header row is row 0 of the table.
    private mutating func appendTableRow(
        _ row: BlockNode, isHeader: Bool, bodyRowIndex: Int, in context: RunAttributes
    ) throws {
        let attributes = enter(isHeader ? .tableHeaderRow : .tableRow(rowIndex: bodyRowIndex), context)
        for (columnIndex, cell) in row.children.enumerated() {
            if case .tableCell = cell.kind {
                try appendLeafInlines(cell.inlines, in: enter(.tableCell(columnIndex: columnIndex), attributes))
            } else {
                try appendBlock(cell, in: attributes)
            }
        }
    }

    /// `context` nested in a new block of `kind`, which takes the next identity; unchanged in
    /// the inline-only modes, which apply no presentation intent.
    private mutating func enter(_ kind: PresentationIntent.Kind, _ context: RunAttributes) -> RunAttributes {
        guard configuration.appliesPresentationIntents else { return context }
        var attributes = context
        attributes.block.presentationIntent = PresentationIntent(kind, identity: nextIdentity, parent: context.block.presentationIntent)
        nextIdentity += 1
        return attributes
    }

    // MARK: Inlines

    /// The inlines of a leaf block (paragraph, heading, table cell), then its empty-label links
    /// that no later character could carry, on its last character. A block made only of empty
    /// links has no characters at all, as on Apple platforms (gonzalezreal/textual#53 records
    /// `[![](a.png)](b.png)` alone giving no characters and no runs): like every empty block,
    /// it leaves nothing in the string.
    private mutating func appendLeafInlines(_ inlines: [InlineNode], in context: RunAttributes) throws {
        let start = output.utf8Count
        pendingEmptyLinks = []
        try appendInlines(inlines, in: context)
        guard !pendingEmptyLinks.isEmpty else { return }
        let pending = pendingEmptyLinks
        pendingEmptyLinks = []
        guard output.utf8Count > start else { return }
        output.reattributeLastScalar { inline in
            var links = inline.emptyLinks ?? EmptyLinks()
            links.after += pending
            inline.emptyLinks = links
        }
    }

    private mutating func appendInlines(_ inlines: [InlineNode], in context: RunAttributes) throws {
        for inline in inlines {
            try appendInline(inline, in: context)
        }
    }

    private mutating func appendInline(_ inline: InlineNode, in context: RunAttributes) throws {
        switch inline.kind {
        case .text(let text):
            append(text, context, range: inline.range)
        case .softBreak:
            append(" ", adding(.softBreak, to: context), range: inline.range)
        case .lineBreak:
            append("\n", adding(.lineBreak, to: context), range: inline.range)
        case .code(let code):
            append(code, adding(.code, to: context), range: inline.range)
        case .html(let html):
            append(html, adding(.inlineHTML, to: context), range: inline.range)
        case .emphasis:
            try appendSpan(inline, .emphasis, in: addingFormatting(.emphasized, of: inline, to: context))
        case .strong:
            try appendSpan(inline, .strong, in: addingFormatting(.stronglyEmphasized, of: inline, to: context))
        case .strikethrough:
            try appendSpan(inline, .strikethrough, in: addingFormatting(.strikethrough, of: inline, to: context))
        case .link where context.isInsideImage, .image where context.isInsideImage:
            // An image description is plain alt text (as in cmark's `alt`): links and images
            // inside it contribute their text only, and the run keeps the outer image.
            try appendInlines(inline.children, in: context)
        case .link(let info):
            var attributes = context
            let resolution = linkResolver.resolve(info.destination)
            attributes.inline.link = resolution.url
            attributes.inline.rawLink = resolution.raw
            attributes.inline.linkTitle = Self.nonEmpty(info.title)
            attributes.inline.isInsideLink = true
            try appendSpan(inline, .link, in: attributes)
        case .image(let info):
            var attributes = context
            let resolution = linkResolver.resolve(info.destination)
            attributes.inline.imageURL = resolution.url
            attributes.inline.rawImageURL = resolution.raw
            attributes.inline.imageTitle = Self.nonEmpty(info.title)
            try appendNonEmpty(inline, in: attributes)
        case .footnoteReference(let info):
            var attributes = context
            attributes.inline.footnoteReference = FootnoteReference(
                label: info.label, number: info.number, occurrence: info.occurrence)
            append(String(info.number), attributes, range: inline.range)
        case .extendedAttributes(let info):
            var attributes = context
            if configuration.allowsExtendedAttributes, let decoded = try decodeExtendedAttributes(info) {
                var merged = context.inline.extended ?? AttributeContainer()
                merged.merge(decoded)
                attributes.inline.extended = merged
            }
            try appendInlines(inline.children, in: attributes)
        }
    }

    /// The children of an emphasis, strong, strikethrough or link span (a link's through
    /// ``appendNonEmpty(_:in:)``), recording the span in the run's inline nesting when the
    /// flat intents would be ambiguous: inside a top-level span that holds a span of its own
    /// kind. Outside image descriptions only (their text renders plain).
    private mutating func appendSpan(
        _ inline: InlineNode, _ kind: InlineNestingLevel.Kind, in context: RunAttributes
    ) throws {
        var attributes = context
        let isRecorded = !context.inline.inlineNesting.isEmpty
            || (inlineSpanDepth == 0 && !context.isInsideImage && SameKindNestingDetector.containsSameKindNesting(inline))
        if isRecorded && !context.isInsideImage {
            attributes.inline.inlineNesting.append(InlineNestingLevel(kind: kind, identity: nextInlineSpanIdentity))
            nextInlineSpanIdentity += 1
        }
        inlineSpanDepth += 1
        defer { inlineSpanDepth -= 1 }
        if kind == .link {
            try appendNonEmpty(inline, in: attributes, isLink: true)
        } else {
            try appendInlines(inline.children, in: attributes)
        }
    }

    /// The children of a link or image. A link with no text gets no characters, as in Apple's
    /// output, and is recorded on a neighbouring character (``EmptyLinks``). An image with no
    /// text gets a lone placeholder, so that it is not lost, except inside a link, where Apple's
    /// output has no characters for it (gonzalezreal/textual#53: `[![](a.png)](b.png)`), so the
    /// link is empty too.
    private mutating func appendNonEmpty(_ inline: InlineNode, in attributes: RunAttributes, isLink: Bool = false) throws {
        let start = output.utf8Count
        try appendInlines(inline.children, in: attributes)
        guard output.utf8Count == start else { return }
        if isLink && !attributes.isInsideImage {
            let intent = attributes.inline.inlinePresentationIntent
            let link = EmptyLinks.Link(
                url: attributes.inline.link, destination: attributes.inline.rawLink, title: attributes.inline.linkTitle,
                inlinePresentationIntent: intent.isEmpty ? nil : intent)
            pendingEmptyLinks.append(link)
        } else if !attributes.inline.isInsideLink {
            append(MarkdownMappingConventions.emptyContentPlaceholder, attributes, range: inline.range)
        }
    }

    /// A title, or nil when it is empty: `[a](b "")` has no title, as cmark renders it.
    /// A code block's `languageHint`: its whole info string, as Apple's parser gives it (nil for an
    /// indented block or a fence without info).
    static func languageHint(of info: CodeBlockInfo) -> String? {
        guard let string = info.info, !string.isEmpty else { return nil }
        return string
    }

    private static func nonEmpty(_ title: String?) -> String? {
        guard let title, !title.isEmpty else { return nil }
        return title
    }

    /// Emphasis, strong emphasis or strikethrough: outside a link label an inline presentation
    /// intent; inside one, Apple drops it (recorded on macOS 26), so it goes to
    /// `AMLinkLabelFormatting` and the label's text takes the outermost span's source range.
    private func addingFormatting(
        _ intent: InlinePresentationIntent, of span: InlineNode, to context: RunAttributes
    ) -> RunAttributes {
        guard context.inline.isInsideLink else { return adding(intent, to: context) }
        var attributes = context
        attributes.inline.linkLabelFormatting.insert(intent)
        if attributes.inline.linkLabelSpanRange == nil { attributes.inline.linkLabelSpanRange = span.range }
        return attributes
    }

    private func adding(_ intent: InlinePresentationIntent, to context: RunAttributes) -> RunAttributes {
        var attributes = context
        attributes.inline.inlinePresentationIntent.insert(intent)
        return attributes
    }

    private mutating func append(_ text: String, _ attributes: RunAttributes, range: SourceRange) {
        if !pendingEmptyLinks.isEmpty, let first = text.unicodeScalars.first {
            // The links with an empty label before this text ride on its first scalar.
            var carrier = attributes
            carrier.inline.emptyLinks = EmptyLinks(before: pendingEmptyLinks)
            pendingEmptyLinks = []
            let head = String(first)
            append(head, carrier, range: range)
            append(String(text.unicodeScalars.dropFirst()), attributes, range: range)
            return
        }
        guard configuration.appliesSourcePositions else {
            output.append(text, attributes)
            return
        }
        var positioned = attributes
        positioned.inline.sourcePosition = sourcePosition(of: attributes.inline.linkLabelSpanRange ?? range)
        output.append(text, positioned)
    }

    /// Apple's positions: 1-based lines, UTF-8 columns, inclusive end (the first byte of the
    /// last character when the source is known, its last byte otherwise).
    private func sourcePosition(of range: SourceRange) -> AttributedString.MarkdownSourcePosition {
        let start = document.location(ofOffset: range.lowerBound)
        var last = Swift.max(range.lowerBound, range.upperBound - 1)
        if let source {
            while last > range.lowerBound, let byte = source.byte(at: last), byte & 0xC0 == 0x80 { last -= 1 }
        }
        let end = document.location(ofOffset: last)
        return AttributedString.MarkdownSourcePosition(
            startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    // MARK: Extended attributes

    /// The attributes of an extended-attribute span, or nil when they cannot be decoded and the
    /// failure policy keeps the text without them (the failure is then counted).
    private mutating func decodeExtendedAttributes(_ info: ExtendedAttributesInfo) throws -> AttributeContainer? {
        let result = attributeDecoder.decode(info.json)
        switch result {
        case .success(let decoded):
            if let failure = decoded.failures.first {
                if configuration.throwsOnDecodingFailure { throw error(for: failure, in: info) }
                decodingFailureCount += 1
            }
            return decoded.attributes
        case .failure(let failure):
            if configuration.throwsOnDecodingFailure {
                throw error(for: failure, in: info)
            }
            decodingFailureCount += 1
            return nil
        }
    }

    private func error(for failure: ExtendedAttributeDecoder.Failure, in info: ExtendedAttributesInfo) -> MarkdownParsingError {
        let offset = info.jsonRange.lowerBound + (failure.utf8Offset ?? 0)
        let location = document.location(ofOffset: offset)
        return MarkdownParsingError(
            reason: failure.reason, detail: failure.detail, line: location.line, column: location.column)
    }
}

private extension RunAttributes {
    /// True inside an image's description.
    var isInsideImage: Bool { inline.imageURL != nil || inline.rawImageURL != nil }
}
