import MarkdownSyntax
import Testing

/// Behaviours the spec examples do not pin down, where we follow cmark (and so Apple's
/// swift-cmark) byte for byte. Each expectation is cmark 0.30.2's output for the input.
@Suite("cmark compatibility")
struct CmarkCompatibilityTests {
    func html(_ markdown: String) -> String {
        HTMLRenderer(options: .init(safety: .init(unsafe: true))).render(MarkdownParser().parse(markdown))
    }

    @Test func lazyContinuationLineKeepsItsIndentationInCodeSpans() {
        #expect(html("- x\n`a\n b`\n") == "<ul>\n<li>x\n<code>a  b</code></li>\n</ul>\n")
        #expect(html("> x\n`a\n b`\n") == "<blockquote>\n<p>x\n<code>a  b</code></p>\n</blockquote>\n")
    }

    @Test func regularContinuationLineIsStripped() {
        #expect(html("> x\n> `a\n>    b`\n") == "<blockquote>\n<p>x\n<code>a b</code></p>\n</blockquote>\n")
        #expect(html("[a]: /u\n  [b]: /v\n  c [a] [b]\n") == "<p>c <a href=\"/u\">a</a> <a href=\"/v\">b</a></p>\n")
    }

    @Test func blankLineInsideListItemCodeKeepsExtraSpaces() {
        let source = "- a\n\n  ```\n  x\n      \n  y\n  ```\n"
        #expect(html(source) == "<ul>\n<li>\n<p>a</p>\n<pre><code>x\n    \ny\n</code></pre>\n</li>\n</ul>\n")
    }

    @Test func definitionKeepsATitleFollowedByText() {
        let source = "[bar]:\n/b\n(t) more\n\n[bar]\n"
        #expect(html(source) == "<p>(t) more</p>\n<p><a href=\"/b\" title=\"t\">bar</a></p>\n")
    }

    @Test func lazyLineCannotHoldADefinition() {
        #expect(html("> [a]: /u\n  [b]: /v\n\n[b]\n") == "<blockquote>\n<p>  [b]: /v</p>\n</blockquote>\n<p>[b]</p>\n")
    }

    @Test func backslashBreakKeepsTheLazyLineIndentation() {
        #expect(html("- a\\\n (b") == "<ul>\n<li>a<br />\n (b</li>\n</ul>\n")
        #expect(html("a\\\n   b") == "<p>a<br />\nb</p>\n")
    }

    @Test func numericReferencesLongerThanSevenDigitsAreText() {
        #expect(html("&#98765432; &#x110000;") == "<p>&amp;#98765432; \u{FFFD}</p>\n")
    }
}
