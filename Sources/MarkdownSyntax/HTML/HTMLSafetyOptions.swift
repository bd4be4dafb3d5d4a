/// What every HTML output of the package does with raw HTML and dangerous URLs from a document.
///
/// Safe by default, as cmark: raw HTML (HTML blocks and inline HTML) becomes
/// `<!-- raw HTML omitted -->`, and `javascript:`, `vbscript:`, `file:` and (non-image) `data:`
/// URLs are left empty, so untrusted Markdown cannot inject script into the page that shows it.
/// ``HTMLRenderer``, `AttributedHTMLRenderer`, `StyledHTMLRenderer` and `WebPreviewRenderer`
/// all take these options.
public struct HTMLSafetyOptions: Hashable, Sendable {
    /// Pass raw HTML and every URL through unchanged (cmark's `--unsafe`), for trusted input only.
    public var unsafe: Bool
    /// GFM's tag filter, applied to the raw HTML that ``unsafe`` lets through: the `<` of
    /// `title`, `textarea`, `style`, `xmp`, `iframe`, `noembed`, `noframes`, `script` and
    /// `plaintext` tags becomes `&lt;`, as GitHub does.
    public var tagFilter: Bool

    /// Options; the defaults are cmark's (safe, no tag filter).
    public init(unsafe: Bool = false, tagFilter: Bool = false) {
        self.unsafe = unsafe
        self.tagFilter = tagFilter
    }
}
