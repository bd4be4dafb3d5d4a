/// The changes a recipe session accepted most recently, one per revision, so that an operation
/// made at an older revision can be carried over the ones accepted since (see
/// ``RecipeChange``). Only the last ``RecipeLimits/changeLogDepth`` are kept; an operation older
/// than that (or than ``RecipeLimits/changeLogBytes`` of removed text) is refused with 409 and
/// the page reloads the state.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeChangeLog: Sendable {
    /// The revision the first kept change starts from.
    private(set) var firstRevision: Int
    private var changes: [RecipeChange] = []
    private let depth: Int
    /// The UTF-8 bytes of the kept changes' removed text.
    private(set) var byteCount = 0

    /// An empty log of a text at `revision`.
    init(revision: Int, depth: Int = RecipeLimits.changeLogDepth) {
        firstRevision = revision
        self.depth = Swift.max(1, depth)
    }

    /// The revision after the last kept change.
    var revision: Int { firstRevision + changes.count }

    /// Records the change from ``revision`` to the next one.
    mutating func append(_ change: RecipeChange) {
        changes.append(change)
        byteCount += change.removed.utf8.count
        var dropped = 0
        while changes.count - dropped > depth || (byteCount > RecipeLimits.changeLogBytes && changes.count - dropped > 1) {
            byteCount -= changes[dropped].removed.utf8.count
            dropped += 1
        }
        if dropped > 0 {
            changes.removeFirst(dropped)
            firstRevision += dropped
        }
    }

    /// The changes from `revision` to the current one, or nil when `revision` is older than the
    /// log or newer than the text.
    func changes(since revision: Int) -> ArraySlice<RecipeChange>? {
        guard revision >= firstRevision, revision <= self.revision else { return nil }
        return changes[(revision - firstRevision)...]
    }

    /// `ranges`, made at `revision`, carried over every change since: the parts of each range
    /// that still exist, or the caret where a range went when nothing of it is left.
    static func transform(_ ranges: [Range<Int>], over changes: some Sequence<RecipeChange>) -> [Range<Int>] {
        var current = ranges
        for change in changes where !change.keepsText {
            var next: [Range<Int>] = []
            for range in current {
                let parts = change.transform(range: range)
                next += parts.isEmpty ? [change.transform(range.lowerBound) ..< change.transform(range.lowerBound)] : parts
            }
            current = next
        }
        return merged(current)
    }

    /// Sorted ranges with touching or overlapping ones merged; one caret when every range is
    /// empty, and the empty ranges dropped when some are not.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        let nonEmpty = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        guard !nonEmpty.isEmpty else { return ranges.first.map { [$0.lowerBound ..< $0.lowerBound] } ?? [] }
        var result: [Range<Int>] = []
        for range in nonEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound ..< Swift.max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The plain text (UTF-16) at `revision`, rebuilt from `current` by undoing the changes since;
    /// nil when the log does not reach back that far.
    func text(at revision: Int, current: [UInt16]) -> [UInt16]? {
        guard let since = changes(since: revision) else { return nil }
        var text = current
        for change in since.reversed() where !change.keepsText { change.undone(on: &text) }
        return text
    }
}
