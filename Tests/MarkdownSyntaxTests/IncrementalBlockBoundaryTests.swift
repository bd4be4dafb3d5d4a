import Foundation
import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// Edits beside a long block: a region that leaves nothing open at the blank line before the
/// next block ends there, without parsing that block, and an edit in the block after a long
/// list re-parses the list's last item, not the list. Every result equals a full parse.
@Suite("Incremental parsing beside long blocks")
struct IncrementalBlockBoundaryTests {
    static let options = ParseOptions(extensions: .gfm)

    static func region(_ update: IncrementalUpdate) -> ReparsedRegion? {
        if case .spliced(let region) = update { return region }
        return nil
    }

    @Test("Random edits near blank lines equal full parses", arguments: 0..<(2 * BlockBoundaryDocuments.all.count), [false, true])
    func randomEdits(document index: Int, defersRangeShifts: Bool) throws {
        try Self.expectRandomEditsEqualFullParses(
            in: BlockBoundaryDocuments.all, index: index, defersRangeShifts: defersRangeShifts,
            seed: UInt64(index * 41 + (defersRangeShifts ? 1 : 0)), edit: BlockBoundaryDocuments.edit(in:using:))
    }

    /// 600 random edits (`edit`) in document `index % documents.count`, each checked against a full
    /// parse, back to the original document every 50 (so that the long blocks stay long); more
    /// than half of them must be spliced (not parsed whole).
    static func expectRandomEditsEqualFullParses(
        in documents: [String], index: Int, defersRangeShifts: Bool, seed: UInt64,
        edit next: (String, inout SeededGenerator) -> SourceEdit
    ) throws {
        let document = index % documents.count
        let parser = MarkdownParser(options: Self.options)
        var editor = IncrementalDocument(source: documents[document], options: Self.options, defersRangeShifts: defersRangeShifts)
        var generator = SeededGenerator(seed: seed)
        var spliced = 0
        for step in 0..<600 {
            let edit = next(editor.source, &generator)
            let update = try editor.apply(edit)
            if Self.region(update) != nil { spliced += 1 }
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "document \(document) step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
            if step % 50 == 49 {
                editor = IncrementalDocument(source: documents[document], options: Self.options, defersRangeShifts: defersRangeShifts)
            }
        }
        #expect(spliced > 300, "document \(document): \(spliced) of 600 edits spliced")
    }

    @Test("An edit in a heading above a long block parses the heading only", arguments: ["table", "list", "code", "quote", "outline"])
    func headingAboveLongBlock(kind: String) throws {
        let source = BlockBoundaryDocuments.longBlock(kind, count: 2_000)
        var editor = IncrementalDocument(source: source, options: Self.options)
        let update = try editor.apply(.insert("x", at: 7))
        let region = try #require(Self.region(update))
        #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<1)
        #expect(region.source == SourceRange(0, 10))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source))
    }

    @Test("Random edits in paragraphs right above blocks equal full parses",
          arguments: 0..<(2 * BlockBoundaryDocuments.interrupting.count), [false, true])
    func randomEditsAboveInterruptingBlocks(document index: Int, defersRangeShifts: Bool) throws {
        try Self.expectRandomEditsEqualFullParses(
            in: BlockBoundaryDocuments.interrupting, index: index, defersRangeShifts: defersRangeShifts,
            seed: UInt64(index * 53 + (defersRangeShifts ? 7 : 0)), edit: BlockBoundaryDocuments.interruptingEdit(in:using:))
    }

    /// A letter typed in `Release notes:` right above a long block (no blank line between):
    /// the paragraph alone is parsed again (with a table's header and delimiter lines, which
    /// the table keeps) when the block starts the same way whatever the paragraph holds.
    @Test("An edit in the paragraph right above a long block parses the paragraph only",
          arguments: ["list", "quote", "code", "outline", "table"])
    func paragraphRightAboveLongBlock(kind: String) throws {
        let source = BlockBoundaryDocuments.longBlock(kind, count: 2_000).replacingOccurrences(of: "# Title\n\n", with: "# Title\n\nRelease notes:\n")
        // A letter inside the line and at its end, and Enter at its end (a blank line then comes
        // before the block, which starts the same way).
        for (typed, at) in [("x", "# Title\n\nRelease".utf8.count), ("x", "# Title\n\nRelease notes:".utf8.count),
                            ("\n", "# Title\n\nRelease notes:".utf8.count)] {
            var editor = IncrementalDocument(source: source, options: Self.options)
            let update = try editor.apply(.insert(typed, at: at))
            let region = try #require(Self.region(update))
            #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(kind) at \(at)")
            #expect(region.oldBlocks == 1..<2 && region.newBlocks == 1..<2, "\(kind): \(region)")
            #expect(region.source == SourceRange(9, 25), "\(kind): \(region)")
        }
    }

    /// A letter typed on the blank line between a heading and a long block makes a paragraph
    /// right above the block: only the heading and that line are parsed when the block's first
    /// line starts it whatever comes before (a quote, fenced code, a bullet list, a table), and
    /// the block is parsed again otherwise (an ordered list from 3, which cannot interrupt the
    /// paragraph and becomes part of it).
    @Test("A letter typed on the blank line above a long block parses that line only",
          arguments: ["list", "quote", "code", "outline", "table", "ordered"])
    func blankLineAboveLongBlock(kind: String) throws {
        let source = kind == "ordered"
            ? "# Title\n\n" + (0..<2_000).map { "\($0 + 3). step\n" }.joined() + "\nAfter.\n"
            : BlockBoundaryDocuments.longBlock(kind, count: 2_000)
        var editor = IncrementalDocument(source: source, options: Self.options)
        let update = try editor.apply(.insert("x", at: "# Title\n".utf8.count))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(kind)")
        if kind == "ordered" {
            // Parsed again: spliced with the block in, or (the ordered list, which joins the
            // paragraph up to the end of the text) parsed whole.
            if let region = Self.region(update) { #expect(region.source.count > 10_000, "\(kind): \(region)") }
        } else {
            let region = try #require(Self.region(update))
            #expect(region.oldBlocks == 0..<1 && region.newBlocks == 0..<2, "\(kind): \(region)")
            #expect(region.source == SourceRange(0, 10), "\(kind): \(region)")
        }
    }

    /// A footnote definition that nothing refers to makes no node, so the tree shows its lines as
    /// a gap between blocks. An edit in its indented paragraph after a blank line must not start a
    /// region there (parsed alone, the line is indented code): the document is parsed whole
    /// (found by the fuzzer, seed 14).
    @Test("An edit inside a footnote definition nothing refers to equals a full parse",
          arguments: ["    > quoted\n\n    a paragraph of the note\n", "    first\n\n    a paragraph of the note\n",
                      "\n    a paragraph of the note\n"])
    func editInUnreferencedFootnote(body: String) throws {
        let options = ParseOptions(extensions: .all)
        let source = "Intro.\n\n[^note]:" + (body.hasPrefix("\n") ? "" : "\n") + body + "\nAfter.\n"
        let at = try #require(source.range(of: "paragraph")).lowerBound.utf16Offset(in: source)
        for replacement in ["x", "", "r, ."] {
            var editor = IncrementalDocument(source: source, options: options)
            let update = try editor.apply(SourceEdit(range: SourceRange(at, at + 3), replacement: replacement))
            #expect(editor.document == MarkdownParser(options: options).parse(editor.source), "\(body.debugDescription)")
            #expect(update == .fullParse(.footnotes), "\(update)")
        }
    }

    /// A setext heading whose text starts with `#` (`##][` under `---`) is not an ATX heading:
    /// when an edit turns the block above it into paragraph text, that text continues the
    /// paragraph, so the region must not end before it (found by the fuzzer, seed 17).
    @Test("A setext heading's text that starts with # continues a paragraph the edit opens",
          arguments: ["##][# [a](<x\n----\n", "#hash\n---\n", "####### seven\n===\n", "#\ttab\n---\n"])
    func setextHeadingTextStartingWithHash(heading: String) throws {
        let options = ParseOptions(extensions: [])
        let source = "http://# foo\n#### foo\n" + heading
        for replacement in ["rip", "x", "## b"] {
            var editor = IncrementalDocument(source: source, options: options)
            try editor.apply(SourceEdit(range: SourceRange(14, 19), replacement: replacement))
            #expect(editor.document == MarkdownParser(options: options).parse(editor.source),
                    "\(heading.debugDescription) with \(replacement.debugDescription)")
        }
    }

    /// The first key of a new paragraph under a long block (typed on the second of two blank
    /// lines after it): the region starts at that line and takes only the block after it.
    @Test("The first key of a paragraph under a long block parses that line only", arguments: ["quote", "code", "table", "outline"])
    func newParagraphUnderLongBlock(kind: String) throws {
        let block = BlockBoundaryDocuments.longBlock(kind, count: 2_000).replacingOccurrences(of: "\nAfter.\n", with: "")
        let source = block + "\n\n\nAfter.\n"
        var editor = IncrementalDocument(source: source, options: Self.options)
        let update = try editor.apply(.insert("x", at: block.utf8.count + 1))
        let region = try #require(Self.region(update))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(kind)")
        #expect(region.source.count < 40, "\(kind): \(region)")
        #expect(region.newBlocks.count == region.oldBlocks.count + 1, "\(kind): \(region)")
    }

    /// A letter typed between two long blocks (on the second of two blank lines, right above the
    /// second block: a thread split in two by Enter, then a reply between the halves): the region
    /// is that line alone, replacing no old block, when the block below starts the same way under
    /// a paragraph (a quote, fenced code, a bullet list, a table).
    @Test("A letter typed right above a long block, below another, parses that line only",
          arguments: ["quote", "code", "list", "table"])
    func letterBetweenLongBlocks(kind: String) throws {
        let block = BlockBoundaryDocuments.longBlock(kind, count: 1_000)
            .replacingOccurrences(of: "# Title\n\n", with: "").replacingOccurrences(of: "\nAfter.\n", with: "")
        let thread = (0..<1_000).map { "> line \($0)\n>\n" }.joined()
        let source = thread + "\n\n" + block + "\nAfter.\n"
        var editor = IncrementalDocument(source: source, options: Self.options)
        let update = try editor.apply(.insert("x", at: thread.utf8.count + 1))
        let region = try #require(Self.region(update))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(kind)")
        #expect(region.source.count < 40, "\(kind): \(region)")
        #expect(region.oldBlocks.isEmpty && region.newBlocks.count == 1, "\(kind): \(region)")
    }

    /// Found by the random edits: deleting the line feed of a block's CRLF line ending is an edit
    /// after the block's end but on its line; the region must not start at that line (it would
    /// parse the block a second time).
    @Test("An edit in a block's line ending does not start a region on its line")
    func editInLineEndingAfterBlock() throws {
        let source = "- a\n\nxy\r\n- b\n\nEnd.\n"
        let lineFeed = "- a\n\nxy\r".utf8.count
        var editor = IncrementalDocument(source: source, options: Self.options)
        try editor.apply(.delete(SourceRange(lineFeed, lineFeed + 1)))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source))
    }

    /// Found by the fuzzer: `-` then a carriage return is an empty item (a line ends there), which
    /// cannot interrupt a paragraph and under one is a setext heading's underline; the scan for the
    /// item's text went on past the carriage return to the next line's `---`.
    @Test("An empty item before a carriage return is not taken for one with text")
    func emptyItemBeforeCarriageReturn() throws {
        let options = ParseOptions(extensions: [])
        for (source, edit) in [("> foo\n-\r---\n", SourceEdit(range: SourceRange(1, 2), replacement: "oo\n-\r")),
                               ("# T\n\n-\rx\n", SourceEdit.insert("y", at: 4)),
                               ("# T\r\r- \r\rx\r", SourceEdit.insert("y", at: 4))] {
            var editor = IncrementalDocument(source: source, options: options)
            try editor.apply(edit)
            #expect(editor.document == MarkdownParser(options: options).parse(editor.source), "\(source.debugDescription)")
        }
    }

    /// Edits that make the paragraph above a block something else, or make the block's first line
    /// part of it, give the full parse (the region takes the block in).
    @Test("Edits that change what the paragraph above a block is give the full parse",
          arguments: ["# ", "```\n", "<div>\n", "    ", "> ", "- ", "3. ", "\n", "[a]: /u\n", "|a|\n|-|\n", "x\n---\n", "x\n===\n"])
    func editsThatChangeTheParagraph(typed: String) throws {
        for block in ["- a\n- b\n", "1. a\n2. b\n", "> q\n> r\n", "```\ncode\n```\n", "# H\n", "<div>\nd\n</div>\n", "<!-- c -->\n"] {
            let source = "Top.\n\nIntro\n" + block + "\nEnd.\n"
            for offset in ["Top.\n\n".utf8.count, "Top.\n\nIntro".utf8.count, "Top.\n\nIntro\n".utf8.count - 1] {
                var editor = IncrementalDocument(source: source, options: Self.options)
                try editor.apply(.insert(typed, at: offset))
                #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source),
                        "\(typed.debugDescription) at \(offset) above \(block.debugDescription)")
            }
        }
    }

    @Test("Edits that leave a block open at the blank line take the next block in",
          arguments: ["```", "- ", "<div>", "    ", "[^1]: note"])
    func openBlocksTakeTheNextBlockIn(prefix: String) throws {
        let source = "Intro.\n\n" + (0..<20).map { "| \($0) | v |\n" }.joined().replacingOccurrences(of: "| 0 | v |\n", with: "| a | b |\n|---|---|\n")
            + "\n    indented\n\nAfter.\n"
        var editor = IncrementalDocument(source: source, options: Self.options)
        try editor.apply(.insert(prefix, at: 0))
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(prefix.debugDescription)")
    }

    @Test("An edit in the block after a long list re-parses the list's last item, not the list")
    func blockAfterLongList() throws {
        try Self.expectBlockAfterReparsesLastItem(list: (0..<1_000).map { "- item \($0)\n" }.joined(), lastItem: "- item 999\n")
    }

    @Test("An edit in the block after an outline re-parses the nested list's last item, not the outline")
    func blockAfterOutline() throws {
        try Self.expectBlockAfterReparsesLastItem(
            list: "- Outline\n\n" + (0..<1_000).map { "  - item \($0)\n" }.joined(), lastItem: "  - item 999\n")
    }

    /// A letter typed in the paragraph after `list` (whose last line is `lastItem`) re-parses that
    /// line and the paragraph only, and gives the full parse.
    static func expectBlockAfterReparsesLastItem(list: String, lastItem: String) throws {
        let source = list + "\nAfter.\n\nEnd.\n"
        var editor = IncrementalDocument(source: source, options: Self.options)
        let update = try editor.apply(.insert("x", at: list.utf8.count + 1 + 6))
        let region = try #require(Self.region(update))
        #expect(region.oldBlocks == 1..<2 && region.newBlocks == 1..<2 && region.listItems == nil)
        #expect(region.source.lowerBound == list.utf8.count - lastItem.utf8.count)
        #expect(region.source.count < 40)
        #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source))
    }

    @Test("Edits after an outline that join it, or change it, give the full parse",
          arguments: ["  ", "    ", "      ", "- ", "  - ", "* ", "  * ", "1. ", "  1. ", "\n", "x\n", "```\n", "  x\n", "> "])
    func editsThatJoinTheOutline(typed: String) throws {
        let nested = [(0..<12).map { "  - item \($0)\n" }.joined(), (0..<12).map { "   \($0 + 1). item\n\n" }.joined()]
        for list in nested {
            for head in ["- Outline\n", "- Outline\n\n", "* [ ] task\n", "-\n"] { try Self.expectEditsAfter(head + list, typed: typed) }
        }
    }

    /// `typed` inserted at the start of the paragraph after `list`, and on the blank line before
    /// it, gives the full parse.
    static func expectEditsAfter(_ list: String, typed: String) throws {
        let source = list + (list.hasSuffix("\n\n") ? "" : "\n") + "After.\n\nEnd.\n"
        let after = source.utf8.count - "After.\n\nEnd.\n".utf8.count
        for offset in [after, after - 1] {
            var editor = IncrementalDocument(source: source, options: Self.options)
            try editor.apply(.insert(typed, at: offset))
            #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source),
                    "\(typed.debugDescription) at \(offset) after \(list.prefix(12).debugDescription)")
        }
    }

    @Test("Edits after a long list that join it, or change it, give the full parse",
          arguments: ["  ", "    ", "- ", "* ", "1. ", "\n", "x\n", "```\n"])
    func editsThatJoinTheList(typed: String) throws {
        for list in [(0..<12).map { "- item \($0)\n" }.joined(), (0..<12).map { "\($0 + 1). item\n\n" }.joined()] {
            try Self.expectEditsAfter(list, typed: typed)
        }
    }

    @Test("Starting a row on the line after a long table re-parses its last row, not the table", arguments: [false, true])
    func rowStartedAfterLongTable(atDocumentEnd: Bool) throws {
        let table = "| a | b |\n|---|---|\n" + (0..<1_000).map { "| \($0) | v |\n" }.joined()
        var editor = IncrementalDocument(source: table + (atDocumentEnd ? "" : "\nAfter.\n"), options: Self.options)
        var at = table.utf8.count
        // A lone `|`, then `| `, end the table (a paragraph after it): the table is kept. `| n` is
        // a row of the table (re-parsed whole: here the whole document), and the letters after it
        // edit that row.
        for (typed, keepsTable) in [("|", true), (" ", true), ("n", false), ("e", true), ("w", true)] {
            let update = try editor.apply(.insert(typed, at: at))
            at += typed.utf8.count
            if keepsTable {
                let region = try #require(Self.region(update), "\(typed.debugDescription)")
                #expect(region.oldBlocks.lowerBound >= 1 || region.tableRows != nil, "\(typed.debugDescription): \(region)")
                #expect(region.source.count < 200, "\(typed.debugDescription): \(region)")
            }
            #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(typed.debugDescription)")
        }
    }

    /// Found by the mapping tests' random edits: the region after a long list ended at the blank
    /// line before the next list with nothing parsed after the kept list, and an empty region
    /// was taken to leave nothing open; but the list was still open there, and the next list,
    /// with the same marker, joined it (which made it loose).
    @Test("Deleting the block between a long list and a list with its marker joins the two")
    func deletedBlockBetweenLists() throws {
        let list = (0..<10).map { "- item \($0)\n" }.joined()
        for between in [">", "---", "# H", "<div>", "text"] {
            let source = list + "\n" + between + "\n\n- next item\n\nEnd.\n"
            var editor = IncrementalDocument(source: source, options: Self.options)
            try editor.apply(.delete(SourceRange(list.utf8.count + 1, list.utf8.count + 1 + between.utf8.count)))
            #expect(editor.document == MarkdownParser(options: Self.options).parse(editor.source), "\(between)")
            guard case .list(let info) = editor.document.blocks[0].kind else {
                Issue.record("not a list: \(editor.document.blocks[0].kind)")
                continue
            }
            #expect(!info.isTight && editor.document.blocks[0].children.count == 11, "\(between)")
        }
    }
}
