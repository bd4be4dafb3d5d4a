import Foundation

// UTF-8 offsets into an `AttributedString`, for every platform and deployment target.
//
// `AttributedString.utf8` (and `AttributedSubstring.utf8`) exist on Apple platforms only from
// macOS/iOS/tvOS/watchOS/visionOS 26 (`FoundationPreview 6.2`); swift-foundation on Linux has
// them unconditionally. This file is the package's only place that touches that view: everything
// else asks these helpers, which use the view where it exists and otherwise walk the Unicode
// scalars (available since macOS 12), counting each scalar's UTF-8 length. The fallback is linear
// in the distance walked; the cursor below keeps passes over all runs linear overall.
//
// Positions that survive mutation: an AttributedString's indices are invalidated by every
// mutation, attributes included, so code that edits many runs records where they are as UTF-8
// offsets first, then makes fresh indices from the offsets just before each edit.

extension AttributedString {
    /// The index `distance` UTF-8 code units after `index` (`distance` ≥ 0, landing on a scalar
    /// boundary).
    package func utf8Index(_ index: Index, offsetBy distance: Int) -> Index {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return utf8.index(index, offsetBy: distance)
        }
        return scalarWalkIndex(index, offsetByUTF8: distance)
    }

    /// The number of UTF-8 code units from `start` to `end` (`start` ≤ `end`).
    package func utf8Distance(from start: Index, to end: Index) -> Int {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return utf8.distance(from: start, to: end)
        }
        return scalarWalkDistance(from: start, to: end)
    }

    /// The number of UTF-8 code units of the whole string.
    package var utf8Count: Int { utf8Distance(from: startIndex, to: endIndex) }

    /// The UTF-8 offset of `index` from the start.
    package func utf8Offset(of index: Index) -> Int {
        utf8Distance(from: startIndex, to: index)
    }

    /// The index at UTF-8 `offset` from the start, clamped to the string.
    package func index(atUTF8Offset offset: Int) -> Index {
        utf8Index(startIndex, offsetBy: Swift.min(Swift.max(0, offset), utf8Count))
    }

    /// `range` as UTF-8 offsets from the start.
    package func utf8Offsets(of range: Range<Index>) -> Range<Int> {
        let lower = utf8Offset(of: range.lowerBound)
        return lower..<(lower + utf8Distance(from: range.lowerBound, to: range.upperBound))
    }

    /// The range of UTF-8 offsets `offsets` as indices of this string.
    package func range(utf8Offsets offsets: Range<Int>) -> Range<Index> {
        let lower = utf8Index(startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8Index(lower, offsetBy: offsets.count)
    }

    /// The fallback of ``utf8Index(_:offsetBy:)`` before the 26 releases (any platform, so that
    /// tests on Linux exercise it).
    package func scalarWalkIndex(_ index: Index, offsetByUTF8 distance: Int) -> Index {
        var position = index
        var remaining = distance
        let scalars = unicodeScalars
        while remaining > 0, position < scalars.endIndex {
            remaining -= Self.utf8Length(of: scalars[position])
            position = scalars.index(after: position)
        }
        return position
    }

    /// The fallback of ``utf8Distance(from:to:)`` before the 26 releases.
    package func scalarWalkDistance(from start: Index, to end: Index) -> Int {
        var total = 0
        for scalar in unicodeScalars[start..<end] {
            total += Self.utf8Length(of: scalar)
        }
        return total
    }

    private static func utf8Length(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case ..<0x80: 1
        case ..<0x800: 2
        case ..<0x1_0000: 3
        default: 4
        }
    }

    /// Walks ranges that follow each other from the start of a string, turning each into UTF-8
    /// offsets without rescanning from the start.
    package struct UTF8OffsetCursor {
        private var index: AttributedString.Index
        private var offset = 0

        package init(at start: AttributedString.Index) {
            index = start
        }

        /// The offsets of `range`, which must not start before the previous range's end.
        package mutating func offsets(of range: Range<AttributedString.Index>, in text: AttributedString) -> Range<Int> {
            let lower = offset + text.utf8Distance(from: index, to: range.lowerBound)
            let upper = lower + text.utf8Distance(from: range.lowerBound, to: range.upperBound)
            index = range.upperBound
            offset = upper
            return lower..<upper
        }
    }
}
