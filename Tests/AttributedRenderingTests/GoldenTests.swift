import AttributedMarkdown
import AttributedRendering
import Foundation
import Testing

/// Every renderer on one string that holds every block and inline kind, against checked-in
/// output (`Golden/KitchenSinkGolden.swift`).
@Suite("Golden kitchen sink")
struct GoldenTests {
    @Test func html() {
        #expect(AttributedHTMLRenderer(options: .init(unsafe: true)).render(KitchenSink.string) == KitchenSinkGolden.html)
    }

    @Test func safeHTMLOnlyDiffersInRawHTML() {
        let safe = AttributedHTMLRenderer().render(KitchenSink.string)
        let expected = KitchenSinkGolden.html
            .replacingOccurrences(of: "<br>", with: "<!-- raw HTML omitted -->")
            .replacingOccurrences(of: "<div class=\"x\">\nraw\n</div>", with: "<!-- raw HTML omitted -->")
        #expect(safe == expected)
    }

    @Test func plainText() {
        #expect(PlainTextRenderer().render(KitchenSink.string) == KitchenSinkGolden.plainText)
    }

    @Test func markdown() {
        #expect(MarkdownWriter().markdown(from: KitchenSink.string) == KitchenSinkGolden.markdown)
    }

    @Test func oneTreeServesEveryRenderer() {
        let tree = AttributedBlock.tree(of: KitchenSink.string)
        #expect(AttributedHTMLRenderer(options: .init(unsafe: true)).render(tree) == KitchenSinkGolden.html)
        #expect(PlainTextRenderer().render(tree) == KitchenSinkGolden.plainText)
        #expect(MarkdownWriter().markdown(from: tree) == KitchenSinkGolden.markdown)
    }
}
