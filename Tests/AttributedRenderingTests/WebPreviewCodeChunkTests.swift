import AttributedMarkdown
import AttributedRendering
import Foundation
import MarkdownSyntax
import Testing

/// Long code blocks in the web preview: written in chunks of `WebPreviewRenderer.codeChunkLineCount`
/// lines that the page's browser lays out only on screen. The chunks must cut whole lines, hold
/// every token whole (a token across a chunk's end is closed and opened again), and change
/// neither the text nor any character's class.
@Suite("Web preview: long code blocks in chunks")
struct WebPreviewCodeChunkTests {
    static let chunk = WebPreviewRenderer.codeChunkLineCount
    static let chunkOpening = "<span class=\"am-code-chunk\">"

    /// What a code block's `<code>` element holds, read back: each character of the text with
    /// the class of the token around it (nil: plain), and the text of each chunk.
    struct Read {
        var text = ""
        var classes: [String?] = []
        var chunks: [String] = []
        var problems: [String] = []
    }

    static func read(_ html: String) -> Read {
        var read = Read()
        guard let open = html.range(of: "<code"), let start = html[open.upperBound...].range(of: ">"),
              let end = html.range(of: "</code>", options: .backwards) else {
            read.problems.append("no <code> element")
            return read
        }
        var rest = html[start.upperBound..<end.lowerBound]
        // The open elements: a chunk, or a token's class.
        var stack: [String] = []
        while let first = rest.first {
            if first == "<" {
                guard let close = rest.firstIndex(of: ">") else { read.problems.append("unclosed tag"); break }
                let tag = String(rest[...close])
                rest = rest[rest.index(after: close)...]
                if tag == chunkOpening {
                    if !stack.isEmpty { read.problems.append("a chunk inside \(stack)") }
                    stack.append("chunk")
                    read.chunks.append("")
                } else if tag.hasPrefix("<span class=\"hl-") {
                    if stack.last != "chunk", !stack.isEmpty || !read.chunks.isEmpty {
                        read.problems.append("a token inside \(stack)")
                    }
                    stack.append(String(tag.dropFirst("<span class=\"".count).dropLast(2)))
                } else if tag == "</span>" {
                    if stack.popLast() == nil { read.problems.append("</span> with nothing open") }
                } else {
                    read.problems.append("unexpected tag \(tag)")
                }
                continue
            }
            var character = String(first)
            rest = rest.dropFirst()
            if first == "&", let semicolon = rest.firstIndex(of: ";") {
                let entity = String(rest[..<semicolon])
                character = ["lt": "<", "gt": ">", "amp": "&", "quot": "\""][entity] ?? "?"
                rest = rest[rest.index(after: semicolon)...]
            }
            read.text += character
            read.classes.append(stack.last.flatMap { $0 == "chunk" ? nil : $0 })
            if stack.contains("chunk") { read.chunks[read.chunks.count - 1] += character }
        }
        if !stack.isEmpty { read.problems.append("left open: \(stack)") }
        return read
    }

    /// Each character's class as the highlighter gives it (ASCII code: a byte is a character).
    static func expectedClasses(_ code: String, language: String) -> [String?] {
        guard let language = CodeLanguage(infoString: language) else { return Array(repeating: nil, count: code.count) }
        var classes: [String?] = []
        for token in CodeHighlighter.tokens(in: code, language: language) {
            classes += Array(repeating: token.kind?.cssClass, count: token.range.count)
        }
        return classes
    }

    static func preview(_ markdown: String) throws -> String {
        let string = try AttributedString(markdown: markdown, including: \.markdown)
        return WebPreviewRenderer(theme: .default).render(string)
    }

    /// `count` lines of Swift with a block comment across every chunk's end and a string on each line.
    static func swiftCode(lines count: Int) -> String {
        (1...count).map { line in
            switch line % chunk {
            case 0: "/* a comment from line \(line)"
            case 1 where line > 1: "   to line \(line) */ let s = \"<&>\""
            default: "let x\(line) = \"value \(line)\" // note"
            }
        }.joined(separator: "\n") + "\n"
    }

    @Test("A long highlighted block: whole lines per chunk, tokens whole, text and classes unchanged",
          arguments: [chunk + 1, 2 * chunk, 2 * chunk + 1, 5 * chunk + 17])
    func highlightedChunks(lineCount: Int) throws {
        let code = Self.swiftCode(lines: lineCount)
        let html = try Self.preview("Before.\n\n```swift\n" + code + "```\n\nAfter.\n")
        let read = Self.read(html)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.text == code)
        #expect(read.classes == Self.expectedClasses(code, language: "swift"))
        #expect(read.chunks.count == (lineCount + Self.chunk - 1) / Self.chunk)
        for (index, chunk) in read.chunks.enumerated() {
            let lineFeeds = chunk.filter { $0 == "\n" }.count
            #expect(lineFeeds == (index == read.chunks.count - 1 ? lineCount - index * Self.chunk : Self.chunk))
            #expect(chunk.last == "\n")
        }
        // The comment across each chunk's end is cut into one span per chunk.
        if lineCount > Self.chunk {
            #expect(html.contains("<span class=\"hl-comment\">/* a comment from line \(Self.chunk)\n</span></span>"
                                  + Self.chunkOpening + "<span class=\"hl-comment\">   to line \(Self.chunk + 1) */</span>"))
        }
    }

    @Test("A long plain block (no language) is chunked too, its text unchanged")
    func plainChunks() throws {
        let code = (1...(3 * Self.chunk)).map { "line <\($0)> & more" }.joined(separator: "\n") + "\n"
        let html = try Self.preview("```\n" + code + "```\n")
        let read = Self.read(html)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.text == code)
        #expect(read.chunks.count == 3)
        #expect(read.classes.allSatisfy { $0 == nil })
    }

    @Test("A block of at most one chunk's lines is written whole, as before")
    func shortBlocksStayWhole() throws {
        let code = Self.swiftCode(lines: Self.chunk)
        let html = try Self.preview("```swift\n" + code + "```\n")
        #expect(!html.contains("am-code-chunk"))
        let read = Self.read(html)
        #expect(read.problems.isEmpty && read.text == code && read.chunks.isEmpty)
        // One more line, and it is chunked.
        #expect(try Self.preview("```swift\n" + Self.swiftCode(lines: Self.chunk + 1) + "```\n").contains(Self.chunkOpening))
        // The other HTML renderers never chunk.
        let long = try AttributedString(markdown: "```swift\n" + Self.swiftCode(lines: 3 * Self.chunk) + "```\n", including: \.markdown)
        #expect(!StyledHTMLRenderer(options: .init()).render(long).contains("am-code-chunk"))
        #expect(!AttributedHTMLRenderer().render(long).contains("am-code-chunk"))
    }

    @Test("The preview's stylesheet lays a chunk out as a block, on screen only")
    func stylesheetRule() {
        let css = WebPreviewRenderer.stylesheet(for: [.default])
        #expect(css.hasPrefix(".am-document .am-code-chunk {\n  display: block;\n  content-visibility: auto;\n"))
        #expect(css.contains("contain-intrinsic-block-size: auto \(Self.chunk)lh;"))
    }
}
