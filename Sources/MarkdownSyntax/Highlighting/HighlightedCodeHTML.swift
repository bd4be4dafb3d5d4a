/// Writes highlighted code as HTML while a lexer classifies it, in the same pass: each classed
/// token in `<span class="hl-…">`, the text between tokens as it is, every byte escaped.
///
/// Nothing is collected: a token is held only until the next one shows whether it continues it
/// (neighbours of one class share a span), then written into the output. The next byte that
/// escaping replaces (`&`, `<`, `>`, `"`) is looked for ahead, a word at a time: a token with
/// none before its end is copied as it is (most are), with the text before it.
struct HighlightedCodeHTML<Sink: HTMLByteSink>: CodeTokenReceiver {
    let code: UnsafeBufferPointer<UInt8>
    /// The output, borrowed for the length of one code block.
    let output: UnsafeMutablePointer<Sink>
    /// The bytes of `code` written so far.
    private var written = 0
    /// The end of the last token added (a later token must not start before it).
    private var position = 0
    /// The token held back, nil when none is.
    private var heldKind: CodeTokenKind?
    private var heldStart = 0
    /// The first byte at or after `written` that escaping replaces (`code.count`: none). Each
    /// search starts past the last one's result, so the code is searched once in all.
    private var nextSpecial: Int

    init(code: UnsafeBufferPointer<UInt8>, output: UnsafeMutablePointer<Sink>) {
        self.code = code
        self.output = output
        nextSpecial = ByteScan.htmlSpecial(in: code, from: 0)
    }

    @inline(__always)
    mutating func add(_ kind: CodeTokenKind?, _ start: Int, _ end: Int) {
        guard end > start, start >= position else { return }
        if let heldKind, heldKind == kind, start == position {
            position = end
            return
        }
        writeHeld()
        heldKind = kind
        heldStart = start
        position = end
    }

    mutating func take() -> Self { self }

    /// Writes the code left: the held token, then the plain text after it.
    mutating func finish() {
        writeHeld()
        escape(written, code.count)
        written = code.count
    }

    private mutating func writeHeld() {
        guard let kind = heldKind else { return }
        if nextSpecial < position {
            writeHeldEscaping(kind)
        } else {
            output.pointee.appendCodeToken(code: code, plainStart: written, tokenStart: heldStart, tokenEnd: position, kind: kind,
                                           needsEscaping: false)
        }
        written = position
        heldKind = nil
    }

    /// The held token when escaping replaces a byte of it or of the text before it: apart, so
    /// that the common copying path stays small (fewer registers to save per call).
    @inline(never)
    private mutating func writeHeldEscaping(_ kind: CodeTokenKind) {
        output.pointee.appendCodeToken(code: code, plainStart: written, tokenStart: heldStart, tokenEnd: position, kind: kind,
                                       needsEscaping: true)
        nextSpecial = ByteScan.htmlSpecial(in: code, from: position)
    }

    @inline(__always)
    private func escape(_ start: Int, _ end: Int) {
        guard end > start else { return }
        output.pointee.appendHTMLEscaped(UnsafeBufferPointer(rebasing: code[start..<end]))
    }
}
