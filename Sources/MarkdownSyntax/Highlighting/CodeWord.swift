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

/// A short table of words and their classes, written as space-separated lists per class (the
/// data formats' constants). A list is read from its UTF-8 bytes, a word packed as it is cut
/// out (no `String` or hashing per word). Grammars keep their lists as ``CodeWordLists``, which
/// ``CodeLexerTables`` reads straight into a ``CodeWordIndex``.
struct CodeWordTable: Sendable {
    /// The words in the order added (a later class of one word wins).
    private(set) var entries: [(word: CodeWord, kind: CodeTokenKind)] = []

    init(_ lists: KeyValuePairs<CodeTokenKind, String> = [:]) {
        for (kind, list) in lists { add(list, as: kind) }
    }

    mutating func add(_ list: String, as kind: CodeTokenKind) {
        var list = list
        list.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                if end > start, let word = CodeWord(bytes, start, end) { entries.append((word, kind)) }
                start = end + 1
            }
        }
    }

    /// The class of `word` (a short table's lookup: a linear search).
    subscript(word: CodeWord?) -> CodeTokenKind? {
        guard let word else { return nil }
        return entries.last { $0.word == word }?.kind
    }

    var isEmpty: Bool { entries.isEmpty }
}
