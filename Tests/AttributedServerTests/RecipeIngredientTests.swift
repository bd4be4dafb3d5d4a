import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// The WWDC25 recipe walkthrough through the API: ingredients marked everywhere, green through
/// the formatting definition, not extended by typing, ended by editing inside.
@Suite("Recipe API: ingredients")
struct RecipeIngredientTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func addingAnIngredientMarksEveryOccurrenceAndKeepsTheSelection() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Shortbread").id
            try await client.type(RecipeAPITests.walkthroughText, into: id)
            // The second "butter".
            let selected = try await client.select(27, 33, in: id)
            #expect(selected.suggestion == "butter")

            let state = try await client.apply(id, #"{"op": "addIngredient"}"#)
            #expect(state.changed)
            #expect(state.ingredients == [.init(name: "butter", occurrences: 2)])
            #expect(state.markedIngredients == ["butter", "butter"])
            #expect(state.greenTexts == ["butter", "butter"])
            #expect(state.selection == [.init(start: 27, end: 33)])
            #expect(state.text == RecipeAPITests.walkthroughText)
            #expect(state.html.contains(#"<span class="ingredient" data-ingredient="butter" style="color: #34c759">butter</span>"#))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anIngredientCanBeNamedExplicitly() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Tart").id
            try await client.type("Sugar, then sugar again: sugar.", into: id)
            let state = try await client.apply(id, #"{"op": "addIngredient", "name": " sugar "}"#)
            #expect(state.ingredients == [.init(name: "sugar", occurrences: 2)])
            #expect(state.greenTexts == ["sugar", "sugar"])
            #expect(state.selection == [.init(start: 31, end: 31)])
        }
    }

    /// Foundation reads a key's editing behaviour through the protocol: these must be the key's
    /// own witnesses, not the protocol's defaults (`true`, `nil`). On Apple platforms a witness
    /// marked with an availability above the requirement's (macOS 13 / iOS 16) is not chosen
    /// below it; scripts/apple-guard checks that statically, since Linux ignores availability.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func theKeysEditingBehaviourIsWhatFoundationReads() {
        #expect(!Self.addedTextInherits(IngredientAttribute.self))
        #expect(Self.conditionsEndingIt(IngredientAttribute.self) == [.textChanged])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private static func addedTextInherits<Key: AttributedStringKey>(_ key: Key.Type) -> Bool {
        Key.inheritedByAddedText
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private static func conditionsEndingIt<Key: AttributedStringKey>(
        _ key: Key.Type
    ) -> Set<AttributedString.AttributeInvalidationCondition>? {
        Key.invalidationConditions
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func typingRightAfterAnIngredientDoesNotExtendIt() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Scones").id
            try await client.type(RecipeAPITests.walkthroughText, into: id)
            try await client.apply(id, #"{"op": "addIngredient", "name": "butter"}"#)
            try await client.select(15, 15, in: id)
            let state = try await client.type("milk", into: id)
            #expect(state.text == "Melt the buttermilk. Whisk the butter with sugar.")
            #expect(state.markedIngredients == ["butter", "butter"])
            #expect(state.greenTexts == ["butter", "butter"])
            #expect(state.html.hasPrefix(#"<p>Melt the <span class="ingredient" data-ingredient="butter" style="color: #34c759">butter</span>milk."#))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func editingInsideAnIngredientEndsIt() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Brioche").id
            try await client.type(RecipeAPITests.walkthroughText, into: id)
            try await client.apply(id, #"{"op": "addIngredient", "name": "butter"}"#)
            // Delete the "t" after "bu" in the second butter.
            try await client.select(30, 30, in: id)
            var state = try await client.apply(id, #"{"op": "deleteContentForward"}"#)
            #expect(state.text == "Melt the butter. Whisk the buter with sugar.")
            #expect(state.ingredients == [.init(name: "butter", occurrences: 1)])
            #expect(state.greenTexts == ["butter"])
            #expect(!state.html.contains(#"buter</span>"#))

            // Typing inside the first one ends it too.
            try await client.select(11, 11, in: id)
            state = try await client.type("X", into: id)
            #expect(state.ingredients.isEmpty)
            #expect(state.greenTexts.isEmpty)
            #expect(state.html == "<p>Melt the buXtter. Whisk the buter with sugar.</p>")

            // Undo brings the ingredient back, green.
            state = try await client.apply(id, #"{"op": "historyUndo"}"#)
            #expect(state.greenTexts == ["butter"])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func addingIsOneUndoStep() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Cookies").id
            try await client.type(RecipeAPITests.walkthroughText, into: id)
            try await client.select(9, 15, in: id)
            try await client.apply(id, #"{"op": "addIngredient"}"#)
            let state = try await client.apply(id, #"{"op": "historyUndo"}"#)
            #expect(state.ingredients.isEmpty)
            #expect(state.greenTexts.isEmpty)
            #expect(state.text == RecipeAPITests.walkthroughText)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        (#"{"op": "addIngredient"}"#, "An ingredient needs a name"),
        (#"{"op": "addIngredient", "name": "  "}"#, "An ingredient needs a name"),
        (#"{"op": "addIngredient", "name": "a\nb"}"#, "one line"),
        (#"{"op": "addIngredient", "name": "\#(String(repeating: "y", count: 81))"}"#, "at most 80"),
    ])
    func unusableIngredientNamesAre422(json: String, message: String) async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Buns").id
            try await client.type("Knead", into: id)
            let response = try await client.operate(id, json)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains(message) == true, "\(response.text)")
        }
    }
}
