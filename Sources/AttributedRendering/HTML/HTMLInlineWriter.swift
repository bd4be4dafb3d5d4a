import MarkdownSyntax
import AttributedMarkdown
import Foundation

/// Writes a leaf block's runs as cmark writes inline nodes.
struct HTMLInlineWriter {
    let options: AttributedHTMLRenderer.Options
    var output = ""

    init(options: AttributedHTMLRenderer.Options) {
        self.options = options
    }

    mutating func write(_ segments: [InlineSegment]) {
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
            HTMLInlineTags.appendLinkOpening(url: url, title: title, unsafe: options.unsafe, to: &output)
        case .emphasis: output += "<em>"
        case .strong: output += "<strong>"
        case .strikethrough: output += "<del>"
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
            HTMLInlineTags.appendFootnoteReference(reference, to: &output)
        } else if intent.contains(.code) {
            output += "<code>"
            HTMLEscaping.appendEscaped(segment.text, to: &output)
            output += "</code>"
        } else if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { output += "<br />\n" }
        } else if intent.contains(.softBreak) {
            for _ in segment.text.unicodeScalars { output += "\n" }
        } else if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            RawHTMLPolicy.append(segment.text, unsafe: options.unsafe, tagFilter: options.tagFilter, to: &output)
        } else {
            HTMLEscaping.appendEscaped(segment.text, to: &output)
        }
    }

    /// `<img src alt title />`; the alt text is plain (cmark renders an image's children as
    /// text, breaks as spaces).
    private mutating func writeImage(source: String, title: String?, alt: [InlineSegment]) {
        HTMLImageTag.append(source: source, title: title, alt: alt, unsafe: options.unsafe, to: &output)
    }
}
