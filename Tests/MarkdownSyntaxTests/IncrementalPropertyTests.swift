import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// Random edits of real documents: after every edit the incrementally updated document must
/// equal a full parse of the new source.
@Suite("Incremental parsing equals full parsing")
struct IncrementalPropertyTests {
    static let optionSets: [ParseOptions] = [
        ParseOptions(),
        ParseOptions(extensions: .gfm),
        ParseOptions(extensions: .all, extendedAttributes: true),
    ]

    @Test("Random edit sequences", arguments: TestCorpus.fileNames, 0..<3)
    func randomEditSequences(fileName: String, optionIndex: Int) throws {
        let text = try #require(TestCorpus.text(fileName), "missing corpus file \(fileName)")
        let options = Self.optionSets[optionIndex]
        var generator = SeededGenerator(seed: UInt64(fileName.utf8.count * 1_000 + optionIndex))
        var editor = IncrementalDocument(source: text, options: options)
        let parser = MarkdownParser(options: options)
        for step in 0..<150 {
            let edit = RandomEdits.edit(of: editor.source, using: &generator)
            let update = try editor.apply(edit)
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "step \(step): \(edit) (\(update))")
            if editor.document != expected { return }
        }
    }

    /// Typing (one character inserted or deleted) anywhere in a real document: always correct,
    /// and almost always a splice of a few blocks rather than a full parse.
    @Test("Typing is spliced", arguments: TestCorpus.fileNames)
    func typingIsSpliced(fileName: String) throws {
        let text = try #require(TestCorpus.text(fileName))
        let options = ParseOptions(extensions: .gfm)
        let original = IncrementalDocument(source: text, options: options)
        let parser = MarkdownParser(options: options)
        var generator = SeededGenerator(seed: UInt64(text.utf8.count))
        var spliced = 0
        var reparsedBlocks = 0
        let trials = 200
        for _ in 0..<trials {
            var editor = original
            let bytes = Array(editor.source.utf8)
            var offset = Int.random(in: 0..<bytes.count, using: &generator)
            while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            var end = offset + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let edit = Bool.random(using: &generator)
                ? SourceEdit.insert(["e", " ", "x", "1"][Int.random(in: 0..<4, using: &generator)], at: offset)
                : SourceEdit.delete(SourceRange(offset, end))
            let update = try editor.apply(edit)
            #expect(editor.document == parser.parse(editor.source), "\(edit)")
            if case .spliced(let region) = update {
                spliced += 1
                reparsedBlocks += region.oldBlocks.count
            }
        }
        print("\(fileName): \(spliced)/\(trials) spliced, \(reparsedBlocks) blocks re-parsed of \(original.document.blocks.count) per trial x \(spliced)")
        #expect(spliced * 10 >= trials * 9, "\(spliced) of \(trials) edits spliced")
    }

    @Test("Single edits at every line start of a document", arguments: TestCorpus.fileNames)
    func editsAtEveryLine(fileName: String) throws {
        let text = try #require(TestCorpus.text(fileName))
        let options = ParseOptions(extensions: .gfm)
        let original = IncrementalDocument(source: text, options: options)
        let parser = MarkdownParser(options: options)
        let snippets = ["```\n", "\n", "- ", "    ", "|", "<div>\n", "===\n"]
        for (index, lineStart) in original.document.lineTable.lineStarts.enumerated() {
            var editor = original
            let edit = SourceEdit.insert(snippets[index % snippets.count], at: lineStart)
            try editor.apply(edit)
            let expected = parser.parse(editor.source)
            #expect(editor.document == expected, "\(edit)")
            if editor.document != expected { return }
        }
    }
}
