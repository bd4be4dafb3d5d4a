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

    @Test("The key that makes the paragraph after a long table a row adds the row, and the paragraph goes")
    func paragraphBecomesRow() throws {
        let options = ParseOptions(extensions: .gfm)
        let parser = MarkdownParser(options: options)
        let table = "| id | name |\n|---:|---|\n" + (0..<1_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
        for defers in [false, true] {
            var editor = IncrementalDocument(source: table + "\nAfter.\n", options: options, defersRangeShifts: defers)
            // Enter at the end of the last row, then `| n |` key by key.
            var caret = table.utf8.count - 1
            var updates: [IncrementalUpdate] = []
            for key in ["\n", "|", " ", "n", " ", "|"] {
                updates.append(try editor.apply(.insert(key, at: caret)))
                caret += key.utf8.count
                #expect(editor.document == parser.parse(editor.source), "after \(key.debugDescription) (defers: \(defers))")
            }
            // `n`: the paragraph `| ` (block 1) becomes row 1,001 of the table (children: the header and 1,000 rows).
            let region = try #require({ if case .spliced(let region) = updates[3] { return region } else { return nil } }())
            let rows = try #require(region.tableRows, "\(updates[3])")
            #expect(region.oldBlocks == 0..<2 && region.newBlocks == 0..<1)
            #expect(rows.oldRows == 1_001..<1_001 && rows.newRows == 1_001..<1_002)
            #expect(region.source.count < 100)
            // Every other key is row-wise or leaves the table alone.
            for (index, update) in updates.enumerated() where index != 3 {
                guard case .spliced(let other) = update else {
                    Issue.record("key \(index): \(update)")
                    continue
                }
                #expect(other.source.count < 100, "key \(index): \(other)")
            }
            // Backspace back to `| `: the row becomes the paragraph again, between the table and `After.`.
            for step in 0..<3 {
                let update = try editor.apply(SourceEdit(range: SourceRange(caret - 1, caret), replacement: ""))
                caret -= 1
                #expect(editor.document == parser.parse(editor.source), "backspace \(step) (defers: \(defers))")
                guard step == 2 else { continue }
                let region = try #require({ if case .spliced(let region) = update { return region } else { return nil } }(), "\(update)")
                let rows = try #require(region.tableRows, "\(update)")
                #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<2, "\(region)")
                #expect(rows.newRows.upperBound == 1_001 && rows.oldRows.upperBound == 1_002 && rows.oldRows.count <= 3, "\(rows)")
                #expect(region.source.count < 200)
            }
            for key in ["n", " ", "|"] {
                _ = try editor.apply(.insert(key, at: caret))
                caret += 1
                #expect(editor.document == parser.parse(editor.source), "typed again \(key.debugDescription) (defers: \(defers))")
            }
            // Rows pasted on the line after the table, and a paste that makes the paragraph several rows.
            let pasted = try editor.apply(.insert("| a | b |\n| c | d |\n", at: caret + 1))
            #expect(editor.document == parser.parse(editor.source))
            if case .spliced(let region) = pasted, let rows = region.tableRows {
                #expect(rows.newRows.count == rows.oldRows.count + 2, "\(region)")
            } else {
                Issue.record("not row-wise: \(pasted)")
            }
            let source = editor.source
            let paragraph = try #require(source.range(of: "\n\nAfter."))
            var after = IncrementalDocument(source: String(source[..<paragraph.lowerBound]) + "\n| \n\nAfter.\n", options: options, defersRangeShifts: defers)
            let offset = source.utf8.distance(from: source.startIndex, to: paragraph.lowerBound) + 3
            let several = try after.apply(.insert("x |\n| y | z |\nlazy", at: offset))
            #expect(after.document == parser.parse(after.source))
            if case .spliced(let region) = several {
                #expect(region.oldBlocks.count == 2 && region.tableRows?.newRows.count == 3, "\(region)")
            } else {
                Issue.record("\(several)")
            }
        }
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
