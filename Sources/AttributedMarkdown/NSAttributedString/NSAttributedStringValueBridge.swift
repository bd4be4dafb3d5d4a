#if !canImport(Darwin)
import Foundation

/// How an attribute's value is stored in an `NSAttributedString`, as Apple's Foundation stores it.
///
/// Apple converts a key's value to an Objective-C object where the key is
/// `ObjectiveCConvertibleAttributedStringKey` (`NSInlinePresentationIntent` is an `NSNumber`, a link
/// an `NSURL`); other values are stored as they are. The same conventions here make code that reads
/// `attribute(_:at:effectiveRange:)` behave alike on both platforms (`as? NSNumber`, `as? URL`).
///
/// One difference is swift-corelibs-foundation's: its `NSURL` bridging keeps a relative URL's
/// absolute form but not its `baseURL`, so a link resolved against a base URL reads back as the
/// absolute URL (same `absoluteString`), where Apple's keeps the pair.
enum NSAttributedStringValueBridge {
    private typealias Keys = AttributeScopes.FoundationAttributes

    /// The object stored in an `NSAttributedString` for `value` of `key`.
    static func object<K: AttributedStringKey>(for value: K.Value, of key: K.Type) -> Any {
        switch key.name {
        case Keys.InlinePresentationIntentAttribute.name:
            if let intent = value as? InlinePresentationIntent { return NSNumber(value: intent.rawValue) }
        case Keys.LinkAttribute.name, Keys.ImageURLAttribute.name:
            if let url = value as? URL { return url as NSURL }
        case Keys.AlternateDescriptionAttribute.name, Keys.LanguageIdentifierAttribute.name:
            if let string = value as? String { return NSString(string: string) }
        default:
            break
        }
        return value
    }

    /// The value of `key` held by `object`, an attribute value read from an `NSAttributedString`.
    ///
    /// - Throws: `CocoaError(.coderInvalidValue)` when `object` is not a value of the key's type
    ///   or of the Objective-C type Apple stores for it.
    static func value<K: AttributedStringKey>(of key: K.Type, from object: Any) throws -> K.Value {
        if let value = object as? K.Value { return value }
        switch key.name {
        case Keys.InlinePresentationIntentAttribute.name:
            if let number = object as? NSNumber,
               let intent = InlinePresentationIntent(rawValue: number.uintValue) as? K.Value {
                return intent
            }
        case Keys.LinkAttribute.name, Keys.ImageURLAttribute.name:
            // A link may be an NSURL (preferred) or an NSString (UIKit's NSLinkAttributeName contract).
            if let url = (object as? NSURL).map({ $0 as URL }) ?? (object as? String).flatMap(URL.init(string:)),
               let value = url as? K.Value {
                return value
            }
        default:
            break
        }
        throw CocoaError(.coderInvalidValue, userInfo: [
            NSDebugDescriptionErrorKey: "The value of attribute \(key.name) is a \(type(of: object)), not a \(K.Value.self)",
        ])
    }

    // Foundation's key protocols do not require a Sendable value, but the container's subscript
    // asks for one (a warning, not an error, under Swift 6): scopes hold the app's own keys, which
    // cannot be constrained further here (as in ExtendedAttributeDecoder).

    /// The value of `key` in `container`, as the object an `NSAttributedString` stores, or nil.
    static func object<K: AttributedStringKey>(of key: K.Type, in container: AttributeContainer) -> Any? {
        container[K.self].map { object(for: $0, of: key) }
    }

    /// Sets `key` in `container` from `object`, an attribute value read from an `NSAttributedString`.
    static func set<K: AttributedStringKey>(_ key: K.Type, from object: Any, in container: inout AttributeContainer) throws {
        container[K.self] = try value(of: key, from: object)
    }
}
#endif
