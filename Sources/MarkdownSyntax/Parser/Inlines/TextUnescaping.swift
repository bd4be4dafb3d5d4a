/// Resolution of backslash escapes and character references in text that is not parsed for
/// inlines: link destinations and titles, code fence info strings, definition labels.
enum TextUnescaping {
    /// The bytes of `b[start..<end]` with escapes and references resolved. Bytes between them
    /// are copied a run at a time, not appended one by one.
    static func unescape(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var runStart = start
        var i = start
        while i < end {
            let c = b[i]
            if c == UInt8(ascii: "\\"), i + 1 < end, ByteClass.isASCIIPunctuation(b[i + 1]) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                output.append(b[i + 1])
                i += 2
                runStart = i
            } else if c == UInt8(ascii: "&"), let entity = HTMLEntities.decode(b, at: i, end: end) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
                entity.value.withBytes { output.append(contentsOf: $0) }
                i = entity.next
                runStart = i
            } else {
                i += 1
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<end]))
        return output
    }

    /// The text of `b[start..<end]` with escapes and references resolved, as a `String`; text
    /// with neither `\` nor `&` (most link destinations and titles) is decoded directly,
    /// without an intermediate byte array.
    static func unescapedString(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        let text = UnsafeBufferPointer(rebasing: b[start..<end])
        if !ByteSearch.contains(UInt8(ascii: "\\"), in: text), !ByteSearch.contains(UInt8(ascii: "&"), in: text) {
            return String(decoding: text, as: UTF8.self)
        }
        return String(decoding: unescape(b, from: start, to: end), as: UTF8.self)
    }
}
