/// Writes highlighted code as HTML while a lexer classifies it, in the same pass: each classed
/// token in `<span class="hl-…">`, the text between tokens as it is, every byte escaped.
///
/// Classed tokens are collected in a small buffer (``capacity`` of them, on the caller's stack)
/// and handed to the sink when it is full and at the end
/// (``HTMLByteSink/appendCodeSpans(_:of:readableCount:from:through:nextSpecial:)``): one call and one reservation of
/// the output per batch instead of per token, and the sink's loop keeps its state in registers.
/// A token that continues the last one's class right after it extends it (neighbours of one
/// class share a span). The next byte that escaping replaces (`&`, `<`, `>`, `"`) is looked for
/// ahead (``CodeEscapeScan``), so the sink copies every run before it as it is.
struct HighlightedCodeHTML<Sink: HTMLByteSink>: CodeTokenReceiver {
    /// How many classed tokens the buffer holds: 40 of 24 bytes, and the sentinel before them,
    /// stay under the 1 KB that `withUnsafeTemporaryAllocation` takes from the stack without
    /// asking (above it, Linux's runtime allocated from the heap for every code block).
    static var capacity: Int { 40 }

    let code: UnsafeBufferPointer<UInt8>
    /// How many bytes may be read from the code's start (at least its count).
    let readableCount: Int
    /// The output, borrowed for the length of one code block.
    let output: UnsafeMutablePointer<Sink>
    /// Room for ``capacity`` tokens, borrowed for the length of one code block, after a sentinel
    /// that no token continues (its end is -1): the token before the next one is always there
    /// to compare with, and `add` needs no test for an empty buffer.
    let spans: UnsafeMutablePointer<CodeSpan>
    /// Where the next token goes in `spans` (the tokens held are before it).
    private var next: UnsafeMutablePointer<CodeSpan>
    /// The bytes of `code` written so far (up to where the last batch handed to the sink ended).
    private var written = 0
    /// The end of the last token added (a later token must not start before it).
    private var position = 0
    /// The first byte at or after `written` that escaping replaces (`code.count`: none). Each
    /// search starts past the last one's result, so the code is searched once in all.
    private var nextSpecial: Int

    /// `spans` has room for ``capacity`` tokens, and for one more before it: the sentinel, which
    /// this writes.
    @inline(__always)
    init(code: UnsafeBufferPointer<UInt8>, readableCount: Int, output: UnsafeMutablePointer<Sink>,
         spans: UnsafeMutablePointer<CodeSpan>) {
        assert(readableCount >= code.count)
        self.code = code
        self.readableCount = readableCount
        self.output = output
        (spans - 1).initialize(to: CodeSpan(start: -1, end: -1, kind: .keyword))
        self.spans = spans
        next = spans
        nextSpecial = CodeEscapeScan.next(in: code, from: 0)
    }

    @inline(__always)
    mutating func add(_ kind: CodeTokenKind?, _ start: Int, _ end: Int) {
        guard end > start, start >= position else { return }
        position = end
        guard let kind else { return }
        // The last token in the buffer continues when it ends here with this class: a plain
        // token between them would have moved `start` past its end. The buffer is emptied only
        // to make room for a new token, so the last one is always in it.
        let last = next - 1
        if last.pointee.end == start, last.pointee.kind == kind {
            last.pointee.end = end
            return
        }
        if next == spans + Self.capacity { flush(through: last.pointee.end) }
        assert(next >= spans && next < spans + Self.capacity)
        next.initialize(to: CodeSpan(start: start, end: end, kind: kind))
        next += 1
    }

    mutating func take() -> Self { self }

    /// Writes the code left: the tokens held, then the plain text after them.
    mutating func finish() {
        writeBatch(through: code.count)
    }

    /// Hands the tokens held to the sink, with the plain text before each and after the last up
    /// to `end`: out of line, for the lexer's loop, whose registers the batch's writing would
    /// crowd (``finish()`` writes its batch inline: there it would only add a call a code block).
    @inline(never)
    private mutating func flush(through end: Int) {
        writeBatch(through: end)
    }

    @inline(__always)
    private mutating func writeBatch(through end: Int) {
        nextSpecial = output.pointee.appendCodeSpans(UnsafeBufferPointer(start: spans, count: Self.count(from: spans, to: next)),
                                                     of: code, readableCount: readableCount, from: written, through: end,
                                                     nextSpecial: nextSpecial)
        written = end
        next = spans
    }

    /// How many tokens lie from `start` to `end`, `end - start`, as an exact division: the
    /// distance in bytes is a multiple of the stride, 24, so it is a multiple of 3 once shifted
    /// by 3, and a multiple of 3 times the inverse of 3 modulo 2⁶⁴ is its third. Two instructions
    /// where the pointers' `-` divides by 24 for any distance (six more, twice a batch: -0.03 M
    /// on the highlight bench).
    @inline(__always)
    private static func count(from start: UnsafeMutablePointer<CodeSpan>, to end: UnsafeMutablePointer<CodeSpan>) -> Int {
        guard MemoryLayout<CodeSpan>.stride == 24 else { return end - start }  // decided when compiled
        let bytes = UInt(bitPattern: UnsafeRawPointer(end) - UnsafeRawPointer(start))
        let count = Int(bitPattern: (bytes &>> 3) &* 0xAAAA_AAAA_AAAA_AAAB)
        assert(count == end - start)
        return count
    }
}
