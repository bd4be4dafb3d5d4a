/// Input repairs done before parsing.
enum InputSanitizer {
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The bytes with every NUL replaced by the UTF-8 of U+FFFD.
    static func replacingNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            if byte == 0 { output.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { output.append(byte) }
        }
        return output
    }
}
