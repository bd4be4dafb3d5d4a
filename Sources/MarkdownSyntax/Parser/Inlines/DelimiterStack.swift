/// One run of `*`, `_` or `~` that may open or close emphasis (cmark's `delimiter`).
struct Delimiter {
    var node: Int
    var character: UInt8
    /// Delimiters left in the run.
    var count: Int
    /// Length of the run as written (for the "multiple of 3" rule).
    var originalCount: Int
    var canOpen: Bool
    var canClose: Bool
    var previous: Int
    var next: Int
}

/// The delimiter stack as a doubly linked list over an array.
struct DelimiterStack {
    var items: [Delimiter] = []
    var last = -1

    /// Empties the stack, keeping its storage for the next leaf.
    mutating func removeAll() {
        if !items.isEmpty { items.removeAll(keepingCapacity: true) }
        last = -1
    }

    mutating func push(_ delimiter: Delimiter) {
        var delimiter = delimiter
        delimiter.previous = last
        delimiter.next = -1
        // One allocation for the usual few delimiter runs of a leaf, not a doubling series.
        if items.capacity == 0 { items.reserveCapacity(16) }
        items.append(delimiter)
        let index = items.count - 1
        if last >= 0 { items[last].next = index }
        last = index
    }

    mutating func remove(_ index: Int) {
        let previous = items[index].previous
        let next = items[index].next
        if next >= 0 { items[next].previous = previous } else { last = previous }
        if previous >= 0 { items[previous].next = next }
        items[index].previous = -1
        items[index].next = -1
    }
}
