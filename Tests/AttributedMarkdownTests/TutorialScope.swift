import Foundation
import AttributedMarkdown

// The custom scope of Apple's "extended Markdown attributes" tutorial, shared by the tests.

enum CustomStyleAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case boldcaps, smallitalics }
    static let name = "customStyle"
}

enum CustomColorAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    enum Value: String, Codable, Hashable, Sendable { case danger, highlight }
    static let name = "customColor"
}

extension AttributeScopes {
    struct CustomAttributes: AttributeScope {
        let customStyle: CustomStyleAttributes
        let customColor: CustomColorAttributes
        let foundation: FoundationAttributes
    }

    var customAttributes: CustomAttributes.Type { CustomAttributes.self }
}

extension AttributeDynamicLookup {
    subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CustomAttributes, T>) -> T {
        self[T.self]
    }
}
