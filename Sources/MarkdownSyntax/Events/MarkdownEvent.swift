/// One step of a Markdown document read in order, as ``MarkdownEvents`` produces it: the
/// opening or closing of a block or an inline container, or an inline without children, each
/// with its source range (UTF-8 offsets, as ``BlockNode/range`` and ``InlineNode/range``).
///
/// The events are the syntax tree walked depth first: a block opens (``startBlock(_:_:)``),
/// then come its child blocks or, for paragraphs, headings and table cells, its inline content,
/// then it closes (``endBlock(_:_:)``) with the same kind and range. Blocks without content
/// (thematic breaks, code and HTML blocks, whose text is in their kind) open and close at once.
/// Footnote definitions come after the document's other blocks, as in ``MarkdownDocument/blocks``.
///
/// ```swift
/// for event in MarkdownParser(options: .init(extensions: .gfm)).events("- [x] *done*") {
///     if case .inline(.text(let text), let range) = event { print(text, range) }
/// }
/// ```
public enum MarkdownEvent: Hashable, Sendable {
    /// A block opens: list items carry their ordinal and task marker, lists their kind and
    /// tightness, footnote definitions their label, number and reference count.
    case startBlock(BlockKind, SourceRange)
    /// The block opened last closes.
    case endBlock(BlockKind, SourceRange)
    /// An inline container opens: emphasis, strong emphasis, strikethrough, a link or image
    /// (with its destination and title; an image's description follows as its content), or an
    /// extended-attributes span.
    case startInline(InlineKind, SourceRange)
    /// The inline container opened last closes.
    case endInline(InlineKind, SourceRange)
    /// An inline without children: text, a code span, raw HTML, a soft or hard line break, a
    /// footnote reference.
    case inline(InlineKind, SourceRange)

    /// Where the event's block or inline is in the source.
    public var range: SourceRange {
        switch self {
        case .startBlock(_, let range), .endBlock(_, let range), .startInline(_, let range), .endInline(_, let range),
             .inline(_, let range):
            return range
        }
    }
}
