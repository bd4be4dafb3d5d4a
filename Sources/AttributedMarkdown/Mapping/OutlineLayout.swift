import MarkdownSyntax

/// Where the items of an outline's nested list start in the mapping of its top-level block: an
/// outline is a short top-level list (fewer than `ReparsedListItems.minimumListItems` items)
/// whose last item ends with a long list (at least that many items), and an edit inside that
/// nested list maps only the nested items the parser re-parsed (`ReparsedRegion.nestedListItems`).
struct OutlineLayout: Equatable, Sendable {
    /// The block's text and counters before the nested list's first item: the list's opening,
    /// its items before the last, the last item's children before the nested list, and the
    /// nested list's own intent (the last identity it counts).
    var leading: TopLevelBlockExtent
    /// The last item's identity minus the list's (the block's first identity), when intents
    /// are applied.
    var itemIdentityOffset: Int

    /// The last item and its nested list when `block` is an outline, else nil.
    static func parts(of block: BlockNode) -> (item: BlockNode, itemInfo: ListItemInfo, nested: BlockNode, nestedInfo: ListInfo)? {
        guard case .list = block.kind, block.children.count < ReparsedListItems.minimumListItems,
              let item = block.children.last, case .listItem(let itemInfo) = item.kind, item.children.count >= 2,
              let nested = item.children.last, case .list(let nestedInfo) = nested.kind,
              nested.children.count >= ReparsedListItems.minimumListItems
        else { return nil }
        return (item, itemInfo, nested, nestedInfo)
    }
}
