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

    /// A block's text and its tokens, which tile it (UTF-8 offsets into `text`).
    struct Tokens {
        var text: String
        var tokens: [CodeToken]
    }

    /// The block's text as pieces (``tokens(of:languageHint:)`` as slices of the text).
    static func pieces(of block: AttributedBlock, languageHint: String?) -> [Piece]? {
        let key = AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self
        if block.segments.contains(where: { $0.runAttributes?[key] != nil }) {
            return block.segments.map { Piece(text: Substring($0.text), kind: $0.runAttributes?[key]) }
        }
        guard let code = tokens(of: block, languageHint: languageHint) else { return nil }
        let text = code.text
        var pieces: [Piece] = []
        pieces.reserveCapacity(code.tokens.count)
        var start = text.utf8.startIndex
        for token in code.tokens {
            let end = text.utf8.index(start, offsetBy: token.range.count)
            pieces.append(Piece(text: text[start..<end], kind: token.kind))
            start = end
        }
        return pieces
    }

    /// The block's text and tokens: the runs' classes when any run carries one (each run a token),
    /// else the highlighter's for the block's language; nil when neither gives any.
    static func tokens(of block: AttributedBlock, languageHint: String?) -> Tokens? {
        let key = AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self
        if block.segments.contains(where: { $0.runAttributes?[key] != nil }) {
            var text = ""
            var tokens: [CodeToken] = []
            tokens.reserveCapacity(block.segments.count)
            for segment in block.segments {
                let start = text.utf8.count
                text += segment.text
                tokens.append(CodeToken(range: start..<text.utf8.count, kind: segment.runAttributes?[key]))
            }
            return Tokens(text: text, tokens: tokens)
        }
        guard let languageHint, let language = CodeLanguage(infoString: languageHint) else { return nil }
        let text = block.text
        return Tokens(text: text, tokens: CodeHighlighter.tokens(in: text, language: language))
    }
}
