/// An identifier of at most 16 bytes packed into two integers: the key of a lexer's word tables,
/// looked up without making a `String`. Longer identifiers are never reserved words.
struct CodeWord: Hashable, Sendable {
    let low: UInt64
    let high: UInt64

    /// The word of `bytes[start..<end]` (ASCII letters lowered when `foldingCase`); nil when longer than 16 bytes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, foldingCase: Bool = false) {
        let count = end - start
        guard count > 0, count <= 16, start >= 0, end <= bytes.count, let base = bytes.baseAddress else { return nil }
        // Two loads that overlap rather than a loop over the bytes (every renderer that highlights
        // looks a code block's language up this way): each reads only bytes of the word, and a byte
        // read twice lands in the same place both times.
        let raw = UnsafeRawPointer(base + start)
        var low: UInt64
        var high: UInt64 = 0
        switch count {
        case 8...:
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if count > 8 {
                let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                high = last >> (8 * UInt64(16 - count))
            }
        case 4...:
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            low = first | last << (8 * UInt64(count - 4))
        case 2...:
            let first = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let last = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            low = first | last << (8 * UInt64(count - 2))
        default:
            low = UInt64(base[start])
        }
        if foldingCase {
            low = Self.lowered(low)
            high = Self.lowered(high)
        }
        self.low = low
        self.high = high
    }

    /// `word` (eight bytes, little-endian) with its ASCII capitals lowered: `0x20` added to each byte
    /// from `A` to `Z` (range tests on the low seven bits, as ``CodeBytes/nonIdentifierMask(_:also:)``;
    /// a byte from `0x80` is left as it is).
    private static func lowered(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~highs
        let capital = (low &+ ones &* (0x80 - 0x41)) & ~(low &+ ones &* (0x7F - 0x5A)) & ~word & highs
        return word | capital >> 2
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
