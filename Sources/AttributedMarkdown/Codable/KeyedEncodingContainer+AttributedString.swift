import Foundation

// Container conveniences for hand-written `encode(to:)`, the counterparts of Apple's
// `encode(_:forKey:configuration:)` for attributed strings.

extension KeyedEncodingContainer {
    /// Encodes `value` for `key` in Foundation's shape, keeping the attributes of `scope`.
    public mutating func encode<S: AttributeScope>(
        _ value: AttributedString, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws {
        try encode(CodableAttributedString(wrappedValue: value, from: scope), forKey: key)
    }

    /// Encodes `value` for `key` when it is not `nil`, keeping the attributes of `scope`.
    public mutating func encodeIfPresent<S: AttributeScope>(
        _ value: AttributedString?, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws {
        guard let value else { return }
        try encode(value, forKey: key, including: scope)
    }

    /// Encodes `value` for `key` as one attribute object, keeping the attributes of `scope`.
    public mutating func encode<S: AttributeScope>(
        _ value: AttributeContainer, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws {
        try encode(CodableAttributeContainer(wrappedValue: value, from: scope), forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// Decodes the `AttributedString` for `key`, keeping the attributes of `scope`.
    ///
    /// - Throws: `DecodingError.keyNotFound` when `key` is absent,
    ///   `DecodingError.dataCorrupted` when the value is not in Foundation's shape.
    public func decode<S: AttributeScope>(
        _ type: AttributedString.Type, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString {
        try decode(CodableAttributedString<S>.self, forKey: key).wrappedValue
    }

    /// Decodes the `AttributedString` for `key`, or `nil` when the key is absent or `null`.
    public func decodeIfPresent<S: AttributeScope>(
        _ type: AttributedString.Type, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString? {
        try decodeIfPresent(CodableAttributedString<S>.self, forKey: key)?.wrappedValue
    }

    /// Decodes the `AttributeContainer` (one attribute object) for `key`, keeping the
    /// attributes of `scope`.
    public func decode<S: AttributeScope>(
        _ type: AttributeContainer.Type, forKey key: Key, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributeContainer {
        try decode(CodableAttributeContainer<S>.self, forKey: key).wrappedValue
    }
}
