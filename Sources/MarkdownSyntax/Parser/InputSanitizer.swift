/// Input repairs done before parsing.
enum InputSanitizer {
    /// The bytes with every NUL replaced by the UTF-8 of U+FFFD.
    static func replacingNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if byte == 0 {
                output.append(0xEF)
                output.append(0xBF)
                output.append(0xBD)
            } else {
                output.append(byte)
            }
        }
        return output
    }

    /// The length of a UTF-8 byte-order mark (EF BB BF) at the start of `bytes`: 3, or 0 when
    /// there is none. A document's leading mark is not content (cmark skips it too); node
    /// ranges and line/column positions still count the input's bytes as given, so the first
    /// block after a mark starts at offset 3 (line 1, column 4).
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}
