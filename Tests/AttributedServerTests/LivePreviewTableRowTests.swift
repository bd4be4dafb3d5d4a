import AttributedMarkdown
import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing
@testable import AttributedServer

/// The live preview of long tables: an edit inside a body row renders that row (and a
/// neighbour) and answers an edit of the table's rows; the page stays equal to a full render.
@Suite("Live preview: long tables, row by row")
struct LivePreviewTableRowTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits in long tables: row edits keep the page equal to a full render", arguments: LongTableDocuments.all.indices)
    func rowEditsMatchFullRenders(document: Int) async throws {
        let pieces = LongTableDocuments.typed + ["^[caps](customStyle: 'boldcaps')", "café 🙂", "\u{301}", "| |", "||"]
        let page = try await LivePreviewTests().randomEdits(
            seed: UInt64(document * 11 + 3), start: LongTableDocuments.all[document], count: 60, pieces: pieces, chunkEdits: true,
            at: 0.2...0.8)
        #expect(page.chunkEdits > 0, "document \(document)")
    }

    /// The memory budget charges a preview for its long tables' and lists' parts (a second copy
    /// of their HTML), kept up to date through row edits: the charge after edits is a fresh
    /// preview's of the same text.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A preview's memory estimate counts its tables in parts, through row edits")
    func memoryEstimateCountsParts() throws {
        func preview(_ text: String) throws -> LivePreview {
            let document = try IncrementalAttributedDocument(
                markdown: text, including: LivePreview.Scope.self, syntaxExtensions: .gfm, identityNumbering: .unique)
            return try LivePreview(document: document, theme: .default, options: RenderOptions())
        }
        let rows = (0..<2_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
        let text = "| id | name |\n|---|---|\n" + rows
        var edited = try preview(text)
        let plain = try preview("Some text.\n\n" + String(repeating: "x", count: text.utf8.count - 12) + "\n")
        #expect(edited.estimatedMemorySize - plain.estimatedMemorySize > 2_000 * 100, "the table's parts are counted")
        var source = text
        var timing = ServerTiming()
        for (offset, insertion) in [(source.utf8.count / 2, "x"), (source.utf8.count / 3, "| new | row |\n"), (100, "longer text ")] {
            var bytes = Array(source.utf8)
            var at = offset
            while bytes[at - 1] != UInt8(ascii: "\n") { at += 1 }
            at += 2  // inside the row's first cell
            let patch = try edited.apply(.insert(insertion, at: at), timing: &timing)
            #expect(patch.chunkEdit != nil)
            bytes.insert(contentsOf: Array(insertion.utf8), at: at)
            source = String(decoding: bytes, as: UTF8.self)
        }
        #expect(edited.estimatedMemorySize == (try preview(source)).estimatedMemorySize)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a 2,000-row table sends its row, not the table; a new row sends one more")
    func rowEditIsSmall() async throws {
        let renderer = MarkdownDocumentRenderer()
        let text = "# Data\n\n| id | name |\n|---:|:---:|\n" + (0..<2_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
        var page = try LivePreviewTests.PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "t", caret: 0)))
        let tableHTML = page.blocks[1].html
        let middle = try #require(text.range(of: "| 1000 | the *pars")).upperBound.utf16Offset(in: text)
        let edit = try await renderer.editPreview(PreviewEditRequest(
            session: "t", revision: 0, start: middle, end: middle, text: "x", caret: middle + 1, chunkEdits: true))
        let rowEdit = try #require(edit.patch?.chunkEdit)
        #expect(rowEdit.removed == 1 && rowEdit.inserted.count == 1 && rowEdit.start == 1000)
        #expect(rowEdit.inserted[0] == "<tr>\n<td align=\"right\">1000</td>\n<td align=\"center\">the <em>parsxer</em> keeps <code>code</code></td>\n</tr>\n")
        #expect(edit.patch?.start == 1)
        // The inspector shows the caret's row, numbered as a full parse numbers it.
        let newText = String(text.utf16.prefix(middle))! + "x" + String(text.utf16.dropFirst(middle))!
        let fresh = try await renderer.openPreview(PreviewOpenRequest(
            markdown: newText, theme: "default", options: nil, session: "fresh", caret: middle + 1))
        #expect(edit.runs.map(\.text) == ["1000", "the ", "parsxer", " keeps ", "code"] && edit.blockRunCount == 5)
        #expect(edit.runs == fresh.runs)
        #expect(edit.runs.allSatisfy { ($0.attributes["NSPresentationIntent"] ?? "").contains("tableRow 1001") })
        let applied = page.apply(edit)
        #expect(applied)
        #expect(page.html == (try renderer.render(markdown: newText, theme: "default", options: RenderOptions()).html))
        // A new row: one more <tr>, and the later rows are numbered again (the inspector shows it).
        let lineEnd = try #require(newText.range(of: "| 1500 | the *parser* keeps `code` |")).upperBound.utf16Offset(in: newText)
        let added = try await renderer.editPreview(PreviewEditRequest(
            session: "t", revision: 1, start: lineEnd, end: lineEnd, text: "\n| new | row |", caret: lineEnd + 14, chunkEdits: true))
        let addedEdit = try #require(added.patch?.chunkEdit)
        #expect(addedEdit.inserted.count == addedEdit.removed + 1 && addedEdit.removed <= 2)
        #expect(addedEdit.inserted.contains("<tr>\n<td align=\"right\">new</td>\n<td align=\"center\">row</td>\n</tr>\n"))
        let appliedRow = page.apply(added)
        #expect(appliedRow)
        let utf16 = Array(newText.utf16)
        let third = String(decoding: utf16[..<lineEnd], as: UTF16.self) + "\n| new | row |" + String(decoding: utf16[lineEnd...], as: UTF16.self)
        #expect(page.html == (try renderer.render(markdown: third, theme: "default", options: RenderOptions()).html))
        let last = try await renderer.inspectPreview(PreviewInspectRequest(session: "t", revision: 2, caret: third.utf16.count - 4))
        #expect(last.runs.first?.attributes["NSPresentationIntent"]?.contains("tableRow 2001") == true)
        // Without chunkEdits, the whole table.
        let whole = try await renderer.editPreview(PreviewEditRequest(
            session: "t", revision: 2, start: 0, end: 0, text: "", caret: 0))
        #expect(whole.patch?.chunkEdit == nil)
        _ = tableHTML
    }

    /// A row typed key by key after a long table's last row: `|` and `| ` end the table (a
    /// paragraph after it), the next key makes the line a row: only that row is parsed, mapped and
    /// rendered (``ReparsedTableRows`` with the paragraph among the old blocks), and the page gets
    /// it as one new row of the `<tbody>`, the paragraph's block removed in the same patch.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A row typed after a long table's last row is sent as one new row, each key keeping the page right")
    func typedRowIsSentAlone() async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = "| id | name |\n|---:|:---:|\n" + (0..<1_000).map { "| \($0) | the *parser* keeps `code` |\n" }.joined()
            + "\nAfter.\n"
        var page = try await LivePreviewTests.PageModel.opened(text, session: "r", renderer: renderer)
        var at = try #require(text.range(of: "\n\nAfter.")).lowerBound.utf16Offset(in: text)
        var rowEdits = 0
        for key in ["\n", "|", " ", "n", "e", "w", " ", "|"] {
            let edit = try await page.edit(&text, at, at, to: key, session: "r", renderer: renderer)
            at += 1
            if let chunkEdit = edit.patch?.chunkEdit {
                #expect(chunkEdit.inserted.joined().utf8.count < 400, "\(key.debugDescription): \(chunkEdit)")
                if key == "n" {
                    // The table's rows (no nested path: the page finds the <tbody>), one row added after the
                    // 1,000 it had, and the paragraph `| ` gone with it.
                    #expect(chunkEdit.path == nil && chunkEdit.start == 1_000 && chunkEdit.removed == 0 && chunkEdit.inserted.count == 1)
                    #expect(edit.patch?.removed.count == 2)
                    rowEdits += 1
                }
            }
        }
        #expect(rowEdits == 1)  // `n`: the line became a row
        // Back to `| `: the row goes from the <tbody> and the paragraph comes back after the table, in one patch.
        for _ in 0..<5 {
            let edit = try await page.edit(&text, at - 1, at, to: "", session: "r", renderer: renderer)
            at -= 1
            if text.contains("| \n\nAfter.") {
                let chunkEdit = try #require(edit.patch?.chunkEdit)
                #expect(chunkEdit.path == nil && chunkEdit.start == 1_000 && chunkEdit.removed == 1 && chunkEdit.inserted.isEmpty)
                #expect(edit.patch?.removed.count == 1 && edit.patch?.inserted.count == 2)
                #expect(edit.patch?.inserted.last?.html == "<p>|</p>\n")
                break
            }
        }
        #expect(text.contains("| \n\nAfter."))
        // The blocks after the table are where the page has them: an edit in the paragraph after it fits.
        let after = try #require(text.range(of: "After.")).upperBound.utf16Offset(in: text)
        let edit = try await page.edit(&text, after, after, to: "!", session: "r", renderer: renderer)
        #expect(edit.patch?.start == 2 && edit.patch?.removed.count == 1)  // after the table and the paragraph `| `
    }
}
