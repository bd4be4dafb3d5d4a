import MarkdownSyntax
import Testing

/// A UTF-8 byte-order mark at the start of the input is skipped, as cmark skips it, on every
/// path (tree, streaming HTML, events, inline-only syntaxes, incremental document); ranges and
/// line/column positions still count its three bytes (offsets into the input as given).
@Suite("Byte-order mark")
struct ByteOrderMarkTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func leadingMarkIsNotText() {
        let html = HTMLRenderer().render(MarkdownParser().parse(Self.mark + Array("# Hi\n".utf8)))
        #expect(html == "<h1>Hi</h1>\n")
        let indented = HTMLRenderer().render(MarkdownParser().parse(Self.mark + Array("    code\n".utf8)))
        #expect(indented == "<pre><code>code\n</code></pre>\n")
        #expect(HTMLRenderer().render(MarkdownParser().parse(Self.mark)) == "")
    }

    @Test func onlyTheFirstMarkIsSkipped() {
        let twice = HTMLRenderer().render(MarkdownParser().parse(Self.mark + Self.mark + Array("a".utf8)))
        #expect(twice == "<p>\u{FEFF}a</p>\n")
        let later = HTMLRenderer().render(MarkdownParser().parse(Array("a\n\n".utf8) + Self.mark + Array("# b".utf8)))
        #expect(later == "<p>a</p>\n<p>\u{FEFF}# b</p>\n")
    }

    @Test func positionsCountTheMarkBytes() throws {
        let document = MarkdownParser().parse("\u{FEFF}# Hi\n\ntext")
        #expect(document.blocks.map(\.range) == [SourceRange(3, 7), SourceRange(9, 13)])
        let start = document.lineTable.location(ofOffset: document.blocks[0].range.lowerBound)
        #expect((start.line, start.column) == (1, 4))
        #expect(document.lineTable.byteCount == 13)
    }

    @Test func streamingAndEventsSkipTheMark() {
        let bytes = Self.mark + Array("> *quote*\n\n- item\n".utf8)
        let parser = MarkdownParser(options: ParseOptions(extensions: .gfm))
        let tree = parser.parse(bytes)
        var streamed: [UInt8] = []
        bytes.withUnsafeBufferPointer { input in
            HTMLRenderer().render(markdown: input, parser: parser, chunkSize: 8) { streamed += $0 }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == HTMLRenderer().render(tree))
        #expect(String(decoding: streamed, as: UTF8.self).hasPrefix("<blockquote>"))
        let starts = parser.events(bytes).compactMap { event -> SourceRange? in
            if case .startBlock(.blockQuote, let range) = event { return range }
            return nil
        }
        #expect(starts == [SourceRange(3, 12)])
    }

    @Test(arguments: [SyntaxMode.inlineOnly, .inlineOnlyPreservingWhitespace])
    func inlineOnlySyntaxesSkipTheMark(syntax: SyntaxMode) {
        let document = MarkdownParser(options: ParseOptions(syntax: syntax)).parse("\u{FEFF}*a*")
        #expect(document.blocks.first?.range == SourceRange(3, 6))
        #expect(document.blocks.first?.inlines.first?.kind == .emphasis)
    }

    /// An edit next to the mark re-parses from the document's start, where the mark is skipped;
    /// a region inside the document that starts with U+FEFF keeps it as text.
    @Test func incrementalDocumentMatchesFullParse() throws {
        let options = ParseOptions(extensions: .gfm)
        let edits: [(String, SourceEdit)] = [
            ("\u{FEFF}# Hi\n\npara\n\nend\n", SourceEdit(range: SourceRange(3, 5), replacement: "## ")),
            ("# Hi\n\npara\n\nend\n", SourceEdit(range: SourceRange(0, 0), replacement: "\u{FEFF}")),
            ("\u{FEFF}# Hi\n\npara\n\nend\n", SourceEdit(range: SourceRange(0, 3), replacement: "")),
            ("# Hi\n\npara\n\nend\n", SourceEdit(range: SourceRange(6, 6), replacement: "\u{FEFF}")),
            ("# Hi\n\n\u{FEFF}para\n\nend\n", SourceEdit(range: SourceRange(12, 12), replacement: "x")),
        ]
        for (source, edit) in edits {
            var document = IncrementalDocument(source: source, options: options)
            _ = try document.apply(edit)
            #expect(document.document == MarkdownParser(options: options).parse(document.source),
                    "\(source.debugDescription) \(edit)")
        }
    }
}
