import Foundation

/// Decodes the attribute text of an extended-attribute span (`^[text](key: value, …)`) into an
/// `AttributeContainer`, as Apple does: the text is wrapped in `{}` and read as JSON5; each
/// top-level key names a `MarkdownDecodableAttributedStringKey` of the scope by its
/// `markdownName`, and that key's `decodeMarkdown(from:)` reads the value. Keys the scope does
/// not know are ignored. When a key appears twice, the first occurrence wins (what the JSON5
/// reader keeps).
///
/// On Apple platforms, where a scope's keys cannot be listed without standard-library SPI, the
/// span is handed to Apple's own parser instead (`^[x](attributes)` with the same scope), so the
/// decoding is Apple's by construction.
struct ExtendedAttributeDecoder: Sendable {
    /// Why a span could not be decoded, and where in its attribute text (UTF-8 offset from the
    /// start of the text, when known).
    struct Failure: Error {
        var reason: MarkdownParsingError.Reason
        var detail: String
        var utf8Offset: Int?
    }

    /// The attributes decoded, and the keys that failed (kept apart so that a lenient policy
    /// can keep the other keys of the span).
    struct Decoded {
        var attributes: AttributeContainer
        var failures: [Failure]
    }

    #if canImport(Darwin)
    /// Apple's decoding of one span's attribute text with the scope's keys.
    private let decodeWithFoundation: @Sendable (String) -> Result<Decoded, Failure>

    init<S: AttributeScope>(scope: S.Type) {
        decodeWithFoundation = { json in
            var options = AttributedString.MarkdownParsingOptions()
            options.allowsExtendedAttributes = true
            options.interpretedSyntax = .inlineOnlyPreservingWhitespace
            options.failurePolicy = .throwError
            do {
                let parsed = try AttributedString(markdown: "^[x](" + json + ")", including: S.self, options: options)
                let attributes = parsed.runs.first?.attributes ?? AttributeContainer()
                return .success(Decoded(attributes: attributes, failures: []))
            } catch {
                return .failure(Failure(
                    reason: .malformedExtendedAttributes,
                    detail: "Foundation cannot decode the attributes (\(Self.summary(of: error)))",
                    utf8Offset: nil))
            }
        }
    }

    /// The attributes of `json`, or `.failure` when Foundation cannot decode them.
    func decode(_ json: String) -> Result<Decoded, Failure> {
        decodeWithFoundation(json)
    }
    #else
    let keys: [String: any MarkdownDecodableAttributedStringKey.Type]

    /// The attributes of `json`, or `.failure` when it is not a JSON5 object body.
    func decode(_ json: String) -> Result<Decoded, Failure> {
        decodeWithKeys(json)
    }
    #endif

    #if !canImport(Darwin)
    private func decodeWithKeys(_ json: String) -> Result<Decoded, Failure> {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let data = Data(("{" + json + "}").utf8)
        let object: ExtendedAttributeObject
        do {
            object = try decoder.decode(ExtendedAttributeObject.self, from: data, configuration: KeyTable(keys: keys))
        } catch {
            return .failure(Failure(
                reason: .malformedExtendedAttributes,
                detail: "the attributes are not a valid JSON5 object body (\(Self.summary(of: error)))",
                utf8Offset: nil))
        }
        let failures = object.failures.map { failure in
            Failure(
                reason: .invalidExtendedAttributeValue(key: failure.key),
                detail: "the value of '\(failure.key)' cannot be decoded (\(Self.summary(of: failure.error)))",
                utf8Offset: Self.utf8Offset(ofKey: failure.key, in: json))
        }
        return .success(Decoded(attributes: object.attributes, failures: failures))
    }
    #endif

    /// Where `key` is first written in `json` (as an identifier or inside quotes), so that an
    /// error can point at it.
    static func utf8Offset(ofKey key: String, in json: String) -> Int? {
        let text = Array(json.utf8)
        let needle = Array(key.utf8)
        guard !needle.isEmpty, needle.count <= text.count else { return nil }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            let before = start == 0 ? nil : text[start - 1]
            let after = start + needle.count < text.count ? text[start + needle.count] : nil
            if !(before.map(isIdentifierByte) ?? false), !(after.map(isIdentifierByte) ?? false) {
                return start
            }
        }
        return nil
    }

    /// A one-line account of a decoding error.
    static func summary(of error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type), found null: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)': \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return String(describing: decodingError)
        }
    }
}

/// The key table handed to ``ExtendedAttributeObject`` through `DecodableWithConfiguration`.
struct KeyTable {
    var keys: [String: any MarkdownDecodableAttributedStringKey.Type]
}

/// The JSON5 object of one span, decoded key by key through the scope's key table.
struct ExtendedAttributeObject: DecodableWithConfiguration {
    struct KeyFailure {
        var key: String
        var error: any Error
    }

    var attributes = AttributeContainer()
    var failures: [KeyFailure] = []

    init(from decoder: any Decoder, configuration: KeyTable) throws {
        let container = try decoder.container(keyedBy: AttributeNameKey.self)
        for name in container.allKeys {
            guard let key = configuration.keys[name.stringValue] else { continue }
            do {
                try Self.decodeValue(of: key, from: container.superDecoder(forKey: name), into: &attributes)
            } catch {
                failures.append(KeyFailure(key: name.stringValue, error: error))
            }
        }
        // The JSON object's key order is not kept; report failures in a stable order.
        failures.sort { $0.key < $1.key }
    }

    private static func decodeValue<Key: MarkdownDecodableAttributedStringKey>(
        of key: Key.Type, from decoder: any Decoder, into attributes: inout AttributeContainer
    ) throws {
        // Foundation's key protocols do not require a Sendable value, but the container's
        // subscript asks for one (a warning, not an error, under Swift 6): a scope's keys are
        // the app's own and cannot be constrained further here.
        attributes[Key.self] = try Key.decodeMarkdown(from: decoder)
    }
}

/// Any top-level key of an extended-attribute object.
struct AttributeNameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
