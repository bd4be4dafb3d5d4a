/// Finds the first byte where a byte sequence stops being well-formed UTF-8 (Unicode table 3-7).
///
/// One pass that skips eight ASCII bytes at a time, so validating the input costs far less than
/// decoding it into a `String` (which also copies it) before the parser reads the same bytes.
package enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, or nil when every byte is part of one well-formed.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < count {
            // ASCII fast path: sixteen, then eight bytes without any high bit.
            if index &+ 16 <= count {
                let first = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let second = UnsafeRawPointer(base + (index &+ 8)).loadUnaligned(as: UInt64.self)
                if (first | second) & 0x8080_8080_8080_8080 == 0 {
                    index &+= 16
                    continue
                }
            }
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The allowed range of the second byte and the sequence length, by lead byte.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= low, second <= high else { return index }
            for next in (index + 2)..<(index + length) where base[next] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
