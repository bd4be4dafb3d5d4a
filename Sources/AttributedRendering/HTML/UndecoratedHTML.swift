import AttributedMarkdown
import AttributedStyles
import Foundation

/// No decoration: ``HTMLTreeWriter`` writes cmark-gfm's HTML as it is.
struct UndecoratedHTML: HTMLDecoration {
    var documentOpening: String { "" }
    var documentClosing: String { "" }
    func attributes(for role: Theme.BlockRole) -> String { "" }
    func attributes(for role: Theme.InlineRole) -> String { "" }

    /// cmark-gfm's `align` attribute. A column aligned `:---` and one with no alignment are
    /// both `.left` in Apple's model, so `.left` gets none (the common case).
    func alignmentAttribute(_ alignment: PresentationIntent.TableColumn.Alignment) -> String {
        switch alignment {
        case .center: " align=\"center\""
        case .right: " align=\"right\""
        default: ""
        }
    }

    mutating func spanStyle(for segment: InlineSegment) -> String? { nil }
}
