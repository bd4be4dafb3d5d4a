/// What every HTML writer of the package does with raw HTML from a document (an HTML block
/// or inline HTML): cmark's policy, so that output is safe unless the caller opts out.
package enum RawHTMLPolicy {
    /// The comment cmark writes in place of raw HTML in safe mode.
    package static let omitted: StaticString = "<!-- raw HTML omitted -->"

    /// Appends `html` as the options allow: ``omitted`` unless `unsafe`; with `unsafe`, the
    /// HTML itself, through GitHub's tag filter (``HTMLTagFilter``) when `tagFilter`.
    package static func append<Sink: HTMLByteSink>(_ html: some StringProtocol, unsafe: Bool, tagFilter: Bool, to output: inout Sink) {
        if !unsafe {
            output.appendLiteral(omitted)
        } else if tagFilter {
            HTMLTagFilter.appendFiltered(html, to: &output)
        } else {
            withUTF8Bytes(of: html) { output.appendBytes($0) }
        }
    }
}
