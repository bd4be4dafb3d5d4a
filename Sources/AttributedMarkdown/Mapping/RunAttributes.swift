import Foundation
import MarkdownSyntax

/// The attributes of one run while the mapping builds it, as a plain `Hashable` value.
///
/// The builder compares the attributes of consecutive pieces of text to coalesce them into one
/// run *before* anything reaches `AttributedString` (whose per-run cost dominates on Linux). The
/// attributes come in two layers: those of the enclosing blocks, equal for every run of a leaf
/// block, and those of the inline markup. The assembler sets the block layer once per leaf
/// block and merges the inline layer only into runs that have inline markup, which takes far
/// fewer `AttributedString` calls than setting every run.
struct RunAttributes: Hashable {
    var block = BlockAttributes()
    var inline = InlineAttributes()
}

/// The attributes a run gets from its enclosing blocks.
struct BlockAttributes: Hashable {
    var presentationIntent: PresentationIntent?
    var listItemDelimiter: Character?
    /// Identities of the enclosing tight lists, outermost first; empty when none.
    var tightLists: [Int] = []
    var taskListItem: TaskState?
    var footnoteDefinition: FootnoteDefinition?
    /// The alert whose block quote encloses the run.
    var alert: AlertKind?

    var isEmpty: Bool { self == BlockAttributes() }

    /// The block layer as an `AttributeContainer`, with `languageCode` as the language of every
    /// run (an extended attribute's language, merged later from the inline layer, wins).
    func container(languageCode: String?) -> AttributeContainer {
        var container = AttributeContainer()
        if let presentationIntent { container.presentationIntent = presentationIntent }
        if let listItemDelimiter { Self.setListItemDelimiter(listItemDelimiter, in: &container) }
        if !tightLists.isEmpty { container[AttributeScopes.MarkdownAttributes.TightListsAttribute.self] = tightLists }
        if let taskListItem { container[AttributeScopes.MarkdownAttributes.TaskListItemAttribute.self] = taskListItem }
        if let footnoteDefinition {
            container[AttributeScopes.MarkdownAttributes.FootnoteDefinitionAttribute.self] = footnoteDefinition
        }
        if let alert { container[AttributeScopes.MarkdownAttributes.AlertAttribute.self] = alert }
        if let languageCode { container.languageIdentifier = languageCode }
        return container
    }

    private static func setListItemDelimiter(_ delimiter: Character, in container: inout AttributeContainer) {
        #if canImport(Darwin)
        // Apple's key only exists from the 26 releases on; older systems simply do not get it.
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            container.listItemDelimiter = delimiter
        }
        #else
        container.listItemDelimiter = delimiter
        #endif
    }
}

/// The attributes a run gets from inline markup (and its source position).
struct InlineAttributes: Hashable {
    var inlinePresentationIntent: InlinePresentationIntent = []
    /// Formatting inside a link label, which Apple drops (see `LinkLabelFormattingAttribute`).
    var linkLabelFormatting: InlinePresentationIntent = []
    /// The source range of the outermost formatting span inside a link label: Apple's source
    /// position of the label's text covers it, markers included. Not an attribute itself.
    var linkLabelSpanRange: SourceRange?
    /// True inside a link's label.
    var isInsideLink = false
    /// Links with an empty label next to this text (set on one character).
    var emptyLinks: EmptyLinks?
    var link: URL?
    var rawLink: String?
    var linkTitle: String?
    var imageURL: URL?
    var rawImageURL: String?
    var imageTitle: String?
    var footnoteReference: FootnoteReference?
    var sourcePosition: AttributedString.MarkdownSourcePosition?
    /// The enclosing inline spans, outermost first, where their nesting is ambiguous (see
    /// `AttributeScopes/MarkdownAttributes/InlineNestingAttribute`); empty elsewhere.
    var inlineNesting: [InlineNestingLevel] = []
    /// Attributes decoded from extended-attribute spans (`^[text](key: value)`).
    var extended: AttributeContainer?

    var isEmpty: Bool { self == InlineAttributes() }

    /// The inline layer as an `AttributeContainer`, to merge over the block layer.
    var container: AttributeContainer {
        var container = extended ?? AttributeContainer()
        if !inlinePresentationIntent.isEmpty { container.inlinePresentationIntent = inlinePresentationIntent }
        if let emptyLinks { container[AttributeScopes.MarkdownAttributes.EmptyLinksAttribute.self] = emptyLinks }
        if !linkLabelFormatting.isEmpty {
            container[AttributeScopes.MarkdownAttributes.LinkLabelFormattingAttribute.self] = linkLabelFormatting
        }
        if let link { container.link = link }
        if let rawLink { container[AttributeScopes.MarkdownAttributes.RawLinkAttribute.self] = rawLink }
        if let linkTitle { container.alternateDescription = linkTitle }
        if let imageURL { container.imageURL = imageURL }
        if let rawImageURL { container[AttributeScopes.MarkdownAttributes.RawImageURLAttribute.self] = rawImageURL }
        if let imageTitle { container[AttributeScopes.MarkdownAttributes.ImageTitleAttribute.self] = imageTitle }
        if let footnoteReference {
            container[AttributeScopes.MarkdownAttributes.FootnoteReferenceAttribute.self] = footnoteReference
        }
        if let sourcePosition { container.markdownSourcePosition = sourcePosition }
        if !inlineNesting.isEmpty {
            container[AttributeScopes.MarkdownAttributes.InlineNestingAttribute.self] = inlineNesting
        }
        return container
    }
}
