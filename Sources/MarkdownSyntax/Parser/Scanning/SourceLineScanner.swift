/// Walks the lines of contiguous source bytes, one line ending to the next (`\n`, `\r\n` and a
/// lone `\r`, as CommonMark defines them): the one line scan that both ``SourceLineTable`` and
/// the block phase use, so a parse that needs no line table (HTML, events) finds every line once
/// and stores none of them.
///
/// The next `\n` and the next `\r` are each found with ``ByteSearch/firstIndex(of:in:from:end:)``
/// (`memchr` where there is one) and searched again only once passed, so tabs and other control
/// bytes cost nothing and a file with few `\r`s looks for them a handful of times.
struct SourceLineScanner {
    /// One line: its bytes are `start..<contentEnd`; the line ending (if any) is
    /// `contentEnd..<next`, and the next line starts at `next`. A last line without a line ending
    /// has `contentEnd == next ==` the source length.
    struct Line {
        let start: Int
        let contentEnd: Int
        let next: Int
        /// True when the line ends with a line ending (so another line, possibly empty, follows).
        var hasLineEnding: Bool { contentEnd < next }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var nextLF: Int
    private var nextCR: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        nextLF = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: 0, end: bytes.count)
        nextCR = ByteSearch.firstIndex(of: 0x0D, in: bytes, from: 0, end: bytes.count)
    }

    /// The next line, or nil once the source is consumed (an empty source has no line; a source
    /// ending with a line ending has no empty line after it).
    @inline(__always)
    mutating func next() -> Line? {
        let count = bytes.count
        let start = position
        guard start < count else { return nil }
        let ending = Swift.min(nextLF, nextCR)
        guard ending < count else {
            position = count
            return Line(start: start, contentEnd: count, next: count)
        }
        // `\r\n` is one line ending.
        let next = ending == nextCR && ending + 1 < count && bytes[ending + 1] == 0x0A ? ending + 2 : ending + 1
        position = next
        if nextLF < next { nextLF = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: next, end: count) }
        if nextCR < next { nextCR = ByteSearch.firstIndex(of: 0x0D, in: bytes, from: next, end: count) }
        return Line(start: start, contentEnd: ending, next: next)
    }
}
