/// Renders a ``MarkdownDocument`` to HTML exactly as cmark (and, for the GFM extensions,
/// cmark-gfm 0.29.0.gfm.13) does, byte for byte: same tags, same line breaks, same escaping.
///
/// Rendering uses an explicit work stack instead of recursion, so it handles any tree the
/// parser can produce without risk to the call stack.
public struct HTMLRenderer: Sendable {
    /// How raw HTML, URLs and nested strong emphasis are written.
    public var options: HTMLRenderOptions

    /// A renderer; the default options are cmark's safe defaults.
    public init(options: HTMLRenderOptions = .init()) {
        self.options = options
    }

    /// The HTML of a whole document.
    public func render(_ document: MarkdownDocument) -> String {
        writer(rendering: document).takeString()
    }

    /// The HTML of a whole document as UTF-8 bytes, the same HTML as ``render(_:)``.
    ///
    /// For output that goes to a file, a socket or standard output: it skips making a
    /// `String`, whose UTF-8 validation of the whole output is a sizable part of rendering.
    public func renderUTF8(_ document: MarkdownDocument) -> [UInt8] {
        writer(rendering: document).takeBytes()
    }

    /// Parses `markdown` (UTF-8) with `parser` and writes its HTML to `sink` in chunks of about
    /// `chunkSize` bytes: the same bytes as ``renderUTF8(_:)`` of the parsed document.
    ///
    /// Streaming: after the block phase, the HTML is written straight from its block records as
    /// they are walked, each leaf's inline content parsed when it is reached (the same walk as
    /// ``MarkdownEvents``), and the output goes to `sink` whenever a chunk is full: no syntax tree
    /// is made and neither it nor the whole output is ever held, so memory stays bounded by the
    /// input, the block records and the largest block. What `attributed render --to html` uses.
    public func render(markdown: UnsafeBufferPointer<UInt8>, parser: MarkdownParser, chunkSize: Int = 1 << 16,
                       to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        render(markdown: markdown, parser: parser, chunkSize: chunkSize,
               isValidUTF8: UTF8Validation.firstInvalidOffset(in: markdown) == nil, to: sink)
    }

    /// ``render(markdown:parser:chunkSize:to:)`` for a caller that has already checked whether
    /// `markdown` is valid UTF-8 (the CLI rejects invalid input), which saves a pass over it.
    package func render(markdown: UnsafeBufferPointer<UInt8>, parser: MarkdownParser, chunkSize: Int = 1 << 16,
                        isValidUTF8: Bool, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        assert(isValidUTF8 == (UTF8Validation.firstInvalidOffset(in: markdown) == nil))
        let chunkSize = Swift.max(chunkSize, 1)
        var writer = HTMLWriter(options: options, capacity: chunkSize + chunkSize / 2)
        // The HTML is written as the block records are walked (no tree made); only the inline-only
        // syntaxes, which have no records, go through the tree, one top-level block at a time.
        let walked: Void? = parser.withParsedBlocks(utf8: markdown) { blocks, leaves in
            writer.renderRecords(blocks, leaves: &leaves, isValidUTF8: isValidUTF8, chunkSize: chunkSize, to: sink)
        }
        if walked == nil {
            parser.parse(utf8: markdown) { block in
                writer.renderBlocks([block])
                if writer.bufferedByteCount >= chunkSize { writer.flush(to: sink) }
            }
        }
        writer.finish()
        writer.flush(to: sink)
    }

    private func writer(rendering document: MarkdownDocument) -> HTMLWriter {
        let sourceSize = document.lineTable.byteCount
        var writer = HTMLWriter(options: options, capacity: sourceSize + sourceSize / 4)
        writer.render(document.blocks)
        return writer
    }
}
