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
            markup.linkOpening(destination: url, title: title, attributes: decoration.attributes(for: .link))
        case .emphasis: markup.emphasisOpening(attributes: decoration.attributes(for: .emphasized))
        case .strong: markup.strongOpening(attributes: decoration.attributes(for: .stronglyEmphasized))
        case .strikethrough: markup.strikethroughOpening(attributes: decoration.attributes(for: .strikethrough))
        }
    }

    private mutating func close(_ span: InlineSpan) {
        switch span {
        case .link: markup.linkClosing()
        case .emphasis: markup.emphasisClosing()
        case .strong: markup.strongClosing()
        case .strikethrough: markup.strikethroughClosing()
        }
    }

    private mutating func write(_ segment: InlineSegment) {
        let intent = segment.inlineIntent
        if segment.isEmptyContentPlaceholder {
            return
        } else if let reference = segment.footnoteReference {
            markup.footnoteReference(label: reference.label, number: reference.number, occurrence: reference.occurrence)
        } else if intent.contains(.code) {
            markup.codeOpening(attributes: decoration.attributes(for: .code))
            Self.writeText(segment, to: &markup, decoration: &decoration)
            markup.codeClosing()
        } else if intent.contains(.lineBreak) {
            for _ in segment.text.unicodeScalars { markup.lineBreak() }
        } else if intent.contains(.softBreak) {
            for _ in segment.text.unicodeScalars { markup.softBreak() }
        } else if intent.contains(.inlineHTML) || intent.contains(.blockHTML) {
            markup.rawHTML(segment.text)
        } else {
            Self.writeText(segment, to: &markup, decoration: &decoration)
        }
    }

    /// The run's text, escaped, in the decoration's `<span style>` when it gives one.
    static func writeText(_ segment: InlineSegment, to markup: inout HTMLMarkupWriter<String>, decoration: inout Decoration) {
        guard let style = decoration.spanStyle(for: segment), !style.isEmpty else {
            markup.text(segment.text)
            return
        }
        markup.sink += "<span style=\""
        markup.text(style)
        markup.sink += "\">"
        markup.text(segment.text)
        markup.sink += "</span>"
    }

    /// `<img src alt title />`, cmark's way: the alt text is the plain text of the image
    /// description (breaks become spaces, markup dropped).
    private mutating func writeImage(source: String, title: String?, alt: [InlineSegment]) {
        markup.imageOpening(source: source)
        for segment in alt where !segment.isEmptyContentPlaceholder {
            if segment.inlineIntent.contains(.lineBreak) || segment.inlineIntent.contains(.softBreak) {
                for _ in segment.text.unicodeScalars { markup.plainBreak() }
            } else {
                markup.text(segment.text)
            }
        }
        markup.imageClosing(title: title)
    }
}
