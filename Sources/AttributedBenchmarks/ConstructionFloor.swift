import AttributedMarkdown
import Foundation

/// The cost of building an AttributedString with a given set of runs by each public strategy,
/// so the mapping's own overhead over Foundation's construction cost is visible.
///
/// Foundation's AttributedString on Linux costs microseconds per run whatever the API; the
/// parser cannot be faster than the cheapest of these for the same runs.
enum ConstructionFloor {
    struct Piece {
        var text: String
        var attributes: AttributeContainer
    }

    /// The runs of `string`, as (text, attributes) pieces.
    static func pieces(of string: AttributedString) -> [Piece] {
        string.runs.map { run in
            Piece(text: String(string[run.range].characters), attributes: run.attributes)
        }
    }

    /// Appends one attributed piece per run.
    static func append(_ pieces: [Piece]) -> AttributedString {
        var result = AttributedString()
        for piece in pieces {
            result.append(AttributedString(piece.text, attributes: piece.attributes))
        }
        return result
    }

    /// Builds the whole text once, then sets each run's attributes on its range.
    static func setOnRanges(_ pieces: [Piece]) -> AttributedString {
        var text = ""
        text.reserveCapacity(pieces.reduce(0) { $0 + $1.text.utf8.count })
        for piece in pieces { text += piece.text }
        var result = AttributedString(text)
        var lower = result.startIndex
        for piece in pieces {
            let upper = result.utf8Index(lower, offsetBy: piece.text.utf8.count)
            if !piece.attributes.isEmptyContainer {
                result[lower..<upper].setAttributes(piece.attributes)
            }
            lower = upper
        }
        return result
    }

    /// Builds the whole text once, then sets each distinct attribute set once, on the
    /// `RangeSet` of every run that has it (`AttributedString[RangeSet]` is macOS/iOS 26 on
    /// Apple platforms: before, each of the ranges in turn).
    static func rangeSetPerValue(_ pieces: [Piece]) -> AttributedString {
        var text = ""
        for piece in pieces { text += piece.text }
        var result = AttributedString(text)
        var groups: [(attributes: AttributeContainer, ranges: [Range<AttributedString.Index>])] = []
        var groupIndex: [String: Int] = [:]
        var lower = result.startIndex
        for piece in pieces {
            let upper = result.utf8Index(lower, offsetBy: piece.text.utf8.count)
            if !piece.attributes.isEmptyContainer {
                let key = "\(piece.attributes)"
                if let index = groupIndex[key] {
                    groups[index].ranges.append(lower..<upper)
                } else {
                    groupIndex[key] = groups.count
                    groups.append((piece.attributes, [lower..<upper]))
                }
            }
            lower = upper
        }
        for group in groups {
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
                result[RangeSet(group.ranges)].setAttributes(group.attributes)
            } else {
                for range in group.ranges {
                    result[range].setAttributes(group.attributes)
                }
            }
        }
        return result
    }

    /// Concatenates the pieces pairwise, as a balanced tree of appends.
    static func balancedConcatenation(_ pieces: [Piece]) -> AttributedString {
        var level = pieces.map { AttributedString($0.text, attributes: $0.attributes) }
        guard !level.isEmpty else { return AttributedString() }
        while level.count > 1 {
            var next: [AttributedString] = []
            next.reserveCapacity(level.count / 2 + 1)
            var index = 0
            while index + 1 < level.count {
                var joined = level[index]
                joined.append(level[index + 1])
                next.append(joined)
                index += 2
            }
            if index < level.count { next.append(level[index]) }
            level = next
        }
        return level[0]
    }
}

extension AttributeContainer {
    /// True when the container holds no attribute.
    var isEmptyContainer: Bool { self == AttributeContainer() }
}
