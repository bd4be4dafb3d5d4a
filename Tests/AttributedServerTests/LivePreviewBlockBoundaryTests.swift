import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// Edits beside long blocks: the page stays equal to a full render, and an edited block is
/// rendered without a long neighbour whose runs cannot join its own.
@Suite("Live preview: edits beside long blocks")
struct LivePreviewBlockBoundaryTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits near blank lines keep the page equal to a full render", arguments: BlockBoundaryDocuments.all.indices)
    func randomEditsMatchFullRenders(document: Int) async throws {
        _ = try await LivePreviewTests().randomEdits(
            seed: UInt64(document * 13 + 5), start: BlockBoundaryDocuments.all[document], count: 60,
            pieces: BlockBoundaryDocuments.typed, chunkEdits: true)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke beside a long block renders the edited block, not its neighbour",
          arguments: ["table", "list", "code", "quote", "outline"])
    func neighbourNotRendered(kind: String) throws {
        var source = BlockBoundaryDocuments.longBlock(kind, count: 2_000)
        let document = try IncrementalAttributedDocument(
            markdown: source, including: LivePreview.Scope.self, syntaxExtensions: .gfm, identityNumbering: .unique)
        var preview = try LivePreview(document: document, theme: .default, options: RenderOptions())
        var timing = ServerTiming()
        // In the heading above the block, then in the paragraph after it.
        for (offset, rendered) in [(7, "Titlex".utf8.count), (source.utf8.count - 1, "After.x".utf8.count)] {
            let patch = try preview.apply(.insert("x", at: offset), timing: &timing)
            var bytes = Array(source.utf8)
            bytes.insert(UInt8(ascii: "x"), at: offset)
            source = String(decoding: bytes, as: UTF8.self)
            #expect(preview.lastRenderedUTF8Count == rendered, "\(kind) at \(offset)")
            #expect(patch.inserted.count == 1 && patch.removed.count == 1)
            let full = try LivePreview(
                document: IncrementalAttributedDocument(
                    markdown: source, including: LivePreview.Scope.self, syntaxExtensions: .gfm, identityNumbering: .unique),
                theme: .default, options: RenderOptions())
            #expect(preview.html == full.html, "\(kind) at \(offset)")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A neighbour whose runs have no intent is rendered with the edited block; edits around HTML blocks stay right")
    func joiningNeighboursRendered() async throws {
        // HTML blocks' runs have no presentation intent, so the renderer groups neighbouring ones:
        // the block beside one is rendered with it.
        let text = "<div>\none\n</div>\n\n<div>\ntwo\n</div>\n\nAfter.\n"
        let document = try IncrementalAttributedDocument(
            markdown: text, including: LivePreview.Scope.self, syntaxExtensions: .gfm, identityNumbering: .unique)
        var preview = try LivePreview(document: document, theme: .default, options: RenderOptions())
        var timing = ServerTiming()
        _ = try preview.apply(.insert("x", at: text.utf8.count - 1), timing: &timing)
        #expect(preview.lastRenderedUTF8Count > "After.x".utf8.count)
        _ = try await LivePreviewTests().randomEdits(
            seed: 77, start: text + "Para.\n\n<p>three</p>\n\n# Head\n", count: 40,
            pieces: ["x", "\n", "\n\n", "<div>\n", "</div>\n", "<!-- c -->\n", "# "], chunkEdits: true)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("After an edit above a long table or list, the inspector shows a row or item as a fresh preview does",
          arguments: ["table", "list"])
    func inspectorAfterAnEditAbove(kind: String) throws {
        var source = BlockBoundaryDocuments.longBlock(kind, count: 500)
        func preview(_ text: String) throws -> LivePreview {
            try LivePreview(
                document: IncrementalAttributedDocument(
                    markdown: text, including: LivePreview.Scope.self, syntaxExtensions: .gfm, identityNumbering: .unique),
                theme: .default, options: RenderOptions())
        }
        var edited = try preview(source)
        var timing = ServerTiming()
        for insertion in ["x", "\n\nNew paragraph.", "yz"] {
            _ = try edited.apply(.insert(insertion, at: 7), timing: &timing)
            var bytes = Array(source.utf8)
            bytes.insert(contentsOf: Array(insertion.utf8), at: 7)
            source = String(decoding: bytes, as: UTF8.self)
            let fresh = try preview(source)
            for marker in ["cell *250*", "item *250*", "cell *499*", "item *499*", "| a |"] {
                guard let range = source.range(of: marker) else { continue }
                let offset = source.utf8.distance(from: source.utf8.startIndex, to: range.upperBound)
                let inspected = edited.inspect(atSourceOffset: offset)
                #expect(!inspected.runs.isEmpty, "\(kind) \(marker)")
                #expect(inspected.runs == fresh.inspect(atSourceOffset: offset).runs, "\(kind) \(marker) after \(insertion.debugDescription)")
            }
        }
    }

    /// Found by 300 random edits in a long task list: a paragraph starting with a combining mark
    /// makes one character with the last letter of the block before it (blocks' texts are joined
    /// with no separator), and the renderer gives that character to one block as the whole
    /// string has it; a slice cut between the two rendered it otherwise (an empty paragraph, or
    /// the letter in the other block). Such an edit renders the whole preview.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Blocks that start with a combining mark, a modifier or a joiner: the page stays equal to a full render", arguments: 0..<4)
    func combiningMarksAtBlockStarts(seed: Int) async throws {
        let marks = ["\u{301}", "🏽", "\u{200D}", "🇷"]
        let start = (0..<24).map { index in
            index % 3 == 0 ? marks[(index / 3 + seed) % marks.count] + " text \(index)\n\n" : "Para é 👍 🇫 \(index)\n\n"
        }.joined() + (0..<10).map { "- item \($0) é\n" }.joined()
        let pieces = ["x", "é", "\n\n", "\n\n\u{301}", "\u{301}", "🏽", "👍", "\u{200D}", "🇫", "🇷", "- ", "\n"]
        _ = try await LivePreviewTests().randomEdits(
            seed: UInt64(seed + 900), start: start, count: 120, pieces: pieces, chunkEdits: true)
    }
}
