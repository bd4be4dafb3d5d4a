import Foundation

/// One step of a client's undo (or redo) history: how to take back what one of its operations
/// did, kept valid while other clients edit (see ``RecipeChange``).
///
/// A text step knows where the text it inserted is now (`pieces`: the parts that still exist)
/// and what it replaced (`restored`); undoing it replaces those pieces, and only those, with
/// `restored`, so text another client typed meanwhile, even inside the pieces, stays. A
/// formatting step knows the span whose attributes it changed and the attributed text that was
/// there; another client's text change inside that span makes it impossible to undo exactly,
/// and the step is dropped rather than undo someone else's work.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeUndoStep: Sendable {
    enum Kind: Sendable, Equatable {
        /// Typed text; consecutive typing merges.
        case typing
        /// Deleted text; consecutive deletions merge.
        case deletion
        /// Any other text change (paste, new paragraph, replacement, an undo or redo).
        case edit
        /// Attributes only; the text stays.
        case formatting
    }

    var kind: Kind
    /// Where the step's own text (or, for formatting, the span it changed) is now.
    var pieces: [Range<Int>]
    /// Where `restored` goes back when nothing of `pieces` is left.
    var anchor: Int
    /// What the step replaced, with its attributes.
    var restored: AttributedString

    /// The step that takes back a change whose region (see ``region(of:from:to:)``) is
    /// `region`, given the attributed text before it.
    init(kind: Kind, region: (old: Range<Int>, new: Range<Int>), before: AttributedString) {
        self.kind = kind
        pieces = region.new.isEmpty ? [] : [region.new]
        anchor = region.new.lowerBound
        restored = AttributedString(before[Self.indices(of: region.old, in: before)])
    }

    /// Carries the step over a later change by any client; false when it can no longer be
    /// undone without touching that change's text.
    mutating func transform(over change: RecipeChange) -> Bool {
        guard !change.keepsText else { return true }
        if kind == .formatting {
            guard let span = pieces.first, !change.touchesInside(span) else { return false }
            pieces = change.transform(range: span)
            return pieces.count == 1
        }
        pieces = pieces.flatMap { change.transform(range: $0) }.filter { !$0.isEmpty }
        anchor = change.transform(anchor)
        return true
    }

    /// Merges `change` (whose region is `region`), made right after this step by the same
    /// client with nothing in between, when both are typing or both deleting at the place the
    /// step ended and the change touched no attributes around it; false when they do not
    /// continue each other.
    mutating func absorb(_ change: RecipeChange, kind: Kind, region: (old: Range<Int>, new: Range<Int>), before: AttributedString) -> Bool {
        guard kind == self.kind, region.old == change.start ..< change.start + change.removedLength,
              region.new == change.start ..< change.start + change.inserted else { return false }
        switch kind {
        case .typing:
            guard change.removed.isEmpty, let last = pieces.last, last.upperBound == change.start else { return false }
            pieces[pieces.count - 1] = last.lowerBound ..< (last.upperBound + change.inserted)
            return true
        case .deletion:
            guard change.inserted == 0, pieces.isEmpty else { return false }
            let removed = AttributedString(before[Self.indices(of: region.old, in: before)])
            if anchor == change.start + change.removedLength {
                restored = removed + restored
                anchor = change.start
                return true
            }
            if anchor == change.start {
                restored += removed
                return true
            }
            return false
        case .edit, .formatting:
            return false
        }
    }

    /// What a change touched, in the text before it (`old`) and after it (`new`): its replaced
    /// and inserted text, widened to the attributes that changed around it (Foundation drops an
    /// ingredient from the run an edit is in; the formatting definition adjusts neighbours).
    /// For a change of attributes only, the span whose attributes differ; nil when nothing does.
    static func region(of change: RecipeChange, from old: AttributedString, to new: AttributedString) -> (old: Range<Int>, new: Range<Int>)? {
        /// Each run's end offset, from the start (or, reversed, from the end) of the text.
        func runs(_ text: AttributedString, reversed: Bool) -> [(end: Int, attributes: AttributeContainer)] {
            let lengths = text.runs.map { (text.utf16.distance(from: $0.range.lowerBound, to: $0.range.upperBound), $0.attributes) }
            var offset = 0
            return (reversed ? lengths.reversed() : lengths).map { length, attributes in
                offset += length
                return (offset, attributes)
            }
        }
        /// How far from their start two run lists carry the same attributes, up to `cap`.
        func equalPrefix(_ a: [(end: Int, attributes: AttributeContainer)], _ b: [(end: Int, attributes: AttributeContainer)], cap: Int) -> Int {
            var i = 0, j = 0, position = 0
            while position < cap, i < a.count, j < b.count, a[i].attributes == b[j].attributes {
                position = Swift.min(a[i].end, b[j].end)
                if a[i].end == position { i += 1 }
                if b[j].end == position { j += 1 }
            }
            return i == a.count || j == b.count ? cap : Swift.min(position, cap)
        }
        let oldLength = old.utf16.count, newLength = new.utf16.count
        let start = change.keepsText ? oldLength : change.start
        let tail = change.keepsText ? oldLength : oldLength - change.start - change.removedLength
        let lower = equalPrefix(runs(old, reversed: false), runs(new, reversed: false), cap: start)
        let equalTail = equalPrefix(runs(old, reversed: true), runs(new, reversed: true), cap: tail)
        if change.keepsText {
            guard lower < oldLength - equalTail else { return nil }
            return (lower ..< oldLength - equalTail, lower ..< oldLength - equalTail)
        }
        return (lower ..< oldLength - equalTail, lower ..< Swift.max(lower, newLength - equalTail))
    }

    /// The indices of UTF-16 offsets `range` in `text` (clamped).
    static func indices(of range: Range<Int>, in text: AttributedString) -> Range<AttributedString.Index> {
        let count = text.utf16.count
        let lower = text.utf16.index(text.startIndex, offsetBy: Swift.min(Swift.max(0, range.lowerBound), count))
        let upper = text.utf16.index(lower, offsetBy: Swift.min(Swift.max(0, range.count), count - Swift.min(Swift.max(0, range.lowerBound), count)))
        return lower ..< upper
    }
}
