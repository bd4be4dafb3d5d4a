/// What one accepted operation did to a recipe's plain text, in UTF-16 offsets: the `removed`
/// text at `start` was replaced by `inserted` code units. An operation that changes attributes
/// only is a change with nothing removed or inserted (it still counts as a revision).
///
/// Changes are the unit of the recipe's operational transform: a position, a selection or an
/// undo step made at an older revision is carried over every change accepted since
/// (``transform(_:)``, ``transform(range:)``), so it points at the same text as when it was
/// made.
///
/// The rules, for a change replacing `start..<start+removed` by `inserted` units:
/// - A position before the change, or at its start, stays: text another client inserts at a
///   caret goes after it, so two clients typing at one place never interleave their letters.
/// - A position after the replaced text moves by the change's delta; one inside it goes to the
///   end of the inserted text.
/// - A range keeps only the text it held that still exists: text inserted strictly inside it
///   splits it in two, text removed from it leaves it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeChange: Sendable, Equatable {
    /// The first changed offset.
    var start: Int
    /// The plain text replaced (empty for an insertion or an attribute change).
    var removed: String
    /// The number of UTF-16 code units inserted at `start`.
    var inserted: Int
    /// The client that made the change.
    var client: String

    /// UTF-16 code units removed.
    var removedLength: Int { removed.utf16.count }

    /// Whether the change left the plain text as it was (a formatting change).
    var keepsText: Bool { removed.isEmpty && inserted == 0 }

    init(start: Int, removed: String, inserted: Int, client: String) {
        self.start = start
        self.removed = removed
        self.inserted = inserted
        self.client = client
    }

    /// The change from `old` to `new` (UTF-16 code units): the span between their longest
    /// common prefix and suffix. The prefix is capped at `limit`, the offset where the operation
    /// started its edit, so that an edit next to equal characters is placed where it was made
    /// (typing "a" between "a" and "a" is an insertion at 1, not 2).
    init(from old: [UInt16], to new: [UInt16], startingAtOrBefore limit: Int, client: String) {
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        let cap = Swift.max(0, Swift.min(limit, shorter))
        while prefix < cap, old[prefix] == new[prefix] { prefix += 1 }
        // Never between the halves of a surrogate pair: the removed text must be valid.
        if prefix > 0, UTF16.isLeadSurrogate(old[prefix - 1]) { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        if suffix > 0, UTF16.isTrailSurrogate(old[old.count - suffix]) { suffix -= 1 }
        start = prefix
        removed = String(decoding: old[prefix ..< old.count - suffix], as: UTF16.self)
        inserted = new.count - suffix - prefix
        self.client = client
    }

    /// `position` carried over this change.
    func transform(_ position: Int) -> Int {
        let end = start + removedLength
        if position <= start { return position }
        if position >= end { return position + inserted - removedLength }
        return start + inserted
    }

    /// The parts of `range` that still exist after this change, in the new offsets: none when
    /// the change removed all of it, two when the change inserted text strictly inside it. An
    /// empty range (a caret) stays one empty range.
    func transform(range: Range<Int>) -> [Range<Int>] {
        if range.isEmpty {
            let position = transform(range.lowerBound)
            return [position ..< position]
        }
        let end = start + removedLength
        let delta = inserted - removedLength
        if range.upperBound <= start { return [range] }
        if range.lowerBound >= end { return [(range.lowerBound + delta) ..< (range.upperBound + delta)] }
        var parts: [Range<Int>] = []
        if range.lowerBound < start { parts.append(range.lowerBound ..< start) }
        if range.upperBound > end { parts.append((start + inserted) ..< (range.upperBound + delta)) }
        return parts
    }

    /// Whether this change touches the inside of `range`: removes any of it, or inserts
    /// strictly inside it.
    func touchesInside(_ range: Range<Int>) -> Bool {
        guard !keepsText else { return false }
        let end = start + removedLength
        if removedLength == 0 { return range.lowerBound < start && start < range.upperBound }
        return start < range.upperBound && end > range.lowerBound
    }

    /// `text` as it was before this change, given the text after it.
    func undone(on text: inout [UInt16]) {
        let upper = Swift.min(text.count, start + inserted)
        let lower = Swift.min(start, upper)
        text.replaceSubrange(lower ..< upper, with: removed.utf16)
    }
}
