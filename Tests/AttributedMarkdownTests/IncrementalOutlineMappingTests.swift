import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside an outline's long nested list map only the nested items the parser re-parsed
/// (`IncrementalAttributedUpdate.replacedNestedListItems`), and the string still equals the full
/// mapping, run by run, in every option set: a new or removed nested item moves the later ones'
/// `listItem(ordinal:)` and the identities after it.
@Suite("Incremental mapping of an outline's nested items")
struct IncrementalOutlineMappingTests {
    @Test("Random edits inside outlines equal the full mapping", arguments: LongOutlineDocuments.all.indices, IncrementalMappingSetup.all.indices)
    func randomEdits(document index: Int, setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        var document = try setup.incremental(LongOutlineDocuments.all[index])
        var generator = SeededGenerator(seed: UInt64(index * 31 + setupIndex))
        var itemwise = 0
        try IncrementalAttributedExpectation.randomEdits(
            &document, setup, steps: 60, context: "document \(index)", edit: { Self.edit(of: $0, using: &generator) }
        ) { update, document in
            if update.replacedNestedListItems != nil { itemwise += 1 }
            // An edit that took the outline apart leaves nothing nested item-wise to test: start again.
            if !LongOutlineDocuments.hasOutline(document.syntax.document) {
                document = try setup.incremental(LongOutlineDocuments.all[index])
            }
        }
        #expect(itemwise > 0, "document \(index): no edit was mapped nested item-wise")
    }

    /// The live preview's numbering: unique identities in the string, and the outline or one of
    /// its nested items numbered as in a full parse when asked for.
    @Test("Unique identities: an outline and its nested items as a full parse numbers them", arguments: LongOutlineDocuments.all.indices)
    func uniqueIdentities(document index: Int) throws {
        let setup = IncrementalMappingSetup.all[1]
        var document = try IncrementalAttributedDocument(
            markdown: LongOutlineDocuments.all[index], including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
            syntaxExtensions: setup.extensions, identityNumbering: .unique)
        var generator = SeededGenerator(seed: UInt64(index * 5 + 4))
        let checked = try IncrementalAttributedExpectation.keptChildrenMatchFullMapping(&document, setup, steps: 40, childrenFillTheBlock: false) {
            Self.edit(of: $0, using: &generator)
        }
        #expect(checked > 0)
    }

    @Test("A keystroke in a 2,000-item outline maps one nested item or two; a new one renumbers the ones after it")
    func keystrokeMapsItsItem() throws {
        let source = "- Release notes\n\n" + (0..<2_000).map { "  1. Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var document = try IncrementalAttributedDocument(markdown: source, syntaxExtensions: .gfm)
        let offset = try #require(source.range(of: "#1000: the")).upperBound.utf16Offset(in: source)
        let update = try document.apply(.insert("x", at: offset))
        let items = try #require(update.replacedNestedListItems)
        #expect(items.block == 0 && items.items.count <= 3)
        #expect(update.replacedUTF8Range.count < 200)
        #expect(update.remapping == .region)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))

        let line = try #require(document.source.range(of: "  1. Fixed issue #700:")).lowerBound.utf16Offset(in: document.source)
        let added = try document.apply(.insert("  1. new\n", at: line))
        #expect(added.replacedNestedListItems != nil)
        #expect(added.remapping == .regionRenumberingFollowingRuns)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .gfm)))
    }

    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        RandomSourceEdit.next(in: source, typing: LongOutlineDocuments.typed, using: &generator)
    }
}
