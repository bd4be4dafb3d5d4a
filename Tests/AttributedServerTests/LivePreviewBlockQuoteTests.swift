import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// The live preview of long block quotes (a quoted mail thread, a long alert): an edit inside a
/// child renders that child (and a neighbour) and answers an edit of the quote's element
/// children; the page stays equal to a full render.
@Suite("Live preview: long quotes, child by child")
struct LivePreviewBlockQuoteTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits in long quotes keep the page equal to a full render", arguments: LongBlockQuoteDocuments.all.indices)
    func childEditsMatchFullRenders(document: Int) async throws {
        let pieces = LongBlockQuoteDocuments.typed + ["^[caps](customStyle: 'boldcaps')", "café 🙂", "\u{301}", "> - [ ] "]
        let page = try await LivePreviewTests().randomEdits(
            seed: UInt64(document * 11 + 3), start: LongBlockQuoteDocuments.all[document], count: 60, pieces: pieces, chunkEdits: true,
            at: 0.15...0.85)
        #expect(page.chunkEdits > 0, "document \(document)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a 2,000-message thread sends its paragraph, an alert's after its title", arguments: [false, true])
    func childEditIsSmall(alert: Bool) async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = "# Thread\n\n" + (alert ? "> [!TIP]\n" : "") + (0..<2_000).map { "> On day \($0) *someone* wrote `code`\n>\n" }.joined()
        var page = try await LivePreviewTests.PageModel.opened(text, session: "q", renderer: renderer)
        let middle = try #require(text.range(of: "On day 1000 ")).upperBound.utf16Offset(in: text)
        let answer = try await page.edit(&text, middle, middle, to: "x", session: "q", renderer: renderer)
        let edit = try #require(answer.patch?.chunkEdit)
        #expect(edit.path == [] && edit.removed == 1 && edit.inserted.count == 1)
        #expect(edit.inserted.first == "<p>On day 1000 x<em>someone</em> wrote <code>code</code></p>\n")
        // The paragraph's index among the quote's element children (an alert's title is the first).
        #expect(edit.start == 1000 + (alert ? 1 : 0))
        #expect(answer.patch?.start == 1)
        // The inspector shows the caret's paragraph, numbered as a full parse numbers it.
        let fresh = try await renderer.openPreview(PreviewOpenRequest(
            markdown: text, theme: "default", options: nil, session: "fresh", caret: middle + 1))
        #expect(answer.runs == fresh.runs && answer.runs.count == 4)
        // A quoted blank line typed inside the paragraph: one paragraph more, the page still equal to a full render.
        let split = try await page.edit(&text, middle, middle, to: "\n>\n> ", session: "q", renderer: renderer)
        let splitEdit = try #require(split.patch?.chunkEdit)
        #expect(splitEdit.inserted.count == splitEdit.removed + 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A quote holding raw HTML is re-rendered whole, still equal to a full render")
    func rawHTMLKeepsTheQuoteWhole() async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = (0..<20).map { "> <div>\n> x\($0)\n> </div>\n>\n> y\($0)\n>\n" }.joined()
        var page = try await LivePreviewTests.PageModel.opened(text, session: "h", renderer: renderer)
        let middle = try #require(text.range(of: "y10")).upperBound.utf16Offset(in: text)
        // `edit` expects the patch to fit the page and the page to equal the full render: a part-wise
        // edit would count the quote's children as its element children, which the omitted HTML's
        // comments are not.
        try await page.edit(&text, middle, middle, to: "z", session: "h", renderer: renderer)
        try await page.edit(&text, middle, middle, to: "\n>\n> ", session: "h", renderer: renderer)
    }
}
