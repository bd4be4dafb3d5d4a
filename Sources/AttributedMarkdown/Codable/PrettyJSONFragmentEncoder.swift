import Foundation

/// An `Encoder` that writes JSON text byte for byte as swift-foundation's `JSONEncoder` does
/// with `.prettyPrinted` and `.sortedKeys` (and, when asked, `.withoutEscapingSlashes`), at any
/// indentation level, for the value shapes attribute keys use: objects, arrays, strings,
/// integers, booleans and null.
///
/// `JSONEncoder` builds a boxed value tree for the whole document and serializes it at the end;
/// its per-value cost dominates the JSON output of a long attributed string. This encoder
/// encodes one value (one attribute object) at a time into a small tree and serializes it into
/// the caller's buffer at once, so ``AttributedStringJSONWriter`` can stream a document of any
/// length.
///
/// Values whose `JSONEncoder` form depends on its strategies or on number formatting (`Date`,
/// `Data`, `URL` and `Decimal` encoded as values, `Double`, `Float`) are not written: encoding
/// throws ``Unsupported`` and the caller falls back to `JSONEncoder`. So does a value that
/// encodes nothing, or mixes container kinds.
struct PrettyJSONFragmentEncoder {
    /// Thrown for anything whose bytes this encoder does not reproduce.
    struct Unsupported: Error {}

    let escapesSlashes: Bool
    /// Set when a container had to hand out an encoder whose output cannot be placed (so the
    /// bytes would be incomplete); ``append(_:level:to:)`` then throws.
    private let failure = Failure()

    final class Failure {
        var occurred = false
    }

    /// What the encoders hand to the values they encode (the caller's encoder's `userInfo`).
    let userInfo: [CodingUserInfoKey: any Sendable]

    init(escapesSlashes: Bool, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.escapesSlashes = escapesSlashes
        self.userInfo = userInfo
    }

    /// Appends the JSON of `value`, as `JSONEncoder` writes it at indentation `level` (two spaces
    /// per level), to `output`.
    func append<T: Encodable>(_ value: T, level: Int, to output: inout [UInt8]) throws {
        let node = Node()
        try encodeValue(value, into: node)
        guard !failure.occurred else { throw Unsupported() }
        try write(node, level: level, to: &output)
    }

    /// Appends `string` as a JSON string literal with `JSONEncoder`'s escapes.
    func appendString(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendString(utf8: $0, to: &output) }
    }

    /// Appends the UTF-8 text `bytes` as a JSON string literal with `JSONEncoder`'s escapes:
    /// `\"`, `\\`, `\/` (unless slashes are kept), `\b`, `\f`, `\n`, `\r`, `\t`, other C0
    /// controls as `\u00xx`; every other byte as it is.
    func appendString(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var mark = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let escape: (UInt8, UInt8?)
            switch byte {
            case UInt8(ascii: "\""): escape = (UInt8(ascii: "\""), nil)
            case UInt8(ascii: "\\"): escape = (UInt8(ascii: "\\"), nil)
            case UInt8(ascii: "/") where escapesSlashes: escape = (UInt8(ascii: "/"), nil)
            case 0x08: escape = (UInt8(ascii: "b"), nil)
            case 0x0C: escape = (UInt8(ascii: "f"), nil)
            case 0x0A: escape = (UInt8(ascii: "n"), nil)
            case 0x0D: escape = (UInt8(ascii: "r"), nil)
            case 0x09: escape = (UInt8(ascii: "t"), nil)
            case 0x00..<0x20: escape = (UInt8(ascii: "u"), byte)
            default: continue
            }
            if index > mark { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<index])) }
            output.append(UInt8(ascii: "\\"))
            output.append(escape.0)
            if let control = escape.1 {
                output.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hexDigit(control >> 4), Self.hexDigit(control & 0x0F)])
            }
            mark = index + 1
        }
        if bytes.count > mark { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark...])) }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Appends a newline and `level` indentation steps.
    static func appendNewline(level: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<level { output.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
    }

    // MARK: The value tree

    /// One JSON value while it is being encoded.
    final class Node {
        enum Content {
            case unset
            case scalar([UInt8])
            case array([Node])
            case object([String: Node])
        }
        var content = Content.unset
    }

    private func write(_ node: Node, level: Int, to output: inout [UInt8]) throws {
        switch node.content {
        case .unset:
            throw Unsupported()
        case .scalar(let bytes):
            output.append(contentsOf: bytes)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            if elements.isEmpty { Self.appendNewline(level: 0, to: &output) }
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendNewline(level: level + 1, to: &output)
                try write(element, level: level + 1, to: &output)
            }
            Self.appendNewline(level: level, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            if members.isEmpty { Self.appendNewline(level: 0, to: &output) }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (position, member) in sorted.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                Self.appendNewline(level: level + 1, to: &output)
                appendString(member.key, to: &output)
                output.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
                try write(member.value, level: level + 1, to: &output)
            }
            Self.appendNewline(level: level, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    // MARK: Encoding

    /// A node for an encoder that cannot place its output: records the failure.
    func detachedNode() -> Node {
        failure.occurred = true
        return Node()
    }

    /// How a type's values are written: classified once per type (dynamic casts cost far more
    /// than a lookup, and every value goes through here).
    fileprivate enum ValueKind {
        case string, integer, bool, unsupported, composite
    }

    final class KindCache {
        fileprivate var kinds: [ObjectIdentifier: ValueKind] = [:]
    }

    private let kinds = KindCache()

    private func kind<T: Encodable>(of value: T) -> ValueKind {
        let key = ObjectIdentifier(T.self)
        if let known = kinds.kinds[key] { return known }
        let kind: ValueKind
        if value is String {
            kind = .string
        } else if value is Bool {
            kind = .bool
        } else if value is Double || value is Float || value is Date || value is Data || value is URL
                    || value is Decimal || value is any BinaryFloatingPoint {
            // JSONEncoder's strategies and number formatting decide these bytes.
            kind = .unsupported
        } else if T.self == Int.self || T.self == Int8.self || T.self == Int16.self || T.self == Int32.self
                    || T.self == Int64.self || T.self == UInt.self || T.self == UInt8.self || T.self == UInt16.self
                    || T.self == UInt32.self || T.self == UInt64.self {
            kind = .integer
        } else if value is any BinaryInteger {
            kind = .unsupported
        } else {
            kind = .composite
        }
        kinds.kinds[key] = kind
        return kind
    }

    func encodeValue<T: Encodable>(_ value: T, into node: Node) throws {
        switch kind(of: value) {
        case .string:
            guard let string = value as? String else { throw Unsupported() }
            node.content = .scalar(stringBytes(string))
        case .integer:
            guard let integer = value as? any BinaryInteger else { throw Unsupported() }
            node.content = .scalar(Array(String(describing: integer).utf8))
        case .bool:
            guard let bool = value as? Bool else { throw Unsupported() }
            node.content = .scalar(Array((bool ? "true" : "false").utf8))
        case .unsupported:
            throw Unsupported()
        case .composite:
            try value.encode(to: FragmentEncoder(node: node, writer: self))
        }
    }

    func stringBytes(_ string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendString(string, to: &bytes)
        return bytes
    }
}

/// The `Encoder` behind ``PrettyJSONFragmentEncoder``: each encoder and container fills one
/// node of the value tree.
private struct FragmentEncoder: Encoder {
    typealias Node = PrettyJSONFragmentEncoder.Node
    let node: Node
    let writer: PrettyJSONFragmentEncoder
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { writer.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch node.content {
        case .object: break
        default: node.content = .object([:])
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, writer: writer, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch node.content {
        case .array: break
        default: node.content = .array([])
        }
        return UnkeyedContainer(node: node, writer: writer, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, writer: writer, codingPath: codingPath)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    typealias Node = PrettyJSONFragmentEncoder.Node
    let node: Node
    let writer: PrettyJSONFragmentEncoder
    var codingPath: [any CodingKey]

    private func child(for key: Key) throws -> Node {
        guard case .object(var members) = node.content else { throw PrettyJSONFragmentEncoder.Unsupported() }
        let child = Node()
        node.content = .unset
        members[key.stringValue] = child
        node.content = .object(members)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws {
        try child(for: key).content = .scalar(Array("null".utf8))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try writer.encodeValue(value, into: child(for: key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = (try? child(for: key)) ?? writer.detachedNode()
        return FragmentEncoder(node: nested, writer: writer, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = (try? child(for: key)) ?? writer.detachedNode()
        return FragmentEncoder(node: nested, writer: writer, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        guard let key = Key(stringValue: "super") else {
            return FragmentEncoder(node: writer.detachedNode(), writer: writer, codingPath: codingPath)
        }
        return superEncoder(forKey: key)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        FragmentEncoder(node: (try? child(for: key)) ?? writer.detachedNode(), writer: writer, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    typealias Node = PrettyJSONFragmentEncoder.Node
    let node: Node
    let writer: PrettyJSONFragmentEncoder
    var codingPath: [any CodingKey]
    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    private func append() throws -> Node {
        guard case .array(var elements) = node.content else { throw PrettyJSONFragmentEncoder.Unsupported() }
        let child = Node()
        node.content = .unset
        elements.append(child)
        node.content = .array(elements)
        return child
    }

    mutating func encodeNil() throws {
        try append().content = .scalar(Array("null".utf8))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.encodeValue(value, into: append())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        FragmentEncoder(node: (try? append()) ?? writer.detachedNode(), writer: writer, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FragmentEncoder(node: (try? append()) ?? writer.detachedNode(), writer: writer, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        FragmentEncoder(node: (try? append()) ?? writer.detachedNode(), writer: writer, codingPath: codingPath)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    typealias Node = PrettyJSONFragmentEncoder.Node
    let node: Node
    let writer: PrettyJSONFragmentEncoder
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.content = .scalar(Array("null".utf8))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.encodeValue(value, into: node)
    }
}
