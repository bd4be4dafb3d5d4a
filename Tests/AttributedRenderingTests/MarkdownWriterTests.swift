import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

@Suite("MarkdownWriter")
struct MarkdownWriterTests {
    private func markdown(_ fixture: Fixture) -> String {
        MarkdownWriter().markdown(from: fixture.string)
    }

    @Test func headingsParagraphsAndInlineMarkup() {
        var fixture = Fixture()
        fixture.add("Title #1", Intent.header(2, 1))
        fixture.add("This is ", Intent.paragraph(2))
        fixture.add("bold", Intent.paragraph(2), .stronglyEmphasized)
        fixture.add(", ", Intent.paragraph(2))
        fixture.add("both", Intent.paragraph(2), [.emphasized, .stronglyEmphasized])
        fixture.add(", ", Intent.paragraph(2))
        fixture.add("gone", Intent.paragraph(2), .strikethrough)
        fixture.add(" and ", Intent.paragraph(2))
        fixture.add("a `tick`", Intent.paragraph(2), .code)
        fixture.add(" ", Intent.paragraph(2), .softBreak)
        fixture.add("line", Intent.paragraph(2))
        fixture.add("\n", Intent.paragraph(2), .lineBreak)
        fixture.add("end", Intent.paragraph(2))
        #expect(markdown(fixture) == """
            ## Title \\#1

            This is **bold**, ***both***, ~~gone~~ and `` a `tick` ``
            line\\
            end

            """)
    }

    @Test func textThatLooksLikeMarkupIsEscaped() {
        var fixture = Fixture()
        fixture.add("# not a heading *x* [y] <b> a_b _c_ &amp; 1\\2", Intent.paragraph(1))
        fixture.add(" ", Intent.paragraph(1), .softBreak)
        fixture.add("- not a list", Intent.paragraph(1))
        fixture.add(" ", Intent.paragraph(1), .softBreak)
        fixture.add("42. no", Intent.paragraph(1))
        fixture.add(" ", Intent.paragraph(1), .softBreak)
        fixture.add("> no | pipe ~", Intent.paragraph(1))
        #expect(markdown(fixture) == """
            \\# not a heading \\*x\\* \\[y\\] \\<b> a_b \\_c\\_ \\&amp; 1\\\\2
            \\- not a list
            42\\. no
            \\> no \\| pipe \\~

            """)
    }

    /// Raw HTML that was inline at the start of an indented continuation line, and would start
    /// an HTML block at the start of a line (a `<script>` runs to the end of the document), is
    /// written on a line indented by four spaces, so it stays inline and the rest (an alert here)
    /// survives; HTML that cannot interrupt a paragraph (`<kbd>`) is written as it is. Found by
    /// the fuzzer (the alert round-trip invariant).
    @Test func rawHTMLStartingAContinuationLineStaysInline() throws {
        let source = "Press\n    <script> and\n<kbd>x</kbd> then  \n    <div> here\n\n> [!NOTE]\n> Noted.\n"
        let string = try AttributedString(markdown: source, syntaxExtensions: .gfm)
        let markdown = MarkdownWriter().markdown(from: string)
        #expect(markdown.contains("\n    <script> and\n<kbd>x</kbd> then\\\n    <div> here\n"), "\(markdown)")
        let reread = try AttributedString(markdown: markdown, syntaxExtensions: .gfm)
        #expect(String(reread.characters) == String(string.characters))
        let alerts = reread.runs.compactMap { $0[AttributeScopes.MarkdownAttributes.AlertAttribute.self] }
        #expect(alerts.first == .note)
    }

    @Test func leadingAndTrailingSpacesBecomeEntities() {
        var fixture = Fixture()
        fixture.add("  indented ", Intent.paragraph(1))
        #expect(markdown(fixture) == "&#32; indented&#32;\n")
    }

    @Test func linksImagesAndTitles() {
        var fixture = Fixture()
        let paragraph = Intent.paragraph(1)
        fixture.add("Wow!", paragraph)
        fixture.add("site", paragraph) { $0.setLink("https://example.com/a(b)", title: "The \"site\"") }
        fixture.add(" ", paragraph)
        fixture.add("logo ", paragraph) { $0.setImage("/logo.png", title: "Logo") }
        fixture.add("big", paragraph, .stronglyEmphasized) { $0.setImage("/logo.png", title: "Logo") }
        fixture.add(" ", paragraph)
        fixture.add("\u{FFFC}", paragraph) { $0.setLink("/empty") }
        #expect(markdown(fixture) == """
            Wow\\![site](https://example.com/a\\(b\\) "The \\"site\\"") ![logo **big**](/logo.png "Logo") [](/empty)

            """)
    }

    @Test func adjacentEmphasisDoesNotMergeDelimiters() {
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(1), .stronglyEmphasized)
        fixture.add("b", Intent.paragraph(1), .emphasized)
        #expect(markdown(fixture) == "**a**_b_\n")
    }

    @Test func listsQuotesCodeAndRules() {
        let bullets = Intent.bullets(1)
        let first = Intent.item(1, 2, in: bullets)
        let numbers = Intent.numbers(4, in: first)
        var fixture = Fixture()
        fixture.add("one", Intent.paragraph(3, in: first)) { $0.setTightLists([1, 4]); $0.setDelimiter("*") }
        fixture.add("nine", Intent.paragraph(6, in: Intent.item(9, 5, in: numbers))) { $0.setTightLists([1, 4]); $0.setDelimiter(")"); $0.setTask(.checked) }
        fixture.add("two", Intent.paragraph(8, in: Intent.item(2, 7, in: bullets))) { $0.setTightLists([1]); $0.setDelimiter("*") }
        fixture.add("quoted", Intent.paragraph(10, in: Intent.quote(9)))
        fixture.add("fenced ``` inside\n\nend\n", Intent.code(nil, 11, in: Intent.quote(9)))
        fixture.add("\u{2E3B}", Intent.rule(12))
        fixture.add("let x = 1\n", Intent.code("swift", 13))
        #expect(markdown(fixture) == """
            * one
              9) [x] nine
            * two

            > quoted
            >
            > ````
            > fenced ``` inside
            >
            > end
            > ````

            ***

            ```swift
            let x = 1
            ```

            """)
    }

    @Test func looseListsAndAdjacentListsStayApart() {
        let first = Intent.bullets(1)
        let second = Intent.bullets(4)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: Intent.item(1, 2, in: first)))
        fixture.add("b", Intent.paragraph(6, in: Intent.item(1, 5, in: second)))
        fixture.add("c", Intent.paragraph(8, in: Intent.item(2, 7, in: second)))
        #expect(markdown(fixture) == "- a\n\n* b\n\n* c\n")
    }

    @Test func tablesWithAlignmentAndEscapedPipes() {
        let table = Intent.table([.left, .center, .right], 1)
        let header = Intent.headerRow(2, in: table)
        let row = Intent.row(1, 6, in: table)
        var fixture = Fixture()
        fixture.add("a|b", Intent.cell(0, 3, in: header))
        fixture.add("c", Intent.cell(1, 4, in: header))
        fixture.add("d", Intent.cell(2, 5, in: header))
        fixture.add("x", Intent.cell(0, 7, in: row), .code)
        fixture.add("z", Intent.cell(2, 8, in: row))
        #expect(markdown(fixture) == """
            | a\\|b | c | d |
            | --- | :-: | --: |
            | `x` |  | z |

            """)
    }

    @Test func footnotesAndHTML() {
        var fixture = Fixture()
        fixture.add("<div>\n<b>x</b>\n", nil, .blockHTML)
        fixture.add("See", Intent.paragraph(1))
        fixture.add("1", Intent.paragraph(1)) { $0.setFootnoteReference(.init(label: "note", number: 1, occurrence: 1)) }
        fixture.add(" and ", Intent.paragraph(1))
        fixture.add("<span>", Intent.paragraph(1), .inlineHTML)
        fixture.add("First.", Intent.paragraph(2)) { $0.setFootnoteDefinition(.init(label: "note", number: 1, referenceCount: 1)) }
        fixture.add("Second.", Intent.paragraph(3)) { $0.setFootnoteDefinition(.init(label: "note", number: 1, referenceCount: 1)) }
        #expect(markdown(fixture) == """
            <div>
            <b>x</b>

            See[^note] and <span>

            [^note]: First.

                Second.

            """)
    }

    @Test func multiLineHeadingsUseSetext() {
        var fixture = Fixture()
        fixture.add("Two", Intent.header(1, 1))
        fixture.add(" ", Intent.header(1, 1), .softBreak)
        fixture.add("lines", Intent.header(1, 1))
        #expect(markdown(fixture) == "Two\nlines\n===\n")
    }
}
