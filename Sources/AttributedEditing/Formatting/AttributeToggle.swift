import Foundation

/// Toggles one attribute value on or off: underline with a given style, a highlight…
///
/// Generic over the key so that any scope's attributes work the same way.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct AttributeToggle<Key: AttributedStringKey>: FormattingCommand where Key.Value: Sendable {
    /// The value the attribute takes when the formatting is on.
    public var value: Key.Value

    /// A toggle of `key` between `value` and absent.
    public init(_ key: Key.Type, value: Key.Value) {
        self.value = value
    }

    public var attributeName: String { Key.name }

    public func isApplied(to attributes: AttributeContainer) -> Bool {
        attributes[Key.self] == value
    }

    public func apply(to attributes: inout AttributeContainer, adding: Bool) {
        attributes[Key.self] = adding ? value : nil
    }
}
