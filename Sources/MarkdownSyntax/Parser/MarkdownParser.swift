/// A CommonMark 0.31.2 parser with the GitHub Flavored Markdown extensions (cmark-gfm
/// 0.29.0.gfm.13 behaviour) and Apple's extended-attribute syntax, written in Swift.
///
/// Parsing is linear in the input and never fails: every byte sequence is a Markdown document.
/// The parser works on UTF-8 bytes; in the text it produces, each invalid UTF-8 sequence
/// becomes U+FFFD, and node ranges stay offsets into the bytes as given. U+0000 is replaced by
/// U+FFFD before parsing, as cmark does (so when the input holds NUL bytes, ranges refer to
/// the text after that replacement, whose length ``SourceLineTable/byteCount`` gives). A UTF-8
/// byte-order mark at the start of the input is skipped, as cmark skips it; node ranges and
/// line/column positions count its three bytes, so they stay offsets into the input as given
/// (the first block after the mark starts at offset 3, line 1, column 4).
///
/// ```swift
/// let document = MarkdownParser(options: .init(extensions: .gfm)).parse("| a |\n| - |\n| *b* |")
/// ```
public struct MarkdownParser: Sendable {
    /// What the parser recognises.
    public var options: ParseOptions

    /// A parser for the given syntax; the default is plain CommonMark.
    public init(options: ParseOptions = .init()) {
        self.options = options
    }

    /// Parses a Markdown text. Never fails: any text is a Markdown document.
    public func parse(_ source: String) -> MarkdownDocument {
        var source = source
        return source.withUTF8 { buffer in parse(utf8: buffer) }
    }

    /// Parses Markdown from UTF-8 bytes; invalid sequences read as U+FFFD.
    public func parse(_ bytes: [UInt8]) -> MarkdownDocument {
        bytes.withUnsafeBufferPointer { parse(utf8: $0) }
    }

    /// Parses Markdown from UTF-8 bytes and hands the top-level blocks to `body` one at a time,
    /// in the order of ``MarkdownDocument/blocks`` (the same blocks ``parse(_:)-([UInt8])``
    /// returns, referenced footnote definitions last). Returns the source's line table.
    ///
    /// Each block is made just before `body` receives it and is not kept afterwards, so a
    /// consumer that does not keep them (``HTMLRenderer/render(markdown:parser:chunkSize:to:)``)
    /// never holds the whole tree: its memory stays bounded by the input, the parser's block
    /// records and the largest top-level block.
    @discardableResult
    public func parse(utf8 input: UnsafeBufferPointer<UInt8>, eachBlock body: (BlockNode) -> Void) -> SourceLineTable {
        if ByteSearch.containsNUL(input) {
            let cleaned = InputSanitizer.replacingNUL(input)
            return cleaned.withUnsafeBufferPointer { DocumentBuilder(input: $0, options: options).forEachBlock(body) }
        }
        return DocumentBuilder(input: input, options: options).forEachBlock(body)
    }

    /// Runs the block phase over UTF-8 bytes and calls `body` with its records and an inline
    /// parser for their leaves, for the record walkers (the streaming HTML writer). Nil, without
    /// calling `body`, for the inline-only syntaxes, which have no block records.
    func withParsedBlocks<R>(utf8 input: UnsafeBufferPointer<UInt8>,
                             _ body: (ParsedBlocks, inout LeafInlineParser) -> R) -> R? {
        guard options.syntax == .full else { return nil }
        if ByteSearch.containsNUL(input) {
            let cleaned = InputSanitizer.replacingNUL(input)
            return cleaned.withUnsafeBufferPointer { DocumentBuilder(input: $0, options: options).withParsedBlocks(body).0 }
        }
        return DocumentBuilder(input: input, options: options).withParsedBlocks(body).0
    }

    /// Parses a region of a document that does not start at the document's start (the
    /// incremental parser's): a leading U+FEFF there is text, not a byte-order mark.
    func parse(region bytes: [UInt8]) -> MarkdownDocument {
        bytes.withUnsafeBufferPointer { parse(utf8: $0, atDocumentStart: false) }
    }

    private func parse(utf8 input: UnsafeBufferPointer<UInt8>, atDocumentStart: Bool = true) -> MarkdownDocument {
        if ByteSearch.containsNUL(input) {
            let cleaned = InputSanitizer.replacingNUL(input)
            return cleaned.withUnsafeBufferPointer {
                DocumentBuilder(input: $0, options: options, atDocumentStart: atDocumentStart).build()
            }
        }
        return DocumentBuilder(input: input, options: options, atDocumentStart: atDocumentStart).build()
    }
}
