/// Word-at-a-time searches over the source bytes for the scans that touch every byte of a
/// document (line endings, NUL): eight bytes are tested at once with the classic SWAR
/// "has a zero byte" test, and only a word that may hold a match is looked at byte by byte.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when some byte of `word` may be zero (never zero when one is).
    @inline(__always)
    private static func mayHaveZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highs != 0
    }

    /// The offset of the first `\n` or `\r` at or after `start`, or `b.count`.
    ///
    /// One test per word finds every byte below 0x0E (both line endings, and the rarer tab and
    /// other control bytes): `(word - 0x0E…) & ~word & 0x80…` sets the high bit of such bytes.
    /// Bits above the lowest flagged byte may be false (a borrow runs on from it), but the
    /// lowest one always marks a real byte below 0x0E; words are read in little-endian order,
    /// so it is the first in memory and its position comes from `trailingZeroBitCount`. When
    /// that byte is a tab or another control byte, the scan resumes right after it.
    @inline(__always)
    static func lineEnding(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = b.count
        guard let base = b.baseAddress else { return count }
        var index = start
        let belowLimit = ones &* 0x0E
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let low = (word &- belowLimit) & ~word & highs
            if low == 0 {
                index &+= 8
                continue
            }
            let found = index &+ low.trailingZeroBitCount &>> 3
            let byte = base[found]
            if byte == 0x0A || byte == 0x0D { return found }
            index = found &+ 1
        }
        while index < count {
            let byte = base[index]
            if byte == 0x0A || byte == 0x0D { return index }
            index &+= 1
        }
        return count
    }

    /// Flags the bytes of `word` (read little-endian) that HTML escaping replaces: the lowest set
    /// high bit marks the first of them, zero means none (the test ``htmlSpecial(in:from:)``
    /// describes).
    @inline(__always)
    static func htmlSpecialMask(_ word: UInt64) -> UInt64 {
        let first = (word | (ones &* 0x04)) ^ (ones &* 0x26)
        let second = (word | (ones &* 0x02)) ^ (ones &* 0x3E)
        return ((first &- ones) & ~first | (second &- ones) & ~second) & highs
    }

    /// The offset of the first byte HTML escaping replaces (`&`, `<`, `>`, `"`) at or after
    /// `start`, or `b.count`.
    ///
    /// Two tests per word instead of four: `byte | 0x04 == 0x26` holds exactly for `"` (0x22)
    /// and `&` (0x26), `byte | 0x02 == 0x3E` exactly for `<` (0x3C) and `>` (0x3E). The lowest
    /// byte flagged by the zero-byte test is always a real match (a borrow only runs upwards),
    /// so its position comes straight from `trailingZeroBitCount`. Escaping runs over all text
    /// of the output, so this halved its share of a render (docs/performance.md, "Escaping").
    @inline(__always)
    static func htmlSpecial(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = b.count
        guard let base = b.baseAddress else { return count }
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let found = htmlSpecialMask(word)
            if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < count {
            switch base[index] {
            case 0x26, 0x3C, 0x3E, 0x22: return index
            default: index &+= 1
            }
        }
        return count
    }

    /// True when `a` and `b` hold the same bytes; eight at a time.
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        var index = 0
        while index &+ 8 <= count {
            if UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self) { return false }
            index &+= 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index &+= 1
        }
        return true
    }

    /// True when `b` holds `byte` (the `@` test that decides whether finished text is searched
    /// for GFM e-mail autolinks runs over all text).
    static func contains(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = b.count
        guard let base = b.baseAddress else { return false }
        let pattern = ones &* UInt64(byte)
        var index = 0
        while index &+ 8 <= count {
            if mayHaveZeroByte(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern) {
                for k in index..<(index &+ 8) where base[k] == byte { return true }
            }
            index &+= 8
        }
        while index < count {
            if base[index] == byte { return true }
            index &+= 1
        }
        return false
    }
}
