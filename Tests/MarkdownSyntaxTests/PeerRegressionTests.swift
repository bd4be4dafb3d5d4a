import MarkdownSyntax
import MarkdownTestSupport
import Testing

/// The regression tests of cmark's and commonmark.js's own repositories (copied into
/// Tests/TestSupport/Resources with their licenses), compared byte for byte with `unsafe: true`,
/// as CommonMark without extensions. The few where that implementation's bytes are its own choice,
/// not the spec's, and cmark-gfm 0.29.0.gfm.13's (ours) differ are declined below with the reason
/// (the AttributedRendering article "Rendering decisions" lists them); a declined case that starts
/// to pass fails here, so the list cannot go stale.
@Suite("cmark and commonmark.js regression tests")
struct PeerRegressionTests {
    /// cmark's cases we decline, by example number.
    static let cmarkDeclined: [Int: String] = [
        20: "cmark ≥ 0.30 writes an info string that already starts with `language-` without a second prefix; cmark-gfm 0.29.0.gfm.13 (our HTML) prefixes every info string",
    ]

    /// commonmark.js's cases we decline, by example number.
    static let commonMarkJSDeclined: [Int: String] = [
        12: "commonmark.js leaves `'` in an href as is; cmark escapes it as `&#x27;`",
        25: "a blank line inside an HTML block at the end of a list item: cmark (S_ends_with_blank_line) makes the list loose, commonmark.js tight",
        28: "the same `language-` prefix choice as cmark's example 20",
        33: "cmark strips a paragraph's final vertical tab and form feed (cmark_isspace), commonmark.js keeps them",
        35: "commonmark.js drops raw HTML from image alt text; cmark writes it escaped",
    ]

    @Test func allExamplesAreLoaded() {
        #expect(SpecExample.cmarkRegression.count == 26)
        #expect(SpecExample.commonMarkJSRegression.count == 35)
    }

    @Test(arguments: SpecExample.cmarkRegression)
    func cmarkExample(_ example: SpecExample) {
        check(example, declined: Self.cmarkDeclined[example.example])
    }

    @Test(arguments: SpecExample.commonMarkJSRegression)
    func commonMarkJSExample(_ example: SpecExample) {
        check(example, declined: Self.commonMarkJSDeclined[example.example])
    }

    /// The bytes cmark writes where commonmark.js's expectation differs.
    @Test func declinedCasesGiveCmarksBytes() {
        let html = { (markdown: String) in
            HTMLRenderer(options: HTMLRenderOptions(unsafe: true)).render(MarkdownParser().parse(markdown))
        }
        #expect(html("[XSS](javascript&amp;colon;alert%28&#039;XSS&#039;%29)")
            == "<p><a href=\"javascript&amp;colon;alert%28&#x27;XSS&#x27;%29\">XSS</a></p>\n")
        #expect(html("![asdf <asdf> [asdf](asdf)](asdf.gif)") == "<p><img src=\"asdf.gif\" alt=\"asdf &lt;asdf&gt; asdf\" /></p>\n")
        #expect(html("\u{0B}Vertical Tab\u{0B}") == "<p>\u{0B}Vertical Tab</p>\n")
        #expect(html("```language-r\nx\n```") == "<pre><code class=\"language-language-r\">x\n</code></pre>\n")
    }

    private func check(_ example: SpecExample, declined reason: String?) {
        let document = MarkdownParser().parse(example.markdown)
        let html = HTMLRenderer(options: HTMLRenderOptions(unsafe: true)).render(document)
        if let reason {
            #expect(html != example.html, "declined, but now passes: \(reason)")
        } else {
            #expect(html == example.html)
        }
    }
}
