/// Byte- and scalar-level character classes with CommonMark 0.31.2's definitions.
///
/// Everything is decided on UTF-8 bytes; only the Unicode classes (punctuation, whitespace)
/// decode a scalar, and only where emphasis flanking needs one.
enum ByteClass {
    @inline(__always) static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    @inline(__always) static func isLineEnding(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    /// Space, tab, line feed, line tabulation, form feed, carriage return.
    @inline(__always) static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    @inline(__always) static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: return Int(byte - 0x30)
        case 0x41...0x46: return Int(byte - 0x41 + 10)
        case 0x61...0x66: return Int(byte - 0x61 + 10)
        default: return nil
        }
    }
    /// ASCII punctuation as CommonMark defines it (what a backslash can escape).
    @inline(__always) static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40)
            || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    }

    /// Unicode punctuation: general categories P* and S* (CommonMark 0.31.2).
    @inline(__always) static func isUnicodePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        // Inlined for the ASCII neighbours of delimiter runs; the category lookup stays a call.
        if scalar.isASCII { return isASCIIPunctuation(UInt8(scalar.value)) }
        return isNonASCIIPunctuation(scalar)
    }

    private static func isNonASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Unicode whitespace: category Zs, tab, line feed, form feed, carriage return.
    @inline(__always) static func isUnicodeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // Inlined for the ASCII neighbours of delimiter runs (as a call it was ~3% of an
        // emphasis-heavy document); the category lookup stays a call.
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0...0x7F: return false
        default: return isNonASCIISpaceSeparator(scalar)
        }
    }

    private static func isNonASCIISpaceSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator
    }

    /// The scalar that ends just before `index` (or nil at `start`); treats the start of the text as a line ending.
    static func scalar(before index: Int, in bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Unicode.Scalar? {
        guard index > start else { return nil }
        // ASCII, the usual neighbour of a delimiter run, needs no decoder.
        if bytes[index - 1] < 0x80 { return Unicode.Scalar(bytes[index - 1]) }
        var begin = index - 1
        while begin > start, index - begin < 4, bytes[begin] & 0xC0 == 0x80 { begin -= 1 }
        return decodeScalar(bytes, from: begin, end: index)
    }

    /// The scalar that starts at `index` (or nil at `end`).
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Unicode.Scalar? {
        guard index < end else { return nil }
        if bytes[index] < 0x80 { return Unicode.Scalar(bytes[index]) }
        return decodeScalar(bytes, from: index, end: Swift.min(end, index + 4))
    }

    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, end: Int) -> Unicode.Scalar {
        var iterator = UnsafeBufferPointer(rebasing: bytes[from..<end]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}
