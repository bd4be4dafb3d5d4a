/// The lexer of the data formats: JSON (with JSON5's comments and unquoted keys), YAML and TOML.
/// Keys are attributes; strings, numbers and constants (`true`, `null`) are classed as in code.
struct DataLexer<Sink: CodeTokenReceiver> {
    let format: DataFormat
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    mutating func run(_ range: Range<Int>) {
        let end = range.upperBound
        var index = range.lowerBound
        var lineStart = true
        while index < end {
            let current = bytes[index]
            if current == 0x0A {
                lineStart = true
                index += 1
                continue
            }
            if current == 0x20 || current == 0x09 || current == 0x0D {
                // The spaces after it too (indentation, mostly), sixteen at a time.
                if let base = bytes.baseAddress {
                    index = CodeBytes.spacesEnd(base, from: index &+ 1, end: Swift.min(end, bytes.count))
                } else {
                    index += 1
                }
                continue
            }
            let atLineStart = lineStart
            lineStart = false
            let next = byte(index + 1)
            if (current == 0x23 && format != .json) || (format == .json && current == 0x2F && next == 0x2F) {
                let stop = CodeBytes.lineEnd(bytes, from: index, end: end)
                sink.add(.comment, index, stop)
                index = stop
            } else if format == .json, current == 0x2F, next == 0x2A {
                var close = index + 2
                while close < end, !(bytes[close] == 0x2A && byte(close + 1) == 0x2F) { close += 1 }
                let stop = Swift.min(close + 2, end)
                sink.add(.comment, index, stop)
                index = stop
            } else if current == 0x22 || current == 0x27 {
                let stop = stringEnd(from: index, end: end)
                if isKey(after: stop, end: end) {
                    index = key(from: index, to: stop)
                } else {
                    sink.add(.string, index, stop)
                    index = stop
                }
            } else if format == .toml, atLineStart, current == 0x5B {
                let stop = CodeBytes.find(0x5D, in: bytes, from: index, end: CodeBytes.lineEnd(bytes, from: index, end: end))
                let headerEnd = Swift.min(stop + (byte(stop + 1) == 0x5D ? 2 : 1), end)
                sink.add(.keyword, index, headerEnd)
                index = headerEnd
            } else if format == .yaml, atLineStart, current == 0x2D, next == 0x2D, byte(index + 2) == 0x2D {
                sink.add(.keyword, index, index + 3)
                index += 3
            } else if format == .yaml, (current == 0x26 || current == 0x2A || current == 0x21), next > 0x20 {
                var stop = index + 1
                while stop < end, !CodeBytes.isSpace(bytes[stop]) { stop += 1 }
                sink.add(.type, index, stop)
                index = stop
            } else if format == .yaml, current == 0x7C || current == 0x3E, lineIsBlank(after: index + 1, end: end) {
                index = blockScalar(from: index, end: end)
            } else if format == .yaml, current == 0x2D, next == 0x20 || next == 0x0A || index + 1 == end {
                sink.add(.punctuation, index, index + 1)
                index += 1
            } else if CodeBytes.isDigit(current) || ((current == 0x2D || current == 0x2B || current == 0x2E) && CodeBytes.isDigit(next)) {
                var stop = index + 1
                while stop < end, CodeBytes.isIdentifier(bytes[stop]) || bytes[stop] == 0x2E || bytes[stop] == 0x3A
                    || ((bytes[stop] == 0x2D || bytes[stop] == 0x2B) && (CodeBytes.isDigit(byte(stop + 1)))) {
                    stop += 1
                }
                let kind = scalarKind(of: index, stop, end: end, default: .number)
                sink.add(kind, index, stop)
                index = stop
            } else if CodeBytes.isIdentifier(current) || current == 0x7E {
                index = bareWord(at: index, end: end)
            } else {
                index += 1
            }
        }
    }

    private func lineIsBlank(after index: Int, end: Int) -> Bool {
        var index = index
        while index < end, bytes[index] != 0x0A {
            if !CodeBytes.isSpace(bytes[index]), bytes[index] != 0x2D, bytes[index] != 0x2B, !CodeBytes.isDigit(bytes[index]) { return false }
            index += 1
        }
        return true
    }

    /// A YAML block scalar (`|` or `>` then more-indented lines): a string.
    private mutating func blockScalar(from start: Int, end: Int) -> Int {
        var index = CodeBytes.lineEnd(bytes, from: start, end: end)
        var indent = -1
        var stringEnd = index
        while index < end {
            let lineStart = index + 1
            let text = CodeBytes.skipBlanks(bytes, from: lineStart, end: end)
            let lineEnd = CodeBytes.lineEnd(bytes, from: lineStart, end: end)
            if text < lineEnd {
                if indent < 0 { indent = text - lineStart }
                if text - lineStart < indent || indent == 0 { break }
                stringEnd = lineEnd
            }
            index = lineEnd
        }
        sink.add(.string, start + 1 < stringEnd ? CodeBytes.skipBlanks(bytes, from: CodeBytes.lineEnd(bytes, from: start, end: end) + 1, end: stringEnd) : start, stringEnd)
        return Swift.max(stringEnd, start + 1)
    }

    private func stringEnd(from start: Int, end: Int) -> Int {
        let quote = bytes[start]
        let triple = format == .toml && byte(start + 1) == quote && byte(start + 2) == quote
        var index = start + (triple ? 3 : 1)
        let quoteLanes = SIMD16<UInt8>(repeating: quote)
        let vectorEnd = Swift.min(end, bytes.count) &- 16
        while index < end {
            if index <= vectorEnd, let base = bytes.baseAddress {
                // Sixteen bytes at a time up to the next that may matter: the quote, `\\`, a line
                // feed (every other byte is the string's; the loads stay inside the code).
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let stops = (vector .== quoteLanes) .| (vector .== SIMD16<UInt8>(repeating: 0x5C))
                    .| (vector .== SIMD16<UInt8>(repeating: 0x0A))
                let words = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
                if words[0] | words[1] == 0 {
                    index &+= 16
                    continue
                }
                index &+= CodeBytes.firstLane(words)
            }
            let current = bytes[index]
            if current == 0x5C, quote == 0x22 || format == .json {
                index += 2
                continue
            }
            if current == quote {
                if !triple { return index + 1 }
                if byte(index + 1) == quote, byte(index + 2) == quote { return Swift.min(index + 3, end) }
            }
            if current == 0x0A, !triple, format != .yaml { return index }
            if quote == 0x27, format == .yaml, current == 0x27, byte(index + 1) == 0x27 { index += 2; continue }
            index += 1
        }
        return end
    }

    /// Whether the text after `index` makes what ends there a key (`:` in JSON and YAML, `=` in TOML).
    private func isKey(after index: Int, end: Int) -> Bool {
        let next = CodeBytes.skipBlanks(bytes, from: index, end: end)
        guard next < end else { return false }
        switch format {
        case .json: return bytes[next] == 0x3A
        case .yaml: return bytes[next] == 0x3A && (next + 1 == end || CodeBytes.isSpace(bytes[next + 1]))
        case .toml: return bytes[next] == 0x3D || (bytes[next] == 0x2E)
        }
    }

    /// An unquoted word: a key, a constant, or (in YAML) a plain scalar.
    private mutating func bareWord(at start: Int, end: Int) -> Int {
        var stop = start
        switch format {
        case .json, .toml:
            while stop < end, CodeBytes.isIdentifier(bytes[stop]) || bytes[stop] == 0x2D || bytes[stop] == 0x7E { stop += 1 }
        case .yaml:
            // A plain scalar runs to the line's end, a comment, or a key's `: `.
            while stop < end, bytes[stop] != 0x0A, !(bytes[stop] == 0x3A && (stop + 1 == end || CodeBytes.isSpace(bytes[stop + 1]))),
                  !(bytes[stop] == 0x23 && CodeBytes.isSpace(bytes[stop - 1])) {
                stop += 1
            }
            while stop > start + 1, CodeBytes.isSpace(bytes[stop - 1]) { stop -= 1 }
        }
        stop = Swift.max(stop, start + 1)
        if isKey(after: stop, end: end) {
            return key(from: start, to: stop)
        } else {
            sink.add(scalarKind(of: start, stop, end: end, default: format == .yaml ? .string : nil), start, stop)
        }
        return stop
    }

    /// A key from `start` to `stop`; in YAML its colon right after it is part of it (as
    /// highlight.js and GitHub show `name:`).
    private mutating func key(from start: Int, to stop: Int) -> Int {
        let end = format == .yaml && byte(stop) == 0x3A ? stop + 1 : stop
        sink.add(.attribute, start, end)
        return end
    }

    private func scalarKind(of start: Int, _ stop: Int, end: Int, default kind: CodeTokenKind?) -> CodeTokenKind? {
        if isKey(after: stop, end: end) { return .attribute }
        if let word = CodeWord(bytes, start, stop), DataFormat.constants.value(low: word.low, high: word.high) != 0 { return .constant }
        return kind
    }
}
