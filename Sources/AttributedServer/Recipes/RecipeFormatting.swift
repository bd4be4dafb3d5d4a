import AttributedEditing
import AttributedStyles
import Foundation

/// What a recipe may contain, as a ``FormattingDefinition``: bold, italic and strikethrough
/// (inline presentation intents), underline, ingredients, and the color that
/// ``IngredientsAreGreen`` gives them. Anything else is removed from the text the editor
/// touches, so the stored recipe never holds attributes the page cannot show.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
enum RecipeFormatting {
    static let definition = FormattingDefinition(
        accepting: [
            AcceptedAttribute(AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self),
            AcceptedAttribute(AttributeScopes.StyleAttributes.UnderlineStyleAttribute.self),
            AcceptedAttribute(AttributeScopes.StyleAttributes.ForegroundColorAttribute.self),
            AcceptedAttribute(IngredientAttribute.self),
        ],
        constraints: [IngredientsAreGreen()]
    )
}
