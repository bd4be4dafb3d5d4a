extension SourceRange {
    /// This range moved by `delta` bytes.
    @inlinable
    func shifted(by delta: Int) -> SourceRange {
        SourceRange(lowerBound + delta, upperBound + delta)
    }
}

extension BlockNode {
    /// Moves every range in this block and its descendants by `delta` bytes, in place (no
    /// allocation when the node's storage is not shared).
    mutating func shiftRanges(by delta: Int) {
        range = range.shifted(by: delta)
        for index in children.indices { children[index].shiftRanges(by: delta) }
        for index in inlines.indices { inlines[index].shiftRanges(by: delta) }
    }
}

extension InlineNode {
    /// Moves every range in this inline and its descendants by `delta` bytes, in place.
    mutating func shiftRanges(by delta: Int) {
        range = range.shifted(by: delta)
        if case .extendedAttributes(var info) = kind {
            info.jsonRange = info.jsonRange.shifted(by: delta)
            kind = .extendedAttributes(info)
        }
        for index in children.indices { children[index].shiftRanges(by: delta) }
    }
}
