import MarkdownSyntax

/// The highlighter's invariants: for every language, the tokens of any input tile it (in order,
/// no gap, no overlap, nothing empty, the last ending at the input's end), and the HTML the
/// one-pass writer streams (``HTMLMarkupWriter``'s highlighted code) is exactly those tokens in
/// `hl-` spans, escaped; ``HTMLRenderer``'s highlighted code (its own buffer's writer) is its
/// plain output plus spans; highlighted HTML stays well formed (``FuzzInvariants``).
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
        return checkRenderer(bytes)
    }

    /// The input as a fenced block in each language, through ``HTMLRenderer`` with and without
    /// highlighting: the highlighted HTML without its `hl-` spans is the plain HTML.
    static func checkRenderer(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        let fence = Array("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~".utf8)
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        for language in languages {
            let markdown = fence + Array(" \(language.name)\n".utf8) + bytes + Array("\n".utf8) + fence + Array("\n".utf8)
            let document = parser.parse(markdown)
            let plain = HTMLRenderer(options: HTMLRenderOptions()).render(document)
            let highlighted = HTMLRenderer(options: HTMLRenderOptions(highlightsCode: true)).render(document)
            if withoutSpans(highlighted) != plain {
                return FuzzInvariants.Violation(invariant: "highlighted HTML is the plain HTML plus spans",
                                                detail: "\(language.name):\n\(highlighted)\n---\n\(plain)")
            }
        }
        return nil
    }

    /// `html` without `<span class="hl-…">` and `</span>` (raw HTML is omitted in safe output, so
    /// no other span is there).
    static func withoutSpans(_ html: String) -> String {
        let bytes = Array(html.utf8)
        let opening = Array("<span class=\"hl-".utf8)
        let closing = Array("</span>".utf8)
        func starts(_ prefix: [UInt8], at index: Int) -> Bool {
            index + prefix.count <= bytes.count && bytes[index..<index + prefix.count].elementsEqual(prefix)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if starts(closing, at: index) {
                    index += closing.count
                    continue
                }
                if starts(opening, at: index) {
                    index += opening.count
                    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                    index += 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
