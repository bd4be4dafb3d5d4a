/// A lower bound for ``CodeLexer``'s cost: the leanest lexer of the same token model we could
/// write, built from the same pieces (``CodeWordIndex``, ``CodeBytes``), for the benchmarks only
/// (`attributed-bench --lexer-floor`, `scripts/highlight-bench/run.sh --lexer-floor`).
///
/// It knows only Swift's commonest rules: words looked up in the word table (keywords,
/// `true`/`false`/`nil`, a few library functions), the name after `func` or a type introducer,
/// capitalized words as types, numbers, `"…"` strings, `//` and `/* */` comments, `@attributes`
/// and `#keywords`. It keeps its state in locals, chooses each step with one table load, and has
/// none of the other grammars' rules. What it costs is what a redesign of ``CodeLexer`` around the
/// same tokens could hope for; ``CodeLexer`` does more, so the difference bounds what such a
/// redesign saves (docs/highlighting.md, "Stop 43").
package enum CodeLexerFloor {
    /// Lexes `code` and returns how many tokens it found: each written to a buffer with room for
    /// all of them, or, with `mergingBatches`, handed on as ``HighlightedCodeHTML`` hands its tokens
    /// to the HTML writer (in order only, a token that continues the last one's kind right after it
    /// merged into it, in batches of 40).
    package static func tokenCount(in code: UnsafeBufferPointer<UInt8>, mergingBatches: Bool) -> Int {
        guard let base = code.baseAddress, !code.isEmpty else { return 0 }
        let steps = stepTable()
        defer { steps.deallocate() }
        if mergingBatches {
            var output = Batches()
            defer { output.deallocate() }
            lex(base, count: code.count, words: Self.words, steps: steps, into: &output)
            return output.count
        }
        var output = Buffer(room: code.count)
        defer { output.deallocate() }
        lex(base, count: code.count, words: Self.words, steps: steps, into: &output)
        return output.count
    }

    /// The word table: a static, as ``CodeWordIndex``'s storage requires (it is never freed).
    private static let words = wordTable()

    /// Token kinds, as small numbers (the floor counts tokens, it does not name them).
    private enum Kind {
        static var keyword: UInt8 { 1 }
        static var type: UInt8 { 2 }
        static var string: UInt8 { 3 }
        static var comment: UInt8 { 4 }
        static var number: UInt8 { 5 }
        static var constant: UInt8 { 6 }
        static var function: UInt8 { 7 }
        static var attribute: UInt8 { 8 }
        /// In a word's entry: the next word names a function (`func`) or a type (`struct`).
        static var introducesFunction: UInt8 { 0x10 }
        static var introducesType: UInt8 { 0x20 }
    }

    /// What the main loop does with a byte.
    private enum Step {
        static var punctuation: UInt8 { 0 }
        static var word: UInt8 { 1 }
        static var blank: UInt8 { 2 }
        static var quote: UInt8 { 3 }
        static var slash: UInt8 { 4 }
        static var digit: UInt8 { 5 }
        static var sigil: UInt8 { 6 }
    }

    private struct Token {
        var start: Int32
        var end: Int32
        var kind: UInt8
    }

    private protocol Output {
        mutating func add(_ start: Int, _ end: Int, _ kind: UInt8)
    }

    /// Every token, a store each, nothing merged.
    private struct Buffer: Output {
        let tokens: UnsafeMutablePointer<Token>
        private(set) var count = 0

        init(room: Int) { tokens = .allocate(capacity: room) }

        @inline(__always)
        mutating func add(_ start: Int, _ end: Int, _ kind: UInt8) {
            tokens[count] = Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), kind: kind)
            count &+= 1
        }

        func deallocate() { tokens.deallocate() }
    }

    /// Tokens as ``HighlightedCodeHTML/add(_:_:_:)`` takes them; a full batch is only counted.
    private struct Batches: Output {
        let batch = UnsafeMutablePointer<Token>.allocate(capacity: 40)
        private var next: UnsafeMutablePointer<Token>
        private var position = 0
        private var handedOn = 0
        var count: Int { handedOn + (next - batch) }

        init() { next = batch }

        @inline(__always)
        mutating func add(_ start: Int, _ end: Int, _ kind: UInt8) {
            guard end > start, start >= position else { return }
            position = end
            if next != batch {
                let last = next - 1
                if Int(last.pointee.end) == start, last.pointee.kind == kind {
                    last.pointee.end = Int32(truncatingIfNeeded: end)
                    return
                }
                if next == batch + 40 { handOn() }
            }
            next.initialize(to: Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), kind: kind))
            next += 1
        }

        @inline(never)
        private mutating func handOn() {
            handedOn += next - batch
            next = batch
        }

        func deallocate() { batch.deallocate() }
    }

    private static func wordTable() -> CodeWordIndex {
        let keywords = """
            actor any as associatedtype async await borrowing break case catch class consume consuming continue convenience \
            default defer deinit didSet do dynamic else enum extension fallthrough fileprivate final for func get guard if \
            import in indirect infix init inout internal is isolated lazy let macro mutating nonisolated nonmutating open \
            operator optional override package postfix precedencegroup prefix private protocol public repeat required \
            rethrows return sending set some static struct subscript super switch throw throws try typealias unowned var \
            weak where while willSet self Self Type Protocol
            """
        let constants = "true false nil"
        let functions = "print debugPrint dump min max abs zip stride assert precondition fatalError"
        let words = CodeWordIndex(capacityFor: CodeWord.wordCountBound(keywords) + CodeWord.wordCountBound(constants)
                                  + CodeWord.wordCountBound(functions))
        CodeWord.forEachWord(in: keywords) { low, high, _ in words.merge(low: low, high: high, value: Kind.keyword, keeping: 0) }
        CodeWord.forEachWord(in: "func") { low, high, _ in
            words.merge(low: low, high: high, value: Kind.introducesFunction, keeping: 0xFF)
        }
        CodeWord.forEachWord(in: "class struct enum protocol extension actor") { low, high, _ in
            words.merge(low: low, high: high, value: Kind.introducesType, keeping: 0xFF)
        }
        CodeWord.forEachWord(in: constants) { low, high, _ in words.merge(low: low, high: high, value: Kind.constant, keeping: 0) }
        CodeWord.forEachWord(in: functions) { low, high, _ in words.merge(low: low, high: high, value: Kind.function, keeping: 0) }
        return words
    }

    private static func stepTable() -> UnsafeMutablePointer<UInt8> {
        let steps = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            let step: UInt8
            switch byte {
            case _ where CodeBytes.isLetter(byte), 0x5F, 0x80...: step = Step.word
            case 0x30...0x39: step = Step.digit
            case 0x20, 0x09, 0x0D, 0x0A: step = Step.blank
            case 0x22: step = Step.quote
            case 0x2F: step = Step.slash
            case 0x40, 0x23: step = Step.sigil  // @ #
            default: step = Step.punctuation
            }
            steps[value] = step
        }
        return steps
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private static func lex<Sink: Output>(_ base: UnsafePointer<UInt8>, count: Int, words: CodeWordIndex,
                                          steps: UnsafePointer<UInt8>, into output: inout Sink) {
        let code = UnsafeBufferPointer(start: base, count: count)
        let underscores = SIMD16<UInt8>(repeating: 0x5F)  // no byte besides `_` continues a word
        var index = 0
        var introduced: UInt8 = 0
        let wideEnd = count &- 16
        @inline(__always) func continuesWord(_ byte: UInt8) -> Bool {
            let step = steps[Int(byte)]
            return step == Step.word || step == Step.digit
        }
        while index < count {
            let current = base[index]
            switch steps[Int(current)] {
            case Step.word:
                var stop = index &+ 1
                var entry: UInt8 = 0
                if index < wideEnd {
                    // The first sixteen bytes at once: the end, and the packed key for the lookup.
                    let raw = UnsafeRawPointer(base + index)
                    let lanes = CodeBytes.identifierLanes(raw.loadUnaligned(as: SIMD16<UInt8>.self), also: underscores)
                    let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                    if ~lanes[0] != 0 {
                        let bits = UInt64(truncatingIfNeeded: (~lanes[0]).trailingZeroBitCount)
                        stop = index &+ Int(truncatingIfNeeded: bits &>> 3)
                        entry = words.value(low: first & ((1 &<< bits) &- 1), high: 0)
                    } else if ~lanes[1] != 0 {
                        let bits = UInt64(truncatingIfNeeded: (~lanes[1]).trailingZeroBitCount)
                        stop = index &+ 8 &+ Int(truncatingIfNeeded: bits &>> 3)
                        let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                        entry = words.value(low: first, high: second & ((1 &<< bits) &- 1))
                    } else {
                        // Longer than sixteen bytes: no word of the table is.
                        stop = index &+ 16
                        while stop < count, continuesWord(base[stop]) { stop &+= 1 }
                    }
                } else {
                    // Near the end: byte by byte, then packed for the lookup.
                    while stop < count, continuesWord(base[stop]) { stop &+= 1 }
                    if let key = CodeWord(code, index, stop) { entry = words.value(low: key.low, high: key.high) }
                }
                if entry & 0x0F != 0 {
                    output.add(index, stop, entry & 0x0F)
                    introduced = entry & (Kind.introducesFunction | Kind.introducesType)
                } else if introduced != 0 {
                    output.add(index, stop, introduced == Kind.introducesFunction ? Kind.function : Kind.type)
                    introduced = 0
                } else if CodeBytes.isUppercase(current) {
                    output.add(index, stop, Kind.type)
                }
                index = stop
                while index < count, base[index] == 0x20 { index &+= 1 }
            case Step.blank:
                index = CodeBytes.spacesEnd(base, from: index &+ 1, end: count)
            case Step.punctuation:
                introduced = 0
                index &+= 1
                while index < count, steps[Int(base[index])] == Step.punctuation || base[index] == 0x20 { index &+= 1 }
            case Step.digit:
                var stop = index &+ 1
                while stop < count, continuesWord(base[stop]) || base[stop] == 0x2E { stop &+= 1 }
                output.add(index, stop, Kind.number)
                index = stop
            case Step.quote:
                var stop = index &+ 1
                while stop < count {
                    let byte = base[stop]
                    if byte == 0x22 {
                        stop &+= 1
                        break
                    }
                    if byte == 0x0A { break }
                    stop &+= byte == 0x5C ? 2 : 1
                }
                stop = Swift.min(stop, count)
                output.add(index, stop, Kind.string)
                index = stop
            case Step.slash:
                let next = index &+ 1 < count ? base[index &+ 1] : 0
                if next == 0x2F {
                    let stop = CodeBytes.lineEnd(code, from: index, end: count)
                    output.add(index, stop, Kind.comment)
                    index = stop
                } else if next == 0x2A {
                    var stop = index &+ 2
                    while stop &+ 1 < count, !(base[stop] == 0x2A && base[stop &+ 1] == 0x2F) { stop &+= 1 }
                    stop = Swift.min(stop &+ 2, count)
                    output.add(index, stop, Kind.comment)
                    index = stop
                } else {
                    introduced = 0
                    index &+= 1
                }
            default:  // `@` and `#`
                var stop = index &+ 1
                while stop < count, continuesWord(base[stop]) { stop &+= 1 }
                if stop > index &+ 1 { output.add(index, stop, current == 0x40 ? Kind.attribute : Kind.keyword) }
                index = stop
            }
        }
    }
}
