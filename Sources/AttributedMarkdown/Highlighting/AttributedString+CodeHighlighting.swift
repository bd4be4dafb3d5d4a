import Foundation
import MarkdownSyntax

extension AttributedString {
    /// Sets ``AttributeScopes/MarkdownAttributes/CodeTokenKindAttribute`` (`AMCodeTokenKind`) on
    /// the runs of every code block whose language (the `languageHint` of its
    /// `PresentationIntent`, a fenced block's info string) ``CodeLanguage`` knows: keywords,
    /// strings, comments and the other ``CodeTokenKind`` classes, as ``CodeHighlighter`` finds
    /// them. The characters and every other attribute stay as they are; an app then colours the
    /// runs with its own palette:
    ///
    /// ```swift
    /// var string = try AttributedString(markdown: source)
    /// string.highlightCodeBlocks()
    /// for run in string.runs where run.codeTokenKind == .keyword { … }
    /// ```
    ///
    /// Apple's `AttributedString(markdown:)` has no highlighting; this is opt-in, and a string
    /// without it is exactly what Apple's parser makes.
    public mutating func highlightCodeBlocks() {
        self = highlightingCodeBlocks()
    }

    /// A copy with ``highlightCodeBlocks()`` applied.
    public func highlightingCodeBlocks() -> AttributedString {
        let blocks = codeBlockRanges()
        guard !blocks.isEmpty else { return self }
        var result = AttributedString()
        var position = startIndex
        for (range, language) in blocks {
            if position < range.lowerBound { result.append(self[position..<range.lowerBound]) }
            let code = String(self[range].characters)
            var tokenStart = range.lowerBound
            for token in CodeHighlighter.tokens(in: code, language: language) {
                let tokenEnd = utf8Index(tokenStart, offsetBy: token.range.count)
                var piece = AttributedString(self[tokenStart..<tokenEnd])
                if let kind = token.kind { piece[AttributeScopes.MarkdownAttributes.CodeTokenKindAttribute.self] = kind }
                result.append(piece)
                tokenStart = tokenEnd
            }
            position = range.upperBound
        }
        if position < endIndex { result.append(self[position...]) }
        return result
    }

    /// The ranges of the code blocks whose language the highlighter knows, in order, each with
    /// its language (consecutive runs of one block joined).
    private func codeBlockRanges() -> [(Range<Index>, CodeLanguage)] {
        var blocks: [(Range<Index>, CodeLanguage)] = []
        var current: (identity: Int, range: Range<Index>, language: CodeLanguage?)?
        for (intent, range) in runs[\.presentationIntent] {
            var found: (identity: Int, language: CodeLanguage?)?
            for component in intent?.components ?? [] {
                if case .codeBlock(let hint) = component.kind {
                    found = (component.identity, hint.flatMap { CodeLanguage(infoString: $0) })
                    break
                }
            }
            if let open = current, let found, found.identity == open.identity, open.range.upperBound == range.lowerBound {
                current?.range = open.range.lowerBound..<range.upperBound
                continue
            }
            if let open = current, let language = open.language { blocks.append((open.range, language)) }
            current = found.map { ($0.identity, range, $0.language) }
        }
        if let open = current, let language = open.language { blocks.append((open.range, language)) }
        return blocks
    }
}
