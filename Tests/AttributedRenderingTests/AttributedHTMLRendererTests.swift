import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

@Suite("AttributedHTMLRenderer")
struct AttributedHTMLRendererTests {
    private let unsafeRenderer = AttributedHTMLRenderer(options: .init(unsafe: true))

    @Test func paragraphWithEmphasis() {
        var fixture = Fixture()
        let paragraph = Intent.paragraph(1)
        fixture.add("This is ", paragraph)
        fixture.add("Bold text", paragraph, .stronglyEmphasized)
        fixture.add(" and this is ", paragraph)
        fixture.add("italic", paragraph, .emphasized)
        #expect(AttributedHTMLRenderer().render(fixture.string)
            == "<p>This is <strong>Bold text</strong> and this is <em>italic</em></p>\n")
    }

    @Test func headersListsAndQuotesAsCmarkWritesThem() {
        let list = Intent.bullets(4)
        var fixture = Fixture()
        fixture.add("Hello", Intent.header(1, 1))
        fixture.add("Header2", Intent.header(2, 2))
        fixture.add("hello ", Intent.paragraph(3))
        fixture.add("world", Intent.paragraph(3), .stronglyEmphasized)
        fixture.add("first", Intent.paragraph(6, in: Intent.item(1, 5, in: list))) { $0.setTightLists([4]) }
        fixture.add("second", Intent.paragraph(8, in: Intent.item(2, 7, in: list))) { $0.setTightLists([4]) }
        fixture.add("quote", Intent.paragraph(10, in: Intent.quote(9)))
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <h1>Hello</h1>
            <h2>Header2</h2>
            <p>hello <strong>world</strong></p>
            <ul>
            <li>first</li>
            <li>second</li>
            </ul>
            <blockquote>
            <p>quote</p>
            </blockquote>

            """)
    }

    @Test func looseOrderedListFromFiveWithNestedTightList() {
        let list = Intent.numbers(1)
        let first = Intent.item(5, 2, in: list)
        let nested = Intent.bullets(4, in: first)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: first))
        fixture.add("b", Intent.paragraph(6, in: Intent.item(1, 5, in: nested))) { $0.setTightLists([4]) }
        fixture.add("c", Intent.paragraph(8, in: Intent.item(6, 7, in: list)))
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <ol start="5">
            <li>
            <p>a</p>
            <ul>
            <li>b</li>
            </ul>
            </li>
            <li>
            <p>c</p>
            </li>
            </ol>

            """)
    }

    @Test func tightItemWithNestedListStartsTheListOnANewLine() {
        let list = Intent.bullets(1)
        let item = Intent.item(1, 2, in: list)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: item)) { $0.setTightLists([1]) }
        fixture.add("b", Intent.paragraph(6, in: Intent.item(1, 5, in: Intent.bullets(4, in: item)))) { $0.setTightLists([1, 4]) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ul>\n")
    }

    @Test func emptyListItemsAreRestored() {
        let list = Intent.bullets(1)
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(3, in: Intent.item(1, 2, in: list))) { $0.setTightLists([1]) }
        fixture.add("c", Intent.paragraph(5, in: Intent.item(3, 4, in: list))) { $0.setTightLists([1]) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<ul>\n<li>a</li>\n<li></li>\n<li>c</li>\n</ul>\n")
    }

    @Test func taskListItems() {
        let list = Intent.bullets(1)
        var fixture = Fixture()
        fixture.add("foo", Intent.paragraph(3, in: Intent.item(1, 2, in: list))) { $0.setTightLists([1]); $0.setTask(.unchecked) }
        fixture.add("bar", Intent.paragraph(5, in: Intent.item(2, 4, in: list))) { $0.setTightLists([1]); $0.setTask(.checked) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <ul>
            <li><input type="checkbox" disabled="" /> foo</li>
            <li><input type="checkbox" checked="" disabled="" /> bar</li>
            </ul>

            """)
    }

    @Test func codeBlocksEscapeAndNameTheirLanguage() {
        var fixture = Fixture()
        fixture.add("if a < b && c {\n}\n", Intent.code("swift", 1))
        fixture.add("plain\n", Intent.code(nil, 2))
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <pre><code class="language-swift">if a &lt; b &amp;&amp; c {
            }
            </code></pre>
            <pre><code>plain
            </code></pre>

            """)
    }

    @Test func thematicBreakAndBreaks() {
        var fixture = Fixture()
        fixture.add("a", Intent.paragraph(1))
        fixture.add(" ", Intent.paragraph(1), .softBreak)
        fixture.add("b", Intent.paragraph(1))
        fixture.add("\n", Intent.paragraph(1), .lineBreak)
        fixture.add("c", Intent.paragraph(1))
        fixture.add("\u{2E3B}", Intent.rule(2))
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<p>a\nb<br />\nc</p>\n<hr />\n")
    }

    @Test(arguments: [
        (InlinePresentationIntent([.emphasized, .stronglyEmphasized]), "<p><em><strong>x</strong></em></p>\n"),
        (InlinePresentationIntent.strikethrough, "<p><del>x</del></p>\n"),
        (InlinePresentationIntent.code, "<p><code>x</code></p>\n"),
        (InlinePresentationIntent([.code, .emphasized]), "<p><em><code>x</code></em></p>\n"),
    ])
    func singleRunInlineIntents(intent: InlinePresentationIntent, html: String) {
        var fixture = Fixture()
        fixture.add("x", Intent.paragraph(1), intent)
        #expect(AttributedHTMLRenderer().render(fixture.string) == html)
    }

    @Test func longerSpansOpenFirst() {
        var fixture = Fixture()
        let paragraph = Intent.paragraph(1)
        fixture.add("a", paragraph, [.emphasized, .stronglyEmphasized])
        fixture.add(" b", paragraph, .stronglyEmphasized)
        fixture.add(" c", paragraph, [.emphasized, .stronglyEmphasized])
        fixture.add(" d", paragraph, .emphasized)
        #expect(AttributedHTMLRenderer().render(fixture.string)
            == "<p><strong><em>a</em> b<em> c</em></strong><em> d</em></p>\n")
    }

    @Test func linksWithTitlesAndEscapedHref() {
        var fixture = Fixture()
        let paragraph = Intent.paragraph(1)
        fixture.add("see ", paragraph)
        fixture.add("the ", paragraph) { $0.setLink("https://example.com/a%20b?x=1&y=2", title: "T \"q\"") }
        fixture.add("docs", paragraph, .emphasized) { $0.setLink("https://example.com/a%20b?x=1&y=2", title: "T \"q\"") }
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <p>see <a href="https://example.com/a%20b?x=1&amp;y=2" title="T &quot;q&quot;">the <em>docs</em></a></p>

            """)
    }

    @Test func imagesInsideLinks() {
        var fixture = Fixture()
        let paragraph = Intent.paragraph(1)
        fixture.add("alt ", paragraph) { $0.setLink("/page"); $0.setImage("/img.png", title: "pic") }
        fixture.add("text", paragraph, .emphasized) { $0.setLink("/page"); $0.setImage("/img.png", title: "pic") }
        #expect(AttributedHTMLRenderer().render(fixture.string)
            == "<p><a href=\"/page\"><img src=\"/img.png\" alt=\"alt text\" title=\"pic\" /></a></p>\n")
    }

    @Test(arguments: ["javascript:alert(1)", "VBScript:x", "file:///etc/passwd", "data:text/html,x"])
    func dangerousURLsAreDroppedUnlessUnsafe(url: String) {
        var fixture = Fixture()
        fixture.add("x", Intent.paragraph(1)) { $0.setLink(url) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<p><a href=\"\">x</a></p>\n")
        #expect(unsafeRenderer.render(fixture.string).contains("href=\"\(url.prefix(4))"))
    }

    @Test func dataImagesStaySafe() {
        var fixture = Fixture()
        fixture.add("x", Intent.paragraph(1)) { $0.setImage("data:image/png;base64,AAA") }
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<p><img src=\"data:image/png;base64,AAA\" alt=\"x\" /></p>\n")
    }

    @Test func rawHTMLIsOmittedUnlessUnsafe() {
        var fixture = Fixture()
        fixture.add("<div>\n<script>x</script>\n", nil, .blockHTML)
        fixture.add("a ", Intent.paragraph(1))
        fixture.add("<b>", Intent.paragraph(1), .inlineHTML)
        #expect(AttributedHTMLRenderer().render(fixture.string)
            == "<!-- raw HTML omitted -->\n<p>a <!-- raw HTML omitted --></p>\n")
        #expect(unsafeRenderer.render(fixture.string) == "<div>\n<script>x</script>\n<p>a <b></p>\n")
        let filtered = AttributedHTMLRenderer(options: .init(unsafe: true, tagFilter: true))
        #expect(filtered.render(fixture.string) == "<div>\n&lt;script>x&lt;/script>\n<p>a <b></p>\n")
    }

    @Test func tablesAsCmarkGFM() {
        let table = Intent.table([.left, .center, .right], 1)
        let header = Intent.headerRow(2, in: table)
        let row = Intent.row(1, 6, in: table)
        var fixture = Fixture()
        fixture.add("a", Intent.cell(0, 3, in: header))
        fixture.add("b", Intent.cell(1, 4, in: header))
        fixture.add("c", Intent.cell(2, 5, in: header))
        fixture.add("1", Intent.cell(0, 7, in: row), .code)
        fixture.add("3", Intent.cell(2, 8, in: row))
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th align="center">b</th>
            <th align="right">c</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td><code>1</code></td>
            <td align="center"></td>
            <td align="right">3</td>
            </tr>
            </tbody>
            </table>

            """)
    }

    @Test func footnotesAsGFM() {
        let definition = FootnoteDefinition(label: "a-note", number: 1, referenceCount: 2)
        var fixture = Fixture()
        fixture.add("Text", Intent.paragraph(1))
        fixture.add("1", Intent.paragraph(1)) { $0.setFootnoteReference(.init(label: "a-note", number: 1, occurrence: 1)) }
        fixture.add(" again", Intent.paragraph(1))
        fixture.add("1", Intent.paragraph(1)) { $0.setFootnoteReference(.init(label: "a-note", number: 1, occurrence: 2)) }
        fixture.add("Note.", Intent.paragraph(2)) { $0.setFootnoteDefinition(definition) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <p>Text<sup class="footnote-ref"><a href="#fn-a-note" id="fnref-a-note" data-footnote-ref>1</a></sup> again\
            <sup class="footnote-ref"><a href="#fn-a-note" id="fnref-a-note-2" data-footnote-ref>1</a></sup></p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-a-note">
            <p>Note. <a href="#fnref-a-note" class="footnote-backref" data-footnote-backref data-footnote-backref-idx="1" \
            aria-label="Back to reference 1">↩</a> <a href="#fnref-a-note-2" class="footnote-backref" data-footnote-backref \
            data-footnote-backref-idx="1-2" aria-label="Back to reference 1-2">↩<sup class="footnote-ref">2</sup></a></p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func footnoteEndingInACodeBlockPutsBackReferenceOnItsOwnLine() {
        let definition = FootnoteDefinition(label: "c", number: 1, referenceCount: 1)
        var fixture = Fixture()
        fixture.add("x\n", Intent.code(nil, 1)) { $0.setFootnoteDefinition(definition) }
        #expect(AttributedHTMLRenderer().render(fixture.string) == """
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-c">
            <pre><code>x
            </code></pre>
            <a href="#fnref-c" class="footnote-backref" data-footnote-backref data-footnote-backref-idx="1" \
            aria-label="Back to reference 1">↩</a>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func inlineOnlyStringIsOneParagraph() {
        var fixture = Fixture()
        fixture.add("a < ", nil)
        fixture.add("b", nil, .emphasized)
        #expect(AttributedHTMLRenderer().render(fixture.string) == "<p>a &lt; <em>b</em></p>\n")
        #expect(AttributedHTMLRenderer().render(AttributedString()) == "")
    }
}
