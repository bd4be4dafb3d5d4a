extension HTMLByteSink {
    /// Highlighted code as appends: each run escaped, the tags as literals.
    package mutating func appendCodeSpans(_ spans: UnsafeBufferPointer<CodeSpan>, of code: UnsafeBufferPointer<UInt8>,
                                          readableCount: Int, from plainStart: Int, through end: Int, nextSpecial: Int) -> Int {
        var start = plainStart
        for span in spans {
            if span.start > start { appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[start..<span.start])) }
            appendLiteral(CodeTokenTags.opening(span.kind))
            appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[span.start..<span.end]))
            appendLiteral("</span>")
            start = span.end
        }
        if end > start { appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[start..<end])) }
        return nextSpecial >= end ? nextSpecial : CodeEscapeScan.next(in: code, from: end)
    }
}

extension HTMLOutput {
    /// Highlighted code written straight into the buffer, a batch of tokens with one reservation:
    /// the plain text before each token and the token copied (escaped where `nextSpecial` says a
    /// byte needs it), the opening tag as three stores (``CodeTokenTags/openingWords(_:)``, its
    /// common half as a vector), `</span>` as one.
    ///
    /// Each run is copied sixteen bytes at a time, the last sixteen whole (the bytes past the run
    /// are overwritten by what follows): most runs (a space, a keyword) are two loads and two
    /// stores. That reads up to fifteen bytes past a run: inside the code, or after it where
    /// `readableCount` allows (the code's buffer goes on: the rest of the document); a token that
    /// ends within sixteen bytes of the end of what may be read is copied a word at a time with
    /// nothing read past it (only the last code block of a buffer has one). A batch of
    /// more than a few kilobytes of code is written token by token, and a token of more than a few
    /// kilobytes in ``appendEscaped(_:)``'s chunks, so that the room reserved stays small.
    ///
    /// Below, `code` is the code and up to sixteen bytes after it (the most a run's copy reads past
    /// the code): every "count" there is what may be read. The look-ahead for bytes to escape then
    /// searches those sixteen too; a byte it finds there is at or past the code's end, which
    /// means "none" as the code's end does, and the search stays within sixteen bytes of the code
    /// (searching on into the document would make a block's cost depend on what follows it).
    mutating func appendCodeSpans(_ spans: UnsafeBufferPointer<CodeSpan>, of code: UnsafeBufferPointer<UInt8>, readableCount: Int,
                                  from plainStart: Int, through end: Int, nextSpecial: Int) -> Int {
        assert(readableCount >= code.count)
        let code = UnsafeBufferPointer(start: code.baseAddress, count: Swift.min(readableCount, code.count &+ 16))
        let tailStart = spans.last?.end ?? plainStart
        assert(plainStart <= tailStart && tailStart <= end && end <= code.count)
        let sourceCount = end &- plainStart
        guard sourceCount > 0 else { return nextSpecial }
        guard sourceCount <= 8192 else {
            var special = appendLongCodeSpans(spans, of: code, from: plainStart, nextSpecial: nextSpecial)
            if end > tailStart {
                appendEscaped(UnsafeBufferPointer(rebasing: code[tailStart..<end]))
                if special < end { special = CodeEscapeScan.next(in: code, from: end) }
            }
            return special
        }
        var special = nextSpecial
        reserveAndWrite(upTo: Self.room(sourceCount: sourceCount, spanCount: spans.count)) { destination in
            var written = Self.write(spans, of: code, from: plainStart, special: &special, into: destination)
            if end > tailStart {
                if special >= end, let base = code.baseAddress {
                    // The common tail (a line feed, `)` and a line feed): nothing to escape, copied in place.
                    written &+= Self.copyRun(code: base, count: code.count, from: tailStart, to: end, into: destination + written)
                } else {
                    written &+= Self.writeTail(of: code, from: tailStart, to: end, special: &special, into: destination + written)
                }
            }
            return written
        }
        return special
    }

    /// The plain text after the last token of a code block: copied, each byte to escape replaced
    /// by its entity (the positions from the look-ahead). Returns how many bytes it wrote.
    @inline(never)
    private static func writeTail(of code: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, special: inout Int,
                                  into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = code.baseAddress else { return 0 }
        let count = code.count
        var next = special
        var written = 0
        var start = start
        while next < end {
            written &+= copyRun(code: base, count: count, from: start, to: next, into: destination + written)
            written &+= HTMLEscaping.storeEntity(for: base[next], at: UnsafeMutableRawPointer(destination + written))
            start = next &+ 1
            next = CodeEscapeScan.next(in: code, from: start)
        }
        written &+= copyRun(code: base, count: count, from: start, to: end, into: destination + written)
        special = next
        return written
    }

    /// ``appendCodeSpans(_:of:readableCount:from:through:nextSpecial:)`` for a batch of more than a few kilobytes:
    /// token by token.
    @inline(never)
    private mutating func appendLongCodeSpans(_ spans: UnsafeBufferPointer<CodeSpan>, of code: UnsafeBufferPointer<UInt8>,
                                              from plainStart: Int, nextSpecial: Int) -> Int {
        var special = nextSpecial
        var start = plainStart
        for index in spans.indices {
            let span = spans[index]
            if span.end &- start <= 8192 {
                let one = UnsafeBufferPointer(rebasing: spans[index..<index + 1])
                reserveAndWrite(upTo: Self.room(sourceCount: span.end &- start, spanCount: 1)) { destination in
                    Self.write(one, of: code, from: start, special: &special, into: destination)
                }
            } else {
                if span.start > start { appendEscaped(UnsafeBufferPointer(rebasing: code[start..<span.start])) }
                append(CodeTokenTags.opening(span.kind))
                appendEscaped(UnsafeBufferPointer(rebasing: code[span.start..<span.end]))
                append("</span>")
                if special < span.end { special = CodeEscapeScan.next(in: code, from: span.end) }
            }
            start = span.end
        }
        return special
    }

    /// The room ``write(_:of:from:special:into:)`` needs: each source byte becomes at most six,
    /// each token adds a tag of at most 29 bytes and `</span>`'s seven, and the last store reaches
    /// at most fifteen bytes past what is kept (a sixteen-byte copy).
    @inline(__always)
    private static func room(sourceCount: Int, spanCount: Int) -> Int {
        HTMLEscaping.escapedCapacity(sourceCount) &+ spanCount &* 40 &+ 16
    }

    /// Writes `spans` (with the plain text before each, from `plainStart`) to `destination`, which
    /// has ``room(sourceCount:spanCount:)`` bytes, and returns how many it wrote; `special` moves
    /// on to the first byte to escape past the last span.
    @inline(__always)
    private static func write(_ spans: UnsafeBufferPointer<CodeSpan>, of code: UnsafeBufferPointer<UInt8>, from plainStart: Int,
                              special: inout Int, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = code.baseAddress else { return 0 }
        let count = code.count
        var output = destination
        var start = plainStart
        // A token that ends here or before has nothing to escape up to its end and sixteen bytes of
        // code after it (one test a token for the common case).
        var copiedWhole = Swift.min(special, count &- 16)
        for span in spans {
            assert(start <= span.start && span.start < span.end && span.end <= count)
            if span.end <= copiedWhole {
                let plainCount = span.start &- start
                copySixteens(from: base + start, count: plainCount, to: output)
                output += plainCount
                output += storeOpening(span.kind, at: output)
                let tokenCount = span.end &- span.start
                copySixteens(from: base + span.start, count: tokenCount, to: output)
                output += tokenCount
                storeClosing(at: output)
                output += 7
            } else if special < span.end {
                output += writeEscaped(span, of: code, from: start, special: &special, into: output)
                copiedWhole = Swift.min(special, count &- 16)
            } else {
                output += copy(code: base, count: count, from: start, to: span.start, into: output)
                output += storeOpening(span.kind, at: output)
                output += copy(code: base, count: count, from: span.start, to: span.end, into: output)
                storeClosing(at: output)
                output += 7
            }
            start = span.end
        }
        assert(output - destination <= room(sourceCount: spans.last.map { $0.end &- plainStart } ?? 0, spanCount: spans.count))
        return output - destination
    }

    /// One token with a byte to escape in it or in the plain text before it (`special`, before
    /// the token's end): the text before the token and the token escaped sixteen bytes at a time
    /// (``escapeRun(_:count:from:to:into:nearEnd:)``), the next byte to escape then looked for past
    /// the token. Returns how many bytes it wrote. A token that ends within sixteen bytes of the
    /// code's end goes through ``writeEscapedNearEnd(_:of:from:special:into:)``, which reads nothing
    /// past the code (its tests, a step, cost the common case 0.08 M on the highlight bench).
    /// Inlined into the span writer's loop: one call and frame fewer a span (-0.12 M there).
    @inline(__always)
    private static func writeEscaped(_ span: CodeSpan, of code: UnsafeBufferPointer<UInt8>, from plainStart: Int,
                                     special: inout Int, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard span.end &+ 16 <= code.count else {
            return writeEscapedNearEnd(span, of: code, from: plainStart, special: &special, into: destination)
        }
        return writeEscaped(span, of: code, from: plainStart, special: &special, into: destination, nearEnd: false)
    }

    /// ``writeEscaped(_:of:from:special:into:)`` for a token that ends within sixteen bytes of the code's end.
    @inline(never)
    private static func writeEscapedNearEnd(_ span: CodeSpan, of code: UnsafeBufferPointer<UInt8>, from plainStart: Int,
                                            special: inout Int, into destination: UnsafeMutablePointer<UInt8>) -> Int {
        writeEscaped(span, of: code, from: plainStart, special: &special, into: destination, nearEnd: true)
    }

    /// The body of both: with `nearEnd`, every read tested against the code's end.
    @inline(__always)
    private static func writeEscaped(_ span: CodeSpan, of code: UnsafeBufferPointer<UInt8>, from plainStart: Int,
                                     special: inout Int, into destination: UnsafeMutablePointer<UInt8>,
                                     nearEnd: Bool) -> Int {
        guard let base = code.baseAddress else { return 0 }
        let count = code.count
        assert(plainStart <= special && special < span.end)
        var output = destination
        var after: (index: Int, isNext: Bool)
        if special < span.start {
            // The plain text before the first byte to escape needs no look (the look-ahead found none).
            output += nearEnd ? copyRun(code: base, count: count, from: plainStart, to: special, into: output)
                              : copySixteens(code: base, from: plainStart, to: special, into: output)
            output = escapeRun(base, count: count, from: special, to: span.start, into: output, nearEnd: nearEnd).end
            output += storeOpening(span.kind, at: output)
            (output, after) = escapeRun(base, count: count, from: span.start, to: span.end, into: output, nearEnd: nearEnd)
        } else {
            output += nearEnd ? copyRun(code: base, count: count, from: plainStart, to: span.start, into: output)
                              : copySixteens(code: base, from: plainStart, to: span.start, into: output)
            output += storeOpening(span.kind, at: output)
            output += nearEnd ? copyRun(code: base, count: count, from: span.start, to: special, into: output)
                              : copySixteens(code: base, from: span.start, to: special, into: output)
            (output, after) = escapeRun(base, count: count, from: special, to: span.end, into: output, nearEnd: nearEnd)
        }
        storeClosing(at: output)
        special = after.isNext ? after.index : CodeEscapeScan.next(in: code, from: after.index)
        return output + 7 - destination
    }

    /// Copies `start..<end` of the code at `base` (of `count` bytes) to `output` escaped, sixteen
    /// bytes a step: each step stores the sixteen bytes at `start` as they are, then keeps those
    /// before the first byte to escape among them and stores that byte's entity over the rest.
    /// Returns where the run ends in the output, and the next byte to escape at or past `end` when
    /// the last sixteen bytes read showed it (`isNext`), else where to look for it from. It stores
    /// up to sixteen bytes past what it keeps (overwritten by what follows, inside the room reserved), and reads up to sixteen past `end`:
    /// the caller has checked that they lie inside the code, or passes `nearEnd`, and then the
    /// code's last bytes, where sixteen would reach past it, are escaped one by one.
    @inline(__always)
    private static func escapeRun(_ base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int,
                                  into output: UnsafeMutablePointer<UInt8>, nearEnd: Bool)
        -> (end: UnsafeMutablePointer<UInt8>, after: (index: Int, isNext: Bool)) {
        var index = start
        var output = output
        while index < end {
            if nearEnd, index &+ 16 > count { return (escapeBytes(base, from: index, to: end, into: output), (end, false)) }
            assert(index &+ 16 <= count)
            let bytes = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(output).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
            let found = CodeEscapeScan.firstOffset(in: bytes)
            let left = end &- index
            // The run ends in these sixteen bytes before anything to escape (`found` is at most 16).
            if found >= left { return (output + left, found < 16 ? (index &+ found, true) : (index &+ 16, false)) }
            if found == 16 {
                output += 16
                index &+= 16
                continue
            }
            output += found
            output += HTMLEscaping.storeEntity(for: base[index &+ found], at: UnsafeMutableRawPointer(output))
            index &+= found &+ 1
        }
        return (output, (end, false))
    }

    /// ``escapeRun(_:count:from:to:into:nearEnd:)`` for the code's last fifteen bytes at most: byte by byte.
    @inline(never)
    private static func escapeBytes(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                    into output: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var output = output
        for index in start..<end {
            let byte = base[index]
            if byte | 0x04 == 0x26 || byte | 0x02 == 0x3E {  // `"`, `&`, `<`, `>` (see CodeEscapeScan)
                output += HTMLEscaping.storeEntity(for: byte, at: UnsafeMutableRawPointer(output))
            } else {
                output.pointee = byte
                output += 1
            }
        }
        return output
    }

    /// Stores a token's opening tag (32 bytes, the tag first: `<span class="hl-`, the same for
    /// every kind, as one vector, then the kind's rest from ``CodeTokenTags/openingTails`` as
    /// another) and returns its length.
    @inline(__always)
    private static func storeOpening(_ kind: CodeTokenKind, at destination: UnsafeMutablePointer<UInt8>) -> Int {
        let head = CodeTokenTags.openingHead
        let tail = UnsafeRawPointer(CodeTokenTags.openingTails.utf8Start) + CodeTokenTags.index(kind) &* 16
        let output = UnsafeMutableRawPointer(destination)
        output.storeBytes(of: SIMD2<UInt64>(head.0.littleEndian, head.1.littleEndian), as: SIMD2<UInt64>.self)
        output.storeBytes(of: tail.loadUnaligned(as: SIMD16<UInt8>.self), toByteOffset: 16, as: SIMD16<UInt8>.self)
        let length = Int(tail.load(fromByteOffset: 15, as: UInt8.self))
        assert(UnsafeRawBufferPointer(start: output, count: length)
            .elementsEqual(UnsafeRawBufferPointer(start: CodeTokenTags.opening(kind).utf8Start,
                                                  count: CodeTokenTags.opening(kind).utf8CodeUnitCount)))
        return length
    }

    /// Stores `</span>` (and a zero byte, overwritten by what follows).
    @inline(__always)
    private static func storeClosing(at destination: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(destination).storeBytes(of: CodeTokenTags.closing.littleEndian, as: UInt64.self)
    }

    /// Copies `code[start..<end]` (of `count` bytes) and returns its length: sixteen bytes at a
    /// time when sixteen bytes past the run lie inside the code, else a word at a time.
    @inline(__always)
    private static func copyRun(code base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int,
                                into destination: UnsafeMutablePointer<UInt8>) -> Int {
        guard end &+ 16 <= count else { return copy(code: base, count: count, from: start, to: end, into: destination) }
        copySixteens(from: base + start, count: end &- start, to: destination)
        return end &- start
    }

    /// Copies `code[start..<end]` sixteen bytes at a time (see ``copySixteens(from:count:to:)``:
    /// the caller has checked that sixteen bytes past the run lie inside the code) and returns its length.
    @inline(__always)
    private static func copySixteens(code base: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                     into destination: UnsafeMutablePointer<UInt8>) -> Int {
        copySixteens(from: base + start, count: end &- start, to: destination)
        return end &- start
    }

    /// Copies `count` bytes sixteen at a time, as one vector (one load and one store; two words
    /// cost 0.27 M more on the highlight bench), and the bytes after them up to the next multiple
    /// of sixteen (sixteen when `count` is 0): the caller has checked that they lie inside the code
    /// and that the destination has room.
    @inline(__always)
    private static func copySixteens(from source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let input = UnsafeRawPointer(source)
        let output = UnsafeMutableRawPointer(destination)
        // The first sixteen outside the loop: most runs (a space, a keyword) are no longer.
        output.storeBytes(of: input.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
        guard count > 16 else { return }
        var offset = 16
        repeat {
            output.storeBytes(of: input.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), toByteOffset: offset,
                              as: SIMD16<UInt8>.self)
            offset &+= 16
        } while offset < count
    }

    /// Copies `code[start..<end]` (of `count` bytes) a word at a time and returns its length.
    /// The destination needs room for the run and eight bytes more: the last word is stored
    /// whole. The last word is read where it lies inside `code` (past the run when the code
    /// goes on, else ending at the run's end and shifted), so nothing outside `code` is read;
    /// only code of fewer than eight bytes is copied byte by byte.
    @inline(__always)
    private static func copy(code base: UnsafePointer<UInt8>, count: Int, from start: Int, to end: Int,
                             into destination: UnsafeMutablePointer<UInt8>) -> Int {
        assert(0 <= start && start <= end && end <= count)
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
