import Foundation

/// An attribute key a ``FormattingDefinition`` lets into the editor.
///
/// Type-erased so that keys of different scopes (Foundation's, the Markdown scope, an app's
/// own `IngredientAttribute`) fit in one list; it knows how to copy its key's value from one
/// container to another, which is what filtering a run down to the accepted keys needs (an
/// `AttributeContainer` cannot enumerate its keys).
public struct AcceptedAttribute: Sendable {
    /// The key's `name`.
    public let name: String
    private let copy: @Sendable (AttributeContainer, inout AttributeContainer) -> Void

    /// Accepts `key`.
    public init<Key: AttributedStringKey>(_ key: Key.Type) where Key.Value: Sendable {
        name = Key.name
        copy = { source, destination in
            if let value = source[Key.self] { destination[Key.self] = value }
        }
    }

    /// Accepts the key at `keyPath` (`\.link`, `\.inlinePresentationIntent`).
    public init<Key: AttributedStringKey>(_ keyPath: KeyPath<AttributeDynamicLookup, Key>) where Key.Value: Sendable {
        self.init(Key.self)
    }

    func copyValue(from source: AttributeContainer, to destination: inout AttributeContainer) {
        copy(source, &destination)
    }
}
