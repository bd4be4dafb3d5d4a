import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

/// Renders an `AttributedString` for the web app's live preview: cmark's HTML (as
/// ``AttributedHTMLRenderer`` writes it) inside `<div class="am-document" data-theme="…">`,
/// with every run that carries style attributes in a `<span style="…">`, fenced code highlighted
/// (`<span class="hl-…">`), and code blocks of more than ``codeChunkThreshold`` lines in chunks
/// of whole lines (`<span class="am-code-chunk">`, see ``stylesheet(for:)``).
///
/// The theme itself is not in the markup: the page links one stylesheet for all themes
/// (``stylesheet(for:)``) whose rules are scoped by `data-theme`, so switching themes changes
/// one attribute. Per-run styles are the string's own (apply a transform such as the
/// tutorial's `customColor` before rendering).
///
/// The preview can be rendered a block at a time, for a page that replaces only the blocks
/// an edit changed: ``documentOpening(for:)``, then ``render(topLevelBlock:of:anchors:)`` for each of
/// the tree's ``AttributedBlock/bodyBlocks`` in order, then ``renderFootnotes(of:in:)`` and
/// ``documentClosing``, concatenated, are ``render(_:)``'s bytes.
///
/// With ``headingIDs``, every heading of the body gets an `id` GitHub would give it
/// (`HeadingSlugger`: the slug of its text, repeats numbered `-1`, `-2`… in document order),
/// so that `#slug` links to it. A block at a time, pass each block's anchors: slug the
/// ``headingTexts(in:)`` of the body blocks in order with one slugger.
///
/// Safe by default, as every renderer: raw HTML is omitted, dangerous URLs are left empty.
public struct WebPreviewRenderer: Sendable {
    /// The theme whose name goes on the wrapper (and whose appearance resolves named colors).
    public var theme: Theme
    /// What raw HTML and dangerous URLs become (safe by default).
    public var safety: HTMLSafetyOptions
    /// Give the body's headings GitHub-style `id` anchors (off by default).
    public var headingIDs: Bool
    /// Set by a caller that knows no run carries a style attribute (its Markdown has no extended
    /// attribute, `^[…](…)`, the only way one gets into the live preview's string): the
    /// per-segment `<span style>` lookup, a dozen attribute reads, is skipped.
    package var runsCarryNoStyles = false

    /// A renderer for `theme`; safe unless `safety` says otherwise; heading anchors with `headingIDs`.
    public init(theme: Theme, safety: HTMLSafetyOptions = HTMLSafetyOptions(), headingIDs: Bool = false) {
        self.theme = theme
        self.safety = safety
        self.headingIDs = headingIDs
    }

    /// A renderer with the safety settings spelled out.
    @available(*, deprecated, message: "use init(theme:safety:headingIDs:)")
    public init(theme: Theme, unsafe: Bool, tagFilter: Bool = false, headingIDs: Bool = false) {
        self.init(theme: theme, safety: HTMLSafetyOptions(unsafe: unsafe, tagFilter: tagFilter), headingIDs: headingIDs)
    }

    /// The preview of `string`: the wrapper, the blocks, the footnotes.
    public func render(_ string: AttributedString) -> String {
        var writer = makeWriter(string)
        if headingIDs { writer.slugger = HeadingSlugger() }
        writer.writeDocument(AttributedBlock.tree(of: string))
        return writer.output
    }

    /// The HTML of one top-level block of `string`'s tree (from ``AttributedBlock/tree(of:)``,
    /// one of its ``AttributedBlock/bodyBlocks``), exactly as it appears in ``render(_:)``.
    ///
    /// With ``headingIDs`` on, `anchors` are the ids of the block's headings in order (from one
    /// `HeadingSlugger` fed the ``headingTexts(in:)`` of every body block before and this
    /// one); a heading past them gets the bare slug of its text.
    public func render(topLevelBlock block: AttributedBlock, of string: AttributedString, anchors: [String] = []) -> String {
        var writer = makeWriter(string)
        if headingIDs {
            writer.headingIDs = anchors
            writer.slugger = HeadingSlugger()
        }
        writer.write(block, inTightList: false)
        return writer.output
    }

    /// ``render(topLevelBlock:of:anchors:)`` of each of `blocks` (top-level blocks of
    /// `string`'s tree, in order), with `anchors[i]` for `blocks[i]` (none past the end of
    /// `anchors`): the same HTML, with one decoration (and its view of the runs) for all.
    public func render(topLevelBlocks blocks: [AttributedBlock], of string: AttributedString, anchors: [[String]] = []) -> [String] {
        let decoration = WebPreviewDecoration(string: string, theme: theme, readsStyles: !runsCarryNoStyles)
        var result: [String] = []
        result.reserveCapacity(blocks.count)
        for (index, block) in blocks.enumerated() {
            var writer = HTMLTreeWriter(safety: safety, decoration: decoration)
            if headingIDs {
                writer.headingIDs = index < anchors.count ? anchors[index] : []
                writer.slugger = HeadingSlugger()
            }
            writer.write(block, inTightList: false)
            result.append(writer.output)
        }
        return result
    }

    /// A top-level list, table or block quote of `string`'s tree in parts, for a view that
    /// redraws some of its items, rows or children: its opening (a list's tag; a table's tag,
    /// header row and `<tbody>`; a quote's tag, or an alert's and its title), the HTML of each of
    /// its parts (a list's children, a table's body rows, a quote's child blocks) and its
    /// closing, which joined are ``render(topLevelBlock:of:anchors:)``'s bytes without heading
    /// anchors. An item's HTML depends only on its own runs and on whether the list is tight, a
    /// row's on its own runs and the table's columns, and a quote's child's on its own runs, so
    /// parts rendered from a slice of the string holding them (and the block's runs) are the
    /// same bytes. Nil for another block.
    ///
    /// With `outline`, a list whose last item ends with a list, in the parts of that nested list
    /// (its opening is everything before the nested list's first item).
    package func renderParts(_ block: AttributedBlock, of string: AttributedString, outline: Bool = false) -> BlockHTMLParts? {
        var writer = makeWriter(string)
        guard let ends = writer.writeInParts(block, outline: outline), let first = ends.first else { return nil }
        let html = writer.output
        let utf8 = html.utf8
        func piece(_ range: Range<Int>) -> String {
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return String(html[lower..<utf8.index(lower, offsetBy: range.count)])
        }
        var items: [String] = []
        items.reserveCapacity(ends.count - 1)
        for index in 1..<ends.count { items.append(piece(ends[index - 1]..<ends[index])) }
        return BlockHTMLParts(
            opening: piece(0..<first), items: items, closing: piece((ends.last ?? first)..<utf8.count))
    }

    /// A list's, a table's or a block quote's HTML in parts (see ``renderParts(_:of:)``).
    package struct BlockHTMLParts: Sendable, Equatable {
        /// `<ul>` or `<ol …>`, and its newline; `<table>` up to `<tbody>` and its newline; or
        /// `<blockquote>` and its newline (an alert's `<div …>` and its title).
        package var opening: String
        /// Each child's HTML (`<li>…</li>` and a newline), each body row's (`<tr>…</tr>` and a
        /// newline), or each of a quote's child blocks (and a newline).
        package var items: [String]
        /// `</ul>` or `</ol>`, `</tbody>` and `</table>`, or `</blockquote>` (an alert's `</div>`),
        /// each with its newline.
        package var closing: String

        /// The block's HTML.
        package var html: String { opening + items.joined() + closing }
    }

    /// The texts of the headings in `block` (itself or nested), in document order: what
    /// ``headingIDs`` slugs.
    public static func headingTexts(in block: AttributedBlock) -> [String] {
        var texts: [String] = []
        var stack = [block]
        while let next = stack.popLast() {
            if case .header = next.intentKind {
                texts.append(next.text)
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return texts
    }

    /// The footnote section of `tree` (empty when it has no footnote definitions), as it
    /// appears in ``render(_:)`` after the last block.
    public func renderFootnotes(of tree: AttributedBlock, in string: AttributedString) -> String {
        var writer = makeWriter(string)
        writer.writeFootnotes(tree.footnotes)
        return writer.output
    }

    /// `<div class="am-document" data-theme="…">` and a newline: what ``render(_:)`` starts with.
    public static func documentOpening(for theme: Theme) -> String {
        "<div class=\"\(StyleCSS.documentClassName)\" data-theme=\"\(HTMLEscaping.escapedForPage(theme.name))\">\n"
    }

    /// `</div>`: what ``render(_:)`` ends with.
    public static let documentClosing = "</div>"

    /// The stylesheet of the preview for every theme in `themes`: the rule for long code
    /// blocks' chunks, then each theme's `StyleCSS.elementStylesheet(for:)`, a blank line apart.
    ///
    /// A code block of more than ``codeChunkThreshold`` lines is written in chunks of whole
    /// lines (16 to 256, about 80 on average, ending where the lines' text says, so that an edit
    /// changes the chunks around it only), each a `<span class="am-code-chunk">` that this
    /// stylesheet displays as a block the browser lays out only while it is on screen
    /// (`content-visibility: auto`); without the stylesheet the chunks are plain inline spans
    /// and the block reads the same.
    public static func stylesheet(for themes: [Theme]) -> String {
        ([codeChunkRule] + themes.map(StyleCSS.elementStylesheet(for:))).joined(separator: "\n")
    }

    /// The number of lines above which a code block is written in chunks in the preview.
    public static let codeChunkThreshold = 64

    /// The chunks' rule: a block, laid out on screen only, its size until then about 80 lines
    /// (in pixels first, for browsers without the `lh` unit).
    static var codeChunkRule: String {
        """
        .\(StyleCSS.documentClassName) .\(CodeChunker.className) {
          display: block;
          content-visibility: auto;
          contain-intrinsic-block-size: auto 1600px;
          contain-intrinsic-block-size: auto 80lh;
        }

        """
    }

    private func makeWriter(_ string: AttributedString) -> HTMLTreeWriter<WebPreviewDecoration> {
        HTMLTreeWriter(safety: safety, decoration: WebPreviewDecoration(string: string, theme: theme, readsStyles: !runsCarryNoStyles))
    }
}
