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
        var i = start
        i = skipPipe(b, at: i, end: end)
        var expectMore = true
        while i < end && expectMore {
            let cellStart = i
            var j = i
            while j < end {
                let c = b[j]
                if c == UInt8(ascii: "\\"), j + 1 < end, b[j + 1] == UInt8(ascii: "|") { j += 2; continue }
                if c == UInt8(ascii: "|") { break }
                j += 1
            }
            let cellEnd = j
            let afterPipe = skipPipe(b, at: j, end: end)
            let pipeMatched = afterPipe > j
            if cellEnd > cellStart || pipeMatched {
                cells.append(makeCell(b, from: cellStart, to: cellEnd))
            }
            i = afterPipe
            if !pipeMatched {
                while i < end, ByteClass.isASCIIWhitespace(b[i]) { i += 1 }
                expectMore = false
            }
        }
        guard i == end || i >= end, !cells.isEmpty else { return nil }
        return cells
    }

    /// Skips a pipe and the whitespace after it; returns `i` unchanged when there is no pipe.
    static func skipPipe(_ b: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        guard i < end, b[i] == UInt8(ascii: "|") else { return i }
        var j = i + 1
        while j < end, ByteClass.isASCIIWhitespace(b[j]) { j += 1 }
        return j
    }

    static func makeCell(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Cell {
        var s = start
        var e = end
        while s < e, ByteClass.isASCIIWhitespace(b[s]) { s += 1 }
        while e > s, ByteClass.isASCIIWhitespace(b[e - 1]) { e -= 1 }
        var content: [UInt8] = []
        content.reserveCapacity(e - s)
        var i = s
        while i < e {
            if b[i] == UInt8(ascii: "\\"), i + 1 < e, b[i + 1] == UInt8(ascii: "|") {
                content.append(UInt8(ascii: "|"))
                i += 2
            } else {
                content.append(b[i])
                i += 1
            }
        }
        return Cell(start: s, end: e, content: content)
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
