import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level list re-parse a few of its items (``ReparsedRegion/listItems``)
/// and still give exactly what a full parse gives.
@Suite("Incremental parsing of list items")
struct IncrementalListItemTests {
    static let typed = LongListDocuments.typed
    @Test("Random edits inside long lists equal full parses", arguments: LongListDocuments.all.indices, [false, true])
    func randomEdits(document: Int, defersRangeShifts: Bool) throws {
        let options = ParseOptions(extensions: .gfm)
        let parser = MarkdownParser(options: options)
        var editor = IncrementalDocument(source: LongListDocuments.all[document], options: options, defersRangeShifts: defersRangeShifts)
        var generator = SeededGenerator(seed: UInt64(document * 31 + (defersRangeShifts ? 1 : 0)))
        var itemwise = 0
        for step in 0..<200 {
            let edit = RandomSourceEdit.next(in: editor.source, typing: Self.typed, using: &generator)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update, region.listItems != nil { itemwise += 1 }
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "document \(document) step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
        }
        #expect(itemwise > 0, "document \(document): no edit was re-parsed item-wise")
    }

    @Test("Typing in an item re-parses that item and its neighbours")
    func typingIsItemwise() throws {
        let source = (0..<1_000).map { "- Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
        let offset = source.utf8.count / 2
        let update = try editor.apply(.insert("x", at: offset))
        let region = try #require({ if case .spliced(let region) = update { return region } else { return nil } }())
        let items = try #require(region.listItems)
        #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<1)
        #expect(items.oldItems.count <= 3 && items.newItems == items.oldItems)
        #expect(region.source.count < 200)
        #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source))
    }

    @Test("A new item renumbers the items after it")
    func newItemRenumbers() throws {
        let source = (0..<20).map { "\($0 + 3). item \($0)\n" }.joined()
        var editor = IncrementalDocument(source: source)
        let lineStart = source.utf8.count / 2
        let bytes = Array(source.utf8)
        var offset = lineStart
        while bytes[offset - 1] != UInt8(ascii: "\n") { offset += 1 }
        let update = try editor.apply(.insert("9. new\n", at: offset))
        guard case .spliced(let region) = update, let items = region.listItems else {
            Issue.record("not item-wise: \(update)")
            return
        }
        #expect(items.newItems.count == items.oldItems.count + 1)
        let expected = MarkdownParser().parse(editor.source)
        #expect(editor.document == expected)
        guard case .listItem(let last) = expected.blocks[0].children.last?.kind else { return }
        #expect(last.ordinal == 23)
    }

    @Test("Edits that change the list's spacing or kind are not item-wise")
    func spacingAndKind() throws {
        let source = (0..<20).map { "- item \($0)\n" }.joined()
        let middle = (0..<10).map { "- item \($0)\n" }.joined().utf8.count
        for edit in [SourceEdit.insert("\n", at: middle), .insert("* * *\n", at: middle), SourceEdit(range: SourceRange(middle, middle + 1), replacement: "+")] {
            var editor = IncrementalDocument(source: source)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update { #expect(region.listItems == nil, "\(edit)") }
            #expect(editor.document == MarkdownParser().parse(editor.source), "\(edit)")
        }
    }
}
