/// An identifier of at most 16 bytes packed into two integers: the key of a lexer's word tables,
/// looked up without making a `String`. Longer identifiers are never reserved words.
struct CodeWord: Hashable, Sendable {
    let low: UInt64
    let high: UInt64

    /// The word of `bytes[start..<end]` (ASCII letters lowered when `foldingCase`); nil when longer than 16 bytes.
    ///
    /// Inlined: called once a word when a grammar's lists are read and once a code block for its
    /// language's name, a call cost more than the packing (SE-0517 -27,500 instructions with
    /// `--highlight`, the highlight bench -0.10 M).
    @inline(__always)
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

/// Word lists: the space-separated lists grammars and the language table are written with,
/// read straight from their UTF-8 bytes.
extension CodeWord {
    /// Calls `body` with each word of `list` (single spaces between words), its first 16 bytes
    /// packed as ``init(_:_:_:foldingCase:)`` packs a word of up to 16 bytes, and its length: no
    /// `String` or array per word. A caller that keys words by packing leaves out those longer
    /// than 16 bytes, or keys them by their first 16.
    @inline(__always)
    static func forEachWord(in list: String, _ body: (_ low: UInt64, _ high: UInt64, _ count: Int) -> Void) {
        forEachWordBytes(in: list) { word in
            if let packed = CodeWord(word, 0, Swift.min(word.count, 16)) { body(packed.low, packed.high, word.count) }
        }
    }

    /// Calls `body` with the UTF-8 bytes of each word of `list` (single spaces between words).
    /// Inlined: behind a call, each word's packing in ``forEachWord(in:_:)`` went through one more
    /// closure (~8,000 instructions more per document with three grammars).
    @inline(__always)
    static func forEachWordBytes(in list: String, _ body: (_ word: UnsafeBufferPointer<UInt8>) -> Void) {
        var list = list
        list.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            let spaces: UInt64 = 0x2020_2020_2020_2020
            var start = 0
            while start < count {
                // The word's end, the next space: eight bytes a step while they lie inside the list
                // (a grammar's lists are read while the first block in its language is rendered).
                var end = start
                while end &+ 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
                    let found = CodeBytes.zeroLanes(word ^ spaces)
                    if found != 0 {
                        end &+= found.trailingZeroBitCount &>> 3
                        break
                    }
                    end &+= 8
                }
                if end &+ 8 > count {
                    while end < count, base[end] != 0x20 { end &+= 1 }
                }
                if end > start { body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
                start = end &+ 1
            }
        }
    }

    /// At least the number of words in `list`: one more than its spaces (0 for an empty list),
    /// counted eight bytes at a time (lists are read while a document is being rendered).
    static func wordCountBound(_ list: String) -> Int {
        guard !list.isEmpty else { return 0 }
        var list = list
        return 1 + list.withUTF8 { bytes in
            var spaces = 0
            var index = 0
            if let base = bytes.baseAddress {
                let ones: UInt64 = 0x0101_0101_0101_0101
                let sevens: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                while index &+ 8 <= bytes.count {
                    // Bytes equal to a space become zero; a lane's high bit is then set exactly
                    // where its byte is zero (no carry crosses lanes).
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ (ones &* 0x20)
                    spaces &+= (~(((word & sevens) &+ sevens) | word | sevens)).nonzeroBitCount
                    index &+= 8
                }
            }
            while index < bytes.count {
                if bytes[index] == 0x20 { spaces += 1 }
                index += 1
            }
            return spaces
        }
    }
}
