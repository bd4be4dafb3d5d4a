/// Finds closing backtick runs for code spans in linear total time.
///
/// As in cmark, the scanner remembers the last position of each run length it has passed; once
/// it has scanned to the end, an opener whose length has no later run is rejected at once, so
/// a paragraph of many unmatched backtick runs is not rescanned for each of them.
struct CodeSpanScanner {
    static let maximumRunLength = 1000
    /// Start of the last run of each length seen (-1: none), only as long as the longest run
    /// seen: growing it costs no more than scanning that run did, whereas a table of every
    /// possible length would be cleared once per paragraph holding a code span.
    private var lastRunStart: [Int] = []
    private var scannedToEnd = false

    /// The start of the closing run of exactly `length` backticks at or after `from`, or nil.
    mutating func findCloser(_ b: UnsafeBufferPointer<UInt8>, from: Int, end: Int, length: Int) -> Int? {
        guard length <= Self.maximumRunLength else { return nil }
        if scannedToEnd && (length >= lastRunStart.count || lastRunStart[length] < from) { return nil }
        // A successful scan ends at the closer, whose span is then consumed, and a failed one
        // happens once (it marks `scannedToEnd`), so the total work is linear.
        var i = from
        while i < end {
            if b[i] != UInt8(ascii: "`") { i += 1; continue }
            let runStart = i
            while i < end, b[i] == UInt8(ascii: "`") { i += 1 }
            let runLength = i - runStart
            if runLength <= Self.maximumRunLength {
                if runLength >= lastRunStart.count {
                    lastRunStart.append(contentsOf: repeatElement(-1, count: runLength + 1 - lastRunStart.count))
                }
                lastRunStart[runLength] = runStart
            }
            if runLength == length { return runStart }
        }
        scannedToEnd = true
        return nil
    }

    /// Code span content: line endings become spaces; one leading and one trailing space are
    /// stripped when both are present and the content is not all spaces.
    static func normalize(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = b[i]
            if c == 0x0D {
                text.append(0x20)
                if i + 1 < end, b[i + 1] == 0x0A { i += 1 }
            } else if c == 0x0A {
                text.append(0x20)
            } else {
                text.append(c)
            }
            i += 1
        }
        if text.count >= 2, text.first == 0x20, text.last == 0x20, text.contains(where: { $0 != 0x20 }) {
            text.removeLast()
            text.removeFirst()
        }
        return text
    }
}
