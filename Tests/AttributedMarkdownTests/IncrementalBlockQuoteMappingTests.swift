import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Edits inside a long top-level block quote map only the children the parser re-parsed
/// (`IncrementalAttributedUpdate.replacedBlockQuoteChildren`), and the string still equals the
/// full mapping, run by run, in every option set: an alert's children keep its type, and a new
/// or removed child moves the identities after it.
@Suite("Incremental mapping of block quote children")
struct IncrementalBlockQuoteMappingTests {
    @Test("Random edits inside long quotes equal the full mapping",
          arguments: LongBlockQuoteDocuments.all.indices, IncrementalMappingSetup.all.indices)
    func randomEdits(document index: Int, setupIndex: Int) throws {
        let setup = IncrementalMappingSetup.all[setupIndex]
        var document = try setup.incremental(LongBlockQuoteDocuments.all[index])
        var generator = SeededGenerator(seed: UInt64(index * 29 + setupIndex))
        var childwise = 0
        try IncrementalAttributedExpectation.randomEdits(
            &document, setup, steps: 60, context: "document \(index)", edit: { Self.edit(of: $0, using: &generator) }
        ) { update, _ in
            if update.replacedBlockQuoteChildren != nil { childwise += 1 }
            #expect(update.replacedListItems == nil && update.replacedTableRows == nil)
        }
        #expect(childwise > 0, "document \(index): no edit was mapped child-wise")
    }

    /// The live preview's numbering: unique identities in the string, and a quote or one of its
    /// children numbered as in a full parse when asked for.
    @Test("Unique identities: a quote and its children as a full parse numbers them", arguments: LongBlockQuoteDocuments.all.indices)
    func uniqueIdentities(document index: Int) throws {
        let setup = IncrementalMappingSetup.all[1]
        var document = try IncrementalAttributedDocument(
            markdown: LongBlockQuoteDocuments.all[index], including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
            syntaxExtensions: setup.extensions, identityNumbering: .unique)
        var generator = SeededGenerator(seed: UInt64(index * 5 + 3))
        let checked = try IncrementalAttributedExpectation.keptChildrenMatchFullMapping(&document, setup, steps: 40, childrenFillTheBlock: true) {
            Self.edit(of: $0, using: &generator)
        }
        #expect(checked > 0)
    }

    @Test("A keystroke in a 2,000-message thread maps one message or two; a new one moves the identities after it")
    func keystrokeMapsItsChild() throws {
        let source = "> [!NOTE]\n" + (0..<2_000).map { "> On day \($0) *someone* wrote `code`\n>\n" }.joined()
        var document = try IncrementalAttributedDocument(markdown: source, syntaxExtensions: .all)
        let update = try document.apply(.insert("x", at: source.utf8.count / 2 + 10))
        let children = try #require(update.replacedBlockQuoteChildren)
        #expect(children.block == 0 && children.items.count <= 3)
        #expect(update.replacedUTF8Range.count < 200)
        #expect(update.remapping == .region)
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .all)))

        // A quoted blank line typed in a message splits it in two: one identity more for every message after.
        let middle = document.source.utf8.count / 3
        let bytes = Array(document.source.utf8)
        var lineStart = middle
        // The start of a message's line (not of a quoted blank line, which would join the new text to the message above).
        while bytes[lineStart - 1] != UInt8(ascii: "\n") || bytes[lineStart + 2] != UInt8(ascii: "O") { lineStart += 1 }
        let split = try document.apply(.insert("> first half\n>\n", at: lineStart))
        guard case .spliced(let region) = split.syntax, let reparsed = region.blockQuoteChildren else {
            Issue.record("not child-wise: \(split)")
            return
        }
        #expect(reparsed.newChildren.count == reparsed.oldChildren.count + 1)
        #expect(split.replacedBlockQuoteChildren?.items == reparsed.newChildren)
        #expect(split.remapping == .regionRenumberingFollowingRuns, "\(split)")
        #expect(document.attributedString == (try AttributedString(markdown: document.source, syntaxExtensions: .all)))
    }

    /// Keystrokes, mostly in the middle of children, sometimes a random edit.
    static func edit(of source: String, using generator: inout SeededGenerator) -> SourceEdit {
        RandomSourceEdit.next(in: source, typing: LongBlockQuoteDocuments.typed, using: &generator)
    }
}
