/// A leaf's parsed inline content as the inline parser left it (its ``InlineArena``), handed to
/// the streaming HTML writer instead of an ``InlineNode`` tree: HTML is written straight from
/// the arena, so no tree is built and freed per leaf.
///
/// Only made when writing from the arena gives the same HTML as the tree (see
/// ``DocumentBuilder``): valid UTF-8 input, no GFM e-mail autolink to find in the leaf.
struct PreparedInlines {
    /// The leaf's `range.lowerBound`: pairs the content with its (inline-less) ``BlockNode``.
    let key: Int
    let arena: InlineArena
    /// The leaf text the arena's offsets refer to. Points into the block parser's shared text,
    /// which lives until the conversion ends, so it is valid while the top-level block holding
    /// the leaf is handed over; nil when `storage` holds the text (table cells).
    let content: UnsafeBufferPointer<UInt8>?
    let storage: [UInt8]
    /// ``ParseOptions/effectiveNestingDepth``: deeper containers are dissolved, as in the tree.
    let nestingLimit: Int

    /// Calls `body` with the leaf text.
    func withContent<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let content { return body(content) }
        return storage.withUnsafeBufferPointer(body)
    }
}
