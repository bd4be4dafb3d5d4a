/// Options of ``HTMLRenderer``.
public struct HTMLRenderOptions: Hashable, Sendable {
    /// Pass raw HTML and dangerous URLs through. Off by default: like cmark, the renderer
    /// replaces raw HTML with `<!-- raw HTML omitted -->` and empties `javascript:`,
    /// `vbscript:`, `file:` and (non-image) `data:` URLs, so untrusted Markdown cannot inject
    /// script.
    public var unsafe: Bool
    /// GFM's tag filter: in raw HTML, the `<` of `title`, `textarea`, `style`, `xmp`, `iframe`,
    /// `noembed`, `noframes`, `script` and `plaintext` tags becomes `&lt;`.
    public var tagFilter: Bool
    /// Never nest `<strong>` directly inside `<strong>`, as cmark-gfm's HTML renderer does
    /// (`****foo****` gives `<strong>foo</strong>`); CommonMark 0.31.2 nests them.
    public var collapsesNestedStrong: Bool
    /// Give every heading an `id` attribute with its GitHub-style anchor slug
    /// (`<h2 id="getting-started">`, see ``HeadingSlugger``), so that `#getting-started` links to
    /// it. Off by default: cmark writes no ids.
    public var headingIDs: Bool

    /// Options; all off by default (safe output, no tag filter, CommonMark's nested strong, no heading ids).
    public init(unsafe: Bool = false, tagFilter: Bool = false, collapsesNestedStrong: Bool = false,
                headingIDs: Bool = false) {
        self.unsafe = unsafe
        self.tagFilter = tagFilter
        self.collapsesNestedStrong = collapsesNestedStrong
        self.headingIDs = headingIDs
    }
}
