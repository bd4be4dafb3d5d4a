/// A grammar's words and their classes, kept as the space-separated lists it is written with.
///
/// The lists are read once, when ``CodeLexerTables`` compiles the grammar: each word is packed
/// (``CodeWord``'s packing) as it is cut out of the list's UTF-8 bytes and goes straight into
/// the word index, with no `String` or array per word. A grammar is compiled while the first
/// code block in its language is being rendered, so this is on the rendering's clock.
struct CodeWordLists: Sendable {
    /// The lists in the order added (a later class of one word wins).
    private(set) var lists: [(words: String, kind: CodeTokenKind)] = []

    init(_ lists: KeyValuePairs<CodeTokenKind, String> = [:]) {
        for (kind, list) in lists { add(list, as: kind) }
    }

    mutating func add(_ list: String, as kind: CodeTokenKind) {
        // Words are separated by single spaces: a line break left in a multi-line literal (a
        // missing `\`) would join two words into one that never matches (Go's `var` and `bool`).
        assert(!list.utf8.contains(0x0A) && !list.utf8.contains(0x09), "a word list holds a line break or a tab")
        if !list.isEmpty { lists.append((list, kind)) }
    }

    /// At least the number of words in the lists: one more than its spaces per list, which are
    /// counted eight bytes at a time (the lists are read while a document is being rendered).
    var wordCountBound: Int {
        var count = 0
        for list in lists {
            var words = list.words
            count += 1 + words.withUTF8 { bytes in
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
        return count
    }

    /// Calls `body` with each word of up to 16 bytes, packed, its length and its list's class,
    /// in order (longer words are never reserved, and are left out).
    func forEachWord(_ body: (_ low: UInt64, _ high: UInt64, _ count: Int, _ kind: CodeTokenKind) -> Void) {
        for list in lists {
            var words = list.words
            words.withUTF8 { bytes in
                var low: UInt64 = 0
                var high: UInt64 = 0
                var count = 0
                for byte in bytes {
                    if byte == 0x20 {
                        if count > 0, count <= 16 { body(low, high, count, list.kind) }
                        low = 0
                        high = 0
                        count = 0
                        continue
                    }
                    if count < 8 {
                        low |= UInt64(byte) << (8 * UInt64(count))
                    } else if count < 16 {
                        high |= UInt64(byte) << (8 * UInt64(count - 8))
                    }
                    count += 1
                }
                if count > 0, count <= 16 { body(low, high, count, list.kind) }
            }
        }
    }
}
