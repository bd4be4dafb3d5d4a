import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// The live preview of long lists: an edit inside an item renders that item (and a neighbour)
/// and answers an edit of the list's items; the page stays equal to a full render.
@Suite("Live preview: long lists, item by item")
struct LivePreviewListItemTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits in long lists: item edits keep the page equal to a full render", arguments: LongListDocuments.all.indices)
    func itemEditsMatchFullRenders(document: Int) async throws {
        let pieces = LongListDocuments.typed + ["^[caps](customStyle: 'boldcaps')", "café 🙂", "\u{301}", "- [ ] "]
        let page = try await LivePreviewTests().randomEdits(
            seed: UInt64(document * 13 + 5), start: LongListDocuments.all[document], count: 60, pieces: pieces, chunkEdits: true,
            at: 0.15...0.85)
        // Headings inside items keep the list whole (their anchors are numbered document-wide).
        if !LongListDocuments.all[document].contains("# Heading") { #expect(page.chunkEdits > 0, "document \(document)") }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a 2,000-item list sends its item, not the list; a page that does not ask gets the list")
    func itemEditIsSmall() async throws {
        let renderer = MarkdownDocumentRenderer()
        let text = "# Changelog\n\n" + (0..<2_000).map { "- Fixed issue #\($0): the *parser* keeps `code`\n" }.joined()
        var page = try LivePreviewTests.PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "l", caret: 0)))
        let listHTML = page.blocks[1].html
        let middle = text.utf16.count / 2
        let edit = try await renderer.editPreview(PreviewEditRequest(
            session: "l", revision: 0, start: middle, end: middle, text: "x", caret: middle + 1, chunkEdits: true))
        let itemEdit = try #require(edit.patch?.chunkEdit)
        #expect(itemEdit.removed == 1 && itemEdit.inserted.count == 1)
        #expect(itemEdit.inserted[0].hasPrefix("<li>") && itemEdit.inserted[0].hasSuffix("</li>\n"))
        #expect(edit.patch?.start == 1)
        // The inspector shows the caret's item, numbered as a full parse numbers it.
        let newText = String(text.utf16.prefix(middle))! + "x" + String(text.utf16.dropFirst(middle))!
        let fresh = try await renderer.openPreview(PreviewOpenRequest(
            markdown: newText, theme: "default", options: nil, session: "fresh", caret: middle + 1))
        #expect(edit.runs.map(\.text) == ["Fixed issue #1011: the ", "parsexr", " keeps ", "code"] && edit.blockRunCount == 4)
        #expect(edit.runs == fresh.runs)
        #expect(edit.runs.allSatisfy { ($0.attributes["NSPresentationIntent"] ?? "").contains("listItem") })
        let applied = page.apply(edit)
        #expect(applied)
        #expect(page.html == (try renderer.render(markdown: newText, theme: "default", options: RenderOptions()).html))
        // Without chunkEdits, the whole list.
        let whole = try await renderer.editPreview(PreviewEditRequest(
            session: "l", revision: 1, start: middle, end: middle + 1, text: "", caret: middle))
        #expect(whole.patch?.chunkEdit == nil)
        #expect(whole.patch?.inserted.map(\.html) == [listHTML])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A new item in a 2,000-item list sends the new item, not the list")
    func newItemIsSmall() async throws {
        let renderer = MarkdownDocumentRenderer()
        let text = (0..<2_000).map { "\($0 + 1). Step \($0): *run* it\n" }.joined()
        var page = try LivePreviewTests.PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "n", caret: 0)))
        let lineEnd = try #require(text.range(of: "Step 999: *run* it")).upperBound.utf16Offset(in: text)
        let edit = try await renderer.editPreview(PreviewEditRequest(
            session: "n", revision: 0, start: lineEnd, end: lineEnd, text: "\n1. new", caret: lineEnd + 7, chunkEdits: true))
        let itemEdit = try #require(edit.patch?.chunkEdit)
        #expect(itemEdit.inserted.count == itemEdit.removed + 1 && itemEdit.removed <= 2)
        #expect(itemEdit.inserted.contains("<li>new</li>\n"))
        let applied = page.apply(edit)
        #expect(applied)
        let utf16 = Array(text.utf16)
        let newText = String(decoding: utf16[..<lineEnd], as: UTF16.self) + "\n1. new" + String(decoding: utf16[lineEnd...], as: UTF16.self)
        #expect(page.html == (try renderer.render(markdown: newText, theme: "default", options: RenderOptions()).html))
        // The inspector numbers the items after it as a full parse does.
        let last = try await renderer.inspectPreview(PreviewInspectRequest(session: "n", revision: 1, caret: newText.utf16.count - 2))
        #expect(last.runs.first?.attributes["NSPresentationIntent"]?.contains("listItem 2001") == true)
    }
}
