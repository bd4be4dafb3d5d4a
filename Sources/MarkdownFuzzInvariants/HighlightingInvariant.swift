import MarkdownSyntax

/// The highlighter's invariants: for every language, the tokens of any input tile it (in order,
/// no gap, no overlap, nothing empty, the last ending at the input's end), and the HTML the
/// one-pass writer streams (``HTMLMarkupWriter``'s highlighted code) is exactly those tokens in
/// `hl-` spans, escaped; highlighted HTML stays well formed (``FuzzInvariants``).
enum HighlightingInvariant {
    static let languages: [CodeLanguage] = CodeLanguage.allNames.compactMap { CodeLanguage($0) }

    static func check(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        // The HTML comparison decodes tokens one by one: only for valid UTF-8, where both sides
        // decode the same characters.
        let isValidUTF8 = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
        for language in languages {
            let tokens = bytes.withUnsafeBufferPointer { CodeHighlighter.tokens(in: $0, language: language) }
            var position = 0
            var expected = ""
            for token in tokens {
                guard token.range.lowerBound == position, !token.range.isEmpty else {
                    return FuzzInvariants.Violation(invariant: "highlighting tokens tile the code",
                                                    detail: "\(language.name): token \(token) at \(position)")
                }
                position = token.range.upperBound
                let text = String(decoding: bytes[token.range], as: UTF8.self)
                if let kind = token.kind {
                    expected += "<span class=\"\(kind.cssClass)\">" + HTMLEscaping.escaped(text) + "</span>"
                } else {
                    expected += HTMLEscaping.escaped(text)
                }
            }
            guard position == bytes.count else {
                return FuzzInvariants.Violation(invariant: "highlighting tokens tile the code",
                                                detail: "\(language.name): tokens end at \(position) of \(bytes.count)")
            }
            guard isValidUTF8 else { continue }
            var markup = HTMLMarkupWriter(sink: "", safety: HTMLSafetyOptions())
            bytes.withUnsafeBufferPointer { markup.highlightedCode($0, language: language) }
            if markup.sink != expected {
                return FuzzInvariants.Violation(invariant: "streamed highlighting is the tokens' HTML",
                                                detail: "\(language.name):\n\(markup.sink)\n---\n\(expected)")
            }
        }
        return nil
    }
}
