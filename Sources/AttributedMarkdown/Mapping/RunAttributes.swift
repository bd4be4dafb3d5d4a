import Foundation
import MarkdownSyntax

/// The attributes of one run while the mapping builds it, as a plain `Hashable` value.
///
/// The builder compares the attributes of consecutive pieces of text to coalesce them into one
/// run *before* anything reaches `AttributedString` (whose per-run cost dominates on Linux), and
/// converts each distinct set into an `AttributeContainer` only once. A flat struct compares and
/// hashes much faster than an `AttributeContainer`.
struct RunAttributes: Hashable {
    var presentationIntent: PresentationIntent?
    var inlinePresentationIntent: InlinePresentationIntent = []
    var link: URL?
    var rawLink: String?
    var linkTitle: String?
    var imageURL: URL?
    var rawImageURL: String?
    var imageTitle: String?
    var listItemDelimiter: Character?
    /// Identities of the enclosing tight lists, outermost first; empty when none.
    var tightLists: [Int] = []
    var taskListItem: TaskState?
    var footnoteReference: FootnoteReference?
    var footnoteDefinition: FootnoteDefinition?
    var sourcePosition: AttributedString.MarkdownSourcePosition?
    /// Attributes decoded from extended-attribute spans (`^[text](key: value)`).
    var extended: AttributeContainer?

    /// True when the run carries no attribute at all (plain inline-only text).
    var isEmpty: Bool { self == RunAttributes() }

    /// The attributes as an `AttributeContainer`; `languageCode` is applied unless an extended
    /// attribute already gave the run a language.
    func container(languageCode: String?) -> AttributeContainer {
        var container = extended ?? AttributeContainer()
        if let presentationIntent { container.presentationIntent = presentationIntent }
        if !inlinePresentationIntent.isEmpty { container.inlinePresentationIntent = inlinePresentationIntent }
        if let link { container.link = link }
        if let rawLink { container[AttributeScopes.MarkdownAttributes.RawLinkAttribute.self] = rawLink }
        if let linkTitle { container.alternateDescription = linkTitle }
        if let imageURL { container.imageURL = imageURL }
        if let rawImageURL { container[AttributeScopes.MarkdownAttributes.RawImageURLAttribute.self] = rawImageURL }
        if let imageTitle { container[AttributeScopes.MarkdownAttributes.ImageTitleAttribute.self] = imageTitle }
        if let listItemDelimiter { Self.setListItemDelimiter(listItemDelimiter, in: &container) }
        if !tightLists.isEmpty { container[AttributeScopes.MarkdownAttributes.TightListsAttribute.self] = tightLists }
        if let taskListItem { container[AttributeScopes.MarkdownAttributes.TaskListItemAttribute.self] = taskListItem }
        if let footnoteReference {
            container[AttributeScopes.MarkdownAttributes.FootnoteReferenceAttribute.self] = footnoteReference
        }
        if let footnoteDefinition {
            container[AttributeScopes.MarkdownAttributes.FootnoteDefinitionAttribute.self] = footnoteDefinition
        }
        if let sourcePosition { container.markdownSourcePosition = sourcePosition }
        if let languageCode, container.languageIdentifier == nil { container.languageIdentifier = languageCode }
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
