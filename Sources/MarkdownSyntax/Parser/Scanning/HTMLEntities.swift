/// HTML character references (`&amp;`, `&#35;`, `&#x22;`) as CommonMark resolves them.
///
/// Named references come from the HTML5 table in `HTMLEntities+Table.swift`; numeric ones follow the
/// spec: code point 0, surrogates and values above U+10FFFF become U+FFFD.
enum HTMLEntities {
    /// The replacement text of each named reference, keyed by name (no `&`, no `;`).
    ///
    /// Built from the table's UTF-8 bytes: splitting the String into Characters cost about
    /// 20 million instructions, paid by every process that meets its first entity. A value
    /// is never empty, so the byte after the tab always belongs to it, even when it is itself
    /// a line feed (`&NewLine;`).
    static let named: [String: [UInt8]] = {
        var result: [String: [UInt8]] = [:]
        result.reserveCapacity(2200)
        var source = table
        source.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var tab = lineStart
                while tab < bytes.count, bytes[tab] != 0x09, bytes[tab] != 0x0A { tab += 1 }
                guard tab + 1 < bytes.count, bytes[tab] == 0x09 else {
                    lineStart = tab + 1
                    continue
                }
                let lineEnd = ByteScan.lineEnding(in: bytes, from: tab + 2)
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<tab]), as: UTF8.self)
                result[name] = Array(UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<lineEnd]))
                lineStart = lineEnd + 1
            }
        }
        return result
    }()

    /// The longest entity name, to bound scanning.
    static let maximumNameLength = 32

    /// Decodes the reference starting at `start` (which holds `&`) in `bytes[start..<end]`.
    /// Returns the replacement bytes and the index after the `;`, or nil when there is no valid reference.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> (value: [UInt8], next: Int)? {
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
        guard i > nameStart, i < end, bytes[i] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<i]), as: UTF8.self)
        guard let value = named[name] else { return nil }
        return (value, i + 1)
    }

    /// The UTF-8 of a numeric reference's code point, with invalid ones replaced by U+FFFD.
    static func utf8(ofCodePoint codePoint: Int) -> [UInt8] {
        let scalar: Unicode.Scalar
        if codePoint == 0 || codePoint > 0x10FFFF {
            scalar = "\u{FFFD}"
        } else if let valid = Unicode.Scalar(UInt32(codePoint)) {
            scalar = valid
        } else {
            scalar = "\u{FFFD}"
        }
        return Array(String(Character(scalar)).utf8)
    }
}
