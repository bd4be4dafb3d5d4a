/// HTML character references (`&amp;`, `&#35;`, `&#x22;`) as CommonMark resolves them.
///
/// Named references come from the HTML5 table in `HTMLEntities+Table.swift`; numeric ones follow the
/// spec: code point 0, surrogates and values above U+10FFFF become U+FFFD.
enum HTMLEntities {
    /// A reference's replacement text: at most six UTF-8 bytes for any named reference, four for a
    /// numeric one, so it is held in one integer and decoding allocates nothing.
    struct Value {
        /// The bytes, the first in the lowest byte.
        let bytes: UInt64
        let count: Int

        /// Calls `body` with the bytes.
        @inline(__always)
        func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            var littleEndian = bytes.littleEndian
            return withUnsafeBytes(of: &littleEndian) { body(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[0..<count])) }
        }
    }

    /// The table's bytes (`name` TAB `value` lines, sorted by name) and where each line starts:
    /// a name is found by binary search over them. Read once into storage that is never freed
    /// (only these statics make it). A dictionary of the 2,125 names cost ~2.5 million
    /// instructions to build, paid by every process that met one reference (a README's `&nbsp;`:
    /// a sixth of rendering it); this costs a copy of the table and one pass over its lines.
    private struct NameIndex: @unchecked Sendable {
        // @unchecked: written only while it is made, before it is shared, and never freed.
        let bytes: UnsafeBufferPointer<UInt8>
        let lineStarts: UnsafeBufferPointer<Int32>
    }

    private static let index: NameIndex = {
        var source = table
        return source.withUTF8 { text in
            let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
            _ = bytes.initialize(from: text)
            var starts: [Int32] = []
            starts.reserveCapacity(2200)
            var lineStart = 0
            while lineStart < text.count {
                // A value is never empty, so the byte after the tab always belongs to it, even
                // when it is itself a line feed (`&NewLine;`).
                var tab = lineStart
                while tab < text.count, text[tab] != 0x09, text[tab] != 0x0A { tab += 1 }
                guard tab + 1 < text.count, text[tab] == 0x09 else {
                    lineStart = tab + 1
                    continue
                }
                starts.append(Int32(lineStart))
                lineStart = ByteScan.lineEnding(in: text, from: tab + 2) + 1
            }
            let lineStarts = UnsafeMutableBufferPointer<Int32>.allocate(capacity: starts.count)
            _ = lineStarts.initialize(from: starts)
            return NameIndex(bytes: UnsafeBufferPointer(bytes), lineStarts: UnsafeBufferPointer(lineStarts))
        }
    }()

    /// The replacement text of the named reference `name` (no `&`, no `;`), or nil.
    static func named(_ name: UnsafeBufferPointer<UInt8>) -> Value? {
        let bytes = index.bytes
        let lineStarts = index.lineStarts
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            let start = Int(lineStarts[middle])
            var tab = start
            while bytes[tab] != 0x09 { tab += 1 }
            switch compare(name, UnsafeBufferPointer(rebasing: bytes[start..<tab])) {
            case 0:
                let valueEnd = ByteScan.lineEnding(in: bytes, from: tab + 2)
                return value(of: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<valueEnd]))
            case ..<0:
                high = middle
            default:
                low = middle + 1
            }
        }
        return nil
    }

    /// Byte order (the table's): negative when `a` sorts first, 0 when equal.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<Swift.min(a.count, b.count) where a[index] != b[index] {
            return Int(a[index]) - Int(b[index])
        }
        return a.count - b.count
    }

    /// `utf8` (at most eight bytes) held as a ``Value``.
    private static func value(of utf8: UnsafeBufferPointer<UInt8>) -> Value {
        var packed: UInt64 = 0
        for (offset, byte) in utf8.prefix(8).enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset)) }
        return Value(bytes: packed, count: Swift.min(utf8.count, 8))
    }

    /// The longest entity name, to bound scanning.
    static let maximumNameLength = 32

    /// The reference starting at `bytes[start]` (`&`) and the index after its `;`, or nil when
    /// there is none.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (value: Value, next: Int)? {
        var i = start + 1
        guard i < end else { return nil }
        if bytes[i] == UInt8(ascii: "#") {
            i += 1
            guard i < end else { return nil }
            var codePoint = 0
            var digits = 0
            if bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") {
                i += 1
                while i < end, let digit = ByteClass.hexValue(bytes[i]) {
                    if digits < 8 { codePoint = codePoint * 16 + digit }
                    digits += 1
                    i += 1
                }
                guard (1...6).contains(digits) else { return nil }
            } else {
                while i < end, ByteClass.isDigit(bytes[i]) {
                    if digits < 9 { codePoint = codePoint * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
                    digits += 1
                    i += 1
                }
                guard (1...7).contains(digits) else { return nil }
            }
            guard i < end, bytes[i] == UInt8(ascii: ";") else { return nil }
            return (utf8(ofCodePoint: codePoint), i + 1)
        }
        let nameStart = i
        while i < end, i - nameStart <= maximumNameLength, ByteClass.isAlphanumeric(bytes[i]) { i += 1 }
        guard i > nameStart, i < end, bytes[i] == UInt8(ascii: ";"),
              let value = named(UnsafeBufferPointer(rebasing: bytes[nameStart..<i])) else { return nil }
        return (value, i + 1)
    }

    /// The UTF-8 of a numeric reference's code point, with invalid ones replaced by U+FFFD.
    static func utf8(ofCodePoint codePoint: Int) -> Value {
        let scalar: Unicode.Scalar
        if codePoint == 0 || codePoint > 0x10FFFF {
            scalar = "\u{FFFD}"
        } else if let valid = Unicode.Scalar(UInt32(codePoint)) {
            scalar = valid
        } else {
            scalar = "\u{FFFD}"
        }
        var packed: UInt64 = 0
        var count = 0
        UTF8.encode(scalar) { byte in
            packed |= UInt64(byte) << (8 * UInt64(count))
            count += 1
        }
        return Value(bytes: packed, count: count)
    }
}
