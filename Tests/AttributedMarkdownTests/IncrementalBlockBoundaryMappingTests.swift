import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// Edits beside long blocks (``BlockBoundaryDocuments``): the parser's shorter regions (ending at
/// a blank line before the next block, or starting at a long list's last item) map to the same
/// string as a full mapping, run by run, in every option set, and map the edited blocks only.
@Suite("Incremental mapping beside long blocks")
struct IncrementalBlockBoundaryMappingTests {
    /// Two runs per document (seeds `index` and `index + 4`): the bugs these found took a few
    /// hundred edits to meet.
    @Test("Random edits near blank lines equal the full mapping",
          arguments: 0..<(2 * BlockBoundaryDocuments.all.count), IncrementalMappingSetup.all.indices)
    func randomEdits(document index: Int, setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        var document = try setup.incremental(BlockBoundaryDocuments.all[index % BlockBoundaryDocuments.all.count])
        var generator = SeededGenerator(seed: UInt64(index * 29 + setupIndex))
        var regions = 0
        try IncrementalAttributedExpectation.randomEdits(
            &document, setup, steps: 250, context: "document \(index)",
            edit: { BlockBoundaryDocuments.edit(in: $0, using: &generator) }
        ) { update, _ in
            if update.remapping == .region { regions += 1 }
        }
        #expect(regions > 30, "document \(index): \(regions) of 250 edits mapped a region")
    }

    @Test("An edit in the paragraph after a long list maps that paragraph only")
    func paragraphAfterLongList() throws {
        let list = (0..<2_000).map { "- item *\($0)*\n" }.joined()
        let text = "# Title\n\n" + list + "\nAfter.\n"
        for setup in IncrementalMappingSetup.all {
            var document = try setup.incremental(text)
            let before = document.attributedString
            let update = try document.apply(.insert("x", at: text.utf8.count - 2))
            #expect(update.remapping == .region)
            #expect(update.replacedListItems == nil)
            #expect(update.replacedUTF8Range.count == "After.x".utf8.count)
            #expect(try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "after the list"))
            // The list's runs are the same runs as before.
            let listEnd = before.characters.count - "After.".count
            #expect(String(document.attributedString.characters.prefix(listEnd)) == String(before.characters.prefix(listEnd)))
        }
    }

    /// With unique identities the syntax layer defers range moves: after an edit above a long
    /// table or list, a row or item is mapped from a document in which only it (and its
    /// container's range) were moved. Its source positions must be those of a fresh document.
    @Test("After an edit above a long table or list, one row or item maps with the positions of a fresh document",
          arguments: ["table", "list"])
    func childAfterAnEditAbove(kind: String) throws {
        let setup = IncrementalMappingSetup.all[1]
        var source = BlockBoundaryDocuments.longBlock(kind, count: 40)
        func document(_ text: String) throws -> IncrementalAttributedDocument {
            try IncrementalAttributedDocument(
                markdown: text, including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
                syntaxExtensions: setup.extensions, identityNumbering: .unique)
        }
        var edited = try document(source)
        for insertion in ["x", "\n\nNew *paragraph*.", "yz"] {
            try edited.apply(.insert(insertion, at: 7))
            var bytes = Array(source.utf8)
            bytes.insert(contentsOf: Array(insertion.utf8), at: 7)
            source = String(decoding: bytes, as: UTF8.self)
            let fresh = try document(source)
            let block = try #require((0..<fresh.topLevelBlockCount).first { fresh.keptChildCount(ofTopLevelBlock: $0) > 0 })
            for child in [1, 20, fresh.keptChildCount(ofTopLevelBlock: block) - 1] {
                let mapped = try #require(edited.topLevelChildString(at: block, child: child))
                let expected = try #require(fresh.topLevelChildString(at: block, child: child))
                #expect(RunSignature.of(mapped) == RunSignature.of(expected), "\(kind) child \(child) after \(insertion.debugDescription)")
                #expect(mapped.runs.contains { $0.attributes[AttributeScopes.FoundationAttributes.MarkdownSourcePositionAttribute.self] != nil })
            }
        }
    }

    /// Found by the random edits above: the item-wise and row-wise plans took the block after a
    /// long list or table as unchanged when only its first line's indentation changed (its node,
    /// moved, is equal), so its runs kept the old columns in their source positions.
    @Test("Editing the indentation of the block after a long list or table maps its new columns")
    func indentationOfTheBlockAfter() throws {
        let setup = IncrementalMappingSetup.all[1]
        let list = (0..<10).map { "- item \($0)\n" }.joined()
        let table = "| a | b |\n|---|---|\n" + (0..<10).map { "| \($0) | v |\n" }.joined()
        for container in [list, table] {
            let text = container + "\n After *this*.\n\nEnd.\n"
            let lineStart = container.utf8.count + 1
            for edit in [SourceEdit.delete(SourceRange(lineStart, lineStart + 1)), .insert("  ", at: lineStart + 1), .insert("x", at: lineStart)] {
                var document = try setup.incremental(text)
                try document.apply(edit)
                #expect(try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "\(edit) after \(container.prefix(5))"))
            }
        }
    }
}
