import AttributedMarkdown
import AttributedStyles
import Foundation

/// No decoration: ``HTMLTreeWriter`` writes cmark-gfm's HTML as it is.
struct UndecoratedHTML: HTMLDecoration {
    var documentOpening: String { "" }
    var documentClosing: String { "" }
    func attributes(for role: Theme.BlockRole) -> String { "" }
    func attributes(for role: Theme.InlineRole) -> String { "" }
    /// cmark-gfm's `align` attribute.
    var alignmentSpelling: TableAlignmentSpelling { .attribute }

    mutating func spanStyle(for segment: InlineSegment) -> String? { nil }
}
