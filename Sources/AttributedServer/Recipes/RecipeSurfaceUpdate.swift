import AttributedMarkdown
import Foundation

/// Brings the recipe surface (``RecipeSurfaceHTML/paragraphs(of:)``) up to date after an
/// operation by rendering only the paragraphs around what the operation changed.
///
/// What changed is found without rendering: the text's change is the span between the longest
/// common prefix and suffix of the plain texts before and after (a byte comparison), and an
/// operation that changes attributes without changing text changes them inside the selection
/// (a formatting toggle), so the selections before and after are added to that span. Editing
/// touches attributes only next to the text it changes: Foundation drops an invalidated
/// attribute (an ingredient) from the run the change is in, and the editor enforces the
/// recipe's definition on the runs around the change; an ingredient never spans a paragraph
/// break, so those runs lie in the paragraphs the span touches. Operations that can change
/// attributes anywhere (undo, redo, marking an ingredient's occurrences) render the whole
/// surface.
///
/// The paragraphs from the one holding the span's start to the one holding its end are
/// rendered from the new text and replace the old paragraphs over the same span.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct RecipeSurfaceUpdate {
    /// The new surface, or nil when the update cannot be made paragraph-wise (the caller
    /// renders the whole text).
    ///
    /// - Parameters:
    ///   - surface: The paragraphs of the text before the operation.
    ///   - oldText: The plain text before the operation (`String(text.characters)`).
    ///   - newText: The plain text after it.
    ///   - text: The attributed text after it.
    ///   - oldSelection: The selection before the operation, as UTF-8 ranges of the old text.
    ///   - newSelection: The selection after it, as UTF-8 ranges of the new text.
    static func surface(
        _ surface: [String], oldText: String, newText: String, text: AttributedString,
        oldSelection: [Range<Int>], newSelection: [Range<Int>]
    ) -> [String]? {
        let old = Array(oldText.utf8)
        let new = Array(newText.utf8)
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let delta = new.count - old.count
        // The changed span in the new text, widened by the selections.
        var low = prefix
        var high = new.count - suffix
        // A selection before the operation, moved into the new text: unchanged before the
        // change, shifted by `delta` after it, onto the change's ends inside it.
        let changeEnd = old.count - suffix
        let moved = oldSelection.map { range in
            let lower = range.lowerBound <= prefix ? range.lowerBound : range.lowerBound >= changeEnd ? range.lowerBound + delta : prefix
            let upper = range.upperBound >= changeEnd ? range.upperBound + delta : Swift.max(prefix, new.count - suffix)
            return Swift.min(lower, upper)..<Swift.max(lower, upper)
        }
        for range in moved + newSelection {
            low = Swift.min(low, Swift.max(0, range.lowerBound))
            high = Swift.max(high, Swift.min(new.count, range.upperBound))
        }
        guard low <= high else { return nil }
        // The whole paragraphs around it: from the line feed before `low` to the one at or after `high`.
        let newline = UInt8(ascii: "\n")
        var start = low
        while start > 0, new[start - 1] != newline { start -= 1 }
        var newEnd = high
        while newEnd < new.count, new[newEnd] != newline { newEnd += 1 }
        // Before `low` and from `high` on, the texts agree (`high - delta` in the old text).
        let oldEnd = newEnd - delta
        guard oldEnd >= start, oldEnd <= old.count else { return nil }
        let first = new[..<start].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
        let removed = 1 + old[start..<oldEnd].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
        let added = 1 + new[start..<newEnd].reduce(0) { $0 + ($1 == newline ? 1 : 0) }
        guard first + removed <= surface.count else { return nil }
        let lower = text.utf8Index(text.startIndex, offsetBy: start)
        let upper = text.utf8Index(lower, offsetBy: newEnd - start)
        let paragraphs = RecipeSurfaceHTML().paragraphs(of: AttributedString(text[lower..<upper]))
        guard paragraphs.count == added else { return nil }
        var result = surface
        result.replaceSubrange(first..<(first + removed), with: paragraphs)
        return result
    }
}
