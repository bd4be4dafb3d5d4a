import AttributedMarkdown
import AttributedRendering
import Foundation
import MarkdownFuzzInvariants
import MarkdownSyntax
import Testing

/// Inputs on which MarkdownFuzz found `PlainTextRenderer` dropping characters of the
/// `AttributedString`, against its documented promise that every character appears, in order.
@Suite("Fuzz regressions: plain text keeps every character")
struct PlainTextCharacterRegressionTests {
    private func plainTextLoss(_ markdown: String) throws -> Unicode.Scalar? {
        let document = MarkdownParser(options: ParseOptions(extensions: .gfm, extendedAttributes: true)).parse(markdown)
        let string = try document.attributedString()
        return FuzzInvariants.firstMissingScalar(of: string.characters, in: PlainTextRenderer().render(string))
    }

    @Test func characterCheckPassesOnOrdinaryTables() throws {
        #expect(try plainTextLoss("| a | b |\n|---|---|\n| `c` | d |\n") == nil)
    }

    /// Found by MarkdownFuzz (crash-3ad2001e…, crash-9907d9a0… and crash-bbd4b32d…, minimized).
    /// A table cell that ends in a code span holding one space: the AttributedString has the
    /// space (a `code` run); the table layout used to trim it with the row's trailing padding.
    @Test("Whitespace at the end of a table cell", arguments: ["a||\n-|-\n`\n` `", "o\n-|\n\\`` `", "a||\n-|-\n` `"])
    func trailingWhitespaceInATableCell(_ markdown: String) throws {
        #expect(try plainTextLoss(markdown) == nil)
        #expect(FuzzInvariants.check(Array(markdown.utf8)) == nil)
    }
}

/// Found by the seeded CI fuzz run (`scripts/fuzz.sh 180 -seed=1 -runs=30000`, minimized): a line
/// break inside a table cell, written as the character reference `&#10;`. The table layout used
/// to turn it into a space.
@Suite("Fuzz regressions: plain text keeps a line break inside a table cell")
struct PlainTextTableLineBreakRegressionTests {
    @Test func characterReferenceNewlineInACell() throws {
        let document = MarkdownParser(options: ParseOptions(extensions: .gfm, extendedAttributes: true)).parse("a||&#10;;\n--|-|-")
        let string = try document.attributedString()
        let text = PlainTextRenderer().render(string)
        #expect(String(string.characters).contains("\n;"))
        #expect(text.contains("\n;"))
        #expect(FuzzInvariants.check(Array("a||&#10;;\n--|-|-".utf8)) == nil)
    }
}
