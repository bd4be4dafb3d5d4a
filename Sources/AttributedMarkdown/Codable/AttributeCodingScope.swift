import Foundation

/// The keys of one attribute scope that take part in coding, ready for the encoder and decoder.
///
/// Apple's `AttributeScopeCodableConfiguration` plays this role, but outside Apple's own
/// Foundation build it is always empty and cannot be filled from outside. This table is built
/// from ``AttributeScopeKeys`` (scope reflection, nested scopes included) and cached there.
/// Used where Foundation has no Codable for `AttributedString` (not on Apple platforms).
/// Encodable keys are kept sorted by name so that attribute objects are written in one
/// deterministic order.
struct AttributeCodingScope: @unchecked Sendable {
    // Key metatypes are immutable; the table is never mutated once built.
    let encodableKeys: [any EncodableAttributedStringKey.Type]
    let decodableKeys: [String: any DecodableAttributedStringKey.Type]
    /// Names of the decodable keys whose runs are constrained (`runBoundaries` is set).
    let constrainedKeyNames: Set<String>

    init(keys: [String: any AttributedStringKey.Type]) {
        encodableKeys = keys.keys.sorted().compactMap { keys[$0] as? any EncodableAttributedStringKey.Type }
        decodableKeys = keys.compactMapValues { $0 as? any DecodableAttributedStringKey.Type }
        constrainedKeyNames = Set(decodableKeys.filter { $0.value.runBoundaries != nil }.keys)
    }

    /// The coding table of `scope`, kept in ``AttributeScopeKeys``' cache.
    static func of<S: AttributeScope>(_ scope: S.Type) -> AttributeCodingScope {
        AttributeScopeKeys.codingScope(of: scope)
    }

    /// Writes the attributes of `attributes` that this scope knows as one attribute object, each
    /// value through its key's own `encode(_:to:)` on a nested encoder (as Foundation does, so a
    /// `URL` becomes `{"relative": …}`). Attributes outside the scope are dropped; an empty
    /// object (`{}`) is still written.
    func encodeAttributes(_ attributes: AttributeContainer, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AttributeNameCodingKey.self)
        for key in encodableKeys {
            try Self.encodeValue(of: key, from: attributes, into: &container)
        }
    }

    private static func encodeValue<K: EncodableAttributedStringKey>(
        of key: K.Type, from attributes: AttributeContainer, into container: inout KeyedEncodingContainer<AttributeNameCodingKey>
    ) throws {
        guard let value = attributes[K.self] else { return }
        try K.encode(value, to: container.superEncoder(forKey: AttributeNameCodingKey(K.name)))
    }

    /// Reads one attribute object. Members this scope does not know are ignored; a value that
    /// its key cannot decode is an error.
    func decodeAttributes(from decoder: any Decoder) throws -> AttributeContainer {
        try decodeConstrainedAttributes(from: decoder).attributes
    }

    /// Reads one attribute object, and tells whether it holds an attribute with
    /// `runBoundaries` (which the assembler must treat with care).
    func decodeConstrainedAttributes(from decoder: any Decoder) throws -> (attributes: AttributeContainer, isConstrained: Bool) {
        let container: KeyedDecodingContainer<AttributeNameCodingKey>
        do {
            container = try decoder.container(keyedBy: AttributeNameCodingKey.self)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected an attribute object (a dictionary keyed by attribute name)",
                underlyingError: error))
        }
        var attributes = AttributeContainer()
        var isConstrained = false
        for member in container.allKeys {
            guard let key = decodableKeys[member.stringValue] else { continue }
            try Self.decodeValue(of: key, for: member, from: container, into: &attributes)
            isConstrained = isConstrained || constrainedKeyNames.contains(member.stringValue)
        }
        return (attributes, isConstrained)
    }

    private static func decodeValue<K: DecodableAttributedStringKey>(
        of key: K.Type, for member: AttributeNameCodingKey,
        from container: KeyedDecodingContainer<AttributeNameCodingKey>, into attributes: inout AttributeContainer
    ) throws {
        attributes[K.self] = try K.decode(from: container.superDecoder(forKey: member))
    }
}
