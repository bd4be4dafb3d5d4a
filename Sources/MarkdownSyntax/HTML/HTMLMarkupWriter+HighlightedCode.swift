/// Highlighted code: what a code block's content becomes inside ``HTMLMarkupWriter/codeBlock(language:attributes:context:content:)``
/// when highlighting is on.
extension HTMLMarkupWriter {
    /// `code`, escaped, with `<span class="hl-…">` around each token when `language` (a code
    /// block's language name) is one ``CodeLanguage`` knows; only escaped otherwise.
    package mutating func code(_ code: UnsafeBufferPointer<UInt8>, highlightingAs language: UnsafeBufferPointer<UInt8>) {
        if let language = lastCodeLanguage.language(named: language) {
            highlightedCode(code, language: language)
        } else {
            text(code)
        }
    }

    /// `code` in `language`, escaped, each token in `<span class="hl-…">`: classified and written
    /// in one pass, straight into the sink.
    @inline(__always)
    package mutating func highlightedCode(_ code: UnsafeBufferPointer<UInt8>, language: CodeLanguage) {
        withUnsafeMutablePointer(to: &sink) { output in
            withUnsafeTemporaryAllocation(of: CodeSpan.self, capacity: 41) { spans in
                assert(spans.count == HighlightedCodeHTML<Sink>.capacity + 1)
                guard let sentinel = spans.baseAddress else { return }
                var writer = HighlightedCodeHTML(code: code, output: output, spans: sentinel + 1)
                CodeHighlighter.classify(code, language: language, into: &writer)
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
