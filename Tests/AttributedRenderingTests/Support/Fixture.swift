import AttributedMarkdown
import AttributedRendering
import Foundation

/// Builds Markdown-shaped AttributedStrings by hand, run by run, the way the mapping shapes them.
struct Fixture {
    private(set) var string = AttributedString()

    /// Appends `text` in the blocks of `intent` with the inline intent and extra attributes given.
    mutating func add(
        _ text: String,
        _ intent: PresentationIntent?,
        _ inline: InlinePresentationIntent = [],
        edit: (inout AttributeContainer) -> Void = { _ in }
    ) {
        var container = AttributeContainer()
        if let intent { container[AttributeScopes.FoundationAttributes.PresentationIntentAttribute.self] = intent }
        if !inline.isEmpty { container[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = inline }
        edit(&container)
        string.append(AttributedString(text, attributes: container))
    }
}

extension AttributeContainer {
    mutating func setLink(_ url: String, title: String? = nil) {
        self[AttributeScopes.FoundationAttributes.LinkAttribute.self] = URL(string: url)
        if let title { self[AttributeScopes.FoundationAttributes.AlternateDescriptionAttribute.self] = title }
    }

    mutating func setImage(_ url: String, title: String? = nil) {
        self[AttributeScopes.FoundationAttributes.ImageURLAttribute.self] = URL(string: url)
        if let title { self[AttributeScopes.MarkdownAttributes.ImageTitleAttribute.self] = title }
    }

    mutating func setTightLists(_ identities: [Int]) {
        self[AttributeScopes.MarkdownAttributes.TightListsAttribute.self] = identities
    }

    /// Apple's `listItemDelimiter` exists from macOS 26 / iOS 26; ours everywhere else.
    mutating func setDelimiter(_ delimiter: Character) {
        #if canImport(Darwin)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            self[AttributeScopes.FoundationAttributes.ListItemDelimiterAttribute.self] = delimiter
        }
        #else
        self[AttributeScopes.FoundationAttributes.ListItemDelimiterAttribute.self] = delimiter
        #endif
    }

    mutating func setTask(_ state: TaskState) {
        self[AttributeScopes.MarkdownAttributes.TaskListItemAttribute.self] = state
    }

    mutating func setFootnoteReference(_ reference: FootnoteReference) {
        self[AttributeScopes.MarkdownAttributes.FootnoteReferenceAttribute.self] = reference
    }

    mutating func setFootnoteDefinition(_ definition: FootnoteDefinition) {
        self[AttributeScopes.MarkdownAttributes.FootnoteDefinitionAttribute.self] = definition
    }
}

/// Short names for intent chains: `paragraph(3, in: item(2, 1, in: bullets(1)))`.
enum Intent {
    static func paragraph(_ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.paragraph, identity: id, parent: parent)
    }
    static func header(_ level: Int, _ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.header(level: level), identity: id, parent: parent)
    }
    static func bullets(_ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.unorderedList, identity: id, parent: parent)
    }
    static func numbers(_ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.orderedList, identity: id, parent: parent)
    }
    static func item(_ ordinal: Int, _ id: Int, in parent: PresentationIntent) -> PresentationIntent {
        PresentationIntent(.listItem(ordinal: ordinal), identity: id, parent: parent)
    }
    static func quote(_ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.blockQuote, identity: id, parent: parent)
    }
    static func code(_ hint: String?, _ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.codeBlock(languageHint: hint), identity: id, parent: parent)
    }
    static func rule(_ id: Int, in parent: PresentationIntent? = nil) -> PresentationIntent {
        PresentationIntent(.thematicBreak, identity: id, parent: parent)
    }
    static func table(_ alignments: [PresentationIntent.TableColumn.Alignment], _ id: Int) -> PresentationIntent {
        PresentationIntent(.table(columns: alignments.map { .init(alignment: $0) }), identity: id)
    }
    static func headerRow(_ id: Int, in table: PresentationIntent) -> PresentationIntent {
        PresentationIntent(.tableHeaderRow, identity: id, parent: table)
    }
    static func row(_ index: Int, _ id: Int, in table: PresentationIntent) -> PresentationIntent {
        PresentationIntent(.tableRow(rowIndex: index), identity: id, parent: table)
    }
    static func cell(_ column: Int, _ id: Int, in row: PresentationIntent) -> PresentationIntent {
        PresentationIntent(.tableCell(columnIndex: column), identity: id, parent: row)
    }
}
