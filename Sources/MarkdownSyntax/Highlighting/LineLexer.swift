/// The line-based lexers: diff (a line's first character decides its class) and Markdown
/// (headings, list markers, quotes, fences, code spans, links).
struct LineLexer<Sink: CodeTokenReceiver> {
    let format: LineFormat
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func run(_ range: Range<Int>) {
        let end = range.upperBound
        var lineStart = range.lowerBound
        var inFence = false
        while lineStart < end {
            let lineEnd = CodeBytes.lineEnd(bytes, from: lineStart, end: end)
            // Without the carriage return of a CRLF line.
            let contentEnd = lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
            switch format {
            case .diff: diffLine(lineStart, contentEnd)
            case .markdown: markdownLine(lineStart, contentEnd, inFence: &inFence)
            }
            lineStart = lineEnd + 1
        }
    }

    private func starts(_ text: StaticString, at index: Int, end: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let literal = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != literal[offset] { return false }
        return true
    }

    private mutating func diffLine(_ start: Int, _ end: Int) {
        guard start < end else { return }
        if starts("+++", at: start, end: end) || starts("---", at: start, end: end) || starts("Index: ", at: start, end: end)
            || starts("===", at: start, end: end) {
            sink.add(.comment, start, end)
        } else if starts("@@", at: start, end: end) {
            sink.add(.keyword, start, end)
        } else if bytes[start] == 0x2B || bytes[start] == 0x3E {
            sink.add(.inserted, start, end)
        } else if bytes[start] == 0x2D || bytes[start] == 0x3C {
            sink.add(.deleted, start, end)
        }
    }

    private mutating func markdownLine(_ start: Int, _ end: Int, inFence: inout Bool) {
        let text = CodeBytes.skipBlanks(bytes, from: start, end: end)
        if starts("```", at: text, end: end) || starts("~~~", at: text, end: end) {
            inFence.toggle()
            sink.add(.string, text, end)
            return
        }
        if inFence {
            sink.add(.string, start, end)
            return
        }
        guard text < end else { return }
        var index = text
        switch bytes[text] {
        case 0x23:  // # heading
            var hashes = text
            while hashes < end, bytes[hashes] == 0x23 { hashes += 1 }
            if hashes - text <= 6, hashes == end || bytes[hashes] == 0x20 {
                sink.add(.keyword, text, end)
                return
            }
        case 0x3E:  // > quote
            sink.add(.comment, text, end)
            return
        case 0x2D, 0x2A, 0x2B:  // list marker
            if byte(text + 1) == 0x20 {
                sink.add(.punctuation, text, text + 1)
                index = text + 2
            }
        default:
            var digits = text
            while digits < end, CodeBytes.isDigit(bytes[digits]) { digits += 1 }
            if digits > text, digits < end, bytes[digits] == 0x2E || bytes[digits] == 0x29, byte(digits + 1) == 0x20 {
                sink.add(.punctuation, text, digits + 1)
                index = digits + 2
            }
        }
        inlines(from: index, end: end)
    }

    /// Code spans (strings) and links (text as a string, destination as an attribute).
    private mutating func inlines(from start: Int, end: Int) {
        var index = start
        // The first `]` at or after a position, found once for all the `[` before it.
        var closingBracket = -1
        while index < end {
            let current = bytes[index]
            if current == 0x60 {
                var ticks = index
                while ticks < end, bytes[ticks] == 0x60 { ticks += 1 }
                let close = CodeBytes.find(0x60, in: bytes, from: ticks, end: end)
                if close < end {
                    var stop = close
                    while stop < end, bytes[stop] == 0x60 { stop += 1 }
                    sink.add(.string, index, stop)
                    index = stop
                } else {
                    index = ticks
                }
            } else if current == 0x5B {
                if closingBracket <= index { closingBracket = CodeBytes.find(0x5D, in: bytes, from: index + 1, end: end) }
                let close = closingBracket
                if close >= end { return }
                if byte(close + 1) == 0x28 {
                    let paren = CodeBytes.find(0x29, in: bytes, from: close + 2, end: end)
                    sink.add(.string, index, close + 1)
                    let stop = Swift.min(paren + 1, end)
                    sink.add(.attribute, close + 1, stop)
                    index = stop
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }
}
