import MarkdownSyntax
import Testing

/// ``ParseOptions/maximumTableColumns``: a delimiter row with more columns than the cap does not
/// open a table, and its lines stay paragraph text.
@Suite("Table column cap")
struct TableColumnCapTests {
    static func table(columns: Int) -> String {
        String(repeating: "|a", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n"
            + String(repeating: "|b", count: columns) + "|\n"
    }

    @Test func defaultCapIsOneThousand() {
        #expect(ParseOptions().maximumTableColumns == 1_000)
    }

    @Test func tableAtTheDefaultCapOpens() {
        let document = MarkdownParser(options: ParseOptions(extensions: .table)).parse(Self.table(columns: 1_000))
        guard case .table(let columns) = document.blocks.first?.kind else {
            Issue.record("expected a table")
            return
        }
        #expect(columns.count == 1_000)
        #expect(document.blocks[0].children.count == 2)
    }

    @Test func tableOverTheDefaultCapStaysAParagraph() {
        let source = Self.table(columns: 1_001)
        let document = MarkdownParser(options: ParseOptions(extensions: .table)).parse(source)
        #expect(document.blocks.count == 1)
        #expect(document.blocks.first?.kind == .paragraph)
        let text = TreeInspection.plainText(document.blocks[0].inlines)
        #expect(text == String(source.dropLast()))
    }

    @Test func customCapAppliesToTheDelimiterRow() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .table, maximumTableColumns: 2))
        let two = parser.parse("| a | b |\n|---|---|\n| c | d |\n")
        #expect(two.blocks.first?.kind == .table(columns: [.none, .none]))
        let three = parser.parse("| a | b | c |\n|---|---|---|\n| d | e | f |\n")
        #expect(three.blocks.map(\.kind) == [.paragraph])
        #expect(TreeInspection.plainText(three.blocks[0].inlines) == "| a | b | c |\n|---|---|---|\n| d | e | f |")
    }

    @Test func capBelowOneDisablesTables() {
        let parser = MarkdownParser(options: ParseOptions(extensions: .table, maximumTableColumns: 0))
        let document = parser.parse("| a |\n|---|\n")
        #expect(document.blocks.map(\.kind) == [.paragraph])
    }
}
