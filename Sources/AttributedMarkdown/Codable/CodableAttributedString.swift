import Foundation

/// A property wrapper that makes an `AttributedString` property `Codable` with the attributes
/// of a scope you choose, so the enclosing type's synthesized `Codable` just works.
///
/// It plays the part of Apple's `@CodableConfiguration(from: \.myScope)` on every platform
/// (Apple's wrapper needs `AttributedString: CodableWithConfiguration`, which only Apple's
/// Foundation provides):
///
/// ```swift
/// struct CustomAttributedString: Codable {
///     @CodableAttributedString(from: \.customAttributes) var text = AttributedString()
///     var theme: String
/// }
/// ```
///
/// The scope is the wrapper's generic parameter (a property wrapper cannot carry a key path in
/// its type), so decoding knows it without any stored value; the key path in the attribute only
/// names it. The data is in Foundation's shape; see ``AttributedStringCoding``.
@propertyWrapper
public struct CodableAttributedString<Scope: AttributeScope>: Codable, Hashable, Sendable {
    /// The attributed string.
    public var wrappedValue: AttributedString

    /// Wraps `wrappedValue`, coding the attributes of the scope at `scope`
    /// (`\.foundation`, `\.markdown`, or one of your own).
    public init(wrappedValue: AttributedString, from scope: KeyPath<AttributeScopes, Scope.Type>) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps `wrappedValue`, coding the attributes of `scope`.
    public init(wrappedValue: AttributedString, from scope: Scope.Type) {
        self.wrappedValue = wrappedValue
    }

    /// Decodes the string in Foundation's shape, keeping the attributes of `Scope`.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try AttributedStringCoding.decode(AttributedString.self, from: decoder, including: Scope.self)
    }

    /// Encodes the string in Foundation's shape, keeping the attributes of `Scope`.
    public func encode(to encoder: any Encoder) throws {
        try AttributedStringCoding.encode(wrappedValue, including: Scope.self, to: encoder)
    }
}
