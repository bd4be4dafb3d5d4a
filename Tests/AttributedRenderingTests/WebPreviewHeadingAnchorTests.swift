import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax
import Testing
@testable import AttributedRendering

@Suite("Web preview: heading anchors")
struct WebPreviewHeadingAnchorTests {
    static let markdown = """
        # Getting Started

        Text.

        ## Getting Started

        > ### Getting started!

        # Usage

        - # Getting Started
        """

    @Test func headingsGetGitHubSlugsNumberedInDocumentOrder() throws {
        let string = try AttributedString(markdown: Self.markdown)
        let html = WebPreviewRenderer(theme: .default, headingIDs: true).render(string)
        #expect(html.contains(#"<h1 id="getting-started">Getting Started</h1>"#))
        #expect(html.contains(#"<h2 id="getting-started-1">Getting Started</h2>"#))
        #expect(html.contains(#"<h3 id="getting-started-2">Getting started!</h3>"#))
        #expect(html.contains(#"<h1 id="usage">Usage</h1>"#))
        #expect(html.contains(#"<h1 id="getting-started-3">Getting Started</h1>"#))
        #expect(!WebPreviewRenderer(theme: .default).render(string).contains(" id=\""))
    }

    @Test func blockByBlockWithAnchorsEqualsTheWholeRender() throws {
        let string = try AttributedString(markdown: Self.markdown + "\n\nA note[^1].\n\n[^1]: # Not anchored\n")
        let renderer = WebPreviewRenderer(theme: .default, headingIDs: true)
        let tree = AttributedBlock.tree(of: string)
        var slugger = HeadingSlugger()
        let blocks = tree.bodyBlocks.map { block in
            let anchors = WebPreviewRenderer.headingTexts(in: block).map { slugger.slug(for: $0) }
            return renderer.render(topLevelBlock: block, of: string, anchors: anchors)
        }
        let joined = WebPreviewRenderer.documentOpening(for: .default) + blocks.joined()
            + renderer.renderFootnotes(of: tree, in: string) + WebPreviewRenderer.documentClosing
        #expect(joined == renderer.render(string))
    }
}
