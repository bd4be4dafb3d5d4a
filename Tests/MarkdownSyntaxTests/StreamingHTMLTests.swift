import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// The streaming path (HTML written from the block records as they are walked, each leaf from the
/// inline parser's arena where it can be, flushed in chunks) gives exactly the bytes of the
/// whole-document path; blocks handed over one at a time are the tree's.
@Suite("Streaming HTML")
struct StreamingHTMLTests {
    static let document = """
        # Title

        Text with a footnote[^n] and *emphasis*.

        > quote
        > - item one
        > - item two

        | a | b |
        |---|:-:|
        | 1 | 2 |

        [^n]: The note, **bold**.

        ```swift
        let x = 1
        ```

        Second reference[^n] and <b>raw</b> https://example.com.

        Setext
        ======
        """

    @Test func blocksArriveAsParseReturnsThem() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let bytes = Array(Self.document.utf8)
        var streamed: [BlockNode] = []
        let lineTable = bytes.withUnsafeBufferPointer { parser.parse(utf8: $0) { streamed.append($0) } }
        let whole = parser.parse(bytes)
        #expect(streamed == whole.blocks)
        #expect(lineTable == whole.lineTable)
    }

    @Test(arguments: [1, 7, 64, 1 << 16])
    func chunkedOutputEqualsWholeOutput(chunkSize: Int) {
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let renderer = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true, tagFilter: true), collapsesNestedStrong: true,
                                                               headingIDs: true))
        let bytes = Array(Self.document.utf8)
        var streamed: [UInt8] = []
        var largestChunk = 0
        bytes.withUnsafeBufferPointer { markdown in
            renderer.render(markdown: markdown, parser: parser, chunkSize: chunkSize) { chunk in
                streamed.append(contentsOf: chunk)
                largestChunk = max(largestChunk, chunk.count)
            }
        }
        let whole = renderer.renderUTF8(parser.parse(bytes))
        #expect(streamed == whole)
        #expect(String(decoding: whole, as: UTF8.self).contains("<section class=\"footnotes\""))
        if chunkSize >= whole.count { #expect(largestChunk == whole.count) }
    }

    /// The streamed HTML of `markdown` (written from the block records and the inline parser's arena).
    static func streamed(_ markdown: [UInt8], parser: MarkdownParser, renderer: HTMLRenderer) -> [UInt8] {
        var streamed: [UInt8] = []
        markdown.withUnsafeBufferPointer { markdown in
            renderer.render(markdown: markdown, parser: parser, chunkSize: 7) { streamed.append(contentsOf: $0) }
        }
        return streamed
    }

    /// Blocks are written from the records and leaves from the inline parser's arena (headings
    /// with ids from their tree) rather than from the document's tree: still the tree's HTML for
    /// every spec example, in every rendering mode.
    @Test(arguments: [(false, false), (true, false), (true, true)])
    func arenaWrittenLeavesEqualTreeForEverySpecExample(unsafe: Bool, headingIDs: Bool) {
        let examples = SpecExample.commonMark + SpecExample.gfm + SpecExample.gfmExtensions + SpecExample.gfmRegression
        #expect(examples.count > 1300)
        for extensions in [MarkdownExtensions(), .gfm, .all] {
            let parser = MarkdownParser(options: ParseOptions(extensions: extensions, extendedAttributes: true))
            let renderer = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: unsafe, tagFilter: unsafe),
                                                                   collapsesNestedStrong: unsafe, headingIDs: headingIDs))
            for example in examples {
                let bytes = Array(example.markdown.utf8)
                let whole = renderer.renderUTF8(parser.parse(bytes))
                #expect(Self.streamed(bytes, parser: parser, renderer: renderer) == whole, "\(example.testDescription)")
            }
        }
    }

    /// What the tree builder does beyond the arena: dissolving containers past the nesting limit
    /// (also inside image descriptions and links), e-mail autolinks, U+FFFD for invalid UTF-8,
    /// NUL replacement, footnote references in cells and image descriptions.
    @Test(arguments: [
        "***a*** **b *c ~~d~~ [e *f*](u) ![g *h* `i` <b>j</b>](v \"t\")***",
        "*a **b *c **d *e [f **g** h](u)*** x** y* z ![i *j **k***](v)",
        "mail me@example.com or *x@y.org* in [a@b.co](u) and \\@not@ok",
        "| a | b@c.de |\n|---|---|\n| *x*[^n] | ![p[^n]](q) |\n\n[^n]: note *n*",
        "text\u{0}with NUL *and* &amp; &copy; entities\\* `code`",
        "^[attributed *text*](rating: 5) and **^[bold](k: 'v')**",
        "b[^2] a[^1] a[^1]\n\n[^1]: one[^3]\n\n> [^2]: # two\n>     [^3]: three\n\n[^2]: again\n\n[^4]: unused",
        "# A\n\n[^1]: # A\n    | x | y@z.io |\n    |---|---|\n    | *1* | ![i](u) |\n\n# A\n\nref[^1]",
        "- a\n\n  b\n- ```c d\n  x\n  ```\n- <div>\n  *y*\n  </div>\n\n12. t\n13. u",
    ])
    func arenaWrittenLeavesEqualTree(markdown: String) {
        var inputs = [Array(markdown.utf8)]
        inputs.append(inputs[0] + [0xFF, 0x2A, 0xC3, 0x20, 0x2A, 0x0A])  // invalid UTF-8: the tree path is kept
        for depth in [1, 2, 3, 128] {
            let parser = MarkdownParser(options: ParseOptions(extensions: .all, extendedAttributes: true,
                                                              maximumNestingDepth: depth))
            for collapses in [false, true] {
                let renderer = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true, tagFilter: true),
                                                                       collapsesNestedStrong: collapses, headingIDs: collapses))
                for bytes in inputs {
                    #expect(Self.streamed(bytes, parser: parser, renderer: renderer)
                            == renderer.renderUTF8(parser.parse(bytes)), "depth \(depth)")
                }
            }
        }
    }

    /// The tree and the arena are read through one cursor by one loop: each inline element, in
    /// and out of an image description, gives cmark's HTML both ways, and an image's title is
    /// found again when its description closes (inside a link, inside another image's
    /// description, after nested containers).
    @Test func everyInlineElementGivesCmarksHTMLFromTreeAndArena() {
        let markdown = "[![a *b* ![c](d \"e\")](f \"g\")](h \"i\") **x ![y](z \"w\") *~~s~~*** `c<d>`\\\nz ![](u)"
        let expected = """
            <p><a href="h" title="i"><img src="f" alt="a b c" title="g" /></a> <strong>x <img src="z" alt="y" \
            title="w" /> <em><del>s</del></em></strong> <code>c&lt;d&gt;</code><br />
            z <img src="u" alt="" /></p>

            """
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let renderer = HTMLRenderer()
        let bytes = Array(markdown.utf8)
        #expect(renderer.render(parser.parse(bytes)) == expected)
        #expect(String(decoding: Self.streamed(bytes, parser: parser, renderer: renderer), as: UTF8.self) == expected)
    }

    /// A hand-made tree is written as it is: no nesting limit applies to it (only the parser
    /// dissolves containers), and an image's title comes from the image node itself.
    @Test func handMadeTreeIsWrittenAsItIs() {
        let range = SourceRange(0, 0)
        func text(_ string: String) -> InlineNode { InlineNode(kind: .text(string), range: range) }
        var inline = text("deep")
        for _ in 0..<300 { inline = InlineNode(kind: .emphasis, children: [inline], range: range) }
        let image = InlineNode(kind: .image(LinkInfo(destination: "p.png", title: "T")),
                               children: [InlineNode(kind: .strong, children: [text("alt")], range: range)], range: range)
        let link = InlineNode(kind: .link(LinkInfo(destination: "u")), children: [image], range: range)
        let document = MarkdownDocument(blocks: [BlockNode(kind: .paragraph, inlines: [inline, link], range: range)],
                                        lineTable: SourceLineTable([UInt8]()))
        let html = HTMLRenderer().render(document)
        #expect(html == "<p>" + String(repeating: "<em>", count: 300) + "deep" + String(repeating: "</em>", count: 300)
                + "<a href=\"u\"><img src=\"p.png\" alt=\"alt\" title=\"T\" /></a></p>\n")
    }

    /// One inline parser serves every leaf, reset between them: what a leaf's scan learned (an
    /// unclosed code span or comment, open delimiters and brackets) must not reach the next one.
    @Test func nothingCarriesOverFromOneLeafToTheNext() {
        let markdown = """
            `` a and <!-- open and *b [c

            `d` and <!-- x --> and c* d] and *e*

            # `f` <!-- y --> **g**
            """
        let expected = """
            <p>`` a and &lt;!-- open and *b [c</p>
            <p><code>d</code> and <!-- x --> and c* d] and <em>e</em></p>
            <h1><code>f</code> <!-- y --> <strong>g</strong></h1>

            """
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let renderer = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true)))
        var streamed: [UInt8] = []
        Array(markdown.utf8).withUnsafeBufferPointer { bytes in
            renderer.render(markdown: bytes, parser: parser) { streamed.append(contentsOf: $0) }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == expected)
        #expect(renderer.render(parser.parse(markdown)) == expected)
    }

    /// A leaf that is one run of plain text is written without a parse (the parser's reset and
    /// arena are skipped): each gives what its parse gives, after a leaf that left the parser's
    /// state open (an unclosed code span, comment, emphasis and bracket), with trailing white space,
    /// a first byte that may start an autolink (`w`, and one that does), non-ASCII text, in list
    /// items, table cells and a heading. The expected HTML is cmark-gfm 0.29.0.gfm.13's.
    @Test func plainLeavesAreWrittenAsTheirParseWritesThem() {
        let markdown = "`` a and <!-- open *b [c\n\nplain after open state\n\n- one\n- two words  \n- w\n"
            + "- www.example.com\n- x:y\n- café — naïve\n\n| 1 | 2 |\n|---|---|\n| 3 | wx |\n\n# heading\t\n\nlast"
        let expected = """
            <p>`` a and &lt;!-- open *b [c</p>
            <p>plain after open state</p>
            <ul>
            <li>one</li>
            <li>two words</li>
            <li>w</li>
            <li><a href="http://www.example.com">www.example.com</a></li>
            <li>x:y</li>
            <li>café — naïve</li>
            </ul>
            <table>
            <thead>
            <tr>
            <th>1</th>
            <th>2</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>3</td>
            <td>wx</td>
            </tr>
            </tbody>
            </table>
            <h1>heading</h1>
            <p>last</p>

            """
        let parser = MarkdownParser(options: ParseOptions(extensions: .all))
        let renderer = HTMLRenderer()
        let streamed = Self.streamed(Array(markdown.utf8), parser: parser, renderer: renderer)
        #expect(String(decoding: streamed, as: UTF8.self) == expected)
        #expect(renderer.render(parser.parse(markdown)) == expected)
    }

    @Test func emptyInputWritesNothing() {
        var calls = 0
        [UInt8]().withUnsafeBufferPointer { markdown in
            HTMLRenderer().render(markdown: markdown, parser: MarkdownParser()) { _ in calls += 1 }
        }
        #expect(calls == 0)
    }
}
