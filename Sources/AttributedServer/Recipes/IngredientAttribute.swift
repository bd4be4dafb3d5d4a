import Foundation

/// `RecipeIngredient`: marks text that names an ingredient of a recipe; the value is the
/// ingredient's name as the user added it ("butter").
///
/// Declared like the ingredient key of Apple's WWDC25 recipe editor, so that it behaves like
/// one while the text is edited:
/// - `inheritedByAddedText` is `false`: typing right after "butter" writes plain text, it does
///   not grow the ingredient into "buttermilk".
/// - `invalidationConditions` is `[.textChanged]`: Foundation removes the attribute from the
///   whole run as soon as any of its text changes, so "butXter" is no longer an ingredient.
///
/// It is `Codable`, so a recipe's JSON (Apple's shape) carries its ingredients.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public enum IngredientAttribute: CodableAttributedStringKey {
    /// The ingredient's name.
    public typealias Value = String
    /// The key's name in JSON.
    public static let name = "RecipeIngredient"
    /// Added text never becomes part of an ingredient.
    public static var inheritedByAddedText: Bool { false }
    /// Changing an ingredient's text ends the ingredient.
    public static var invalidationConditions: Set<AttributedString.AttributeInvalidationCondition>? { [.textChanged] }
}
