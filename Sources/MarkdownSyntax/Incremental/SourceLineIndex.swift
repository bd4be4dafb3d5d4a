/// Line lookups over a ``SourceLineTable`` for the incremental parser: which line an offset is
/// on, where that line starts and ends, and whether a line is blank.
struct SourceLineIndex {
    let lineStarts: [Int]
    let byteCount: Int

    init(_ table: SourceLineTable) {
        lineStarts = table.lineStarts
        byteCount = table.byteCount
    }

    /// The 0-based index of the line holding `offset` (O(log lines)).
    func line(containing offset: Int) -> Int {
        SourceLineTable.lineIndex(containing: offset, in: lineStarts)
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        lineStarts[line(containing: offset)]
    }

    /// The offset just past the line ending of the line holding `offset` (the source length on
    /// the last line).
    func lineEnd(of offset: Int) -> Int {
        let next = line(containing: offset) + 1
        return next < lineStarts.count ? lineStarts[next] : byteCount
    }

    /// True when the line before the one starting at `lineStart` holds only spaces, tabs and its
    /// line ending, or when there is no line before it.
    func previousLineIsBlank(_ lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let index = line(containing: lineStart)
        guard index > 0 else { return true }
        var offset = lineStarts[index - 1]
        while offset < lineStart, offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return false
            }
        }
        return true
    }
}
