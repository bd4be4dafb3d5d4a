import Foundation

/// How the document-wide numbers of the runs after a spliced region move, and the pass that
/// moves them in place.
///
/// When the re-mapped blocks take more or fewer `PresentationIntent` identities (or inline span
/// identities) than the blocks they replace, or change the number of source lines, every run
/// after them carries numbers that are off by the same amount: its intents' identities (and the
/// list identities in `tightLists`), its inline spans' identities, its source position's lines.
/// Columns do not move: the region ends at a line start, and the text after it is unchanged.
///
/// Rewriting those attributes in place is far cheaper than mapping the following blocks again
/// (docs/performance.md, "Incremental mapping"), since `AttributedString` spends most of a
/// mapping ingesting text and creating runs. Each attribute is rewritten once
/// per range of equal values (a paragraph's runs share one intent), and not at all when its
/// numbers did not move.
struct FollowingRunsRenumbering {
    /// Added to every `PresentationIntent` component's identity and every `tightLists` value
    /// from ``identityFloor`` up.
    var identityShift: Int
    /// Identities below this one are not moved: they belong to blocks that enclose the region
    /// and started before it (the list around items mapped again), whose numbers stay.
    var identityFloor = 0
    /// Added to every recorded inline span's identity.
    var inlineSpanShift: Int
    /// Added to the lines of every source position.
    var lineShift: Int

    /// Added to the number of the children of ``container`` (a top-level list or table, or an
    /// outline's nested list) that follow the region (a list item's `listItem(ordinal:)`, a table
    /// row's `tableRow(rowIndex:)`: a new or removed item or row moves the later ones' numbers),
    /// up to UTF-8 offset ``containerEnd``, the container's end.
    var childNumberShift = 0
    /// The identity of that list or table (as the string numbers it).
    var container = 0
    var containerEnd = 0

    /// True when nothing after the region changes.
    var isEmpty: Bool { identityShift == 0 && inlineSpanShift == 0 && lineShift == 0 && childNumberShift == 0 }

    /// Shifts the numbers of the runs of `string` from UTF-8 offset `start` to its end.
    func apply(to string: inout AttributedString, fromUTF8Offset start: Int) {
        if childNumberShift != 0, start < containerEnd {
            Self.rewrite(
                AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self, in: &string, from: start, to: containerEnd
            ) { intent in
                // The item or row is the component just inside the container's (the top-level
                // block's, the last one; an outline's nested list's, further in).
                let components = intent.components
                guard let at = components.lastIndex(where: { $0.identity == container }), at >= 1 else { return intent }
                let renumbered: PresentationIntent.Kind
                switch components[at - 1].kind {
                case .listItem(let ordinal): renumbered = .listItem(ordinal: ordinal + childNumberShift)
                case .tableRow(let rowIndex): renumbered = .tableRow(rowIndex: rowIndex + childNumberShift)
                default: return intent
                }
                var rebuilt: PresentationIntent?
                for (position, component) in components.enumerated().reversed() {
                    let kind = position == at - 1 ? renumbered : component.kind
                    rebuilt = PresentationIntent(kind, identity: component.identity, parent: rebuilt)
                }
                return rebuilt ?? intent
            }
        }
        if identityShift != 0 {
            Self.rewrite(AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self, in: &string, from: start) { intent in
                // Apple's `IntentType` has no public initializer; its `identity` is settable.
                PresentationIntent(types: intent.components.map { component in
                    var shifted = component
                    if shifted.identity >= identityFloor { shifted.identity += identityShift }
                    return shifted
                })
            }
            Self.rewrite(AttributeScopes.MarkdownAttributes.TightListsAttribute.self, in: &string, from: start) { lists in
                lists.map { $0 >= identityFloor ? $0 + identityShift : $0 }
            }
        }
        if inlineSpanShift != 0 {
            Self.rewrite(AttributeScopes.MarkdownAttributes.InlineNestingAttribute.self, in: &string, from: start) { levels in
                levels.map { InlineNestingLevel(kind: $0.kind, identity: $0.identity + inlineSpanShift) }
            }
        }
        if lineShift != 0 {
            Self.rewrite(AttributeScopes.FoundationAttributes.MarkdownSourcePositionAttribute.self, in: &string, from: start) { position in
                AttributedString.MarkdownSourcePosition(
                    startLine: position.startLine + lineShift, startColumn: position.startColumn,
                    endLine: position.endLine + lineShift, endColumn: position.endColumn)
            }
        }
    }

    /// Replaces each value of `key` from `start` on by `transform(value)`, once per range of
    /// equal values. The ranges are collected as UTF-8 offsets first and turned into indices of
    /// the string as it is when each is set, so that no index outlives a mutation.
    private static func rewrite<K: AttributedStringKey>(
        _ key: K.Type, in string: inout AttributedString, from start: Int, to end: Int? = nil, _ transform: (K.Value) -> K.Value
    ) where K.Value: Sendable {
        let changes = collect(key, in: string, from: start, to: end, transform)
        for (range, value) in changes {
            let bounds = string.range(utf8Offsets: range)
            string[bounds][K.self] = value
        }
    }

    /// The new value of each range of equal values of `key` from `start` on, as UTF-8 offsets.
    private static func collect<K: AttributedStringKey>(
        _ key: K.Type, in string: AttributedString, from start: Int, to end: Int?, _ transform: (K.Value) -> K.Value
    ) -> [(Range<Int>, K.Value)] where K.Value: Sendable {
        let lower = string.utf8Index(string.startIndex, offsetBy: start)
        let upper = end.map { string.utf8Index(lower, offsetBy: $0 - start) } ?? string.endIndex
        var changes: [(Range<Int>, K.Value)] = []
        // Runs are contiguous: the cursor advances from the previous range rather than the start.
        var cursor = AttributedString.UTF8OffsetCursor(at: lower)
        for (value, range) in string[lower..<upper].runs[K.self] {
            let offsets = cursor.offsets(of: range, in: string)
            if let value { changes.append(((start + offsets.lowerBound)..<(start + offsets.upperBound), transform(value))) }
        }
        return changes
    }
}
