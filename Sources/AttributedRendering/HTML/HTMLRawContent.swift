/// What both HTML renderers do with raw HTML from the document (an HTML block or inline HTML):
/// cmark's policy, so that rendering is safe unless the caller opts out.
enum HTMLRawContent {
    /// Appends `html` as the options allow: a `<!-- raw HTML omitted -->` comment unless
    /// `unsafe`; with `unsafe`, the HTML itself, through GitHub's tag filter when `tagFilter`.
    static func append(_ html: String, unsafe: Bool, tagFilter: Bool, to output: inout String) {
        if !unsafe {
            output += "<!-- raw HTML omitted -->"
        } else if tagFilter {
            TagFilter.appendFiltered(html, to: &output)
        } else {
            output += html
        }
    }
}
