import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorSelection {
    /// The selection as UTF-16 offset ranges, the unit of browsers' `selectionStart`/`selectionEnd`,
    /// `NSRange` and `NSString`. An insertion point is one empty range.
    public func utf16Ranges(in text: AttributedString) -> [Range<Int>] {
        storage.map { range in
            // Rounded first: measuring from inside a character never terminates in Foundation,
            // and a selection built outside an `EditorState` may hold any index.
            let lower = text.utf16.distance(from: text.startIndex, to: text.characterBoundary(atOrBefore: range.lowerBound))
            let upper = text.utf16.distance(from: text.startIndex, to: text.characterBoundary(atOrAfter: range.upperBound))
            return lower ..< Swift.max(lower, upper)
        }
    }

    /// The selection as character (grapheme cluster) offset ranges, the unit of `String.count`.
    public func characterRanges(in text: AttributedString) -> [Range<Int>] {
        storage.map { range in
            let lower = text.characters.distance(from: text.startIndex, to: text.characterBoundary(atOrBefore: range.lowerBound))
            let upper = text.characters.distance(from: text.startIndex, to: text.characterBoundary(atOrAfter: range.upperBound))
            return lower ..< Swift.max(lower, upper)
        }
    }

    /// A selection from UTF-16 offset ranges. Offsets past the end are clamped; offsets inside a
    /// surrogate pair or a grapheme cluster round outward to whole characters (an empty range
    /// rounds forward). No offset can make this fail. An empty array selects the start.
    public init(utf16Ranges: [Range<Int>], in text: AttributedString, typingAttributes: AttributeContainer = AttributeContainer()) {
        let count = text.utf16.count
        let ranges = utf16Ranges.map { range -> Range<AttributedString.Index> in
            let lower = text.utf16.index(text.startIndex, offsetBy: Swift.min(Swift.max(0, range.lowerBound), count))
            let upper = text.utf16.index(text.startIndex, offsetBy: Swift.min(Swift.max(0, range.upperBound), count))
            return lower ..< Swift.max(lower, upper)
        }
        self.init(storage: ranges, typingAttributes: typingAttributes, in: text)
    }

    /// A selection from character offset ranges; offsets past the end are clamped.
    public init(characterRanges: [Range<Int>], in text: AttributedString, typingAttributes: AttributeContainer = AttributeContainer()) {
        let count = text.characters.count
        let ranges = characterRanges.map { range -> Range<AttributedString.Index> in
            let lower = text.index(text.startIndex, offsetByCharacters: Swift.min(Swift.max(0, range.lowerBound), count))
            let upper = text.index(text.startIndex, offsetByCharacters: Swift.min(Swift.max(0, range.upperBound), count))
            return lower ..< Swift.max(lower, upper)
        }
        self.init(storage: ranges, typingAttributes: typingAttributes, in: text)
    }

    private init(storage ranges: [Range<AttributedString.Index>], typingAttributes: AttributeContainer, in text: AttributedString) {
        let start = text.startIndex
        self.init(insertionPoint: start, typingAttributes: typingAttributes)
        if !ranges.isEmpty { storage = ranges }
        self = normalized(in: text)
    }
}
