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

    /// Forgets the runs seen, for another leaf, keeping the table's storage.
    mutating func reset() {
        if !lastRunStart.isEmpty { lastRunStart.removeAll(keepingCapacity: true) }
        scannedToEnd = false
    }

    /// The start of the closing run of exactly `length` backticks at or after `from`, or nil.
    mutating func findCloser(_ b: UnsafeBufferPointer<UInt8>, from: Int, end: Int, length: Int) -> Int? {
        guard length <= Self.maximumRunLength else { return nil }
        if scannedToEnd && (length >= lastRunStart.count || lastRunStart[length] < from) { return nil }
        // A successful scan ends at the closer, whose span is then consumed, and a failed one
        // happens once (it marks `scannedToEnd`), so the total work is linear.
        var i = from
        while i < end {
            i = ByteSearch.firstIndex(of: UInt8(ascii: "`"), in: b, from: i, end: end)
            guard i < end else { break }
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

    /// Appends code span content to `text`: line endings become spaces; one leading and one
    /// trailing space are stripped when both are present and the content is not all spaces.
    ///
    /// Writes straight into the caller's buffer (the arena's side buffer), deciding the
    /// stripping from the source bytes first, so a span costs no temporary array; runs without
    /// line endings are copied in one piece.
    static func appendNormalized(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into text: inout [UInt8]) {
        var from = start
        var to = end
        if end - start >= 2, isSpaceOrLineEnding(b[start]), isSpaceOrLineEnding(b[end - 1]),
           (start..<end).contains(where: { !isSpaceOrLineEnding(b[$0]) }) {
            // A non-space byte lies between, so both ends are separate units: `\r\n` at
            // either end is one space and is dropped whole.
            from += b[start] == 0x0D && b[start + 1] == 0x0A ? 2 : 1
            to -= b[end - 1] == 0x0A && b[end - 2] == 0x0D ? 2 : 1
        }
        var runStart = from
        var i = from
        while i < to {
            let c = b[i]
            guard c == 0x0A || c == 0x0D else {
                i += 1
                continue
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
            text.append(0x20)
            i += c == 0x0D && i + 1 < to && b[i + 1] == 0x0A ? 2 : 1
            runStart = i
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<to]))
    }

    @inline(__always)
    private static func isSpaceOrLineEnding(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D
    }
}
