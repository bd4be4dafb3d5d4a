/// The lexer of HTML and XML: tags, attributes and their values, comments, declarations and
/// entities; `<script>` and `<style>` content goes to the JavaScript and CSS lexers.
struct MarkupLexer<Sink: CodeTokenReceiver> {
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink
    /// Whether `<script>`/`<style>` content is lexed as JavaScript/CSS (HTML, not XML).
    let embedsLanguages: Bool

    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private func starts(_ text: StaticString, at index: Int, end: Int, foldingCase: Bool = false) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= end else { return false }
        let literal = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count {
            var current = bytes[index + offset]
            if foldingCase, CodeBytes.isUppercase(current) { current |= 0x20 }
            if current != literal[offset] { return false }
        }
        return true
    }

    /// The index of `text` at or after `start`, or `end`.
    private func find(_ text: StaticString, from start: Int, end: Int, foldingCase: Bool = false) -> Int {
        let first = text.utf8Start.pointee
        var index = start
        while index < end {
            var current = bytes[index]
            if foldingCase, CodeBytes.isUppercase(current) { current |= 0x20 }
            if current == first, starts(text, at: index, end: end, foldingCase: foldingCase) { return index }
            index += 1
        }
        return end
    }

    mutating func run(_ range: Range<Int>) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let current = bytes[index]
            if current == 0x3C {  // <
                if starts("<!--", at: index, end: end) {
                    let close = find("-->", from: index + 4, end: end)
                    let stop = Swift.min(close + 3, end)
                    sink.add(.comment, index, stop)
                    index = stop
                } else if starts("<![CDATA[", at: index, end: end) {
                    let close = find("]]>", from: index + 9, end: end)
                    index = Swift.min(close + 3, end)
                } else if byte(index + 1) == 0x21 || byte(index + 1) == 0x3F {  // <!DOCTYPE …>, <?xml …?>
                    let close = CodeBytes.find(0x3E, in: bytes, from: index + 2, end: end)
                    let stop = Swift.min(close + 1, end)
                    sink.add(.keyword, index, stop)
                    index = stop
                } else if CodeBytes.isLetter(byte(index + 1)) || (byte(index + 1) == 0x2F && CodeBytes.isLetter(byte(index + 2))) {
                    index = tag(at: index, end: end)
                } else {
                    index += 1
                }
            } else if current == 0x26 {  // &entity;
                var stop = index + 1
                if byte(stop) == 0x23 { stop += 1 }
                while stop < end, CodeBytes.isIdentifier(bytes[stop]), bytes[stop] < 0x80, stop - index < 32 { stop += 1 }
                if stop < end, bytes[stop] == 0x3B, stop > index + 1 {
                    sink.add(.constant, index, stop + 1)
                    index = stop + 1
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }

    /// A tag from its `<` to its `>`; returns where lexing goes on (after embedded content for
    /// `<script>` and `<style>`).
    private mutating func tag(at start: Int, end: Int) -> Int {
        let closing = bytes[start + 1] == 0x2F
        let nameStart = start + (closing ? 2 : 1)
        var index = nameStart
        while index < end, CodeBytes.isIdentifier(bytes[index]) || bytes[index] == 0x2D || bytes[index] == 0x3A || bytes[index] == 0x2E {
            index += 1
        }
        let isScript = !closing && embedsLanguages && index - nameStart == 6 && starts("script", at: nameStart, end: end, foldingCase: true)
        let isStyle = !closing && embedsLanguages && index - nameStart == 5 && starts("style", at: nameStart, end: end, foldingCase: true)
        sink.add(.tag, start, index)
        while index < end {
            let current = bytes[index]
            if current == 0x3E {
                sink.add(.tag, index, index + 1)
                index += 1
                break
            }
            if current == 0x2F, byte(index + 1) == 0x3E {
                sink.add(.tag, index, index + 2)
                index += 2
                break
            }
            if current == 0x22 || current == 0x27 {
                let close = CodeBytes.find(current, in: bytes, from: index + 1, end: end)
                let stop = Swift.min(close + 1, end)
                sink.add(.string, index, stop)
                index = stop
            } else if current == 0x3C {
                return index  // an unclosed tag: the next `<` starts over
            } else if CodeBytes.isSpace(current) || current == 0x3D {
                index += 1
            } else {
                let nameStart = index
                while index < end, !CodeBytes.isSpace(bytes[index]), bytes[index] != 0x3D, bytes[index] != 0x3E,
                      bytes[index] != 0x2F, bytes[index] != 0x3C, bytes[index] != 0x22, bytes[index] != 0x27 {
                    index += 1
                }
                if index == nameStart { index += 1 } else { sink.add(.attribute, nameStart, index) }
            }
        }
        if isScript || isStyle {
            let close = find(isScript ? "</script" : "</style", from: index, end: end, foldingCase: true)
            if isScript {
                var lexer = CodeLexer(tables: CompiledGrammars.javaScript.pointer.pointee, bytes: bytes, sink: sink.take())
                lexer.run(index..<close)
                sink = lexer.sink
            } else {
                var lexer = StyleSheetLexer(bytes: bytes, sink: sink.take())
                lexer.run(index..<close)
                sink = lexer.sink
            }
            return close
        }
        return index
    }
}
