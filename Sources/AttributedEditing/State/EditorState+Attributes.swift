import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension EditorState {
    /// Gives every run inside `ranges` the attributes `change` returns for it, as one tracked
    /// mutation. Runs whose attributes do not change are left alone; neighbouring pieces that end
    /// up identical are set together.
    ///
    /// - Returns: whether anything changed.
    @discardableResult
    mutating func rewriteRuns(
        in ranges: [Range<AttributedString.Index>],
        _ change: (AttributeContainer) -> AttributeContainer
    ) -> Bool {
        var pieces: [(lower: Int, upper: Int, attributes: AttributeContainer)] = []
        for range in ranges where !range.isEmpty {
            for run in text[range].runs {
                let updated = change(run.attributes)
                guard updated != run.attributes else { continue }
                let lower = text.utf8Offset(of: run.range.lowerBound)
                let upper = text.utf8Offset(of: run.range.upperBound)
                if let last = pieces.last, last.upper == lower, last.attributes == updated {
                    pieces[pieces.count - 1].upper = upper
                } else {
                    pieces.append((lower, upper, updated))
                }
            }
        }
        guard !pieces.isEmpty else { return false }
        // Attribute changes keep every UTF-8 offset, so each piece is found again by offset in
        // the text as it is at that point of the mutation.
        transformText { text in
            for piece in pieces {
                text[text.index(atUTF8Offset: piece.lower) ..< text.index(atUTF8Offset: piece.upper)].setAttributes(piece.attributes)
            }
        }
        return true
    }

    /// `range` widened to the whole runs on both of its sides: the runs an edit at `range` can
    /// have changed (Foundation drops `.textChanged` attributes from a whole run).
    func runNeighbourhood(of range: Range<AttributedString.Index>) -> Range<AttributedString.Index> {
        // Whole characters first: text joined to its neighbour (a combining mark, a regional
        // indicator) can leave an edit's bounds inside a character.
        var lower = text.characterBoundary(atOrBefore: range.lowerBound)
        if lower > text.startIndex {
            lower = text.runs[text.characters.index(before: lower)].range.lowerBound
        }
        var upper = text.characterBoundary(atOrAfter: range.upperBound)
        if upper < text.endIndex {
            upper = text.runs[upper].range.upperBound
        }
        return lower ..< upper
    }

    /// Runs `definition` over the runs around `ranges` (see ``FormattingDefinition/constrain(_:)``)
    /// and over the typing attributes.
    mutating func enforce(_ definition: FormattingDefinition, around ranges: [Range<AttributedString.Index>]) {
        guard !definition.isUnrestricted else { return }
        let neighbourhoods = RangeSet(ranges.map { runNeighbourhood(of: $0) }.filter { !$0.isEmpty })
        rewriteRuns(in: Array(neighbourhoods.ranges)) { definition.constrain($0) }
        selection.typingAttributes = definition.constrain(selection.typingAttributes)
    }

    /// Runs `definition` over the whole document and the typing attributes.
    public mutating func enforce(_ definition: FormattingDefinition) {
        guard !definition.isUnrestricted else { return }
        rewriteRuns(in: [text.startIndex ..< text.endIndex]) { definition.constrain($0) }
        selection.typingAttributes = definition.constrain(selection.typingAttributes)
    }
}
