#if !canImport(Darwin)
import Foundation

// Apple declares these four keys inside `AttributeScopes.FoundationAttributes`. On other
// platforms that scope exists without them, and a scope's stored members cannot be added from
// outside, so they are added as computed members: that is enough for `AttributeDynamicLookup`
// (`run.inlinePresentationIntent`, `attributedString.presentationIntent = …`) and for key paths
// such as `\.inlinePresentationIntent`. Scope reflection (see `AttributeScopeKeys`) adds them to
// the Foundation scope's key table by hand, since reflection sees only stored members.

extension AttributeScopes.FoundationAttributes {
    /// `NSInlinePresentationIntent`: emphasis, strong, code, strikethrough, breaks, raw HTML.
    public struct InlinePresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
        public init() {}
    }

    /// `NSPresentationIntent`: the chain of blocks a run belongs to.
    public struct PresentationIntentAttribute: CodableAttributedStringKey, Sendable {
        public typealias Value = PresentationIntent
        public static let name = "NSPresentationIntent"
        public init() {}
    }

    /// `NSMarkdownSourcePosition`: where a run came from in the Markdown source.
    public struct MarkdownSourcePositionAttribute: CodableAttributedStringKey, Sendable {
        public typealias Value = AttributedString.MarkdownSourcePosition
        public static let name = "NSMarkdownSourcePosition"
        public init() {}
    }

    /// `NSListItemDelimiter`: the marker of the list item a run belongs to (`.` `)` `-` `+` `*`).
    public struct ListItemDelimiterAttribute: CodableAttributedStringKey, Sendable {
        public typealias Value = Character
        public static let name = "NSListItemDelimiter"
        public init() {}

        /// Encoded as a one-character string; decoding rejects any other length.
        public static func encode(_ value: Character, to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(String(value))
        }

        public static func decode(from decoder: any Decoder) throws -> Character {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard text.count == 1, let character = text.first else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A list item delimiter must be exactly one character, not '\(text)'")
            }
            return character
        }
    }

    public var inlinePresentationIntent: InlinePresentationIntentAttribute { .init() }
    public var presentationIntent: PresentationIntentAttribute { .init() }
    public var markdownSourcePosition: MarkdownSourcePositionAttribute { .init() }
    public var listItemDelimiter: ListItemDelimiterAttribute { .init() }
}
#endif
