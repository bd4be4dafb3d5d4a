import AttributedMarkdown
import AttributedStyles
import Foundation

/// What an HTML output adds to cmark's elements. ``HTMLTreeWriter`` writes cmark-gfm's
/// markup through MarkdownSyntax's markup emitter (`HTMLMarkupWriter`, the one every HTML path
/// uses); a decoration only adds attributes to its elements, says how table alignment is spelled,
/// wraps text in `<span>`s and wraps the whole document:
/// - ``UndecoratedHTML``: nothing, so the writer's output is cmark's, byte for byte
///   (``AttributedHTMLRenderer``);
/// - ``ThemeHTMLDecoration``: a theme's classes or inline styles on every element, runs that
///   differ from the theme in a styled span (``StyledHTMLRenderer``);
/// - ``WebPreviewDecoration``: each styled run in a span, the document in a theme-scoped
///   wrapper that a theme stylesheet on element selectors styles (``WebPreviewRenderer``).
protocol HTMLDecoration {
    /// Written before the first block (ends with a newline when not empty).
    var documentOpening: String { get }
    /// Written after the footnotes.
    var documentClosing: String { get }
    /// Attributes for the element of a block role: empty, or starting with a space, escaped.
    func attributes(for role: Theme.BlockRole) -> String
    /// Attributes for the element of an inline role: empty, or starting with a space, escaped.
    func attributes(for role: Theme.InlineRole) -> String
    /// How a table cell's alignment is written (cmark-gfm's `align`, or CSS).
    var alignmentSpelling: TableAlignmentSpelling { get }
    /// The CSS (not yet escaped) of a `<span style>` around the text of `segment`, or nil for
    /// none. Called for text, inline code and code-block runs only.
    mutating func spanStyle(for segment: InlineSegment) -> String?
    /// What the decoration adds to GitHub's markup for an alert of `kind` (see HTMLDecoration+Alerts.swift).
    func alertDecoration(_ kind: AlertKind) -> AlertDecoration
    /// Whether fenced code is highlighted (``CodeBlockHighlighting``), each token in a span with
    /// ``codeTokenStyle(for:)``.
    var highlightsCode: Bool { get }
    /// The CSS (not yet escaped) of a highlighted token's `<span style>`, or nil for its class
    /// (`<span class="hl-keyword">`).
    func codeTokenStyle(for kind: CodeTokenKind) -> String?
    /// The number of lines above which a code block is written in chunks (``CodeChunker``), or
    /// nil to write every code block whole.
    var codeChunkThreshold: Int? { get }
}

extension HTMLDecoration {
    var highlightsCode: Bool { false }
    func codeTokenStyle(for kind: CodeTokenKind) -> String? { nil }
    var codeChunkThreshold: Int? { nil }
}
