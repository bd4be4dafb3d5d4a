import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level table map only the rows the parser re-parsed
/// (`IncrementalAttributedUpdate.replacedTableRows`), and the string still equals the full
/// mapping, run by run, in every option set: a new or removed row moves the later rows'
/// `tableRow(rowIndex:)`.
@Suite("Incremental mapping of table rows")
struct IncrementalTableRowMappingTests {
    @Test("Random edits inside long tables equal the full mapping", arguments: LongTableDocuments.all.indices, IncrementalMappingSetup.all.indices)
    func randomEdits(document index: Int, setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        var document = try setup.incremental(LongTableDocuments.all[index])
        var generator = SeededGenerator(seed: UInt64(index * 23 + setupIndex))
        var rowwise = 0
        try IncrementalAttributedExpectation.randomEdits(
            &document, setup, steps: 60, context: "document \(index)", edit: { Self.edit(of: $0, using: &generator) }
        ) { update, document in
            if update.replacedTableRows != nil { rowwise += 1 }
            #expect(update.replacedListItems == nil)
            // An edit that cut the table short (a line that ends it) leaves nothing row-wise to
            // test: start again from the whole table.
            if !Self.hasLongTable(document.syntax) { document = try setup.incremental(LongTableDocuments.all[index]) }
        }
        #expect(rowwise > 0, "document \(index): no edit was mapped row-wise")
    }

    static func hasLongTable(_ syntax: IncrementalDocument) -> Bool {
        syntax.document.blocks.contains { block in
            if case .table = block.kind { return block.children.count > 16 }
            return false
        }
    }

    /// The live preview's numbering: unique identities in the string, and a table numbered as
    /// in a full parse when asked for.
    @Test("Unique identities: a table as a full parse numbers it", arguments: LongTableDocuments.all.indices)
    func uniqueIdentities(document index: Int) throws {
        let setup = IncrementalMappingSetup.all[1]
        var document = try IncrementalAttributedDocument(
            markdown: LongTableDocuments.all[index], including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
            syntaxExtensions: setup.extensions, identityNumbering: .unique)
        var generator = SeededGenerator(seed: UInt64(index * 5 + 2))
        var checkedTables = 0
        for step in 0..<40 {
            let edit = Self.edit(of: document.source, using: &generator)
            try document.apply(edit)
            let expected = try setup.fullMapping(document.source)
            #expect(String(document.attributedString.characters[...]) == String(expected.characters[...]), "step \(step)")
            var offset = 0
            for block in 0..<document.topLevelBlockCount {
                let count = document.topLevelBlockUTF8Count(at: block)
                defer { offset += count }
                #expect(document.listItemCount(ofTopLevelBlock: block) == 0, "a table is not a list")
                #expect(
                    RunSignature.of(document.topLevelBlockString(at: block))
                        == RunSignature.of(IncrementalListItemMappingTests.slice(expected, offset..<(offset + count))),
                    "step \(step): block \(block)")
                checkedTables += 1
            }
        }
        #expect(checkedTables > 0)
    }

    @Test("A keystroke in a 2,000-row table maps one row or two; a new row renumbers the rows after it")
    func keystrokeMapsItsRow() throws {
        let source = "| id | name |\n|---:|---|\n" + (0..<2_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
        var document = try IncrementalAttributedDocument(markdown: source, syntaxExtensions: .gfm)
        let update = try document.apply(.insert("x", at: source.utf8.count / 2))
        let rows = try #require(update.replacedTableRows)
        #expect(rows.block == 0 && rows.items.count <= 3 && rows.items.lowerBound >= 1)
        #expect(update.replacedUTF8Range.count < 200)
        #expect(update.remapping == .region)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))

        let bytes = Array(document.source.utf8)
        var lineStart = bytes.count / 3
        while bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart += 1 }
        let added = try document.apply(.insert("| new | row |\n", at: lineStart))
        let addedRows = try #require(added.replacedTableRows)
        #expect(addedRows.items.count <= 4)
        #expect(added.remapping == .regionRenumberingFollowingRuns)
        let expected = try AttributedString(markdown: document.source, syntaxExtensions: .gfm)
        #expect(document.attributedString == expected)
        let lastRow = document.attributedString.runs[\.presentationIntent].reversed().first?.0?.components.first { $0.kind == .tableRow(rowIndex: 2_001) }
        #expect(lastRow != nil, "the last row is row 2,001")
    }

    @Test("The key that makes the paragraph after a long table a row maps that row and drops the paragraph; deleting it maps the paragraph again", arguments: IncrementalMappingSetup.all.indices)
    func paragraphBecomesRow(setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        let table = "| id | name |\n|---:|---|\n" + (0..<300).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
        // A paragraph and a list after it: their identities and lines move when the paragraph `| ` goes.
        var document = try setup.incremental(table + "\nAfter *this*.\n\n- one\n- two\n")
        var caret = table.utf8.count - 1
        // "⌫" deletes the character before the caret.
        for (index, key) in ["\n", "|", " ", "n", "⌫", "n", " ", "|", "\n", "| x | y |"].enumerated() {
            let edit = key == "⌫" ? SourceEdit(range: SourceRange(caret - 1, caret), replacement: "") : .insert(key, at: caret)
            let update = try document.apply(edit)
            caret += key == "⌫" ? -1 : key.utf8.count
            try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "key \(index) \(key.debugDescription)")
            let rows = update.replacedTableRows
            switch index {
            case 3, 5:
                // `n`: the paragraph `| ` became row 301, mapped alone.
                #expect(rows?.block == 0 && rows?.items == 301..<302, "key \(index): \(update)")
                #expect(update.replacedUTF8Range.count < 100, "key \(index)")
            case 4:
                // Deleted: row 301 became the paragraph `| ` again, mapped with the rows before it that the parser read.
                #expect(rows?.block == 0 && rows?.items.upperBound == 301 && (rows?.items.count ?? 9) <= 2, "key \(index): \(update)")
                #expect(update.replacedUTF8Range.count < 200, "key \(index)")
            case 9:
                // `| x | y` on the line after the table: row 302, mapped with the row before it, which the parser reads again.
                #expect(rows?.block == 0 && rows?.items == 301..<303, "key \(index): \(update)")
            default:
                break
            }
        }
    }

    /// Keystrokes, mostly in the middle of rows, sometimes a random edit.
    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        RandomSourceEdit.next(in: source, typing: LongTableDocuments.typed, using: &generator)
    }
}
