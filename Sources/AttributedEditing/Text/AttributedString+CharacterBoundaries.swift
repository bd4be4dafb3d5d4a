import AttributedMarkdown
import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// `index` moved into this string: clamped to `endIndex` and, when it belongs to another
    /// version of the text (another string, or this one before a mutation), re-derived from its
    /// UTF-8 offset so that Foundation never sees a stale index.
    func reanchored(_ index: Index) -> Index {
        if index >= endIndex { return endIndex }
        if index.isValid(within: self) { return index }
        return self.index(atUTF8Offset: utf8Offset(of: index))
    }

    /// The start of the character (extended grapheme cluster) that contains `index`.
    ///
    /// Foundation's character view rounds a position down to a character boundary before it
    /// steps, so stepping forward and back lands on the start of the enclosing character in
    /// constant time, even from the middle of a UTF-16 surrogate pair or a UTF-8 sequence.
    /// (Measuring a distance from such a position, by contrast, does not terminate.)
    func characterBoundary(atOrBefore index: Index) -> Index {
        let position = reanchored(index)
        guard position < endIndex else { return endIndex }
        return characters.index(before: characters.index(after: position))
    }

    /// The first character boundary at or after `index`.
    func characterBoundary(atOrAfter index: Index) -> Index {
        let position = reanchored(index)
        let start = characterBoundary(atOrBefore: position)
        return start == position ? start : characters.index(after: start)
    }

    /// The character boundary nearest to UTF-8 `offset`, rounding down (offsets are clamped).
    func characterBoundary(atUTF8Offset offset: Int, roundingUp: Bool = false) -> Index {
        let raw = index(atUTF8Offset: offset)
        return roundingUp ? characterBoundary(atOrAfter: raw) : characterBoundary(atOrBefore: raw)
    }

    /// Whether `index` (of this string's current version, or its end) starts a character.
    func isCharacterBoundary(_ index: Index) -> Bool {
        index == endIndex || characterBoundary(atOrBefore: index) == index
    }

    /// The attributes of the character at `index`, or of the last character when `index` is the end.
    func attributesOfCharacter(at index: Index) -> AttributeContainer? {
        guard !characters.isEmpty else { return nil }
        let start = index < endIndex ? index : characters.index(before: endIndex)
        return self[start ..< characters.index(after: start)].runs.first?.attributes
    }
}
