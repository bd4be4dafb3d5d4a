import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside an outline's long nested list re-parse a few of its items
/// (``ReparsedRegion/nestedListItems``) and still give exactly what a full parse gives.
@Suite("Incremental parsing of an outline's nested items")
struct IncrementalOutlineItemTests {
    @Test("Random edits inside outlines equal full parses", arguments: LongOutlineDocuments.all.indices, [false, true])
    func randomEdits(document: Int, defersRangeShifts: Bool) throws {
        let options = ParseOptions(extensions: .gfm)
        let parser = MarkdownParser(options: options)
        var editor = IncrementalDocument(source: LongOutlineDocuments.all[document], options: options, defersRangeShifts: defersRangeShifts)
        var generator = SeededGenerator(seed: UInt64(document * 41 + (defersRangeShifts ? 1 : 0)))
        var itemwise = 0
        for step in 0..<250 {
            let edit = RandomSourceEdit.next(in: editor.source, typing: LongOutlineDocuments.typed, using: &generator)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update, region.nestedListItems != nil { itemwise += 1 }
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "document \(document) step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
            // An edit that took the outline apart (its nested list now text of a paragraph, or
            // out of the last item) leaves nothing nested item-wise to test: start again.
            if !LongOutlineDocuments.hasOutline(expected) {
                editor = IncrementalDocument(source: LongOutlineDocuments.all[document], options: options, defersRangeShifts: defersRangeShifts)
            }
        }
        #expect(itemwise > 10, "document \(document): \(itemwise) edits were re-parsed nested item-wise")
    }


    @Test("Typing in an outline re-parses that nested item and its neighbours; a new one renumbers the ones after it")
    func typingIsItemwise() throws {
        let source = "1. Release\n" + (0..<1_000).map { "   \($0 + 1). Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
        let offset = try #require(source.range(of: "#500: the")).upperBound.utf16Offset(in: source)
        let update = try editor.apply(.insert("x", at: offset))
        let region = try #require({ if case .spliced(let region) = update { return region } else { return nil } }())
        let items = try #require(region.nestedListItems)
        #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<1 && items.item == 0)
        #expect(items.oldItems.count <= 3 && items.newItems == items.oldItems)
        #expect(region.source.count < 200)
        #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source))

        let line = try #require(editor.source.range(of: "   500. Fixed")).lowerBound.utf16Offset(in: editor.source)
        let added = try editor.apply(.insert("   9. new\n", at: line))
        guard case .spliced(let newRegion) = added, let newItems = newRegion.nestedListItems else {
            Issue.record("not nested item-wise: \(added)")
            return
        }
        #expect(newItems.newItems.count == newItems.oldItems.count + 1)
        let expected = MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source)
        #expect(editor.document == expected)
        guard case .listItem(let last) = expected.blocks[0].children[0].children.last?.children.last?.kind else { return }
        #expect(last.ordinal == 1_001)
    }

    @Test("Edits that change the outline's shape are not nested item-wise, and stay exact")
    func shapeChanges() throws {
        let source = "- Release\n" + (0..<20).map { "  - item \($0)\n" }.joined() + "\nAfter.\n"
        let middle = "- Release\n".utf8.count + (0..<10).map { "  - item \($0)\n" }.joined().utf8.count
        let options = ParseOptions(extensions: .gfm)
        // An item moved out to the top level, a blank line between nested items (the nested list
        // becomes loose), a paragraph of the outer item after the nested list.
        for edit in [SourceEdit.delete(SourceRange(middle, middle + 2)), .insert("\n", at: middle), .insert("\n  para\n\n", at: middle)] {
            var editor = IncrementalDocument(source: source, options: options)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update { #expect(region.nestedListItems == nil, "\(edit)") }
            #expect(editor.document == MarkdownParser(options: options).parse(editor.source), "\(edit)")
        }
    }
}
