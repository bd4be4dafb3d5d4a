/// The document-wide counters of the mapping, as they stand before a top-level block.
///
/// `PresentationIntent` identities and recorded inline span identities are numbered in
/// pre-order across the whole document, so mapping a range of blocks on its own gives the
/// whole document's identities only when it starts from the counters the blocks before it
/// left behind.
struct MappingCounters: Hashable, Sendable {
    /// The identity the next block intent takes (Apple numbers from 1).
    var nextIdentity = 1
    /// The identity the next recorded inline span takes (see ``InlineNestingLevel``).
    var nextInlineSpanIdentity = 1
}
