/// Highlighted code: what a code block's content becomes inside ``HTMLMarkupWriter/codeBlock(language:attributes:context:content:)``
/// when highlighting is on.
extension HTMLMarkupWriter {
    /// `code`, escaped, with `<span class="hl-…">` around each token when `language` (a code
    /// block's language name) is one ``CodeLanguage`` knows; only escaped otherwise.
    package mutating func code(_ code: UnsafeBufferPointer<UInt8>, highlightingAs language: UnsafeBufferPointer<UInt8>) {
        if let language = CodeLanguage(utf8Name: language) {
            highlightedCode(code, language: language)
        } else {
            text(code)
        }
    }

    /// `code` in `language`, escaped, each token in `<span class="hl-…">`: classified and written
    /// in one pass, straight into the sink.
    package mutating func highlightedCode(_ code: UnsafeBufferPointer<UInt8>, language: CodeLanguage) {
        withUnsafeMutablePointer(to: &sink) { output in
            var writer = HighlightedCodeHTML(code: code, output: output)
            CodeHighlighter.classify(code, language: language, into: &writer)
            writer.finish()
        }
    }

    /// A token's `<span class="hl-…">` (with a decoration's `attributes`); its text follows,
    /// escaped, then ``codeTokenClosing()``.
    package mutating func codeTokenOpening(_ kind: CodeTokenKind, attributes: String = "") {
        guard !attributes.isEmpty else { return put(HighlightedCodeHTML<Sink>.openingTag(kind)) }
        put("<span class=\"")
        withUTF8Bytes(of: kind.cssClass) { sink.appendBytes($0) }
        put("\"")
        withUTF8Bytes(of: attributes) { sink.appendBytes($0) }
        put(">")
    }

    package mutating func codeTokenClosing() { put("</span>") }
}
