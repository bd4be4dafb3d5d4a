import Foundation

/// The document of a rich-text editor and what is selected in it.
///
/// A value: copying an `EditorState` is cheap (the text is copy-on-write) and is how undo keeps
/// history. Every change goes through ``transformText(_:)`` (or an edit built on it), which runs
/// the mutation inside `AttributedString.transform(updating:)` so the selection keeps pointing at
/// the same text afterwards: a plain index into an `AttributedString` is invalid after any
/// mutation, even of attributes only.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct EditorState: Sendable, Equatable {
    /// The document.
    public private(set) var text: AttributedString

    /// The selection; whatever is assigned is normalized against ``text`` (clamped, rounded to
    /// character boundaries, ranges merged), so it is always valid.
    public var selection: EditorSelection {
        didSet { selection = selection.normalized(in: text) }
    }

    /// A document with an insertion point at its end, typing with the attributes of its last
    /// character.
    public init(text: AttributedString = AttributedString()) {
        self.text = text
        let end = text.endIndex
        selection = EditorSelection(insertionPoint: end, typingAttributes: text.attributesOfCharacter(at: end) ?? AttributeContainer())
    }

    /// A document with `selection` (normalized against `text`).
    public init(text: AttributedString, selection: EditorSelection) {
        self.text = text
        self.selection = selection.normalized(in: text)
    }

    /// Runs `body` on the text and carries the selection through it with
    /// `transform(updating:)`. When `body` replaces the text wholesale, tracking is impossible and
    /// the selection falls back to the same UTF-8 offsets, clamped and rounded.
    public mutating func transformText(_ body: (inout AttributedString) -> Void) {
        _ = transformText(tracking: [], body)
    }

    /// ``transformText(_:)`` that also carries `extra` ranges of the current text through the
    /// mutation and returns them updated, in the same order.
    mutating func transformText(
        tracking extra: [Range<AttributedString.Index>],
        _ body: (inout AttributedString) -> Void
    ) -> [Range<AttributedString.Index>] {
        let selectionCount = selection.storage.count
        let tracked = selection.storage + extra.map { text.reanchored($0.lowerBound) ..< text.reanchored($0.upperBound) }
        let offsets = tracked.map { (text.utf8Offset(of: $0.lowerBound), text.utf8Offset(of: $0.upperBound)) }
        var updated: [Range<AttributedString.Index>]
        if let result = text.transform(updating: tracked, body: body) {
            updated = result
        } else {
            updated = offsets.map { bounds in
                let lower = text.characterBoundary(atUTF8Offset: bounds.0)
                let upper = text.characterBoundary(atUTF8Offset: bounds.1, roundingUp: true)
                return lower ..< Swift.max(lower, upper)
            }
        }
        var newSelection = selection
        newSelection.storage = Array(updated.prefix(selectionCount))
        selection = newSelection
        return Array(updated.dropFirst(selectionCount))
    }

    /// Selects `ranges`, taking the typing attributes from the first selected character.
    public mutating func select(_ ranges: RangeSet<AttributedString.Index>) {
        selection = EditorSelection(ranges)
        refreshTypingAttributes()
    }

    /// Puts the insertion point at `index`, typing with the attributes of the character before it.
    public mutating func select(insertionPoint index: AttributedString.Index) {
        selection = EditorSelection(insertionPoint: index)
        refreshTypingAttributes()
    }

    /// Selects UTF-16 offset ranges (as a browser reports them); see
    /// ``EditorSelection/init(utf16Ranges:in:typingAttributes:)`` for the rounding rules.
    public mutating func select(utf16Ranges: [Range<Int>]) {
        selection = EditorSelection(utf16Ranges: utf16Ranges, in: text)
        refreshTypingAttributes()
    }

    /// Selects character offset ranges.
    public mutating func select(characterRanges: [Range<Int>]) {
        selection = EditorSelection(characterRanges: characterRanges, in: text)
        refreshTypingAttributes()
    }

    /// Selects the whole document.
    public mutating func selectAll() {
        selection = EditorSelection(text.startIndex ..< text.endIndex)
        refreshTypingAttributes()
    }

    /// Derives the typing attributes from the text at the selection, as text editors do when
    /// the selection moves: the character before an insertion point (the first character when
    /// the insertion point is at the start), or the first selected character. An empty text
    /// keeps the current typing attributes.
    mutating func refreshTypingAttributes() {
        let attributes: AttributeContainer?
        if let caret = selection.insertionPoint {
            attributes = caret > text.startIndex
                ? text.attributesOfCharacter(at: text.characters.index(before: caret))
                : text.attributesOfCharacter(at: caret)
        } else {
            attributes = selection.storage.first.flatMap { text.attributesOfCharacter(at: $0.lowerBound) }
        }
        if let attributes {
            selection.typingAttributes = attributes
        }
    }
}
