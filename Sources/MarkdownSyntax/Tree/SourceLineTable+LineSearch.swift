extension SourceLineTable {
    /// The 0-based index of the line holding `offset`: the last of `lineStarts` (ascending,
    /// starting with 0) at or before it, by binary search (O(log lines)). The one line search
    /// of the package: source locations, the incremental parser's line index and the table
    /// splicing all use it.
    package static func lineIndex(containing offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 0-based index of the line holding `offset`.
    package func lineIndex(containing offset: Int) -> Int {
        Self.lineIndex(containing: offset, in: lineStarts)
    }
}
