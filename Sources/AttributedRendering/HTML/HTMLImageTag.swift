import MarkdownSyntax
/// The `<img … />` tag both HTML renderers write, cmark's way: the alt text is the plain text
/// of the image description (breaks become spaces, markup dropped), and a dangerous source is
/// left empty unless `unsafe`.
enum HTMLImageTag {
    static func append(source: String, title: String?, alt: [InlineSegment], unsafe: Bool, to output: inout String) {
        output += "<img src=\""
        if unsafe || !URLSafety.isDangerous(source) {
            HTMLEscaping.appendEscapedHref(source, to: &output)
        }
        output += "\" alt=\""
        for segment in alt where !segment.isEmptyContentPlaceholder {
            if segment.inlineIntent.contains(.lineBreak) || segment.inlineIntent.contains(.softBreak) {
                for _ in segment.text.unicodeScalars { output += " " }
            } else {
                HTMLEscaping.appendEscaped(segment.text, to: &output)
            }
        }
        output += "\""
        if let title, !title.isEmpty {
            output += " title=\""
            HTMLEscaping.appendEscaped(title, to: &output)
            output += "\""
        }
        output += " />"
    }
}
