import AttributedMarkdown
import AttributedRendering
import Foundation
import Hummingbird
import HummingbirdTesting
import MarkdownSyntax
import Testing
import TutorialScope
@testable import AttributedServer

/// The live preview: a page opens a session with its text, then sends edits and patches the
/// blocks the server answers. After every edit the page's blocks must be exactly the full
/// render of the text.
@Suite("Live preview: edits in, changed blocks out")
struct LivePreviewTests {
    /// What a page holds: the wrapper, the blocks in order, the footnote section.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    struct PageModel {
        var opening = ""
        var closing = ""
        var blocks: [(id: Int, html: String, line: Int)] = []
        var footnotes = ""
        var revision = 0
        /// How many patches edited a code block's chunks in place.
        var chunkEdits = 0

        init(_ response: PreviewResponse) throws {
            opening = try #require(response.opening)
            closing = try #require(response.closing)
            blocks = try #require(response.blocks).map { ($0.id, $0.html, $0.line) }
            footnotes = response.footnotes ?? ""
            revision = response.revision
        }

        var html: String { opening + blocks.map(\.html).joined() + footnotes + closing }

        /// The page of a session `session` opened with `text`.
        static func opened(_ text: String, session: String, renderer: MarkdownDocumentRenderer) async throws -> PageModel {
            try PageModel(await renderer.openPreview(
                PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: session, caret: 0)))
        }

        /// Replaces `text`'s UTF-16 range `start..<end` with `replacement` in session `session` (the
        /// page asking for chunk edits), applies the answer as editor.js does, and expects it to fit
        /// and the page to equal the new text's full render. Returns the answer.
        @discardableResult
        mutating func edit(
            _ text: inout String, _ start: Int, _ end: Int, to replacement: String, session: String,
            renderer: MarkdownDocumentRenderer, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) async throws -> PreviewResponse {
            let answer = try await renderer.editPreview(PreviewEditRequest(
                session: session, revision: revision, start: start, end: end, text: replacement, caret: start + replacement.utf16.count,
                chunkEdits: true))
            let applied = apply(answer)
            #expect(applied, "the patch does not fit the page", sourceLocation: sourceLocation)
            let utf16 = Array(text.utf16)
            text = String(decoding: utf16[..<start], as: UTF16.self) + replacement + String(decoding: utf16[end...], as: UTF16.self)
            #expect(html == (try renderer.render(markdown: text, theme: "default", options: RenderOptions()).html),
                    "after \(replacement.debugDescription) at \(start)", sourceLocation: sourceLocation)
            return answer
        }

        /// Applies `patch` as editor.js does; false when the page is out of step.
        mutating func apply(_ response: PreviewResponse) -> Bool {
            guard let patch = response.patch else { return false }
            let end = patch.start + patch.removed.count
            guard end <= blocks.count, blocks[patch.start..<end].map(\.id) == patch.removed else { return false }
            if let edit = patch.chunkEdit {
                // The first removed block's parts edited in place, the other removed blocks gone, as
                // editor.js does.
                guard !patch.removed.isEmpty, !patch.inserted.isEmpty, patch.inserted[0].html.isEmpty,
                      let html = edit.applied(to: blocks[patch.start].html) else { return false }
                chunkEdits += 1
                // The other inserted blocks, whole, after it.
                blocks.replaceSubrange(
                    patch.start..<end, with: [(patch.inserted[0].id, html, patch.inserted[0].line)] + patch.inserted.dropFirst().map { ($0.id, $0.html, $0.line) })
            } else {
                blocks.replaceSubrange(patch.start..<end, with: patch.inserted.map { ($0.id, $0.html, $0.line) })
            }
            for moved in patch.movedLines where moved.index < blocks.count { blocks[moved.index].line = moved.line }
            if patch.lineShift != 0 {
                for index in patch.shiftFrom..<blocks.count { blocks[index].line += patch.lineShift }
            }
            if let footnotes = patch.footnotes { self.footnotes = footnotes }
            revision = response.revision
            return true
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let pieces = [
        "# Heading\n", "Some *text* and **more**.\n", "\n", "- item\n", "1. one\n", "> quote\n", "```\ncode\n```\n",
        "<div>\nraw\n</div>\n", "| a | b |\n|---|---|\n| c | d |\n", "[ref]: /url\n", "[ref] link\n",
        "^[caps](customStyle: 'boldcaps')\n", "^[bad](customStyle: \n", "a note[^1]\n", "[^1]: the note\n",
        "---\n", "    indented\n", "- [ ] task\n", "café 🙂 ", "x", "\n\n", "`", "*", "<!-- c -->\n",
    ]

    /// `count` random edits (insert a piece, delete a range, replace) to a document that starts
    /// as `start`; after each, the page's HTML equals the full render of the server's text.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @discardableResult
    func randomEdits(seed: UInt64, start: String, count: Int, pieces: [String] = pieces, chunkEdits: Bool = false,
                     at positions: ClosedRange<Double> = 0...1) async throws -> PageModel {
        var generator = SeededRenderGenerator(seed: seed)
        let renderer = MarkdownDocumentRenderer()
        var text = start
        var page = try PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "s", caret: 0)))
        #expect(page.html == (try renderer.render(markdown: text, theme: "default", options: RenderOptions()).html))
        for step in 0..<count {
            let utf16 = Array(text.utf16)
            let low = Int(positions.lowerBound * Double(utf16.count)), high = Int(positions.upperBound * Double(utf16.count))
            var lower = Int.random(in: low...high, using: &generator)
            var upper = Swift.min(utf16.count, lower + Int.random(in: 0..<12, using: &generator))
            // Whole characters only, as a text field edits.
            while lower > 0, lower < utf16.count, UTF16.isTrailSurrogate(utf16[lower]) { lower -= 1 }
            while upper < utf16.count, UTF16.isTrailSurrogate(utf16[upper]) { upper += 1 }
            let kind = Int.random(in: 0..<3, using: &generator)
            if kind == 0 { upper = lower }
            let replacement = kind == 1 ? "" : pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            let response = try await renderer.editPreview(PreviewEditRequest(
                session: "s", revision: page.revision, start: lower, end: upper, text: replacement, caret: lower,
                chunkEdits: chunkEdits))
            let prefix = String(decoding: utf16[..<lower], as: UTF16.self)
            let suffix = String(decoding: utf16[upper...], as: UTF16.self)
            text = prefix + replacement + suffix
            let applied = page.apply(response)
            #expect(applied, "step \(step): the patch does not fit the page")
            let full = try renderer.render(markdown: text, theme: "default", options: RenderOptions())
            #expect(page.html == full.html, "seed \(seed) step \(step): \(text.debugDescription)")
            // The blocks' source lines (the page's scroll sync) as a fresh session gives them, where
            // the page knows them (a session that rendered everything without a block-wise split,
            // after a failed mapping, a footnote, or text the blocks do not add up to, says -1).
            let fresh = try PageModel(await renderer.openPreview(
                PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "fresh", caret: 0)))
            if fresh.html == page.html, !page.blocks.contains(where: { $0.line < 0 }) {
                #expect(page.blocks.map(\.line) == fresh.blocks.map(\.line), "seed \(seed) step \(step): lines")
            }
            #expect(response.characterCount == full.characterCount)
            #expect(response.runCount == full.runCount)
            #expect(response.warnings == full.warnings)
            if page.html != full.html { return page }
        }
        return page
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Edits in and around a long code block: chunk edits keep the page equal to a full render", arguments: 0..<6)
    func chunkEditsMatchFullRenders(seed: Int) async throws {
        let code = (1...300).map { "let value\($0) = \"text \($0)\" /* note */ + 1" }.joined(separator: "\n")
        let start = "# Log\n\nBefore.\n\n```swift\n" + code + "\n```\n\nAfter *this*.\n"
        let codePieces = ["x", "\n", "\"", "/*", "*/", "<&>", "é🙂", "```", "\n\n", "let ", "\n```\n"]
        // Most edits inside the block (its text is 0.02…0.98 of the document), some across its fences.
        let page = try await randomEdits(seed: UInt64(seed), start: start, count: 40, pieces: codePieces, chunkEdits: true,
                                         at: seed < 4 ? 0.1...0.9 : 0...1)
        #expect(page.chunkEdits > 0)
    }

    /// Blocks whose containers hold many children: a quoted thread, outlines (tight and loose), an
    /// alert, a quote holding a list and code, lists three deep.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let nestedDocuments: [String] = [
        (0..<30).map { "> Quoted line \($0) with *emphasis* and `code`.\n>\n" }.joined() + "\nAfter.\n",
        "- Release notes\n" + (0..<30).map { "  - Fixed issue #\($0): the *parser* keeps `code`\n" }.joined() + "\nAfter.\n",
        "# Plan\n\n- Release notes\n\n" + (0..<30).map { "  1. Step \($0) with [a link](https://example.com/\($0))\n\n" }.joined(),
        "> [!NOTE]\n" + (0..<20).map { "> Note \($0) *here*.\n>\n" }.joined() + "> - a\n> - b\n",
        "> Intro\n>\n> - one\n> - two\n>   - deep *one*\n>   - deep two\n>\n> ```swift\n> let x = 1\n> ```\n>\n> End.\n",
        "- a\n  - b\n    - c *1*\n    - c 2\n    - c 3\n  - b 2\n- a 2\n",
    ]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits in quotes, outlines and alerts: nested edits keep the page equal to a full render",
          arguments: nestedDocuments.indices)
    func nestedEditsMatchFullRenders(document index: Int) async throws {
        let pieces = ["x", " ", "\n", "\n\n", "> ", ">", "- ", "  ", "*", "`", "```", "[!NOTE]", "1. ", "é🙂", "<div>"]
        var nested = 0
        for seed in 0..<3 {
            let page = try await randomEdits(seed: UInt64(index * 10 + seed + 500), start: Self.nestedDocuments[index], count: 40,
                                             pieces: pieces, chunkEdits: true, at: 0.05...0.95)
            nested += page.chunkEdits
        }
        #expect(nested > 0, "document \(index): no nested edit")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a quoted thread or an outline sends the changed paragraph or item, not the block")
    func nestedEditIsSmall() async throws {
        let renderer = MarkdownDocumentRenderer()
        let documents = [
            (0..<2_000).map { "> Quoted line \($0) with *emphasis* and `code`.\n>\n" }.joined(),
            "- Release notes\n" + (0..<2_000).map { "  - Fixed issue #\($0): the *parser* keeps `code`\n" }.joined(),
        ]
        for (number, text) in documents.enumerated() {
            var page = try await PageModel.opened(text, session: "q\(number)", renderer: renderer)
            let middle = text.utf16.count / 2
            let edit = try await renderer.editPreview(PreviewEditRequest(
                session: "q\(number)", revision: 0, start: middle, end: middle, text: "x", caret: middle + 1, chunkEdits: true))
            let chunkEdit = try #require(edit.patch?.chunkEdit)
            #expect(chunkEdit.path == (number == 0 ? [] : [0, 0]))  // the tight item's text is no element
            #expect(chunkEdit.removed == 1 && chunkEdit.inserted.count == 1)
            #expect(chunkEdit.inserted.joined().utf8.count < 400)
            #expect(edit.patch?.inserted.first?.html == "")
            let applied = page.apply(edit)
            #expect(applied)
            let newText = String(text.utf16.prefix(middle))! + "x" + String(text.utf16.dropFirst(middle))!
            #expect(page.html == (try renderer.render(markdown: newText, theme: "default", options: RenderOptions()).html))
        }
    }

    /// The renderer skips the per-run style lookup only when the source has no extended
    /// attribute; a run styled by the tutorial's transform keeps its `<span style>` through edits,
    /// and loses it when the attribute is deleted.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A run styled by an extended attribute keeps its span style through edits; without one, none")
    func styledRunsKeepTheirStyle() async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = "Para ^[red](customColor: 'danger') and text.\n\nSecond.\n\n- a\n- b\n"
        var page = try await PageModel.opened(text, session: "st", renderer: renderer)
        #expect(page.html.contains("<span style=\""))
        for (start, end, replacement) in [(text.utf16.count - 2, text.utf16.count - 2, "x"), (0, 0, "More. "), (5, 5, "y")] {
            try await page.edit(&text, start, end, to: replacement, session: "st", renderer: renderer)
            #expect(page.html.contains("<span style=\""))
        }
        // The attribute deleted: its text stays, unstyled.
        let attribute = try #require(text.range(of: "^[red](customColor: 'danger')"))
        try await page.edit(&text, attribute.lowerBound.utf16Offset(in: text), attribute.upperBound.utf16Offset(in: text),
                            to: "red", session: "st", renderer: renderer)
        #expect(!page.html.contains("<span style=\""))
    }

    /// The page edits the chunks of a top-level code block's one `<code>` only; a code block inside
    /// a list item is one child of the item, which a nested edit (with a path) replaces whole.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Long code blocks inside a list get no code-chunk edit: the item's changed child is sent, and the page stays right")
    func nestedCodeBlockIsTheItemsChild() async throws {
        let renderer = MarkdownDocumentRenderer()
        let code = (1...200).map { "let value\($0) = \"text \($0)\"" }.joined(separator: "\n  ")
        var text = "- first\n\n  ```swift\n  " + code + "\n  ```\n\n  between `x`\n\n  ```swift\n  " + code + "\n  ```\n"
        var page = try await PageModel.opened(text, session: "n", renderer: renderer)
        #expect(page.blocks.count == 1 && page.blocks[0].html.hasPrefix("<ul>"))
        #expect(page.blocks[0].html.components(separatedBy: "<span class=\"am-code-chunk\">").count > 3)
        // A letter in each code block, and one in the text between them.
        for marker in ["value100 ", "between", "value150 "] {
            let offsets = [text.range(of: marker)!, text.range(of: marker, options: .backwards)!]
            for range in Set(offsets.map { $0.lowerBound.utf16Offset(in: text) }).sorted() {
                let edit = try await page.edit(&text, range, range, to: "x", session: "n", renderer: renderer)
                let chunkEdit = try #require(edit.patch?.chunkEdit)
                // The item's one changed child (a code block, or the paragraph between them).
                #expect(chunkEdit.path == [0] && chunkEdit.removed == 1 && chunkEdit.inserted.count == 1)
                #expect(chunkEdit.inserted.joined().utf8.count * 2 < page.blocks[0].html.utf8.count)
            }
        }
        #expect(page.chunkEdits == 5)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A keystroke in a long code block sends the chunks it changed, not the block; a page that does not ask gets the block")
    func chunkEditIsSmall() async throws {
        let renderer = MarkdownDocumentRenderer()
        let code = (1...2_000).map { "let value\($0) = \"text \($0)\" // note" }.joined(separator: "\n")
        let text = "```swift\n" + code + "\n```\n"
        var page = try PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "c", caret: 0)))
        let blockHTML = page.blocks[0].html
        let middle = text.utf16.count / 2
        let edit = try await renderer.editPreview(PreviewEditRequest(
            session: "c", revision: 0, start: middle, end: middle, text: "x", caret: middle + 1, chunkEdits: true))
        let chunkEdit = try #require(edit.patch?.chunkEdit)
        // The chunk with the line, and at most its neighbours when the line's new text moves a chunk's end.
        #expect(chunkEdit.removed <= 3 && chunkEdit.inserted.count <= 3)
        #expect(chunkEdit.inserted.joined().utf8.count * 4 < blockHTML.utf8.count)
        let applied = page.apply(edit)
        #expect(applied)
        let newText = String(text.utf16.prefix(middle))! + "x" + String(text.utf16.dropFirst(middle))!
        #expect(page.html == (try renderer.render(markdown: newText, theme: "default", options: RenderOptions()).html))
        // Without chunkEdits, the whole block.
        let whole = try await renderer.editPreview(PreviewEditRequest(
            session: "c", revision: 1, start: middle, end: middle + 1, text: "", caret: middle))
        #expect(whole.patch?.chunkEdit == nil)
        #expect(whole.patch?.inserted.map(\.html) == [blockHTML])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits: the patched page equals a full render", arguments: 0..<12)
    func randomEditsMatchFullRenders(seed: Int) async throws {
        let start = (0..<20).map { Self.pieces[($0 * 7 + seed) % Self.pieces.count] + "\n" }.joined()
        try await randomEdits(seed: UInt64(seed), start: start, count: 60)
    }

    /// Without link reference or footnote definitions, which make the parser read the whole
    /// document again: these edits take the block-wise path.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Random edits without definitions: the patched page equals a full render", arguments: 0..<12)
    func randomBlockwiseEditsMatchFullRenders(seed: Int) async throws {
        let pieces = Self.pieces.filter { !$0.contains("]:") && !$0.contains("[^") }
        let start = (0..<20).map { pieces[($0 * 5 + seed) % pieces.count] + "\n" }.joined()
        try await randomEdits(seed: UInt64(seed) + 100, start: start, count: 80, pieces: pieces)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let headingPieces = [
        "# Setup\n", "## Setup\n", "# Usage\n", "Setup", "setup-1", "x", "\n", "\n\n", "text\n", "> # Setup\n", "- # Setup\n",
    ]

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Repeated headings: anchors numbered in document order stay equal to a full render", arguments: 0..<8)
    func repeatedHeadingAnchorsMatchFullRenders(seed: Int) async throws {
        let start = (0..<12).map { Self.headingPieces[($0 * 3 + seed) % Self.headingPieces.count] + "\n" }.joined()
        try await randomEdits(seed: UInt64(seed) + 500, start: start, count: 80, pieces: Self.headingPieces)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Renaming the first of repeated headings renumbers the later ones in the same patch")
    func renamingAHeadingRenumbersLaterOnes() async throws {
        let renderer = MarkdownDocumentRenderer()
        let text = "# Setup\n\ntext\n\n## Setup\n\nmore\n\n# Setup\n"
        var page = try PageModel(await renderer.openPreview(
            PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "h", caret: 0)))
        #expect(page.html.contains(#"<h1 id="setup">"#))
        #expect(page.html.contains(#"<h2 id="setup-1">"#))
        #expect(page.html.contains(#"<h1 id="setup-2">"#))
        // "# Setup" → "# Setupx": the later headings become "setup" and "setup-1".
        let response = try await renderer.editPreview(PreviewEditRequest(
            session: "h", revision: page.revision, start: 7, end: 7, text: "x", caret: 8))
        let applied = page.apply(response)
        #expect(applied)
        let edited = "# Setupx\n\ntext\n\n## Setup\n\nmore\n\n# Setup\n"
        let full = try renderer.render(markdown: edited, theme: "default", options: RenderOptions())
        #expect(page.html == full.html)
        #expect(page.html.contains(#"<h1 id="setupx">"#))
        #expect(page.html.contains(#"<h2 id="setup">"#))
        #expect(page.html.contains(#"<h1 id="setup-1">"#))
        // The renumbered headings are in the patch (with the blocks between them, re-sent as they are).
        let inserted = response.patch?.inserted.map(\.html) ?? []
        #expect(inserted.contains(#"<h2 id="setup">Setup</h2>\#n"#))
        #expect(inserted.contains(#"<h1 id="setup-1">Setup</h1>\#n"#))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("An edit inside one paragraph sends that paragraph only, and keeps the others' ids")
    func editSendsOneBlock() async throws {
        let renderer = MarkdownDocumentRenderer()
        let paragraphs = (0..<2000).map { "Paragraph \($0) with *some* text.\n" }.joined(separator: "\n")
        let opened = try await renderer.openPreview(
            PreviewOpenRequest(markdown: paragraphs, theme: "default", options: nil, session: "p", caret: nil))
        let blocks = try #require(opened.blocks)
        #expect(blocks.count == 2000)
        let offset = try #require(paragraphs.utf16.firstIndex(of: UInt16(UInt8(ascii: "*")))).utf16Offset(in: paragraphs)
        // "Paragraph 0 with |*some*" – into the first paragraph... use the 1000th instead.
        let target = paragraphs.range(of: "Paragraph 1000 with")!.upperBound.utf16Offset(in: paragraphs)
        _ = offset
        let response = try await renderer.editPreview(
            PreviewEditRequest(session: "p", revision: 0, start: target, end: target, text: "x", caret: target + 1))
        let patch = try #require(response.patch)
        #expect(patch.start == 1000)
        #expect(patch.removed == [blocks[1000].id])
        #expect(patch.inserted.map(\.html) == ["<p>Paragraph 1000 withx <em>some</em> text.</p>\n"])
        #expect(patch.inserted.map(\.line) == [2000])
        #expect(patch.lineShift == 0)
        #expect(response.revision == 1)
        #expect(response.runs.map(\.text) == ["Paragraph 1000 withx ", "some", " text."])
        let size = try JSONEncoder().encode(response).count
        #expect(size < 10_000)
        // A new line moves every later block's line.
        let newline = try await renderer.editPreview(
            PreviewEditRequest(session: "p", revision: 1, start: 0, end: 0, text: "\n", caret: 1))
        #expect(newline.patch?.lineShift == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Edits that do not apply are refused: stale revision and unknown session 409, bad range 422, too large 413")
    func refusedEdits() async throws {
        let renderer = MarkdownDocumentRenderer(previews: SessionCache(capacity: 4, maximumSourceSize: 100))
        try await withTestServer(renderer: renderer) { client in
            let open = try await client.send(.post, "/api/preview", json: #"{"markdown": "a🙂b", "theme": "default", "session": "t"}"#)
            #expect(open.status == .ok)
            func edit(_ json: String) async throws -> TestResponse { try await client.send(.post, "/api/preview/edit", json: json) }
            let stale = try await edit(#"{"session": "t", "revision": 3, "start": 0, "end": 0, "text": "x"}"#)
            #expect(stale.status == .conflict)
            #expect(stale.errorMessage?.contains("revision 3") == true)
            let unknown = try await edit(#"{"session": "nope", "revision": 0, "start": 0, "end": 0, "text": "x"}"#)
            #expect(unknown.status == .conflict)
            let outside = try await edit(#"{"session": "t", "revision": 0, "start": 2, "end": 9, "text": "x"}"#)
            #expect(outside.status == .unprocessableContent)
            let surrogate = try await edit(#"{"session": "t", "revision": 0, "start": 2, "end": 2, "text": "x"}"#)
            #expect(surrogate.status == .unprocessableContent)
            let backwards = try await edit(#"{"session": "t", "revision": 0, "start": 1, "end": 0, "text": ""}"#)
            #expect(backwards.status == .unprocessableContent)
            let tooLarge = try await edit(#"{"session": "t", "revision": 0, "start": 0, "end": 0, "text": "\#(String(repeating: "y", count: 120))"}"#)
            #expect(tooLarge.status == .contentTooLarge)
            let missing = try await edit(#"{"session": "t", "start": 0, "end": 0, "text": "x"}"#)
            #expect(missing.status == .unprocessableContent)
            let wrongType = try await client.send(.post, "/api/preview/edit", json: "{}", contentType: "text/plain")
            #expect(wrongType.status == .unsupportedMediaType)
            let unknownTheme = try await client.send(.post, "/api/preview", json: #"{"markdown": "a", "theme": "nope", "session": "t"}"#)
            #expect(unknownTheme.status == .unprocessableContent)
            // After every refusal the session is intact at revision 0.
            let good = try await edit(#"{"session": "t", "revision": 0, "start": 3, "end": 3, "text": "c"}"#)
            #expect(good.status == .ok)
            #expect(good.text.contains(#""revision":1"#))
            #expect(good.text.contains("a🙂cb"))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("The inspector lists the runs of the block under the caret")
    func inspectorFollowsCaret() async throws {
        let renderer = MarkdownDocumentRenderer()
        let text = "# Title\n\nFirst *one*.\n\nSecond **two**.\n"
        _ = try await renderer.openPreview(PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "i", caret: 0))
        let second = text.range(of: "Second")!.lowerBound.utf16Offset(in: text) + 2
        let inspected = try await renderer.inspectPreview(PreviewInspectRequest(session: "i", revision: 0, caret: second))
        #expect(inspected.runs.map(\.text) == ["Second ", "two", "."])
        #expect(inspected.runCount == 7)
        let title = try await renderer.inspectPreview(PreviewInspectRequest(session: "i", revision: 0, caret: 0))
        #expect(title.runs.map(\.text) == ["Title"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("The inspector numbers the caret's block as a full parse does after new blocks before it")
    func inspectorNumbersAsAFullParse() async throws {
        let renderer = MarkdownDocumentRenderer()
        var text = "Intro.\n\n- a\n- b\n\nTarget *one* and **two**.\n"
        var page = try await PageModel.opened(text, session: "n", renderer: renderer)
        for insert in ["New *para*.\n\n", "# Head\n\n", "x", "\n\n", "> q\n\n"] {
            let caret = text.utf16.count - 3
            let response = try await renderer.editPreview(PreviewEditRequest(
                session: "n", revision: page.revision, start: 0, end: 0, text: insert, caret: caret + insert.utf16.count))
            text = insert + text
            let applied = page.apply(response)
            #expect(applied)
            let fresh = try await renderer.openPreview(
                PreviewOpenRequest(markdown: text, theme: "default", options: nil, session: "fresh", caret: caret + insert.utf16.count))
            #expect(!response.runs.isEmpty)
            #expect(response.runs == fresh.runs, "after inserting \(insert.debugDescription)")
            #expect(response.blockRunCount == fresh.blockRunCount)
            #expect(page.html == (try renderer.render(markdown: text, theme: "default", options: RenderOptions()).html))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Unique identity numbering: every block, renumbered, equals a full parse's", arguments: 0..<6)
    func uniqueNumberingMatchesFullParse(seed: Int) throws {
        var generator = SeededRenderGenerator(seed: UInt64(seed) + 500)
        let pieces = Self.pieces.filter { !$0.contains("]:") && !$0.contains("[^") && !$0.contains("customStyle") }
        var text = (0..<16).map { pieces[($0 * 3 + seed) % pieces.count] + "\n" }.joined()
        let options = AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true, interpretedSyntax: .full)
        let extensions = MarkdownDocumentRenderer.extensions
        var document = try IncrementalAttributedDocument(
            markdown: text, including: AttributeScopes.CustomAttributes.self, options: options,
            syntaxExtensions: extensions, identityNumbering: .unique)
        for step in 0..<60 {
            let bytes = Array(text.utf8)
            var lower = Int.random(in: 0...bytes.count, using: &generator)
            while lower < bytes.count, bytes[lower] & 0xC0 == 0x80 { lower += 1 }
            var upper = Swift.min(bytes.count, lower + Int.random(in: 0..<10, using: &generator))
            while upper < bytes.count, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
            let replacement = Int.random(in: 0..<3, using: &generator) == 0 ? "" : pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            try document.apply(SourceEdit(range: SourceRange(lower, upper), replacement: replacement))
            text = String(decoding: bytes[..<lower] + Array(replacement.utf8) + bytes[upper...], as: UTF8.self)
            let full = try IncrementalAttributedDocument(
                markdown: text, including: AttributeScopes.CustomAttributes.self, options: options, syntaxExtensions: extensions)
            #expect(String(document.attributedString.characters[...]) == String(full.attributedString.characters[...]))
            #expect(document.attributedString.runs.count == full.attributedString.runs.count, "seed \(seed) step \(step)")
            #expect(document.topLevelBlockCount == full.topLevelBlockCount)
            for index in 0..<Swift.min(document.topLevelBlockCount, full.topLevelBlockCount) {
                #expect(document.topLevelBlockString(at: index) == full.topLevelBlockString(at: index), "seed \(seed) step \(step) block \(index)")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Hostile Markdown never becomes an element in the live preview, opened or typed")
    func hostileMarkdownStaysText() async throws {
        let renderer = MarkdownDocumentRenderer()
        let hostile = "<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick=x>b</b>\n"
        let opened = try await renderer.openPreview(PreviewOpenRequest(markdown: "Safe.\n", theme: "default", options: nil, session: "x", caret: nil))
        let typed = try await renderer.editPreview(PreviewEditRequest(session: "x", revision: opened.revision, start: 0, end: 0, text: hostile, caret: 0))
        let reopened = try await renderer.openPreview(PreviewOpenRequest(markdown: hostile, theme: "default", options: nil, session: "y", caret: nil))
        let pieces = (typed.patch?.inserted ?? []).map(\.html) + (reopened.blocks ?? []).map(\.html)
        #expect(!pieces.isEmpty)
        for html in pieces {
            for forbidden in ["<script", "<img", "onerror", "javascript:", "<b ", "onclick"] {
                #expect(!html.contains(forbidden), "\(forbidden) in \(html)")
            }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension PreviewChunkEdit {
    /// The block HTML `old` with this edit applied, as editor.js applies it to the block's
    /// elements: a code block's chunks, a list's items, or (with a path) the element children
    /// of a container inside the block.
    func applied(to old: String) -> String? {
        var old = old
        if let path {
            return old.withUTF8 { bytes -> String? in
                guard let tree = try? HTMLElementTree(bytes), tree.roots.count == 1 else { return nil }
                var element = tree.elements[tree.roots[0]]
                for index in path {
                    guard index < element.children.count else { return nil }
                    element = tree.elements[element.children[index]]
                }
                guard let container = Self.containerParts(of: element, in: bytes, tree: tree),
                      start + removed <= container.parts.count else { return nil }
                func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                let before = text(0..<(start < container.parts.count ? container.parts[start].lowerBound : element.closingStart))
                let after = text((start + removed < container.parts.count ? container.parts[start + removed].lowerBound : element.closingStart)..<bytes.count)
                return before + inserted.joined() + after
            }
        }
        return old.withUTF8 { bytes -> String? in
            guard let parts = Self.parts(of: bytes) ?? Self.listParts(of: bytes) ?? Self.tableParts(of: bytes),
                  start + removed <= parts.chunks.count
            else { return nil }
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            let chunks = parts.chunks[..<start].map(text) + inserted + parts.chunks[(start + removed)...].map(text)
            return text(parts.head) + chunks.joined() + text(parts.tail)
        }
    }

    /// A list's HTML cut into its opening, its items (each `<li …>…</li>` with the line break
    /// after it: the page's `<li>` elements and their text nodes) and its closing; nil for
    /// anything but a `<ul>` or `<ol>`. The text is escaped, so `<li` and `</li>` are tags.
    static func listParts(of html: UnsafeBufferPointer<UInt8>) -> (head: Range<Int>, chunks: [Range<Int>], tail: Range<Int>)? {
        func matches(_ marker: String, at index: Int) -> Bool {
            let marker = Array(marker.utf8)
            return index + marker.count <= html.count && (0..<marker.count).allSatisfy { html[index + $0] == marker[$0] }
        }
        guard matches("<ul", at: 0) || matches("<ol", at: 0) else { return nil }
        var chunks: [Range<Int>] = []
        var depth = 0
        var itemStart = 0
        var index = 0
        while index < html.count {
            if matches("<li", at: index), index + 3 < html.count, html[index + 3] == UInt8(ascii: ">") || html[index + 3] == UInt8(ascii: " ") {
                if depth == 0 { itemStart = index }
                depth += 1
            } else if matches("</li>", at: index) {
                depth -= 1
                if depth == 0 {
                    var end = index + 5
                    if end < html.count, html[end] == UInt8(ascii: "\n") { end += 1 }
                    chunks.append(itemStart..<end)
                }
            }
            index += 1
        }
        guard let first = chunks.first, let last = chunks.last else { return nil }
        return (0..<first.lowerBound, chunks, last.upperBound..<html.count)
    }

    /// A table's HTML cut into what comes before its body rows (up to `<tbody>` and its line
    /// break), its body rows (each `<tr>…</tr>` with the line break after it: the page's `<tr>`
    /// elements of the `<tbody>` and their text nodes) and what follows; nil for anything but a
    /// `<table>` with a body. The text is escaped, so `<tr>` and `</tr>` are tags.
    static func tableParts(of html: UnsafeBufferPointer<UInt8>) -> (head: Range<Int>, chunks: [Range<Int>], tail: Range<Int>)? {
        func matches(_ marker: String, at index: Int) -> Bool {
            let marker = Array(marker.utf8)
            return index + marker.count <= html.count && (0..<marker.count).allSatisfy { html[index + $0] == marker[$0] }
        }
        guard matches("<table", at: 0), let body = (0..<html.count).first(where: { matches("<tbody>\n", at: $0) }) else { return nil }
        var chunks: [Range<Int>] = []
        var rowStart = body + 8
        var index = rowStart
        while index < html.count, !matches("</tbody>", at: index) {
            if matches("</tr>\n", at: index) {
                chunks.append(rowStart..<(index + 6))
                rowStart = index + 6
                index = rowStart
            } else {
                index += 1
            }
        }
        guard let first = chunks.first, let last = chunks.last, last.upperBound == index else { return nil }
        return (0..<first.lowerBound, chunks, last.upperBound..<html.count)
    }
}
