import AttributedMarkdown
import AttributedRendering
import Foundation

/// The stages the benchmark measures, as the library's users call them.
enum BenchmarkPipeline {
    /// GFM with the five extensions cmark-gfm is run with, so both sides parse the same syntax.
    static let parser = MarkdownParser(options: ParseOptions(extensions: .gfm))
    static let treeRenderer = HTMLRenderer(options: HTMLRenderOptions(safety: HTMLSafetyOptions(unsafe: true, tagFilter: true)))
    static let attributedRenderer = AttributedHTMLRenderer(options: .init(unsafe: true, tagFilter: true))

    static func parse(_ source: String) -> MarkdownDocument {
        parser.parse(source)
    }

    /// UTF-8 bytes, as `attributed render --to html` writes them (and as cmark-gfm writes its output).
    static func treeHTML(_ document: MarkdownDocument) -> [UInt8] {
        treeRenderer.renderUTF8(document)
    }

    /// What `attributed render --to html` does: each top-level block rendered as soon as it is
    /// parsed, the HTML handed to `sink` in 64 KB chunks (never the whole tree or output).
    static func streamedHTML(_ bytes: [UInt8], to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { treeRenderer.render(markdown: $0, parser: parser, to: sink) }
    }

    /// The mapping cannot throw here: extended attributes are off.
    static func attributedString(_ document: MarkdownDocument) -> AttributedString {
        (try? document.attributedString()) ?? AttributedString()
    }

    static func attributedHTML(_ string: AttributedString) -> String {
        attributedRenderer.render(string)
    }
}
