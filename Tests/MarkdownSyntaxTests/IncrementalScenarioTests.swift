import MarkdownSyntax
import Testing

/// Edits whose effect reaches past the edited block, and the cases that must fall back to a
/// full parse; each checks both the strategy taken and that the result equals a full parse.
@Suite("Incremental parsing scenarios")
struct IncrementalScenarioTests {
    /// Twelve paragraphs separated by blank lines.
    static let paragraphs = (1...12).map { "Paragraph number \($0) with *emphasis*." }.joined(separator: "\n\n") + "\n"

    private func expectMatchesFullParse(_ editor: IncrementalDocument, _ comment: Comment? = nil) {
        let expected = MarkdownParser(options: editor.parser.options).parse(editor.source)
        #expect(editor.document == expected, comment)
    }

    private func offset(of needle: String, in text: String) throws -> Int {
        let range = try #require(text.range(of: needle))
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    @Test func typingInAParagraphReparsesOnlyNearbyBlocks() throws {
        var editor = IncrementalDocument(source: Self.paragraphs)
        let at = try offset(of: "number 6", in: editor.source)
        let update = try editor.apply(.insert("X", at: at))
        guard case .spliced(let region) = update else {
            Issue.record("expected a splice, got \(update)")
            return
        }
        #expect(region.oldBlocks.count <= 3)
        #expect(region.newBlocks.count == region.oldBlocks.count)
        #expect(editor.source.contains("Paragraph Xnumber 6"))
        expectMatchesFullParse(editor)
        // The last block moved by one byte.
        let last = try #require(editor.document.blocks.last)
        #expect(last.range.upperBound == editor.source.utf8.count - 1)
    }

    @Test func openingAFenceSwallowsTheRestThenClosingItRestoresIt() throws {
        var editor = IncrementalDocument(source: Self.paragraphs)
        let at = try offset(of: "Paragraph number 4", in: editor.source)
        try editor.apply(.insert("```\n", at: at))
        expectMatchesFullParse(editor)
        let codeBlocks = editor.document.blocks.filter { if case .codeBlock = $0.kind { true } else { false } }
        #expect(codeBlocks.count == 1)
        #expect(editor.document.blocks.count == 4)

        let closeAt = try offset(of: "Paragraph number 5", in: editor.source)
        try editor.apply(.insert("```\n", at: closeAt))
        expectMatchesFullParse(editor)
        #expect(editor.document.blocks.count == 12)
    }

    @Test func aSetextUnderlineJoinsTheParagraphAbove() throws {
        var editor = IncrementalDocument(source: "Title\n\n===\n\nBody\n")
        // Deleting the blank line makes `===` underline `Title`.
        try editor.apply(.delete(SourceRange(5, 6)))
        expectMatchesFullParse(editor)
        #expect(editor.document.blocks.first?.kind == .heading(level: 1))
    }

    @Test func deletingABlankLineMergesParagraphs() throws {
        var editor = IncrementalDocument(source: "one\n\ntwo\n\nthree\n\nfour\n")
        try editor.apply(.delete(SourceRange(8, 9)))
        expectMatchesFullParse(editor)
        #expect(editor.document.blocks.count == 3)
    }

    @Test func aDelimiterRowTurnsTheLineAboveIntoATableHeader() throws {
        var editor = IncrementalDocument(source: "intro\n\nsome text\n| a | b |\n\nafter\n", options: .init(extensions: .gfm))
        let at = try offset(of: "\n\nafter", in: editor.source) + 1
        try editor.apply(.insert("|---|---|\n", at: at))
        expectMatchesFullParse(editor)
        #expect(editor.document.blocks.contains { if case .table = $0.kind { true } else { false } })
    }

    @Test func addingALinkReferenceDefinitionReparsesEverything() throws {
        var editor = IncrementalDocument(source: "See [docs].\n\nMore text.\n\nEnd.\n")
        let at = try offset(of: "End.", in: editor.source)
        let update = try editor.apply(.insert("[docs]: https://example.com\n\n", at: at))
        #expect(update == .fullParse(.definitions))
        expectMatchesFullParse(editor)
    }

    @Test func editingNearAReferenceLinkWhenDefinitionsExistReparsesEverything() throws {
        var editor = IncrementalDocument(source: "[docs]: /url\n\n" + Self.paragraphs + "\nSee [docs] here.\n\nlast\n")
        let at = try offset(of: "here", in: editor.source)
        let update = try editor.apply(.insert("right ", at: at))
        #expect(update == .fullParse(.definitions))
        expectMatchesFullParse(editor)
    }

    @Test func bracketsThatCannotUseADefinedLabelAreSpliced() throws {
        var editor = IncrementalDocument(source: Self.paragraphs + "\n[docs]: /url\n")
        let at = try offset(of: "number 6", in: editor.source)
        let update = try editor.apply(.insert("[other] [x][y] [z][] ", at: at))
        guard case .spliced = update else {
            Issue.record("expected a splice, got \(update)")
            return
        }
        expectMatchesFullParse(editor)
    }

    @Test("A used label that may match a definition forces a full parse",
          arguments: ["[DOCS]", "[Docs  ]", "[see][ docs ]", "[^docs]", "[ẞ]", "[line\nbreak]"])
    func usedLabelsMatchingDefinitions(_ use: String) throws {
        let definitions = "[docs]: /url\n\n[^docs]: note\n\n[ss]: /sharp\n\n[line break]: /lb\n"
        var editor = IncrementalDocument(source: Self.paragraphs + "\n" + definitions, options: .init(extensions: .gfm))
        let at = try offset(of: "number 6", in: editor.source)
        let update = try editor.apply(.insert(use + " ", at: at))
        #expect(update == .fullParse(.definitions))
        expectMatchesFullParse(editor)
    }

    @Test func removingADefinitionReparsesEverything() throws {
        let source = Self.paragraphs + "\nSee [docs].\n\n[docs]: /url\n\nlast\n"
        var editor = IncrementalDocument(source: source)
        let start = try offset(of: "[docs]:", in: editor.source)
        let update = try editor.apply(.delete(SourceRange(start, start + 1)))
        #expect(update == .fullParse(.definitions))
        expectMatchesFullParse(editor)
    }

    @Test func footnotesAreDocumentWide() throws {
        let source = "Text[^n].\n\nMiddle.\n\n[^n]: The note.\n"
        var editor = IncrementalDocument(source: source, options: .init(extensions: .all))
        let at = try offset(of: "Middle", in: editor.source)
        let update = try editor.apply(.insert("A ", at: at))
        #expect(update == .fullParse(.footnotes))
        expectMatchesFullParse(editor)
    }

    @Test func inlineOnlySyntaxAlwaysReparsesEverything() throws {
        var editor = IncrementalDocument(source: "a\n\nb\n\nc\n", options: .init(syntax: .inlineOnly))
        let update = try editor.apply(.insert("x", at: 3))
        #expect(update == .fullParse(.inlineOnlySyntax))
        expectMatchesFullParse(editor)
    }

    @Test func nulBytesReparseEverything() throws {
        var editor = IncrementalDocument(source: Self.paragraphs)
        let update = try editor.apply(.insert("\u{0}", at: 3))
        #expect(update == .fullParse(.nulBytes))
        expectMatchesFullParse(editor)
    }

    @Test func anEditAtTheEndReparsesTheTail() throws {
        var editor = IncrementalDocument(source: Self.paragraphs)
        let update = try editor.apply(.insert("\n- item\n", at: editor.source.utf8.count))
        guard case .spliced(let region) = update else {
            Issue.record("expected a splice, got \(update)")
            return
        }
        #expect(region.newBlocks.upperBound == editor.document.blocks.count)
        expectMatchesFullParse(editor)
    }

    @Test func invalidEditsThrowAndChangeNothing() throws {
        var editor = IncrementalDocument(source: "é and more\n")
        let before = editor.document
        #expect(throws: SourceEditError.rangeOutOfBounds(SourceRange(3, 100), sourceLength: 12)) {
            try editor.apply(.delete(SourceRange(3, 100)))
        }
        #expect(throws: SourceEditError.rangeOutOfBounds(SourceRange(5, 2), sourceLength: 12)) {
            try editor.apply(.delete(SourceRange(5, 2)))
        }
        #expect(throws: SourceEditError.splitsScalar(at: 1)) {
            try editor.apply(.insert("x", at: 1))
        }
        #expect(editor.source == "é and more\n")
        #expect(editor.document == before)
    }

    @Test func emptyDocumentsAndDeletingEverything() throws {
        var editor = IncrementalDocument(source: "")
        try editor.apply(.insert("# Hi\n\ntext\n", at: 0))
        expectMatchesFullParse(editor)
        try editor.apply(.delete(SourceRange(0, editor.source.utf8.count)))
        #expect(editor.document.blocks.isEmpty)
        expectMatchesFullParse(editor)
    }
}
