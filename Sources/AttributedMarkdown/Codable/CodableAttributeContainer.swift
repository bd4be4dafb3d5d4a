import Foundation

/// A property wrapper that makes an `AttributeContainer` property `Codable` with the attributes
/// of a scope you choose, as one attribute object in Foundation's shape
/// (`{"NSInlinePresentationIntent": 2, "customColor": "danger"}`).
///
/// Useful for storing a style (for example a theme's attributes) next to the text it applies
/// to:
///
/// ```swift
/// struct SavedTheme: Codable {
///     @CodableAttributeContainer(from: \.markdown) var emphasis = AttributeContainer()
/// }
/// ```
///
/// The counterpart of ``CodableAttributedString``; Apple's equivalent is
/// `@CodableConfiguration(from:)` on an `AttributeContainer`.
@propertyWrapper
public struct CodableAttributeContainer<Scope: AttributeScope>: Codable, Hashable, Sendable {
    /// The attributes.
    public var wrappedValue: AttributeContainer

    /// Wraps `wrappedValue`, coding the attributes of the scope at `scope`.
    public init(wrappedValue: AttributeContainer, from scope: KeyPath<AttributeScopes, Scope.Type>) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`, coding the attributes of `scope`.
    public init(wrappedValue: AttributeContainer, from scope: Scope.Type) {
        self.wrappedValue = wrappedValue
    }

    /// Decodes one attribute object, keeping the attributes of `Scope`.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try AttributedStringCoding.decode(AttributeContainer.self, from: decoder, including: Scope.self)
    }

    /// Encodes one attribute object, keeping the attributes of `Scope`.
    public func encode(to encoder: any Encoder) throws {
        try AttributedStringCoding.encode(wrappedValue, including: Scope.self, to: encoder)
    }
}
