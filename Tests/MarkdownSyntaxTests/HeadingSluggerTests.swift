import MarkdownSyntax
import Testing

/// GitHub-style heading anchors: the slug rules, unique suffixes and the HTML option.
@Suite("Heading slugs")
struct HeadingSluggerTests {
    @Test(arguments: [
        ("Getting Started", "getting-started"),
        ("C++ & Swift!", "c--swift"),
        ("snake_case and kebab-case", "snake_case-and-kebab-case"),
        ("  two  spaces ", "--two--spaces-"),
        ("Привет non-latin 你好", "привет-non-latin-你好"),
        ("😄 emoji", "-emoji"),
        ("Version 1.2.3 (beta)", "version-123-beta"),
        ("", ""),
    ])
    func slugRules(text: String, slug: String) {
        #expect(HeadingSlugger.slug(text) == slug)
    }

    @Test func repeatedSlugsGetTheFirstFreeSuffix() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "foo") == "foo")
        #expect(slugger.slug(for: "foo") == "foo-1")
        #expect(slugger.slug(for: "bar") == "bar")
        // A heading whose own slug is "foo-2" takes it, so the next "foo" skips to "foo-3".
        #expect(slugger.slug(for: "foo 2") == "foo-2")
        #expect(slugger.slug(for: "Foo") == "foo-3")
        slugger.reset()
        #expect(slugger.slug(for: "foo") == "foo")
    }

    @Test func plainTextIsWhatAReaderSees() {
        let document = MarkdownParser().parse("# *Hello* [`world`](/x) <b>raw</b> ![alt](i.png)\n")
        #expect(HeadingSlugger.plainText(of: document.blocks[0].inlines) == "Hello world raw ")
    }

    @Test func headingIDsOptionAddsUniqueIDs() {
        let document = MarkdownParser().parse("# Usage\n\nSetext\n---\n\n## Usage\n")
        let html = HTMLRenderer(options: HTMLRenderOptions(headingIDs: true)).render(document)
        #expect(html == "<h1 id=\"usage\">Usage</h1>\n<h2 id=\"setext\">Setext</h2>\n<h2 id=\"usage-1\">Usage</h2>\n")
    }

    @Test func headingIDsAreOffByDefault() {
        let document = MarkdownParser().parse("# Usage\n")
        #expect(HTMLRenderer().render(document) == "<h1>Usage</h1>\n")
    }
}
