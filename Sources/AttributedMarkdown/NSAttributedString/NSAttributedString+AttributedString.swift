#if !canImport(Darwin)
import Foundation

// Apple's conversions between `AttributedString` and `NSAttributedString` (Foundation, macOS 12 /
// iOS 15), which swift-corelibs-foundation lacks. Attribute names are the keys' `name`s and values
// are stored as Apple stores them (see `NSAttributedStringValueBridge`), so
// `NSAttributedString(AttributedString(markdown: …))` reads as it does on Apple platforms.

extension NSAttributedString {
    /// Creates an attributed string with the text and the Foundation attributes of `attrStr`.
    ///
    /// Attributes outside Foundation's scope are left out; name a scope with
    /// ``init(_:including:)-(AttributedString,S.Type)`` to keep them.
    public convenience init(_ attrStr: AttributedString) {
        self.init(attributedString: Self.converting(attrStr, keys: AttributeScopeKeys.keys(in: AttributeScopes.FoundationAttributes.self)))
    }

    /// Creates an attributed string with the text of `attrStr` and its attributes in `scope`.
    ///
    /// Values are stored as Apple's Foundation stores them: `NSInlinePresentationIntent` as an
    /// `NSNumber`, links and image URLs as `NSURL`, strings as `NSString`, other values as they are.
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type) throws {
        self.init(attributedString: Self.converting(attrStr, keys: AttributeScopeKeys.keys(in: scope)))
    }

    /// Creates an attributed string with the text of `attrStr` and its attributes in `scope`
    /// (`including: \.markdown`).
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        try self.init(attrStr, including: S.self)
    }

    private static func converting(_ attrStr: AttributedString, keys: [String: any AttributedStringKey.Type]) -> NSAttributedString {
        let result = NSMutableAttributedString(string: String(attrStr.characters))
        var location = 0
        for run in attrStr.runs {
            let length = attrStr.unicodeScalars[run.range].reduce(0) { $0 + UTF16.width($1) }
            let attributes = Dictionary(run.attributes, keys: keys)
            if !attributes.isEmpty {
                result.setAttributes(attributes, range: NSRange(location: location, length: length))
            }
            location += length
        }
        return result
    }
}

extension AttributedString {
    /// Creates an attributed string from `nsStr`, keeping the attributes of Foundation's scope whose
    /// values convert; others are left out.
    public init(_ nsStr: NSAttributedString) {
        // Not strict: a value that does not convert is left out, so nothing is thrown.
        self = (try? Self.converting(nsStr, keys: AttributeScopeKeys.keys(in: AttributeScopes.FoundationAttributes.self), strict: false))
            ?? AttributedString(nsStr.string)
    }

    /// Creates an attributed string from `nsStr`, keeping the attributes of `scope`.
    ///
    /// - Throws: `CocoaError(.coderInvalidValue)` when an attribute of `scope` holds a value of
    ///   another type. Attributes outside `scope` are left out.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self = try Self.converting(nsStr, keys: AttributeScopeKeys.keys(in: scope), strict: true)
    }

    /// Creates an attributed string from `nsStr`, keeping the attributes of `scope` (`including: \.markdown`).
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        try self.init(nsStr, including: S.self)
    }

    /// The runs of `nsStr` appended one by one (each an attribute run of the `NSAttributedString`).
    private static func converting(
        _ nsStr: NSAttributedString, keys: [String: any AttributedStringKey.Type], strict: Bool
    ) throws -> AttributedString {
        let text = nsStr.string
        var result = AttributedString()
        var failure: (any Error)?
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length)) { attributes, range, stop in
            let start = String.Index(utf16Offset: range.location, in: text)
            let end = String.Index(utf16Offset: range.location + range.length, in: text)
            var container = AttributeContainer()
            for (name, object) in attributes {
                guard let key = keys[name.rawValue] else { continue }
                do {
                    try Self.set(key, from: object, in: &container)
                } catch {
                    if strict {
                        failure = error
                        stop.pointee = true
                        return
                    }
                }
            }
            result.append(AttributedString(String(text.unicodeScalars[start..<end]), attributes: container))
        }
        if let failure { throw failure }
        return result
    }

    private static func set<K: AttributedStringKey>(_ key: K.Type, from object: Any, in container: inout AttributeContainer) throws {
        try NSAttributedStringValueBridge.set(key, from: object, in: &container)
    }
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
    /// The attributes of `container` in Foundation's scope, named and stored as an
    /// `NSAttributedString` stores them.
    public init(_ container: AttributeContainer) {
        self.init(container, keys: AttributeScopeKeys.keys(in: AttributeScopes.FoundationAttributes.self))
    }

    /// The attributes of `container` in `scope`, named and stored as an `NSAttributedString` stores them.
    public init<S: AttributeScope>(_ container: AttributeContainer, including scope: S.Type) throws {
        self.init(container, keys: AttributeScopeKeys.keys(in: scope))
    }

    /// The attributes of `container` in `scope` (`including: \.markdown`).
    public init<S: AttributeScope>(_ container: AttributeContainer, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        try self.init(container, including: S.self)
    }

    init(_ container: AttributeContainer, keys: [String: any AttributedStringKey.Type]) {
        self.init()
        for (name, key) in keys {
            if let object = Self.object(of: key, in: container) { self[NSAttributedString.Key(name)] = object }
        }
    }

    private static func object<K: AttributedStringKey>(of key: K.Type, in container: AttributeContainer) -> Any? {
        NSAttributedStringValueBridge.object(of: key, in: container)
    }
}
#endif
