import Foundation

/// Toggles whether an attribute is present at all: on when a run has any value for the key,
/// adding `value` only where the key is missing. An underline toggle should see a dashed
/// underline as "underlined" and leave its pattern alone, not replace it with a solid one.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct PresenceToggle<Key: AttributedStringKey>: FormattingCommand where Key.Value: Sendable {
    /// The value given to runs without the attribute.
    public var value: Key.Value

    /// A toggle of `key`'s presence, adding `value` where it is missing.
    public init(_ key: Key.Type, value: Key.Value) {
        self.value = value
    }

    public var attributeName: String { Key.name }

    public func isApplied(to attributes: AttributeContainer) -> Bool {
        attributes[Key.self] != nil
    }

    public func apply(to attributes: inout AttributeContainer, adding: Bool) {
        if !adding {
            attributes[Key.self] = nil
        } else if attributes[Key.self] == nil {
            attributes[Key.self] = value
        }
    }
}
