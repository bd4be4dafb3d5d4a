import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// `topLevelBlockRuns(at:limit:)`, which the live preview's inspector lists, copies and numbers
/// only a block's first runs; they must be the first runs of `topLevelBlockString(at:)`, and its
/// count the whole block's.
@Suite("A block's first runs")
struct IncrementalBlockRunsTests {
    static let documents = BlockBoundaryDocuments.all + LongListDocuments.all.prefix(3) + [
        (0..<40).map { "> Quoted line \($0) with *emphasis* and `code`.\n>\n" }.joined(),
        "- Release notes\n\n" + (0..<60).map { "  - Fixed issue #\($0): the *parser* keeps `code`\n" }.joined() + "\nAfter.\n",
    ]

    @Test("The first runs of each block, after edits, equal the whole block's", arguments: documents.indices)
    func firstRunsEqualTheWholeBlocks(document index: Int) throws {
        let setup = IncrementalMappingSetup.all[1]
        var document = try IncrementalAttributedDocument(
            markdown: Self.documents[index], including: AttributeScopes.MarkdownAttributes.self, options: setup.options,
            syntaxExtensions: setup.extensions, identityNumbering: .unique)
        var generator = SeededGenerator(seed: UInt64(index * 13 + 7))
        var cut = 0
        for step in 0..<25 {
            if step > 0 {
                try document.apply(RandomSourceEdit.next(in: document.source, typing: BlockBoundaryDocuments.typed, using: &generator))
            }
            for block in 0..<document.topLevelBlockCount {
                let whole = RunSignature.of(document.topLevelBlockString(at: block))
                for limit in [0, 1, 3, 40, 10_000] {
                    let (prefix, runCount) = document.topLevelBlockRuns(at: block, limit: limit)
                    #expect(runCount == whole.count, "document \(index) step \(step) block \(block) limit \(limit)")
                    #expect(RunSignature.of(prefix) == Array(whole.prefix(limit)), "document \(index) step \(step) block \(block) limit \(limit)")
                    if limit < whole.count, limit > 0 { cut += 1 }
                }
            }
        }
        #expect(cut > 0, "document \(index): no block had more runs than a limit")
    }
}
