import Foundation

// One-call conversions between an attributed string and JSON or property-list data, for when
// the string is the whole document: `try JSONEncoder().encode(text, including: \.markdown)`.

extension JSONEncoder {
    /// JSON for `string` in Foundation's shape, keeping the attributes of `scope`. The encoder's
    /// settings apply (use `.sortedKeys` for byte-stable output).
    ///
    /// Outside Apple platforms, a string of more than ten runs encoded with `.sortedKeys` and
    /// `.prettyPrinted` (and optionally `.withoutEscapingSlashes`) and default key coding is written in one streaming pass over its runs, several times faster than
    /// `JSONEncoder`'s value tree, with the same bytes; other settings, and attribute values
    /// whose bytes depend on the encoder's strategies (dates, data, floating-point numbers),
    /// take the `JSONEncoder` path.
    public func encode<S: AttributeScope>(
        _ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> Data {
        #if !canImport(Darwin)
        if case .useDefaultKeys = keyEncodingStrategy,
           let data = AttributedStringJSONWriter.data(for: string, scope: S.self, outputFormatting: outputFormatting,
                                                      userInfo: userInfo) {
            return data
        }
        #endif
        return try encode(CodableAttributedString(wrappedValue: string, from: scope))
    }

    /// JSON for the string whose runs `runs` are, keeping the attributes of `scope`: the same
    /// bytes as `encode(runs.attributedString, including: scope)`.
    ///
    /// Outside Apple platforms, the settings the `AttributedString` form streams are written
    /// straight from the list, without making the `AttributedString`.
    public func encode<S: AttributeScope>(
        _ runs: AttributedRunList, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> Data {
        #if !canImport(Darwin)
        if case .useDefaultKeys = keyEncodingStrategy,
           let data = AttributedStringJSONWriter.data(for: runs, scope: S.self, outputFormatting: outputFormatting,
                                                      userInfo: userInfo) {
            return data
        }
        #endif
        return try encode(runs.attributedString, including: scope)
    }

    /// JSON for `attributes` as one attribute object, keeping the attributes of `scope`.
    public func encode<S: AttributeScope>(
        _ attributes: AttributeContainer, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> Data {
        try encode(CodableAttributeContainer(wrappedValue: attributes, from: scope))
    }
}

extension JSONDecoder {
    /// The `AttributedString` in `data` (written by Foundation on any platform, or by this
    /// package), keeping the attributes of `scope`.
    public func decode<S: AttributeScope>(
        _ type: AttributedString.Type, from data: Data, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString {
        try decode(CodableAttributedString<S>.self, from: data).wrappedValue
    }

    /// The `AttributeContainer` in `data` (one attribute object), keeping the attributes of
    /// `scope`.
    public func decode<S: AttributeScope>(
        _ type: AttributeContainer.Type, from data: Data, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributeContainer {
        try decode(CodableAttributeContainer<S>.self, from: data).wrappedValue
    }
}

extension PropertyListEncoder {
    /// A property list for `string` in Foundation's shape, keeping the attributes of `scope`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a string without attributes: its shape is a
    ///   bare string, which Foundation does not allow as a property list's root (on Apple
    ///   platforms either). Store such strings inside a document type instead.
    public func encode<S: AttributeScope>(
        _ string: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> Data {
        try encode(CodableAttributedString(wrappedValue: string, from: scope))
    }
}

extension PropertyListDecoder {
    /// The `AttributedString` in a property list, keeping the attributes of `scope`.
    public func decode<S: AttributeScope>(
        _ type: AttributedString.Type, from data: Data, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws -> AttributedString {
        try decode(CodableAttributedString<S>.self, from: data).wrappedValue
    }
}
