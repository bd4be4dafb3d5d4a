import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level table re-parse a few of its rows (``ReparsedRegion/tableRows``)
/// and still give exactly what a full parse gives.
@Suite("Incremental parsing of table rows")
struct IncrementalTableRowTests {
    @Test("Random edits inside long tables equal full parses", arguments: LongTableDocuments.all.indices, [false, true])
    func randomEdits(document: Int, defersRangeShifts: Bool) throws {
        let options = ParseOptions(extensions: .gfm)
        let parser = MarkdownParser(options: options)
        var editor = IncrementalDocument(source: LongTableDocuments.all[document], options: options, defersRangeShifts: defersRangeShifts)
        var generator = SeededGenerator(seed: UInt64(document * 37 + (defersRangeShifts ? 1 : 0)))
        var rowwise = 0
        for step in 0..<200 {
            let edit = RandomSourceEdit.next(in: editor.source, typing: LongTableDocuments.typed, using: &generator)
            let update = try editor.apply(edit)
            if case .spliced(let region) = update, region.tableRows != nil { rowwise += 1 }
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "document \(document) step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
        }
        #expect(rowwise > 0, "document \(document): no edit was re-parsed row-wise")
    }

    @Test("Typing in a row re-parses that row and its neighbours")
    func typingIsRowwise() throws {
        let source = "| id | name |\n|---:|---|\n" + (0..<1_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined() + "\nAfter.\n"
        var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
        let offset = source.utf8.count / 2
        let update = try editor.apply(.insert("x", at: offset))
        let region = try #require({ if case .spliced(let region) = update { return region } else { return nil } }())
        let rows = try #require(region.tableRows)
        #expect(region.listItems == nil)
        #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<1)
        #expect(rows.oldRows.count <= 3 && rows.newRows == rows.oldRows && rows.oldRows.lowerBound >= 1)
        #expect(region.source.count < 100)
        #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source))
    }

    @Test("A row typed after the last row joins the table row-wise")
    func appendedRow() throws {
        let table = "| a | b |\n|---|---|\n" + (0..<20).map { "| \($0) | v |\n" }.joined()
        let source = table + "\nAfter.\n"
        var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
        let update = try editor.apply(.insert("| 20 | w |\n", at: table.utf8.count))
        guard case .spliced(let region) = update, let rows = region.tableRows else {
            Issue.record("not row-wise: \(update)")
            return
        }
        #expect(rows.newRows.count == rows.oldRows.count + 1 && rows.newRows.upperBound == 22)
        #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source))
    }

    @Test("Edits in the header, or that end the table, are not row-wise")
    func headerAndEnd() throws {
        let source = "| a | b |\n|---|---|\n" + (0..<20).map { "| \($0) | v |\n" }.joined() + "\nAfter.\n"
        let middle = "| a | b |\n|---|---|\n".utf8.count + (0..<10).map { "| \($0) | v |\n" }.joined().utf8.count
        for edit in [SourceEdit.insert("x", at: 3), .insert(" | c", at: 8), .insert("\n", at: middle), .insert("> ", at: middle), .insert("# ", at: middle)] {
            var editor = IncrementalDocument(source: source, options: ParseOptions(extensions: .gfm))
            let update = try editor.apply(edit)
            if case .spliced(let region) = update { #expect(region.tableRows == nil, "\(edit)") }
            #expect(editor.document == MarkdownParser(options: ParseOptions(extensions: .gfm)).parse(editor.source), "\(edit)")
        }
    }
}
