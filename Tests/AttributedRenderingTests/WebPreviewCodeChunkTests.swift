import AttributedMarkdown
import AttributedRendering
import Foundation
import MarkdownSyntax
import Testing

/// Long code blocks in the web preview: blocks of more than `WebPreviewRenderer.codeChunkThreshold`
/// lines are written in chunks of whole lines that the page's browser lays out only on screen.
/// The chunks must cut whole lines (16 to 256 of them), hold every token whole (a token across
/// a chunk's end is closed and opened again), change neither the text nor any character's
/// class, and end where the text says, so that a line added changes the chunks around it only.
@Suite("Web preview: long code blocks in chunks")
struct WebPreviewCodeChunkTests {
    static let threshold = WebPreviewRenderer.codeChunkThreshold
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

    /// `count` lines of Swift, with a block comment every 50 lines that runs over the next.
    static func swiftCode(lines count: Int) -> String {
        (1...count).map { line in
            switch line % 50 {
            case 0: "/* a comment from line \(line)"
            case 1 where line > 1: "   to line \(line) */ let s = \"<&>\""
            default: "let x\(line) = \"value \(line)\" // note"
            }
        }.joined(separator: "\n") + "\n"
    }

    static func lineFeeds(_ text: String) -> Int { text.utf8.filter { $0 == 0x0A }.count }

    @Test("A long highlighted block: 16 to 256 whole lines per chunk, tokens whole, text and classes unchanged",
          arguments: [threshold + 1, 200, 1_000, 3_017])
    func highlightedChunks(lineCount: Int) throws {
        let code = Self.swiftCode(lines: lineCount)
        let html = try Self.preview("Before.\n\n```swift\n" + code + "```\n\nAfter.\n")
        let read = Self.read(html)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.text == code)
        #expect(read.classes == Self.expectedClasses(code, language: "swift"))
        #expect(!read.chunks.isEmpty)
        #expect(read.chunks.joined() == code)
        for (index, chunk) in read.chunks.enumerated() {
            #expect(chunk.last == "\n")
            #expect(Self.lineFeeds(chunk) <= 256)
            if index < read.chunks.count - 1 { #expect(Self.lineFeeds(chunk) >= 16) }
        }
        if lineCount >= 1_000 {
            // About 80 lines a chunk on average.
            #expect((lineCount / 200...lineCount / 40).contains(read.chunks.count), "\(read.chunks.count) chunks")
        }
    }

    @Test("A comment across a chunk's end is closed in one chunk and opened again in the next")
    func tokenAcrossChunks() throws {
        // All of it one block comment: every chunk's end cuts it.
        let code = "/*\n" + (1...600).map { "comment line \($0)" }.joined(separator: "\n") + "\n*/\n"
        let html = try Self.preview("```swift\n" + code + "```\n")
        let read = Self.read(html)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.chunks.count > 2)
        #expect(read.classes.dropLast().allSatisfy { $0 == "hl-comment" })  // all but the last line feed
        let cuts = html.components(separatedBy: "</span></span>" + Self.chunkOpening + "<span class=\"hl-comment\">").count - 1
        #expect(cuts == read.chunks.count - 1)
    }

    @Test("A line added or removed changes the chunks around it only", arguments: [10, 500, 1_234, 2_990])
    func editsChangeNearbyChunks(line: Int) throws {
        let code = Self.swiftCode(lines: 3_000)
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let before = Self.read(try Self.preview("```swift\n" + code + "```\n")).chunks
        lines.insert("let inserted = 1", at: line)
        let added = Self.read(try Self.preview("```swift\n" + lines.joined(separator: "\n") + "```\n")).chunks
        lines.remove(at: line)
        lines.remove(at: line)
        let removed = Self.read(try Self.preview("```swift\n" + lines.joined(separator: "\n") + "```\n")).chunks
        for after in [added, removed] {
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] {
                suffix += 1
            }
            #expect(before.count - prefix - suffix <= 3, "\(before.count) chunks, \(prefix) kept before, \(suffix) after")
        }
    }

    @Test("A long plain block (no language) is chunked too, its text unchanged")
    func plainChunks() throws {
        let code = (1...600).map { "line <\($0)> & more" }.joined(separator: "\n") + "\n"
        let html = try Self.preview("```\n" + code + "```\n")
        let read = Self.read(html)
        #expect(read.problems.isEmpty, "\(read.problems)")
        #expect(read.text == code)
        #expect(read.chunks.count > 1)
        #expect(read.chunks.joined() == code)
        #expect(read.classes.allSatisfy { $0 == nil })
    }

    @Test("A block of at most the threshold's lines is written whole, as before")
    func shortBlocksStayWhole() throws {
        let code = Self.swiftCode(lines: Self.threshold)
        let html = try Self.preview("```swift\n" + code + "```\n")
        #expect(!html.contains("am-code-chunk"))
        let read = Self.read(html)
        #expect(read.problems.isEmpty && read.text == code && read.chunks.isEmpty)
        // One more line, and it is chunked.
        #expect(try Self.preview("```swift\n" + Self.swiftCode(lines: Self.threshold + 1) + "```\n").contains(Self.chunkOpening))
        // The other HTML renderers never chunk.
        let long = try AttributedString(markdown: "```swift\n" + Self.swiftCode(lines: 3 * Self.threshold) + "```\n", including: \.markdown)
        #expect(!StyledHTMLRenderer(options: .init()).render(long).contains("am-code-chunk"))
        #expect(!AttributedHTMLRenderer().render(long).contains("am-code-chunk"))
    }

    @Test("The preview's stylesheet lays a chunk out as a block, on screen only")
    func stylesheetRule() {
        let css = WebPreviewRenderer.stylesheet(for: [.default])
        #expect(css.hasPrefix(".am-document .am-code-chunk {\n  display: block;\n  content-visibility: auto;\n"))
        #expect(css.contains("contain-intrinsic-block-size: auto 80lh;"))
    }
}
