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
}
