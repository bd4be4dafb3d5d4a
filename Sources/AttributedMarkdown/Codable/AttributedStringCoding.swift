import Foundation

/// Encoding and decoding of `AttributedString` and `AttributeContainer` with an attribute scope
/// that you choose, in the exact shape Apple's Foundation uses.
///
/// On Apple platforms `AttributedString` is `Codable`, and
/// `@CodableConfiguration(from: \.myScope)` selects which attributes survive. Elsewhere,
/// swift-foundation compiles none of that: the scope's key table needs a reflection module that
/// only Apple's build has. These functions fill the gap on every platform, so the same data
/// travels between a Linux server and an Apple client:
///
/// ```swift
/// var container = encoder.container(keyedBy: CodingKeys.self)
/// try AttributedStringCoding.encode(text, including: \.markdown, to: container.superEncoder(forKey: .text))
/// ```
///
/// The JSON written here is what Apple's `JSONEncoder` writes for the same string and scope
/// (up to the order of members, which Apple does not keep stable either; use
/// `.sortedKeys` for byte-stable output):
/// - `"Hello"` for an unattributed string;
/// - `["Hello ", {}, "world", {"NSInlinePresentationIntent": 2}]` for up to ten runs;
/// - `{"runs": ["Hello ", {}, "world", 0, …], "attributeTable": [{"NSInlinePresentationIntent": 2}, …]}`
///   beyond ten runs.
///
/// Attributes are keyed by their key's `name` and encoded through the key's own
/// `encode(_:to:)`. Attributes whose key is outside the scope (or not codable) are dropped when
/// encoding and ignored when decoding. The scope's nested scopes count: `\.markdown` includes
/// Foundation's attributes.
///
/// On Apple platforms these functions hand the work to Apple's own `CodableWithConfiguration`
/// conformances (with `S.encodingConfiguration` / `S.decodingConfiguration`), so the output is
/// Apple's by construction; elsewhere this package's implementation writes the same shapes.
///
/// For properties of your own `Codable` types, the ``CodableAttributedString`` and
/// ``CodableAttributeContainer`` property wrappers are simpler.
public enum AttributedStringCoding {
    /// Encodes `string`, keeping the attributes of `scope`.
    ///
    /// - Throws: any error a key's `encode(_:to:)` throws.
    public static func encode<S: AttributeScope>(
        _ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>, to encoder: any Encoder
    ) throws {
        try encode(string, including: S.self, to: encoder)
    }

    /// Encodes `string`, keeping the attributes of `scope`.
    ///
    /// - Throws: any error a key's `encode(_:to:)` throws.
    public static func encode<S: AttributeScope>(
        _ string: AttributedString, including scope: S.Type, to encoder: any Encoder
    ) throws {
        #if canImport(Darwin)
        // Apple's own Codable, with the scope's table built by Apple's Foundation.
        try string.encode(to: encoder, configuration: S.encodingConfiguration)
        #else
        try AttributeCodingScope.of(scope).encodeString(string, to: encoder)
        #endif
    }

    /// Decodes an `AttributedString` written by Foundation (on any platform) or by
    /// `encode(_:including:to:)`, keeping the attributes of `scope`.
    ///
    /// Adjacent runs that end up with equal attributes are merged, and attributes constrained to
    /// paragraphs or characters (`runBoundaries`) are made consistent, as Foundation's decoder
    /// does with data it cannot trust.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the data is not one of Foundation's shapes
    ///   (for example `[]`, `["text"]`, an attribute table index out of range, or an empty run
    ///   carrying attributes), or any error a key's `decode(from:)` throws.
    public static func decode<S: AttributeScope>(
        _ type: AttributedString.Type, from decoder: any Decoder, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString {
        try decode(type, from: decoder, including: S.self)
    }

    /// Decodes an `AttributedString`, keeping the attributes of `scope`; see the key-path
    /// form for the details.
    public static func decode<S: AttributeScope>(
        _ type: AttributedString.Type, from decoder: any Decoder, including scope: S.Type
    ) throws -> AttributedString {
        #if canImport(Darwin)
        try AttributedString(from: decoder, configuration: S.decodingConfiguration)
        #else
        try AttributeCodingScope.of(scope).decodeString(from: decoder)
        #endif
    }

    /// Encodes `attributes` as a single attribute object (`{"NSLink": {"relative": "…"}}`),
    /// keeping the attributes of `scope`.
    public static func encode<S: AttributeScope>(
        _ attributes: AttributeContainer, including scope: KeyPath<AttributeScopes, S.Type>, to encoder: any Encoder
    ) throws {
        try encode(attributes, including: S.self, to: encoder)
    }

    /// Encodes `attributes` as a single attribute object, keeping the attributes of `scope`.
    public static func encode<S: AttributeScope>(
        _ attributes: AttributeContainer, including scope: S.Type, to encoder: any Encoder
    ) throws {
        #if canImport(Darwin)
        try attributes.encode(to: encoder, configuration: S.encodingConfiguration)
        #else
        try AttributeCodingScope.of(scope).encodeAttributes(attributes, to: encoder)
        #endif
    }

    /// Decodes an `AttributeContainer` from a single attribute object, keeping the attributes
    /// of `scope` and ignoring any others.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the data is not an object, or any error a
    ///   key's `decode(from:)` throws.
    public static func decode<S: AttributeScope>(
        _ type: AttributeContainer.Type, from decoder: any Decoder, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributeContainer {
        try decode(type, from: decoder, including: S.self)
    }

    /// Decodes an `AttributeContainer` from a single attribute object, keeping the attributes
    /// of `scope` and ignoring any others.
    public static func decode<S: AttributeScope>(
        _ type: AttributeContainer.Type, from decoder: any Decoder, including scope: S.Type
    ) throws -> AttributeContainer {
        #if canImport(Darwin)
        try AttributeContainer(from: decoder, configuration: S.decodingConfiguration)
        #else
        try AttributeCodingScope.of(scope).decodeAttributes(from: decoder)
        #endif
    }
}
