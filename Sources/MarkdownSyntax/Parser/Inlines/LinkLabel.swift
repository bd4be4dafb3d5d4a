/// Link label normalization: Unicode case folding and whitespace collapsing, so that
/// `[Foo  Bar]` matches a definition of `[foo bar]` (CommonMark "matches").
enum LinkLabel {
    /// The normalized form of the label text `b[start..<end]` (without brackets).
    static func normalize(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        // Written straight into the string's storage: a label of up to 15 bytes (most) is a small
        // string, with no allocation; a byte array first cost an allocation and a copy per label
        // (~800 instructions a footnote reference or definition). The result is never longer than
        // the label: white space runs become one space, or nothing at either end.
        var isASCII = true
        let text = String(unsafeUninitializedCapacity: Swift.max(0, end - start)) { buffer in
            var count = 0
            var pendingSpace = false
            for i in start..<end {
                let c = b[i]
                if ByteClass.isASCIIWhitespace(c) {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                if c >= 0x80 { isASCII = false }
                buffer[count] = ByteClass.lowercased(c)
                count += 1
            }
            return count
        }
        if isASCII { return text }
        // Approximates full Unicode case folding (e.g. ẞ, ß and SS all fold to "ss").
        return text.lowercased().uppercased().lowercased()
    }
}
