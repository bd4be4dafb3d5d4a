import MarkdownSyntax
import Testing

/// The HTML writer's highlighted code against the tokens: the writer batches tokens and copies
/// runs sixteen bytes at a time, and none of that may change a byte.
@Suite struct HighlightedHTMLTests {
    /// `code` as the tokens say: each classed token in its span, every byte escaped.
    static func expected(_ code: String, _ language: CodeLanguage) -> String {
        let bytes = Array(code.utf8)
        var html = ""
        for token in CodeHighlighter.tokens(in: code, language: language) {
            let text = HTMLEscaping.escaped(String(decoding: bytes[token.range], as: UTF8.self))
            html += token.kind.map { "<span class=\"\($0.cssClass)\">" + text + "</span>" } ?? text
        }
        return html
    }

    /// What follows a code block in its document. The writer reads up to sixteen bytes past a
    /// run, past the code's end too where the document goes on (and never past the document's
    /// end): what follows must change nothing.
    enum Following: CaseIterable {
        /// Nothing: the fence is left open, and the code ends the document.
        case nothing
        /// The closing fence (five bytes).
        case fence
        /// The closing fence, then a paragraph of bytes to escape (its first sixteen and more).
        case fenceAndBytesToEscape

        var markdown: String {
            switch self {
            case .nothing: return ""
            case .fence: return "~~~~\n"
            case .fenceAndBytesToEscape: return "~~~~\n" + String(repeating: "<&\">", count: 12) + "\n"
            }
        }
    }

    static func rendered(_ code: String, _ language: String, _ following: Following = .fence) -> String {
        let markdown = "~~~~ " + language + "\n" + code + following.markdown
        let document = MarkdownParser(options: ParseOptions(extensions: .all)).parse(markdown)
        var html = HTMLRenderer(options: HTMLRenderOptions(highlightsCode: true)).render(document)
        let opening = "<pre><code class=\"language-" + language + "\">"
        let closing = "</code></pre>\n"
        if following == .fenceAndBytesToEscape {
            let paragraph = "<p>" + String(repeating: "&lt;&amp;&quot;&gt;", count: 12) + "</p>\n"
            guard html.hasSuffix(paragraph) else { return html }
            html.removeLast(paragraph.count)
        }
        guard html.hasPrefix(opening), html.hasSuffix(closing) else { return html }
        return String(html.dropFirst(opening.count).dropLast(closing.count))
    }

    /// Hundreds of tokens (the writer's batch ends at every offset, neighbours of one class
    /// across it), bytes to escape between tokens and inside them, runs under and over sixteen
    /// bytes, a comment and a string of more than 8 KB, and tokens at every distance from the end;
    /// each block alone in its document, closed, and followed by bytes to escape.
    @Test(arguments: ["swift", "c", "python", "json", "html", "css", "diff", "yaml", "shell"], Following.allCases)
    func highlightedHTMLIsTheTokensInSpans(language name: String, following: Following) throws {
        let language = try #require(CodeLanguage(name))
        var lines: [String] = []
        for index in 0..<240 {
            switch index % 6 {
            case 0: lines.append("if a <= \"x&y\" && b > 1 { return -1 }")
            case 1: lines.append("let v\(index) = 0x\(index) + \"" + String(repeating: "s", count: index % 37) + "\"")
            case 2: lines.append("<a href=\"#\(index)\">&amp; \(index)</a> // <b>")
            case 3: lines.append("  key: [1, 2.5, true, null, \"\(index)\"]  # note")
            case 4: lines.append("+ added <line> \(index)\n- removed \"line\"")
            default: lines.append("x+-*/%=!<>&|^~?:;.,()[]{} 1 2 3 'c' `t` @attr $var")
            }
        }
        for shift in 0..<4 {
            let body = String(repeating: "1 ", count: shift) + lines.joined(separator: "\n") + "\n"
            #expect(Self.rendered(body, name, following) == Self.expected(body, language), "\(name), shift \(shift), \(following)")
        }
        let long = "/* " + String(repeating: "long comment <&> ", count: 600) + "*/\nlet s = \""
            + String(repeating: "q", count: 9_000) + "\" // \"end\"\n"
        #expect(Self.rendered(long, name, following) == Self.expected(long, language), "\(name), long runs, \(following)")
        for length in 1..<20 {
            let tail = "let a = \"" + String(repeating: "<", count: length) + "\"\n" + String(repeating: "b", count: length) + "\n"
            #expect(Self.rendered(tail, name, following) == Self.expected(tail, language), "\(name), tail \(length), \(following)")
        }
        // A byte to escape at every distance from the end of a code block of every length up
        // to 48 (the look-ahead's last sixteen bytes overlap the ones it has searched), plain and
        // inside a comment.
        for count in 1...48 {
            for position in 0..<count {
                for special in ["<", "&", "\""] {
                    let plain = String(repeating: "w", count: position) + special + String(repeating: " ", count: count - position - 1) + "\n"
                    #expect(Self.rendered(plain, name, following) == Self.expected(plain, language), "\(name), \(special) at \(position) of \(count), \(following)")
                }
            }
        }
    }

    /// Blocks one after another whose language names repeat, change case, change language, name
    /// no language we know, or are long: each block comes out as it does alone (the writer
    /// remembers the last name it looked up).
    @Test func eachBlockIsHighlightedInTheLanguageItNames() {
        let names = ["swift", "swift", "Swift", "SWIFT", "rust", "swift", "nosuchlanguage", "swift", "rs", "rust",
                     "json-with-comments", "JSON-WITH-COMMENTS", "json", "swiftx", "swif", "sh", "bash", "sh", "c", "cpp", "c"]
        let code = "let x = \"s\" // fn main() { }\n"
        let document = names.map { "```" + $0 + "\n" + code + "```\n" }.joined(separator: "\n")
        let renderer = HTMLRenderer(options: HTMLRenderOptions(highlightsCode: true))
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let alone = names.map { renderer.render(parser.parse("```" + $0 + "\n" + code + "```\n")) }
        #expect(renderer.render(parser.parse(document)) == alone.joined())
        // And the names do change what the code becomes.
        #expect(Set(alone.map { $0.drop(while: { $0 != ">" }) }).count > 4)
    }
}
