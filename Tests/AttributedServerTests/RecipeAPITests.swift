import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

@Suite("Recipe API: recipes and operations")
struct RecipeAPITests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static let walkthroughText = "Melt the butter. Whisk the butter with sugar."

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func createListGetDelete() async throws {
        try await withTestServer { client in
            let first = try await client.createRecipe("  Pancakes ")
            #expect(first.title == "Pancakes")
            #expect(first.text == "")
            #expect(first.html == "<p><br></p>")
            #expect(first.selection == [.init(start: 0, end: 0)])
            #expect(first.ingredients.isEmpty)
            #expect(first.commands["undo"]?.enabled == false)
            let second = try await client.createRecipe("Crêpes")

            let list = try #require(try await client.send(.get, "/api/recipes").decoded(RecipeListReply.self))
            #expect(list.recipes.map(\.title) == ["Crêpes", "Pancakes"])

            let shown = try #require(try await client.send(.get, "/api/recipes/\(first.id)").decoded(RecipeStateReply.self))
            #expect(shown.id == first.id)
            #expect(shown.title == "Pancakes")

            #expect(try await client.send(.delete, "/api/recipes/\(second.id)").status == .noContent)
            #expect(try await client.send(.get, "/api/recipes/\(second.id)").status == .notFound)
            #expect(try await client.send(.delete, "/api/recipes/\(second.id)").status == .notFound)
            let after = try #require(try await client.send(.get, "/api/recipes").decoded(RecipeListReply.self))
            #expect(after.recipes.map(\.title) == ["Pancakes"])
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func createAnswersWithTheLocation() async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/recipes", json: #"{"title": "Bread"}"#)
            #expect(response.status == .created)
            let state = try #require(response.decoded(RecipeStateReply.self))
            #expect(response.headers[.location] == "/api/recipes/\(state.id)")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [#"{"title": "   "}"#, #"{"title": "a\nb"}"#, #"{"title": "\#(String(repeating: "x", count: 121))"}"#])
    func unusableTitlesAre422(json: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.post, "/api/recipes", json: json)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("title") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func typingDeletingAndNewParagraphs() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Soup").id
            var state = try await client.type("Boil water", into: id)
            #expect(state.text == "Boil water")
            #expect(state.selection == [.init(start: 10, end: 10)])
            #expect(state.changed)
            #expect(state.revision == 1)

            state = try await client.apply(id, #"{"op": "insertParagraph"}"#)
            state = try await client.type("Add salt", into: id)
            #expect(state.text == "Boil water\nAdd salt")
            #expect(state.html == "<p>Boil water</p><p>Add salt</p>")

            state = try await client.apply(id, #"{"op": "deleteContentBackward"}"#)
            #expect(state.text == "Boil water\nAdd sal")
            state = try await client.apply(id, #"{"op": "deleteWordBackward"}"#)
            #expect(state.text == "Boil water\nAdd ")

            try await client.select(0, 0, in: id)
            state = try await client.apply(id, #"{"op": "deleteWordForward"}"#)
            #expect(state.text == " water\nAdd ")
            state = try await client.apply(id, #"{"op": "deleteContentForward"}"#)
            #expect(state.text == "water\nAdd ")
            #expect(state.selection == [.init(start: 0, end: 0)])

            state = try await client.apply(id, #"{"op": "insertLineBreak"}"#)
            #expect(state.text == "\nwater\nAdd ")
            #expect(state.html == "<p><br></p><p>water</p><p>Add </p>")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func replacementPasteAndCut() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Salad").id
            try await client.type("Toss the leafs", into: id)
            var state = try await client.apply(
                id, #"{"op": "insertReplacementText", "text": "leaves", "selection": [{"start": 9, "end": 14}]}"#
            )
            #expect(state.text == "Toss the leaves")
            #expect(state.selection == [.init(start: 15, end: 15)])

            state = try await client.apply(id, #"{"op": "insertFromPaste", "text": "\r\nAdd oil\rServe"}"#)
            #expect(state.text == "Toss the leaves\nAdd oil\nServe")

            try await client.select(0, 5, in: id)
            state = try await client.apply(id, #"{"op": "deleteByCut"}"#)
            #expect(state.text == "the leaves\nAdd oil\nServe")
            // A cut with nothing selected deletes nothing.
            state = try await client.apply(id, #"{"op": "deleteByCut"}"#)
            #expect(state.text == "the leaves\nAdd oil\nServe")
            #expect(!state.changed)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func formattingTogglesAndReportsItsState() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Cake").id
            try await client.type("Beat the eggs", into: id)
            var state = try await client.select(9, 13, in: id)
            #expect(state.commands["bold"] == .init(enabled: true, state: "off"))

            state = try await client.apply(id, #"{"op": "formatBold"}"#)
            #expect(state.html == "<p>Beat the <strong>eggs</strong></p>")
            #expect(state.commands["bold"]?.state == "on")
            #expect(state.selection == [.init(start: 9, end: 13)])

            state = try await client.apply(id, #"{"op": "formatItalic"}"#)
            #expect(state.html == "<p>Beat the <strong><em>eggs</em></strong></p>")
            state = try await client.apply(id, #"{"op": "formatUnderline"}"#)
            #expect(state.html.contains(#"<span style="text-decoration-line: underline; text-decoration-style: solid"><strong><em>eggs</em></strong></span>"#))
            #expect(state.commands["underline"]?.state == "on")

            // A selection that is partly bold is mixed; bold then applies to all of it.
            state = try await client.select(5, 13, in: id)
            #expect(state.commands["bold"]?.state == "mixed")
            state = try await client.apply(id, #"{"op": "formatBold"}"#)
            #expect(state.commands["bold"]?.state == "on")
            #expect(state.html.hasPrefix("<p>Beat <strong>the </strong>"))
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func undoAndRedoWalkTheSteps() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Tea").id
            // Typing coalesces into one step, even when each request repeats the current selection.
            try await client.type("St", into: id)
            try await client.apply(id, #"{"op": "insertText", "text": "eep", "selection": [{"start": 2, "end": 2}]}"#)
            try await client.select(0, 5, in: id)
            try await client.apply(id, #"{"op": "formatBold"}"#)

            var state = try await client.apply(id, #"{"op": "historyUndo"}"#)
            #expect(state.html == "<p>Steep</p>")
            #expect(state.commands["redo"]?.enabled == true)
            state = try await client.apply(id, #"{"op": "historyUndo"}"#)
            #expect(state.text == "")
            #expect(state.commands["undo"]?.enabled == false)
            // Nothing left to undo: not an error, nothing changes.
            state = try await client.apply(id, #"{"op": "historyUndo"}"#)
            #expect(!state.changed)

            state = try await client.apply(id, #"{"op": "historyRedo"}"#)
            #expect(state.text == "Steep")
            state = try await client.apply(id, #"{"op": "historyRedo"}"#)
            #expect(state.html == "<p><strong>Steep</strong></p>")
            #expect(state.commands["redo"]?.enabled == false)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func selectionOnlyChangesDoNotCountAsEdits() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Rice").id
            let typed = try await client.type("Rinse", into: id)
            let selected = try await client.select(0, 5, in: id)
            #expect(!selected.changed)
            #expect(selected.revision == typed.revision)
            #expect(selected.suggestion == "Rinse")
            // A selection across paragraphs suggests nothing.
            try await client.apply(id, #"{"op": "insertParagraph", "selection": [{"start": 5, "end": 5}]}"#)
            try await client.type("Cook", into: id)
            #expect(try await client.select(2, 8, in: id).suggestion == nil)
        }
    }
}
