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
