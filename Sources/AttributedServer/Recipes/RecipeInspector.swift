import AttributedEditing
import Foundation

/// What the ingredients inspector shows: the recipe's ingredients, and the selected text as a
/// suggested new one.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
enum RecipeInspector {
    /// Each distinct ingredient with the number of places it is marked, in order of first
    /// appearance. A place is a maximal run of text carrying the ingredient.
    static func ingredients(in text: AttributedString) -> [IngredientSummary] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        for (value, _) in text.runs[IngredientAttribute.self] {
            guard let value else { continue }
            if counts[value] == nil { order.append(value) }
            counts[value, default: 0] += 1
        }
        return order.map { IngredientSummary(name: $0, occurrences: counts[$0] ?? 0) }
    }

    /// The selected text when it can name an ingredient: one range, within one paragraph, at
    /// most ``RecipeLimits/maximumIngredientLength`` characters once trimmed of spaces.
    static func selectedText(in editor: RichTextEditor) -> String? {
        let ranges = editor.selection.ranges.ranges
        guard ranges.count == 1, let range = ranges.first else { return nil }
        let selected = editor.text[range]
        guard selected.characters.count <= RecipeLimits.maximumIngredientLength + 16 else { return nil }
        let name = String(selected.characters[...]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= RecipeLimits.maximumIngredientLength, !name.contains(where: \.isNewline) else {
            return nil
        }
        return name
    }
}

/// One ingredient of a recipe, as the inspector lists it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct IngredientSummary: Codable, Sendable, Equatable {
    var name: String
    var occurrences: Int
}
