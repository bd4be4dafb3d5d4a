/// The lexer of the C-like and script-like families (and SQL), driven by a ``CodeGrammar``
/// compiled into ``CodeLexerTables``.
///
/// One forward pass: every step classifies at least one byte and never looks back, and every
/// inner scan (a string, a comment, a number) moves forward from where the step began, so the
/// time is linear in the code's length whatever it contains.
///
/// The hot path is one table load per byte: blanks and punctuation cost a few instructions,
/// an identifier is packed into two integers as it is scanned and looked up once in the
/// grammar's ``CodeWordIndex`` (its class, whether it introduces a definition, whether it is a
/// string prefix); only bytes the table marks special (quotes, comment markers, `#`, `@`,
/// sigils) go through the grammar's rules.
struct CodeLexer<Sink: CodeTokenReceiver> {
    let tables: CodeLexerTables
    let bytes: UnsafeBufferPointer<UInt8>
    var sink: Sink
    /// The byte besides letters, digits, `_` and non-ASCII bytes that continues an identifier
    /// (`$` where it is a letter; `_` again when none), for ``CodeBytes/nonIdentifierMask(_:also:)``.
    private let extraIdentifierBytes: UInt64
    /// The same byte in every lane, for ``CodeBytes/identifierLanes(_:also:)``.
    private let extraIdentifierLanes: SIMD16<UInt8>
    /// Where the range ``run(_:)`` lexes starts: a line starts there.
    private var rangeStart = 0

    private typealias ByteClass = CodeLexerTables.ByteClass
    private typealias WordEntry = CodeLexerTables.WordEntry

    /// What the words before the current byte set up, as bits: ``run(_:)`` keeps it in a local and
    /// the steps take it and hand it back (no store into the lexer per byte). The bits line up with
    /// ``CodeLexerTables/WordEntry``'s introducer and type-word bits shifted down by four, so that
    /// a classed word's state is its entry's.
    private enum State {
        /// The next identifier is a function's name (after `func`)…
        static var pendingFunction: UInt8 { 1 }
        /// …or a type's (after `class`).
        static var pendingType: UInt8 { 2 }
        static var pending: UInt8 { 3 }
        /// The last token was a word that can precede a definition's name (a type or a name), with
        /// only white space, `*` or `&` since.
        static var afterTypeWord: UInt8 { 4 }
    }

    init(tables: CodeLexerTables, bytes: UnsafeBufferPointer<UInt8>, sink: Sink) {
        self.tables = tables
        self.bytes = bytes
        self.sink = sink
        let extra: UInt8 = tables.flags.contains(.dollarIdentifiers) ? 0x24 : 0x5F
        extraIdentifierBytes = 0x0101_0101_0101_0101 &* UInt64(extra)
        extraIdentifierLanes = SIMD16<UInt8>(repeating: extra)
    }

    @inline(__always)
    private func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    @inline(__always)
    private func byteClass(_ byte: UInt8) -> UInt16 { tables.classes[Int(byte)] }

    /// Lexes `range` of the bytes.
    ///
    /// One class load decides the common steps: an identifier, blanks, and punctuation that
    /// starts nothing and keeps nothing; special bytes go to the grammar's rules, the rest through
    /// ``step(at:end:state:triedSpecial:)``.
    mutating func run(_ range: Range<Int>) {
        guard let base = bytes.baseAddress else { return }
        var index = range.lowerBound
        let end = Swift.min(range.upperBound, bytes.count)
        let classes = tables.classes
        var state: UInt8 = 0
        rangeStart = range.lowerBound
        let wideEnd = wordsAtOnceEnd(end)
        while index < end {
            let current = base[index]
            let byteClass = classes[Int(current)]
            if byteClass & (ByteClass.special | ByteClass.identifierStart) == ByteClass.identifierStart {
                (index, state) = word(at: index, end: end, wideEnd: wideEnd, state: state)
                // The spaces after it here: blanks change no state, and most words have one after them.
                while index < end, base[index] == 0x20 { index &+= 1 }
                continue
            }
            if byteClass & (ByteClass.blank | ByteClass.newline) != 0 {
                // The spaces after it (indentation, mostly).
                index = CodeBytes.spacesEnd(base, from: index &+ 1, end: end)
                continue
            }
            if byteClass & (ByteClass.special | ByteClass.identifierStart | ByteClass.digit | ByteClass.slowPunctuation) == 0 {
                state = 0
                index &+= 1
                // The plain punctuation and blanks right after it (`) {`, `();`): they change nothing more.
                while index < end,
                      classes[Int(base[index])] & (ByteClass.special | ByteClass.identifierStart | ByteClass.digit
                                                   | ByteClass.slowPunctuation | ByteClass.newline) == 0 {
                    index &+= 1
                }
                continue
            }
            var triedSpecial = false
            if byteClass & ByteClass.special != 0 {
                // Straight to the grammar's rules (most special bytes start a string or a comment).
                var after = current == 0x2A || current == 0x26 ? state : state & ~State.afterTypeWord
                if let stop = special(at: index, end: end, state: &after) {
                    index = stop > index ? stop : index &+ 1
                    state = after
                    continue
                }
                triedSpecial = true
            }
            (index, state) = step(at: index, end: end, state: state, triedSpecial: triedSpecial)
        }
    }

    /// The main loop's step for a byte its short paths do not decide: a special byte that starts
    /// nothing special (`triedSpecial`: its rules were already tried), a digit, `.`, `*`, `&`, `<`,
    /// `>`. Returns the index after the step (past `index`) and the state.
    @inline(never)
    private mutating func step(at index: Int, end: Int, state: UInt8, triedSpecial: Bool) -> (Int, UInt8) {
        let current = bytes[index]
        let byteClass = byteClass(current)
        assert(triedSpecial || byteClass & ByteClass.special == 0, "run tries a special byte's rules first")
        if byteClass & ByteClass.slowPunctuation != 0, current != 0x2E || !CodeBytes.isDigit(byte(index &+ 1)) {
            // `*`, `&`, `<`, `>`, and a `.` that starts no number (the commonest steps): punctuation
            // that keeps some of the state (`int *f(`, `class A<T>`), first, before the rest's set-up.
            return (index &+ 1, state & UInt8(truncatingIfNeeded: byteClass &>> ByteClass.keptStateShift))
        }
        let typeWordBefore = state & State.afterTypeWord
        var state = state
        if current != 0x2A && current != 0x26 { state &= ~State.afterTypeWord }
        var stop = index
        if !triedSpecial, byteClass & ByteClass.special != 0,
           let end = special(at: index, end: end, state: &state) {
            stop = end
        } else if byteClass & ByteClass.identifierStart != 0 {
            (stop, state) = outOfLineWord(at: index, end: end, state: (state & State.pending) | typeWordBefore)
        } else if byteClass & ByteClass.digit != 0
                    || (current == 0x2E && !tables.flags.contains(.shellWords) && CodeBytes.isDigit(byte(index + 1))
                        && (index == 0 || !CodeBytes.isIdentifier(bytes[index - 1]))) {
            // Most numbers are one digit (`0`, `1`): then the next byte ends it, as in `numberEnd`.
            let next = byte(index &+ 1)
            stop = CodeBytes.isIdentifier(next) || next == 0x2E ? Self.numberEnd(bytes, from: index, end: end) : index &+ 1
            sink.add(.number, index, stop)
            state &= ~State.pending
        } else {
            if current != 0x2A && current != 0x3C && current != 0x3E { state &= ~State.pending }
            stop = index + 1
        }
        return (stop > index ? stop : index + 1, state)  // every step advances
    }

    /// Whether only blanks (spaces, tabs, carriage returns) come between the start of `index`'s
    /// line (or of the lexed range) and `index`: asked only of a `#` where the grammar has a
    /// preprocessor, so the main loop keeps no line-start state. It looks back over the blanks
    /// right before `index` only, which no other step looks back over (linear in all).
    private func startsLine(_ index: Int) -> Bool {
        var previous = index
        while previous > rangeStart, byteClass(bytes[previous - 1]) & ByteClass.blank != 0 { previous -= 1 }
        return previous == rangeStart || bytes[previous - 1] == 0x0A
    }

    @inline(__always)
    private func matchesLineComment(_ first: UInt8, _ second: UInt8, _ count: Int, at index: Int, end: Int) -> Bool {
        guard count > 0, index + count <= end, bytes[index] == first else { return false }
        return count == 1 || bytes[index + 1] == second
    }

    /// The rules of a byte the table marks special: the index after what it starts, or nil when
    /// it starts nothing special (it is then a number, a word or punctuation).
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private mutating func special(at index: Int, end: Int, state: inout UInt8) -> Int? {
        let current = bytes[index]
        // Strings first, the commonest: no comment marker, directive or sigil starts with a quote.
        if current == 0x22 || (current == 0x60 && tables.flags.contains(.backtickStrings)) {
            if current == 0x22, let stop = Self.plainStringEnd(bytes, at: index, end: end) {
                sink.add(.string, index, stop)
                return stop
            }
            return quoted(from: index, quoteAt: index, hashes: 0, end: end)
        }
        // Comments.
        let markers = tables.lineComment
        var isLineComment = matchesLineComment(markers.first, markers.second, markers.count, at: index, end: end)
        var isHash = markers.count == 1 && markers.first == 0x23
        if !isLineComment, matchesLineComment(markers.otherFirst, markers.otherSecond, markers.otherCount, at: index, end: end) {
            isLineComment = true
            isHash = markers.otherCount == 1 && markers.otherFirst == 0x23
        }
        if isLineComment, !(tables.flags.contains(.shellWords) && isHash && index > 0 && !CodeBytes.isSpace(bytes[index - 1]) && bytes[index - 1] != 0x3B) {
            let stop = CodeBytes.lineEnd(bytes, from: index, end: end)
            sink.add(.comment, index, stop)
            return stop
        }
        if tables.blockOpenCount > 0, matches(tables.blockOpen, tables.blockOpenCount, at: index, end: end) {
            let stop = blockCommentEnd(from: index + tables.blockOpenCount, end: end)
            sink.add(.comment, index, stop)
            return stop
        }
        if current == 0x2F, tables.flags.contains(.regexLiterals), startsExpression(before: index) {
            return regex(from: index, end: end)
        }
        // PHP's processing tags: `<?php`, `<?=`, `?>`.
        if current == 0x3C || current == 0x3F, tables.flags.contains(.processingTags) {
            if current == 0x3C, byte(index + 1) == 0x3F {
                let stop = byte(index + 2) == 0x3D ? index + 3 : identifierEnd(from: index + 2, end: end)
                sink.add(.keyword, index, stop)
                return stop
            }
            if current == 0x3F, byte(index + 1) == 0x3E {
                sink.add(.keyword, index, index + 2)
                return index + 2
            }
        }
        // Directives, attributes and sigils.
        if current == 0x23 {  // #
            if tables.flags.contains(.preprocessor), startsLine(index) { return preprocessorLine(from: index, end: end) }
            if tables.flags.contains(.hashAttributes), byte(index + 1) == 0x5B || (byte(index + 1) == 0x21 && byte(index + 2) == 0x5B) {
                return bracketed(from: index, end: end, kind: .attribute)
            }
            if tables.flags.contains(.hashKeywords) {
                var hashes = index
                while hashes < end, bytes[hashes] == 0x23 { hashes += 1 }
                if hashes < end, bytes[hashes] == 0x22 { return quoted(from: index, quoteAt: hashes, hashes: hashes - index, end: end) }
                let wordEnd = identifierEnd(from: index + 1, end: end)
                if wordEnd > index + 1 {
                    sink.add(.keyword, index, wordEnd)
                    return wordEnd
                }
            }
        }
        if current == 0x40 {  // @
            if tables.flags.contains(.atKeywords) {
                if byte(index + 1) == 0x22 { return quoted(from: index, quoteAt: index + 1, hashes: 0, end: end) }
                let wordEnd = identifierEnd(from: index + 1, end: end)
                if wordEnd > index + 1 {
                    if spells("interface", index + 1, wordEnd) || spells("implementation", index + 1, wordEnd)
                        || spells("protocol", index + 1, wordEnd) {
                        state = (state & ~State.pending) | State.pendingType
                    }
                    sink.add(.keyword, index, wordEnd)
                    return wordEnd
                }
            } else if tables.flags.contains(.annotations) {
                let wordEnd = identifierEnd(from: index + 1, end: end)
                if wordEnd > index + 1 {
                    sink.add(.attribute, index, wordEnd)
                    return wordEnd
                }
            }
        }
        if byteClass(current) & ByteClass.sigil != 0 {
            var nameStart = index + 1
            // `@@name`, `$$name` (not in shell, where `$$` is a parameter).
            while !tables.flags.contains(.shellWords), nameStart < end, byteClass(bytes[nameStart]) & ByteClass.sigil != 0 { nameStart += 1 }
            if tables.flags.contains(.shellWords), nameStart < end, bytes[nameStart] == 0x7B {  // ${…}
                let brace = braceEnd(from: nameStart, end: end)
                let stop = brace.closed || brace.stop >= end ? brace.stop : brace.stop + 1
                sink.add(.variable, index, stop)
                return stop
            }
            let wordEnd = nameEnd(from: nameStart, end: end)
            if wordEnd > nameStart {
                if !tables.flags.contains(.plainVariables) {
                    sink.add(.variable, index, wordEnd)
                } else if spells("this", nameStart, wordEnd) {
                    sink.add(.keyword, index, wordEnd)
                }
                return wordEnd
            }
            if tables.flags.contains(.shellWords), nameStart < end, CodeBytes.isShellSpecialParameter(bytes[nameStart]) {
                sink.add(.variable, index, nameStart + 1)
                return nameStart + 1
            }
            // Sigils with no name: plain, and consumed, so that a run of them is scanned once.
            return nameStart
        }
        if tables.flags.contains(.symbols), current == 0x3A, byte(index + 1) != 0x3A, index == 0 || bytes[index - 1] != 0x3A {
            let wordEnd = identifierEnd(from: index + 1, end: end)
            if wordEnd > index + 1, !CodeBytes.isDigit(bytes[index + 1]) {
                sink.add(.constant, index, wordEnd)
                return wordEnd
            }
        }
        if current == 0x27 { return apostrophe(at: index, end: end) }
        return nil
    }

    /// Whether `bytes[index...]` starts with the `count` bytes packed in `marker` (byte `i` in bits `8i`).
    @inline(__always)
    private func matches(_ marker: UInt64, _ count: Int, at index: Int, end: Int) -> Bool {
        guard index + count <= end, bytes[index] == UInt8(truncatingIfNeeded: marker) else { return false }
        var offset = 1
        while offset < count {
            if bytes[index + offset] != UInt8(truncatingIfNeeded: marker >> (8 * UInt64(offset))) { return false }
            offset += 1
        }
        return true
    }

    /// Whether `bytes[start..<end]` spells `word`.
    private func spells(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { literal in
            for offset in 0..<literal.count where bytes[start + offset] != literal[offset] { return false }
            return true
        }
    }

    /// The end of a variable's name after its sigil: letters, digits, `_` (in shell too, where
    /// a word goes on through `-` and `.`: `"$name.txt"` names `name`).
    private func nameEnd(from start: Int, end: Int) -> Int {
        var index = start
        while index < end, byteClass(bytes[index]) & ByteClass.identifier != 0 { index += 1 }
        return index
    }

    /// The end of a shell `${…}` from its `{`: after the `}` that closes it (`closed`), or at the
    /// line feed or `end` when none does. It stops at the first `}` or line feed, so the bytes it
    /// scans are the ones the token takes (looking for the line's end first rescanned the rest of
    /// the line for every `${a}` on it: quadratic on a long line, scripts/pathological.py).
    private func braceEnd(from start: Int, end: Int) -> (stop: Int, closed: Bool) {
        var index = start
        while index < end {
            if bytes[index] == 0x7D { return (index + 1, true) }
            if bytes[index] == 0x0A { return (index, false) }
            index += 1
        }
        return (index, false)
    }

    /// The end of a shell command substitution `$(…)` inside a string, from its `(`: after the
    /// `)` that closes it, or at the line's end when none does (each byte is scanned once).
    private func commandSubstitutionEnd(from start: Int, end: Int) -> Int {
        var depth = 0
        var index = start
        while index < end, bytes[index] != 0x0A {
            if bytes[index] == 0x28 {
                depth += 1
            } else if bytes[index] == 0x29 {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    @inline(__always)
    private func identifierEnd(from start: Int, end: Int) -> Int {
        var index = start
        if tables.flags.contains(.shellWords) {
            while index < end {
                let current = bytes[index]
                if byteClass(current) & ByteClass.identifier != 0 || (current == 0x2D || current == 0x2E) && index > start {
                    index += 1
                } else {
                    break
                }
            }
            return index
        }
        if let base = bytes.baseAddress {
            // Eight bytes at a time (most identifiers end in the first word); the loads stay
            // inside the lexed range, which lies inside `bytes`.
            assert(end <= bytes.count)
            while index &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let stops = CodeBytes.nonIdentifierMask(word, also: extraIdentifierBytes)
                if stops != 0 { return index &+ (stops.trailingZeroBitCount &>> 3) }
                index &+= 8
            }
        }
        while index < end, byteClass(bytes[index]) & ByteClass.identifier != 0 { index += 1 }
        return index
    }

    /// The word table's entry for the `count` bytes at `start` (0 when absent): packed into two
    /// integers and looked up, once the per-length filter has let the word through.
    ///
    /// Static, so that a call does not copy the lexer (it did, with `memcpy`, once the lexer held
    /// the word table's storage); out of the word step, whose registers it would crowd.
    private static func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int, caseInsensitive: Bool,
                               words: CodeWordIndex) -> UInt8 {
        guard let base = bytes.baseAddress else { return 0 }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if !caseInsensitive, start + 16 <= bytes.count {
            // Two unaligned loads, masked to the word's length.
            let raw = UnsafeRawPointer(base + start)
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if count >= 8 {
                low = first
                let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                high = count == 16 ? second : second & ((1 << (8 * UInt64(count - 8))) - 1)
            } else {
                low = first & ((1 << (8 * UInt64(count))) - 1)
            }
        } else {
            for offset in 0..<count {
                var byte = base[start + offset]
                if caseInsensitive, byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
                if offset < 8 {
                    low |= UInt64(byte) << (8 * UInt64(offset))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(offset - 8))
                }
            }
        }
        return words.value(low: low, high: high)
    }

    /// The word table's entry for `bytes[start..<stop]`, through the per-length filter.
    @inline(__always)
    private func filteredEntry(_ start: Int, _ stop: Int) -> UInt8 {
        let count = stop - start
        guard count <= 16, (tables.wordLengths[Int(bytes[start])] &>> UInt16(truncatingIfNeeded: count &- 1)) & 1 != 0 else { return 0 }
        return Self.lookUp(bytes, start, count, caseInsensitive: tables.flags.contains(.caseInsensitive), words: tables.words)
    }

    /// The bound below which ``word(at:end:wideEnd:state:)`` reads an identifier's first sixteen
    /// bytes at once and packs it as it is: `end - 15` (sixteen bytes from an index below it lie
    /// inside the lexed range), or `Int.min` where identifiers are read byte by byte (shell, whose
    /// words go on through `-` and `.`) or folded to lower case (case-insensitive grammars). One
    /// compare per word instead of the flags' tests.
    @inline(__always)
    private func wordsAtOnceEnd(_ end: Int) -> Int {
        tables.flags.isDisjoint(with: [.shellWords, .caseInsensitive]) && end >= 16 ? end &- 15 : Int.min
    }

    /// An identifier from `index`, given the state before it: the index after it and the state
    /// after it. `wideEnd` is ``wordsAtOnceEnd(_:)`` of `end`.
    @inline(__always)
    private mutating func word(at index: Int, end: Int, wideEnd: Int, state: UInt8) -> (Int, UInt8) {
        let stop: Int
        let next: UInt8
        let entry: UInt8
        if index < wideEnd, let base = bytes.baseAddress {
            // The identifier's first sixteen bytes, tested at once (the lexed range lies inside
            // `bytes`): almost every identifier ends inside them, and then they give the end, the
            // packed key (no length filter: the lookup, inline, costs what the filter did) and the
            // byte after.
            assert(index + 16 <= bytes.count)
            let raw = UnsafeRawPointer(base + index)
            let lanes = CodeBytes.identifierLanes(raw.loadUnaligned(as: SIMD16<UInt8>.self), also: extraIdentifierLanes)
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let stops = ~lanes[0]
            if stops != 0 {
                let bits = UInt64(truncatingIfNeeded: stops.trailingZeroBitCount)  // 8 × the length
                stop = index &+ Int(truncatingIfNeeded: bits &>> 3)
                next = UInt8(truncatingIfNeeded: first &>> bits)
                entry = tables.words.value(low: first & ((1 &<< bits) &- 1), high: 0)
            } else if ~lanes[1] != 0 {
                let bits = UInt64(truncatingIfNeeded: (~lanes[1]).trailingZeroBitCount)  // 8 × (the length - 8)
                let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                stop = index &+ 8 &+ Int(truncatingIfNeeded: bits &>> 3)
                next = UInt8(truncatingIfNeeded: second &>> bits)
                entry = tables.words.value(low: first, high: second & ((1 &<< bits) &- 1))
            } else {
                stop = identifierEnd(from: index &+ 16, end: end)
                next = byte(stop)
                entry = filteredEntry(index, stop)
            }
        } else if index &+ 8 <= end, !tables.flags.contains(.shellWords), let base = bytes.baseAddress {
            // The identifier's first eight bytes, read once (the lexed range lies inside `bytes`):
            // most identifiers end inside them, and then that one word gives the end, the packed
            // key (no length filter: the lookup, inline, costs what the filter did) and the byte after.
            assert(index + 8 <= bytes.count)
            let first = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let stops = CodeBytes.nonIdentifierMask(first, also: extraIdentifierBytes)
            if stops != 0 {
                let bits = UInt64(truncatingIfNeeded: stops.trailingZeroBitCount) & ~7  // 8 × the length
                stop = index &+ Int(truncatingIfNeeded: bits &>> 3)
                next = UInt8(truncatingIfNeeded: first &>> bits)
                if tables.flags.contains(.caseInsensitive) {
                    entry = filteredEntry(index, stop)
                } else {
                    entry = tables.words.value(low: first & ((1 &<< bits) &- 1), high: 0)
                }
            } else {
                stop = identifierEnd(from: index &+ 8, end: end)
                next = byte(stop)
                entry = filteredEntry(index, stop)
            }
        } else {
            stop = identifierEnd(from: index, end: end)
            next = byte(stop)
            entry = filteredEntry(index, stop)
        }
        // The rare rules, behind one test: a string prefix, and a byte after the word that may change it.
        if entry & WordEntry.stringPrefix != 0 || byteClass(next) & ByteClass.wordSuffix != 0,
           let result = suffixedWord(at: index, stop: stop, end: end, entry: entry, state: state) {
            return result
        }
        if entry != 0, let kind = CodeLexerTables.kind(entry) {
            sink.add(kind, index, stop)
            return (stop, (entry &>> 4) & (State.pending | State.afterTypeWord))
        }
        if state != 0 {
            if state & State.pending != 0 { return definitionName(at: index, stop: stop, next: next, state: state) }
            // A name and `(` after a type is a definition, unless the name starts with `__`: the
            // implementation's macros and attributes (`__attribute__((…))`, `__counted_by(n)`).
            if state & State.afterTypeWord != 0, !(bytes[index] == 0x5F && byte(index + 1) == 0x5F),
               byte(CodeBytes.skipBlanks(bytes, from: stop, end: end)) == 0x28 {
                sink.add(.function, index, stop)
                return (stop, 0)
            }
        }
        let nameState = tables.flags.contains(.typedDefinitions) ? State.afterTypeWord : 0
        guard CodeBytes.isUppercase(bytes[index]) else { return (stop, nameState) }
        if tables.flags.contains(.frameworkTypes), stop - index > 2, Self.hasFrameworkPrefix(bytes[index], bytes[index + 1]),
           CodeBytes.isUppercase(bytes[index + 2]) {
            sink.add(.type, index, stop)
            return (stop, nameState)
        }
        if tables.flags.contains(.capitalizedTypes) {
            let typeEnd = tables.flags.contains(.optionalTypes) && (next == 0x3F || next == 0x21) ? stop + 1 : stop
            sink.add(.type, index, typeEnd)
            return (typeEnd, nameState)
        }
        return (stop, nameState)
    }

    /// A definition's name after its introducer (`func name`, `class Name`): the index and state
    /// after it. Out of the word step, which the main loop inlines only while it stays small (a
    /// few lines more here cost 0.7 M on the highlight bench).
    @inline(never)
    private mutating func definitionName(at index: Int, stop: Int, next: UInt8, state: UInt8) -> (Int, UInt8) {
        sink.add(state & State.pendingFunction != 0 ? .function : .type, index, stop)
        // `App\Http`: the name goes on after the `\` (a plain separator), still a type.
        if next == 0x5C, tables.flags.contains(.qualifiedNames), byteClass(byte(stop &+ 1)) & ByteClass.identifierStart != 0 {
            return (stop &+ 1, state & State.pending)
        }
        return (stop, 0)
    }

    /// ``word(at:end:state:)`` for the rare step that reaches it: kept out of ``step(at:end:state:triedSpecial:)``,
    /// whose registers it would crowd.
    @inline(never)
    private mutating func outOfLineWord(at index: Int, end: Int, state: UInt8) -> (Int, UInt8) {
        word(at: index, end: end, wideEnd: wordsAtOnceEnd(end), state: state)
    }

    /// The rules of a word that is a string prefix (`r"…"`) or is followed by a byte that may
    /// change its class (`name:`, `name!`): the index and state after it, or nil when none applies.
    @inline(never)
    private mutating func suffixedWord(at index: Int, stop: Int, end: Int, entry: UInt8, state: UInt8) -> (Int, UInt8)? {
        let next = byte(stop)
        if entry & WordEntry.stringPrefix != 0,
           next == 0x22 || next == 0x27
            || (next == 0x23 && !tables.flags.contains(.hashKeywords) && tables.flags.contains(.hashAttributes)) {
            var quote = stop
            while quote < end, bytes[quote] == 0x23 { quote += 1 }
            if quote < end, bytes[quote] == 0x22 || bytes[quote] == 0x27 {
                return (quoted(from: index, quoteAt: quote, hashes: quote - stop, end: end), state & State.pending)
            }
        }
        if next == 0x3A, tables.flags.contains(.symbols), byte(stop + 1) != 0x3A {
            // `title: value`: a keyword argument's or hash key's label is a symbol (Ruby).
            sink.add(.constant, index, stop + 1)
            return (stop + 1, 0)
        }
        if tables.flags.contains(.bangMacros), next == 0x21, byte(stop + 1) != 0x3D {
            sink.add(.function, index, stop + 1)
            return (stop + 1, 0)
        }
        return nil
    }

    /// Whether an expression can start at `index`: the byte before it and its blanks is an
    /// opening bracket, a separator or an operator that takes an operand, or a line feed. Looks
    /// back only over the blanks right before `index`, which no other step looks back over.
    private func startsExpression(before index: Int) -> Bool {
        var previous = index
        while previous > 0, bytes[previous - 1] == 0x20 || bytes[previous - 1] == 0x09 { previous -= 1 }
        guard previous > 0 else { return true }
        switch bytes[previous - 1] {
        case 0x0A, 0x28, 0x2C, 0x3D, 0x21, 0x7E, 0x7C, 0x26, 0x7B, 0x5B, 0x3B, 0x3F, 0x3A:  // \n ( , = ! ~ | & { [ ; ? :
            return true
        default:
            return false
        }
    }

    /// A regular expression from its opening `/` to the closing one (a `/` inside `[…]` or after
    /// a backslash does not close it) and its flags; unclosed, it runs to the line's end.
    private mutating func regex(from start: Int, end: Int) -> Int {
        var index = start + 1
        var inClass = false
        while index < end, bytes[index] != 0x0A {
            let current = bytes[index]
            if current == 0x5C {
                index += 2
                continue
            }
            if current == 0x5B {
                inClass = true
            } else if current == 0x5D {
                inClass = false
            } else if current == 0x2F, !inClass {
                index += 1
                while index < end, CodeBytes.isLetter(bytes[index]) { index += 1 }
                break
            }
            index += 1
        }
        let stop = Swift.min(index, end)
        sink.add(.string, start, stop)
        return stop
    }

    /// Whether two bytes are the prefix of an Apple framework's names (`NS`, `UI`, `CG`…).
    private static func hasFrameworkPrefix(_ first: UInt8, _ second: UInt8) -> Bool {
        switch (first, second) {
        case (0x4E, 0x53), (0x55, 0x49), (0x43, 0x47), (0x43, 0x46), (0x43, 0x41), (0x41, 0x56), (0x4D, 0x4B), (0x53, 0x4B), (0x57, 0x4B):
            return true  // NS UI CG CF CA AV MK SK WK
        default:
            return false
        }
    }

    /// A string from `start` whose opening quote is at `quoteAt`, closed by the same quote
    /// followed by `hashes` `#` (raw strings).
    private mutating func quoted(from start: Int, quoteAt: Int, hashes: Int, end: Int) -> Int {
        let quote = bytes[quoteAt]
        var index = quoteAt + 1
        var closeCount = 1
        if tables.flags.contains(.tripleQuotes), quote != 0x60, byte(index) == quote, byte(index + 1) == quote {
            closeCount = 3
            index += 2
        }
        let raw = hashes > 0 || quote == 0x60 && !tables.flags.contains(.shellWords) && !tables.flags.contains(.dollarIdentifiers)
        let multiline = closeCount == 3 || quote == 0x60 || tables.flags.contains(.multilineStrings) || hashes > 0
        var stringStart = start
        let interpolates = quote == 0x22 && (tables.flags.contains(.shellWords) || byteClass(0x24) & ByteClass.sigil != 0)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let stops = (quotes: ones &* UInt64(quote), dollars: interpolates ? ones &* 0x24 : ones &* UInt64(quote))
        let quoteLanes = SIMD16<UInt8>(repeating: quote)
        let dollarLanes = SIMD16<UInt8>(repeating: interpolates ? 0x24 : quote)
        while index < end {
            if index &+ 16 <= end, let base = bytes.baseAddress {
                // Sixteen bytes at a time up to the next byte that matters (see below).
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let matches = (vector .== quoteLanes) .| (vector .== SIMD16<UInt8>(repeating: 0x5C))
                    .| (vector .== SIMD16<UInt8>(repeating: 0x0A)) .| (vector .== dollarLanes)
                let flagged = unsafeBitCast(matches, to: SIMD2<UInt64>.self)
                if flagged[0] | flagged[1] == 0 {
                    index &+= 16
                    continue
                }
                index &+= CodeBytes.firstLane(flagged)
            } else if index &+ 8 <= end, let base = bytes.baseAddress {
                // Eight bytes at a time up to the next byte that matters: the quote, `\`, a line
                // feed, `$` where it interpolates (the loads stay inside the lexed range).
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let flagged = CodeBytes.zeroLanes(word ^ stops.quotes) | CodeBytes.zeroLanes(word ^ (ones &* 0x5C))
                    | CodeBytes.zeroLanes(word ^ (ones &* 0x0A)) | CodeBytes.zeroLanes(word ^ stops.dollars)
                if flagged == 0 {
                    index &+= 8
                    continue
                }
                index &+= flagged.trailingZeroBitCount &>> 3
            }
            let current = bytes[index]
            if current == 0x24, interpolates {
                // `${…}` runs to its brace, or to the line's end when there is none (so no byte is scanned twice).
                let nameEnd: Int
                if byte(index + 1) == 0x7B {
                    nameEnd = braceEnd(from: index + 1, end: end).stop
                } else if tables.flags.contains(.shellWords), byte(index + 1) == 0x28 {
                    nameEnd = commandSubstitutionEnd(from: index + 1, end: end)
                } else {
                    nameEnd = self.nameEnd(from: index + 1, end: end)
                }
                if nameEnd > index + 1 {
                    sink.add(.string, stringStart, index)
                    if !tables.flags.contains(.plainVariables) { sink.add(.variable, index, nameEnd) }
                    stringStart = nameEnd
                    index = nameEnd
                    continue
                }
            }
            if current == 0x5C, !raw || hashes > 0 && matchesHashes(hashes, at: index + 1, end: end) {
                index += hashes > 0 ? 1 + hashes + 1 : 2
                continue
            }
            if current == 0x0A, !multiline { break }
            if current == quote {
                var count = 1
                while count < closeCount, byte(index + count) == quote { count += 1 }
                if count == closeCount, matchesHashes(hashes, at: index + count, end: end) {
                    index += count + hashes
                    sink.add(.string, stringStart, Swift.min(index, end))
                    return Swift.min(index, end)
                }
                index += count
                continue
            }
            index += 1
        }
        let stop = Swift.min(index, end)
        sink.add(.string, stringStart, stop)
        return stop
    }

    /// The end of the commonest string, in every grammar: `"`, then up to fourteen bytes none of
    /// which is `"`, `\\`, a line feed or `$`, then `"` (read as one vector). nil for any other,
    /// which ``quoted(from:quoteAt:hashes:end:)`` reads with the grammar's rules (an empty string,
    /// which may open `"""`; escapes; interpolation; a string over more lines or longer). Both give
    /// the same token for a string this takes (`plainStringsAreStringsInEveryGrammar`); this one
    /// spares the common case the rules' set-up (~150 instructions a string).
    @inline(__always)
    private static func plainStringEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        assert(index < end && end <= bytes.count && bytes[index] == 0x22)
        guard index &+ 17 <= end, let base = bytes.baseAddress else { return nil }
        let vector = UnsafeRawPointer(base + (index &+ 1)).loadUnaligned(as: SIMD16<UInt8>.self)
        let stops = (vector .== SIMD16<UInt8>(repeating: 0x22)) .| (vector .== SIMD16<UInt8>(repeating: 0x5C))
            .| (vector .== SIMD16<UInt8>(repeating: 0x0A)) .| (vector .== SIMD16<UInt8>(repeating: 0x24))
        let words = unsafeBitCast(stops, to: SIMD2<UInt64>.self)
        let offset = CodeBytes.firstLane(words)
        guard offset > 0, offset < 16, base[index &+ 1 &+ offset] == 0x22 else { return nil }
        return index &+ 2 &+ offset
    }

    /// Whether `count` `#` follow at `index` (a raw string's close). Inlined: called from the
    /// mutating ``quoted(from:quoteAt:hashes:end:)``, it was handed a copy of the lexer (a `memcpy`
    /// per string).
    @inline(__always)
    private func matchesHashes(_ count: Int, at index: Int, end: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= end else { return false }
        for offset in 0..<count where bytes[index + offset] != 0x23 { return false }
        return true
    }

    private mutating func apostrophe(at index: Int, end: Int) -> Int {
        switch tables.apostrophe {
        case .string:
            return quoted(from: index, quoteAt: index, hashes: 0, end: end)
        case .character:
            var stop = index + 1
            while stop < end, bytes[stop] != 0x27, bytes[stop] != 0x0A { stop += bytes[stop] == 0x5C ? 2 : 1 }
            stop = Swift.min(stop < end && bytes[stop] == 0x27 ? stop + 1 : stop, end)
            sink.add(.string, index, stop)
            return stop
        case .characterOrLifetime:
            // 'a' or '\n' or '\u{…}' is a character; 'a (no closing quote right after) a lifetime.
            var stop = index + 1
            if byte(stop) == 0x5C {
                stop += 2
                var limit = 10
                while stop < end, bytes[stop] != 0x27, bytes[stop] != 0x0A, limit > 0 { stop += 1; limit -= 1 }
            } else if stop < end {
                stop += CodeBytes.scalarLength(bytes[stop])
            }
            if stop < end, bytes[stop] == 0x27 {
                sink.add(.string, index, stop + 1)
                return stop + 1
            }
            let wordEnd = identifierEnd(from: index + 1, end: end)
            if wordEnd > index + 1 {
                sink.add(.constant, index, wordEnd)
                return wordEnd
            }
            return index + 1
        }
    }

    private func blockCommentEnd(from start: Int, end: Int) -> Int {
        var depth = 1
        var index = start
        let nested = tables.flags.contains(.nestedBlockComments)
        // Sixteen bytes a step up to the next that may start the close (or, nested, an open):
        // the others are the comment's, one by one below too.
        let closeLanes = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: tables.blockClose))
        let openLanes = SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: nested ? tables.blockOpen : tables.blockClose))
        let vectorEnd = tables.blockCloseCount > 0 && (!nested || tables.blockOpenCount > 0) ? Swift.min(end, bytes.count) &- 16 : Int.min
        while index < end {
            if index <= vectorEnd, let base = bytes.baseAddress {
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let words = unsafeBitCast((vector .== closeLanes) .| (vector .== openLanes), to: SIMD2<UInt64>.self)
                if words[0] | words[1] == 0 {
                    index &+= 16
                    continue
                }
                index &+= CodeBytes.firstLane(words)
            }
            if matches(tables.blockClose, tables.blockCloseCount, at: index, end: end) {
                index += tables.blockCloseCount
                depth -= 1
                if depth == 0 || !nested { return index }
            } else if nested, matches(tables.blockOpen, tables.blockOpenCount, at: index, end: end) {
                index += tables.blockOpenCount
                depth += 1
            } else {
                index += 1
            }
        }
        return end
    }

    /// The end of the number at `start`. Static, so that a call does not copy the lexer.
    private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        @inline(__always) func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        var index = start
        var previous: UInt8 = 0
        while index < end {
            let current = bytes[index]
            if CodeBytes.isIdentifier(current) && current < 0x80 {
                previous = current
                index += 1
            } else if current == 0x2E, CodeBytes.isDigit(byte(index + 1)) {
                previous = current
                index += 1
            } else if current == 0x2B || current == 0x2D, previous == 0x65 || previous == 0x45,
                      !(bytes[start] == 0x30 && (byte(start + 1) | 0x20) == 0x78) {
                previous = current
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// A preprocessor line (`#include <stdio.h>`): a keyword, with its strings.
    private mutating func preprocessorLine(from start: Int, end: Int) -> Int {
        let stop = CodeBytes.lineEnd(bytes, from: start, end: end)
        var index = start
        var runStart = start
        let includes = isInclude(start: start, end: stop)
        while index < stop {
            let current = bytes[index]
            if current == 0x22 || (current == 0x3C && includes) {
                sink.add(.keyword, runStart, index)
                let close = CodeBytes.find(current == 0x22 ? 0x22 : 0x3E, in: bytes, from: index + 1, end: stop)
                let stringEnd = close < stop ? close + 1 : stop
                sink.add(.string, index, stringEnd)
                index = stringEnd
                runStart = index
            } else if current == 0x2F, byte(index + 1) == 0x2F || byte(index + 1) == 0x2A {
                break
            } else {
                index += 1
            }
        }
        sink.add(.keyword, runStart, index)
        return index
    }

    /// Whether the directive at `start` is `#include` or `#import` (whose `<…>` is a string).
    private func isInclude(start: Int, end: Int) -> Bool {
        let word = CodeBytes.skipBlanks(bytes, from: start + 1, end: end)
        let wordEnd = identifierEnd(from: word, end: end)
        guard let key = CodeWord(bytes, word, wordEnd) else { return false }
        return key == CodeWord("include") || key == CodeWord("import") || key == CodeWord("include_next")
    }

    /// `#[…]` with nested brackets: the attribute, with its strings.
    private mutating func bracketed(from start: Int, end: Int, kind: CodeTokenKind) -> Int {
        var index = start
        var depth = 0
        var runStart = start
        while index < end {
            let current = bytes[index]
            if current == 0x5B {
                depth += 1
            } else if current == 0x5D {
                depth -= 1
                if depth == 0 {
                    index += 1
                    break
                }
            } else if current == 0x22 {
                sink.add(kind, runStart, index)
                let close = CodeBytes.find(0x22, in: bytes, from: index + 1, end: end)
                let stop = close < end ? close + 1 : end
                sink.add(.string, index, stop)
                index = stop
                runStart = stop
                continue
            }
            index += 1
        }
        sink.add(kind, runStart, index)
        return index
    }
}
