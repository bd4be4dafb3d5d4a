/// What one top-level block contributes to a document's attributed string: its text length and
/// how many identities of each document-wide counter it takes.
///
/// Kept per block by ``IncrementalAttributedDocument``: summing the extents before a block
/// gives where its text starts and the counters its mapping starts from, which is all a splice
/// needs.
struct TopLevelBlockExtent: Hashable, Sendable {
    /// The UTF-8 length of the block's text in the attributed string.
    var utf8Count: Int
    /// How many `PresentationIntent` identities the block and its descendants take.
    var identityCount: Int
    /// How many recorded inline span identities the block takes.
    var inlineSpanCount: Int
    /// How many of the block's extended attributes could not be decoded (kept as text without
    /// them, under the `.returnPartiallyParsedIfPossible` policy): where the `.throwError`
    /// policy would have thrown.
    var decodingFailureCount = 0
}
