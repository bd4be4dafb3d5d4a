import AttributedMarkdown
import Foundation

/// An inline element that wraps other inline content: the runs of an `AttributedString` only
/// say which of these apply to them, and renderers must open and close them around the runs.
enum InlineSpan: Equatable {
    case link(String, title: String?)
    case emphasis
    case strong
    case strikethrough

    /// The order in which spans that start and end together are opened, outermost first:
    /// a link wraps the rest, strikethrough wraps emphasis (cmark-gfm's `~~***x***~~` is
    /// `<del><em><strong>x</strong></em></del>`), and `***x***` is `<em><strong>x</strong></em>`.
    var nestingRank: Int {
        switch self {
        case .link: return 0
        case .strikethrough: return 1
        case .emphasis: return 2
        case .strong: return 3
        }
    }

    /// A rank after every span's ``nestingRank``.
    static let innermostRank = 4

    /// The spans a segment lies in, outermost-first by ``nestingRank``.
    static func spans(of segment: InlineSegment) -> [InlineSpan] {
        var spans: [InlineSpan] = []
        if let link = segment.linkDestination { spans.append(.link(link, title: segment.linkTitle)) }
        if segment.inlineIntent.contains(.emphasized) { spans.append(.emphasis) }
        if segment.inlineIntent.contains(.stronglyEmphasized) { spans.append(.strong) }
        if segment.inlineIntent.contains(.strikethrough) { spans.append(.strikethrough) }
        return spans
    }
}

/// What a renderer writes for a paragraph's runs, in order: well-nested spans around leaves.
enum InlineEvent {
    case open(InlineSpan)
    case close(InlineSpan)
    /// A run outside any image.
    case segment(InlineSegment)
    /// The consecutive runs of one image's alt text (same `imageURL` and title), with the
    /// spans that cover only part of the alt text (the ones covering all of it are open).
    case image(source: String, title: String?, alt: [InlineSegment])
}
