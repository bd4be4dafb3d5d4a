import Foundation
import Testing
@testable import AttributedEditing
#if !canImport(Darwin)
import AttributedMarkdown
#endif

/// WWDC25's `IngredientsAreGreen`: ingredients are green, and nothing else has a color.
struct IngredientsAreGreen: FormattingConstraint {
    func constrain(_ attributes: inout AttributeContainer) {
        attributes[TextColorAttribute.self] = attributes[IngredientAttribute.self] == nil ? nil : "green"
    }
}

/// The recipe editor's definition: intents, ingredients and colors; ingredients are green.
let recipeDefinition = FormattingDefinition(
    accepting: [
        AcceptedAttribute(InlinePresentationIntentKey.self),
        AcceptedAttribute(IngredientAttribute.self),
        AcceptedAttribute(TextColorAttribute.self),
    ],
    constraints: [IngredientsAreGreen()]
)

@Suite("Formatting definitions: accepted keys and value constraints")
struct FormattingDefinitionTests {
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    @Test func attributesOutsideTheDefinitionAreRemovedFromPastedText() {
        var fragment = AttributedString("styled")
        fragment[TestUnderlineAttribute.self] = "double"
        fragment[InlinePresentationIntentKey.self] = .emphasized
        fragment[TextColorAttribute.self] = "red"
        var editor = RichTextEditor(definition: recipeDefinition)
        editor.paste(fragment)
        #expect(plain(editor.text) == "styled")
        #expect(editor.text.runs.allSatisfy { $0[TestUnderlineAttribute.self] == nil })
        #expect(editor.text.runs.allSatisfy { $0[TextColorAttribute.self] == nil })
        #expect(textsWith(InlinePresentationIntentKey.self, equalTo: .emphasized, in: editor.text) == ["styled"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func theDefinitionIsEnforcedOnTheInitialText() {
        var text = AttributedString("red")
        text[TextColorAttribute.self] = "red"
        text[TestUnderlineAttribute.self] = "single"
        let editor = RichTextEditor(text: text, definition: recipeDefinition)
        #expect(editor.text.runs.allSatisfy { $0[TextColorAttribute.self] == nil && $0[TestUnderlineAttribute.self] == nil })
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func commandsOnKeysOutsideTheDefinitionCannotApply() {
        var editor = RichTextEditor(text: AttributedString("text"), definition: recipeDefinition)
        editor.selectAll()
        let underline = AttributeToggle(TestUnderlineAttribute.self, value: "single")
        #expect(!editor.canApply(underline))
        let before = editor.text
        let applied = editor.apply(underline)
        #expect(!applied)
        #expect(editor.text == before)
        #expect(!editor.canUndo)
        #expect(editor.canApply(.bold))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func becomingAnIngredientMakesTextGreen() {
        var editor = RichTextEditor(text: AttributedString("Add butter"), definition: recipeDefinition)
        editor.select(characterRanges: [4 ..< 10])
        let applied = editor.setAttribute(IngredientAttribute.self, value: "butter")
        #expect(applied)
        #expect(textsWith(TextColorAttribute.self, equalTo: "green", in: editor.text) == ["butter"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func theColorCommandCannotApplyWhereTheConstraintDecidesTheColor() {
        var editor = RichTextEditor(text: AttributedString("Add butter"), definition: recipeDefinition)
        editor.select(characterRanges: [4 ..< 10])
        editor.setAttribute(IngredientAttribute.self, value: "butter")
        let red = SetAttribute(TextColorAttribute.self, value: "red")
        #expect(!editor.canApply(red))
        let applied = editor.apply(red)
        #expect(!applied)
        #expect(textsWith(TextColorAttribute.self, equalTo: "green", in: editor.text) == ["butter"])
        // Bold is not constrained: it still applies to the ingredient.
        #expect(editor.canApply(.bold))
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func constraintsOnlyDisableCommandsTheyWouldUndo() {
        let capped = FormattingDefinition(constraints: [
            ClosureConstraint { attributes in
                if let size = attributes[TestFontSizeAttribute.self], size > 72 { attributes[TestFontSizeAttribute.self] = 72 }
            },
        ])
        var editor = RichTextEditor(text: AttributedString("title"), definition: capped)
        editor.selectAll()
        #expect(!editor.canApply(SetAttribute(TestFontSizeAttribute.self, value: 100)))
        #expect(editor.canApply(SetAttribute(TestFontSizeAttribute.self, value: 48)))
        editor.setAttribute(TestFontSizeAttribute.self, value: 48)
        #expect(textsWith(TestFontSizeAttribute.self, equalTo: 48, in: editor.text) == ["title"])
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func typingAttributesAreConstrainedToo() {
        var editor = RichTextEditor(text: AttributedString("x"), definition: recipeDefinition)
        var typing = AttributeContainer()
        typing[TextColorAttribute.self] = "purple"
        typing[TestUnderlineAttribute.self] = "single"
        editor.setTypingAttributes(typing)
        #expect(editor.selection.typingAttributes[TextColorAttribute.self] == nil)
        #expect(editor.selection.typingAttributes[TestUnderlineAttribute.self] == nil)
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)

    @Test func replacingTheDefinitionEnforcesItOnTheDocumentAsAnUndoStep() {
        var text = AttributedString("under")
        text[TestUnderlineAttribute.self] = "single"
        var editor = RichTextEditor(text: text)
        editor.setDefinition(recipeDefinition)
        #expect(editor.text.runs.allSatisfy { $0[TestUnderlineAttribute.self] == nil })
        editor.undo()
        #expect(editor.text == text)
    }
}
