import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

/// Spans nested in their own kind, carried by `AMInlineNesting`, through the HTML and
/// Markdown writers.
@Suite("Inline nesting in renderers")
struct InlineNestingRenderingTests {
    typealias Nesting = AttributeScopes.MarkdownAttributes.InlineNestingAttribute

    private func string(_ markdown: String) throws -> AttributedString {
        try MarkdownParser(options: ParseOptions(extensions: .strikethrough)).parse(markdown).attributedString()
    }

    private func html(_ markdown: String) throws -> String {
        AttributedHTMLRenderer(options: .init(unsafe: true)).render(try string(markdown))
    }

    @Test func sameKindSpansOpenAndCloseAsRecorded() throws {
        #expect(try html("*foo *bar**") == "<p><em>foo <em>bar</em></em></p>\n")
        #expect(try html("**foo **bar** baz**") == "<p><strong>foo <strong>bar</strong> baz</strong></p>\n")
        #expect(try html("~~a ~~b~~ c~~") == "<p><del>a <del>b</del> c</del></p>\n")
        #expect(try html("*foo [*bar*](/url)*") == "<p><em>foo <a href=\"/url\"><em>bar</em></a></em></p>\n")
    }

    @Test func twoAdjacentRecordedSpansStayApart() throws {
        // `*a *b** *c *d**`: two top-level emphases, each with an emphasis inside.
        #expect(try html("*a *b** *c *d**") == "<p><em>a <em>b</em></em> <em>c <em>d</em></em></p>\n")
    }

    @Test func aChainThatDisagreesWithTheFlatAttributesIsIgnored() throws {
        var string = try string("*foo *bar**")
        // An edit removes the emphasis from "bar" but leaves the recorded chain behind.
        if let range = string.range(of: "bar") {
            string[range].inlinePresentationIntent = nil
        }
        #expect(AttributedHTMLRenderer().render(string) == "<p><em>foo </em>bar</p>\n")
    }

    @Test(arguments: ["*foo *bar**", "**foo **bar****", "*foo [*bar*](/url)*", "__foo __bar__ baz__", "~~a ~~b~~ c~~", "*a **b *c* d** e*"])
    func markdownWriterKeepsTheNesting(_ markdown: String) throws {
        let first = try string(markdown)
        let written = MarkdownWriter().markdown(from: first)
        let second = try string(written)
        #expect(NormalizedRuns(first) == NormalizedRuns(second), "wrote: \(written)")
        #expect(first.runs.contains { $0[Nesting.self] != nil })
    }
}
