/// GFM table row and delimiter-row scanning, following cmark-gfm's table extension: an optional
/// leading pipe, cells separated by unescaped pipes, an optional trailing pipe.
enum TableRules {
    /// One cell found in a row: its trimmed range and its text with `\|` unescaped.
    struct Cell {
        var start: Int
        var end: Int
        var content: [UInt8]
    }

    /// The cells of a row in `b[start..<end]` (one line, no line ending), or nil when it has none.
    static func parseRow(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [Cell]? {
        var cells: [Cell] = []
        let count = forEachCell(b, from: start, to: end) { cellStart, cellEnd, _ in
            cells.append(makeCell(b, from: cellStart, to: cellEnd))
        }
        return count > 0 ? cells : nil
    }

    /// Whether `b[start..<end]` (one line, no line ending) is a table row: whether
    /// ``forEachCell(_:from:to:_:)`` finds a cell in it. A table's every line asks, so this reads
    /// only the line's start: the scan's first step runs whenever something follows the optional
    /// leading pipe and the white space after it, and that step always finds a cell (a stretch
    /// before a pipe or the line's end, or an empty cell right before a pipe).
    /// `tableRowTestAgreesWithTheCellScan` pins the equivalence.
    static func isRow(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        skipPipe(b, at: start, end: end) < end
    }

    /// The one scan of a row: calls `body` with each cell's trimmed range in `b[start..<end]` and
    /// whether it holds an escaped pipe (`\|`), in order, and returns how many cells there are
    /// (0: the line is no row). Cells are separated by unescaped pipes; a leading and a trailing
    /// pipe are optional.
    @inline(__always)
    static func forEachCell(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                            _ body: (_ start: Int, _ end: Int, _ hasEscapedPipe: Bool) -> Void) -> Int {
        var count = 0
        var i = skipPipe(b, at: start, end: end)
        while i < end {
            let cellStart = i
            var j = i
            var hasEscapedPipe = false
            while j < end {
                let c = b[j]
                if c == UInt8(ascii: "\\"), j + 1 < end, b[j + 1] == UInt8(ascii: "|") {
                    hasEscapedPipe = true
                    j += 2
                    continue
                }
                if c == UInt8(ascii: "|") { break }
                j += 1
            }
            // The scan stops at a pipe or at the line's end; after the line's last cell there is no pipe.
            let afterPipe = skipPipe(b, at: j, end: end)
            let pipeMatched = afterPipe > j
            if j > cellStart || pipeMatched {
                var s = cellStart
                var e = j
                while s < e, ByteClass.isASCIIWhitespace(b[s]) { s += 1 }
                while e > s, ByteClass.isASCIIWhitespace(b[e - 1]) { e -= 1 }
                body(s, e, hasEscapedPipe)
                count += 1
            }
            guard pipeMatched else { break }
            i = afterPipe
        }
        return count
    }

    /// Skips a pipe and the whitespace after it; returns `i` unchanged when there is no pipe.
    static func skipPipe(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        guard i < end, b[i] == UInt8(ascii: "|") else { return i }
        var j = i + 1
        while j < end, ByteClass.isASCIIWhitespace(b[j]) { j += 1 }
        return j
    }

    /// The cell whose trimmed range is `b[start..<end]`, its text with `\|` unescaped.
    static func makeCell(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Cell {
        var content: [UInt8] = []
        content.reserveCapacity(end - start)
        unescapePipes(b, from: start, to: end) { content.append($0) }
        return Cell(start: start, end: end, content: content)
    }

    /// Hands `body` the bytes of `b[start..<end]` with each `\|` as `|`.
    @inline(__always)
    static func unescapePipes(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ body: (UInt8) -> Void) {
        var i = start
        while i < end {
            if b[i] == UInt8(ascii: "\\"), i + 1 < end, b[i + 1] == UInt8(ascii: "|") {
                body(UInt8(ascii: "|"))
                i += 2
            } else {
                body(b[i])
                i += 1
            }
        }
    }

    /// The column alignments of a delimiter row (`| :-- | :-: | --: |`), or nil when the line is not one.
    static func parseDelimiterRow(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [TableColumnAlignment]? {
        var hasPipeOrDash = false
        for i in start..<end {
            let c = b[i]
            if c == UInt8(ascii: "|") || c == UInt8(ascii: "-") { hasPipeOrDash = true }
            if !(c == UInt8(ascii: "|") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || ByteClass.isSpaceOrTab(c)) { return nil }
        }
        guard hasPipeOrDash, let cells = parseRow(b, from: start, to: end) else { return nil }
        var alignments: [TableColumnAlignment] = []
        alignments.reserveCapacity(cells.count)
        for cell in cells {
            let text = cell.content
            guard !text.isEmpty else { return nil }
            let left = text.first == UInt8(ascii: ":")
            let right = text.count > 1 && text.last == UInt8(ascii: ":")
            let dashes = text[(left ? 1 : 0)..<(text.count - (right ? 1 : 0))]
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            switch (left, right) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(.none)
            }
        }
        return alignments
    }
}
