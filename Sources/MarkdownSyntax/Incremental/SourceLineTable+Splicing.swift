extension SourceLineTable {
    /// The table of the source after an edit, computed from this table (of the source before)
    /// by re-scanning only the lines the edit touches: O(edited bytes + lines) instead of a
    /// scan of the whole source.
    ///
    /// The re-scanned window starts at the line holding the byte before the edit and ends at
    /// the first line start whose preceding byte the edit leaves alone, so line endings that
    /// an edit joins or splits (`\r` + `\n`) are recounted.
    func splicing(_ editRange: SourceRange, delta: Int, newSource new: UnsafeBufferPointer<UInt8>) -> SourceLineTable {
        let starts = lineStarts
        // Index of the last line start <= offset.
        func lineIndex(_ offset: Int) -> Int { Self.lineIndex(containing: offset, in: starts) }
        let firstLine = lineIndex(Swift.max(0, editRange.lowerBound - 1))
        let windowStart = starts[firstLine]
        // The first old line start after the edit's end plus one byte, if any.
        var resumeLine = lineIndex(editRange.upperBound) + 1
        while resumeLine < starts.count, starts[resumeLine] < editRange.upperBound + 1 { resumeLine += 1 }
        let windowEnd = resumeLine < starts.count ? starts[resumeLine] + delta : new.count

        var result = Array(starts[...firstLine])
        result.reserveCapacity(starts.count + 16)
        var offset = windowStart
        var previousWasCR = false
        while offset < windowEnd, offset < new.count {
            let byte = new[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                if previousWasCR, let last = result.last, last == offset - 1 { result[result.count - 1] = offset } else { result.append(offset) }
                previousWasCR = false
            } else if byte == UInt8(ascii: "\r") {
                result.append(offset)
                previousWasCR = true
            } else {
                previousWasCR = false
            }
        }
        if resumeLine < starts.count {
            // The scan ended on the line start before starts[resumeLine]; append the rest, moved.
            if let last = result.last, last == windowEnd { result.removeLast() }
            for index in resumeLine..<starts.count { result.append(starts[index] + delta) }
        }
        return SourceLineTable(lineStarts: result, byteCount: new.count)
    }
}
