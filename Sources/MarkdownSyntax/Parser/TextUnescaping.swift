/// Resolution of backslash escapes and character references in text that is not parsed for
/// inlines: link destinations and titles, code fence info strings, definition labels.
enum TextUnescaping {
    static func unescape(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = b[i]
            if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) {
                output.append(b[i + 1])
                i += 2
            } else if c == UInt8(ascii: "&"), let entity = HTMLEntities.decode(b, at: i, end: end) {
                output.append(contentsOf: entity.value)
                i = entity.next
            } else {
                output.append(c)
                i += 1
            }
        }
        return output
    }

    static func unescapedString(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        String(decoding: unescape(b, from: start, to: end), as: UTF8.self)
    }
}
