/// An identifier of at most 16 bytes packed into two integers: the key of a lexer's word tables,
/// looked up without making a `String`. Longer identifiers are never reserved words.
struct CodeWord: Hashable, Sendable {
    let low: UInt64
    let high: UInt64

    /// The word of `bytes[start..<end]` (ASCII letters lowered when `foldingCase`); nil when longer than 16 bytes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, foldingCase: Bool = false) {
        let count = end - start
        guard count > 0, count <= 16 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            var byte = bytes[start + index]
            if foldingCase, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
        }
        self.low = low
        self.high = high
    }

    /// The word of an ASCII literal (for the tables); nil when longer than 16 bytes.
    init?(_ text: String) {
        var text = text
        guard let word = text.withUTF8({ CodeWord($0, 0, $0.count) }) else { return nil }
        self = word
    }
}

/// A table of words and their classes, written as space-separated lists per class.
struct CodeWordTable: Sendable {
    private var classes: [CodeWord: CodeTokenKind] = [:]

    init(_ lists: [CodeTokenKind: String] = [:]) {
        for (kind, list) in lists { add(list, as: kind) }
    }

    mutating func add(_ list: String, as kind: CodeTokenKind) {
        for word in list.split(separator: " ") {
            if let key = CodeWord(String(word)) { classes[key] = kind }
        }
    }

    subscript(word: CodeWord?) -> CodeTokenKind? {
        guard let word else { return nil }
        return classes[word]
    }

    var isEmpty: Bool { classes.isEmpty }

    /// The words and their classes.
    var entries: [CodeWord: CodeTokenKind] { classes }
}
