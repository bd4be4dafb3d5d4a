/// Link label normalization: Unicode case folding and whitespace collapsing, so that
/// `[Foo  Bar]` matches a definition of `[foo bar]` (CommonMark "matches").
enum LinkLabel {
    /// The normalized form of the label text `b[start..<end]` (without brackets).
    static func normalize(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        var pendingSpace = false
        var isASCII = true
        for i in start..<end {
            let c = b[i]
            if ByteClass.isASCIIWhitespace(c) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            if c >= 0x80 { isASCII = false }
            bytes.append(ByteClass.lowercased(c))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if isASCII { return text }
        // Approximates full Unicode case folding (e.g. ẞ, ß and SS all fold to "ss").
        return text.lowercased().uppercased().lowercased()
    }
}
