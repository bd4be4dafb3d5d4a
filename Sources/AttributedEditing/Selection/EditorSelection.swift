import Foundation

/// What is selected in an editor: one or more ranges of text, or an insertion point, plus the
/// attributes the next typed text will carry.
///
/// A selection is a `RangeSet` rather than a single range because a selection that looks
/// contiguous on screen need not be contiguous in memory: dragging across "hello שלום" in
/// right-to-left text selects several logical ranges. Apple's `TextEditor` models selections the
/// same way. An empty selection is an *insertion point*.
///
/// Indices always sit on character (grapheme cluster) boundaries of the editor's text; an
/// ``EditorState`` rounds whatever it is given and keeps the selection valid across every
/// mutation with `AttributedString.transform(updating:)`.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct EditorSelection: Sendable, Equatable {
    /// The tracked ranges, sorted and disjoint: either one empty range (the insertion point) or
    /// one or more non-empty ranges.
    var storage: [Range<AttributedString.Index>]

    /// The attributes that text typed at this selection receives.
    ///
    /// Derived from the text when the selection moves (the attributes of the character before
    /// the insertion point, or of the first selected character) and changed by formatting
    /// commands applied to an insertion point. Keys whose `inheritedByAddedText` is `false` are
    /// still removed from typed text, as Foundation does.
    public var typingAttributes: AttributeContainer

    /// An insertion point at `index`.
    public init(insertionPoint index: AttributedString.Index, typingAttributes: AttributeContainer = AttributeContainer()) {
        storage = [index ..< index]
        self.typingAttributes = typingAttributes
    }

    /// A selection of `ranges`; an empty set becomes an insertion point at the start of the text
    /// once an ``EditorState`` adopts it.
    public init(_ ranges: RangeSet<AttributedString.Index>, typingAttributes: AttributeContainer = AttributeContainer()) {
        storage = Array(ranges.ranges)
        self.typingAttributes = typingAttributes
    }

    /// A selection of one range; an empty range is an insertion point.
    public init(_ range: Range<AttributedString.Index>, typingAttributes: AttributeContainer = AttributeContainer()) {
        storage = [range]
        self.typingAttributes = typingAttributes
    }

    /// The selected text as a `RangeSet`: empty for an insertion point.
    public var ranges: RangeSet<AttributedString.Index> {
        RangeSet(storage.filter { !$0.isEmpty })
    }

    /// The insertion point, when nothing is selected.
    public var insertionPoint: AttributedString.Index? {
        storage.count == 1 && storage[0].isEmpty ? storage[0].lowerBound : nil
    }

    /// Whether the selection is an insertion point (nothing selected).
    public var isInsertionPoint: Bool { insertionPoint != nil }

    /// The ranges an edit acts on: the selected ranges, or the empty range at the insertion point.
    public var effectiveRanges: [Range<AttributedString.Index>] { storage }

    /// Whether this selection is usable with `text`: at least one range, sorted, disjoint,
    /// non-empty unless it is a lone insertion point, every bound of the text's current version
    /// and on a character boundary.
    public func isValid(in text: AttributedString) -> Bool {
        guard let first = storage.first else { return false }
        if storage.count > 1 || !first.isEmpty {
            guard storage.allSatisfy({ !$0.isEmpty }) else { return false }
        }
        for (position, range) in storage.enumerated() {
            guard range.isValid(within: text) else { return false }
            if position > 0, storage[position - 1].upperBound >= range.lowerBound { return false }
            guard text.isCharacterBoundary(range.lowerBound), text.isCharacterBoundary(range.upperBound) else { return false }
        }
        return true
    }

    /// This selection made valid for `text`: bounds clamped and rounded outward to character
    /// boundaries (an insertion point rounds forward), overlapping or touching ranges merged, empty ranges dropped (or the insertion
    /// point kept when nothing else remains).
    func normalized(in text: AttributedString) -> EditorSelection {
        var result = self
        var rounded: [Range<AttributedString.Index>] = []
        rounded.reserveCapacity(storage.count)
        for range in storage {
            // An insertion point inside a character moves past it (so that text just typed stays
            // before the caret); a range grows outward to whole characters.
            let lower = range.isEmpty
                ? text.characterBoundary(atOrAfter: range.lowerBound)
                : text.characterBoundary(atOrBefore: range.lowerBound)
            let upper = range.isEmpty ? lower : text.characterBoundary(atOrAfter: range.upperBound)
            rounded.append(lower ..< Swift.max(lower, upper))
        }
        let nonEmpty = RangeSet(rounded.filter { !$0.isEmpty })
        if nonEmpty.isEmpty {
            let caret = rounded.first?.lowerBound ?? text.startIndex
            result.storage = [caret ..< caret]
        } else {
            result.storage = Array(nonEmpty.ranges)
        }
        return result
    }
}
