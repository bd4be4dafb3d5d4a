import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorState {
    /// Every occurrence of `word` in the text, compared character by character (so "e" does
    /// not match inside "é"), as one `RangeSet`. Linear in the length of the text.
    public func occurrences(of word: String) -> RangeSet<AttributedString.Index> {
        guard !word.isEmpty else { return RangeSet() }
        let string = String(text.characters)
        var result = RangeSet<AttributedString.Index>()
        for match in string.ranges(of: word) {
            let lower = string.utf8.distance(from: string.startIndex, to: match.lowerBound)
            let upper = string.utf8.distance(from: string.startIndex, to: match.upperBound)
            result.insert(contentsOf: text.index(atUTF8Offset: lower) ..< text.index(atUTF8Offset: upper))
        }
        return result
    }

    /// Adds `attributes` to every occurrence of `word`, keeping the selection on the same text.
    ///
    /// This is the fix for a classic bug: looping over the occurrences and mutating one range
    /// at a time invalidates every index taken before the first mutation, the remaining
    /// occurrences and the selection alike. Here all occurrences form one `RangeSet`, changed
    /// by one mutation inside one `transform(updating:)`.
    ///
    /// - Returns: the ranges marked.
    @discardableResult
    public mutating func markAllOccurrences(of word: String, with attributes: AttributeContainer) -> RangeSet<AttributedString.Index> {
        let ranges = occurrences(of: word)
        guard !ranges.isEmpty else { return ranges }
        let tracked = transformText(tracking: Array(ranges.ranges)) { text in
            text[ranges].mergeAttributes(attributes)
        }
        return RangeSet(tracked)
    }

    /// Sets `key` to `value` on every occurrence of `word`; see
    /// ``markAllOccurrences(of:with:)``.
    @discardableResult
    public mutating func markAllOccurrences<Key: AttributedStringKey>(
        of word: String, key: Key.Type, value: Key.Value
    ) -> RangeSet<AttributedString.Index> where Key.Value: Sendable {
        var attributes = AttributeContainer()
        attributes[Key.self] = value
        return markAllOccurrences(of: word, with: attributes)
    }
}
