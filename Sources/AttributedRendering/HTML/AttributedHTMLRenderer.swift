import AttributedMarkdown
import Foundation

/// Renders an `AttributedString` as HTML, the way cmark-gfm renders the Markdown it came from.
///
/// A string made by `AttributedString(markdown:)` renders to the same bytes as cmark-gfm's
/// HTML for that Markdown, except where the string cannot hold what the HTML needs:
/// - empty blocks have no characters (the block tree restores the empty list items, table cells
///   and rows it can locate; see ``AttributedBlock/tree(of:)``);
/// - a table column aligned `:---` and one with no alignment are both `.left` in Apple's model,
///   so `.left` renders with no `align` attribute (the common case);
/// - nested identical emphasis (`<em><em>`) collapses, since an inline intent is a set.
///
/// Strings built by hand render too: runs without a presentation intent form a paragraph,
/// runs with `.blockHTML` but no block of their own are an HTML block.
///
/// The output is **safe by default**, as cmark's: raw HTML becomes `<!-- raw HTML omitted -->`
/// and `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs become empty; set
/// `HTMLSafetyOptions.unsafe` for trusted input.
public struct AttributedHTMLRenderer: Sendable {
    /// How ``AttributedHTMLRenderer`` treated raw HTML and dangerous URLs: now the package's
    /// one set of safety options.
    @available(*, deprecated, renamed: "HTMLSafetyOptions")
    public typealias Options = HTMLSafetyOptions

    /// What raw HTML and dangerous URLs become (safe by default).
    public var options: HTMLSafetyOptions

    /// A renderer with `options`.
    public init(options: HTMLSafetyOptions = HTMLSafetyOptions()) {
        self.options = options
    }

    /// The HTML for `string`.
    public func render(_ string: AttributedString) -> String {
        render(AttributedBlock.tree(of: string))
    }

    /// The HTML for a block tree (from ``AttributedBlock/tree(of:)``), for callers that
    /// render one tree several ways.
    public func render(_ tree: AttributedBlock) -> String {
        var writer = makeWriter()
        writer.writeDocument(tree)
        return writer.output
    }

    /// The HTML of one top-level block of a tree (one of its ``AttributedBlock/bodyBlocks``),
    /// for a page that replaces the blocks that changed. The blocks' HTML, concatenated in
    /// order, then ``renderFootnotes(of:)``, are the tree's HTML (`render(_:)` of the tree).
    public func render(topLevelBlock block: AttributedBlock) -> String {
        var writer = makeWriter()
        writer.write(block, inTightList: false)
        return writer.output
    }

    /// The footnote section of a tree (empty when it has no footnote definitions).
    public func renderFootnotes(of tree: AttributedBlock) -> String {
        var writer = makeWriter()
        writer.writeFootnotes(tree.footnotes)
        return writer.output
    }

    private func makeWriter() -> HTMLTreeWriter<UndecoratedHTML> {
        HTMLTreeWriter(safety: options, decoration: UndecoratedHTML())
    }
}
