import MarkdownSyntax
import Testing
import MarkdownTestSupport

/// The 652 examples of the CommonMark 0.31.2 spec, compared byte for byte with `unsafe: true`.
@Suite("CommonMark 0.31.2 spec")
struct CommonMarkSpecTests {
    @Test("All 652 examples are loaded")
    func exampleCount() {
        #expect(SpecExample.commonMark.count == 652)
    }

    @Test("Spec example", arguments: SpecExample.commonMark)
    func specExample(_ example: SpecExample) {
        let document = MarkdownParser().parse(example.markdown)
        let html = HTMLRenderer(options: HTMLRenderOptions(safety: .init(unsafe: true))).render(document)
        #expect(html == example.html)
    }
}
