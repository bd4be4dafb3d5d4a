/// The look-ahead of ``HighlightedCodeHTML``: where the next byte that HTML escaping replaces
/// (`&`, `<`, `>`, `"`) is in a code block, thirty-two bytes at a time.
///
/// It finds what ``ByteScan/htmlSpecial(in:from:)`` finds, with the same two tests
/// (`byte | 0x04 == 0x26` holds exactly for `"` and `&`, `byte | 0x02 == 0x3E` exactly for `<`
/// and `>`), on sixteen-byte vectors: the whole code of a highlighted block is searched once, and
/// the search was a sixth of what writing its spans cost with eight bytes a step. The lanes'
/// compare results are read as two little-endian words, so the first match's offset comes from
/// `trailingZeroBitCount` (every supported platform is little-endian).
enum CodeEscapeScan {
    /// The offset of the first byte HTML escaping replaces at or after `start`, or `b.count`.
    @inline(__always)
    static func next(in b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let count = b.count
        guard let base = b.baseAddress else { return count }
        var index = start
        while index &+ 32 <= count {
            let raw = UnsafeRawPointer(base + index)
            let first = matches(raw.loadUnaligned(as: SIMD16<UInt8>.self))
            let second = matches(raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self))
            let any = first | second
            if any[0] | any[1] == 0 {
                index &+= 32
                continue
            }
            if first[0] != 0 { return index &+ first[0].trailingZeroBitCount &>> 3 }
            if first[1] != 0 { return index &+ 8 &+ first[1].trailingZeroBitCount &>> 3 }
            if second[0] != 0 { return index &+ 16 &+ second[0].trailingZeroBitCount &>> 3 }
            return index &+ 24 &+ second[1].trailingZeroBitCount &>> 3
        }
        guard count >= 16 else { return ByteScan.htmlSpecial(in: b, from: index) }
        // The last fewer than thirty-two bytes: sixteen, then the sixteen that end the code, their
        // lanes before `index` (already searched) masked off.
        if index &+ 16 <= count {
            let found = matches(UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
            if found[0] != 0 { return index &+ found[0].trailingZeroBitCount &>> 3 }
            if found[1] != 0 { return index &+ 8 &+ found[1].trailingZeroBitCount &>> 3 }
            index &+= 16
        }
        guard index < count else { return count }
        let last = count &- 16
        let found = matches(UnsafeRawPointer(base + last).loadUnaligned(as: SIMD16<UInt8>.self))
        let skipped = UInt64(truncatingIfNeeded: index &- last) &<< 3  // bits of the lanes already searched, 8 to 120
        let low = skipped < 64 ? found[0] & (~0 &<< skipped) : 0
        if low != 0 { return last &+ low.trailingZeroBitCount &>> 3 }
        let high = skipped > 64 ? found[1] & (~0 &<< (skipped &- 64)) : found[1]
        return high != 0 ? last &+ 8 &+ high.trailingZeroBitCount &>> 3 : count
    }

    /// 0xFF in each byte of `bytes` that escaping replaces, 0 elsewhere, as two little-endian words.
    ///
    /// The vectors' type is spelled out: with `SIMD16(repeating:)` inferred, the compares were
    /// compiled lane by lane through memory (a scan three times slower than eight bytes a step).
    @inline(__always)
    static func matches(_ bytes: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let quoteOrAmpersand = (bytes | SIMD16<UInt8>(repeating: 0x04)) .== SIMD16<UInt8>(repeating: 0x26)
        let angle = (bytes | SIMD16<UInt8>(repeating: 0x02)) .== SIMD16<UInt8>(repeating: 0x3E)
        return unsafeBitCast(quoteOrAmpersand .| angle, to: SIMD2<UInt64>.self)
    }

    /// The offset of the first byte escaping replaces among `bytes`, or 16 when none.
    @inline(__always)
    static func firstOffset(in bytes: SIMD16<UInt8>) -> Int {
        CodeBytes.firstLane(matches(bytes))
    }
}
