import Foundation

/// Finds the attributes of many containers that a scope encodes, looking up first the keys
/// found in earlier containers.
///
/// Looking up every key of the scope (``AttributeCodingScope/encodeAttributes(_:to:)``)
/// (dozens, each lookup hashing the key's name), whatever the container holds; a document's
/// attribute objects use a handful of them. This tries the keys seen so far, in order of first
/// appearance, removes each one found from a copy of the container, and stops when the copy is
/// empty; only a container holding some other attribute costs a lookup of the remaining keys.
/// Attributes are reported in no particular order.
final class EncodableAttributeFinder {
    private let keys: [any EncodableAttributedStringKey.Type]
    /// Indices into `keys` of the keys found so far, in order of first appearance.
    private var likely: [Int] = []
    private var isLikely: [Bool]
    private static let empty = AttributeContainer()

    init(scope: AttributeCodingScope) {
        keys = scope.encodableKeys
        isLikely = [Bool](repeating: false, count: keys.count)
    }

    /// Calls `body` with the name, value and encoding of each attribute of `attributes` the
    /// scope encodes.
    func forEachAttribute(
        of attributes: AttributeContainer,
        _ body: (_ name: String, _ value: AnyHashable, _ encode: (any Encoder) throws -> Void) throws -> Void
    ) rethrows {
        var rest = attributes
        for index in likely {
            if try Self.take(keys[index], from: attributes, rest: &rest, body), rest == Self.empty { return }
        }
        for index in keys.indices where !isLikely[index] {
            if try Self.take(keys[index], from: attributes, rest: &rest, body) {
                likely.append(index)
                isLikely[index] = true
            }
        }
    }

    private static func take<K: EncodableAttributedStringKey>(
        _ key: K.Type, from attributes: AttributeContainer, rest: inout AttributeContainer,
        _ body: (_ name: String, _ value: AnyHashable, _ encode: (any Encoder) throws -> Void) throws -> Void
    ) rethrows -> Bool {
        guard let value = attributes[K.self] else { return false }
        rest[K.self] = nil
        try body(K.name, AnyHashable(value)) { try K.encode(value, to: $0) }
        return true
    }
}
