/// Byte classes and forward scans the lexers share.
enum CodeBytes {
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    @inline(__always) static func isUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    /// A letter, digit, `_` or any byte of a non-ASCII character.
    @inline(__always) static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x5F || byte >= 0x80
    }

    /// Flags the bytes of `word` (read little-endian) that do not continue an identifier: the
    /// high bit of each byte that is not a letter, a digit, `_`, a non-ASCII byte (``isIdentifier(_:)``)
    /// or the byte repeated in `extra` (`$` in every lane where it is a letter, else `_`; every
    /// lane of `extra` is below `0x80`).
    ///
    /// Range tests on the low seven bits of each byte, whose sums stay inside the byte: `b + (0x80 - lo)`
    /// has its high bit set exactly when `b >= lo`, and `b ^ c` plus `0x7F` exactly when `b != c`.
    @inline(__always)
    static func nonIdentifierMask(_ word: UInt64, also extra: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let low = word & ~highs
        let folded = low | (ones &* 0x20)
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x7F - 0x7A))
        let digit = (low &+ ones &* (0x80 - 0x30)) & ~(low &+ ones &* (0x7F - 0x39))
        let underscore = ~((low ^ (ones &* 0x5F)) &+ ones &* 0x7F)
        let other = ~((low ^ extra) &+ ones &* 0x7F)
        return ~(word | letter | digit | underscore | other) & highs
    }

    /// 0xFF in each lane of `bytes` that continues an identifier (``isIdentifier(_:)``, or the byte
    /// repeated in `extra`), 0 elsewhere, as two little-endian words: the first lane that is not
    /// one is the lowest zero byte.
    ///
    /// Sixteen bytes in about a dozen vector instructions (the eight-byte
    /// ``nonIdentifierMask(_:also:)`` takes some thirty, most of them loading its constants). x86
    /// compares bytes only as signed numbers, so each range test first moves its range to the
    /// bottom of the signed bytes: `b + (0x80 - lo)` lies below `-128 + n` exactly when
    /// `lo <= b < lo + n`. The vectors' types are spelled out (see ``CodeEscapeScan``).
    @inline(__always)
    static func identifierLanes(_ bytes: SIMD16<UInt8>, also extra: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let nonASCII = unsafeBitCast(bytes, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0)
        let folded = (bytes | SIMD16<UInt8>(repeating: 0x20)) &+ SIMD16<UInt8>(repeating: 0x80 - 0x61)
        let letter = unsafeBitCast(folded, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: -128 + 26)
        let shifted = bytes &+ SIMD16<UInt8>(repeating: 0x80 - 0x30)
        let digit = unsafeBitCast(shifted, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: -128 + 10)
        let underscore = bytes .== SIMD16<UInt8>(repeating: 0x5F)
        let other = bytes .== extra
        return unsafeBitCast(nonASCII .| letter .| digit .| underscore .| other, to: SIMD2<UInt64>.self)
    }

    /// Flags the zero bytes of `word` (read little-endian): the high bit of their lanes. A lane
    /// above a zero byte may be flagged too (a borrow), never one below the first: the lowest
    /// flagged lane is always a zero byte, also when several masks are ORed together.
    @inline(__always)
    static func zeroLanes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// Shell's special parameters after `$`: `$?`, `$#`, `$@`, `$*`, `$!`, `$-`, `$$`, `$0`…
    static func isShellSpecialParameter(_ byte: UInt8) -> Bool {
        byte == 0x3F || byte == 0x23 || byte == 0x40 || byte == 0x2A || byte == 0x21 || byte == 0x2D || byte == 0x24 || isDigit(byte)
    }

    /// The bytes of the UTF-8 character that starts with `byte` (1 for a stray continuation byte).
    static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }

    /// The first lane set in a sixteen-lane compare read as two little-endian words (0xFF in each
    /// lane that matched), or 16 when none is: the offset of the first matching byte.
    @inline(__always)
    static func firstLane(_ lanes: SIMD2<UInt64>) -> Int {
        if lanes[0] != 0 { return lanes[0].trailingZeroBitCount &>> 3 }
        return lanes[1] != 0 ? 8 &+ lanes[1].trailingZeroBitCount &>> 3 : 16
    }

    /// The index of the line feed at or after `start`, or `end`.
    @inline(__always)
    static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        find(0x0A, in: bytes, from: start, end: end)
    }

    /// The index of `byte` at or after `start`, or `end`.
    ///
    /// Sixteen bytes at a time (comments and lines run long), the lanes equal to `byte` read as
    /// two little-endian words; then eight: a word XORed with `byte` in every lane has a zero byte
    /// where `byte` is, and the lowest lane the "has a zero byte" test flags is always a real one
    /// (words are read little-endian, so it is the first in memory).
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let pattern = ones &* UInt64(byte)
            let limit = Swift.min(end, bytes.count)
            let lanes = SIMD16<UInt8>(repeating: byte)
            while index &+ 16 <= limit {
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let found = unsafeBitCast(vector .== lanes, to: SIMD2<UInt64>.self)
                if found[0] != 0 { return index &+ (found[0].trailingZeroBitCount &>> 3) }
                if found[1] != 0 { return index &+ 8 &+ (found[1].trailingZeroBitCount &>> 3) }
                index &+= 16
            }
            while index &+ 8 <= limit {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ pattern
                let flags = (word &- ones) & ~word & 0x8080_8080_8080_8080
                if flags != 0 { return index &+ (flags.trailingZeroBitCount &>> 3) }
                index &+= 8
            }
        }
        while index < end, bytes[index] != byte { index += 1 }
        return index
    }

    /// The index of the first byte at or after `start` that is not a space (0x20), or `end`:
    /// sixteen bytes at once (indentation, mostly), then a tight loop. `bytes[start..<end]` must
    /// lie inside the buffer `base` points into.
    @inline(__always)
    static func spacesEnd(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        if index &+ 16 <= end {
            let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let others = ~unsafeBitCast(vector .== SIMD16<UInt8>(repeating: 0x20), to: SIMD2<UInt64>.self)
            if others[0] != 0 { return index &+ others[0].trailingZeroBitCount &>> 3 }
            if others[1] != 0 { return index &+ 8 &+ others[1].trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        while index < end, base[index] == 0x20 { index &+= 1 }
        return index
    }

    /// The index of the first byte at or after `start` that is not a space or tab, or `end`.
    static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }
}
