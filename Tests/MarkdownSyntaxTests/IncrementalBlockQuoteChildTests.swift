import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level block quote re-parse a few of its children
/// (``ReparsedRegion/blockQuoteChildren``) and still give exactly what a full parse gives.
@Suite("Incremental parsing of block quote children")
struct IncrementalBlockQuoteChildTests {
    @Test("Random edits inside long quotes equal full parses", arguments: LongBlockQuoteDocuments.all.indices, [false, true])
    func randomEdits(document: Int, defersRangeShifts: Bool) throws {
        let options = ParseOptions(extensions: .gfm)
        let parser = MarkdownParser(options: options)
        var editor = IncrementalDocument(
            source: LongBlockQuoteDocuments.all[document], options: options, defersRangeShifts: defersRangeShifts)
        var generator = SeededGenerator(seed: UInt64(document * 37 + (defersRangeShifts ? 1 : 0)))
        var childwise = 0
        for step in 0..<250 {
            let edit = RandomSourceEdit.next(in: editor.source, typing: LongBlockQuoteDocuments.typed, using: &generator)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update, region.blockQuoteChildren != nil { childwise += 1 }
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "document \(document) step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
        }
        #expect(childwise > 0, "document \(document): no edit was re-parsed child-wise")
    }

    @Test("Typing in a quoted thread re-parses that paragraph and its neighbours")
    func typingIsChildwise() throws {
        let source = (0..<1_000).map { "> On day \($0) *someone* wrote `code`\n>\n" }.joined()
        var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
        let offset = source.utf8.count / 2 + 10
        let update = try editor.apply(.insert("x", at: offset))
        let region = try #require({ if case .spliced(let region) = update { return region } else { return nil } }())
        let children = try #require(region.blockQuoteChildren)
        #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<1)
        #expect(children.oldChildren.count <= 3 && children.newChildren == children.oldChildren)
        #expect(region.source.count < 200)
        #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source))
    }

    @Test("An alert keeps its type, and a marker typed mid-quote is a paragraph")
    func alertKeepsItsType() throws {
        let source = "> [!WARNING]\n" + (0..<20).map { "> line \($0)\n>\n" }.joined()
        let middle = "> [!WARNING]\n".utf8.count + (0..<10).map { "> line \($0)\n>\n" }.joined().utf8.count
        let options = ParseOptions(extensions: .gfm)
        for edit in [SourceEdit.insert("x", at: middle + 4), .insert("> [!TIP]\n", at: middle), .insert("\n", at: middle + 2)] {
            var editor = IncrementalDocument(source: source, options: options)
            try editor.apply(edit)
            let expected = MarkdownParser(options: options).parse(editor.source)
            #expect(editor.document == expected, "\(edit)")
            guard case .blockQuote(let alert) = editor.document.blocks[0].kind else {
                Issue.record("not a quote: \(edit)")
                continue
            }
            #expect(alert == .warning, "\(edit)")
        }
    }

    @Test("A blank line splits the quote whole; joined paragraphs and a fence that swallows the rest stay exact")
    func structuralEdits() throws {
        let source = (0..<20).map { "> para \($0)\n>\n" }.joined() + "after\n"
        let middle = (0..<10).map { "> para \($0)\n>\n" }.joined().utf8.count
        let options = ParseOptions(extensions: .gfm)
        let split = SourceEdit.insert("\n", at: middle)
        // The quoted blank line between two paragraphs removed (they join), and a fence opened.
        for edit in [split, .delete(SourceRange(middle - 2, middle)), .insert("> ```\n", at: middle)] {
            var editor = IncrementalDocument(source: source, options: options)
            let update = try editor.apply(edit)
            let expected = MarkdownParser(options: options).parse(editor.source)
            #expect(editor.document == expected, "\(edit)")
            if edit == split {
                #expect(expected.blocks.count == 3)
                if case .spliced(let region) = update { #expect(region.blockQuoteChildren == nil) }
            }
        }
    }
}
