import MarkdownSyntax
import Testing

/// The streaming path (blocks handed over one at a time, HTML flushed in chunks) gives exactly
/// the tree and the bytes of the whole-document path.
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
        let renderer = HTMLRenderer(options: HTMLRenderOptions(unsafe: true, tagFilter: true, collapsesNestedStrong: true,
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

    @Test func emptyInputWritesNothing() {
        var calls = 0
        [UInt8]().withUnsafeBufferPointer { markdown in
            HTMLRenderer().render(markdown: markdown, parser: MarkdownParser()) { _ in calls += 1 }
        }
        #expect(calls == 0)
    }
}
