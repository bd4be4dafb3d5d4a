import MarkdownSyntax

/// The highlighter's invariant: for every language, the tokens of any input tile it (in order,
/// no gap, no overlap, nothing empty, the last ending at the input's end), and highlighted HTML
/// stays well formed.
enum HighlightingInvariant {
    static let languages: [CodeLanguage] = CodeLanguage.allNames.compactMap { CodeLanguage($0) }

    static func check(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        for language in languages {
            let tokens = bytes.withUnsafeBufferPointer { CodeHighlighter.tokens(in: $0, language: language) }
            var position = 0
            for token in tokens {
                guard token.range.lowerBound == position, !token.range.isEmpty else {
                    return FuzzInvariants.Violation(invariant: "highlighting tokens tile the code",
                                                    detail: "\(language.name): token \(token) at \(position)")
                }
                position = token.range.upperBound
            }
            guard position == bytes.count else {
                return FuzzInvariants.Violation(invariant: "highlighting tokens tile the code",
                                                detail: "\(language.name): tokens end at \(position) of \(bytes.count)")
            }
        }
        return nil
    }
}
