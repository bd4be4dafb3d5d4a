import AttributedMarkdown
import Foundation
import MarkdownSyntax
import Testing

/// Edits whose effect on the attributed string is known: which part is mapped again, and that the
/// result equals the full mapping at the splice boundaries.
@Suite("Incremental AttributedString scenarios")
struct IncrementalAttributedScenarioTests {
    static let apple = IncrementalMappingSetup.all[0]
    static let positions = IncrementalMappingSetup.all[1]
    static let everything = IncrementalMappingSetup.all[2]

    /// Applies `edit` to `markdown` under every setup; expects the full mapping, and returns the
    /// remapping of each setup.
    private func remappings(
        _ markdown: String, _ edit: SourceEdit, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> [IncrementalAttributedUpdate.Remapping] {
        try IncrementalMappingSetup.all.map { setup in
            var document = try setup.incremental(markdown)
            let update = try document.apply(edit)
            try IncrementalAttributedExpectation.matchesFullMapping(
                document, setup, "\(markdown.debugDescription) + \(edit)", sourceLocation: sourceLocation)
            return update.remapping
        }
    }

    private func offset(of needle: String, in text: String) throws -> Int {
        let range = try #require(text.range(of: needle))
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
    }

    @Test("A letter typed in a paragraph maps only its block")
    func letterInParagraph() throws {
        let text = "# Title\n\nFirst *paragraph*.\n\nSecond paragraph.\n\n- a\n- b\n"
        let results = try remappings(text, .insert("x", at: try offset(of: "paragraph*", in: text)))
        #expect(results == Array(repeating: .region, count: IncrementalMappingSetup.all.count))
    }

    @Test("The replaced range is the edited block's text")
    func replacedRange() throws {
        let text = "Alpha.\n\nBeta.\n\nGamma.\n\nDelta.\n"
        var document = try Self.apple.incremental(text)
        let update = try document.apply(.insert("!", at: try offset(of: "Beta", in: text)))
        #expect(update.remapping == .region)
        // The region is the edited block: a paragraph, closed by the blank line after it, so the
        // parse re-synchronises before the next block without parsing it. "Alpha." is 6 bytes,
        // "!Beta." 6.
        #expect(update.syntax == .spliced(ReparsedRegion(oldBlocks: 1..<2, newBlocks: 1..<2, source: SourceRange(8, 16))))
        #expect(update.replacedUTF8Range == 6..<12)
        #expect(String(document.attributedString.characters) == "Alpha.!Beta.Gamma.Delta.")
    }

    @Test("A new paragraph renumbers every block after it")
    func newParagraph() throws {
        let text = "One two.\n\nThree.\n\n> Quote\n\n1. x\n2. y\n"
        let results = try remappings(text, .insert("\n\n", at: try offset(of: " two", in: text)))
        #expect(results.allSatisfy { $0 == .regionRenumberingFollowingRuns })
    }

    @Test("A soft line break keeps identities: only source positions move what follows")
    func softLineBreak() throws {
        let text = "Zero.\n\nOne two.\n\nThree.\n\nFour.\n"
        var plain = try Self.apple.incremental(text)
        #expect(try plain.apply(.insert("\n", at: 10)).remapping == .region)
        try IncrementalAttributedExpectation.matchesFullMapping(plain, Self.apple, "soft break")
        var positioned = try Self.positions.incremental(text)
        #expect(try positioned.apply(.insert("\n", at: 10)).remapping == .regionRenumberingFollowingRuns)
        try IncrementalAttributedExpectation.matchesFullMapping(positioned, Self.positions, "soft break")
    }

    @Test("A blank line between items makes a tight list loose")
    func tightListBecomesLoose() throws {
        let text = "Intro.\n\n- a\n- b\n- c\n\nAfter.\n\n- d\n- e\n"
        _ = try remappings(text, .insert("\n", at: try offset(of: "- b", in: text)))
        _ = try remappings(text, .insert("\n", at: try offset(of: "- e", in: text)))
    }

    @Test("Tables: a cell edit, a delimiter row that makes a table, and a row added")
    func tables() throws {
        let text = "Intro.\n\n| a | b |\n|---|---|\n| c | d |\n\nAfter.\n\nEnd.\n"
        let cell = try remappings(text, .insert("x", at: try offset(of: "c |", in: text)))
        #expect(cell.allSatisfy { $0 == .region })
        _ = try remappings("Intro.\n\na | b\n\nAfter.\n", .insert("\n--|--", at: 13))
        _ = try remappings(text, .insert("| e | f |\n", at: try offset(of: "\nAfter", in: text)))
    }

    @Test("Footnotes and link reference definitions map the whole document")
    func documentWideSyntax() throws {
        let footnotes = "Text[^1].\n\nMore.\n\n[^1]: Note.\n"
        var document = try Self.everything.incremental(footnotes)
        let update = try document.apply(.insert("x", at: try offset(of: "More", in: footnotes)))
        #expect(update.remapping == .wholeDocument)
        #expect(update.syntax == .fullParse(.footnotes))
        try IncrementalAttributedExpectation.matchesFullMapping(document, Self.everything, "footnotes")

        let definitions = "A [link][a].\n\nMore.\n\n[a]: /url\n"
        let results = try remappings(definitions, .insert("b", at: try offset(of: "/url", in: definitions) + 1))
        #expect(results.allSatisfy { $0 == .wholeDocument })
    }

    @Test("Adjacent HTML blocks have equal attributes: their runs merge across the splice")
    func adjacentHTMLBlocks() throws {
        let text = "<div>\none\n</div>\n\n<div>\ntwo\n</div>\n\n<p>three</p>\n"
        let results = try remappings(text, .insert("x", at: try offset(of: "two", in: text)))
        #expect(results[0] == .region)
        let document = try Self.apple.incremental(text)
        #expect(document.attributedString.runs.count == 1, "the three HTML blocks are one run without positions")
    }

    @Test("A block starting with a combining mark joins the previous character across the splice")
    func combiningMarkAtBlockStart() throws {
        let text = "cafe\n\n\u{301}x\n\nend\n"
        let results = try remappings(text, .insert("y", at: try offset(of: "x\n", in: text)))
        #expect(results[0] == .region)
        _ = try remappings(text, .insert("e", at: try offset(of: "\n\n\u{301}", in: text)))
    }

    @Test("Extended attributes and nested same-kind spans keep their document-wide numbering")
    func extendedAttributesAndInlineNesting() throws {
        let text = "**a **b** c** first.\n\n^[styled](rotation: 2) text.\n\n**d **e** f** last.\n"
        _ = try remappings(text, .insert("x", at: try offset(of: "styled", in: text)))
        // Adds recorded inline spans before the last paragraph's: its span identities move.
        let added = try remappings(text, .insert(" **g **h** i**", at: try offset(of: " text.", in: text)))
        #expect(added.allSatisfy { $0 == .regionRenumberingFollowingRuns })
    }

    @Test("Deleting everything, then typing into the empty document")
    func emptyDocument() throws {
        let text = "# Title\n\nBody.\n"
        for setup in IncrementalMappingSetup.all {
            var document = try setup.incremental(text)
            try document.apply(.delete(SourceRange(0, text.utf8.count)))
            #expect(document.attributedString.characters.isEmpty)
            try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "emptied")
            try document.apply(.insert("*new*", at: 0))
            try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "retyped")
        }
    }

    @Test("An invalid edit throws and changes nothing")
    func invalidEdit() throws {
        var document = try Self.apple.incremental("é\n")
        let before = document.attributedString
        #expect(throws: SourceEditError.self) { try document.apply(.insert("x", at: 1)) }
        #expect(throws: SourceEditError.self) { try document.apply(.delete(SourceRange(0, 9))) }
        #expect(document.source == "é\n")
        #expect(document.attributedString == before)
    }

    @Test("A failing extended attribute throws as the full mapping does, and the next edit recovers")
    func failurePolicyThrows() throws {
        let setup = IncrementalMappingSetup(
            name: "throwing", options: .init(allowsExtendedAttributes: true), extensions: .gfm)
        let text = "First.\n\n^[ok](rotation: 1)\n\nLast.\n"
        var document = try setup.incremental(text)
        let broken = " ^[bad](a: )"
        let brokenOffset = try offset(of: "First", in: text) + 5
        #expect(throws: MarkdownParsingError.self) { try document.apply(.insert(broken, at: brokenOffset)) }
        #expect(throws: MarkdownParsingError.self) { try setup.fullMapping(document.source) }
        #expect(document.source == "First ^[bad](a: ).\n\n^[ok](rotation: 1)\n\nLast.\n")
        let update = try document.apply(.delete(SourceRange(brokenOffset, brokenOffset + broken.utf8.count)))
        #expect(update.remapping == .wholeDocument)
        try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "after the fix")
    }

    @Test("Inline-only syntax maps the whole input on every edit")
    func inlineOnly() throws {
        let setup = IncrementalMappingSetup(
            name: "inline only", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace), extensions: [])
        var document = try setup.incremental("a *b*\n\nc")
        let update = try document.apply(.insert("x", at: 0))
        #expect(update.remapping == .wholeDocument)
        try IncrementalAttributedExpectation.matchesFullMapping(document, setup, "inline only")
    }
}
