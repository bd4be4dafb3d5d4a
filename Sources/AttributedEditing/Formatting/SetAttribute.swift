import Foundation

/// Sets one attribute to a value (or removes it, with `nil`): a color, a font size, a paragraph
/// alignment. Applying it again keeps the value; it does not toggle.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
public struct SetAttribute<Key: AttributedStringKey>: FormattingCommand where Key.Value: Sendable {
    /// The value set; `nil` removes the attribute.
    public var value: Key.Value?

    /// Whether the command formats whole paragraphs (see ``FormattingCommand/formatsParagraphs``).
    public var formatsParagraphs: Bool

    /// Sets `key` to `value`. `formatsParagraphs` defaults to whether the key's `runBoundaries`
    /// is `.paragraph` (Foundation keeps such keys uniform across a paragraph); pass `true` for a
    /// paragraph-level key that does not declare it.
    public init(_ key: Key.Type, value: Key.Value?, formatsParagraphs: Bool? = nil) {
        self.value = value
        self.formatsParagraphs = formatsParagraphs ?? (Key.runBoundaries == .paragraph)
    }

    public var attributeName: String { Key.name }
    public var toggles: Bool { false }

    public func isApplied(to attributes: AttributeContainer) -> Bool {
        attributes[Key.self] == value
    }

    public func apply(to attributes: inout AttributeContainer, adding: Bool) {
        attributes[Key.self] = adding ? value : nil
    }
}

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
