import MarkdownSyntax
import Testing

/// The spec spells the CDATA start `<![CDATA[` in upper case only (HTML block condition 5 and
/// inline raw HTML), as cmark's scanners match it; any other case is text.
@Suite("CDATA start")
struct CDATAStartTests {
    private func html(_ markdown: String) -> String {
        HTMLRenderer(options: HTMLRenderOptions(unsafe: true)).render(MarkdownParser().parse(markdown))
    }

    @Test func upperCaseStartsAnHTMLBlock() {
        #expect(html("<![CDATA[\n*x*\n]]>\n") == "<![CDATA[\n*x*\n]]>\n")
    }

    @Test(arguments: ["<![cdata[", "<![CData[", "<![CDATa["])
    func otherCasesAreText(start: String) {
        #expect(html("\(start)\n*x*\n]]>\n") == "<p>&lt;![\(start.dropFirst(3))\n<em>x</em>\n]]&gt;</p>\n")
        #expect(html("a \(start) *x* ]]> b") == "<p>a &lt;![\(start.dropFirst(3)) <em>x</em> ]]&gt; b</p>\n")
    }

    @Test func upperCaseIsInlineRawHTML() {
        #expect(html("a <![CDATA[ *x* ]]> b") == "<p>a <![CDATA[ *x* ]]> b</p>\n")
    }
}
