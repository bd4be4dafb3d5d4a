import AttributedMarkdown
import AttributedRendering
import AttributedStyles
import Foundation
import TutorialScope
import Testing

/// The web preview decoration and its per-block rendering.
@Suite("Web preview renderer")
struct WebPreviewRendererTests {
    static let documents: [String] = [
        "# Title\n\nA paragraph with *em*, **strong**, `code` and [a link](https://example.com \"t\").\n",
        "- a\n- b\n  - c\n\n1. x\n2. y\n\n> quote\n> > nested\n\n---\n\n```swift\nlet x = 1\n```\n",
        "| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n<div>raw</div>\n\ntext\n",
        "A note[^1] and another[^n] and again[^1].\n\n[^n]: Second.\n\n[^1]: First\n\n    code\n",
        "^[Styled](customColor: 'danger') and ^[caps](customStyle: 'boldcaps')  \nbreak\nsoft ![^[alt](customColor: 'danger')](x.png)\n",
        "",
        "plain",
    ]

    static func string(_ markdown: String) throws -> AttributedString {
        var string = try AttributedString(
            markdown: markdown, including: AttributeScopes.CustomAttributes.self,
            options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true),
            syntaxExtensions: .all)
        CustomAttributesTransform().apply(to: &string)
        return string
    }

    @Test(arguments: documents)
    func blocksConcatenateToTheDocument(_ markdown: String) throws {
        let string = try Self.string(markdown)
        let renderer = WebPreviewRenderer(theme: .dark)
        let tree = AttributedBlock.tree(of: string)
        var pieces = WebPreviewRenderer.documentOpening(for: .dark)
        for block in tree.bodyBlocks { pieces += renderer.render(topLevelBlock: block, of: string) }
        pieces += renderer.renderFootnotes(of: tree, in: string)
        pieces += WebPreviewRenderer.documentClosing
        #expect(pieces == renderer.render(string))

        let cmark = AttributedHTMLRenderer()
        let cmarkPieces = tree.bodyBlocks.map { cmark.render(topLevelBlock: $0) }.joined() + cmark.renderFootnotes(of: tree)
        #expect(cmarkPieces == cmark.render(tree))
    }

    @Test func previewIsCmarkMarkupPlusRunStyles() throws {
        let string = try Self.string("Plain and ^[styled](customColor: 'highlight') and `code`.")
        let html = WebPreviewRenderer(theme: .default).render(string)
        #expect(html == """
        <div class="am-document" data-theme="default">
        <p>Plain and <span style="background-color: #ffcc00; text-decoration-line: underline; text-decoration-style: dotted; \
        text-decoration-color: #ff3b30">styled</span> and <code>code</code>.</p>
        </div>
        """)
        // Without style attributes the body is cmark's HTML.
        let plain = try Self.string("# A\n\n- b\n")
        let body = AttributedHTMLRenderer().render(plain)
        #expect(WebPreviewRenderer(theme: .default).render(plain) == WebPreviewRenderer.documentOpening(for: .default) + body + "</div>")
    }

    @Test func imageAltTextGetsNoSpan() throws {
        let html = WebPreviewRenderer(theme: .default).render(try Self.string("![^[alt](customColor: 'danger')](x.png)"))
        #expect(html.contains("alt=\"alt\""))
        #expect(!html.contains("<span"))
    }

    @Test func stylesheetScopesEveryThemeByName() {
        let css = WebPreviewRenderer.stylesheet(for: [.default, .dark])
        #expect(css.contains(".am-document[data-theme=\"default\"] h1"))
        #expect(css.contains(".am-document[data-theme=\"dark\"] :not(pre) > code"))
        #expect(css.contains("/* AttributedMarkdown theme: Dark (dark) */"))
    }
}
