/// The start of one content line of a block: content offset and the source offset it came from.
struct ContentSegment {
    var contentOffset: Int
    var sourceOffset: Int
}

/// Maps offsets of a block's joined content back to source offsets.
enum SourceMap {
    static func sourceOffset(of offset: Int, in segments: [ContentSegment]) -> Int {
        segments.withUnsafeBufferPointer { sourceOffset(of: offset, in: $0) }
    }

    static func sourceOffset(of offset: Int, in segments: UnsafeBufferPointer<ContentSegment>) -> Int {
        guard !segments.isEmpty else { return offset }
        // Most leaves are a single line.
        if segments.count == 1 { return segments[0].sourceOffset + Swift.max(0, offset - segments[0].contentOffset) }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].contentOffset <= offset { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        return segment.sourceOffset + Swift.max(0, offset - segment.contentOffset)
    }
}
