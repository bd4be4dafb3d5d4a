import AttributedStyles
import Foundation

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension AttributeScopes {
    /// The recipe editor's scope: ``IngredientAttribute`` plus the style keys (and, through
    /// them, Markdown's and Foundation's), so that `\.recipe` encodes and decodes everything a
    /// recipe can hold: bold and italic (`NSInlinePresentationIntent`), underline and the
    /// ingredients' green (`AMUnderlineStyle`, `AMForegroundColor`), and the ingredients.
    public struct RecipeAttributes: AttributeScope {
        /// `RecipeIngredient`: the ingredient a run names.
        public let ingredient: IngredientAttribute
        /// The portable style keys, with Markdown's and Foundation's.
        public let style: StyleAttributes
    }

    /// The recipe editor's scope, for `including: \.recipe`.
    public var recipe: RecipeAttributes.Type { RecipeAttributes.self }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension AttributeDynamicLookup {
    /// Makes `run.ingredient` and `container.ingredient = "butter"` work.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.RecipeAttributes, T>) -> T {
        self[T.self]
    }
}
