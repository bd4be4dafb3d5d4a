extension HTMLByteSink {
    /// A highlighted code token, as four appends.
    package mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, kind: CodeTokenKind,
                                          token: UnsafeBufferPointer<UInt8>, needsEscaping: Bool) {
        if !plain.isEmpty { appendHTMLEscaped(plain) }
        appendLiteral(CodeTokenTags.opening(kind))
        appendHTMLEscaped(token)
        appendLiteral("</span>")
    }
}

extension HTMLOutput {
    /// A highlighted code token written with one reservation: the plain text before it and the
    /// token copied (escaped with ``HTMLEscaping/escape(_:into:)`` when `needsEscaping`),
    /// the opening tag as four word stores (``CodeTokenTags/openingWords(_:)``), `</span>` as
    /// one. Runs longer than a few kilobytes go through ``appendEscaped(_:)``'s chunks instead, so
    /// that the room reserved stays small.
    mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, kind: CodeTokenKind, token: UnsafeBufferPointer<UInt8>,
                                  needsEscaping: Bool) {
        guard plain.count + token.count <= 4096 else {
            if !plain.isEmpty { appendEscaped(plain) }
            append(CodeTokenTags.opening(kind))
            appendEscaped(token)
            append("</span>")
            return
        }
        let capacity = HTMLEscaping.escapedCapacity(plain.count) + HTMLEscaping.escapedCapacity(token.count) + 40
        reserveAndWrite(upTo: capacity) { destination in
            var written = needsEscaping ? HTMLEscaping.escape(plain, into: destination) : Self.copy(plain, into: destination)
            let tag = CodeTokenTags.openingWords(kind)
            let output = UnsafeMutableRawPointer(destination + written)
            output.storeBytes(of: tag.0.littleEndian, as: UInt64.self)
            output.storeBytes(of: tag.1.littleEndian, toByteOffset: 8, as: UInt64.self)
            output.storeBytes(of: tag.2.littleEndian, toByteOffset: 16, as: UInt64.self)
            output.storeBytes(of: tag.3.littleEndian, toByteOffset: 24, as: UInt64.self)
            written += tag.4
            written += needsEscaping ? HTMLEscaping.escape(token, into: destination + written) : Self.copy(token, into: destination + written)
            UnsafeMutableRawPointer(destination + written).storeBytes(of: CodeTokenTags.closing.littleEndian, as: UInt64.self)
            return written + 7
        }
    }

    /// Copies a short run a word at a time, then byte by byte; returns its length.
    @inline(__always)
    private static func copy(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        let count = source.count
        guard let base = source.baseAddress else { return 0 }
        var index = 0
        while index &+ 8 <= count {
            UnsafeMutableRawPointer(destination + index)
                .storeBytes(of: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), as: UInt64.self)
            index &+= 8
        }
        while index < count {
            destination[index] = base[index]
            index &+= 1
        }
        return count
    }
}
