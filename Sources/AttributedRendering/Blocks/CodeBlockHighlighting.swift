import AttributedMarkdown
import Foundation

/// A code block's text cut into pieces with their highlighting class, for the renderers that
/// colour code (styled HTML, the web preview, the terminal).
///
/// The classes come from the string when its runs carry them (`AMCodeTokenKind`, set by
/// `AttributedString.highlightCodeBlocks()` or by an app), else from ``CodeHighlighter`` for the
/// block's language; a block in a language the highlighter does not know has none (nil).
enum CodeBlockHighlighting {
    struct Piece {
        var text: Substring
        var kind: CodeTokenKind?
    }

    static func pieces(of block: AttributedBlock, languageHint: String?) -> [Piece]? {
        let key = AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self
        if block.segments.contains(where: { $0.runAttributes?[key] != nil }) {
            return block.segments.map { Piece(text: Substring($0.text), kind: $0.runAttributes?[key]) }
        }
        guard let languageHint, let language = CodeLanguage(infoString: languageHint) else { return nil }
        let text = block.text
        var pieces: [Piece] = []
        var start = text.utf8.startIndex
        for token in CodeHighlighter.tokens(in: text, language: language) {
            let end = text.utf8.index(start, offsetBy: token.range.count)
            pieces.append(Piece(text: text[start..<end], kind: token.kind))
            start = end
        }
        return pieces
    }
}
