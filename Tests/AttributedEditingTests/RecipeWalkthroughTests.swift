import Foundation
import Testing
import AttributedStyles
@testable import AttributedEditing

/// The walkthrough of the documentation article (WWDC25's recipe editor), step by step.
@Suite("Recipe editor walkthrough")
struct RecipeWalkthroughTests {
    typealias ForegroundColor = AttributeScopes.StyleAttributes.ForegroundColorAttribute

    /// Ingredients are green; nothing else has a color.
    struct IngredientsAreGreen: FormattingConstraint {
        func constrain(_ attributes: inout AttributeContainer) {
            attributes[ForegroundColor.self] = attributes[IngredientAttribute.self] == nil ? nil : .green
        }
    }

    static let definition = FormattingDefinition(
        accepting: [
            AcceptedAttribute(InlinePresentationIntentKey.self),
            AcceptedAttribute(IngredientAttribute.self),
            AcceptedAttribute(ForegroundColor.self),
        ],
        constraints: [IngredientsAreGreen()]
    )

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func green(in editor: RichTextEditor) -> [String] {
        textsWith(ForegroundColor.self, equalTo: .green, in: editor.text)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func walkthrough() throws {
        var editor = RichTextEditor(
            text: AttributedString("Melt the butter. Whisk the butter with sugar."),
            definition: Self.definition
        )

        // 1. Select "butter" and add it as an ingredient: every occurrence turns green.
        editor.select(characterRanges: [9 ..< 15])
        let word = try #require(selectedTexts(editor).first)
        #expect(word == "butter")
        var ingredient = AttributeContainer()
        ingredient[IngredientAttribute.self] = word
        editor.markAllOccurrences(of: word, with: ingredient)
        #expect(green(in: editor) == ["butter", "butter"])
        #expect(selectedTexts(editor) == ["butter"])

        // The color command cannot apply to an ingredient: the constraint owns its color.
        #expect(!editor.canApply(StyleCommands.foregroundColor(.red)))

        // 2. Type right after the first "butter": the new text is neither an ingredient nor green.
        editor.select(characterRanges: [15 ..< 15])
        editor.insert("milk")
        #expect(plain(editor.text) == "Melt the buttermilk. Whisk the butter with sugar.")
        #expect(green(in: editor) == ["butter", "butter"])
        #expect(textsWith(IngredientAttribute.self, equalTo: "butter", in: editor.text) == ["butter", "butter"])

        // 3. Edit inside the second "butter": it is no longer an ingredient, and no longer green.
        editor.select(characterRanges: [34 ..< 34])
        editor.insert("X")
        #expect(plain(editor.text) == "Melt the buttermilk. Whisk the butXter with sugar.")
        #expect(textsWith(IngredientAttribute.self, equalTo: "butter", in: editor.text) == ["butter"])
        #expect(green(in: editor) == ["butter"])

        // Undo walks back through each step.
        editor.undo()
        #expect(green(in: editor) == ["butter", "butter"])
        editor.undo()
        editor.undo()
        #expect(plain(editor.text) == "Melt the butter. Whisk the butter with sugar.")
        #expect(green(in: editor).isEmpty)
    }
}
