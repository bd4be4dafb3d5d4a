/// Highlighted code: what a code block's content becomes inside ``HTMLMarkupWriter/codeBlock(language:attributes:context:content:)``
/// when highlighting is on.
extension HTMLMarkupWriter {
    /// `code`, escaped, with `<span class="hl-…">` around each token when `language` (a code
    /// block's language name) is one ``CodeLanguage`` knows; only escaped otherwise.
    /// `readableCount` bytes may be read from the code's start (see ``highlightedCode(_:language:readableCount:)``).
    package mutating func code(_ code: UnsafeBufferPointer<UInt8>, highlightingAs language: UnsafeBufferPointer<UInt8>,
                               readableCount: Int) {
        if let lexer = lastCodeLanguage.lexer(named: language) {
            highlightedCode(code, lexer: lexer, readableCount: readableCount)
        } else {
            text(code)
        }
    }

    /// `code` in `language`, escaped, each token in `<span class="hl-…">`: classified and written
    /// in one pass, straight into the sink.
    ///
    /// `readableCount` (at least `code.count`) is how many bytes may be read from the code's start:
    /// when the code's buffer goes on after it, the sink's writer copies sixteen bytes at a time up
    /// to the code's end (the bytes read past it are never written), and its careful path for the
    /// code's last sixteen bytes is left for the last code block of a buffer. Only what is read
    /// changes, never what is written.
    @inline(__always)
    package mutating func highlightedCode(_ code: UnsafeBufferPointer<UInt8>, language: CodeLanguage, readableCount: Int) {
        highlightedCode(code, lexer: language.lexer, readableCount: readableCount)
    }

    /// ``highlightedCode(_:language:readableCount:)`` with the language's lexer (``CodeLanguageMemo`` remembers it).
    @inline(__always)
    mutating func highlightedCode(_ code: UnsafeBufferPointer<UInt8>, lexer: CodeLanguage.Lexer, readableCount: Int) {
        withUnsafeMutablePointer(to: &sink) { output in
            withUnsafeTemporaryAllocation(of: CodeSpan.self, capacity: 41) { spans in
                assert(spans.count == HighlightedCodeHTML<Sink>.capacity + 1)
                guard let sentinel = spans.baseAddress else { return }
                var writer = HighlightedCodeHTML(code: code, readableCount: readableCount, output: output,
                                                 spans: sentinel + 1)
                CodeHighlighter.classify(code, lexer: lexer, into: &writer)
                writer.finish()
            }
        }
    }

    /// A token's `<span class="hl-…">`, or `<span style="…">` with `style` (CSS, escaped here;
    /// empty: a bare `<span>`); its text follows, escaped, then ``codeTokenClosing()``.
    package mutating func codeTokenOpening(_ kind: CodeTokenKind, style: String? = nil) {
        guard let style else { return put(CodeTokenTags.opening(kind)) }
        guard !style.isEmpty else { return put("<span>") }
        put("<span style=\"")
        text(style)
        put("\">")
    }

    package mutating func codeTokenClosing() { put("</span>") }
}
