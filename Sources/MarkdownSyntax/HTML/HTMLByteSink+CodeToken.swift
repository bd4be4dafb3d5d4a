extension HTMLByteSink {
    /// A highlighted code token, as four appends.
    package mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, openingTag: StaticString,
                                          token: UnsafeBufferPointer<UInt8>) {
        if !plain.isEmpty { appendHTMLEscaped(plain) }
        appendLiteral(openingTag)
        appendHTMLEscaped(token)
        appendLiteral("</span>")
    }
}

extension HTMLOutput {
    /// A highlighted code token written with one reservation: the plain text before it and the
    /// token escaped straight into the buffer (``HTMLEscaping/escape(_:into:)``), the tags copied.
    /// Long runs (beyond a few kilobytes) go through ``appendEscaped(_:)``'s chunks instead, so
    /// that the room reserved stays small.
    mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, openingTag: StaticString,
                                  token: UnsafeBufferPointer<UInt8>) {
        let closing: StaticString = "</span>"
        guard plain.count + token.count <= 4096 else {
            if !plain.isEmpty { appendEscaped(plain) }
            append(openingTag)
            appendEscaped(token)
            append(closing)
            return
        }
        let tagCount = openingTag.utf8CodeUnitCount
        let capacity = HTMLEscaping.escapedCapacity(plain.count) + tagCount + HTMLEscaping.escapedCapacity(token.count) + 7
        reserveAndWrite(upTo: capacity) { destination in
            var written = plain.isEmpty ? 0 : HTMLEscaping.escape(plain, into: destination)
            (destination + written).update(from: openingTag.utf8Start, count: tagCount)
            written += tagCount
            written += HTMLEscaping.escape(token, into: destination + written)
            (destination + written).update(from: closing.utf8Start, count: 7)
            return written + 7
        }
    }
}
