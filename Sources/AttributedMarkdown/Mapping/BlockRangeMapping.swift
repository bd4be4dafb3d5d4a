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
    /// first) when it is a table of more than `ReparsedTableRows.minimumBodyRows` rows (empty
    /// otherwise); what an edit inside a long list or table needs to map only some of them.
    var itemExtents: [[TopLevelBlockExtent]]
}
