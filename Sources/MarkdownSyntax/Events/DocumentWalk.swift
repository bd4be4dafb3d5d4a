/// The walk over a whole document's records in the order inline content must be parsed:
/// ``BlockWalker``'s steps, where a footnote definition met in document order is entered in
/// place (``isDeferred`` is then true until it closes), so that footnote references inside it
/// are numbered where cmark numbers them; consumers keep what such a definition holds and write
/// it after the document, in the order ``ParsedBlocks/referencedFootnotes(_:)`` gives.
struct DocumentWalk {
    private let records: PlainBuffer<BlockRecord>
    /// The document's walker at the bottom, one per footnote definition being walked above it.
    private var walkers: [BlockWalker]

    init(records: PlainBuffer<BlockRecord>) {
        self.records = records
        walkers = [BlockWalker(records: records, root: BlockParser.document, includingRoot: false)]
    }

    /// True while the steps belong to a footnote definition (whose content goes at the end).
    var isDeferred: Bool { walkers.count > 1 }

    mutating func next() -> BlockWalker.Step? {
        while let top = walkers.indices.last {
            if let step = walkers[top].next() {
                if case .footnoteDefinition(let definition) = step {
                    walkers.append(BlockWalker(records: records, root: definition, includingRoot: true))
                    continue
                }
                return step
            }
            if top == 0 { return nil }
            walkers.removeLast()
        }
        return nil
    }
}
