extension HTMLByteSink {
    /// A highlighted code token, as four appends.
    package mutating func appendCodeToken(code: UnsafeBufferPointer<UInt8>, plainStart: Int, tokenStart: Int, tokenEnd: Int,
                                          kind: CodeTokenKind, needsEscaping: Bool) {
        if tokenStart > plainStart { appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[plainStart..<tokenStart])) }
        appendLiteral(CodeTokenTags.opening(kind))
        appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[tokenStart..<tokenEnd]))
        appendLiteral("</span>")
    }
}

extension HTMLOutput {
    /// A highlighted code token written with one reservation: the plain text before it and the
    /// token copied (escaped with ``HTMLEscaping/escape(_:into:)`` when `needsEscaping`),
    /// the opening tag as four word stores (``CodeTokenTags/openingWords(_:)``), `</span>` as
    /// one. Runs longer than a few kilobytes go through ``appendEscaped(_:)``'s chunks instead, so
    /// that the room reserved stays small.
    @inline(__always)
    mutating func appendCodeToken(code: UnsafeBufferPointer<UInt8>, plainStart: Int, tokenStart: Int, tokenEnd: Int,
                                  kind: CodeTokenKind, needsEscaping: Bool) {
        assert(0 <= plainStart && plainStart <= tokenStart && tokenStart <= tokenEnd && tokenEnd <= code.count)
        guard let base = code.baseAddress else { return }
        let plainCount = tokenStart &- plainStart
        let tokenCount = tokenEnd &- tokenStart
        guard plainCount &+ tokenCount <= 4096 else {
            if plainCount > 0 { appendEscaped(UnsafeBufferPointer(start: base + plainStart, count: plainCount)) }
            append(CodeTokenTags.opening(kind))
            appendEscaped(UnsafeBufferPointer(start: base + tokenStart, count: tokenCount))
            append("</span>")
            return
        }
        if needsEscaping {
            let capacity = HTMLEscaping.escapedCapacity(plainCount) &+ HTMLEscaping.escapedCapacity(tokenCount) &+ 40
            reserveAndWrite(upTo: capacity) { destination in
                var written = HTMLEscaping.escape(UnsafeBufferPointer(start: base + plainStart, count: plainCount), into: destination)
                written &+= Self.storeOpening(kind, at: destination + written)
                written &+= HTMLEscaping.escape(UnsafeBufferPointer(start: base + tokenStart, count: tokenCount),
                                                into: destination + written)
                UnsafeMutableRawPointer(destination + written).storeBytes(of: CodeTokenTags.closing.littleEndian, as: UInt64.self)
                return written &+ 7
            }
        } else {
            // Copies store whole words (up to seven bytes past a run, overwritten next): room for
            // both runs, eight spare after each, the tag's 32 and `</span>`'s 8.
            reserveAndWrite(upTo: plainCount &+ tokenCount &+ 56) { destination in
                var written = Self.copy(code: base, count: code.count, from: plainStart, to: tokenStart, into: destination)
                written &+= Self.storeOpening(kind, at: destination + written)
                written &+= Self.copy(code: base, count: code.count, from: tokenStart, to: tokenEnd, into: destination + written)
                UnsafeMutableRawPointer(destination + written).storeBytes(of: CodeTokenTags.closing.littleEndian, as: UInt64.self)
                return written &+ 7
            }
        }
    }

    /// Stores a token's opening tag as four words (32 bytes, the tag first) and returns its length.
    @inline(__always)
    private static func storeOpening(_ kind: CodeTokenKind, at destination: UnsafeMutablePointer<UInt8>) -> Int {
        let tag = CodeTokenTags.openingWords(kind)
        let output = UnsafeMutableRawPointer(destination)
        output.storeBytes(of: tag.0.littleEndian, as: UInt64.self)
        output.storeBytes(of: tag.1.littleEndian, toByteOffset: 8, as: UInt64.self)
        output.storeBytes(of: tag.2.littleEndian, toByteOffset: 16, as: UInt64.self)
        output.storeBytes(of: tag.3.littleEndian, toByteOffset: 24, as: UInt64.self)
        return tag.4
    }

    /// Copies `code[start..<end]` (of `count` bytes) a word at a time and returns its length.
    /// The destination needs room for the run and eight bytes more: the last word is stored
    /// whole. The last word is read where it lies inside `code` (past the run when the code
    /// goes on, else ending at the run's end and shifted), so nothing outside `code` is read;
    /// only code of fewer than eight bytes is copied byte by byte.
    @inline(__always)
    private static func copy(code base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int,
                             into destination: UnsafeMutablePointer<UInt8>) -> Int {
        let length = end &- start
        var index = 0
        while index &+ 8 <= length {
            UnsafeMutableRawPointer(destination + index)
                .storeBytes(of: UnsafeRawPointer(base + (start &+ index)).loadUnaligned(as: UInt64.self), as: UInt64.self)
            index &+= 8
        }
        let remaining = length &- index
        guard remaining > 0 else { return length }
        let word: UInt64
        if start &+ index &+ 8 <= count {
            word = UnsafeRawPointer(base + (start &+ index)).loadUnaligned(as: UInt64.self)
        } else if end >= 8 {
            // The eight bytes ending at the run's end, shifted so that the ones before the tail fall off.
            let last = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self))
            word = (last &>> UInt64((8 &- remaining) &* 8)).littleEndian
        } else {
            for offset in index..<length { destination[offset] = base[start &+ offset] }
            return length
        }
        UnsafeMutableRawPointer(destination + index).storeBytes(of: word, as: UInt64.self)
        return length
    }
}
