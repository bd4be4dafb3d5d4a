extension HTMLByteSink {
    /// A highlighted code token, as four appends.
    package mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, kind: CodeTokenKind,
                                          token: UnsafeBufferPointer<UInt8>) {
        if !plain.isEmpty { appendHTMLEscaped(plain) }
        appendLiteral(CodeTokenTags.opening(kind))
        appendHTMLEscaped(token)
        appendLiteral("</span>")
    }
}

extension HTMLOutput {
    /// A highlighted code token written with one reservation and no call per piece: the plain
    /// text before it and the token copied and escaped straight into the buffer, the opening tag
    /// as four word stores from ``CodeTokenTags``, `</span>` as one. Runs longer than a few
    /// kilobytes go through ``appendEscaped(_:)``'s chunks instead, so that the room reserved
    /// stays small.
    mutating func appendCodeToken(plain: UnsafeBufferPointer<UInt8>, kind: CodeTokenKind, token: UnsafeBufferPointer<UInt8>) {
        guard plain.count + token.count <= 4096 else {
            if !plain.isEmpty { appendEscaped(plain) }
            append(CodeTokenTags.opening(kind))
            appendEscaped(token)
            append("</span>")
            return
        }
        let tags = CodeTokenTags.table
        let capacity = HTMLEscaping.escapedCapacity(plain.count) + HTMLEscaping.escapedCapacity(token.count) + 2 * CodeTokenTags.stride
        reserveAndWrite(upTo: capacity) { destination in
            var written = Self.copyEscaping(plain, into: destination)
            let tag = UnsafeRawPointer(tags + Int(CodeLexerTables.index(of: kind)) * CodeTokenTags.stride)
            let output = UnsafeMutableRawPointer(destination + written)
            for offset in stride(from: 0, to: 32, by: 8) {
                output.storeBytes(of: tag.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            }
            written += Int(tag.load(fromByteOffset: CodeTokenTags.stride - 1, as: UInt8.self))
            written += Self.copyEscaping(token, into: destination + written)
            UnsafeMutableRawPointer(destination + written).storeBytes(of: CodeTokenTags.closing.littleEndian, as: UInt64.self)
            return written + 7
        }
    }

    /// Writes `source` escaped into `destination` (room for ``HTMLEscaping/escapedCapacity(_:)``
    /// bytes): short runs (most tokens) byte by byte, longer ones a word at a time.
    @inline(__always)
    private static func copyEscaping(_ source: UnsafeBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard source.count < 16 else { return HTMLEscaping.escape(source, into: destination) }
        // `"`, `&`, `<` and `>` as bits of a word indexed by byte value (all are below 64).
        let specials: UInt64 = (1 << 0x22) | (1 << 0x26) | (1 << 0x3C) | (1 << 0x3E)
        var written = 0
        for byte in source {
            if byte < 64, (specials >> UInt64(byte)) & 1 != 0 {
                let entity: StaticString
                switch byte {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                default: entity = "&quot;"
                }
                entity.withUTF8Buffer { bytes in
                    for entityByte in bytes {
                        destination[written] = entityByte
                        written += 1
                    }
                }
            } else {
                destination[written] = byte
                written += 1
            }
        }
        return written
    }
}
