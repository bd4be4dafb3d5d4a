import MarkdownSyntax
import AttributedMarkdown

/// The inline tags both HTML renderers write the same way, apart from the attributes the
/// styled renderer adds (a theme class or inline style): links and footnote references.
enum HTMLInlineTags {
    /// `<a href="…" title="…">`, with `extraAttributes` (already escaped, starting with a space)
    /// after the tag name. A dangerous URL (see ``URLSafety``) leaves `href` empty unless `unsafe`,
    /// as cmark does.
    static func appendLinkOpening(
        url: String, title: String?, extraAttributes: String = "", unsafe: Bool, to output: inout String
    ) {
        output += "<a" + extraAttributes + " href=\""
        if unsafe || !URLSafety.isDangerous(url) {
            HTMLEscaping.appendEscapedHref(url, to: &output)
        }
        output += "\""
        if let title, !title.isEmpty {
            output += " title=\""
            HTMLEscaping.appendEscaped(title, to: &output)
            output += "\""
        }
        output += ">"
    }

    /// cmark-gfm's footnote reference: `<sup class="footnote-ref"><a href="#fn-x" id="fnref-x">1</a></sup>`,
    /// the second and later references to one note getting `-2`, `-3`… on their `id`.
    static func appendFootnoteReference(_ reference: FootnoteReference, to output: inout String) {
        output += "<sup class=\"footnote-ref\"><a href=\"#fn-"
        HTMLEscaping.appendEscapedHref(reference.label, to: &output)
        output += "\" id=\"fnref-"
        HTMLEscaping.appendEscapedHref(reference.label, to: &output)
        if reference.occurrence > 1 { output += "-\(reference.occurrence)" }
        output += "\" data-footnote-ref>\(reference.number)</a></sup>"
    }
}
