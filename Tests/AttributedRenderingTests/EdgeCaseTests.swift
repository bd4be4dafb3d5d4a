import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

/// Escaping and structure edge cases of the renderers, checked on hand-built strings and
/// through the parser.
@Suite("Renderer edge cases")
struct EdgeCaseTests {
    private func parsed(_ markdown: String, _ extensions: MarkdownExtensions = [.table, .strikethrough]) throws -> AttributedString {
        try MarkdownParser(options: ParseOptions(extensions: extensions)).parse(markdown).attributedString()
    }

    @Test func hrefsArePercentEncodedAsCmarkDoes() {
        var fixture = Fixture()
        fixture.add("x", Intent.paragraph(1)) { $0.setLink("https://example.com/%C3%BC?q=a'b[1]") }
        #expect(AttributedHTMLRenderer().render(fixture.string)
            == "<p><a href=\"https://example.com/%C3%BC?q=a&#x27;b%5B1%5D\">x</a></p>\n")
    }

    @Test func rawDestinationsWinOverURLs() throws {
        let string = try parsed("[empty]() and ![img](<a b.png>)")
        #expect(AttributedHTMLRenderer().render(string) == "<p><a href=\"\">empty</a> and <img src=\"a%20b.png\" alt=\"img\" /></p>\n")
    }

    @Test func emptyLinkTextRendersEmpty() throws {
        let string = try parsed("[](/u) ![](/i.png)")
        #expect(AttributedHTMLRenderer().render(string) == "<p><a href=\"/u\"></a> <img src=\"/i.png\" alt=\"\" /></p>\n")
        #expect(MarkdownWriter().markdown(from: string) == "[](/u) ![](/i.png)\n")
    }

    @Test func tagFilterEscapesOnlyTheListedTags() {
        var fixture = Fixture()
        fixture.add("<TEXTAREA x> <textareax> <style/> <xmp", Intent.paragraph(1), .inlineHTML)
        let html = AttributedHTMLRenderer(options: .init(unsafe: true, tagFilter: true)).render(fixture.string)
        #expect(html == "<p>&lt;TEXTAREA x> <textareax> &lt;style/> <xmp</p>\n")
    }

    @Test func autolinksAreWrittenInAngleBrackets() throws {
        let string = try parsed("<https://example.com/a> and <me@example.com>")
        #expect(MarkdownWriter().markdown(from: string) == "<https://example.com/a> and <me@example.com>\n")
    }

    @Test func textThatGFMWouldAutolinkStaysText() throws {
        let string = try parsed("see www.example.com and http://x.y")
        let markdown = MarkdownWriter().markdown(from: string)
        #expect(markdown == "see www\\.example.com and http\\://x.y\n")
        let reparsed = try parsed(markdown, .all)
        #expect(NormalizedRuns(reparsed) == NormalizedRuns(string))
    }

    @Test func newlinesInsideTextStayEntities() throws {
        let string = try parsed("a&#10;b")
        #expect(MarkdownWriter().markdown(from: string) == "a&#10;b\n")
    }

    @Test func pipesInTableCodeSpansAreEscaped() throws {
        let string = try parsed("| a |\n| - |\n| `x\\|y` |\n")
        let markdown = MarkdownWriter().markdown(from: string)
        #expect(markdown == "| a |\n| --- |\n| `x\\|y` |\n")
        #expect(NormalizedRuns(try parsed(markdown)) == NormalizedRuns(string))
    }

    @Test func adjacentOrderedListsAlternateDelimiters() throws {
        let string = try parsed("1. a\n2) b\n")
        let markdown = MarkdownWriter().markdown(from: string)
        // The second list starts at 2, as its source says.
        #expect(markdown == "1. a\n\n2) b\n")
        #expect(NormalizedRuns(try parsed(markdown)) == NormalizedRuns(string))
    }

    @Test func emptyListItemsRoundTripThroughMarkdown() throws {
        let string = try parsed("- a\n-\n- c\n")
        let markdown = MarkdownWriter().markdown(from: string)
        #expect(markdown == "- a\n-\n- c\n")
        #expect(AttributedHTMLRenderer().render(string) == "<ul>\n<li>a</li>\n<li></li>\n<li>c</li>\n</ul>\n")
    }

    @Test func deepNestingStaysLinear() throws {
        let depth = 100
        let markdown = String(repeating: "> ", count: depth) + "deep\n"
        let string = try parsed(markdown)
        let html = AttributedHTMLRenderer().render(string)
        #expect(html.components(separatedBy: "<blockquote>").count == depth + 1)
        #expect(html.contains("<p>deep</p>"))
        #expect(NormalizedRuns(try parsed(MarkdownWriter().markdown(from: string))) == NormalizedRuns(string))
    }

    @Test func codeFencesOutgrowTheirContent() throws {
        let string = try parsed("~~~\n```\n````\n~~~\n")
        let markdown = MarkdownWriter().markdown(from: string)
        #expect(markdown == "`````\n```\n````\n`````\n")
        #expect(NormalizedRuns(try parsed(markdown)) == NormalizedRuns(string))
    }
}
