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
}
