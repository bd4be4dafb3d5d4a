import AttributedEditing
import AttributedStyles
import Foundation

/// The WWDC25 recipe editor's value constraint: an ingredient is green, and nothing else has a
/// color.
///
/// Because the editor runs it over every run a change touches, the color follows the
/// ingredient attribute rather than the user: marking "butter" turns it green, and when an
/// edit ends the ingredient (typing inside it) the green goes with it. It also makes the
/// color command inapplicable to an ingredient, which is how a toolbar knows to disable it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct IngredientsAreGreen: FormattingConstraint {
    func constrain(_ attributes: inout AttributeContainer) {
        attributes[AttributeScopes.StyleAttributes.ForegroundColorAttribute.self] =
            attributes[IngredientAttribute.self] == nil ? nil : .green
    }
}
