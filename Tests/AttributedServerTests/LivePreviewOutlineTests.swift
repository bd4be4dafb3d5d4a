import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// The live preview of outlines (a short list whose last item holds a long list): an edit inside
/// a nested item renders that item (and a neighbour) and answers an edit of the nested list's
/// items, with the path to it; the page stays equal to a full render.
@Suite("Live preview: outlines, nested item by nested item")
struct LivePreviewOutlineTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits in outlines keep the page equal to a full render", arguments: LongOutlineDocuments.all.indices)
    func itemEditsMatchFullRenders(document: Int) async throws {
        let pieces = LongOutlineDocuments.typed + ["^[caps](customStyle: 'boldcaps')", "café 🙂", "\u{301}", "  - [ ] "]
        let page = try await LivePreviewTests().randomEdits(
            seed: UInt64(document * 17 + 9), start: LongOutlineDocuments.all[document], count: 60, pieces: pieces, chunkEdits: true,
            at: 0.3...0.85)
        #expect(page.chunkEdits > 0, "document \(document)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a 2,000-item outline sends its nested item, under the item's paragraph", arguments: [false, true])
    func itemEditIsSmall(loose: Bool) async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = "# Plan\n\n- a\n- Release notes\n" + (loose ? "\n" : "")
            + (0..<2_000).map { "  - Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var page = try await LivePreviewTests.PageModel.opened(text, session: "o", renderer: renderer)
        let middle = try #require(text.range(of: "#1000: the")).upperBound.utf16Offset(in: text)
        let answer = try await page.edit(&text, middle, middle, to: "x", session: "o", renderer: renderer)
        let edit = try #require(answer.patch?.chunkEdit)
        // The outer list's second item; in it, the nested list after the paragraph (a tight list's item text is no element).
        #expect(edit.path == [1, loose ? 1 : 0] && edit.start == 1000 && edit.removed == 1)
        #expect(edit.inserted == ["<li>Fixed issue #1000: thex <em>parser</em> keeps <code>code</code></li>\n"])
        let fresh = try await renderer.openPreview(PreviewOpenRequest(
            markdown: text, theme: "default", options: nil, session: "fresh", caret: middle + 1))
        #expect(answer.runs == fresh.runs && answer.runs.count == 4)
        // A new nested item typed at the end of one.
        let end = try #require(text.range(of: "#1500: the *parser* keeps `code`")).upperBound.utf16Offset(in: text)
        let added = try await page.edit(&text, end, end, to: "\n  - new", session: "o", renderer: renderer)
        let addedEdit = try #require(added.patch?.chunkEdit)
        #expect(addedEdit.inserted.count == addedEdit.removed + 1 && addedEdit.inserted.contains("<li>new</li>\n"))
    }
}
