/// A word table for the lexers' hot path: an open-addressing hash table over identifiers
/// packed into two integers (``CodeWord``'s packing), built once per grammar.
///
/// A lookup hashes the packed key with two multiplications and compares two integers per probe:
/// no `String`, no `Hasher`, no allocation. Each word maps to one byte (``CodeLexerTables``'s
/// entry: a class and flags).
///
/// The table is a plain value over storage that is never freed: only statics make one (the
/// compiled grammars, the language names), so it lives as long as the process. Holding it
/// costs no reference counting, and a lexer that holds it stays trivially copyable.
struct CodeWordIndex: @unchecked Sendable {
    // @unchecked: the storage is written only while the table is built, before it is shared.
    /// Keys: slot `i` holds its word's low and high halves at `2i` and `2i + 1` (0, 0: empty).
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<UInt8>
    private let mask: Int
    private let shift: UInt64

    /// An empty table with room for `count` words; ``merge(low:high:value:keeping:)`` fills it.
    ///
    /// Two slots a word, so the table is at most half full and a probe always meets an empty slot.
    /// Four a word made lookups probe less (12,000 instructions fewer on the highlight bench's
    /// 32,217 lookups) but cost each document 8,000 more per grammar to clear (docs/highlighting.md).
    init(capacityFor count: Int) {
        var capacity = 16
        var bits: UInt64 = 4
        while capacity < count * 2 {
            capacity *= 2
            bits += 1
        }
        keys = .allocate(capacity: capacity * 2)
        keys.initialize(repeating: 0, count: capacity * 2)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
        shift = 64 - bits
    }

    /// Sets a word's value to `value` and the bits of its old value under `keeping`. Only while
    /// the table is built, before it is shared; at most the `count` words it was made for.
    func merge(low: UInt64, high: UInt64, value: UInt8, keeping: UInt8) {
        update(low: low, high: high, inserting: true) { ($0 & keeping) | value }
    }

    /// Sets a word's value to `change(old value)` (0 when it is new); a word the table does not
    /// hold is added only when `inserting`. Only while the table is built, before it is shared; at
    /// most the `count` words it was made for.
    @inline(__always)
    func update(low: UInt64, high: UInt64, inserting: Bool, _ change: (UInt8) -> UInt8) {
        guard low != 0 else { return }
        var slot = Self.slot(low, high, shift: shift)
        while keys[2 * slot] != 0, keys[2 * slot] != low || keys[2 * slot + 1] != high {
            slot = (slot + 1) & mask
        }
        if keys[2 * slot] == 0 {
            guard inserting else { return }
            keys[2 * slot] = low
            keys[2 * slot + 1] = high
        }
        values[slot] = change(values[slot])
    }

    /// The value of the packed word, 0 when the table does not hold it.
    @inline(__always)
    func value(low: UInt64, high: UInt64) -> UInt8 {
        var slot = Self.slot(low, high, shift: shift)
        while true {
            let key = keys[2 &* slot]
            if key == low, keys[2 &* slot &+ 1] == high { return values[slot] }
            if key == 0 { return 0 }
            slot = (slot &+ 1) & mask
        }
    }

    /// A packed word's first slot: two multiplications, the top bits.
    @inline(__always)
    private static func slot(_ low: UInt64, _ high: UInt64, shift: UInt64) -> Int {
        let mixed = (low ^ (high &* 0x85EB_CA77_C2B2_AE63)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> shift)  // `shift` < 64: no test for a larger one
    }
}
