import MarkdownSyntax

/// What ``IncrementalAttributedDocument/apply(_:)`` did to bring the attributed string up to
/// date, so that a view can redraw only what changed.
public struct IncrementalAttributedUpdate: Hashable, Sendable {
    /// How much of the attributed string was mapped again.
    public enum Remapping: Hashable, Sendable {
        /// Only the top-level blocks the syntax layer parsed again: everything after them was
        /// left as it was (same identities, same source lines).
        case region
        /// The replaced blocks, and the runs after them renumbered in place: the edit changed
        /// how many identities the region takes or, with source positions, the number of
        /// lines, so the identities (or lines) of every run after it moved, or the number of
        /// items of a long list, so the later items' ordinals moved. Their text was not replaced.
        case regionRenumberingFollowingRuns
        /// The whole document: the syntax layer parsed everything again, or the previous
        /// mapping had failed.
        case wholeDocument
    }

    /// What the syntax layer parsed again (see `IncrementalDocument.apply(_:)`).
    public var syntax: IncrementalUpdate
    /// How much of the attributed string was mapped again.
    public var remapping: Remapping
    /// The UTF-8 offsets, in the new attributed string, of the text that was replaced; the text
    /// before it is untouched, the text after it moved (and, with
    /// ``Remapping/regionRenumberingFollowingRuns``, got new numbers).
    public var replacedUTF8Range: Range<Int>

    /// When only some items of a long top-level list were mapped again: the list's index among
    /// the top-level blocks and the new items' indices (``replacedUTF8Range`` is their text). A
    /// view that draws a list's items one by one redraws just these.
    package var replacedListItems: ReplacedChildren?
    /// When only some rows of a long top-level table were mapped again: the table's index among
    /// the top-level blocks and the new rows' indices among its rows, the header row being row
    /// 0 (``replacedUTF8Range`` is their text).
    package var replacedTableRows: ReplacedChildren?
    /// When only some children of a long top-level block quote were mapped again: the quote's
    /// index among the top-level blocks and the new children's indices (``replacedUTF8Range``
    /// is their text).
    package var replacedBlockQuoteChildren: ReplacedChildren?
    /// When only some items of an outline's nested list were mapped again: the outline's index
    /// among the top-level blocks and the new items' indices among the nested list's items.
    package var replacedNestedListItems: ReplacedChildren?

    /// The items of one top-level list, the rows of one top-level table, or the children of one
    /// top-level block quote, that an update mapped again.
    package struct ReplacedChildren: Hashable, Sendable {
        package var block: Int
        package var items: Range<Int>
    }

    public init(syntax: IncrementalUpdate, remapping: Remapping, replacedUTF8Range: Range<Int>) {
        self.syntax = syntax
        self.remapping = remapping
        self.replacedUTF8Range = replacedUTF8Range
    }
}
