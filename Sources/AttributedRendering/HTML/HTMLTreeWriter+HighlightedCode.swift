import AttributedMarkdown
import Foundation
import MarkdownSyntax

extension HTMLTreeWriter {
    /// A highlighted code block's content, inside the emitter's code block: each classed piece
    /// in the emitter's token span (a class, or the decoration's inline color), every piece
    /// escaped, in the chunks `chunker` cuts (when on).
    static func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], to markup: inout HTMLMarkupWriter<String>,
                                     decoration: Decoration, chunker: inout CodeChunker) {
        for piece in pieces {
            let element = piece.kind.map { CodeChunker.Element.token($0, style: decoration.codeTokenStyle(for: $0)) } ?? .none
            chunker.write(piece.text, in: element, to: &markup)
        }
    }

    /// A code block's run as ``writeText(_:to:decoration:)`` writes text, in the chunks
    /// `chunker` cuts (when on).
    static func writeCodeText(_ segment: InlineSegment, to markup: inout HTMLMarkupWriter<String>, decoration: inout Decoration,
                              chunker: inout CodeChunker) {
        let style = decoration.spanStyle(for: segment)
        chunker.write(segment.text, in: style.map { $0.isEmpty ? .none : .styled($0) } ?? .none, to: &markup)
    }
}
