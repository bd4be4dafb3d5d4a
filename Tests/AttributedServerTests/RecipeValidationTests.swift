import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import AttributedServer

/// Bad recipe requests get a 4xx JSON error and change nothing.
@Suite("Recipe API: bad input")
struct RecipeValidationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownOperationIs422AndNamesTheKnownOnes() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let response = try await client.operate(id, #"{"op": "insertOrderedList"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.hasPrefix("Unknown operation “insertOrderedList”; expected one of select, insertText") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: [
        #"[{"start": 0, "end": 6}]"#,
        #"[{"start": -1, "end": 2}]"#,
        #"[{"start": 3, "end": 2}]"#,
        #"[{"start": 0, "end": 1}, {"start": 9, "end": 9}]"#,
        #"[]"#,
    ])
    func selectionOutsideTheTextIs422(selection: String) async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let before = try await client.type("Boil", into: id)
            for op in ["select", "insertText", "deleteContentBackward", "formatBold"] {
                let response = try await client.operate(id, #"{"op": "\#(op)", "text": "x", "selection": \#(selection)}"#)
                #expect(response.status == .unprocessableContent)
                #expect(response.errorMessage?.contains("election") == true, "\(response.text)")
            }
            let after = try #require(try await client.send(.get, "/api/recipes/\(id)").decoded(RecipeStateReply.self))
            #expect(after.text == "Boil")
            #expect(after.revision == before.revision)
            #expect(after.selection == before.selection)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func tooManySelectionRangesAre422() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            try await client.type(String(repeating: "ab", count: 40), into: id)
            let ranges = (0 ..< 33).map { #"{"start": \#($0 * 2), "end": \#($0 * 2 + 1)}"# }.joined(separator: ",")
            let response = try await client.operate(id, #"{"op": "select", "selection": [\#(ranges)]}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("more than 32 ranges") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func missingFieldsAre422() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let noText = try await client.operate(id, #"{"op": "insertText"}"#)
            #expect(noText.status == .unprocessableContent)
            #expect(noText.errorMessage == "Operation “insertText” needs a “text” field.")
            let noSelection = try await client.operate(id, #"{"op": "select"}"#)
            #expect(noSelection.status == .unprocessableContent)
            let noOp = try await client.operate(id, #"{"text": "a"}"#)
            #expect(noOp.status == .unprocessableContent)
            #expect(noOp.errorMessage == "Missing field “op”.")
            let wrongType = try await client.operate(id, #"{"op": "insertText", "text": 5}"#)
            #expect(wrongType.status == .unprocessableContent)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func malformedJSONIs400() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let response = try await client.operate(id, #"{"op": "insertText", "text": "#)
            #expect(response.status == .badRequest)
            #expect(response.errorMessage == "The request body is not valid JSON.")
            let create = try await client.send(.post, "/api/recipes", json: "{title")
            #expect(create.status == .badRequest)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func oversizedBodyIs413() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let text = String(repeating: "a", count: RecipeLimits.maximumRequestBodySize)
            let response = try await client.operate(id, #"{"op": "insertText", "text": "\#(text)"}"#)
            #expect(response.status == .contentTooLarge)
            #expect(response.errorMessage?.contains("larger than the limit") == true)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aRecipeCannotGrowPastTheLimit() async throws {
        try await withTestServer { client in
            let id = try await client.createRecipe("Jam").id
            let half = String(repeating: "a", count: RecipeLimits.maximumTextLength / 2)
            try await client.type(half, into: id)
            try await client.type(half, into: id)
            let response = try await client.operate(id, #"{"op": "insertText", "text": "b"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.errorMessage?.contains("longer than") == true)
            // Replacing a selection of the same length is fine.
            try await client.select(0, 1, in: id)
            #expect(try await client.type("b", into: id).length == RecipeLimits.maximumTextLength)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func unknownRecipeIs404() async throws {
        try await withTestServer { client in
            #expect(try await client.send(.get, "/api/recipes/41").status == .notFound)
            #expect(try await client.send(.delete, "/api/recipes/41").status == .notFound)
            #expect(try await client.send(.get, "/api/recipes/41/export/json").status == .notFound)
            let response = try await client.operate(41, #"{"op": "insertText", "text": "a"}"#)
            #expect(response.status == .notFound)
            #expect(response.errorMessage == "Recipe 41 not found.")
            #expect(try await client.send(.get, "/recipes/41").status == .notFound)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["0", "-3", "abc", "99999999999999999999"])
    func invalidIdIs400(id: String) async throws {
        try await withTestServer { client in
            let response = try await client.send(.get, "/api/recipes/\(id)")
            #expect(response.status == .badRequest)
            #expect(response.errorMessage?.contains("not a valid recipe id") == true)
        }
    }

    /// Only the canonical spelling names a recipe, as for saved strings: `+1`, `01`… are not
    /// aliases of recipe 1.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test(arguments: ["+1", "01", "001", "%2B1", "1.0"])
    func onlyCanonicalIdsAddressARecipe(id: String) async throws {
        try await withTestServer { client in
            let recipe = try await client.createRecipe("Soup")
            #expect(recipe.id == 1)
            #expect(try await client.send(.get, "/api/recipes/1").status == .ok)
            for path in ["/api/recipes/\(id)", "/api/recipes/\(id)/events", "/api/recipes/\(id)/export/json"] {
                let response = try await client.send(.get, path)
                #expect(response.status == .badRequest, "\(path)")
                #expect(response.errorMessage?.contains("not a valid recipe id") == true, "\(path)")
            }
            #expect(try await client.send(.delete, "/api/recipes/\(id)").status == .badRequest)
            #expect(try await client.operate(1, #"{"op": "insertText", "text": "a"}"#).status == .ok)
            #expect(try await client.send(.get, "/recipes/\(id)").status == .notFound)
            #expect(try await client.send(.get, "/recipes/1").status == .ok)
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func formattingThatCannotApplyIs409() async throws {
        // The recipe definition accepts bold, so probe the session directly with a definition
        // that does not: the API maps "cannot apply" to 409 and changes nothing.
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let recipe = Recipe(id: 1, title: "T", archive: #""Knead""#, revision: 0, createdAt: Date(), updatedAt: Date())
            var session = try RecipeSession(recipe)
            session.editor.setDefinition(.init(accepting: [], constraints: []))
            #expect(!session.canApply(.bold))
            #expect(throws: APIError.self) { _ = try session.apply(.toggle(.bold), selecting: nil) }
        }
    }
}
