/// The lexer of CSS: selectors, at-rules, properties and their values.
struct StyleSheetLexer<Sink: CodeTokenReceiver> {
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private static func isNameByte(_ byte: UInt8) -> Bool { CodeBytes.isIdentifier(byte) || byte == 0x2D }

    mutating func run(_ range: Range<Int>) {
        let end = range.upperBound
        var index = range.lowerBound
        // For each open brace: whether it holds declarations (else rules, as `@media` does).
        var blocks: [Bool] = []
        var atRuleHoldsRules = false
        var inAtRule = false
        var afterColon = false
        while index < end {
            let current = bytes[index]
            let inDeclarations = blocks.last ?? false
            if current == 0x2F, byte(index + 1) == 0x2A {
                var close = index + 2
                while close < end, !(bytes[close] == 0x2A && byte(close + 1) == 0x2F) { close += 1 }
                let stop = Swift.min(close + 2, end)
                sink.add(.comment, index, stop)
                index = stop
                continue
            }
            if current == 0x22 || current == 0x27 {
                var close = index + 1
                while close < end, bytes[close] != current, bytes[close] != 0x0A { close += bytes[close] == 0x5C ? 2 : 1 }
                let stop = Swift.min(close + 1, end)
                sink.add(.string, index, stop)
                index = stop
                continue
            }
            switch current {
            case 0x7B:
                blocks.append(!(inAtRule && atRuleHoldsRules))
                inAtRule = false
                afterColon = false
                index += 1
                continue
            case 0x7D:
                if !blocks.isEmpty { blocks.removeLast() }
                afterColon = false
                index += 1
                continue
            case 0x3B:
                inAtRule = false
                afterColon = false
                index += 1
                continue
            case 0x40:  // @media
                var stop = index + 1
                while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
                sink.add(.keyword, index, stop)
                let name = CodeWord(bytes, index + 1, stop)
                atRuleHoldsRules = name == CodeWord("media") || name == CodeWord("supports") || name == CodeWord("document")
                    || name == CodeWord("layer") || name == CodeWord("container")
                inAtRule = true
                index = Swift.max(stop, index + 1)
                continue
            default:
                break
            }
            if inDeclarations && !inAtRule {
                index = declarationToken(at: index, end: end, afterColon: &afterColon)
            } else if inAtRule {
                index = valueToken(at: index, end: end)
            } else {
                index = selectorToken(at: index, end: end)
            }
        }
    }

    private mutating func selectorToken(at index: Int, end: Int) -> Int {
        let current = bytes[index]
        if current == 0x5B {  // [attr=value]
            let close = CodeBytes.find(0x5D, in: bytes, from: index + 1, end: end)
            let stop = Swift.min(close + 1, end)
            sink.add(.attribute, index, stop)
            return stop
        }
        if Self.isNameByte(current) || current == 0x2E || current == 0x23 || current == 0x3A || current == 0x2A {
            var stop = index + 1
            while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
            if current == 0x3A, byte(index + 1) == 0x3A { stop = index + 2; while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 } }
            sink.add(.tag, index, stop)
            return stop
        }
        return index + 1
    }

    private mutating func declarationToken(at index: Int, end: Int, afterColon: inout Bool) -> Int {
        let current = bytes[index]
        if current == 0x3A {
            afterColon = true
            return index + 1
        }
        if !afterColon {
            if Self.isNameByte(current) {
                var stop = index + 1
                while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
                // A nested rule (`a:hover {`) has a brace before the next semicolon; a declaration not.
                sink.add(.attribute, index, stop)
                return stop
            }
            return index + 1
        }
        return valueToken(at: index, end: end)
    }

    private mutating func valueToken(at index: Int, end: Int) -> Int {
        let current = bytes[index]
        if CodeBytes.isDigit(current) || (current == 0x2E && CodeBytes.isDigit(byte(index + 1)))
            || (current == 0x2D && (CodeBytes.isDigit(byte(index + 1)) || byte(index + 1) == 0x2E) && (index == 0 || !Self.isNameByte(bytes[index - 1]))) {
            var stop = index + 1
            while stop < end, Self.isNameByte(bytes[stop]) || bytes[stop] == 0x2E || bytes[stop] == 0x25 { stop += 1 }
            sink.add(.number, index, stop)
            return stop
        }
        if current == 0x23 {  // #fff
            var stop = index + 1
            while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
            sink.add(.number, index, stop)
            return stop
        }
        if current == 0x21 {  // !important
            var stop = index + 1
            while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
            sink.add(.keyword, index, stop)
            return stop
        }
        if Self.isNameByte(current) {
            var stop = index + 1
            while stop < end, Self.isNameByte(bytes[stop]) { stop += 1 }
            if byte(stop) == 0x28 { sink.add(.function, index, stop) }
            return stop
        }
        return index + 1
    }
}
