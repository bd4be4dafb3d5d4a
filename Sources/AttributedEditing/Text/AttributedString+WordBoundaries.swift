import Foundation

extension Character {
    /// Letters, digits and the underscore make up words; everything else separates them.
    /// Works for every script Unicode classifies (Hebrew, Greek, CJK…).
    var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// The start of the word before `index`: separators right before it are skipped first, then
    /// the word itself. Linear in the distance covered.
    func wordBoundary(before index: Index) -> Index {
        var position = index
        while position > startIndex {
            let previous = characters.index(before: position)
            if characters[previous].isWordCharacter { break }
            position = previous
        }
        while position > startIndex {
            let previous = characters.index(before: position)
            if !characters[previous].isWordCharacter { break }
            position = previous
        }
        return position
    }

    /// The end of the word after `index`: separators right after it are skipped first, then
    /// the word itself.
    func wordBoundary(after index: Index) -> Index {
        var position = index
        while position < endIndex, !characters[position].isWordCharacter {
            position = characters.index(after: position)
        }
        while position < endIndex, characters[position].isWordCharacter {
            position = characters.index(after: position)
        }
        return position
    }

    /// The paragraph (its text up to and including its closing newline) around `range`.
    func paragraphRange(around range: Range<Index>) -> Range<Index> {
        var lower = range.lowerBound
        while lower > startIndex {
            let previous = characters.index(before: lower)
            if characters[previous].isNewline { break }
            lower = previous
        }
        var upper = range.upperBound
        if upper > lower, characters[characters.index(before: upper)].isNewline {
            return lower ..< upper
        }
        while upper < endIndex {
            let isNewline = characters[upper].isNewline
            upper = characters.index(after: upper)
            if isNewline { break }
        }
        return lower ..< upper
    }
}
