import AttributedMarkdown
import Foundation
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// Typing an extended attribute in the live preview: while it cannot be decoded, each keystroke
/// still renders the block it is in, the blocks keep their source lines (scroll sync), and the
/// warning is the full render's.
@Suite("Live preview: extended attributes being typed")
struct LivePreviewDecodingFailureTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Typing an attribute keeps the update block-wise, the lines known and the warnings the full render's",
          arguments: 0..<3)
    func typingAnAttribute(place: Int) async throws {
        let renderer = MarkdownDocumentRenderer()
        var text: String
        switch place {
        case 0: text = (try #require(TestCorpus.text("swift-evolution-0283-tuples.md"))) + "\nLast paragraph.\n"
        case 1: text = LongListDocuments.all[0]
        default: text = "# Notes\n\nFirst ^[bad](k: ) paragraph.\n\n" + (try #require(TestCorpus.text("swift-evolution-0283-tuples.md")))
        }
        let openResponse = try await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "a", caret: 0))
        var page = try LivePreviewTests.PageModel(openResponse)
        let opened = try renderer.render(markdown: text, theme: "default", options: RenderOptions())
        #expect(page.html == opened.html)
        #expect(openResponse.warnings == opened.warnings)
        #expect(opened.warnings.isEmpty == (place != 2))
        #expect(!page.blocks.contains { $0.line < 0 })
        // Between the brackets of an attribute in the last paragraph, or in the middle of the list.
        var offset = place == 1 ? text.utf16.count / 2 : text.utf16.count - 2
        let utf16 = Array(text.utf16)
        while offset > 0, utf16[offset - 1] == 0x0A { offset -= 1 }
        var edits: [(String, Int)] = [(" ^[word]()", offset)]
        offset += " ^[word](".utf16.count
        for character in "rotation: 5, color: 'red'" {
            edits.append((String(character), offset))
            offset += 1
        }
        var warned = 0
        for (step, (insertion, at)) in edits.enumerated() {
            let response = try await renderer.editPreview(PreviewEditRequest(
                session: "a", revision: page.revision, start: at, end: at, text: insertion, caret: at + 1, chunkEdits: false))
            var utf16 = Array(text.utf16)
            utf16.insert(contentsOf: Array(insertion.utf16), at: at)
            text = String(decoding: utf16, as: UTF16.self)
            let applied = page.apply(response)
            #expect(applied, "step \(step)")
            let patch = try #require(response.patch)
            // The edited block (or item) alone: never the whole document again.
            #expect(patch.removed.count <= 1 && patch.inserted.count <= 1, "step \(step): \(patch.removed.count) blocks replaced")
            let full = try renderer.render(markdown: text, theme: "default", options: RenderOptions())
            #expect(page.html == full.html, "step \(step)")
            #expect(response.warnings == full.warnings, "step \(step)")
            if !full.warnings.isEmpty { warned += 1 }
            let fresh = try LivePreviewTests.PageModel(await renderer.openPreview(
                PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "fresh", caret: 0)))
            #expect(!page.blocks.contains { $0.line < 0 }, "step \(step): a block's line is unknown")
            #expect(page.blocks.map(\.line) == fresh.blocks.map(\.line), "step \(step): lines")
        }
        // The typed attribute was malformed for most keystrokes (the first document's other one always).
        #expect(warned >= (place == 2 ? edits.count : edits.count - 5), "\(warned) of \(edits.count) keystrokes warned")
    }
}
