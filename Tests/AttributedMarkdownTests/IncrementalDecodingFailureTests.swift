import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// A document mapped with the `.returnPartiallyParsedIfPossible` policy keeps editing block by
/// block while an extended attribute cannot be decoded (one being typed), and reports the error
/// a full `.throwError` mapping of its source throws: the web preview's warnings.
@Suite("Incremental mapping through extended attributes that cannot be decoded")
struct IncrementalDecodingFailureTests {
    static let setup = IncrementalMappingSetup.all[2]  // extended attributes, positions, partial results

    static var throwing: AttributedString.MarkdownParsingOptions {
        var options = setup.options
        options.failurePolicy = .throwError
        return options
    }

    /// What a full `.throwError` mapping of `source` throws, described; nil when it does not.
    static func thrown(_ source: String) -> String? {
        do {
            _ = try AttributedString(
                markdown: source, including: AttributeScopes.MarkdownAttributes.self, options: throwing,
                syntaxExtensions: setup.extensions)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// The document equals its full mapping, and reports what the full `.throwError` mapping throws.
    static func check(_ document: IncrementalAttributedDocument, _ context: String) throws -> Bool {
        guard try IncrementalAttributedExpectation.matchesFullMapping(document, setup, context) else { return false }
        let expected = thrown(document.source)
        #expect(document.hasDecodingFailures == (expected != nil), "\(context)")
        #expect(document.firstDecodingFailure().map { String(describing: $0) } == expected, "\(context)")
        return document.hasDecodingFailures == (expected != nil)
    }

    /// An attribute typed one character at a time between its parentheses, in a paragraph, a
    /// long list's item and a long table's cell: it cannot be decoded until its last quote, and
    /// every keystroke still maps only its region (or item, or row).
    @Test("Typing an attribute character by character", arguments: 0..<3)
    func typingAnAttribute(place: Int) throws {
        let base: String
        switch place {
        case 0: base = (try #require(TestCorpus.text("swift-evolution-0283-tuples.md"))) + "\nLast paragraph.\n"
        case 1: base = LongListDocuments.all[0]
        default: base = LongTableDocuments.all[0]
        }
        var document = try Self.setup.incremental(base)
        // In the last paragraph; in the middle of the list's or table's text (inside an item or a cell).
        var offset = place == 0 ? base.utf8.count - 2 : base.utf8.count / 2
        let bytes = Array(base.utf8)
        while offset > 0, bytes[offset - 1] == 0x0A || bytes[offset - 1] == 0x7C || bytes[offset - 1] & 0xC0 == 0x80 { offset -= 1 }
        var failing = 0
        var blockWise = 0
        // The brackets first (as an editor that closes them does), then the attributes inside.
        _ = try document.apply(.insert(" ^[word]()", at: offset))
        offset += " ^[word](".utf8.count
        let typed = "rotation: 5, color: 'red'"
        for (step, character) in typed.enumerated() {
            let update = try document.apply(.insert(String(character), at: offset))
            offset += String(character).utf8.count
            if update.remapping != .wholeDocument { blockWise += 1 }
            if document.hasDecodingFailures { failing += 1 }
            guard try Self.check(document, "place \(place), step \(step) (\(character))") else { return }
        }
        // All but `rotation: 5`, `rotation: 5,`, `rotation: 5, ` and the whole: JSON5 that decodes.
        #expect(failing == typed.count - 4, "the attribute was malformed \(failing) times while typed")
        #expect(!document.hasDecodingFailures)
        _ = try document.apply(.insert(" ^[x](y)", at: offset + 1))
        #expect(blockWise == typed.count, "\(typed.count - blockWise) keystrokes re-mapped the whole document")
        // The failure follows its text when lines are added above it.
        _ = try document.apply(.insert("# New\n\nParagraph\n\n", at: 0))
        #expect(document.hasDecodingFailures)
        _ = try Self.check(document, "place \(place), lines added above")
    }

    /// Random edits that add, break and repair attributes anywhere, in long lists and tables
    /// and in a real document.
    @Test("Random edits with attributes that do and do not decode", arguments: 0..<5)
    func randomEdits(seed: Int) throws {
        let base = [LongListDocuments.all[0], LongTableDocuments.all[0], LongListDocuments.all[1],
                    try #require(TestCorpus.text("swift-evolution-0283-tuples.md")), "Text ^[a](b: 1) end\n"][seed]
        var document = try Self.setup.incremental(base)
        var generator = SeededGenerator(seed: UInt64(seed * 31 + 7))
        let pieces = ["^[x](k: 1)", "^[x](k: ", "^[x](k)", ")", "'", "^[", "](", "\n", "\n\n", "- ", "| a |", "x"]
        var failing = 0
        for step in 0..<120 {
            let edit = RandomSourceEdit.next(in: document.source, typing: pieces, using: &generator)
            try document.apply(edit)
            if document.hasDecodingFailures { failing += 1 }
            guard try Self.check(document, "seed \(seed), step \(step): \(edit)") else { return }
        }
        #expect(failing > 0)
    }
}
