import Foundation

/// The attributed string of a range of top-level blocks, with the extent of each block in it
/// (see ``AttributedStringBuilder/mapping(of:in:configuration:source:startingAt:)``).
struct BlockRangeMapping {
    /// The blocks' text and attributes, numbered as in the whole document's string.
    var string: AttributedString
    /// One extent per block, in order; their `utf8Count`s add up to the string's UTF-8 length.
    var extents: [TopLevelBlockExtent]
    /// Per block, the extent of each of its items when it is a list of at least
    /// `ReparsedListItems.minimumListItems` items, or of each of its rows (the header row
    /// first) when it is a table of more than `ReparsedTableRows.minimumBodyRows` rows, of each
    /// child when it is a quote of at least `ReparsedBlockQuoteChildren.minimumChildren`, or of
    /// each item of its nested list when it is an outline (``OutlineLayout``); empty otherwise:
    /// what an edit inside one needs to map only some of them.
    var itemExtents: [[TopLevelBlockExtent]]
    /// Per block, where the items of an outline's nested list start (their extents are the
    /// block's `itemExtents`); nil for other blocks.
    var outlines: [OutlineLayout?]
}
