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
            bytes.withUnsafeBufferPointer { markup.highlightedCode($0, language: language, readableCount: $0.count) }
            if markup.sink != expected {
                return FuzzInvariants.Violation(invariant: "streamed highlighting is the tokens' HTML",
                                                detail: "\(language.name):\n\(markup.sink)\n---\n\(expected)")
            }
        }
        return checkRenderer(bytes)
    }

    /// The input as a fenced block in each language, through ``HTMLRenderer`` with and without
    /// highlighting: the highlighted HTML without its `hl-` spans is the plain HTML, and (for
    /// valid UTF-8) the highlighted block's content is the tokens' HTML of the plain block's code.
    /// ``HTMLRenderer`` writes highlighted code with its own buffer's batch writer, not through
    /// the appends ``check(_:)`` compares above: the two must give the same bytes. That writer
    /// reads up to sixteen bytes past the code where the document goes on, and stops short of the
    /// document's end: the block is closed (followed by its fence) for an input of even length,
    /// and left open (the code ends the document) for an odd one, so both ways are compared.
    static func checkRenderer(_ bytes: [UInt8]) -> FuzzInvariants.Violation? {
        let fence = Array("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~".utf8)
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let closing = bytes.count % 2 == 0 ? fence + Array("\n".utf8) : []
        for language in languages {
            let markdown = fence + Array(" \(language.name)\n".utf8) + bytes + Array("\n".utf8) + closing
            let document = parser.parse(markdown)
            let plain = HTMLRenderer(options: HTMLRenderOptions()).render(document)
            let highlighted = HTMLRenderer(options: HTMLRenderOptions(highlightsCode: true)).render(document)
            if withoutSpans(highlighted) != plain {
                return FuzzInvariants.Violation(invariant: "highlighted HTML is the plain HTML plus spans",
                                                detail: "\(language.name):\n\(highlighted)\n---\n\(plain)")
            }
            let opening = "<pre><code class=\"language-\(language.name)\">"
            guard let plainCode = firstCodeBlock(plain, opening: opening),
                  let highlightedCode = firstCodeBlock(highlighted, opening: opening) else { continue }
            let code = unescaped(plainCode)
            guard String(decoding: code.utf8, as: UTF8.self) == code else { continue }
            var expected = ""
            for token in CodeHighlighter.tokens(in: code, language: language) {
                let text = HTMLEscaping.escaped(String(decoding: Array(code.utf8)[token.range], as: UTF8.self))
                expected += token.kind.map { "<span class=\"\($0.cssClass)\">" + text + "</span>" } ?? text
            }
            if highlightedCode != expected {
                return FuzzInvariants.Violation(invariant: "the renderer's highlighted code is the tokens' HTML",
                                                detail: "\(language.name):\n\(highlightedCode)\n---\n\(expected)")
            }
        }
        return nil
    }

    /// The content of the first code block `opening` starts in `html` (up to its `</code></pre>`).
    static func firstCodeBlock(_ html: String, opening: String) -> String? {
        let bytes = Array(html.utf8)
        func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard needle.count <= bytes.count else { return nil }
            var index = start
            while index + needle.count <= bytes.count {
                if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
                index += 1
            }
            return nil
        }
        let open = Array(opening.utf8)
        guard let start = find(open, from: 0), let end = find(Array("</code></pre>".utf8), from: start + open.count) else { return nil }
        return String(decoding: bytes[(start + open.count)..<end], as: UTF8.self)
    }

    /// `html` with the four entities escaping writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`) read back,
    /// in one pass over the bytes (so `&amp;lt;` is `&lt;`; a combining mark after `;` does not
    /// hide an entity, as it would from a comparison of characters).
    static func unescaped(_ html: String) -> String {
        let entities: [([UInt8], UInt8)] = [(Array("&amp;".utf8), 0x26), (Array("&lt;".utf8), 0x3C),
                                            (Array("&gt;".utf8), 0x3E), (Array("&quot;".utf8), 0x22)]
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        outer: while index < bytes.count {
            if bytes[index] == 0x26 {
                for (entity, byte) in entities
                where index + entity.count <= bytes.count && bytes[index..<index + entity.count].elementsEqual(entity) {
                    result.append(byte)
                    index += entity.count
                    continue outer
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
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
