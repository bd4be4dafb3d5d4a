/// A classed token of highlighted code waiting in ``HighlightedCodeHTML``'s buffer to be written
/// as `<span class="hl-…">` (``HTMLByteSink/appendCodeSpans(_:of:readableCount:from:through:nextSpecial:)``): a range
/// of the code's bytes and its class (never plain).
package struct CodeSpan {
    package var start: Int
    package var end: Int
    package var kind: CodeTokenKind
}
