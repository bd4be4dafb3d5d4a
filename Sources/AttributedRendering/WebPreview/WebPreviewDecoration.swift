import Foundation
import AttributedMarkdown
import AttributedStyles
import MarkdownSyntax

/// The decoration of ``WebPreviewRenderer``: cmark's elements with no classes, each run that has
/// style attributes in a `<span style>` with all of them (what a transform such as the
/// tutorial's `customColor` sets), the document in a wrapper a theme's element stylesheet
/// (``StyleCSS/elementStylesheet(for:)``) is scoped to.
struct WebPreviewDecoration: HTMLDecoration {
    let string: AttributedString
    let css: StyleCSS
    let documentOpening: String
    var documentClosing: String { WebPreviewRenderer.documentClosing }
    /// The CSS of each distinct attribute combination: documents repeat a few over many runs.
    private var styles: [AttributeContainer: String] = [:]

    init(string: AttributedString, theme: Theme) {
        self.string = string
        css = StyleCSS(appearance: theme.appearance)
        documentOpening = WebPreviewRenderer.documentOpening(for: theme)
    }

    func attributes(for role: Theme.BlockRole) -> String { "" }
    func attributes(for role: Theme.InlineRole) -> String { "" }

    func alignmentAttribute(_ alignment: PresentationIntent.TableColumn.Alignment) -> String {
        UndecoratedHTML().alignmentAttribute(alignment)
    }

    mutating func spanStyle(for segment: InlineSegment) -> String? {
        guard let run = string[segment.range].runs.first else { return nil }
        let attributes = run.attributes
        if let known = styles[attributes] { return known }
        let style = css.inlineStyle(for: attributes)
        styles[attributes] = style
        return style
    }
}
