@testable import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// An `IncrementalDocument` that defers the range moves of the blocks after each edit
/// (`defersRangeShifts`, the live preview's) answers exactly what a full parse gives: its
/// `document`, and block by block its package accessors, which apply the pending moves.
@Suite("Incremental parsing with deferred range moves")
struct IncrementalDeferredShiftTests {
    @Test("Typing and random edits", arguments: TestCorpus.fileNames)
    func typingAndRandomEdits(fileName: String) throws {
        let text = try #require(TestCorpus.text(fileName), "missing corpus file \(fileName)")
        let options = ParseOptions(extensions: .gfm)
        var editor = IncrementalDocument(source: text, options: options, defersRangeShifts: true)
        let parser = MarkdownParser(options: options)
        var generator = SeededGenerator(seed: UInt64(fileName.utf8.count * 7 + 3))
        var caret = editor.source.utf8.count / 2
        for step in 0..<240 {
            let bytes = Array(editor.source.utf8)
            let edit: SourceEdit
            if Int.random(in: 0..<4, using: &generator) == 0 {
                edit = RandomEdits.edit(of: editor.source, using: &generator)
            } else {
                // Typing: mostly at the caret, sometimes somewhere else (more steps to merge).
                if Int.random(in: 0..<5, using: &generator) == 0 { caret = Int.random(in: 0...bytes.count, using: &generator) }
                caret = Swift.min(caret, bytes.count)
                while caret > 0, caret < bytes.count, bytes[caret] & 0xC0 == 0x80 { caret -= 1 }
                if Int.random(in: 0..<4, using: &generator) == 0, caret > 0 {
                    var start = caret - 1
                    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                    edit = .delete(SourceRange(start, caret))
                } else {
                    edit = .insert(["x", " ", "\n", "\n\n", "é", "# ", "- "][Int.random(in: 0..<7, using: &generator)], at: caret)
                }
            }
            let update = try editor.apply(edit)
            caret = edit.range.lowerBound + edit.replacement.utf8.count
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "step \(step): \(edit) (\(update))")
            #expect(editor.topLevelBlockCount == expected.blocks.count)
            #expect(editor.lineTable == expected.lineTable)
            if editor.topLevelBlockCount == expected.blocks.count {
                let ranges = expected.blocks.indices.map { editor.topLevelBlockRange(at: $0) }
                #expect(ranges == expected.blocks.map(\.range), "step \(step): \(edit)")
                #expect(editor.topLevelBlocks(0..<expected.blocks.count) == expected.blocks, "step \(step)")
                if case .spliced(let region) = update {
                    // The replaced blocks can be read without a copy of the tree.
                    let exact = editor.document(exactIn: region.newBlocks)
                    #expect(Array(exact.blocks[region.newBlocks]) == Array(expected.blocks[region.newBlocks]), "step \(step)")
                }
            }
            if editor.document != expected { return }
        }
    }

    @Test("Pending moves merge, and apply as recorded")
    func pendingMoves() {
        var shifts = PendingRangeShifts()
        // Block 5 of 10 replaced by one block, 3 bytes longer.
        shifts.splice(5..<6, newCount: 1, delta: 3, blockCount: 10)
        #expect((0..<10).map { shifts.shift(at: $0) } == [0, 0, 0, 0, 0, 0, 3, 3, 3, 3])
        // Typing on in the same block merges into the same step.
        shifts.splice(5..<6, newCount: 1, delta: 1, blockCount: 10)
        #expect(shifts.steps.count == 1)
        #expect((0..<10).map { shifts.shift(at: $0) } == [0, 0, 0, 0, 0, 0, 4, 4, 4, 4])
        // Blocks 2..<4 replaced by three blocks, 2 bytes shorter: the new blocks are exact, the
        // block that was 4 (now 5) keeps its shift, later blocks move by -2 too.
        shifts.splice(2..<4, newCount: 3, delta: -2, blockCount: 11)
        #expect((0..<11).map { shifts.shift(at: $0) } == [0, 0, 0, 0, 0, -2, -2, 2, 2, 2, 2])
        // A splice over a region with pending moves inside.
        shifts.splice(4..<8, newCount: 0, delta: 5, blockCount: 7)
        #expect((0..<7).map { shifts.shift(at: $0) } == [0, 0, 0, 0, 7, 7, 7])
        var blocks = (0..<7).map { BlockNode(kind: .paragraph, range: SourceRange($0 * 10, $0 * 10 + 5)) }
        shifts.apply(to: &blocks)
        #expect(shifts.isEmpty)
        #expect(blocks.map(\.range.lowerBound) == [0, 10, 20, 30, 47, 57, 67])
    }
}
