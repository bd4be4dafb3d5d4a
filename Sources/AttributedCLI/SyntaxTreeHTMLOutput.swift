import MarkdownSyntax

/// `render --to html` from the syntax tree (cmark's HTML, no theme): what the command does with
/// the flags that matter to it, whether ArgumentParser or ``DirectHTMLInvocation`` read them.
struct SyntaxTreeHTMLOutput {
    /// The extensions read (every GFM extension unless `--commonmark`).
    var extensions: MarkdownExtensions
    var extendedAttributes = false
    var unsafe = false
    var commonmark = false
    var headingIDs = false
    /// `--highlight`: fenced code in `<span class="hl-…">` tokens.
    var highlightsCode = false

    /// Streams the HTML of `text` to standard output as it is rendered, block by block (see
    /// ``HTMLRenderer/render(markdown:parser:chunkSize:to:)``): memory stays bounded by the
    /// input and the largest block, not the whole tree and output.
    /// `markdown` is valid UTF-8 (``InputSource/withUTF8(_:)`` checked it).
    func write(_ markdown: UnsafeBufferPointer<UInt8>) {
        let parser = MarkdownParser(options: ParseOptions(extensions: extensions, extendedAttributes: extendedAttributes))
        let options = HTMLRenderOptions(safety: HTMLSafetyOptions(unsafe: unsafe, tagFilter: extensions.contains(.tagfilter)),
                                        collapsesNestedStrong: !commonmark, headingIDs: headingIDs,
                                        highlightsCode: highlightsCode)
        HTMLRenderer(options: options).render(markdown: markdown, parser: parser, isValidUTF8: true) { writeOutput($0) }
    }
}
