import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level list map only the items the parser re-parsed
/// (`IncrementalAttributedUpdate.replacedListItems`), and the string still equals the full
/// mapping, run by run, in every option set.
@Suite("Incremental mapping of list items")
struct IncrementalListItemMappingTests {
    @Test("Random edits inside long lists equal the full mapping", arguments: LongListDocuments.all.indices, IncrementalMappingSetup.all.indices)
    func randomEdits(document index: Int, setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        var document = try setup.incremental(LongListDocuments.all[index])
        var generator = SeededGenerator(seed: UInt64(index * 17 + setupIndex))
        var itemwise = 0
        try IncrementalAttributedExpectation.randomEdits(
            &document, setup, steps: 60, context: "document \(index)", edit: { Self.edit(of: $0, using: &generator) }
        ) { update, _ in
            if update.replacedListItems != nil { itemwise += 1 }
        }
        #expect(itemwise > 0, "document \(index): no edit was mapped item-wise")
    }

    /// The live preview's numbering: unique identities in the string, and a block or an item
    /// numbered as in a full parse when asked for.
    @Test("Unique identities: a list and its items as a full parse numbers them", arguments: LongListDocuments.all.indices)
    func uniqueIdentities(document index: Int) throws {
        let setup = IncrementalMappingSetup.all[1]
        var document = try IncrementalAttributedDocument(
            markdown: LongListDocuments.all[index], including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
            syntaxExtensions: setup.extensions, identityNumbering: .unique)
        var generator = SeededGenerator(seed: UInt64(index * 5 + 1))
        var checkedItems = 0
        for step in 0..<40 {
            let edit = Self.edit(of: document.source, using: &generator)
            try document.apply(edit)
            let expected = try setup.fullMapping(document.source)
            #expect(String(document.attributedString.characters[...]) == String(expected.characters[...]), "step \(step)")
            var offset = 0
            for block in 0..<document.topLevelBlockCount {
                let count = document.topLevelBlockUTF8Count(at: block)
                defer { offset += count }
                guard document.listItemCount(ofTopLevelBlock: block) > 0 else { continue }
                #expect(
                    RunSignature.of(document.topLevelBlockString(at: block)) == RunSignature.of(Self.slice(expected, offset..<(offset + count))),
                    "step \(step): block \(block)")
                var itemOffset = offset
                for (item, itemCount) in document.listItemUTF8Counts(ofTopLevelBlock: block).enumerated() {
                    defer { itemOffset += itemCount }
                    guard item % 7 == step % 7 else { continue }
                    let string = try #require(document.topLevelChildString(at: block, child: item))
                    #expect(
                        RunSignature.of(string) == RunSignature.of(Self.slice(expected, itemOffset..<(itemOffset + itemCount))),
                        "step \(step): block \(block) item \(item)")
                    checkedItems += 1
                }
            }
        }
        #expect(checkedItems > 0)
    }

    @Test("A keystroke in a 2,000-item list maps one item or two")
    func keystrokeMapsItsItem() throws {
        let source = (0..<2_000).map { "- Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var document = try IncrementalAttributedDocument(markdown: source, syntaxExtensions: .gfm)
        let update = try document.apply(.insert("x", at: source.utf8.count / 2))
        let items = try #require(update.replacedListItems)
        #expect(items.block == 0 && items.items.count <= 3)
        #expect(update.replacedUTF8Range.count < 200)
        #expect(update.remapping == .region)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))
    }

    /// Keystrokes, mostly in the middle of items, sometimes a random edit.
    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        RandomSourceEdit.next(in: source, typing: LongListDocuments.typed, using: &generator)
    }

    static func slice(_ string: AttributedString, _ range: Range<Int>) -> AttributedString {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return AttributedString(string[lower..<upper])
    }
}
