/// The state of one rendering: the markup emitter with its output buffer, and footnote bookkeeping.
struct HTMLWriter {
    let options: HTMLRenderOptions
    /// cmark-gfm's markup, written into the output buffer.
    var markup: HTMLMarkupWriter<HTMLOutput>
    /// Footnote definitions opened so far, and the last one whose back-references are written.
    var footnoteIndex = 0
    var writtenFootnoteIndex = 0
    /// The heading ids given so far (used with ``HTMLRenderOptions/headingIDs``).
    var slugger = HeadingSlugger()
    /// The stack of ``InlineCursor``, kept between leaves so that its storage is allocated once
    /// per rendering rather than once per paragraph.
    var inlineStack: [InlineCursor.Frame] = []

    /// A writer whose buffer starts with room for `capacity` bytes (HTML is usually a little
    /// longer than its Markdown, so the renderer passes the source size plus a quarter).
    init(options: HTMLRenderOptions, capacity: Int = 4096) {
        self.options = options
        markup = HTMLMarkupWriter(sink: HTMLOutput(capacity: capacity), safety: options.safety)
    }

    /// The HTML written, as a `String`; ends the writer.
    func takeString() -> String { markup.sink.takeString() }

    /// The HTML written, as UTF-8 bytes; ends the writer.
    func takeBytes() -> [UInt8] { markup.sink.takeBytes() }

    /// Writes a whole document's blocks.
    mutating func render(_ blocks: [BlockNode]) {
        renderBlocks(blocks)
        finish()
    }

    /// Writes blocks that follow those already written (one top-level block at a time when
    /// streaming); ``finish()`` ends the document.
    mutating func renderBlocks(_ blocks: [BlockNode]) {
        var cursor = TreeBlockCursor(blocks)
        writeBlocks(&cursor, chunkSize: .max) { _ in }
    }

    /// Writes the document the block records make (the streaming path: no ``BlockNode`` made,
    /// each leaf's inlines parsed with `leaves` when it is reached), flushing to `sink` whenever
    /// `chunkSize` bytes are buffered; ``finish()`` ends it. The same bytes as ``renderBlocks(_:)``
    /// of the parsed document: both go through the one block loop, ``writeBlocks(_:chunkSize:to:)``.
    mutating func renderRecords(_ blocks: ParsedBlocks, leaves: inout LeafInlineParser, isValidUTF8: Bool,
                                chunkSize: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeMutablePointer(to: &leaves) { leaves in
            var cursor = RecordBlockCursor(blocks, leaves: leaves, isValidUTF8: isValidUTF8,
                                           headingIDs: options.headingIDs)
            writeBlocks(&cursor, chunkSize: chunkSize, to: sink)
        }
    }

    /// Closes what the document's end closes: the footnote section, when there was one.
    mutating func finish() {
        if footnoteIndex > 0 { markup.footnoteSectionClosing() }
    }

    /// Hands the HTML written so far to `sink` and empties the buffer.
    mutating func flush(to sink: (UnsafeBufferPointer<UInt8>) -> Void) { markup.sink.flush(to: sink) }

    /// How many bytes wait in the buffer.
    var bufferedByteCount: Int { markup.sink.count }
}
