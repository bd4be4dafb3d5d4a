/// Inline parsing of one leaf (paragraph, heading, table cell) at a time, as the event walkers
/// reach it, into either the inline parser's arena (reused from leaf to leaf, so that parsing
/// allocates nothing once the arena's arrays have grown) or an ``InlineNode`` tree.
struct LeafInlineParser {
    let options: ParseOptions
    /// One inline parser for every leaf, reset for each (``InlineParser/reset(content:)``): its
    /// arena comes back through ``recycle(_:)``.
    private var parser: InlineParser
    /// One leaf's segments at a time, for ``InlineTreeBuilder``: refilled, not reallocated.
    private var segmentScratch: [ContentSegment] = []

    init(options: ParseOptions, specials: SpecialBytes, definitions: DefinitionStore, footnotes: FootnoteRegistry?) {
        self.options = options
        parser = InlineParser(content: UnsafeBufferPointer(start: nil, count: 0), options: options, specials: specials,
                              definitions: definitions, footnotes: footnotes)
    }

    /// True when the leaf's HTML needs its ``InlineNode`` tree rather than its arena: a GFM
    /// e-mail autolink may hide in its text, and only ``InlineTreeBuilder`` finds those.
    func needsTree(_ content: UnsafeBufferPointer<UInt8>) -> Bool {
        options.extensions.contains(.autolink) && ByteSearch.contains(UInt8(ascii: "@"), in: content)
    }

    /// Parses `content` and calls `body` with the arena in place, or, when the content is one run
    /// of plain text (``InlineParser/parseUnlessPlain(_:)``), calls `plain` with that text.
    mutating func withArenaUnlessPlain<Result>(_ content: UnsafeBufferPointer<UInt8>,
                                               plain: (UnsafeBufferPointer<UInt8>) -> Result,
                                               _ body: (borrowing InlineArena) -> Result) -> Result {
        if let end = parser.parseUnlessPlain(content) { return plain(UnsafeBufferPointer(rebasing: content[0..<end])) }
        return body(parser.arena)
    }

    /// The parsed arena of `content`; hand it back with ``recycle(_:)`` once done with it.
    mutating func arena(_ content: UnsafeBufferPointer<UInt8>) -> InlineArena {
        parser.reset(content: content)
        parser.parse()
        return parser.takeArena()
    }

    /// Parses `content` and calls `body` with the arena in place (nothing is moved out of the
    /// parser and back, as ``arena(_:)`` and ``recycle(_:)`` do for a caller that keeps it).
    mutating func withArena<Result>(_ content: UnsafeBufferPointer<UInt8>, _ body: (borrowing InlineArena) -> Result) -> Result {
        parser.reset(content: content)
        parser.parse()
        return body(parser.arena)
    }

    /// Keeps `arena`'s storage for the next leaf.
    mutating func recycle(_ arena: consuming InlineArena) {
        parser.recycle(arena)
    }

    /// The inline tree of `content`, whose source offsets `segments` give.
    mutating func tree(_ content: UnsafeBufferPointer<UInt8>, segments: UnsafeBufferPointer<ContentSegment>) -> [InlineNode] {
        segmentScratch.removeAll(keepingCapacity: true)
        segmentScratch.append(contentsOf: segments)
        return tree(content, segments: segmentScratch)
    }

    /// The inline tree of `content`, whose source offsets `segments` give.
    mutating func tree(_ content: UnsafeBufferPointer<UInt8>, segments: [ContentSegment]) -> [InlineNode] {
        let arena = arena(content)
        let inlines: [InlineNode]
        if let single = InlineTreeBuilder.singleTextRun(arena: arena, content: content, segments: segments,
                                                        options: options) {
            inlines = single
        } else {
            var builder = InlineTreeBuilder(arena: arena, content: content, segments: segments, options: options)
            inlines = builder.build()
            _ = consume builder
        }
        recycle(arena)
        return inlines
    }
}
