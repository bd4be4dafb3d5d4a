import Foundation
import MarkdownSyntax

// Attributes of our own that carry what Apple's model drops but a faithful rendering needs
// (tight lists, task lists, footnotes, image titles). They live in their own scope, reachable
// as `\.markdown`, which also includes Foundation's attributes.

extension AttributeScopes {
    /// AttributedMarkdown's scope: Foundation's attributes (Apple's Markdown keys included) and
    /// the keys below.
    public struct MarkdownAttributes: AttributeScope {
        public let tightLists: TightListsAttribute
        public let taskListItem: TaskListItemAttribute
        public let footnoteReference: FootnoteReferenceAttribute
        public let footnoteDefinition: FootnoteDefinitionAttribute
        public let imageTitle: ImageTitleAttribute
        public let rawLink: RawLinkAttribute
        public let rawImageURL: RawImageURLAttribute
        public let inlineNesting: InlineNestingAttribute
        public let linkLabelFormatting: LinkLabelFormattingAttribute
        public let emptyLinks: EmptyLinksAttribute
        public let alert: AlertAttribute
        public let codeTokenKind: CodeTokenKindAttribute
        public let foundation: FoundationAttributes
    }

    /// AttributedMarkdown's scope, for `including: \.markdown`.
    public var markdown: MarkdownAttributes.Type { MarkdownAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.MarkdownAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributeScopes.MarkdownAttributes {
    /// `AMTightLists`: the identities (ascending) of the lists enclosing this run that are
    /// *tight*, whose items' paragraphs render without `<p>`. Apple's `PresentationIntent` has
    /// no tight/loose flag; HTML and Markdown output need one. Set on every run inside a list
    /// that has at least one tight enclosing list.
    public enum TightListsAttribute: CodableAttributedStringKey {
        public typealias Value = [Int]
        public static let name = "AMTightLists"
    }

    /// `AMLinkLabelFormatting`: emphasis, strong emphasis and strikethrough written inside a link's
    /// label (`[**call**](tel:1)`). Apple's parser drops that formatting (recorded on macOS 26:
    /// one run `call` with the link and no `inlinePresentationIntent`), so the mapping does too
    /// and keeps it here instead, for renderers that show it (`<a><strong>call</strong></a>`).
    public enum LinkLabelFormattingAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "AMLinkLabelFormatting"
    }

    /// `AMEmptyLinks`: links with an empty label next to this character (see ``EmptyLinks``).
    public enum EmptyLinksAttribute: CodableAttributedStringKey {
        public typealias Value = EmptyLinks
        public static let name = "AMEmptyLinks"
    }

    /// `AMTaskListItem`: the checkbox of a GFM task-list item (`- [ ]` / `- [x]`). Set on the
    /// runs whose innermost enclosing list item is the task item.
    public enum TaskListItemAttribute: CodableAttributedStringKey {
        public typealias Value = TaskState
        public static let name = "AMTaskListItem"
    }

    /// `AMAlert`: the GitHub alert (`> [!NOTE]`…, the `alerts` syntax extension) whose block
    /// quote encloses this run. Set on every run of the alert's content; the block quote itself is
    /// Apple's `blockQuote` intent, unchanged.
    ///
    /// The marker line (`[!NOTE]`) is not in the text: as on GitHub, the alert's title replaces
    /// it, and renderers show `AlertKind.title` from this key. Without the extension
    /// (Apple's `AttributedString(markdown:)`, or ours without `.alerts`) the same source gives
    /// an ordinary block quote whose first paragraph starts with the marker's text.
    public enum AlertAttribute: CodableAttributedStringKey {
        public typealias Value = AlertKind
        public static let name = "AMAlert"
    }

    /// `AMFootnoteReference`: a footnote reference (`[^label]`); the run's text is the
    /// footnote's number.
    public enum FootnoteReferenceAttribute: CodableAttributedStringKey {
        public typealias Value = FootnoteReference
        public static let name = "AMFootnoteReference"
    }

    /// `AMFootnoteDefinition`: set on every run of a footnote definition's content.
    public enum FootnoteDefinitionAttribute: CodableAttributedStringKey {
        public typealias Value = FootnoteDefinition
        public static let name = "AMFootnoteDefinition"
    }

    /// `AMImageTitle`: the title of an image (`![alt](src "title")`), on the alt-text runs.
    /// (A link's title goes to Foundation's `alternateDescription`, as Apple documents; an image
    /// keeps its own so that an image inside a titled link loses neither.)
    public enum ImageTitleAttribute: CodableAttributedStringKey {
        public typealias Value = String
        public static let name = "AMImageTitle"
    }

    /// `AMRawLink`: the destination of a link that Foundation's `URL` cannot represent exactly
    /// (an empty destination as in `[text]()`, or one that `URL` would rewrite, such as a stray
    /// `%`), as written with escapes and entities resolved. It is set instead of `link` when no
    /// `URL` can be made, and alongside it when the `URL` would not give back the destination,
    /// so that HTML rendered from the AttributedString keeps the author's `href`.
    public enum RawLinkAttribute: CodableAttributedStringKey {
        public typealias Value = String
        public static let name = "AMRawLink"
    }

    /// `AMRawImageURL`: the source of an image that Foundation's `URL` cannot represent exactly;
    /// the image counterpart of ``RawLinkAttribute``.
    public enum RawImageURLAttribute: CodableAttributedStringKey {
        public typealias Value = String
        public static let name = "AMRawImageURL"
    }
}

extension AttributeScopes.MarkdownAttributes {
    /// `AMInlineNesting`: the inline spans enclosing the run, outermost first, each with its
    /// kind and identity.
    ///
    /// `InlinePresentationIntent` is an option set, so `*foo *bar**` (an emphasis inside an
    /// emphasis) and `*foo bar*` give the same flat attributes, and HTML or Markdown rendered from
    /// them loses the inner span. This key says which spans there are. It is set **only** where
    /// the flat attributes are ambiguous: on every run of a top-level span (an emphasis, strong
    /// emphasis, strikethrough or link not inside another) that contains a span of the same kind
    /// somewhere inside it (`*a *b**`, `**a **b****`, `*a [*b*](u)*`…). Every other string is
    /// exactly what Apple's `AttributedString(markdown:)` makes. Spans inside an image's alt
    /// text are not recorded: alt text renders as plain text.
    public enum InlineNestingAttribute: CodableAttributedStringKey {
        public typealias Value = [InlineNestingLevel]
        public static let name = "AMInlineNesting"
    }
}

/// A footnote reference in an AttributedString: the syntax tree's own type, one struct for both.
public typealias FootnoteReference = FootnoteReferenceInfo

/// A footnote definition in an AttributedString: the syntax tree's own type, one struct for both.
public typealias FootnoteDefinition = FootnoteDefinitionInfo
