import Foundation

/// The text of an attributed string under construction and its attribute spans, coalesced.
///
/// Text is appended to one `String`. Block attributes are kept as spans (a UTF-8 length each,
/// in order, covering the whole text); inline attributes as spans at UTF-8 offsets, only where
/// there is inline markup. Appending text whose attributes equal the previous span's extends
/// that span, so `AttributedString` later sees the fewest calls possible.
struct RunAccumulator {
    /// `utf8Count` bytes of text, starting at `utf8Offset`, carrying `attributes`.
    struct Span<Attributes: Hashable> {
        var utf8Offset: Int
        var utf8Count: Int
        var attributes: Attributes
    }

    private(set) var text = ""
    /// Block spans, one after the other from offset 0.
    private(set) var blockSpans: [Span<BlockAttributes>] = []
    /// Inline spans in offset order, possibly with gaps (text without inline markup).
    private(set) var inlineSpans: [Span<InlineAttributes>] = []
    /// The UTF-8 length of `text`, kept so that callers can tell whether something was appended.
    private(set) var utf8Count = 0
    /// Inline spans that start in the last block span.
    private var inlineSpansInLastBlockSpan = 0

    /// A block span is closed after this many inline spans even when the next text has the same
    /// block attributes, so that the assembler's chunks (whole block spans) stay small even for
    /// one huge paragraph. `AttributedString` merges the equal neighbours back into one run.
    static let maximumInlineSpansPerBlockSpan = 32

    init(expectedUTF8Count: Int = 0) {
        text.reserveCapacity(expectedUTF8Count)
    }

    mutating func append(_ piece: String, _ attributes: RunAttributes) {
        let count = piece.utf8.count
        guard count > 0 else { return }
        let offset = utf8Count
        text += piece
        utf8Count += count
        let extendsInlineSpan = inlineSpans.last.map { last in
            last.utf8Offset + last.utf8Count == offset && last.attributes == attributes.inline
        } ?? false
        if let last = blockSpans.indices.last, blockSpans[last].attributes == attributes.block,
            extendsInlineSpan || attributes.inline.isEmpty
                || inlineSpansInLastBlockSpan < Self.maximumInlineSpansPerBlockSpan {
            blockSpans[last].utf8Count += count
        } else {
            blockSpans.append(Span(utf8Offset: offset, utf8Count: count, attributes: attributes.block))
            inlineSpansInLastBlockSpan = 0
        }
        guard !attributes.inline.isEmpty else { return }
        // An inline span never crosses into another block span: the assembler works on whole
        // block spans.
        if extendsInlineSpan, let last = inlineSpans.indices.last,
            let blockStart = blockSpans.last?.utf8Offset, inlineSpans[last].utf8Offset >= blockStart {
            inlineSpans[last].utf8Count += count
        } else {
            inlineSpans.append(Span(utf8Offset: offset, utf8Count: count, attributes: attributes.inline))
            inlineSpansInLastBlockSpan += 1
        }
    }

    /// Gives the last Unicode scalar of the text the inline attributes `modify` makes of its own
    /// (its block attributes stay). Does nothing when the text is empty.
    mutating func reattributeLastScalar(_ modify: (inout InlineAttributes) -> Void) {
        guard let scalar = text.unicodeScalars.last, let lastBlock = blockSpans.indices.last else { return }
        let count = String(scalar).utf8.count
        let end = utf8Count
        var inline = InlineAttributes()
        if let last = inlineSpans.indices.last, inlineSpans[last].utf8Offset + inlineSpans[last].utf8Count == end {
            inline = inlineSpans[last].attributes
            inlineSpans[last].utf8Count -= count
            if inlineSpans[last].utf8Count == 0 {
                inlineSpans.removeLast()
                inlineSpansInLastBlockSpan = Swift.max(0, inlineSpansInLastBlockSpan - 1)
            }
        }
        let block = blockSpans[lastBlock].attributes
        blockSpans[lastBlock].utf8Count -= count
        if blockSpans[lastBlock].utf8Count == 0 { blockSpans.removeLast() }
        text.unicodeScalars.removeLast()
        utf8Count -= count
        modify(&inline)
        append(String(scalar), RunAttributes(block: block, inline: inline))
    }
}
