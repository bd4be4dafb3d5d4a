import MarkdownSyntax
import Testing

/// The default (safe) HTML output: raw HTML omitted, dangerous URLs emptied, as cmark does.
@Suite("HTML safe mode")
struct SafeModeTests {
    func html(_ markdown: String, _ options: HTMLRenderOptions = .init(), extensions: MarkdownExtensions = []) -> String {
        HTMLRenderer(options: options).render(MarkdownParser(options: ParseOptions(extensions: extensions)).parse(markdown))
    }

    @Test func rawHTMLBlockIsOmitted() {
        #expect(html("<div>\n*hi*\n</div>\n") == "<!-- raw HTML omitted -->\n")
        #expect(html("<div>\n*hi*\n</div>\n", .init(safety: .init(unsafe: true))) == "<div>\n*hi*\n</div>\n")
    }

    @Test func inlineHTMLIsOmitted() {
        #expect(html("a <b>c</b>") == "<p>a <!-- raw HTML omitted -->c<!-- raw HTML omitted --></p>\n")
        #expect(html("a <b>c</b>", .init(safety: .init(unsafe: true))) == "<p>a <b>c</b></p>\n")
    }

    @Test(arguments: ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x", "file:///etc/passwd", "data:text/html;base64,PHNjcmlwdD4="])
    func dangerousURLsAreEmptied(_ url: String) {
        #expect(html("[a](\(url))") == "<p><a href=\"\">a</a></p>\n")
        #expect(html("![a](\(url))") == "<p><img src=\"\" alt=\"a\" /></p>\n")
    }

    @Test(arguments: ["data:image/png;base64,AAAA", "data:image/gif;base64,AAAA", "data:image/jpeg;base64,AAAA", "data:image/webp;base64,AAAA"])
    func imageDataURLsAreKept(_ url: String) {
        #expect(html("![a](\(url))") == "<p><img src=\"\(url)\" alt=\"a\" /></p>\n")
    }

    @Test func unsafeKeepsDangerousURLs() {
        #expect(html("[a](javascript:alert(1))", .init(safety: .init(unsafe: true))) == "<p><a href=\"javascript:alert(1)\">a</a></p>\n")
    }

    @Test func hrefEncodingFollowsHoudini() {
        #expect(html("[a](<x y&z'é>)") == "<p><a href=\"x%20y&amp;z&#x27;%C3%A9\">a</a></p>\n")
    }

    @Test func tagFilterNeutralisesOnlyTheNineTags() {
        let source = "<script>x</script> <em>y</em> <TITLE>\n"
        let filtered = html(source, .init(safety: .init(unsafe: true, tagFilter: true)), extensions: .tagfilter)
        #expect(filtered == "&lt;script>x&lt;/script> <em>y</em> &lt;TITLE>\n")
    }

    @Test func collapsesNestedStrongOnlyWhenAsked() {
        #expect(html("****foo****") == "<p><strong><strong>foo</strong></strong></p>\n")
        #expect(html("****foo****", .init(collapsesNestedStrong: true)) == "<p><strong>foo</strong></p>\n")
    }
}
