import Foundation

/// Changes an attribute's current value with a function: a font's size inside a font
/// descriptor, a color's opacity. Runs without the attribute start from `defaultValue`.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct ModifyAttribute<Key: AttributedStringKey>: FormattingCommand where Key.Value: Sendable {
    /// The value a run without the attribute is modified from.
    public var defaultValue: Key.Value
    /// The change.
    public var modify: @Sendable (inout Key.Value) -> Void
    /// Tells whether a value already has the change (for the command's state).
    public var isModified: @Sendable (Key.Value) -> Bool

    /// Modifies `key` with `modify`; `isModified` tells which values already have the change.
    public init(
        _ key: Key.Type,
        default defaultValue: Key.Value,
        isModified: @escaping @Sendable (Key.Value) -> Bool,
        modify: @escaping @Sendable (inout Key.Value) -> Void
    ) {
        self.defaultValue = defaultValue
        self.modify = modify
        self.isModified = isModified
    }

    public var attributeName: String { Key.name }
    public var toggles: Bool { false }

    public func isApplied(to attributes: AttributeContainer) -> Bool {
        attributes[Key.self].map(isModified) ?? false
    }

    public func apply(to attributes: inout AttributeContainer, adding: Bool) {
        var value = attributes[Key.self] ?? defaultValue
        modify(&value)
        attributes[Key.self] = value
    }
}
