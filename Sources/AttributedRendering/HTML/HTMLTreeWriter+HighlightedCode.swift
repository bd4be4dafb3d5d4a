import AttributedMarkdown
import Foundation
import MarkdownSyntax

extension HTMLTreeWriter {
    /// A highlighted code block's content, inside the emitter's code block: each classed piece
    /// in the emitter's token span (a class, or the decoration's inline color), every piece escaped.
    static func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], to markup: inout HTMLMarkupWriter<String>,
                                     decoration: Decoration) {
        for piece in pieces {
            guard let kind = piece.kind else {
                markup.text(piece.text)
                continue
            }
            markup.codeTokenOpening(kind, style: decoration.codeTokenStyle(for: kind))
            markup.text(piece.text)
            markup.codeTokenClosing()
        }
    }

    /// ``writeHighlightedCode(_:to:decoration:)`` in the chunks `chunker` cuts.
    static func writeHighlightedCode(_ pieces: [CodeBlockHighlighting.Piece], to markup: inout HTMLMarkupWriter<String>,
                                     decoration: Decoration, chunker: inout CodeChunker) {
        for piece in pieces {
            guard let kind = piece.kind else {
                chunker.write(piece.text, to: &markup)
                continue
            }
            let style = decoration.codeTokenStyle(for: kind)
            chunker.write(piece.text, to: &markup) { markup in markup.codeTokenOpening(kind, style: style) }
        }
    }

    /// A code block's run (``writeText(_:to:decoration:)``) in the chunks `chunker` cuts.
    static func writeCodeText(_ segment: InlineSegment, to markup: inout HTMLMarkupWriter<String>, decoration: inout Decoration,
                              chunker: inout CodeChunker) {
        guard let style = decoration.spanStyle(for: segment), !style.isEmpty else {
            chunker.write(Substring(segment.text), to: &markup)
            return
        }
        chunker.write(Substring(segment.text), to: &markup) { markup in
            markup.sink += "<span style=\""
            markup.text(style)
            markup.sink += "\">"
        }
    }
}
