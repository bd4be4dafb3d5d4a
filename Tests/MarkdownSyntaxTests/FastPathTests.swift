import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// The parser's and renderer's fast paths (word-at-a-time scans, runs of text kept whole,
/// code-span run tables sized on demand) must give exactly what the plain definitions give,
/// including around the 8-byte boundaries the word scans work in.
@Suite("Fast paths agree with the plain definitions")
struct FastPathTests {
    static func randomBytes(from alphabet: [UInt8], count: Int, using generator: inout SeededGenerator) -> [UInt8] {
        (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    }

    static func escapedHTML(_ bytes: [UInt8]) -> String {
        var result = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func lineTableOfContiguousBytesMatchesTheByteByByteScan() {
        var generator = SeededGenerator(seed: 1)
        let alphabet = Array("ab \n\r\n\r".utf8)
        for length in 0..<48 {
            for _ in 0..<20 {
                let bytes = Self.randomBytes(from: alphabet, count: length, using: &generator)
                let contiguous = SourceLineTable(bytes)
                // A lazy map has no contiguous storage, so it takes the byte-by-byte path.
                let generic = SourceLineTable(bytes.lazy.map { $0 })
                #expect(contiguous == generic, "line starts differ for \(bytes)")
                #expect(contiguous.byteCount == length)
            }
        }
    }

    @Test func lineTableCountsCRLFAsOneLineEnding() {
        let table = SourceLineTable(Array("0123456\r\n9\rb\n\r\n".utf8))
        #expect(table.lineStarts == [0, 9, 11, 13, 15])
    }

    @Test func nulIsReplacedWhereverItFallsInAWord() {
        let parser = MarkdownParser()
        for position in 0..<20 {
            var characters = Array("abcdefghijklmnopqrst")
            characters[position] = "\u{0}"
            let document = parser.parse(String(characters))
            characters[position] = "\u{FFFD}"
            let expected = parser.parse(String(characters))
            #expect(document.blocks == expected.blocks, "NUL at \(position)")
        }
    }

    @Test func htmlEscapingOfEveryOffsetMatchesTheNaiveEscape() {
        var generator = SeededGenerator(seed: 2)
        let alphabet = ["a", "b", " ", "&", "<", ">", "\"", "é"]
        let renderer = HTMLRenderer()
        let parser = MarkdownParser()
        // Every short length, around each 8-byte word, and runs longer than the 4 KB pieces the
        // output buffer escapes at a time (a special byte may fall on either side of a cut).
        let lengths = Array(0..<40) + [4_095, 4_096, 4_097, 4_103, 9_000]
        for length in lengths {
            for _ in 0..<(length < 40 ? 10 : 3) {
                let content = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
                // A code block keeps its content literally, so the HTML is exactly the escaped content.
                let markdown = "```\n" + content + "\n```\n"
                let expected = "<pre><code>" + Self.escapedHTML(Array(content.utf8)) + "\n</code></pre>\n"
                #expect(renderer.render(parser.parse(markdown)) == expected, "tree, length \(length)")
                var streamed: [UInt8] = []
                Array(markdown.utf8).withUnsafeBufferPointer { bytes in
                    renderer.render(markdown: bytes, parser: parser) { streamed.append(contentsOf: $0) }
                }
                #expect(String(decoding: streamed, as: UTF8.self) == expected, "streamed, length \(length)")
            }
        }
    }

    @Test func longOutputWithCharactersOfEveryWidthSurvivesPiecewiseDecoding() {
        var generator = SeededGenerator(seed: 3)
        // One to four UTF-8 bytes, so that piece boundaries fall inside characters of each width.
        let alphabet = ["a", "b", " ", "<", "é", "日", "😀", "x"]
        for length in [300, 511, 512, 513, 1500, 5000] {
            let content = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let html = HTMLRenderer().render(MarkdownParser().parse("```\n" + content + "\n```\n"))
            #expect(html == "<pre><code>" + Self.escapedHTML(Array(content.utf8)) + "\n</code></pre>\n")
        }
    }

    @Test func codeSpansWithRunsOfManyLengthsMatchCmark() {
        let renderer = HTMLRenderer()
        let cases: [(String, String)] = [
            ("```` x ` y `` z ` w", "<p>```` x <code>y `` z</code> w</p>\n"),
            ("`` a ``` b ` c `` d", "<p><code>a ``` b ` c</code> d</p>\n"),
            ("`a` ``b`` `c` ```d``` ````e", "<p><code>a</code> <code>b</code> <code>c</code> <code>d</code> ````e</p>\n"),
            ("` `` ``` ```` ````` ```` ``` `` `", "<p><code>`` ``` ```` ````` ```` ``` ``</code></p>\n"),
        ]
        for (source, expected) in cases {
            #expect(renderer.render(MarkdownParser().parse(source)) == expected, "\(source)")
        }
    }

    @Test func extendedAutolinksStillStartAtEveryTrigger() {
        let renderer = HTMLRenderer()
        let parser = MarkdownParser(options: ParseOptions(extensions: .autolink))
        let cases: [(String, String)] = [
            ("wow, we were www.example.com/w now: http://a.b/c?x=1 and w:x or ftp://f.g",
             "<p>wow, we were <a href=\"http://www.example.com/w\">www.example.com/w</a> now: "
                + "<a href=\"http://a.b/c?x=1\">http://a.b/c?x=1</a> and w:x or <a href=\"ftp://f.g\">ftp://f.g</a></p>\n"),
            ("swww.x.y (www.z.com) https://w.w:80/p wx:",
             "<p>swww.x.y (<a href=\"http://www.z.com\">www.z.com</a>) <a href=\"https://w.w:80/p\">https://w.w:80/p</a> wx:</p>\n"),
        ]
        for (source, expected) in cases {
            #expect(renderer.render(parser.parse(source)) == expected, "\(source)")
        }
    }

    @Test func emailAutolinksAreFoundAtEveryOffsetOfAWord() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .autolink))
        // From 1: a paragraph's leading space would be stripped.
        for position in 1..<20 {
            let prefix = String(repeating: "a", count: position)
            let html = HTMLRenderer().render(parser.parse(prefix + " me@ex.com"))
            #expect(html == "<p>\(prefix) <a href=\"mailto:me@ex.com\">me@ex.com</a></p>\n", "offset \(position)")
        }
    }

    @Test func textWithoutAutolinksIsOneTextNodeWithItsSourceRange() {
        let source = "we know: wow, what a view"
        let document = MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(source)
        let inlines = document.blocks.first?.inlines ?? []
        #expect(inlines == [InlineNode(kind: .text(source), range: SourceRange(0, source.utf8.count))])
    }
}
