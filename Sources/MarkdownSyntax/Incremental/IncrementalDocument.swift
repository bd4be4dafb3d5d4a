/// A Markdown source and its parsed document, kept in sync through edits by re-parsing only
/// the top-level blocks an edit can affect.
///
/// An editor re-parses on every keystroke; parsing a long document from scratch each time
/// costs time proportional to the whole document, while a keystroke changes one block.
/// ``apply(_:)`` parses the affected blocks again, moves the ranges of the blocks after them,
/// and falls back to a full parse whenever the edit can change the meaning of text it does not
/// touch (see ``FullParseReason``). Either way the resulting ``document`` is exactly what
/// `MarkdownParser(options:).parse(source)` returns for the new source.
///
/// ```swift
/// var editor = IncrementalDocument(source: "# Title\n\nSome *text*.\n", options: .init(extensions: .gfm))
/// let update = try editor.apply(.insert("more ", at: 15))
/// // editor.document == MarkdownParser(options: .init(extensions: .gfm)).parse(editor.source)
/// ```
///
/// Keep the value uniquely owned (do not hold other copies of ``document`` across edits) and
/// the blocks after the edit are updated in place, without allocation.
public struct IncrementalDocument: Sendable {
    /// The current source text.
    public private(set) var source: String
    /// The parse of ``source``.
    public private(set) var document: MarkdownDocument
    /// The parser used for every (partial or full) parse.
    public let parser: MarkdownParser

    /// Parses `source` with `options`.
    public init(source: String, options: ParseOptions = .init()) {
        let parser = MarkdownParser(options: options)
        self.source = source
        self.document = parser.parse(source)
        self.parser = parser
    }

    /// Adopts a document already parsed from `source` with `options`, to edit it incrementally
    /// without parsing it again. The document must be that parse; otherwise the edits that are
    /// spliced rather than re-parsed in full keep its differences.
    public init(source: String, document: MarkdownDocument, options: ParseOptions) {
        self.source = source
        self.document = document
        self.parser = MarkdownParser(options: options)
    }

    /// Applies `edit` to ``source`` and brings ``document`` up to date.
    ///
    /// - Returns: What was parsed again: a region of top-level blocks, or the whole source and why.
    /// - Throws: ``SourceEditError`` when the edit's range is outside the source or splits a
    ///   character; the source and document are then unchanged.
    @discardableResult
    public mutating func apply(_ edit: SourceEdit) throws(SourceEditError) -> IncrementalUpdate {
        let old = Array(source.utf8)
        let range = edit.range
        guard range.lowerBound >= 0, range.lowerBound <= range.upperBound, range.upperBound <= old.count else {
            throw .rangeOutOfBounds(range, sourceLength: old.count)
        }
        for offset in [range.lowerBound, range.upperBound] where offset < old.count && old[offset] & 0xC0 == 0x80 {
            throw .splitsScalar(at: offset)
        }
        var new: [UInt8] = []
        new.reserveCapacity(old.count + edit.lengthChange)
        new.append(contentsOf: old[..<range.lowerBound])
        new.append(contentsOf: edit.replacement.utf8)
        new.append(contentsOf: old[range.upperBound...])
        source = String(decoding: new, as: UTF8.self)

        if new.contains(0) || old[range.lowerBound..<range.upperBound].contains(0) {
            return reparseFully(.nulBytes)
        }
        let reparser = BlockReparser(
            parser: parser,
            blocks: document.blocks,
            lines: SourceLineIndex(document.lineTable),
            editRange: range,
            delta: edit.lengthChange
        )
        let plan = old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in reparser.plan(old: oldBuffer, new: newBuffer) }
        }
        switch plan {
        case .fullParse(let reason):
            return reparseFully(reason)
        case .splice(let oldBlocks, let newBlocks, let region):
            let delta = edit.lengthChange
            document.blocks.replaceSubrange(oldBlocks, with: newBlocks)
            let firstMoved = oldBlocks.lowerBound + newBlocks.count
            if delta != 0 {
                for index in firstMoved..<document.blocks.count { document.blocks[index].shiftRanges(by: delta) }
            }
            document.lineTable = SourceLineTable(new)
            let replaced = oldBlocks.lowerBound..<firstMoved
            return .spliced(ReparsedRegion(oldBlocks: oldBlocks, newBlocks: replaced, source: region))
        }
    }

    private mutating func reparseFully(_ reason: FullParseReason) -> IncrementalUpdate {
        document = parser.parse(source)
        return .fullParse(reason)
    }
}
