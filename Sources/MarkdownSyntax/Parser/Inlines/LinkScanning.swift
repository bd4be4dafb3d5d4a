/// Scanners for the parts of links: labels, destinations and titles (shared by inline links and
/// link reference definitions).
enum LinkScanning {
    /// The maximum nesting of unescaped parentheses in a bare destination (cmark's limit).
    static let maximumParenthesisDepth = 32
    /// The longest link label, in bytes between the brackets.
    static let maximumLabelLength = 999

    /// Skips spaces and tabs and at most one line ending.
    static func skipSpacesAndOneNewline(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int {
        var i = start
        while i < end, ByteClass.isSpaceOrTab(b[i]) { i += 1 }
        if i < end, b[i] == 0x0A {
            i += 1
            while i < end, ByteClass.isSpaceOrTab(b[i]) { i += 1 }
        }
        return i
    }

    /// A link label `[…]` starting at `start`: returns the index after `]` (the label text is
    /// `start + 1 ..< result - 1`, possibly blank), or nil.
    static func label(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int? {
        guard start < end, b[start] == UInt8(ascii: "[") else { return nil }
        var i = start + 1
        while i < end {
            let c = b[i]
            if c == UInt8(ascii: "]") { return i + 1 }
            if c == UInt8(ascii: "[") { return nil }
            if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) { i += 1 }
            i += 1
            if i - start - 1 > maximumLabelLength { return nil }
        }
        return nil
    }

    /// A link destination at `start`: returns its unescaped bytes and the index after it, or nil.
    /// `allowEmpty` permits an empty bare destination (inline links `[a]()`).
    static func destination(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, allowEmpty: Bool) -> (value: [UInt8], next: Int)? {
        destinationSpan(b, at: start, end: end, allowEmpty: allowEmpty).map {
            (TextUnescaping.unescape(b, from: $0.value.lowerBound, to: $0.value.upperBound), $0.next)
        }
    }

    /// A link destination at `start`: the range of its still escaped text (without `<>`) and the
    /// index after it, or nil. Callers that want a `String` resolve the escapes straight into one
    /// (``TextUnescaping/unescapedString(_:from:to:)``) instead of through a byte array.
    static func destinationSpan(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int, allowEmpty: Bool) -> (value: Range<Int>, next: Int)? {
        if start < end, b[start] == UInt8(ascii: "<") {
            var i = start + 1
            while i < end {
                let c = b[i]
                if c == UInt8(ascii: ">") {
                    return ((start + 1)..<i, i + 1)
                }
                if c == UInt8(ascii: "<") || c == 0x0A || c == 0x0D { return nil }
                if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) { i += 2 } else { i += 1 }
            }
            return nil
        }
        var i = start
        var depth = 0
        while i < end {
            let c = b[i]
            if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) {
                i += 2
            } else if c == UInt8(ascii: "(") {
                depth += 1
                if depth > maximumParenthesisDepth { return nil }
                i += 1
            } else if c == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
                i += 1
            } else if c <= 0x20 || c == 0x7F {
                break
            } else {
                i += 1
            }
        }
        guard depth == 0 else { return nil }
        if i == start && !allowEmpty { return nil }
        return (start..<i, i)
    }

    /// A link title (`"…"`, `'…'` or `(…)`) at `start`: its unescaped bytes and the index after it, or nil.
    static func title(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (value: [UInt8], next: Int)? {
        titleSpan(b, at: start, end: end).map {
            (TextUnescaping.unescape(b, from: $0.value.lowerBound, to: $0.value.upperBound), $0.next)
        }
    }

    /// A link title at `start`: the range of its still escaped text (without the quotes) and the
    /// index after it, or nil (see ``destinationSpan(_:at:end:allowEmpty:)``).
    static func titleSpan(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (value: Range<Int>, next: Int)? {
        guard start < end else { return nil }
        let open = b[start]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""): close = open
        case UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var i = start + 1
        while i < end {
            let c = b[i]
            if c == close {
                return ((start + 1)..<i, i + 1)
            }
            if open == UInt8(ascii: "("), c == UInt8(ascii: "(") { return nil }
            if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) { i += 2 } else { i += 1 }
        }
        return nil
    }
}

extension LinkScanning {
    /// Skips spaces, tabs and line endings (link syntax allows whitespace with line endings there).
    static func skipSpacesAndOneNewlineRepeated(_ b: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Int {
        var i = start
        while i < end, ByteClass.isASCIIWhitespace(b[i]) { i += 1 }
        return i
    }
}
