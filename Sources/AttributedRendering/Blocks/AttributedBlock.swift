import AttributedMarkdown
import Foundation


/// A block of a Markdown-derived `AttributedString`: a paragraph, a list, a table cell…
///
/// Apple's `AttributedString(markdown:)` puts no separator characters between blocks: the block
/// structure lives only in each run's `presentationIntent`, a chain of components (innermost
/// first) with document-wide identities. Every renderer needs that structure back as a tree;
/// ``AttributedBlock/tree(of:)`` rebuilds it once, in linear time, so that HTML, plain text,
/// Markdown and styled renderers all share one faithful reading of the string.
///
/// Leaf blocks (paragraphs, headers, code blocks, table cells, thematic breaks, HTML blocks and
/// inline-only text, an implicit paragraph) hold ``segments``; container blocks (lists, list items, block quotes,
/// tables, rows, footnote definitions, the document) hold ``children``.
public struct AttributedBlock: Sendable {
    /// What a block is.
    public enum Kind: Hashable, Sendable {
        /// The root of the tree.
        case document
        /// A block named by a `PresentationIntent` component.
        case block(PresentationIntent.Kind)
        /// Raw HTML with `.blockHTML`: Apple gives an HTML block no component of its own.
        case htmlBlock
        /// Runs with no presentation intent at all (a string parsed inline-only, or built by
        /// hand): one implicit paragraph.
        case implicitParagraph
        /// A footnote definition: the blocks whose runs carry the same `footnoteDefinition`.
        case footnoteDefinition(FootnoteDefinition)
    }

    /// What the block is.
    public var kind: Kind
    /// The component's identity; 0 for blocks with no component of their own (the document,
    /// HTML blocks, implicit paragraphs, footnote definitions) and for blocks the tree adds
    /// because they had no characters (see ``tree(of:)``).
    public var identity: Int
    /// The blocks inside a container block, in order.
    public var children: [AttributedBlock]
    /// The runs of a leaf block, in order.
    public var segments: [InlineSegment]
    /// For a list: true when it is tight (our `tightLists` attribute names it), so that its
    /// items' paragraphs render without `<p>`.
    public var isTight: Bool
    /// For a list item (and a list, from its first item): the marker Apple's
    /// `listItemDelimiter` gives (`-`, `*`, `+`, `.`, `)`), when a run says so.
    public var listItemDelimiter: Character?
    /// For a list item: its GFM task checkbox (our `taskListItem` attribute).
    public var taskState: TaskState?
    /// For a block quote: the GitHub alert it is (our `alert` attribute on its runs), when it is one.
    public var alert: AlertKind?

    /// A block from its parts; ``tree(of:)`` builds them from a string.
    public init(
        kind: Kind,
        identity: Int = 0,
        children: [AttributedBlock] = [],
        segments: [InlineSegment] = [],
        isTight: Bool = false,
        listItemDelimiter: Character? = nil,
        taskState: TaskState? = nil,
        alert: AlertKind? = nil
    ) {
        self.kind = kind
        self.identity = identity
        self.children = children
        self.segments = segments
        self.isTight = isTight
        self.listItemDelimiter = listItemDelimiter
        self.taskState = taskState
        self.alert = alert
    }

    /// The presentation-intent kind, when the block has one.
    public var intentKind: PresentationIntent.Kind? {
        if case .block(let kind) = kind { return kind }
        return nil
    }

    /// The characters of the block's segments, joined.
    public var text: String {
        segments.reduce(into: "") { $0 += $1.text }
    }
}
