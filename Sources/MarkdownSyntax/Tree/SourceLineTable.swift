/// The start offset of every line of a source text, for offset → line/column conversion.
public struct SourceLineTable: Hashable, Sendable {
    /// `lineStarts[i]` is the UTF-8 offset where line `i + 1` begins. Always starts with 0.
    public private(set) var lineStarts: [Int]
    /// The source length in bytes.
    public private(set) var byteCount: Int

    /// Builds the table by scanning for line endings (`\n`, `\r\n` and a lone `\r`, as CommonMark defines them).
    public init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Contiguous input (the parser's case) is scanned a word at a time; this runs over
        // every byte of every document, so it matters as much as any parsing step.
        if let table = bytes.withContiguousStorageIfAvailable({ SourceLineTable(contiguous: $0) }) {
            self = table
            return
        }
        var starts = [0]
        var offset = 0
        var previousWasCR = false
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                if previousWasCR { starts[starts.count - 1] = offset } else { starts.append(offset) }
                previousWasCR = false
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset)
                previousWasCR = true
            } else {
                previousWasCR = false
            }
        }
        lineStarts = starts
        byteCount = offset
    }

    /// The same scan over contiguous bytes, through ``SourceLineScanner`` (`memchr` from line
    /// ending to line ending), less than half the instructions of a portable word scan that
    /// stopped at every byte below 0x0E (docs/performance.md, "Scanning").
    private init(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var lines = SourceLineScanner(bytes)
        while let line = lines.next(), line.hasLineEnding { starts.append(line.next) }
        lineStarts = starts
        byteCount = bytes.count
    }

    /// A table from line starts already computed, for the incremental parser, which splices
    /// the table of an edited source instead of scanning all of it again.
    init(lineStarts: [Int], byteCount: Int) {
        self.lineStarts = lineStarts
        self.byteCount = byteCount
    }

    /// The line and column of `offset` (clamped to the source).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = Swift.max(0, Swift.min(offset, byteCount))
        let line = lineIndex(containing: offset)
        return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1, offset: offset)
    }
}
