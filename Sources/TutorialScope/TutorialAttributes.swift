import AttributedStyles
import Foundation

// The attributes of Apple's AttributedString tutorial, for this package's apps (the web app and
// the CLI): they live in this internal target, not in a library product, because a user's
// program declares these very names (the tutorial tells it to). Declared declared as the tutorial
// declares them (same key names, same values, Markdown-decodable), so that
// `^[Hello](customStyle: 'boldcaps', customColor: 'danger')` parses with
// `including: \.customAttributes`. The tutorial's scope also includes SwiftUI's attributes;
// this one includes `\.style` (and, through it, Markdown's and Foundation's), which exists on
// every platform. `CustomAttributesTransform` gives them the tutorial's looks.

/// The tutorial's `customStyle` attribute: a text treatment.
public enum CustomStyleAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    /// `boldcaps` (upper case, bold) or `smallitalics` (lower case, italic).
    public enum Value: String, Codable, Hashable, Sendable, CaseIterable {
        case boldcaps, smallitalics
    }

    /// The tutorial's name, in JSON and in Markdown (`^[text](customStyle: 'boldcaps')`).
    public static let name = "customStyle"
}

/// The tutorial's `customColor` attribute: a highlight.
public enum CustomColorAttributes: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
    /// `danger` (red, dashed yellow underline) or `highlight` (yellow, dotted red underline).
    public enum Value: String, Codable, Hashable, Sendable, CaseIterable {
        case danger, highlight
    }

    /// The tutorial's name, in JSON and in Markdown (`^[text](customColor: 'danger')`).
    public static let name = "customColor"
}

extension AttributeScopes {
    /// The tutorial's scope: `customStyle`, `customColor`, and everything in `\.style`.
    public struct CustomAttributes: AttributeScope {
        /// `customStyle`: `boldcaps` or `smallitalics`.
        public let customStyle: CustomStyleAttributes
        /// `customColor`: `danger` or `highlight`.
        public let customColor: CustomColorAttributes
        /// The style keys (and through them Markdown's and Foundation's), in place of the
        /// tutorial's SwiftUI attributes.
        public let style: StyleAttributes
    }

    /// The tutorial's scope, for `including: \.customAttributes`.
    public var customAttributes: CustomAttributes.Type { CustomAttributes.self }
}

extension AttributeDynamicLookup {
    /// Makes `run.customStyle` and `run.customColor` work.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CustomAttributes, T>) -> T {
        self[T.self]
    }
}
