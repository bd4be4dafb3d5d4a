// A lower bound for the highlight lexer's cost: the leanest lexer of the same token model we could
// write, measured on the highlight bench's code (scripts/highlight-bench/lean-floor.sh).
//
// It knows only Swift's rules, and only the commonest: words looked up in a hash table of packed
// keys (keywords, `true`/`false`/`nil`, library functions), the name after `func` or a type
// introducer, capitalized words as types, numbers, `"…"` strings, `//` and `/* */` comments,
// `@attributes` and `#keywords`. It keeps every piece of state in locals, writes its tokens into a
// buffer sized for the worst case (no merging of neighbours, no batches, no capacity checks), and
// has none of the other grammars' rules. What it costs is what a redesign of `CodeLexer` around the
// same tokens could hope for; `CodeLexer` does more (every grammar, neighbours merged, tokens handed
// to the HTML writer in batches), so the difference is an upper bound on what such a redesign saves.
//
// Not part of the package: a measuring device, built on its own with `swiftc -O`.
import Foundation

struct Token {
    var start: Int32
    var end: Int32
    var kind: UInt8
}

/// Where the lexer's tokens go.
protocol TokenOutput {
    mutating func add(_ start: Int, _ end: Int, _ kind: UInt8)
    var count: Int { get }
}

/// Into a buffer with room for every token: a store each, nothing merged.
struct AllTokens: TokenOutput {
    let tokens: UnsafeMutablePointer<Token>
    private(set) var count = 0

    init(room: Int) { tokens = .allocate(capacity: room) }

    @inline(__always)
    mutating func add(_ start: Int, _ end: Int, _ kind: UInt8) {
        tokens[count] = Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), kind: kind)
        count &+= 1
    }
}

/// As `HighlightedCodeHTML` hands tokens to the HTML writer: in order only, a token that continues
/// the last one's kind right after it merged into it, batches of 40 handed on (here only counted).
struct BatchedTokens: TokenOutput {
    let batch: UnsafeMutablePointer<Token>
    private var next: UnsafeMutablePointer<Token>
    private var position = 0
    private var handedOn = 0
    var count: Int { handedOn + (next - batch) }

    init() {
        batch = .allocate(capacity: 40)
        next = batch
    }

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
        next.pointee = Token(start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end), kind: kind)
        next += 1
    }

    @inline(never)
    private mutating func handOn() {
        handedOn += next - batch
        next = batch
    }
}

/// Kinds, as small numbers (what the count needs, not `CodeTokenKind`).
enum Kind {
    static let keyword: UInt8 = 1, type: UInt8 = 2, string: UInt8 = 3, comment: UInt8 = 4, number: UInt8 = 5,
        constant: UInt8 = 6, function: UInt8 = 7, attribute: UInt8 = 8
    /// In a word's entry: the next word names a function (`func`) or a type (`struct`).
    static let introducesFunction: UInt8 = 0x10, introducesType: UInt8 = 0x20
}

/// An open-addressing table of words packed little-endian into two integers, two slots a word.
struct WordTable {
    let keys: UnsafeMutablePointer<UInt64>
    let values: UnsafeMutablePointer<UInt8>
    let mask: Int
    let shift: UInt64

    init(_ entries: [(word: String, value: UInt8)]) {
        var capacity = 16
        var bits: UInt64 = 4
        while capacity < entries.count * 2 {
            capacity *= 2
            bits += 1
        }
        keys = .allocate(capacity: capacity * 2)
        keys.initialize(repeating: 0, count: capacity * 2)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
        shift = 64 - bits
        for entry in entries {
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (offset, byte) in entry.word.utf8.enumerated() {
                if offset < 8 { low |= UInt64(byte) << (8 * UInt64(offset)) } else { high |= UInt64(byte) << (8 * UInt64(offset - 8)) }
            }
            var slot = Self.slot(low, high, shift: shift)
            while keys[2 * slot] != 0 { slot = (slot + 1) & mask }
            keys[2 * slot] = low
            keys[2 * slot + 1] = high
            values[slot] = entry.value
        }
    }

    @inline(__always)
    static func slot(_ low: UInt64, _ high: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 0x85EB_CA77_C2B2_AE63)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }
}

/// What the main loop does with a byte.
enum Step {
    static let punctuation: UInt8 = 0, word: UInt8 = 1, blank: UInt8 = 2, quote: UInt8 = 3, slash: UInt8 = 4,
        digit: UInt8 = 5, at: UInt8 = 6, hash: UInt8 = 7
}

func stepTable() -> UnsafeMutablePointer<UInt8> {
    let steps = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
        let byte = UInt8(value)
        let folded = byte | 0x20
        switch byte {
        case _ where folded >= 0x61 && folded <= 0x7A, 0x5F, 0x80...: steps[value] = Step.word
        case 0x30...0x39: steps[value] = Step.digit
        case 0x20, 0x09, 0x0D, 0x0A: steps[value] = Step.blank
        case 0x22: steps[value] = Step.quote
        case 0x2F: steps[value] = Step.slash
        case 0x40: steps[value] = Step.at
        case 0x23: steps[value] = Step.hash
        default: steps[value] = Step.punctuation
        }
    }
    return steps
}

/// The bytes of an identifier among sixteen (letters, digits, `_`, non-ASCII), as two words of lanes.
@inline(__always)
func identifierLanes(_ bytes: SIMD16<UInt8>) -> SIMD2<UInt64> {
    let high = unsafeBitCast(bytes, to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: 0)
    let letters = unsafeBitCast((bytes | SIMD16<UInt8>(repeating: 0x20)) &+ SIMD16<UInt8>(repeating: 0x1F), to: SIMD16<Int8>.self)
        .< SIMD16<Int8>(repeating: -102)
    let digits = unsafeBitCast(bytes &+ SIMD16<UInt8>(repeating: 0x50), to: SIMD16<Int8>.self) .< SIMD16<Int8>(repeating: -118)
    let underscores = bytes .== SIMD16<UInt8>(repeating: 0x5F)
    return unsafeBitCast(high .| letters .| digits .| underscores, to: SIMD2<UInt64>.self)
}

@inline(never)
func lex<Output: TokenOutput>(_ base: UnsafePointer<UInt8>, count: Int, words: WordTable, steps: UnsafePointer<UInt8>,
                              into output: inout Output) {
    let keys = words.keys, values = words.values, mask = words.mask, shift = words.shift
    var index = 0
    var introduced: UInt8 = 0
    let wideEnd = count - 16
    @inline(__always) func emit(_ start: Int, _ end: Int, _ kind: UInt8) { output.add(start, end, kind) }
    @inline(__always) func isWordByte(_ byte: UInt8) -> Bool {
        let step = steps[Int(byte)]
        return step == Step.word || step == Step.digit
    }
    while index < count {
        let current = base[index]
        switch steps[Int(current)] {
        case Step.word:
            var stop = index + 1
            var entry: UInt8 = 0
            if index < wideEnd {
                let raw = UnsafeRawPointer(base + index)
                let lanes = identifierLanes(raw.loadUnaligned(as: SIMD16<UInt8>.self))
                let first = raw.loadUnaligned(as: UInt64.self)
                var low = first
                var high: UInt64 = 0
                if ~lanes[0] != 0 {
                    let bits = UInt64(truncatingIfNeeded: (~lanes[0]).trailingZeroBitCount)
                    stop = index &+ Int(truncatingIfNeeded: bits &>> 3)
                    low = first & ((1 &<< bits) &- 1)
                } else if ~lanes[1] != 0 {
                    let bits = UInt64(truncatingIfNeeded: (~lanes[1]).trailingZeroBitCount)
                    stop = index &+ 8 &+ Int(truncatingIfNeeded: bits &>> 3)
                    high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & ((1 &<< bits) &- 1)
                } else {
                    // Longer than sixteen bytes: no word of the table is.
                    stop = index &+ 16
                    while stop < count, isWordByte(base[stop]) { stop &+= 1 }
                    low = 0
                }
                if low != 0 {
                    var slot = WordTable.slot(low, high, shift: shift)
                    while true {
                        let key = keys[2 &* slot]
                        if key == low, keys[2 &* slot &+ 1] == high {
                            entry = values[slot]
                            break
                        }
                        if key == 0 { break }
                        slot = (slot &+ 1) & mask
                    }
                }
            } else {
                while stop < count, isWordByte(base[stop]) { stop &+= 1 }
            }
            if entry != 0 {
                emit(index, stop, entry & 0x0F)
                introduced = entry & (Kind.introducesFunction | Kind.introducesType)
            } else if introduced != 0 {
                emit(index, stop, introduced == Kind.introducesFunction ? Kind.function : Kind.type)
                introduced = 0
            } else if current &- 0x41 < 26 {
                emit(index, stop, Kind.type)
            }
            index = stop
            while index < count, base[index] == 0x20 { index &+= 1 }
        case Step.blank:
            index &+= 1
            if index &+ 16 <= count {
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let others = ~unsafeBitCast(vector .== SIMD16<UInt8>(repeating: 0x20), to: SIMD2<UInt64>.self)
                if others[0] != 0 {
                    index &+= others[0].trailingZeroBitCount &>> 3
                    continue
                }
                if others[1] != 0 {
                    index &+= 8 &+ others[1].trailingZeroBitCount &>> 3
                    continue
                }
                index &+= 16
            }
            while index < count, base[index] == 0x20 { index &+= 1 }
        case Step.punctuation:
            introduced = 0
            index &+= 1
            while index < count, steps[Int(base[index])] == Step.punctuation || base[index] == 0x20 { index &+= 1 }
        case Step.digit:
            var stop = index + 1
            while stop < count, isWordByte(base[stop]) || base[stop] == 0x2E { stop &+= 1 }
            emit(index, stop, Kind.number)
            index = stop
        case Step.quote:
            var stop = index + 1
            while stop < count {
                let byte = base[stop]
                if byte == 0x22 {
                    stop &+= 1
                    break
                }
                if byte == 0x0A { break }
                stop &+= byte == 0x5C ? 2 : 1
            }
            stop = min(stop, count)
            emit(index, stop, Kind.string)
            index = stop
        case Step.slash:
            let next = index + 1 < count ? base[index + 1] : 0
            if next == 0x2F {
                // A line comment: to the line feed, sixteen bytes at a time.
                var stop = index
                while stop &+ 16 <= count {
                    let vector = UnsafeRawPointer(base + stop).loadUnaligned(as: SIMD16<UInt8>.self)
                    let feeds = unsafeBitCast(vector .== SIMD16<UInt8>(repeating: 0x0A), to: SIMD2<UInt64>.self)
                    if feeds[0] != 0 {
                        stop &+= feeds[0].trailingZeroBitCount &>> 3
                        break
                    }
                    if feeds[1] != 0 {
                        stop &+= 8 &+ feeds[1].trailingZeroBitCount &>> 3
                        break
                    }
                    stop &+= 16
                }
                if stop &+ 16 > count { while stop < count, base[stop] != 0x0A { stop &+= 1 } }
                emit(index, stop, Kind.comment)
                index = stop
            } else if next == 0x2A {
                var stop = index + 2
                while stop + 1 < count, !(base[stop] == 0x2A && base[stop + 1] == 0x2F) { stop &+= 1 }
                stop = min(stop + 2, count)
                emit(index, stop, Kind.comment)
                index = stop
            } else {
                introduced = 0
                index &+= 1
            }
        default:  // `@` and `#`
            var stop = index + 1
            while stop < count, isWordByte(base[stop]) { stop &+= 1 }
            if stop > index + 1 { emit(index, stop, current == 0x40 ? Kind.attribute : Kind.keyword) }
            index = stop
        }
    }
}

let arguments = CommandLine.arguments.dropFirst()
let batched = arguments.first == "--batched"
guard arguments.count == (batched ? 2 : 1), let path = arguments.last, let code = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("usage: lean-lexer-floor [--batched] CODE-FILE\n".utf8))
    exit(2)
}
let keywords = """
    actor any as associatedtype async await borrowing break case catch class consume consuming continue convenience \
    default defer deinit didSet do dynamic else enum extension fallthrough fileprivate final for func get guard if \
    import in indirect infix init inout internal is isolated lazy let macro mutating nonisolated nonmutating open \
    operator optional override package postfix precedencegroup prefix private protocol public repeat required \
    rethrows return sending set some static struct subscript super switch throw throws try typealias unowned var \
    weak where while willSet self Self Type Protocol
    """
let typeIntroducers: Set<Substring> = ["class", "struct", "enum", "protocol", "extension", "actor"]
var entries: [(word: String, value: UInt8)] = keywords.split(separator: " ").map { word in
    let introducer = word == "func" ? Kind.introducesFunction : typeIntroducers.contains(word) ? Kind.introducesType : 0
    return (String(word), Kind.keyword | introducer)
}
entries += "true false nil".split(separator: " ").map { (String($0), Kind.constant) }
entries += "print debugPrint dump min max abs zip stride assert precondition fatalError".split(separator: " ")
    .map { (String($0), Kind.function) }
let words = WordTable(entries)
let steps = stepTable()
func run<Output: TokenOutput>(into output: inout Output) {
    code.withUnsafeBytes { raw in
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return }
        lex(base, count: raw.count, words: words, steps: steps, into: &output)
    }
    print("\(code.count) bytes, \(output.count) tokens\(batched ? " (neighbours of one kind merged)" : "")")
}
if batched {
    var output = BatchedTokens()
    run(into: &output)
} else {
    var output = AllTokens(room: max(code.count, 1))
    run(into: &output)
}
