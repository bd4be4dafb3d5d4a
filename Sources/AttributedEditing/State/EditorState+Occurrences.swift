import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorState {
    /// Every occurrence of `word` in the text, as one `RangeSet`.
    ///
    /// The search is literal, like `NSString`'s `.literal` option: the word's exact Unicode
    /// scalars, starting and ending on character boundaries (so "e" does not match inside a
    /// decomposed "é", nor "🇫" inside "🇫🇷"). Canonically equivalent spellings (a precomposed and
    /// a decomposed "é") do not match each other. Matches do not overlap. Linear in the length of
    /// the text.
    public func occurrences(of word: String) -> RangeSet<AttributedString.Index> {
        RangeSet(occurrenceOffsets(of: word).map { text.index(atUTF8Offset: $0.lowerBound) ..< text.index(atUTF8Offset: $0.upperBound) })
    }

    /// The UTF-8 offset ranges of ``occurrences(of:)``, left to right.
    func occurrenceOffsets(of word: String) -> [Range<Int>] {
        guard !word.isEmpty else { return [] }
        let search = LiteralSearch(word)
        // Converting the whole character view at once takes Foundation's fast path; a String built
        // character by character is hundreds of times slower on a large document. The String
        // also answers the character-boundary checks in constant time.
        var string = String(text.characters[...])
        let boundaries = string
        return string.withUTF8 { bytes in
            search.matches(in: bytes) { candidate in
                let utf8 = boundaries.utf8
                return utf8.index(utf8.startIndex, offsetBy: candidate.lowerBound).samePosition(in: boundaries) != nil
                    && utf8.index(utf8.startIndex, offsetBy: candidate.upperBound).samePosition(in: boundaries) != nil
            }
        }
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
        let offsets = occurrenceOffsets(of: word)
        mark(offsets, with: attributes)
        return RangeSet(offsets.map { text.index(atUTF8Offset: $0.lowerBound) ..< text.index(atUTF8Offset: $0.upperBound) })
    }

    /// Adds `attributes` to the text at UTF-8 `offsets` in one mutation, tracking the selection.
    /// Only the selection needs tracking: an attribute change keeps every UTF-8 offset.
    mutating func mark(_ offsets: [Range<Int>], with attributes: AttributeContainer) {
        guard !offsets.isEmpty else { return }
        let ranges = RangeSet(offsets.map { text.index(atUTF8Offset: $0.lowerBound) ..< text.index(atUTF8Offset: $0.upperBound) })
        transformText { text in
            text[ranges].mergeAttributes(attributes)
        }
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
