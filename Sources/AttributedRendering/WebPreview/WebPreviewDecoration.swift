import Foundation
import AttributedMarkdown
import AttributedStyles
import MarkdownSyntax

/// The decoration of ``WebPreviewRenderer``: cmark's elements with no classes, each run that has
/// style attributes in a `<span style>` with all of them (what a transform such as the
/// tutorial's `customColor` sets), the document in a wrapper a theme's element stylesheet
/// (`StyleCSS/elementStylesheet(for:)`) is scoped to.
struct WebPreviewDecoration: HTMLDecoration {
    let string: AttributedString
    /// `string.runs`, made once: the run at a segment's start is looked up in it.
    private let runs: AttributedString.Runs
    let css: StyleCSS
    let documentOpening: String
    var documentClosing: String { WebPreviewRenderer.documentClosing }
    /// Code is highlighted in the preview (`hl-…` classes the theme stylesheet colors).
    var highlightsCode: Bool { true }
    /// Long code blocks in chunks the page's browser lays out only on screen (``CodeChunker``).
    var codeChunkThreshold: Int? { WebPreviewRenderer.codeChunkThreshold }

    /// False when no run carries a style attribute (``WebPreviewRenderer/runsCarryNoStyles``).
    let readsStyles: Bool

    init(string: AttributedString, theme: Theme, readsStyles: Bool = true) {
        self.string = string
        self.readsStyles = readsStyles
        runs = string.runs
        css = StyleCSS(appearance: theme.appearance)
        documentOpening = WebPreviewRenderer.documentOpening(for: theme)
    }

    func attributes(for role: Theme.BlockRole) -> String { "" }
    func attributes(for role: Theme.InlineRole) -> String { "" }

    var alignmentSpelling: TableAlignmentSpelling { .attribute }

    mutating func spanStyle(for segment: InlineSegment) -> String? {
        guard readsStyles, segment.range.lowerBound < segment.range.upperBound else { return nil }
        // The segment is one run (or part of one): the tree recorded the run's attributes (else
        // the run at its start has them). No cache by attributes: every block's runs carry
        // their own intent identities, so no two blocks' runs have equal attributes, and
        // hashing them costs more than the few style lookups.
        return css.inlineStyle(for: segment.runAttributes ?? runs[segment.range.lowerBound].attributes)
    }
}
