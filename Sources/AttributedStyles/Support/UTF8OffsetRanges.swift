import Foundation

// Positions that survive mutation. An AttributedString's indices are invalidated by every
// mutation, attributes included, so code that edits many runs records where they are as UTF-8
// offsets first, then makes fresh indices from the offsets just before each edit. Making an
// index from an offset is logarithmic in the string's size, so a pass over all runs stays
// near-linear.

extension AttributedString {
    /// Walks ranges that follow each other from the start of `text`, turning each into UTF-8
    /// offsets without rescanning from the start.
    struct UTF8OffsetCursor {
        private var index: AttributedString.Index
        private var offset = 0

        init(at start: AttributedString.Index) {
            index = start
        }

        /// The offsets of `range`, which must not start before the previous range's end.
        mutating func offsets(of range: Range<AttributedString.Index>, in text: AttributedString) -> Range<Int> {
            let lower = offset + text.utf8.distance(from: index, to: range.lowerBound)
            let upper = lower + text.utf8.distance(from: range.lowerBound, to: range.upperBound)
            index = range.upperBound
            offset = upper
            return lower..<upper
        }
    }

    /// A fresh range of this string from UTF-8 offsets recorded by ``UTF8OffsetCursor``.
    func range(utf8Offsets offsets: Range<Int>) -> Range<AttributedString.Index> {
        let lower = utf8.index(startIndex, offsetBy: offsets.lowerBound)
        let upper = utf8.index(lower, offsetBy: offsets.count)
        return lower..<upper
    }
}
