import AttributedMarkdown
import AttributedStyles
import Foundation
import MarkdownSyntax

extension HTMLTreeWriter {
    /// A leaf block's runs as cmark writes inline nodes.
    mutating func writeInlines(_ segments: [InlineSegment]) {
        for event in InlineEventPlanner.events(for: segments) {
            switch event {
            case .open(let span): open(span)
            case .close(let span): close(span)
            case .segment(let segment): write(segment)
            case .image(let source, let title, let alt): writeImage(source: source, title: title, alt: alt)
            }
        }
    }

    private mutating func open(_ span: InlineSpan) {
        switch span {
        case .link(let url, let title):
            output += "<a" + decoration.attributes(for: .link) + " href=\""
            writeURL(url)
            output += "\""
            writeTitle(title)
            output += ">"
        case .emphasis: output += "<em" + decoration.attributes(for: .emphasized) + ">"
        case .strong: output += "<strong" + decoration.attributes(for: .stronglyEmphasized) + ">"
        case .strikethrough: output += "<del" + decoration.attributes(for: .strikethrough) + ">"
        }
    }

    private mutating func close(_ span: InlineSpan) {
        switch span {
        case .link: output += "</a>"
        case .emphasis: output += "</em>"
        case .strong: output += "</strong>"
        case .strikethrough: output += "</del>"
        }
    }

    private mutating func write(_ segment: InlineSegment) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder {
            return
        } else if let reference = segment.footnoteReference {
            writeFootnoteReference(reference)
        } else if intent.contains(.code) {
            output += "<code" + decoration.attributes(for: .code) + ">"
            writeText(segment)
            output += "</code>"
        } else if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { output += "<br />\n" }
        } else if intent.contains(.softBreak) {
            for _ in segment.text.unicodeScalars { output += "\n" }
        } else if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            writeRawHTML(segment.text)
        } else {
            writeText(segment)
        }
    }

    /// The run's text, escaped, in the decoration's `<span style>` when it gives one.
    mutating func writeText(_ segment: InlineSegment) {
        guard let style = decoration.spanStyle(for: segment), !style.isEmpty else {
            HTMLEscaping.appendEscaped(segment.text, to: &output)
            return
        }
        output += "<span style=\""
        HTMLEscaping.appendEscaped(style, to: &output)
        output += "\">"
        HTMLEscaping.appendEscaped(segment.text, to: &output)
        output += "</span>"
    }

    /// cmark-gfm's footnote reference: `<sup class="footnote-ref"><a href="#fn-x" id="fnref-x">1</a></sup>`,
    /// the second and later references to one note getting `-2`, `-3`… on their `id`.
    private mutating func writeFootnoteReference(_ reference: FootnoteReference) {
        output += "<sup class=\"footnote-ref\"><a href=\"#fn-"
        HTMLEscaping.appendEscapedHref(reference.label, to: &output)
        output += "\" id=\"fnref-"
        HTMLEscaping.appendEscapedHref(reference.label, to: &output)
        if reference.occurrence > 1 { output += "-\(reference.occurrence)" }
        output += "\" data-footnote-ref>\(reference.number)</a></sup>"
    }

    /// `<img src alt title />`, cmark's way: the alt text is the plain text of the image
    /// description (breaks become spaces, markup dropped), and a dangerous source is left
    /// empty unless `unsafe`.
    private mutating func writeImage(source: String, title: String?, alt: [InlineSegment]) {
        output += "<img src=\""
        writeURL(source)
        output += "\" alt=\""
        for segment in alt where !segment.isEmptyContentPlaceholder {
            if segment.inlineIntent.contains(.lineBreak) || segment.inlineIntent.contains(.softBreak) {
                for _ in segment.text.unicodeScalars { output += " " }
            } else {
                HTMLEscaping.appendEscaped(segment.text, to: &output)
            }
        }
        output += "\""
        writeTitle(title)
        output += " />"
    }

    /// A link or image URL for a quoted attribute, percent-encoded; empty when it is dangerous
    /// (``URLSafety``) unless `unsafe`, as cmark does.
    private mutating func writeURL(_ url: String) {
        if unsafe || !URLSafety.isDangerous(url) {
            HTMLEscaping.appendEscapedHref(url, to: &output)
        }
    }

    /// ` title="…"`, escaped, when there is a non-empty title.
    private mutating func writeTitle(_ title: String?) {
        guard let title, !title.isEmpty else { return }
        output += " title=\""
        HTMLEscaping.appendEscaped(title, to: &output)
        output += "\""
    }
}
